// One document of one item, the same for every format and for conversions and templates alike: read what the
// document is made from (a conversion's source by default), read the request, register its secrets, call the
// core, and turn the answer into the output item. With Wait for the Document the request is checked as sending
// would check it, the execution is put to wait (wait.ts) with what the resumed output needs besides the
// document, and the conversion goes out once n8n has saved the wait (waitSaved.ts tells it, waitSender.ts
// sends). An operation gives its
// format, its top-level groups, any options of its own, the core call, and any fields of its own to add to the
// output.
import {
  sleep,
  type IDataObject,
  type IExecuteFunctions,
  type IHttpRequestOptions,
  type INodeExecutionData,
} from 'n8n-workflow';
import {
  DocConvertClient,
  type Conversion,
  type ConversionFormat,
  parseConversionMetadata,
  type PdfRequestOptions,
  redactDeep,
} from '@doc-convert/core';
import { toNodeError } from '../helpers/errors';
import { N8nTransport } from '../transport';
import { nodeClient } from '../transport/client';
import { inputFieldsOf } from '../actions/inputFields';
import type { OperationContext } from '../actions/types';
import { conversionItem, conversionOutput } from './output';
import { readConversionRequest, type ConversionRequest, type DocumentInput } from './request';
import { readSource } from './source';
import { prepareWait, startWaiting, type WaitSettings } from './wait';
import { watchSave } from './waitSaved';
import { startSendWhenWaiting, type HttpAnswer } from './waitSender';

export interface ConversionCall {
  format: ConversionFormat;
  /** Top-level groups to read (Page Layout, Image). */
  topGroups: string[];
  /** What the document is made from: the conversion's source unless given (a template's data). */
  input?: (this: IExecuteFunctions, itemIndex: number) => Promise<DocumentInput>;
  /** Options the operation reads itself (the image capture). */
  extra?: (this: IExecuteFunctions, itemIndex: number) => IDataObject;
  /** Fields the operation adds to the output after the result, read once the request was sent. */
  output?: () => IDataObject;
  send: (
    client: DocConvertClient,
    body: Record<string, unknown>,
    options: Pick<PdfRequestOptions, 'processorVersion' | 'signal' | 'outline'>,
  ) => Promise<Conversion>;
}

type SendOptions = Parameters<ConversionCall['send']>[2];

/** The core call's options for `request`: its processor version and Bookmarks from Headings, and `signal`. */
function sendOptions(request: ConversionRequest, signal: AbortSignal | undefined): SendOptions {
  return {
    processorVersion: request.processorVersion,
    signal,
    ...(request.outline === undefined ? {} : { outline: request.outline }),
  };
}

/**
 * Runs the core call with a client that stops at the wire: the request is checked as sending it would check it
 * (the options' schemas, Generate Document's data and variables), and nothing is sent. Throws what the check
 * throws.
 */
async function checkWithoutSending(
  call: ConversionCall,
  apiKey: string,
  body: Record<string, unknown>,
  options: SendOptions,
): Promise<void> {
  let reached = false;
  const client = new DocConvertClient({
    apiKey,
    maxRetries: 0,
    sleep,
    transport: {
      request: async () => {
        reached = true;
        throw new Error('checked only, not sent');
      },
    },
  });
  await call.send(client, body, options).catch((error: unknown) => {
    if (!reached) throw error;
  });
}

export async function runConversion(
  this: IExecuteFunctions,
  itemIndex: number,
  context: OperationContext,
  call: ConversionCall,
): Promise<INodeExecutionData[]> {
  const { client, signal, secrets } = context;
  const input = await (call.input ?? readSource).call(this, itemIndex);
  const request = readConversionRequest.call(this, itemIndex, call.format, call.topGroups, input);
  if (call.extra) Object.assign(request.body, call.extra.call(this, itemIndex));
  secrets.push(...request.secrets);
  if (request.wait) return waitForDocument.call(this, itemIndex, context, call, request, request.wait);
  const conversion = await call.send(client, request.body, sendOptions(request, signal));
  const item = await conversionItem.call(this, itemIndex, conversion, request.settings);
  const extra = call.output?.();
  return [extra ? { ...item, json: { ...item.json, ...extra } } : item];
}

/** n8n's request helper, answering the status and body whatever the status. */
function poster(this: IExecuteFunctions) {
  return async (
    url: string,
    headers: Record<string, string>,
    body: unknown,
    timeoutMs: number,
  ): Promise<HttpAnswer> => {
    const options: IHttpRequestOptions = {
      method: 'POST',
      url,
      headers,
      body: JSON.stringify(body),
      json: false,
      returnFullResponse: true,
      ignoreHttpStatusErrors: true,
      disableFollowRedirect: true,
      timeout: timeoutMs,
    };
    const answer = (await this.helpers.httpRequest(options)) as { statusCode: number; body: unknown };
    return { status: answer.statusCode, body: answer.body };
  };
}

/**
 * Wait for the Document: checks the request, puts the execution to wait with what the resumed output needs,
 * and leaves the sending to waitSender.ts, which sends once n8n has saved the wait. Outputs, for the run that
 * waits, a queued item (n8n replaces it with the resumed output).
 */
async function waitForDocument(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, apiKey, secrets }: OperationContext,
  call: ConversionCall,
  request: ConversionRequest,
  wait: WaitSettings,
): Promise<INodeExecutionData[]> {
  const waiting = prepareWait.call(this, itemIndex, apiKey, call.format, request.settings, wait);
  request.body.webhook = waiting.webhook;
  secrets.push(waiting.webhook.secret);
  // Not the execution's cancel signal: the send outlives this run of the node.
  // Bookmarks from Headings goes along to be refused: the document comes through the webhook, not the answer.
  const options = sendOptions(request, undefined);
  await checkWithoutSending(call, apiKey, request.body, options);
  const extra = call.output?.();
  // What Include Input Fields adds when the document arrives, scrubbed now as the router scrubs output.
  const inputFields = inputFieldsOf.call(this, itemIndex);
  await startWaiting.call(this, itemIndex, waiting.waitTill, wait, {
    ...(inputFields ? { inputFields: redactDeep(inputFields, secrets) } : {}),
    ...(extra ? { extra } : {}),
  });
  const node = this.getNode();
  const logger = this.logger;
  // The client that sends once the node has returned (N8nTransport: after the node, n8n's credential helper
  // cannot run; the key read from the credential goes as its header).
  const later = nodeClient(logger, apiKey, client.baseUrl, new N8nTransport(this, { afterTheNode: true }));
  const executionId = typeof this.getExecutionId === 'function' ? this.getExecutionId() : undefined;
  // Registered while the node runs: n8n runs it after its own save, when the execution stops.
  const saved = watchSave(this);
  void startSendWhenWaiting({
    url: waiting.webhook.url,
    secret: waiting.webhook.secret,
    post: poster.call(this),
    send: async () => (await call.send(later, request.body, options)).metadata.requestId,
    describe: (error) => {
      const failure = toNodeError(error, { node, itemIndex, secrets, label: () => undefined });
      return { message: failure.message, description: failure.description ?? undefined };
    },
    sleep,
    now: () => Date.now(),
    log: (level, message) => logger?.[level](message, { executionId, nodeName: node.name }),
    ...(saved ? { saved: saved.status } : {}),
  });
  const json = conversionOutput({
    format: call.format,
    metadata: parseConversionMetadata({}),
    queued: true,
    sandbox: request.settings.sandbox,
  });
  return [{ json: { ...json, ...extra }, pairedItem: { item: itemIndex } }];
}
