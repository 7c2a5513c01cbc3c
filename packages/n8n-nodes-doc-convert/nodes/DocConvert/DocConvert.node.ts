// The Doc Convert node: HTML to PDF, PNG, JPEG and WebP, PDFs merged into one, documents generated from templates
// with data, and the logs and account (credits, invoices, API keys) of the Document Conversion API v3
// (PDFShift-compatible). Each operation lives in actions/<resource>/<operation>.operation.ts; lists for resource
// locators in methods/.
import {
  NodeConnectionTypes,
  type IExecuteFunctions,
  type INodeExecutionData,
  type INodeProperties,
  type INodeType,
  type INodeTypeDescription,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import * as account from './actions/account/Account.resource';
import * as conversion from './actions/conversion/Conversion.resource';
import * as log from './actions/log/Log.resource';
import { resumeWithDocument } from './document/wait';
import { inputFieldsFields } from './actions/inputFields';
import { sandboxElsewhere } from './document/outputFields';
import { router } from './actions/router';
import * as template from './actions/template/Template.resource';
import { noWebhookRegistry } from './helpers/noRegistry';
import { LATEST_VERSION, NODE_VERSIONS } from './helpers/versions';
import { docConvertSourceLoginTest } from './methods/credentialTest';
import { searchLogs, searchTemplates } from './methods/listSearch';
import { getTemplateVariables } from './methods/resourceMapping';

const properties: INodeProperties[] = [
  {
    // Where n8n's editor draws the credential picker: here, first, whatever is chosen below. Without it the
    // editor draws it before the last field a credential's display conditions name (ParameterInputList's
    // indexToShowSlotAt), which the Source Login credential's made Resource, Source or Source Authentication,
    // so the picker moved as Source changed. n8n's own Notion and Evaluation nodes place theirs the same way.
    displayName: 'Credential',
    name: 'credentials',
    type: 'credentials',
    default: '',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    // By importance, as the nodes panel lists the actions: Conversion, the node's purpose, first.
    options: [
      { name: 'Conversion', value: 'conversion' },
      { name: 'Template', value: 'template' },
      { name: 'Log', value: 'log' },
      { name: 'Account', value: 'account' },
    ],
    default: 'conversion',
  },
  ...conversion.description,
  ...template.description,
  ...log.description,
  ...account.description,
  ...inputFieldsFields,
  ...sandboxElsewhere,
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
    // What each version changed: helpers/versions.ts. Older nodes keep their defaults.
    version: NODE_VERSIONS,
    defaultVersion: LATEST_VERSION,
    subtitle: `={{ (${JSON.stringify(actionTexts())})[$parameter["resource"] + ":" + $parameter["operation"]] }}`,
    description:
      'Convert HTML and web pages to PDF and images, merge PDFs, and fill templates with data, with the PDFShift-compatible Document Conversion API',
    defaults: { name: 'Doc Convert' },
    usableAsTool: true,
    inputs: [NodeConnectionTypes.Main],
    outputs: [NodeConnectionTypes.Main],
    // Wait for the Document: the service calls this execution's resume URL (actions/conversion/wait.ts).
    webhooks: [
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: '', restartWebhook: true },
    ],
    credentials: [
      { name: 'docConvertApi', required: true },
      {
        // Only when a conversion of a URL asks for Basic Auth (actions/conversion/source.ts).
        name: 'docConvertSourceLoginApi',
        required: true,
        testedBy: 'docConvertSourceLoginTest',
        displayOptions: {
          show: { resource: ['conversion'], source: ['url'], sourceAuthentication: ['basicAuth'] },
        },
      },
    ],
    properties,
  };

  methods = {
    listSearch: { searchTemplates, searchLogs },
    credentialTest: { docConvertSourceLoginTest },
    resourceMapping: { getTemplateVariables },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return router.call(this, properties);
  }

  webhookMethods = noWebhookRegistry;

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return resumeWithDocument.call(this);
  }
}
