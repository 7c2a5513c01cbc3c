import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/errors.ts
init_esm_shims();

// packages/core/src/internal/redact.ts
init_esm_shims();
var REDACTED = "[redacted]";
var SHORTEST_SECRET = 4;
function secretForms(secrets) {
  const forms = [];
  for (const secret of secrets) {
    if (!secret || secret.length < SHORTEST_SECRET) continue;
    forms.push(secret);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) forms.push(encoded);
  }
  return forms;
}
function redact(text, secrets = []) {
  let out = text;
  for (const form of secretForms(secrets)) if (out.includes(form)) out = out.split(form).join(REDACTED);
  return out;
}
function holdsSecret(text, forms) {
  return forms.some((form) => text.includes(form));
}
function redactDeep(value, secrets) {
  if (typeof value === "string") return redact(value, secrets);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secrets));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, secrets)]));
  }
  return value;
}

// packages/core/src/errors.ts
var inspectSymbol = /* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom");
var BRAND = /* @__PURE__ */ Symbol.for("doc-convert.error");
function scrubCause(cause, secrets) {
  if (!(cause instanceof Error)) return cause === void 0 ? void 0 : redactDeep(cause, secrets);
  if (cause instanceof DocConvertError) return cause;
  const message = redact(cause.message, secrets);
  const stack = redact(cause.stack ?? "", secrets);
  if (message === cause.message && stack === (cause.stack ?? "")) return cause;
  const copy = new Error(message);
  copy.name = cause.name;
  copy.stack = stack;
  const code = cause.code;
  if (typeof code === "string" || typeof code === "number") copy.code = code;
  return copy;
}
function hasBrand(value, brand) {
  if (typeof value !== "object" || value === null) return false;
  for (let proto = Object.getPrototypeOf(value); proto; proto = Object.getPrototypeOf(proto)) {
    if (Object.hasOwn(proto, BRAND) && proto[BRAND] === brand) return true;
  }
  return false;
}
function isInstance(cls, value) {
  const proto = cls.prototype;
  if (Object.hasOwn(proto, BRAND)) return hasBrand(value, proto[BRAND]);
  return Function.prototype[Symbol.hasInstance].call(cls, value);
}
var DocConvertError = class extends Error {
  name = "DocConvertError";
  /**
   * True when `value` is an error of this class (or a subclass), thrown by this copy of the package or any
   * other: `DocConvertError.is(e)`, `RateLimitError.is(e)`. `instanceof` answers the same.
   */
  static is(value) {
    return isInstance(this, value);
  }
  static [Symbol.hasInstance](value) {
    return isInstance(this, value);
  }
  constructor(message, options = {}) {
    const secrets = options.secrets ?? [];
    super(redact(message, secrets));
    const cause = scrubCause(options.cause, secrets);
    if (cause !== void 0) {
      Object.defineProperty(this, "cause", {
        value: cause,
        enumerable: false,
        writable: true,
        configurable: true
      });
    }
  }
  /** The error as plain JSON (what JSON.stringify gives): name, message and the class's own fields; no secrets. */
  toJSON() {
    return { name: this.name, message: this.message };
  }
  [inspectSymbol]() {
    return `${this.stack ?? `${this.name}: ${this.message}`}
${JSON.stringify(this.toJSON(), null, 2)}`;
  }
};
var ValidationError = class extends DocConvertError {
  constructor(issues, options = {}) {
    const text = issues.map((i) => i.path ? `${i.path}: ${i.message}` : i.message).join("; ");
    super(`Invalid request: ${text}`, options);
    this.issues = issues;
    this.field = issues[0]?.path ?? "";
  }
  issues;
  name = "ValidationError";
  /** The option named by the first issue. */
  field;
  toJSON() {
    return { ...super.toJSON(), field: this.field, issues: this.issues };
  }
};
var APIError = class extends DocConvertError {
  name = "APIError";
  /** HTTP status of the answer. */
  status;
  /** The `code` field of the error body, when the body had one. */
  code;
  /** Field errors of the Errors body form (400), keyed by option name. */
  errors;
  /** The service's error identifier (e.g. `A74`), when given. */
  identifier;
  /** The rate-limit window as the answer described it (on a 429, `resetAt` tells when it reopens). */
  rateLimit;
  /** The request id (`X-Request-Id`), to look the request up with `logs.get()`, when sent. */
  requestId;
  constructor(init) {
    super(init.message, { secrets: init.secrets });
    const secrets = init.secrets ?? [];
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors === void 0 ? void 0 : redactDeep(init.errors, secrets);
    this.identifier = init.identifier === void 0 ? void 0 : redact(init.identifier, secrets);
    this.rateLimit = init.rateLimit;
    this.requestId = init.requestId;
  }
  toJSON() {
    return {
      ...super.toJSON(),
      status: this.status,
      code: this.code,
      errors: this.errors,
      identifier: this.identifier,
      rateLimit: this.rateLimit,
      requestId: this.requestId
    };
  }
};
var BadRequestError = class extends APIError {
  name = "BadRequestError";
};
var AuthenticationError = class extends APIError {
  name = "AuthenticationError";
};
var ForbiddenError = class extends APIError {
  name = "ForbiddenError";
};
var InsufficientCreditsError = class extends ForbiddenError {
  name = "InsufficientCreditsError";
};
var PermissionDeniedError = class extends ForbiddenError {
  name = "PermissionDeniedError";
};
var NotFoundError = class extends APIError {
  name = "NotFoundError";
};
var SourceTimeoutError = class extends APIError {
  name = "SourceTimeoutError";
};
var RateLimitError = class extends APIError {
  name = "RateLimitError";
};
var InternalServerError = class extends APIError {
  name = "InternalServerError";
};
var statusClasses = {
  400: BadRequestError,
  401: AuthenticationError,
  404: NotFoundError,
  408: SourceTimeoutError,
  429: RateLimitError
};
function apiErrorClass(status, spendsCredits) {
  if (status === 403) return spendsCredits ? InsufficientCreditsError : PermissionDeniedError;
  return statusClasses[status] ?? (status >= 500 ? InternalServerError : APIError);
}
var NOT_DELIVERED_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT"
]);
var ConnectionError = class extends DocConvertError {
  name = "ConnectionError";
  /** The system or undici code, e.g. `ECONNREFUSED`, `UND_ERR_SOCKET`, when known. */
  code;
  /** True when the request certainly never reached the service: retrying it cannot run anything twice. */
  notDelivered;
  constructor(message, options = {}) {
    super(message, options);
    this.code = options.code;
    this.notDelivered = options.notDelivered ?? false;
  }
  toJSON() {
    return { ...super.toJSON(), code: this.code };
  }
};
var TimeoutError = class extends DocConvertError {
  name = "TimeoutError";
};
var AbortError = class extends DocConvertError {
  name = "AbortError";
};
var ResponseDecodeError = class extends DocConvertError {
  name = "ResponseDecodeError";
};
var FileWriteError = class extends DocConvertError {
  name = "FileWriteError";
  /** The file that was to be written: the path given to `toFile()`, made absolute. */
  path;
  /** The system code, e.g. `ENOENT`, `EACCES`, `EISDIR`, `ENOSPC`, when there was one. */
  code;
  constructor(message, options) {
    super(message, options);
    this.path = options.path;
    this.code = options.code;
  }
  toJSON() {
    return { ...super.toJSON(), path: this.path, code: this.code };
  }
};
function abortError(signal) {
  const reason = signal.reason;
  const timedOut = typeof reason === "object" && reason !== null && reason.name === "TimeoutError";
  const error = timedOut ? new TimeoutError("The request was stopped: its AbortSignal timed out.") : new AbortError("The request was aborted by the caller.");
  Object.defineProperty(error, "cause", {
    value: reason,
    enumerable: false,
    writable: true,
    configurable: true
  });
  return error;
}
var branded = {
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
  FileWriteError
};
for (const [name, cls] of Object.entries(branded)) {
  Object.defineProperty(cls.prototype, BRAND, { value: name });
}

export {
  secretForms,
  redact,
  holdsSecret,
  DocConvertError,
  ValidationError,
  APIError,
  NotFoundError,
  apiErrorClass,
  NOT_DELIVERED_CODES,
  ConnectionError,
  TimeoutError,
  AbortError,
  ResponseDecodeError,
  FileWriteError,
  abortError
};
