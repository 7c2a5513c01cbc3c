// The one place where a request is made: headers and key, the shared rate limiter, the retry loop with its
// waits, the call's time limit, reading error bodies into the error family, and scrubbing secrets from
// anything thrown. Resources describe endpoints; this file does the plumbing for all of them.
//
// `timeoutMs` bounds the whole call: each attempt gets what is left of it (the transport times an attempt
// until the body's last byte), and a retry whose wait would outlast it is not made. A call's own settings
// (RequestOptions: timeoutMs, maxRetries, headers, signal) replace the client's for that call only. Each retry
// and each pause for the rate limit is told to the logger at info, each answer at debug.
import {
  abortError,
  AbortError,
  APIError,
  apiErrorClass,
  ConnectionError,
  DocConvertError,
  ResponseDecodeError,
  TimeoutError,
} from '../errors';
import { holdsSecret, redact, secretForms } from './redact';
import type { WithResponse } from './api-promise';
import { formatWait, type LevelLogger } from './logger';
import { parseRateLimit, requestIdOf, type HeaderMap, type RateLimit } from '../metadata';
import type { RateLimiter, Sleep } from './rate-limit';
import { checkRequestOptions, mergeHeaders, type HeaderLayers, type RequestOptions } from './request-options';
import { loadedResponses, loadResponses, type Envelopes, type ResponseSchemas } from './lazy';
import {
  backoffDelay,
  isRetryableError,
  isRetryableStatus,
  rateLimitDelay,
  type Idempotency,
  type RetryPolicy,
} from './retry';
import type { HttpMethod, Transport, TransportResponse } from '../transport';
import type { z } from 'zod/v4';

/** The body of a JSON answer, read with its envelope's schema. */
export type EnvelopeBody<K extends keyof Envelopes> = z.infer<Envelopes[K]>;

export interface RequesterConfig {
  apiKey: string;
  baseUrl: string;
  transport: Transport;
  timeoutMs: number;
  retry: RetryPolicy;
  sleep: Sleep;
  now: () => number;
  random: () => number;
  userAgent: string;
  /** The client's `headers`, sent with every call under the call's own. */
  headers: Record<string, string>;
  limiter: RateLimiter;
  log: LevelLogger;
}

export interface RequestSpec {
  method: HttpMethod;
  /** Path below the base URL, parameters already encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** The operation's own headers (X-Processor-Version): over the client's and the call's. */
  headers?: Record<string, string>;
  idempotency: Idempotency;
  /** The call's own settings. */
  options?: RequestOptions;
  /** More strings to keep out of errors and logs (e.g. a key being enabled). */
  secrets?: string[];
}

/** What a log line about one call names: its method and path (secrets redacted; never the query). */
interface CallContext {
  method: HttpMethod;
  path: string;
  /** Attempts the call may make: 1 + its maxRetries. */
  attempts: number;
}

/** Why an attempt is made again, in a few words a log line can carry (never a body or a message). */
function retryReason(failure: DocConvertError): string {
  if (failure instanceof APIError) {
    return failure.status === 429 ? 'rate limited' : `server error ${failure.status}`;
  }
  if (failure instanceof ConnectionError)
    return `connection failed${failure.code ? ` (${failure.code})` : ''}`;
  if (failure instanceof TimeoutError) return 'attempt timed out';
  return 'request failed';
}

/**
 * An answer's headers as a caller may see them: no cookie, and no value that holds a secret (`forms`, from
 * secretForms()). Usually there is nothing to leave out, and the answer's own header object is handed on as it
 * is: a copy of it would be most of the work of a small call.
 */
function publicHeaders(headers: HeaderMap, forms: readonly string[]): HeaderMap {
  const hidden = (name: string, value: string) => name === 'set-cookie' || holdsSecret(value, forms);
  if (!Object.keys(headers).some((name) => hidden(name, headers[name]!))) return headers;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!hidden(name, value)) out[name] = value;
  return out;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function describeFieldErrors(errors: Record<string, unknown>): string {
  return Object.entries(errors)
    .map(([field, problem]) => `${field}: ${Array.isArray(problem) ? problem.join(', ') : String(problem)}`)
    .join('; ');
}

/**
 * Turns an error answer (either body form, or anything else) into the matching APIError. `spendsCredits`
 * tells a 403 about credits (a conversion) from any other refusal.
 */
function decodeErrorBody(
  status: number,
  headers: HeaderMap,
  text: string,
  secrets: readonly string[],
  spendsCredits: boolean,
  { errorBodies, READ_ONCE }: ResponseSchemas,
): APIError {
  const ErrorClass = apiErrorClass(status, spendsCredits);
  const base = {
    status,
    rateLimit: parseRateLimit(headers),
    requestId: requestIdOf(headers),
    secrets,
  };
  const label = `${status}${STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : ''}`;
  let json: unknown;
  try {
    json = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const errors = errorBodies.byField.safeParse(json, READ_ONCE);
  if (errors.success) {
    const fields = describeFieldErrors(errors.data.errors);
    return new ErrorClass({
      ...base,
      message: `${label}: ${fields || 'invalid request'}`,
      code: errors.data.code,
      errors: errors.data.errors,
      identifier: errors.data.identifier,
    });
  }
  const single = errorBodies.single.safeParse(json, READ_ONCE);
  if (single.success) {
    return new ErrorClass({
      ...base,
      message: `${label}: ${single.data.error}`,
      code: single.data.code,
      identifier: single.data.identifier,
    });
  }
  // Not one of the two forms (a proxy's HTML page, an empty body): keep a short readable excerpt.
  const excerpt = text
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return new ErrorClass({ ...base, message: `${label}: ${excerpt || 'the service sent no error details'}` });
}

/** Why a 3xx answer is refused, with where it pointed (the origin only: a Location may carry a token). */
function redirectMessage(spec: RequestSpec, url: string, response: TransportResponse): string {
  let target = '';
  try {
    const location = response.headers.location;
    if (location) target = ` to ${new URL(location, url).origin}`;
  } catch {
    target = ' to an address that is not a URL';
  }
  return (
    `${spec.method} ${spec.path} answered ${response.status}, a redirect${target}: not followed, so the API key ` +
    'never travels to another address. Something other than the service may have answered (a proxy or a ' +
    'captive portal); check baseUrl.'
  );
}

/** The header of every body the client sends. */
const JSON_BODY = { 'Content-Type': 'application/json' } as const;

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class Requester {
  // A private field: util.inspect and JSON.stringify of any object holding the requester never show the key.
  readonly #config: RequesterConfig;

  /** The client's defaults and its `headers`, merged once: the layers every call starts from. */
  readonly #clientHeaders: HeaderLayers;

  /** The headers of a call that adds none of its own, with and without a JSON body: most calls send these. */
  readonly #usualHeaders: { json: Readonly<Record<string, string>>; none: Readonly<Record<string, string>> };

  /** Aborted by close(). */
  readonly #closing = new AbortController();

  /** The secrets of a call that has none of its own (the key), and their forms (secretForms()). */
  readonly #keyOnly: readonly string[];
  readonly #keyForms: readonly string[];

  constructor(config: RequesterConfig) {
    this.#config = config;
    this.#keyOnly = [config.apiKey];
    this.#keyForms = secretForms(this.#keyOnly);
    const defaults = {
      'User-Agent': config.userAgent,
      Accept: 'application/json, application/pdf, image/png, text/html, */*',
    };
    this.#clientHeaders = mergeHeaders(undefined, defaults, config.headers);
    this.#usualHeaders = {
      json: Object.freeze(this.#withKey(mergeHeaders(this.#clientHeaders, JSON_BODY))),
      none: Object.freeze(this.#withKey(mergeHeaders(this.#clientHeaders))),
    };
  }

  /**
   * The headers of one call: the client's defaults, its `headers`, the call's `headers`, the operation's own
   * (X-Processor-Version, the body's Content-Type), then the key, which nothing overrides (an attempt to is
   * ignored and logged as a warning).
   */
  #headers(spec: RequestSpec, context: CallContext): Readonly<Record<string, string>> {
    const callHeaders = spec.options?.headers;
    if (callHeaders === undefined && spec.headers === undefined) {
      return spec.body === undefined ? this.#usualHeaders.none : this.#usualHeaders.json;
    }
    // The body is the client's JSON: its type is not the caller's to change.
    const own = spec.body === undefined ? spec.headers : { ...spec.headers, ...JSON_BODY };
    const merged = mergeHeaders(this.#clientHeaders, callHeaders, own);
    if (merged.has('x-api-key')) {
      this.#config.log.warn(
        `${context.method} ${context.path}: the X-API-Key header is ignored: the client's apiKey is always sent`,
        { method: context.method, path: context.path },
      );
    }
    return this.#withKey(merged);
  }

  /** The merged headers as sent, the key last (replacing any X-API-Key a layer gave). */
  #withKey(merged: HeaderLayers): Record<string, string> {
    merged.set('x-api-key', ['X-API-Key', this.#config.apiKey]);
    return Object.fromEntries(merged.values());
  }

  url(path: string, query?: RequestSpec['query']): string {
    if (!query) return `${this.#config.baseUrl}${path}`;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined) search.set(name, String(value));
    const qs = search.toString();
    return `${this.#config.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  /**
   * Sends a request with retries and hands a successful answer, with the rate limit already read from its
   * headers, to `read`. For idempotent requests `read` runs inside the retry loop, so a body that breaks while
   * being read is fetched again.
   */
  async send<T>(
    spec: RequestSpec,
    read: (response: TransportResponse, rateLimit: RateLimit | undefined) => Promise<T>,
  ): Promise<WithResponse<T>> {
    const config = this.#config;
    const options = spec.options ?? {};
    checkRequestOptions(options);
    const { signal } = options;
    const timeoutLimit = options.timeoutMs ?? config.timeoutMs;
    const maxRetries = options.maxRetries ?? config.retry.maxRetries;
    const secrets = spec.secrets?.length ? [config.apiKey, ...spec.secrets] : this.#keyOnly;
    const forms = spec.secrets?.length ? secretForms(secrets) : this.#keyForms;
    const context: CallContext = {
      method: spec.method,
      path: holdsSecret(spec.path, forms) ? redact(spec.path, secrets) : spec.path,
      attempts: maxRetries + 1,
    };
    const deadline = config.now() + timeoutLimit;
    const headers = this.#headers(spec, context);
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    const url = this.url(spec.path, spec.query);
    let waited = false;
    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < maxRetries;
      this.#checkAborted(signal);
      // Most requests find the window open: no promise, no wait.
      if (!config.limiter.tryAcquire()) {
        waited = true;
        // The window may reopen later than the call may last: the wait ends at the deadline.
        const expiry = AbortSignal.timeout(Math.min(MAX_TIMER_MS, Math.max(1, deadline - config.now())));
        try {
          await config.limiter.acquire(this.#waitSignal(signal, expiry), (ms) =>
            this.#logWait('rate limit window spent', ms, attempt + 1, context),
          );
        } catch (error) {
          this.#checkAborted(signal);
          if (expiry.aborted) {
            throw this.#outOfTime(secrets, timeoutLimit, ': the rate-limit window had not reopened');
          }
          throw this.#scrub(error, signal, secrets);
        }
        this.#checkAborted(signal);
      }
      // What is left of the call; a first attempt that waited for nothing gets the whole limit, so its
      // TimeoutError names the timeoutMs the caller gave (building the request took a millisecond or two of it
      // on a busy machine, which made it "1499 ms").
      const timeoutMs = attempt === 0 && !waited ? timeoutLimit : Math.ceil(deadline - config.now());
      if (timeoutMs <= 0) throw this.#outOfTime(secrets, timeoutLimit);
      const sentAt = config.now();
      let response: TransportResponse;
      try {
        response = await config.transport.request({
          method: spec.method,
          url,
          headers,
          body,
          signal,
          timeoutMs,
        });
      } catch (error) {
        const failure = this.#scrub(error, signal, secrets);
        // A caller's abort (or its signal's timeout) is final: never retried.
        if (canRetry && !signal?.aborted && isRetryableError(failure, spec.idempotency)) {
          const delay = backoffDelay(attempt, config.retry, config.random);
          await this.#retryAfter(delay, failure, attempt, context, signal, secrets, deadline);
          continue;
        }
        throw failure;
      }

      const rateLimit: RateLimit | undefined = parseRateLimit(response.headers);
      config.limiter.observe(rateLimit);
      const requestId = requestIdOf(response.headers);
      // Built only when someone reads it: the line costs more than the rest of a small call's bookkeeping.
      if (config.log.enabled('debug')) {
        config.log.debug(
          `${context.method} ${context.path}: ${response.status} after ${Math.max(0, config.now() - sentAt)} ms ` +
            `(attempt ${attempt + 1} of ${context.attempts}${requestId ? `, request id ${requestId}` : ''})`,
          {
            method: context.method,
            path: context.path,
            status: response.status,
            attempt: attempt + 1,
            attempts: context.attempts,
            requestId,
          },
        );
      }

      if (response.status >= 400 || response.status < 200) {
        const text = await response.body.text().catch(() => '');
        const failure = decodeErrorBody(
          response.status,
          response.headers,
          text,
          secrets,
          spec.idempotency === 'conversion',
          loadedResponses() ?? (await loadResponses()),
        );
        if (canRetry && isRetryableStatus(response.status, spec.idempotency)) {
          const delay =
            response.status === 429
              ? rateLimitDelay(response.headers, attempt, config.retry, config.now(), config.random)
              : backoffDelay(attempt, config.retry, config.random);
          await this.#retryAfter(delay, failure, attempt, context, signal, secrets, deadline);
          continue;
        }
        throw failure;
      }

      if (response.status >= 300) {
        // Never followed: the request carries the key, and a redirect may point anywhere.
        await response.body.cancel().catch(() => undefined);
        throw new ResponseDecodeError(redirectMessage(spec, url, response), { secrets });
      }

      let data: T;
      try {
        data = await read(response, rateLimit);
      } catch (error) {
        await response.body.cancel().catch(() => undefined);
        const failure = this.#scrub(error, signal, secrets);
        if (
          spec.idempotency === 'idempotent' &&
          canRetry &&
          !signal?.aborted &&
          isRetryableError(failure, spec.idempotency)
        ) {
          const delay = backoffDelay(attempt, config.retry, config.random);
          await this.#retryAfter(delay, failure, attempt, context, signal, secrets, deadline);
          continue;
        }
        throw failure;
      }
      return {
        data,
        requestId,
        rateLimit,
        status: response.status,
        headers: publicHeaders(response.headers, forms),
      };
    }
  }

  /** GET/POST/PUT/DELETE whose answer is JSON checked against the schema of `envelope`. */
  async json<K extends keyof Envelopes>(
    spec: RequestSpec,
    envelope: K,
  ): Promise<WithResponse<EnvelopeBody<K>>> {
    return this.send(spec, async (response) => {
      const { envelopes, READ_ONCE } = loadedResponses() ?? (await loadResponses());
      const schema: z.ZodType = envelopes[envelope];
      const text = await response.body.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ResponseDecodeError(
          `Expected JSON from ${spec.method} ${spec.path}, got ${response.headers['content-type'] ?? 'no content type'}.`,
        );
      }
      const parsed = schema.safeParse(json, READ_ONCE);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? issue.path.join('.') : 'body';
        throw new ResponseDecodeError(
          `Unexpected answer from ${spec.method} ${spec.path}: ${where}: ${issue?.message ?? 'invalid'}.`,
        );
      }
      return parsed.data as EnvelopeBody<K>;
    });
  }

  /** Ends every call in flight: their waits, and (through the transport's close()) their requests. */
  close(): void {
    this.#closing.abort(new AbortError('The client was closed while this call was in flight.'));
  }

  /**
   * Waits `ms` before retrying after `failure` (attempt `attempt` + 1 failed), or throws `failure` at once when
   * the wait would outlast the call's deadline: the retry could not be made in time. Only a wait that happens
   * is logged.
   */
  async #retryAfter(
    ms: number,
    failure: DocConvertError,
    attempt: number,
    context: CallContext,
    signal: AbortSignal | undefined,
    secrets: readonly string[],
    deadline: number,
  ): Promise<void> {
    if (this.#config.now() + ms >= deadline) throw failure;
    this.#logWait(retryReason(failure), ms, attempt + 2, context);
    try {
      await this.#config.sleep(ms, this.#waitSignal(signal));
    } catch (error) {
      throw this.#scrub(error, signal, secrets);
    }
    this.#checkAborted(signal);
  }

  /**
   * What a wait listens to: the caller's signal, the client's close() and any `more`. Made per wait (waits are
   * rare): one signal shared by every waiting call would collect a listener per call.
   */
  #waitSignal(signal: AbortSignal | undefined, ...more: AbortSignal[]): AbortSignal {
    return AbortSignal.any([...(signal ? [signal] : []), this.#closing.signal, ...more]);
  }

  /** "rate limited: waiting 12 s (attempt 2 of 3)": a wait before attempt `next`, at info. */
  #logWait(reason: string, ms: number, next: number, context: CallContext): void {
    this.#config.log.info(`${reason}: waiting ${formatWait(ms)} (attempt ${next} of ${context.attempts})`, {
      method: context.method,
      path: context.path,
      reason,
      waitMs: ms,
      attempt: next,
      attempts: context.attempts,
    });
  }

  #outOfTime(secrets: readonly string[], timeoutMs: number, why = ''): TimeoutError {
    return new TimeoutError(`The call did not finish within timeoutMs (${timeoutMs} ms)${why}.`, { secrets });
  }

  #checkAborted(signal: AbortSignal | undefined): void {
    if (signal?.aborted) throw abortError(signal);
    if (this.#closing.signal.aborted) throw this.#closedError();
  }

  #closedError(): AbortError {
    return new AbortError((this.#closing.signal.reason as Error).message);
  }

  /**
   * Re-creates a thrown error as the matching DocConvertError with every secret removed. Whatever failed once
   * the caller's signal has fired is that abort: AbortError, or TimeoutError for a signal that timed out,
   * with the signal's reason as `cause`.
   */
  #scrub(error: unknown, signal: AbortSignal | undefined, secrets: readonly string[]): DocConvertError {
    if (signal?.aborted && !(error instanceof APIError)) return abortError(signal);
    if (this.#closing.signal.aborted && !(error instanceof APIError)) return this.#closedError();
    if (error instanceof ConnectionError) {
      return new ConnectionError(error.message, {
        cause: error.cause,
        secrets,
        code: error.code,
        notDelivered: error.notDelivered,
      });
    }
    if (error instanceof TimeoutError)
      return new TimeoutError(error.message, { cause: error.cause, secrets });
    if (error instanceof AbortError) return new AbortError(error.message, { cause: error.cause, secrets });
    if (error instanceof ResponseDecodeError) return new ResponseDecodeError(error.message, { secrets });
    if (error instanceof DocConvertError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new ConnectionError(`Request failed: ${message}`, { cause: error, secrets });
  }
}
