// When to try a request again, and how long to wait first. One policy for every operation:
// - 429 waits until the window resets (X-RateLimit-Reset, Unix seconds; or Retry-After), capped and jittered;
// - 5xx and connection failures back off exponentially with jitter;
// - 400/401/403/404 (and every other 4xx) never retry;
// - a conversion is not idempotent (it spends credits), nor is creating a template (a second run is refused
//   as a duplicate after the first succeeded), so these retry 5xx only for 502/503/504 (the gateway never
//   reached the service behind it) and connection failures only when the request was certainly not delivered.
import { ConnectionError, TimeoutError } from '../errors';
import type { HeaderMap } from '../metadata';

/** How the client retries and waits; `retry` in the client's settings changes all but `maxRetries`. */
export interface RetryPolicy {
  /** Retries after the first attempt (default 2). */
  maxRetries: number;
  /** First backoff step in ms (default 500); doubles each retry. */
  baseDelayMs: number;
  /** Longest single backoff in ms (default 8 000). */
  maxDelayMs: number;
  /** Longest wait for a rate-limit window to reset, in ms (default 60 000). */
  maxRateLimitWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRateLimitWaitMs: 60_000,
};

/**
 * Whether a request may run twice without harm: 'idempotent' (reads, deletes, PUT updates, enabling a key,
 * filling a template in as HTML) may; 'conversion' (spends credits: conversions, documents generated from a
 * template) and 'create' (POST /templates) may not.
 */
export type Idempotency = 'idempotent' | 'conversion' | 'create';

const CONVERSION_RETRY_STATUSES = new Set([502, 503, 504]);

export function isRetryableStatus(status: number, kind: Idempotency): boolean {
  if (status === 429) return true;
  if (status < 500) return false;
  return kind === 'idempotent' || CONVERSION_RETRY_STATUSES.has(status);
}

export function isRetryableError(error: unknown, kind: Idempotency): boolean {
  if (error instanceof ConnectionError) return kind === 'idempotent' || error.notDelivered;
  // A conversion that timed out may still be rendering (and billing) on the service's side.
  if (error instanceof TimeoutError) return kind === 'idempotent';
  return false;
}

/** Exponential backoff with jitter: between half and all of base * 2^retry, capped. */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * How long to wait before retrying a 429: until the window resets, plus up to 10 % jitter (at least 50 ms)
 * so that many clients do not return at the same instant. Falls back to backoff when no reset is given.
 */
export function rateLimitDelay(
  headers: HeaderMap,
  retry: number,
  policy: RetryPolicy,
  now: number,
  random: () => number = Math.random,
): number {
  let wait: number | undefined;
  const reset = Number(headers['x-ratelimit-reset']);
  if (headers['x-ratelimit-reset'] !== undefined && Number.isFinite(reset)) wait = reset * 1000 - now;
  const retryAfter = Number(headers['retry-after']);
  if (wait === undefined && headers['retry-after'] !== undefined && Number.isFinite(retryAfter)) {
    wait = retryAfter * 1000;
  }
  if (wait === undefined || wait <= 0) return backoffDelay(retry, policy, random);
  const jitter = Math.max(50, wait * 0.1) * random();
  return Math.round(Math.min(policy.maxRateLimitWaitMs, wait + jitter));
}
