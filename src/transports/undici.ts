// The default transport for the library and the Action: undici with a keep-alive pool per origin, the
// standard proxy variables honoured (EnvHttpProxyAgent), per-attempt timeouts, the caller's AbortSignal,
// and bodies streamed, never buffered here. Every failure becomes ConnectionError, TimeoutError or AbortError.
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { AbortError, ConnectionError, NOT_DELIVERED_CODES, TimeoutError } from '../errors';
import type { Transport, TransportBody, TransportRequest, TransportResponse } from '../transport';

export interface UndiciTransportOptions {
  /** Maximum open connections per origin (default 16). */
  connections?: number;
  /** How long an idle pooled connection is kept (default 30 s). */
  keepAliveTimeoutMs?: number;
  /** Use this dispatcher instead of creating one (it is then not closed by `close()`). */
  dispatcher?: Dispatcher;
  /** Environment to read proxy variables from (default: process.env). */
  env?: Record<string, string | undefined>;
}

/** Below this, the per-attempt limit is timed here rather than by undici's coarse timers. */
const COARSE_TIMER_LIMIT_MS = 10_000;

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Maps an undici or socket failure to the client's error classes. */
export function mapUndiciError(error: unknown, signal: AbortSignal | undefined, timeoutMs: number): Error {
  if (error instanceof AbortError || error instanceof TimeoutError || error instanceof ConnectionError)
    return error;
  if (signal?.aborted) return new AbortError('The request was aborted by the caller.', { cause: error });
  const code = errorCode(error);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new TimeoutError(`No answer from the service within ${timeoutMs} ms.`, { cause: error });
  }
  if (code === 'UND_ERR_ABORTED' || (error as { name?: string })?.name === 'AbortError') {
    return new AbortError('The request was aborted.', { cause: error });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new ConnectionError(`Connection to the service failed (${code ?? 'unknown'}): ${detail}`, {
    cause: error,
    code,
    notDelivered: code !== undefined && NOT_DELIVERED_CODES.has(code),
  });
}

function wrapBody(
  body: Dispatcher.ResponseData['body'],
  signal: AbortSignal | undefined,
  timeoutMs: number,
  release: () => void,
): TransportBody {
  let done = false;
  const iterate = async function* (): AsyncGenerator<Uint8Array> {
    try {
      for await (const chunk of body) yield chunk as Uint8Array;
      done = true;
    } catch (error) {
      body.destroy();
      throw mapUndiciError(error, signal, timeoutMs);
    } finally {
      // A consumer that stops early (break, throw) must not leave the socket half-read.
      if (!done && !body.destroyed) body.destroy();
      release();
    }
  };
  // Whole-body reads go straight to undici, without a generator step per chunk.
  const whole = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      const value = await read();
      done = true;
      return value;
    } catch (error) {
      body.destroy();
      throw mapUndiciError(error, signal, timeoutMs);
    } finally {
      release();
    }
  };
  return {
    [Symbol.asyncIterator]: iterate,
    bytes: () => whole(async () => new Uint8Array(await body.arrayBuffer())),
    text: () => whole(() => body.text()),
    cancel: async () => {
      release();
      if (done || body.destroyed) return;
      done = true;
      // dump() reads a small remainder so the connection can be reused, and destroys a large one.
      await body.dump({ limit: 64 * 1024 }).catch(() => body.destroy());
    },
  };
}

/** Origin and path of an absolute URL; the same base URL, request after request, is parsed once. */
let lastBase: { prefix: string; origin: string } | undefined;
function splitUrl(url: string): { origin: string; path: string } {
  if (lastBase && url.startsWith(lastBase.prefix)) {
    return { origin: lastBase.origin, path: url.slice(lastBase.origin.length) };
  }
  const parsed = new URL(url);
  lastBase = { prefix: `${parsed.origin}/`, origin: parsed.origin };
  return { origin: parsed.origin, path: parsed.pathname + parsed.search };
}

/** undici gives lower-case names already; only repeated headers (arrays) need joining. */
function flattenHeaders(raw: Dispatcher.ResponseData['headers']): Record<string, string> {
  for (const value of Object.values(raw)) {
    if (typeof value !== 'string') {
      const headers: Record<string, string> = {};
      for (const [name, v] of Object.entries(raw)) {
        if (v !== undefined) headers[name.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
      }
      return headers;
    }
  }
  return raw as Record<string, string>;
}

function hasProxy(env: Record<string, string | undefined>): boolean {
  return PROXY_VARIABLES.some((name) => Boolean(env[name]));
}

export class UndiciTransport implements Transport {
  readonly #dispatcher: Dispatcher;
  readonly #owned: boolean;

  constructor(options: UndiciTransportOptions = {}) {
    if (options.dispatcher) {
      this.#dispatcher = options.dispatcher;
      this.#owned = false;
      return;
    }
    const pool = {
      connections: options.connections ?? 16,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
    };
    this.#dispatcher = hasProxy(options.env ?? process.env) ? new EnvHttpProxyAgent(pool) : new Agent(pool);
    this.#owned = true;
  }

  async request(request: TransportRequest): Promise<TransportResponse> {
    const { origin, path } = splitUrl(request.url);
    const { signal, timeoutMs } = request;
    if (signal?.aborted) throw new AbortError('The request was aborted by the caller.');
    // undici's own timeouts run on a coarse clock (about half a second): fine for the default of minutes, not for
    // a limit of a few seconds. Those, and a caller's signal, get an AbortController; the common case gets none,
    // since a signal costs undici some 50 µs per request.
    let controller: AbortController | undefined;
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const precise = timeoutMs < COARSE_TIMER_LIMIT_MS;
    if (signal || precise) {
      const abort = (controller = new AbortController());
      if (precise) {
        timer = setTimeout(() => {
          timedOut = true;
          abort.abort();
        }, timeoutMs);
      }
    }
    const forward = () => controller?.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    const release = () => signal?.removeEventListener('abort', forward);
    try {
      const response = await this.#dispatcher.request({
        origin,
        path,
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller?.signal,
        headersTimeout: precise ? timeoutMs + 1000 : timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const headers = flattenHeaders(response.headers);
      return {
        status: response.statusCode,
        headers,
        body: wrapBody(response.body, signal, timeoutMs, release),
      };
    } catch (error) {
      release();
      if (timedOut && !signal?.aborted) {
        throw new TimeoutError(`No answer from the service within ${timeoutMs} ms.`, { cause: error });
      }
      throw mapUndiciError(error, signal, timeoutMs);
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.#owned) await this.#dispatcher.close();
  }
}
