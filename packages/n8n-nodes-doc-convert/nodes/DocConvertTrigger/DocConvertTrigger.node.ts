// The Doc Convert Trigger ("On document ready"): the webhook a queued conversion calls when its document is
// ready. Its Production URL goes into Doc Convert's Options → Delivery → Webhook URL, with the same Webhook
// Secret. Each call the service makes starts one execution: a call without the secret, or with another one,
// is answered 401 and starts nothing (helpers/delivered.ts); the stored file is downloaded into a binary field
// or left as its URL; a failed conversion is an item carrying the error.
//
// The nodes panel shows Doc Convert and its trigger as one entry, with the trigger's description (n8n's node
// creator merges a trigger into the node of the same name, "default to trigger description"): so the
// description speaks for the package. The Event field gives the trigger its name in that panel's list ("On
// document ready"; without one n8n makes up "On new Doc Convert event").
//
// The secret is checked when the workflow is activated (and when it listens for a test call), where n8n shows
// an error: a secret that is `{{ … }}` typed into the fixed field, one the Doc Convert node would refuse to
// send (the core's rule: 16 to 256 visible ASCII characters), or an expression n8n refuses to evaluate ($env
// blocked), would otherwise fail every call with 401 or 500 and show no execution. n8n's editor marks no node
// parameter as required, and greys "Test this trigger" out while one is empty without saying why: the field's
// placeholder and the notice say it.
import {
  NodeConnectionTypes,
  NodeOperationError,
  type IHookFunctions,
  type IWebhookFunctions,
  type IWebhookResponseData,
  type INodeType,
  type INodeTypeDescription,
} from 'n8n-workflow';
import { WEBHOOK_SECRET_PATTERN } from '@doc-convert/core';
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
    description:
      'Convert HTML and web pages to PDF and images, fill templates with data, and start workflows when a queued document is ready, with the PDFShift-compatible Document Conversion API',
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
        displayName: 'Event',
        name: 'event',
        type: 'options',
        noDataExpression: true,
        options: [
          {
            name: 'Document Ready',
            value: 'documentReady',
            description: 'A conversion sent with this node’s URL as its webhook has ended',
            action: 'On document ready',
          },
        ],
        default: 'documentReady',
      },
      {
        displayName:
          'Set a Webhook Secret below (Test this trigger stays greyed out until then). Paste the Production URL above into a Doc Convert node’s Options → Delivery → Webhook URL, with the same secret: each document ready starts this workflow.',
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
            placeholder: 'Required: 16 to 256 visible ASCII characters, no spaces',
            description:
              'Required. 16 to 256 visible ASCII characters without spaces: the Webhook Secret the Doc Convert node sends its conversions with. A call without it, or with another one, is answered 401 and starts nothing.',
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

  // The service keeps no list of webhooks (helpers/noRegistry.ts): nothing to register or remove; n8n asks
  // checkExists first, which checks the secret.
  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> {
        checkSecret(this);
        return true;
      },
      async create(this: IHookFunctions): Promise<boolean> {
        return noWebhookRegistry.default.create.call(this);
      },
      async delete(this: IHookFunctions): Promise<boolean> {
        return noWebhookRegistry.default.delete.call(this);
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const download = this.getNodeParameter('download', true) as boolean;
    return receiveDelivery.call(this, this.getNodeParameter('secret', '') as string, {
      output: download ? 'both' : 'json',
      binaryField: download ? (this.getNodeParameter('outputBinaryField', 'data') as string) : 'data',
      fileName: download ? (this.getNodeParameter('fileName', '') as string) : '',
    });
  }
}

/** A secret typed as an expression into the fixed field: saved as the text itself. */
const LITERAL_EXPRESSION = /^\s*\{\{[\s\S]*\}\}\s*$/;

/** Refuses, where n8n shows it (activation, listening for a test call), a Webhook Secret no call can match. */
function checkSecret(context: IHookFunctions): void {
  let secret: unknown;
  try {
    secret = context.getNodeParameter('secret', '');
  } catch (error) {
    throw new NodeOperationError(context.getNode(), `Webhook Secret: ${(error as Error).message}`, {
      description:
        'n8n could not evaluate the expression. n8n 2 blocks $env in nodes unless N8N_BLOCK_ENV_ACCESS_IN_NODE=false is set for every n8n process (main, workers, webhook processors).',
    });
  }
  if (typeof secret === 'string' && LITERAL_EXPRESSION.test(secret)) {
    throw new NodeOperationError(
      context.getNode(),
      'Webhook Secret: holds the text "{{ … }}" as typed, so no call could match it',
      {
        description:
          'Switch the field to Expression (hover it, then Expression) and enter the expression again, e.g. {{ $env.DOC_CONVERT_WEBHOOK_SECRET }} with N8N_BLOCK_ENV_ACCESS_IN_NODE=false; or type the secret itself.',
      },
    );
  }
  if (typeof secret !== 'string' || !WEBHOOK_SECRET_PATTERN.test(secret)) {
    const length = typeof secret === 'string' ? secret.length : 0;
    throw new NodeOperationError(
      context.getNode(),
      `Webhook Secret: must be 16 to 256 visible ASCII characters without spaces (this one ${length === 0 ? 'is empty' : `has ${length} character${length === 1 ? '' : 's'}${/[^\x21-\x7e]/.test(secret as string) ? ', some of them spaces or others outside visible ASCII' : ''}`})`,
      {
        description:
          'The Doc Convert node sends no other (Options → Delivery → Webhook Secret), so no call could match it. Generate one, e.g. with openssl rand -base64 24, and put the same in both nodes.',
      },
    );
  }
}
