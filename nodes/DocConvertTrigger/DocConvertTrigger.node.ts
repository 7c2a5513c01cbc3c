// The Doc Convert Trigger ("On document ready"): the webhook a queued conversion calls when its document is
// ready. Its Production URL goes into Doc Convert's Options → Delivery → Webhook URL, with the same Webhook
// Secret. Each call the service makes starts one execution: a call without the secret, or with another one,
// is answered 401 and starts nothing (helpers/delivered.ts); the stored file is downloaded into a binary field
// or left as its URL; a failed conversion is an item carrying the error.
import {
  NodeConnectionTypes,
  type IWebhookFunctions,
  type IWebhookResponseData,
  type INodeType,
  type INodeTypeDescription,
} from 'n8n-workflow';
import { receiveDelivery } from '../DocConvert/helpers/delivered';
import { noWebhookRegistry } from '../DocConvert/helpers/noRegistry';
import { secretField } from '../DocConvert/helpers/secrets';

export class DocConvertTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Doc Convert Trigger',
    name: 'docConvertTrigger',
    icon: { light: 'file:docConvertTrigger.svg', dark: 'file:docConvertTrigger.dark.svg' },
    group: ['trigger'],
    version: 1,
    subtitle: 'On document ready',
    description: 'Starts the workflow when a document converted with a webhook is ready',
    eventTriggerDescription: 'Waiting for the Document Conversion API to call',
    activationMessage:
      'Conversions sent with this Production URL as their webhook (and the same secret) now start this workflow.',
    defaults: { name: 'On Document Ready' },
    inputs: [],
    outputs: [NodeConnectionTypes.Main],
    webhooks: [
      {
        name: 'default',
        httpMethod: 'POST',
        responseMode: 'onReceived',
        path: 'document-ready',
      },
    ],
    properties: [
      {
        displayName:
          'Paste this node’s Production URL into a Doc Convert node: Options → Delivery → Webhook URL, with the same Webhook Secret. The service then calls it when each document is ready. Behind a reverse proxy, set WEBHOOK_URL so the URL is the public one.',
        name: 'notice',
        type: 'notice',
        default: '',
      },
      {
        ...secretField(
          {
            displayName: 'Webhook Secret',
            name: 'secret',
            required: true,
            description:
              'The Webhook Secret the conversion was sent with. A call without it, or with another one, is answered 401 and starts nothing.',
          },
          'DOC_CONVERT_WEBHOOK_SECRET',
        ),
      },
      {
        displayName: 'Download the File',
        name: 'download',
        type: 'boolean',
        default: true,
        description:
          'Whether to download the stored file into a binary field; otherwise the output holds its URL (kept by the service for two days)',
      },
      {
        displayName: 'Put Output File in Field',
        name: 'outputBinaryField',
        type: 'string',
        required: true,
        default: 'data',
        hint: 'The name of the output binary field to put the file in',
        displayOptions: { show: { download: [true] } },
      },
      {
        displayName: 'File Name',
        name: 'fileName',
        type: 'string',
        default: '',
        placeholder: 'e.g. invoice.pdf',
        description: 'Name of the output file. Empty: the stored file’s name.',
        displayOptions: { show: { download: [true] } },
      },
    ],
  };

  webhookMethods = noWebhookRegistry;

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const download = this.getNodeParameter('download', true) as boolean;
    return receiveDelivery.call(this, this.getNodeParameter('secret', '') as string, {
      output: download ? 'both' : 'json',
      binaryField: download ? (this.getNodeParameter('outputBinaryField', 'data') as string) : 'data',
      fileName: download ? (this.getNodeParameter('fileName', '') as string) : '',
    });
  }
}
