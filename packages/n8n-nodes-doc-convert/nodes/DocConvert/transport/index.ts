// The core client's Transport, made of n8n's request helper: every request goes through
// `httpRequestWithAuthentication`, so the credential injects X-API-Key, n8n's proxy settings and SSRF rules
// apply, and cancelling the execution aborts the request. Answers come as n8n's stream (a 256 MB PDF is never
// held whole here: output.ts hands the stream itself to n8n's binary data). Error statuses come back as answers
// (the core decodes them); n8n's own failures (refused, reset, timed out, cancelled) become the core's
// transport errors.
import type {
  IAllExecuteFunctions,
  IDataObject,
  IHttpRequestOptions,
  IN8nHttpFullResponse,
} from 'n8n-workflow';
import {
  AbortError,
  ConnectionError,
  NOT_DELIVERED_CODES,
  TimeoutError,
  type DocConvertError,
  normalizeHeaders,
  type Transport,
  type TransportBody,
  type TransportRequest,
  type TransportResponse,
} from '@doc-convert/core';

export const CREDENTIAL_TYPE = 'docConvertApi';

/** A body that is already in memory (n8n reads answers whole), behind the streaming interface. */
export function memoryBody(bytes: Uint8Array): TransportBody {
  let left: Uint8Array | undefined = bytes;
  const take = (): Uint8Array => {
    const taken = left ?? new Uint8Array(0);
    left = undefined;
    return taken;
  };
  return {
    bytes: async () => take(),
    text: async () => new TextDecoder().decode(take()),
    cancel: async () => {
      left = undefined;
    },
    async *[Symbol.asyncIterator]() {
      const chunk = take();
      if (chunk.byteLength > 0) yield chunk;
    },
  };
}

/**
 * The part of Node's Readable this file uses. The node may not import node:stream (n8n's community rules): the
 * stream comes from n8n's request helper, and prepareBinaryData takes it back as it is.
 */
export interface NodeReadable extends AsyncIterable<Uint8Array> {
  pipe: unknown;
  destroy(error?: Error): unknown;
  once?(event: 'error', listener: (error: unknown) => void): unknown;
}

export function isNodeReadable(value: unknown): value is NodeReadable {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pipe?: unknown }).pipe === 'function' &&
    typeof (value as { destroy?: unknown }).destroy === 'function' &&
    Symbol.asyncIterator in value
  );
}

/** A body n8n streams (`encoding: 'stream'`): read whole only when the core asks (JSON answers, errors). */
export class StreamBody implements TransportBody {
  #stream: NodeReadable | undefined;

  constructor(stream: NodeReadable) {
    this.#stream = stream;
  }

  /** The stream itself, once, for whoever hands it to n8n unread (conversionItem). */
  takeStream(): NodeReadable {
    const stream = this.#stream;
    if (!stream) throw new Error('The answer was already read.');
    this.#stream = undefined;
    return stream;
  }

  async bytes(): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.takeStream()) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  async cancel(): Promise<void> {
    const stream = this.#stream;
    this.#stream = undefined;
    stream?.destroy();
  }

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    return this.takeStream()[Symbol.asyncIterator]();
  }
}

function toBytes(body: unknown): Uint8Array {
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body === undefined || body === null) return new Uint8Array(0);
  return new TextEncoder().encode(JSON.stringify(body));
}

/** The error and its causes, outermost first (n8n wraps the HTTP client's error in a NodeApiError). */
function chainOf(error: unknown): Array<{ code?: unknown; message?: unknown; name?: unknown }> {
  const chain = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    chain.push(current as { code?: unknown; message?: unknown; name?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The host a request went to, for messages: the part of the Base URL a user can check. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the service';
  }
}

/**
 * What a failed request helper call means to the core. Only the code and a fixed message survive: n8n's error
 * keeps the request configuration (headers included), which must not travel further.
 */
export function toTransportError(error: unknown, request: TransportRequest): DocConvertError {
  const chain = chainOf(error);
  const code = chain.map((e) => e.code).find((c): c is string => typeof c === 'string' && c !== '');
  // n8n rewrites the outer message for known codes; the HTTP client's own message is further down.
  const timedOut = chain.some((e) => typeof e.message === 'string' && /\btimeout\b/i.test(e.message));
  if (request.signal?.aborted || code === 'ERR_CANCELED' || chain.some((e) => e.name === 'AbortError')) {
    return new AbortError('The request was aborted: the execution was cancelled.');
  }
  if (code === 'ETIMEDOUT' || (code === 'ECONNABORTED' && timedOut)) {
    return new TimeoutError(`No answer within ${request.timeoutMs} ms.`);
  }
  const reason = code ?? 'network error';
  return new ConnectionError(`The request could not reach ${hostOf(request.url)} (${reason}).`, {
    code,
    notDelivered: code !== undefined && NOT_DELIVERED_CODES.has(code),
  });
}

/**
 * A Transport for the core client that sends everything through `httpRequestWithAuthentication`. With
 * `afterTheNode` it sends through `httpRequest` with the core's X-API-Key header instead: Wait for the
 * Document sends its conversion after the node returned (actions/conversion/waitSender.ts), when n8n has
 * released what its credential helper needs ("No bridge acquired for this context": the expression isolate),
 * so the key the node read from the credential goes as the header the credential would have set.
 */
export class N8nTransport implements Transport {
  constructor(
    private readonly context: IAllExecuteFunctions,
    private readonly options: { afterTheNode?: boolean } = {},
  ) {}

  async request(request: TransportRequest): Promise<TransportResponse> {
    const { afterTheNode = false } = this.options;
    // The credential authenticates (generic auth adds X-API-Key); the core's copy of the header is dropped so
    // that n8n's credential stays the one source of the key on the wire.
    const headers: IDataObject = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (afterTheNode || name.toLowerCase() !== 'x-api-key') headers[name] = value;
    }
    const options: IHttpRequestOptions = {
      method: request.method,
      url: request.url,
      headers,
      encoding: 'stream',
      json: false,
      returnFullResponse: true,
      ignoreHttpStatusErrors: true,
      // A redirect comes back as an answer (the core refuses it): following it would send the credential on.
      disableFollowRedirect: true,
      timeout: request.timeoutMs,
    };
    if (request.body !== undefined) options.body = request.body;
    if (request.signal) options.abortSignal = request.signal;
    const sent = afterTheNode
      ? this.context.helpers.httpRequest(options)
      : this.context.helpers.httpRequestWithAuthentication.call(this.context, CREDENTIAL_TYPE, options);
    const response = (await sent.catch((error: unknown) =>
      Promise.reject(toTransportError(error, request)),
    )) as IN8nHttpFullResponse;
    return {
      status: response.statusCode,
      headers: normalizeHeaders(response.headers ?? {}),
      body: isNodeReadable(response.body)
        ? new StreamBody(response.body)
        : memoryBody(toBytes(response.body)),
    };
  }
}
