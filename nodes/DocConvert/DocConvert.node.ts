// The Doc Convert node: HTML to PDF and PNG, and the account, credits, invoices, API keys, logs and templates of
// the Document Conversion API v3. Each operation lives in actions/<resource>/<operation>.operation.ts.
import {
  NodeConnectionTypes,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
  type INodeType,
  type INodeTypeDescription,
} from 'n8n-workflow';
import * as account from './actions/account/Account.resource';
import * as apiKey from './actions/apiKey/ApiKey.resource';
import * as conversion from './actions/conversion/Conversion.resource';
import * as credits from './actions/credits/Credits.resource';
import * as invoice from './actions/invoice/Invoice.resource';
import * as log from './actions/log/Log.resource';
import { router } from './actions/router';
import * as template from './actions/template/Template.resource';

const properties: INodeProperties[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      { name: 'Account', value: 'account' },
      { name: 'API Key', value: 'apiKey' },
      { name: 'Conversion', value: 'conversion' },
      { name: 'Credit', value: 'credits' },
      { name: 'Invoice', value: 'invoice' },
      { name: 'Log', value: 'log' },
      { name: 'Template', value: 'template' },
    ],
    default: 'conversion',
  },
  ...conversion.description,
  ...account.description,
  ...credits.description,
  ...invoice.description,
  ...apiKey.description,
  ...log.description,
  ...template.description,
];

/** "resource:operation" → the operation's action text, e.g. "Convert to PDF": the subtitle under the node. */
function actionTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const property of properties) {
    const resources = property.displayOptions?.show?.resource as string[] | undefined;
    if (property.name !== 'operation' || !resources) continue;
    for (const option of property.options ?? []) {
      if ('value' in option && 'action' in option && option.action) {
        texts[`${resources[0]}:${String(option.value)}`] = option.action;
      }
    }
  }
  return texts;
}

export class DocConvert implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Doc Convert',
    name: 'docConvert',
    icon: { light: 'file:docConvert.svg', dark: 'file:docConvert.dark.svg' },
    group: ['transform'],
    version: 1,
    subtitle: `={{ (${JSON.stringify(actionTexts())})[$parameter["resource"] + ":" + $parameter["operation"]] }}`,
    description: 'Convert HTML and web pages to PDF and PNG with the Document Conversion API',
    defaults: { name: 'Doc Convert' },
    usableAsTool: true,
    inputs: [NodeConnectionTypes.Main],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: 'docConvertApi', required: true }],
    properties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return router.call(this, properties);
  }
}
