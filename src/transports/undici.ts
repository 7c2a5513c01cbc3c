// The default transport for the library and the Action: undici with a keep-alive pool per origin, the
// standard proxy variables honoured (EnvHttpProxyAgent), per-attempt timeouts, the caller's AbortSignal,
// and bodies streamed, never buffered here. Every failure becomes ConnectionError, TimeoutError or AbortError.
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { AbortError, ConnectionError, TimeoutError } from '../errors';
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

const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
/** Failures where the request never left this machine: retrying cannot run a conversion twice. */
const NOT_DELIVERED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

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
    notDelivered: code !== undefined && NOT_DELIVERED.has(code),
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
    const url = new URL(request.url);
    const { signal, timeoutMs } = request;
    if (signal?.aborted) throw new AbortError('The request was aborted by the caller.');
    // undici's own headersTimeout runs on a coarse clock (about half a second), so the wait for the answer is
    // timed here; bodyTimeout still guards pauses while the body streams. One controller serves both the
    // deadline and the caller's signal.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forward, { once: true });
    const release = () => signal?.removeEventListener('abort', forward);
    try {
      const response = await this.#dispatcher.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        headersTimeout: timeoutMs + 1000,
        bodyTimeout: timeoutMs,
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined)
          headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      }
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
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.#owned) await this.#dispatcher.close();
  }
}
