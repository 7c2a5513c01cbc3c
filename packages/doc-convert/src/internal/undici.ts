// The default transport for the library and the Action: undici with a keep-alive pool per origin, the
// standard proxy variables honoured (EnvHttpProxyAgent), a time limit per attempt that runs until the body's
// last byte, the caller's AbortSignal, close() that ends requests in flight, and bodies streamed with
// backpressure. It dispatches with a handler of its own rather than undici.request():
// no Readable stream, async resource or AbortSignal per request, which makes it cheaper than a bare
// undici.request() loop (see packages/doc-convert/bench/overhead.bench.ts). Every failure becomes ConnectionError, TimeoutError or AbortError.
//
// undici itself is loaded on the first request, not when the library is imported: evaluating its entry takes
// longer than the rest of the library (see packages/doc-convert/bench/import.bench.ts), and a process that only builds a client,
// or fails before its first request, never needs it. Once loaded, requests dispatch without waiting.
import type { Dispatcher } from 'undici';
import {
  abortError,
  AbortError,
  ConnectionError,
  NOT_DELIVERED_CODES,
  TimeoutError,
  lazy,
  normalizeHeaders,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from '@doc-convert/core';
import { PulledBody } from './pulled-body';

/** Settings of the default transport's connection pool (the `pool` setting). */
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

/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

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
function mapUndiciError(error: unknown, signal: AbortSignal | undefined, timeoutMs: number): Error {
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
 * body. Aborts (the caller's signal, the time limit, the transport's close()) are raised on undici's
 * controller, or, while the request still waits for a connection, as soon as it gets one.
 *
 * The time limit runs from dispatch to the body's last byte: undici's own timers are idle timers (a body that
 * trickles a byte now and then never trips them) on a coarse clock, so they only stand behind this one.
 */
class Exchange implements Dispatcher.DispatchHandler {
  #controller: Dispatcher.DispatchController | undefined;
  #body: PulledBody | undefined;
  #abortReason: Error | undefined;
  readonly #timer: NodeJS.Timeout;
  #answered = false;
  readonly #onAbort = () => this.#abort(abortError(this.signal!));

  constructor(
    private readonly resolve: (response: TransportResponse) => void,
    private readonly reject: (error: Error) => void,
    private readonly signal: AbortSignal | undefined,
    private readonly timeoutMs: number,
    /** Runs once when the exchange is over: answered in full, failed or cancelled. */
    private readonly onSettled: (exchange: Exchange) => void,
  ) {
    signal?.addEventListener('abort', this.#onAbort, { once: true });
    this.#timer = setTimeout(() => this.#abort(this.#timeoutError()), Math.min(timeoutMs, MAX_TIMER_MS));
    // An answer left unread must not keep the process alive by its timer alone.
    this.#timer.unref();
  }

  /** Ends the exchange with `reason` (the transport is closing); its reader, if any, fails with it. */
  end(reason: Error): void {
    this.#abort(reason);
  }

  #timeoutError(): TimeoutError {
    return new TimeoutError(
      this.#answered
        ? `The answer did not arrive in full within ${this.timeoutMs} ms (timeoutMs bounds the whole call, body included).`
        : `No answer from the service within ${this.timeoutMs} ms.`,
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
    const flat = flattenHeaders(headers);
    const length = flat['content-length'] === undefined ? undefined : Number(flat['content-length']);
    this.#body = new PulledBody(
      controller,
      Number.isFinite(length) ? length : undefined,
      () => this.#settle(),
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
    const failure = mapUndiciError(this.#abortReason ?? error, this.signal, this.timeoutMs);
    if (this.#body) {
      this.#body.fail(failure);
    } else {
      this.#settle();
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

  #settle(): void {
    clearTimeout(this.#timer);
    this.signal?.removeEventListener('abort', this.#onAbort);
    this.onSettled(this);
  }
}

function closedError(): AbortError {
  return new AbortError('The client was closed while this request was in flight.');
}

/**
 * undici's dispatcher classes, loaded once per process on first use. undici is CommonJS: a bundler that splits
 * a user's ESM bundle into chunks may give a dynamic import() of it its default export alone (esbuild does:
 * evanw/esbuild#3245), so the classes are read from there when the namespace lacks them.
 */
const undici = lazy(async () => {
  const loaded = await import('undici');
  return 'Agent' in loaded ? loaded : (loaded as unknown as { default: typeof loaded }).default;
});

export class UndiciTransport implements Transport {
  readonly #options: UndiciTransportOptions;
  #dispatcher: Dispatcher | undefined;
  #creating: Promise<Dispatcher> | undefined;
  #closed = false;
  /** Exchanges not yet over: close() ends them. */
  readonly #inFlight = new Set<Exchange>();
  readonly #forget = (exchange: Exchange) => this.#inFlight.delete(exchange);

  constructor(options: UndiciTransportOptions = {}) {
    this.#options = options;
    this.#dispatcher = options.dispatcher;
  }

  request(request: TransportRequest): Promise<TransportResponse> {
    const { signal } = request;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (this.#closed) return Promise.reject(closedError());
    const dispatcher = this.#dispatcher;
    if (dispatcher) return this.#dispatch(dispatcher, request);
    return this.#create().then((created) => this.#dispatch(created, request));
  }

  /** Ends every request in flight (its caller or reader fails with AbortError), then closes the pool. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const exchange of [...this.#inFlight]) exchange.end(closedError());
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
      const exchange = new Exchange(resolve, reject, signal, timeoutMs, this.#forget);
      this.#inFlight.add(exchange);
      dispatcher.dispatch(
        {
          origin,
          path,
          method: request.method,
          headers: request.headers,
          body: request.body,
          // Backstops only: the exchange's own timer ends the request first.
          headersTimeout: timeoutMs + 1000,
          bodyTimeout: timeoutMs + 1000,
        },
        exchange,
      );
    });
  }
}
