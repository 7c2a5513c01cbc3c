// Wait for the Document: a queued conversion whose webhook is this execution's resume URL. The node sends it
// with a secret, puts the execution to wait as n8n's Wait node and "send and wait" operations do
// (putExecutionToWait, and a restart webhook on the node: DocConvert.node.ts), and when the service calls,
// webhook() checks the secret and outputs what a direct conversion would (helpers/delivered.ts).
//
// The secret is never stored: it is an HMAC of a random nonce (carried in the resume URL's query) under the
// credential's API key, so webhook() derives it again and a caller who knows the URL but not the key cannot
// forge it. The output settings travel in the query too (the webhook call cannot read the item's expressions).
//
// n8n waits once per execution, so this mode takes one item. When Limit Wait Time runs out, n8n resumes the
// execution with the node passing its input through: the input item is replaced beforehand by one carrying
// the error, so what comes out says what happened.
import { createHmac, randomBytes } from 'node:crypto';
import {
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import type { ConversionFormat } from '../../../../src/conversion';
import { receiveDelivery } from '../../helpers/delivered';
import { CREDENTIAL_TYPE } from '../../transport';
import type { OutputSettings } from './output';

const NONCE = 'docConvertWait';
const SETTINGS = 'docConvertOutput';

export interface WaitSettings {
  minutes: number;
}

/** Wait for the Document and its limit, from the Delivery options; undefined when not waiting. */
export function waitSettings(options: IDataObject): WaitSettings | undefined {
  const delivery = (options.delivery ?? {}) as IDataObject;
  if (delivery.waitForDocument !== true) return undefined;
  const minutes = Number(delivery.limitWaitTime ?? 15);
  return { minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 15 };
}

/** The secret of one wait: the nonce signed with the API key. */
export function waitSecret(apiKey: string, nonce: string): string {
  return createHmac('sha256', apiKey).update(`doc-convert wait ${nonce}`).digest('base64url');
}

interface CarriedSettings {
  format: ConversionFormat;
  output: OutputSettings['output'];
  binaryField: string;
  fileName: string;
}

/**
 * Before sending: refuses a second item, and answers the webhook (the resume URL with the nonce and the output
 * settings, and the secret) and when the wait ends.
 */
export function prepareWait(
  this: IExecuteFunctions,
  itemIndex: number,
  apiKey: string,
  format: ConversionFormat,
  settings: OutputSettings,
  wait: WaitSettings,
): { webhook: { url: string; secret: string }; waitTill: Date } {
  const items = this.getInputData().length;
  if (items > 1) {
    throw new NodeOperationError(
      this.getNode(),
      `Options → Delivery → Wait for the Document: waits for one document per execution, and this node got ${items} items`,
      {
        itemIndex,
        description:
          'n8n puts an execution to wait once. For several documents, set Options → Delivery → Webhook URL to the Production URL of a Doc Convert Trigger node (On document ready), which starts one execution per document; or split the items into one execution each.',
      },
    );
  }
  if (settings.base64) {
    throw new NodeOperationError(
      this.getNode(),
      'Options → Delivery → Base64 in JSON: cannot be combined with Wait for the Document (the service delivers a stored file’s URL)',
      { itemIndex },
    );
  }
  const resumeUrl = String(this.evaluateExpression('{{ $execution?.resumeUrl }}', itemIndex) ?? '');
  if (!/^https?:\/\//.test(resumeUrl)) {
    throw new NodeOperationError(this.getNode(), 'Wait for the Document: this execution has no resume URL', {
      itemIndex,
    });
  }
  const nonce = randomBytes(18).toString('base64url');
  const carried: CarriedSettings = {
    format,
    output: settings.output,
    binaryField: settings.binaryField,
    fileName: settings.fileName,
  };
  const url = new URL(resumeUrl);
  url.searchParams.set(NONCE, nonce);
  url.searchParams.set(SETTINGS, Buffer.from(JSON.stringify(carried)).toString('base64url'));
  return {
    webhook: { url: url.toString(), secret: waitSecret(apiKey, nonce) },
    waitTill: new Date(Date.now() + wait.minutes * 60_000),
  };
}

/**
 * Puts the execution to wait. The input item is what n8n outputs if the limit runs out (the node then passes
 * its input through), so it becomes one carrying the error.
 */
export async function startWaiting(
  this: IExecuteFunctions,
  itemIndex: number,
  waitTill: Date,
  wait: WaitSettings,
  requestId: string | undefined,
): Promise<void> {
  const item = this.getInputData()[itemIndex]!;
  item.json = {
    error: `No document arrived within ${wait.minutes} minutes (Options → Delivery → Limit Wait Time): the service did not call back in time.`,
    ...(requestId === undefined ? {} : { requestId }),
  };
  delete item.binary;
  await this.putExecutionToWait(waitTill);
}

/** The service's call to the resume URL: checked with the derived secret, output as a direct conversion's. */
export async function resumeWithDocument(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const query = this.getQueryData() as Record<string, unknown>;
  const nonce = typeof query[NONCE] === 'string' ? query[NONCE] : '';
  let carried: CarriedSettings | undefined;
  try {
    carried = JSON.parse(Buffer.from(String(query[SETTINGS] ?? ''), 'base64url').toString('utf8'));
  } catch {
    carried = undefined;
  }
  if (nonce === '' || !carried || typeof carried !== 'object') {
    this.getResponseObject().status(401).json({ error: 'This call was not sent for this execution.' });
    return { noWebhookResponse: true };
  }
  const credentials = await this.getCredentials<{ apiKey?: string }>(CREDENTIAL_TYPE);
  const secret = waitSecret(String(credentials.apiKey ?? '').trim(), nonce);
  return receiveDelivery.call(this, secret, {
    output: carried.output,
    binaryField: carried.binaryField,
    fileName: carried.fileName,
    format: carried.format,
  });
}
