// The settings one call may change: the object every method takes after its own arguments. They mean what the
// constructor's options of the same names mean, for that call only. Checked before anything is sent, like the
// constructor's: a wrong value is a ValidationError naming the option, and no request (and no credit) is spent.
import { ValidationError, type ValidationIssue } from '../errors';

/**
 * Per-call settings, given after a method's own arguments: `client.credits.usage({ timeoutMs: 5000 })`,
 * `client.convert.pdf(options, { maxRetries: 0 })`. Each overrides the client's setting of the same name for
 * this call.
 */
export interface RequestOptions {
  /** Aborts the call (the request, a wait before a retry, a file being written): AbortError. */
  signal?: AbortSignal | undefined;
  /**
   * Limit for this whole call in ms (every attempt, the waits between them, the body to its last byte), shorter
   * or longer than the client's `timeoutMs`. For a list walked with `for await`, the limit of each page's call.
   */
  timeoutMs?: number | undefined;
  /** Retries after the first attempt for this call (0: none), instead of the client's `maxRetries`. */
  maxRetries?: number | undefined;
  /**
   * Headers for this call, merged over the client's `headers` (names compared case-insensitively). `X-API-Key`
   * cannot be set this way: the client's key is always the one sent.
   */
  headers?: Record<string, string> | undefined;
}

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Refuses header names that are not tokens and values that are not one-line strings. `where` names the option. */
export function headerIssues(headers: unknown, where: string): ValidationIssue[] {
  if (headers === undefined) return [];
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    return [{ path: where, message: 'must be an object of header names to string values' }];
  }
  const issues: ValidationIssue[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) {
      issues.push({ path: `${where}.${name}`, message: 'is not a valid header name' });
    } else if (value !== undefined && (typeof value !== 'string' || /[\r\n\0]/.test(value))) {
      issues.push({ path: `${where}.${name}`, message: 'must be a string without line breaks' });
    }
  }
  return issues;
}

/** The numeric limits shared by the constructor and each call: a whole number, at least `min`. */
export function limitIssues(values: { timeoutMs?: unknown; maxRetries?: unknown }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [name, value, min] of [
    ['timeoutMs', values.timeoutMs, 1],
    ['maxRetries', values.maxRetries, 0],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= min)) {
      issues.push({ path: name, message: `must be an integer of ${min} or more` });
    }
  }
  return issues;
}

/** Checks one call's settings before anything is sent. */
export function checkRequestOptions(options: RequestOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw new ValidationError([{ path: 'options', message: 'must be an object of per-call settings' }]);
  }
  const issues = [...limitIssues(options), ...headerIssues(options.headers, 'headers')];
  // Duck-typed: a signal from another realm (a test sandbox, a worker) is an AbortSignal all the same.
  const signal = options.signal as { aborted?: unknown; addEventListener?: unknown } | undefined;
  if (
    signal !== undefined &&
    (typeof signal?.aborted !== 'boolean' || typeof signal.addEventListener !== 'function')
  ) {
    issues.push({ path: 'signal', message: 'must be an AbortSignal' });
  }
  if (issues.length) throw new ValidationError(issues);
}

/** Headers by lower-cased name, each with the spelling to send and its value. */
export type HeaderLayers = Map<string, [name: string, value: string]>;

/**
 * Merges header layers over `base` (a copy of it: `base` is left as it was), later over earlier, by
 * case-insensitive name (the last spelling given is sent, in the place the name first took). An undefined
 * value leaves the earlier layer's header in place.
 */
export function mergeHeaders(
  base: HeaderLayers | undefined,
  ...layers: Array<Readonly<Record<string, string | undefined>> | undefined>
): HeaderLayers {
  const merged: HeaderLayers = new Map(base);
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer ?? {})) {
      if (value !== undefined) merged.set(name.toLowerCase(), [name, value]);
    }
  }
  return merged;
}
