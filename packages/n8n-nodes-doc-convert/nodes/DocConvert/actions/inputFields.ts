// Include Input Fields: the input item's JSON kept beside what a conversion or a generated document outputs, so
// the next node ("email the customer") reads `{{ $json.customer.email }}` without `$('…')`. The output's own
// fields win where both have a name. On by default where the item is the document's data (Generate Document
// with Map Fields or Input Item, from node version 1.1), off elsewhere and in version 1, whose saved workflows
// keep their output. From version 1.2, an item an n8n Webhook node made (the request it received: headers,
// params, query, body, webhookUrl, executionMode) gives the fields of its body: the request's headers (which
// may carry credentials), query and URL stay out of every output item.
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { isAtLeast } from '../helpers/versions';

const off: INodeProperties = {
  displayName: 'Include Input Fields',
  name: 'includeInputFields',
  type: 'boolean',
  default: false,
  description:
    "Whether to keep the input item's fields in the output beside the result (the result's fields win where both have a name). From an n8n Webhook node's item, the fields of the request's body: not its headers, query or URL.",
};
const on: INodeProperties = { ...off, default: true };

const FROM_1_1 = [{ _cnd: { gte: 1.1 } }];
const ITEM_DATA = ['mapFields', 'inputItem'];
const generate = { resource: ['template'], operation: ['generate'] };

export const inputFieldsFields: INodeProperties[] = [
  // Not for Merge PDFs: its one item comes from all the input items, none of whose fields it could keep.
  { ...off, displayOptions: { show: { resource: ['conversion'] }, hide: { operation: ['mergePdfs'] } } },
  { ...on, displayOptions: { show: { ...generate, dataSource: ITEM_DATA, '@version': FROM_1_1 } } },
  { ...off, displayOptions: { show: { ...generate, dataSource: ['json'] } } },
  { ...off, displayOptions: { show: { ...generate, dataSource: ITEM_DATA, '@version': [1] } } },
];

const WEBHOOK_REQUEST = ['headers', 'params', 'query', 'body'];

/** Whether an item is the request an n8n Webhook node received (its JSON: headers, params, query, body, ...). */
function isWebhookRequest(json: IDataObject): boolean {
  return WEBHOOK_REQUEST.every((name) => name in json) && typeof json.headers === 'object';
}

/** The input item's fields when Include Input Fields is on for it, else undefined. */
export function inputFieldsOf(this: IExecuteFunctions, itemIndex: number): IDataObject | undefined {
  if (!this.getNodeParameter('includeInputFields', itemIndex, false)) return undefined;
  const json = this.getInputData()[itemIndex]?.json ?? {};
  if (!isAtLeast(this.getNode(), 1.2) || !isWebhookRequest(json)) return json;
  const { body } = json;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as IDataObject) : {};
}

/** The output items of one input item, with its fields when Include Input Fields is on. */
export function withInputFields(
  this: IExecuteFunctions,
  itemIndex: number,
  output: INodeExecutionData[],
): INodeExecutionData[] {
  const input = inputFieldsOf.call(this, itemIndex);
  if (!input) return output;
  return output.map((item) => ({ ...item, json: { ...input, ...item.json } }));
}
