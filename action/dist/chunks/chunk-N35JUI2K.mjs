import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);

// src/errors.ts
var REDACTED = "[redacted]";
var inspectSymbol = /* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom");
var BRAND = /* @__PURE__ */ Symbol.for("doc-convert.error");
function redact(text, secrets = []) {
  let out = text;
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    for (const form of /* @__PURE__ */ new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED);
  }
  return out;
}
function redactDeep(value, secrets) {
  if (typeof value === "string") return redact(value, secrets);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secrets));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, secrets)]));
  }
  return value;
}
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

// src/options/did-you-mean.ts
function editDistance(a, b) {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from(
    { length: rows },
    (_, i) => Array.from({ length: cols }, (_2, j) => i === 0 ? j : j === 0 ? i : 0)
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2][j - 2] + 1);
      d[i][j] = best;
    }
  }
  return d[a.length][b.length];
}
function normalize(name) {
  return name.toLowerCase().replace(/[-_\s]/g, "");
}
function budget(length) {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}
function didYouMean(name, candidates) {
  const wanted = normalize(name);
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(wanted, normalize(candidate));
    const allowed = Math.min(
      budget(Math.max(wanted.length, candidate.length)),
      Math.min(wanted.length, candidate.length) - 1
    );
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// src/options/issues.ts
function describeValue(value) {
  if (value === null) return "null";
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return value === "" ? "an empty string" : "a string";
    case "number":
      return Number.isFinite(value) ? `the number ${value}` : `${value}`;
    case "boolean":
      return `${value}`;
    case "object":
      return "an object";
    default:
      return `a ${typeof value}`;
  }
}
function withGot(rule, input) {
  return `${rule}; got ${describeValue(input)}`;
}
function typeError(rule) {
  return (issue) => issue.input === void 0 ? "is required" : withGot(rule, issue.input);
}
var kindNames = {
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "a boolean",
  object: "an object",
  record: "an object",
  array: "an array"
};
function listOf(values, conjunction = "or") {
  const shown = values.map(String);
  return shown.length <= 1 ? shown.join("") : `${shown.slice(0, -1).join(", ")} ${conjunction} ${shown.at(-1)}`;
}
var defaultMessages = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === void 0) return "is required";
      return withGot(`must be ${kindNames[issue.expected] ?? `a ${issue.expected}`}`, issue.input);
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? "must not be empty" : `must be at least ${issue.minimum} characters long`;
      }
      if (issue.origin === "array") return `must have at least ${issue.minimum} items`;
      return issue.inclusive ? `must be at least ${issue.minimum}` : `must be greater than ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `must be at most ${issue.maximum} characters long`;
      if (issue.origin === "array") return `must have at most ${issue.maximum} items`;
      return issue.inclusive ? `must be at most ${issue.maximum}` : `must be less than ${issue.maximum}`;
    case "invalid_value":
      return `must be one of ${listOf(issue.values.map((v) => typeof v === "string" ? v : String(v)))}`;
    case "invalid_format":
      return `must be a valid ${issue.format}`;
    default:
      return void 0;
  }
};
function dottedPath(path) {
  return path.map((segment) => String(segment)).join(".");
}
var defOf = (schema) => schema._zod.def;
function unwrap(schema) {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === "pipe" && def.in) return unwrap(def.in);
  if (def.type === "union" && def.options) return def.options.flatMap(unwrap);
  return [schema];
}
function childrenAt(schema, segment) {
  const def = defOf(schema);
  if (def.type === "object" && def.shape) {
    const child = Object.hasOwn(def.shape, segment) ? def.shape[segment] : void 0;
    return child ? [child] : [];
  }
  if (def.type === "array" && def.element) return [def.element];
  if (def.type === "record" && def.valueType) return [def.valueType];
  return [];
}
function knownOptionsAt(schema, path) {
  let current = unwrap(schema);
  for (const segment of path) current = current.flatMap((s) => childrenAt(s, segment)).flatMap(unwrap);
  const names = current.flatMap((s) => {
    const def = defOf(s);
    return def.type === "object" && def.shape ? Object.keys(def.shape) : [];
  });
  return [...new Set(names)];
}
function unknownOptionMessage(key, objectPath, context) {
  const foreign = objectPath.length === 0 ? context.foreignOptions?.[key] : void 0;
  if (foreign) return foreign;
  const known = context.schema ? knownOptionsAt(context.schema, objectPath) : [];
  const suggestion = didYouMean(key, known);
  if (suggestion) return `unknown option; did you mean "${suggestion}"?`;
  if (known.length > 0 && known.length <= 8)
    return `unknown option; allowed options are ${listOf(known, "and")}`;
  return "unknown option";
}
function missedType(branch) {
  return branch.length === 1 && branch[0].code === "invalid_type" && branch[0].path.length === 0;
}
function collect(issue, prefix, context, out) {
  const path = [...prefix, ...issue.path];
  if (issue.code === "unrecognized_keys") {
    for (const key of issue.keys) {
      out.push({ path: dottedPath([...path, key]), message: unknownOptionMessage(key, path, context) });
    }
    return;
  }
  if (issue.code === "invalid_union") {
    const aimed = issue.errors.filter((branch) => !missedType(branch));
    if (aimed.length === 1) {
      for (const inner of aimed[0]) collect(inner, path, context, out);
      return;
    }
  }
  if (issue.code === "invalid_key" && issue.issues.length > 0) {
    for (const inner of issue.issues) out.push({ path: dottedPath(path), message: inner.message });
    return;
  }
  out.push({ path: dottedPath(path), message: issue.message });
}
function formatIssues(source, context = {}) {
  const issues = "issues" in source ? source.issues : source;
  const out = [];
  for (const issue of issues) collect(issue, [], context, out);
  return out;
}
function parseOrThrow(schema, input, context = {}, secrets = []) {
  const result = schema.safeParse(input, { error: defaultMessages });
  if (result.success) return result.data;
  throw new ValidationError(formatIssues(result.error, { schema, ...context }), { secrets: [...secrets] });
}

// src/webhook-secret.ts
var WEBHOOK_SECRET_HEADER = "X-Doc-Convert-Secret";
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function withWebhookSecret(body) {
  if (!isRecord(body) || !isRecord(body.webhook) || typeof body.webhook.secret !== "string") {
    return { body, secrets: [] };
  }
  const { secret, ...webhook } = body.webhook;
  const headers = {
    ...webhook.headers,
    [WEBHOOK_SECRET_HEADER]: secret
  };
  return { body: { ...body, webhook: { ...webhook, headers } }, secrets: [secret] };
}

export {
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
  abortError,
  editDistance,
  didYouMean,
  describeValue,
  withGot,
  typeError,
  listOf,
  formatIssues,
  parseOrThrow,
  WEBHOOK_SECRET_HEADER,
  withWebhookSecret
};
