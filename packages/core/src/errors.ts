// The error family of the client. Every error the client throws is a DocConvertError; API answers map to
// one class per status, local problems (validation, connection, timeout, abort, files) to their own classes.
// Secrets (the API key, a key being enabled) are scrubbed from messages, stacks, causes and JSON forms, with
// internal/redact.ts.
//
// Each class carries a brand (a name under a Symbol.for key, the same in every copy of this module), so that
// `instanceof` and `X.is(e)` recognise errors thrown by another copy of the package: a project that loads both
// the ESM and the CommonJS build gets two sets of classes.
import { redact, redactDeep } from './internal/redact';
import type { RateLimit } from './metadata';

const inspectSymbol = Symbol.for('nodejs.util.inspect.custom');
/** Shared by every copy of the package, whatever the module system that loaded it. */
export const BRAND = Symbol.for('doc-convert.error');

function scrubCause(cause: unknown, secrets: readonly string[]): unknown {
  if (!(cause instanceof Error)) return cause === undefined ? undefined : redactDeep(cause, secrets);
  if (cause instanceof DocConvertError) return cause;
  // A cause without secrets is kept as it is (a caller's abort reason stays the very object they gave).
  const message = redact(cause.message, secrets);
  const stack = redact(cause.stack ?? '', secrets);
  if (message === cause.message && stack === (cause.stack ?? '')) return cause;
  const copy = new Error(message);
  copy.name = cause.name;
  copy.stack = stack;
  const code = (cause as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') (copy as { code?: unknown }).code = code;
  return copy;
}

export interface DocConvertErrorOptions {
  cause?: unknown;
  /** Strings that must never appear in the message, the stack or the cause. */
  secrets?: readonly string[];
}

/** True when `value` is an error of the class branded `brand`, from any copy of the package. */
function hasBrand(value: unknown, brand: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (let proto = Object.getPrototypeOf(value); proto; proto = Object.getPrototypeOf(proto)) {
    if (Object.hasOwn(proto, BRAND) && proto[BRAND] === brand) return true;
  }
  return false;
}

/**
 * By brand for the package's own classes; a caller's subclass (which has no brand of its own) is checked as
 * `instanceof` would without this override.
 */
function isInstance(cls: abstract new (...args: never[]) => unknown, value: unknown): boolean {
  const proto = cls.prototype as Record<symbol, unknown>;
  if (Object.hasOwn(proto, BRAND)) return hasBrand(value, proto[BRAND]);
  return Function.prototype[Symbol.hasInstance].call(cls, value);
}

/** Base class of every error thrown by the client. */
export class DocConvertError extends Error {
  override name = 'DocConvertError';

  /**
   * True when `value` is an error of this class (or a subclass), thrown by this copy of the package or any
   * other: `DocConvertError.is(e)`, `RateLimitError.is(e)`. `instanceof` answers the same.
   */
  static is<T>(this: abstract new (...args: never[]) => T, value: unknown): value is T {
    return isInstance(this, value);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return isInstance(this, value);
  }

  constructor(message: string, options: DocConvertErrorOptions = {}) {
    const secrets = options.secrets ?? [];
    super(redact(message, secrets));
    const cause = scrubCause(options.cause, secrets);
    if (cause !== undefined) {
      Object.defineProperty(this, 'cause', {
        value: cause,
        enumerable: false,
        writable: true,
        configurable: true,
      });
    }
  }

  /** The error as plain JSON (what JSON.stringify gives): name, message and the class's own fields; no secrets. */
  toJSON(): Record<string, unknown> {
    return { name: this.name, message: this.message };
  }

  [inspectSymbol](): string {
    return `${this.stack ?? `${this.name}: ${this.message}`}\n${JSON.stringify(this.toJSON(), null, 2)}`;
  }
}

/** One problem found in a request before it was sent. `path` names the option, e.g. `margin.top`. */
export interface ValidationIssue {
  /** The option, dotted for nested ones (`margin.top`, `cookies.0.name`); empty for the request as a whole. */
  path: string;
  /** The rule it breaks, e.g. `must be between 0.1 and 2 (inclusive)`. */
  message: string;
  /** The file the option was written in, when it came from one (a Markdown file's front matter). */
  file?: string;
  /** The 1-based line of `file` it was written on. */
  line?: number;
}

/** The request was refused locally: nothing was sent and no credit was spent. */
export class ValidationError extends DocConvertError {
  override name = 'ValidationError';
  /** The option named by the first issue. */
  readonly field: string;

  constructor(
    /** Every problem found, each naming its option and rule. */
    readonly issues: ValidationIssue[],
    options: DocConvertErrorOptions = {},
  ) {
    const text = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
    super(`Invalid request: ${text}`, options);
    this.field = issues[0]?.path ?? '';
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), field: this.field, issues: this.issues };
  }
}

export interface APIErrorInit {
  status: number;
  message: string;
  code?: number;
  errors?: Record<string, unknown>;
  identifier?: string;
  rateLimit?: RateLimit;
  requestId?: string;
  secrets?: readonly string[];
}

/** The API answered with an error status. */
export class APIError extends DocConvertError {
  override name = 'APIError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** The `code` field of the error body, when the body had one. */
  readonly code: number | undefined;
  /** Field errors of the Errors body form (400), keyed by option name. */
  readonly errors: Record<string, unknown> | undefined;
  /** The service's error identifier (e.g. `A74`), when given. */
  readonly identifier: string | undefined;
  /** The rate-limit window as the answer described it (on a 429, `resetAt` tells when it reopens). */
  readonly rateLimit: RateLimit | undefined;
  /** The request id (`X-Request-Id`), to look the request up with `logs.get()`, when sent. */
  readonly requestId: string | undefined;

  constructor(init: APIErrorInit) {
    super(init.message, { secrets: init.secrets });
    const secrets = init.secrets ?? [];
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors === undefined ? undefined : redactDeep(init.errors, secrets);
    this.identifier = init.identifier === undefined ? undefined : redact(init.identifier, secrets);
    this.rateLimit = init.rateLimit;
    this.requestId = init.requestId;
  }

  override toJSON(): Record<string, unknown> {
    return {
      ...super.toJSON(),
      status: this.status,
      code: this.code,
      errors: this.errors,
      identifier: this.identifier,
      rateLimit: this.rateLimit,
      requestId: this.requestId,
    };
  }
}

/** 400: the data passed were invalid or wrongly formatted. */
export class BadRequestError extends APIError {
  override name = 'BadRequestError';
}
/** 401: the API key is missing, invalid or disabled. */
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}
/** 403: the service refused. Either an InsufficientCreditsError or a PermissionDeniedError. */
export class ForbiddenError extends APIError {
  override name = 'ForbiddenError';
}
/** 403 from a request that spends credits (a conversion, a document generated from a template): none remain. */
export class InsufficientCreditsError extends ForbiddenError {
  override name = 'InsufficientCreditsError';
}
/** 403 from any other request: the action is not allowed (e.g. enabling a master key, managed only from the Dashboard). */
export class PermissionDeniedError extends ForbiddenError {
  override name = 'PermissionDeniedError';
}
/** 404: the resource (template, log entry, key) does not exist. */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}
/** 408: the source page took too long to load on the service's side. */
export class SourceTimeoutError extends APIError {
  override name = 'SourceTimeoutError';
}
/** 429: rate limited; `rateLimit.resetAt` tells when the window reopens. */
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
}
/** 5xx: the service failed. */
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
}

const statusClasses: Record<number, typeof APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  404: NotFoundError,
  408: SourceTimeoutError,
  429: RateLimitError,
};

/**
 * The class that represents an error answer with this status. A 403 means "no credits left" only for a
 * request that spends credits (the contract: "no remaining credits (conversion)"); elsewhere it is a refusal.
 */
export function apiErrorClass(status: number, spendsCredits: boolean): typeof APIError {
  if (status === 403) return spendsCredits ? InsufficientCreditsError : PermissionDeniedError;
  return statusClasses[status] ?? (status >= 500 ? InternalServerError : APIError);
}

/**
 * System and undici codes that prove a request never left this machine (refused, unresolvable, unreachable,
 * no connection made): retrying it cannot run a conversion twice. Every transport classifies with this set.
 */
export const NOT_DELIVERED_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export interface ConnectionErrorOptions extends DocConvertErrorOptions {
  /** The system or undici code, e.g. `ECONNREFUSED`, `UND_ERR_SOCKET`. */
  code?: string;
  /** True when the request certainly never reached the service (refused, unresolvable): always safe to retry. */
  notDelivered?: boolean;
}

/** The request could not reach the service, or the connection broke before the answer was complete. */
export class ConnectionError extends DocConvertError {
  override name = 'ConnectionError';
  /** The system or undici code, e.g. `ECONNREFUSED`, `UND_ERR_SOCKET`, when known. */
  readonly code: string | undefined;
  /** True when the request certainly never reached the service: retrying it cannot run anything twice. */
  readonly notDelivered: boolean;

  constructor(message: string, options: ConnectionErrorOptions = {}) {
    super(message, options);
    this.code = options.code;
    this.notDelivered = options.notDelivered ?? false;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), code: this.code };
  }
}
/** One attempt took longer than `timeoutMs`, or the caller's signal timed out (`AbortSignal.timeout()`). */
export class TimeoutError extends DocConvertError {
  override name = 'TimeoutError';
}
/** The caller's AbortSignal fired; `cause` is the signal's reason. */
export class AbortError extends DocConvertError {
  override name = 'AbortError';
}
/**
 * An answer the client does not take: a redirect (3xx, never followed, so the key never travels to another
 * address), a conversion's file of another media type than the format's (an HTML page is not a PDF), or a
 * body of the wrong shape. Nothing of it is returned or written.
 */
export class ResponseDecodeError extends DocConvertError {
  override name = 'ResponseDecodeError';
}

export interface FileWriteErrorOptions extends DocConvertErrorOptions {
  /** The file that was to be written: the path given to `toFile()`, made absolute. */
  path: string;
  /** The system code, e.g. `ENOENT`, `EACCES`, `EISDIR`, `ENOSPC`. */
  code?: string;
}

/** `toFile()` could not write the file; `path` is the target, `cause` the system error. Nothing was left behind. */
export class FileWriteError extends DocConvertError {
  override name = 'FileWriteError';
  /** The file that was to be written: the path given to `toFile()`, made absolute. */
  readonly path: string;
  /** The system code, e.g. `ENOENT`, `EACCES`, `EISDIR`, `ENOSPC`, when there was one. */
  readonly code: string | undefined;

  constructor(message: string, options: FileWriteErrorOptions) {
    super(message, options);
    this.path = options.path;
    this.code = options.code;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), path: this.path, code: this.code };
  }
}

/**
 * The error for a request stopped by the caller's signal: TimeoutError when the signal timed out
 * (`AbortSignal.timeout()` aborts with a DOMException named TimeoutError), else AbortError; `cause` is the
 * signal's reason either way.
 */
export function abortError(signal: AbortSignal): DocConvertError {
  const reason: unknown = signal.reason;
  const timedOut =
    typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError';
  const error = timedOut
    ? new TimeoutError('The request was stopped: its AbortSignal timed out.')
    : new AbortError('The request was aborted by the caller.');
  // The caller's own value, kept as it is: nothing of the client's (no key) can be in it.
  Object.defineProperty(error, 'cause', {
    value: reason,
    enumerable: false,
    writable: true,
    configurable: true,
  });
  return error;
}

// The brands, by class name: fixed strings, so they survive minifiers and match across copies.
const branded: Record<string, abstract new (...args: never[]) => DocConvertError> = {
  DocConvertError,
  ValidationError,
  APIError,
  BadRequestError,
  AuthenticationError,
  ForbiddenError,
  InsufficientCreditsError,
  PermissionDeniedError,
  NotFoundError,
  SourceTimeoutError,
  RateLimitError,
  InternalServerError,
  ConnectionError,
  TimeoutError,
  AbortError,
  ResponseDecodeError,
  FileWriteError,
};
for (const [name, cls] of Object.entries(branded)) {
  Object.defineProperty(cls.prototype, BRAND, { value: name });
}
