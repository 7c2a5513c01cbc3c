// The default transport for the library and the Action: undici with a keep-alive pool per origin, the
// standard proxy variables honoured (EnvHttpProxyAgent), per-attempt timeouts, the caller's AbortSignal,
// and bodies streamed with backpressure. It dispatches with a handler of its own rather than undici.request():
// no Readable stream, async resource or AbortSignal per request, which makes it cheaper than a bare
// undici.request() loop (see bench/overhead.bench.ts). Every failure becomes ConnectionError, TimeoutError or AbortError.
//
// undici itself is loaded on the first request, not when the library is imported: evaluating its entry takes
// longer than the rest of the library (see bench/import.bench.ts), and a process that only builds a client,
// or fails before its first request, never needs it. Once loaded, requests dispatch without waiting.
import type { Dispatcher } from 'undici';
import { abortError, AbortError, ConnectionError, NOT_DELIVERED_CODES, TimeoutError } from '../errors';
import { lazy } from '../lazy';
import { normalizeHeaders } from '../metadata';
import type { Transport, TransportRequest, TransportResponse } from '../transport';
import { PulledBody } from './pulled-body';

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
  if (signal?.aborted) return abortError(signal);
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

/** undici gives lower-case names already: only repeated headers (arrays) need the general treatment. */
function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  for (const value of Object.values(raw)) if (typeof value !== 'string') return normalizeHeaders(raw);
  return raw as Record<string, string>;
}

function hasProxy(env: Record<string, string | undefined>): boolean {
  return PROXY_VARIABLES.some((name) => Boolean(env[name]));
}

/**
 * One request's dispatch handler: resolves with the status and headers as soon as they arrive, then feeds the
 * body. Aborts (the caller's signal, the precise timer) are raised on undici's controller, or, while the request
 * still waits for a connection, as soon as it gets one.
 */
class Exchange implements Dispatcher.DispatchHandler {
  #controller: Dispatcher.DispatchController | undefined;
  #body: PulledBody | undefined;
  #abortReason: Error | undefined;
  #timer: NodeJS.Timeout | undefined;
  #answered = false;
  readonly #onAbort = () => this.#abort(abortError(this.signal!));

  constructor(
    private readonly resolve: (response: TransportResponse) => void,
    private readonly reject: (error: Error) => void,
    private readonly signal: AbortSignal | undefined,
    private readonly timeoutMs: number,
  ) {
    signal?.addEventListener('abort', this.#onAbort, { once: true });
  }

  startTimer(): void {
    this.#timer = setTimeout(
      () => this.#abort(new TimeoutError(`No answer from the service within ${this.timeoutMs} ms.`)),
      this.timeoutMs,
    );
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#abortReason) controller.abort(this.#abortReason);
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    status: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (status < 200 || this.#answered) return; // informational answers (100 Continue) come before the real one
    this.#answered = true;
    this.#clearTimer();
    const flat = flattenHeaders(headers);
    const length = flat['content-length'] === undefined ? undefined : Number(flat['content-length']);
    this.#body = new PulledBody(
      controller,
      Number.isFinite(length) ? length : undefined,
      () => this.signal?.removeEventListener('abort', this.#onAbort),
      () => new AbortError('The response body was cancelled.'),
    );
    this.resolve({ status, headers: flat, body: this.#body });
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#body?.push(chunk);
  }

  onResponseEnd(): void {
    this.#body?.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController | null, error: Error): void {
    this.#clearTimer();
    const failure = mapUndiciError(this.#abortReason ?? error, this.signal, this.timeoutMs);
    if (this.#body) {
      this.#body.fail(failure);
    } else {
      this.signal?.removeEventListener('abort', this.#onAbort);
      this.reject(failure);
    }
  }

  #abort(reason: Error): void {
    if (this.#abortReason) return;
    this.#abortReason = reason;
    if (this.#controller) {
      this.#controller.abort(reason);
    } else {
      // Still queued for a connection: fail now; undici drops the request when it gets its turn.
      this.onResponseError(null, reason);
    }
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

/** undici's dispatcher classes, loaded once per process on first use. */
const undici = lazy(() => import('undici'));

export class UndiciTransport implements Transport {
  readonly #options: UndiciTransportOptions;
  #dispatcher: Dispatcher | undefined;
  #creating: Promise<Dispatcher> | undefined;
  #closed = false;

  constructor(options: UndiciTransportOptions = {}) {
    this.#options = options;
    this.#dispatcher = options.dispatcher;
  }

  request(request: TransportRequest): Promise<TransportResponse> {
    const { signal } = request;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const dispatcher = this.#dispatcher;
    if (dispatcher) return this.#dispatch(dispatcher, request);
    return this.#create().then((created) => this.#dispatch(created, request));
  }

  async close(): Promise<void> {
    this.#closed = true;
    // A caller's dispatcher is theirs to close; a pool never created has nothing to close.
    if (this.#options.dispatcher) return;
    const created = this.#dispatcher ?? (await this.#creating?.catch(() => undefined));
    await created?.close();
  }

  #create(): Promise<Dispatcher> {
    return (this.#creating ??= (async () => {
      const { Agent, EnvHttpProxyAgent } = await undici.load();
      if (this.#closed) throw new ConnectionError('The client was closed before its first request.');
      const options = this.#options;
      const pool = {
        connections: options.connections ?? 16,
        keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
      };
      const env = options.env ?? process.env;
      this.#dispatcher = hasProxy(env) ? new EnvHttpProxyAgent(pool) : new Agent(pool);
      return this.#dispatcher;
    })());
  }

  #dispatch(dispatcher: Dispatcher, request: TransportRequest): Promise<TransportResponse> {
    const { origin, path } = splitUrl(request.url);
    const { signal, timeoutMs } = request;
    // The signal may have fired while undici was loading.
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
      const exchange = new Exchange(resolve, reject, signal, timeoutMs);
      // undici's own timeouts run on a coarse clock (about half a second): fine for the default of minutes, not
      // for a limit of a few seconds, which is timed here until the answer's headers arrive.
      const precise = timeoutMs < COARSE_TIMER_LIMIT_MS;
      if (precise) exchange.startTimer();
      dispatcher.dispatch(
        {
          origin,
          path,
          method: request.method,
          headers: request.headers,
          body: request.body,
          headersTimeout: precise ? timeoutMs + 1000 : timeoutMs,
          bodyTimeout: timeoutMs,
        },
        exchange,
      );
    });
  }
}
