// Reads what the service says in response headers: the rate-limit window (on every 200/202/429) and the
// conversion metadata (credits, durations, processor). The spec names `X-Service-*` headers while the live
// service sends `X-PDFShift-*`; both are accepted. Header names arrive lower-cased from every transport.

/** Response headers with lower-case names. */
export type HeaderMap = Readonly<Record<string, string>>;

/** The rate-limit window as the last answer described it. */
export interface RateLimit {
  /** Maximum requests in the window (`X-RateLimit-Limit`). */
  limit: number | undefined;
  /** Requests left in the window (`X-RateLimit-Remaining`). */
  remaining: number | undefined;
  /** When the window resets, in Unix seconds (`X-RateLimit-Reset`). */
  reset: number | undefined;
  /** `reset` as a Date. */
  resetAt: Date | undefined;
}

/** What the headers of a conversion answer tell about it. */
export interface ConversionMetadata {
  /** Credits the generation requires (`X-Credits-Cost`). */
  creditsCost: number | undefined;
  /** Credits actually deducted; 0 in sandbox (`X-Credits-Used`). */
  creditsUsed: number | undefined;
  /** Milliseconds to load the source (`X-Response-Duration`). */
  responseDuration: number | undefined;
  /** Milliseconds to load the source and render (`X-Service-Duration` or `X-PDFShift-Duration`). */
  serviceDuration: number | undefined;
  /** Server that ran the conversion (`X-Service-Processor` or `X-PDFShift-Processor`). */
  processor: string | undefined;
  /** Status code received when the service loaded a URL source (`X-Response-Status-Code`). */
  sourceStatusCode: number | undefined;
  /** Request id to look up with `logs.get()`, when the service sends one (`X-Request-Id`). */
  requestId: string | undefined;
  /** The rate-limit window as this answer described it. */
  rateLimit: RateLimit | undefined;
}

function int(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? Math.trunc(n) : undefined;
}

function first(headers: HeaderMap, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The request id of an answer (`X-Request-Id`), to look the request up with `logs.get()`. */
export function requestIdOf(headers: HeaderMap): string | undefined {
  return first(headers, 'x-request-id', 'x-pdfshift-request-id');
}

/** The rate-limit state, or undefined when the answer carried none of the three headers. */
export function parseRateLimit(headers: HeaderMap): RateLimit | undefined {
  const limit = int(headers['x-ratelimit-limit']);
  const remaining = int(headers['x-ratelimit-remaining']);
  const reset = int(headers['x-ratelimit-reset']);
  if (limit === undefined && remaining === undefined && reset === undefined) return undefined;
  return { limit, remaining, reset, resetAt: reset === undefined ? undefined : new Date(reset * 1000) };
}

/** `rateLimit` may be passed when the caller has already read it from these headers. */
export function parseConversionMetadata(
  headers: HeaderMap,
  rateLimit: RateLimit | undefined = parseRateLimit(headers),
): ConversionMetadata {
  return {
    creditsCost: int(headers['x-credits-cost']),
    creditsUsed: int(headers['x-credits-used']),
    responseDuration: int(headers['x-response-duration']),
    serviceDuration: int(first(headers, 'x-service-duration', 'x-pdfshift-duration')),
    processor: first(headers, 'x-service-processor', 'x-pdfshift-processor'),
    sourceStatusCode: int(headers['x-response-status-code']),
    requestId: requestIdOf(headers),
    rateLimit,
  };
}

/** Lower-cases header names; joins repeated headers with ", "; leaves out absent values. For every transport. */
export function normalizeHeaders(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === null) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}
