// Wait for the Document: a queued conversion whose webhook is this execution's resume URL. The node puts the
// execution to wait as n8n's Wait node and "send and wait" operations do (putExecutionToWait, and a restart
// webhook on the node: DocConvert.node.ts), and sends the conversion only once n8n has saved the execution as
// waiting (waitSender.ts: a render faster than n8n's save would otherwise call while n8n answers 409). When the
// service calls, webhook() checks the secret and outputs what the direct conversion would have
// (helpers/delivered.ts).
//
// The secret is never stored: it is an HMAC of a random nonce (carried in the resume URL's query) under the
// credential's API key, so webhook() derives it again and a caller who knows the URL but not the key cannot
// forge it. The output settings travel in the query too (the webhook call cannot read the item's expressions).
// What the resumed output needs besides the document (the input item's fields for Include Input Fields,
// Generate Document's missingVariables) travels in the waiting node's entry of n8n's execution stack, which
// n8n saves with the execution: setMetadata() writes it there, and the webhook context (whose `executeData` is
// that entry) reads it back. The queued answer's facts (request ID, credits, rate limit) come after that save,
// so the resumed output has what the service's call tells, as the Doc Convert Trigger's does.
//
// When Limit Wait Time runs out, n8n does not run the node again: its engine resumes the execution with the
// node disabled, which passes its input through (WorkflowExecute.handleWaitingState in n8n-core). Unless the
// entry carries a `resumeError` (ITaskMetadata, n8n 2.27 and later, written by n8n for a sub-workflow that failed while
// its parent waited): runNode then fails the node with it, or outputs an item with `error` when the node
// continues on fail. The node sets that error before waiting, and webhook() removes it when the document
// arrives (or replaces it with the service's failure, or the send's). On an n8n that predates resumeError, the
// timeout still passes the input through: the input item is replaced beforehand by one carrying the error, so
// what comes out says what happened.
//
// n8n waits once per execution, so this mode takes one item.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  NodeOperationError,
  type ExecutionError,
  type IDataObject,
  type IExecuteData,
  type IExecuteFunctions,
  type INode,
  type ITaskMetadata,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import { type ConversionFormat, WEBHOOK_SECRET_HEADER } from '@doc-convert/core';
import { deliveredItem, failureJson, readDelivery } from '../helpers/delivered';
import { isAtLeast } from '../helpers/versions';
import { CREDENTIAL_TYPE } from '../transport';
import type { OutputSettings } from './output';
import { OWN_CALL_HEADER, WAITING_ANSWER } from './waitSender';

const NONCE = 'docConvertWait';
const SETTINGS = 'docConvertOutput';
/** The key of the carried output in the waiting entry's metadata. */
const CARRIED = 'docConvertWait';

export interface WaitSettings {
  minutes: number;
}

/**
 * Wait for the Document and its limit: fields beside Output from node version 1.2, Options → Delivery before;
 * undefined when not waiting.
 */
export function waitSettings(
  this: IExecuteFunctions,
  itemIndex: number,
  options: IDataObject,
): WaitSettings | undefined {
  const fields = isAtLeast(this.getNode(), 1.2)
    ? {
        waitForDocument: this.getNodeParameter('waitForDocument', itemIndex, false),
        limitWaitTime: this.getNodeParameter('limitWaitTime', itemIndex, 15),
      }
    : ((options.delivery ?? {}) as IDataObject);
  if (fields.waitForDocument !== true) return undefined;
  const minutes = Number(fields.limitWaitTime ?? 15);
  return { minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 15 };
}

/** The secret of one wait: the nonce signed with the API key. */
function waitSecret(apiKey: string, nonce: string): string {
  return createHmac('sha256', apiKey).update(`doc-convert wait ${nonce}`).digest('base64url');
}

interface CarriedSettings {
  format: ConversionFormat;
  output: OutputSettings['output'];
  binaryField: string;
  fileName: string;
  sandbox?: boolean;
}

/** What the waiting entry carries to the resumed output besides the document. */
export interface CarriedOutput {
  /** Include Input Fields: the input item's fields, scrubbed of the request's secrets; they go first. */
  inputFields?: IDataObject;
  /** Fields the operation adds after the result: Generate Document's missingVariables. */
  extra?: IDataObject;
}

/** The waiting node's entry of n8n's execution stack, as n8n's webhook context holds it. */
type WaitingEntry = IExecuteData & { metadata?: ITaskMetadata & { [CARRIED]?: CarriedOutput } };

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
      `Wait for the Document: waits for one document per execution, and this node got ${items} items`,
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
    ...(settings.sandbox === undefined ? {} : { sandbox: settings.sandbox }),
  };
  const url = new URL(resumeUrl);
  url.searchParams.set(NONCE, nonce);
  url.searchParams.set(SETTINGS, Buffer.from(JSON.stringify(carried)).toString('base64url'));
  return {
    webhook: { url: url.toString(), secret: waitSecret(apiKey, nonce) },
    waitTill: new Date(Date.now() + wait.minutes * 60_000),
  };
}

/** The message of a wait that ran out: it names the limit where the node shows it, and claims no more than the node knows. */
function timeoutMessage(minutes: number, node: Pick<INode, 'typeVersion'>): string {
  const limit = isAtLeast(node, 1.2) ? 'Limit Wait Time' : 'Options → Delivery → Limit Wait Time';
  return `No document arrived within ${minutes} minute${minutes === 1 ? '' : 's'} (${limit})`;
}

/** What a wait that ran out may mean, and where to look: the node cannot tell which from here. */
const TIMEOUT_DESCRIPTION =
  'The node sent the conversion once n8n had saved this execution as waiting, and no call with the document reached this execution since. Either the render takes longer (raise Limit Wait Time, or use a Doc Convert Trigger, which waits as long as the service takes); or the service could not reach the resume URL (it is built from N8N_WEBHOOK_URL, which must be an address the service can reach); or the conversion was not sent (n8n\'s log says why: search it for "Wait for the Document" and this execution).';

/**
 * An error as n8n keeps it in the execution (JSON), for the engine to throw when the execution resumes: a
 * NodeOperationError, as n8n stores a sub-workflow's error for the same purpose.
 */
function storedError(node: INode, message: string, description: string): ExecutionError {
  const error = new NodeOperationError(node, message, { description });
  return {
    ...(JSON.parse(JSON.stringify(error)) as IDataObject),
    name: 'NodeOperationError',
    message,
    description,
  } as unknown as ExecutionError;
}

/**
 * Puts the execution to wait, with what the resumed output needs and the error a timeout ends with in the
 * waiting entry (see the top of this file).
 */
export async function startWaiting(
  this: IExecuteFunctions,
  itemIndex: number,
  waitTill: Date,
  wait: WaitSettings,
  carried: CarriedOutput,
): Promise<void> {
  const message = timeoutMessage(wait.minutes, this.getNode());
  if (typeof this.setMetadata === 'function') {
    this.setMetadata({
      resumeError: storedError(this.getNode(), message, TIMEOUT_DESCRIPTION),
      [CARRIED]: carried,
    } as ITaskMetadata);
  }
  const item = this.getInputData()[itemIndex]!;
  item.json = { error: `${message}.` };
  delete item.binary;
  await this.putExecutionToWait(waitTill);
}

/** The waiting node's stack entry: the webhook context's `executeData` (not part of IWebhookFunctions). */
function waitingEntry(context: IWebhookFunctions): WaitingEntry | undefined {
  const entry = (context as unknown as { executeData?: unknown }).executeData;
  return entry !== null && typeof entry === 'object' ? (entry as WaitingEntry) : undefined;
}

function header(context: IWebhookFunctions, name: string): string | undefined {
  const value = context.getHeaderData()[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

// Both sides hashed first, so the comparison takes the same time whatever their lengths.
function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * The node's own calls to its resume URL (waitSender.ts), with the wait's secret: a probe, answered "waiting"
 * while the execution keeps waiting (no item: n8n starts nothing), or the failure of the send, which resumes
 * the execution failing the node with it.
 */
function answerOwnCall(this: IWebhookFunctions, call: string, secret: string): IWebhookResponseData {
  const response = this.getResponseObject();
  if (!sameSecret(header(this, WEBHOOK_SECRET_HEADER), secret)) {
    response.status(401).json({ error: 'This call was not sent for this execution.' });
    return { noWebhookResponse: true };
  }
  if (call === 'probe') {
    response.status(200).json(WAITING_ANSWER);
    return { noWebhookResponse: true };
  }
  const body = (this.getBodyData() ?? {}) as { message?: unknown; description?: unknown };
  if (call !== 'failure' || typeof body.message !== 'string') {
    response.status(400).json({ error: 'Unknown call.' });
    return { noWebhookResponse: true };
  }
  const entry = waitingEntry(this);
  if (entry) {
    const metadata: WaitingEntry['metadata'] = entry.metadata ?? {};
    delete metadata[CARRIED];
    const description = typeof body.description === 'string' ? body.description : '';
    metadata.resumeError = storedError(this.getNode(), body.message, description);
    entry.metadata = metadata;
  }
  return { workflowData: [[{ json: { error: body.message }, pairedItem: { item: 0 } }]] };
}

/** The service's call to the resume URL: checked with the derived secret, output as a direct conversion's. */
export async function resumeWithDocument(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const query = this.getQueryData() as Record<string, unknown>;
  const nonce = typeof query[NONCE] === 'string' ? query[NONCE] : '';
  let settings: CarriedSettings | undefined;
  try {
    settings = JSON.parse(Buffer.from(String(query[SETTINGS] ?? ''), 'base64url').toString('utf8'));
  } catch {
    settings = undefined;
  }
  if (nonce === '' || !settings || typeof settings !== 'object') {
    this.getResponseObject().status(401).json({ error: 'This call was not sent for this execution.' });
    return { noWebhookResponse: true };
  }
  const credentials = await this.getCredentials<{ apiKey?: string }>(CREDENTIAL_TYPE);
  const secret = waitSecret(String(credentials.apiKey ?? '').trim(), nonce);
  const own = header(this, OWN_CALL_HEADER);
  if (own !== undefined) return answerOwnCall.call(this, own, secret);
  const read = readDelivery.call(this, secret);
  if (read.kind === 'refused') return read.answer;

  const entry = waitingEntry(this);
  const metadata: WaitingEntry['metadata'] = entry?.metadata ?? {};
  const carried = metadata[CARRIED];
  delete metadata[CARRIED];
  delete metadata.resumeError;
  if (read.kind === 'failure') {
    // As a direct conversion that fails: the node fails (or, continuing on fail, outputs an item with error).
    const failure = failureJson(read.failure);
    if (entry) {
      const code = [failure.code, failure.identifier].filter((part) => part !== undefined).join(', ');
      metadata.resumeError = storedError(
        this.getNode(),
        `The service could not make the document (${code}): ${read.failure.message}`,
        'The service called back with this failure instead of the document.',
      );
      entry.metadata = metadata;
    }
    return { workflowData: [[{ json: failure, pairedItem: { item: 0 } }]] };
  }
  const item = await deliveredItem.call(this, read.delivery, settings);
  const json = { ...(carried?.inputFields ?? {}), ...item.json, ...(carried?.extra ?? {}) };
  return { workflowData: [[{ ...item, json, pairedItem: { item: 0 } }]] };
}
