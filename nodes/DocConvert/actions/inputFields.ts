// Include Input Fields: the input item's JSON kept beside what a conversion or a generated document outputs, so
// the next node ("email the customer") reads `{{ $json.customer.email }}` without `$('…')`. The output's own
// fields win where both have a name. On by default where the item is the document's data (Generate Document
// with Map Fields or Input Item, from node version 1.1), off elsewhere and in version 1, whose saved workflows
// keep their output.
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

const off: INodeProperties = {
  displayName: 'Include Input Fields',
  name: 'includeInputFields',
  type: 'boolean',
  default: false,
  description:
    "Whether to keep the input item's fields in the output beside the result (the result's fields win where both have a name)",
};
const on: INodeProperties = { ...off, default: true };

const FROM_1_1 = [{ _cnd: { gte: 1.1 } }];
const ITEM_DATA = ['mapFields', 'inputItem'];
const generate = { resource: ['template'], operation: ['generate'] };

export const inputFieldsFields: INodeProperties[] = [
  { ...off, displayOptions: { show: { resource: ['conversion'] } } },
  { ...on, displayOptions: { show: { ...generate, dataSource: ITEM_DATA, '@version': FROM_1_1 } } },
  { ...off, displayOptions: { show: { ...generate, dataSource: ['json'] } } },
  { ...off, displayOptions: { show: { ...generate, dataSource: ITEM_DATA, '@version': [1] } } },
];

/** The input item's fields when Include Input Fields is on for it, else undefined. */
export function inputFieldsOf(this: IExecuteFunctions, itemIndex: number): IDataObject | undefined {
  if (!this.getNodeParameter('includeInputFields', itemIndex, false)) return undefined;
  return this.getInputData()[itemIndex]?.json ?? {};
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
