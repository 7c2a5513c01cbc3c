// The core client's Transport, made of n8n's request helper: every request goes through
// `httpRequestWithAuthentication`, so the credential injects X-API-Key, n8n's proxy settings and SSRF rules
// apply, and cancelling the execution aborts the request. Error statuses come back as answers (the core
// decodes them); n8n's own failures (refused, reset, timed out, cancelled) become the core's transport errors.
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
} from '../../../src/errors';
import { normalizeHeaders } from '../../../src/metadata';
import type { Transport, TransportBody, TransportRequest, TransportResponse } from '../../../src/transport';

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

/** A Transport for the core client that sends everything through `httpRequestWithAuthentication`. */
export class N8nTransport implements Transport {
  constructor(private readonly context: IAllExecuteFunctions) {}

  async request(request: TransportRequest): Promise<TransportResponse> {
    // The credential authenticates (generic auth adds X-API-Key); the core's copy of the header is dropped so
    // that n8n's credential stays the one source of the key on the wire.
    const headers: IDataObject = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.toLowerCase() !== 'x-api-key') headers[name] = value;
    }
    const options: IHttpRequestOptions = {
      method: request.method,
      url: request.url,
      headers,
      encoding: 'arraybuffer',
      json: false,
      returnFullResponse: true,
      ignoreHttpStatusErrors: true,
      // A redirect comes back as an answer (the core refuses it): following it would send the credential on.
      disableFollowRedirect: true,
      timeout: request.timeoutMs,
    };
    if (request.body !== undefined) options.body = request.body;
    if (request.signal) options.abortSignal = request.signal;
    const response = (await this.context.helpers.httpRequestWithAuthentication
      .call(this.context, CREDENTIAL_TYPE, options)
      .catch((error: unknown) => Promise.reject(toTransportError(error, request)))) as IN8nHttpFullResponse;
    return {
      status: response.statusCode,
      headers: normalizeHeaders(response.headers ?? {}),
      body: memoryBody(toBytes(response.body)),
    };
  }
}
