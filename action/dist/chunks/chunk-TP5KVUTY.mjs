import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  withWebhookSecret
} from "./chunk-IARKGGH3.mjs";
import {
  APIError,
  AbortError,
  ConnectionError,
  DocConvertError,
  ResponseDecodeError,
  TimeoutError,
  ValidationError,
  abortError,
  apiErrorClass,
  holdsSecret,
  redact,
  secretForms
} from "./chunk-7UMRIUQS.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/internal/lazy.ts
init_esm_shims();
function lazy(importer) {
  let module;
  let loading;
  return {
    loaded: () => module,
    load: () => loading ??= importer().then((loadedModule) => module = loadedModule)
  };
}
var options = lazy(() => import("./options-EE5LKTSQ.mjs"));
var loadedOptions = options.loaded;
var loadOptions = options.load;
var responses = lazy(() => import("./responses-EOM3LWUQ.mjs"));
var loadedResponses = responses.loaded;
var loadResponses = responses.load;
var loadOutline = lazy(() => import("./outline-XI3QDSW7.mjs")).load;
var templateParser = lazy(() => import("./template-parser-AC52JQOQ.mjs"));
var loadedTemplateParser = templateParser.loaded;
var loadTemplateParser = templateParser.load;

// packages/core/src/conversion.ts
init_esm_shims();

// packages/core/src/internal/file-amendment.ts
init_esm_shims();
var Collector = class {
  #buffer;
  length = 0;
  constructor(expected, room) {
    this.#buffer = new Uint8Array((expected ?? 256 * 1024) + room);
  }
  #fit(size) {
    if (size <= this.#buffer.length) return;
    const grown = new Uint8Array(Math.max(size, this.#buffer.length * 2));
    grown.set(this.#buffer.subarray(0, this.length));
    this.#buffer = grown;
  }
  push(chunk) {
    this.#fit(this.length + chunk.length);
    this.#buffer.set(chunk, this.length);
    this.length += chunk.length;
  }
  view() {
    return this.#buffer.subarray(0, this.length);
  }
  /** The file with `tail` after it, in the same buffer. */
  withTail(tail) {
    this.#fit(this.length + tail.length);
    this.#buffer.set(tail, this.length);
    return this.#buffer.subarray(0, this.length + tail.length);
  }
};
function checkLength(received, expected) {
  if (expected !== void 0 && received !== expected) {
    throw new ConnectionError(`The file ended after ${received} of ${expected} bytes; the connection broke.`);
  }
}
async function* amendedChunks(chunks, expected, amendment) {
  const collector = new Collector(expected, amendment.room);
  for await (const chunk of chunks) {
    collector.push(chunk);
    yield chunk;
  }
  checkLength(collector.length, expected);
  const tail = amendment.append(collector.view());
  if (tail.length > 0) yield tail;
}
async function amendedBytes(chunks, expected, amendment) {
  const collector = new Collector(expected, amendment.room);
  for await (const chunk of chunks) collector.push(chunk);
  checkLength(collector.length, expected);
  return collector.withTail(amendment.append(collector.view()));
}

// packages/core/src/metadata.ts
init_esm_shims();
function int(value) {
  if (value === void 0 || value.trim() === "") return void 0;
  const n = Number(value.trim());
  return Number.isFinite(n) ? Math.trunc(n) : void 0;
}
function first(headers, ...names) {
  for (const name of names) {
    const value = headers[name];
    if (value !== void 0) return value;
  }
  return void 0;
}
function requestIdOf(headers) {
  return first(headers, "x-request-id", "x-pdfshift-request-id");
}
function parseRateLimit(headers) {
  const limit = int(headers["x-ratelimit-limit"]);
  const remaining = int(headers["x-ratelimit-remaining"]);
  const reset = int(headers["x-ratelimit-reset"]);
  if (limit === void 0 && remaining === void 0 && reset === void 0) return void 0;
  return { limit, remaining, reset, resetAt: reset === void 0 ? void 0 : new Date(reset * 1e3) };
}
function parseConversionMetadata(headers, rateLimit = parseRateLimit(headers)) {
  return {
    creditsCost: int(headers["x-credits-cost"]),
    creditsUsed: int(headers["x-credits-used"]),
    responseDuration: int(headers["x-response-duration"]),
    serviceDuration: int(first(headers, "x-service-duration", "x-pdfshift-duration")),
    processor: first(headers, "x-service-processor", "x-pdfshift-processor"),
    sourceStatusCode: int(headers["x-response-status-code"]),
    requestId: requestIdOf(headers),
    rateLimit
  };
}
function normalizeHeaders(raw) {
  const out = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === void 0 || value === null) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return out;
}

// packages/core/src/conversion.ts
var CONVERSION_CONTENT_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp"
};
var FileConversion = class {
  /** @internal made by the client from an answer */
  constructor(format, status, metadata, response, sink, amendment) {
    this.format = format;
    this.status = status;
    this.metadata = metadata;
    this.#sink = sink;
    this.#amendment = amendment;
    this.contentType = response.headers["content-type"] ?? "application/octet-stream";
    const length = Number(response.headers["content-length"]);
    this.contentLength = response.headers["content-length"] !== void 0 && Number.isFinite(length) ? length : void 0;
    this.#body = response.body;
  }
  format;
  status;
  metadata;
  /** Tells the three answers apart. */
  kind = "file";
  /** The Content-Type the service sent, e.g. `application/pdf`. */
  contentType;
  /** From Content-Length, when the service sent it. */
  contentLength;
  #body;
  #sink;
  #amendment;
  /**
   * From Markdown (`markdown` given): the document's title and the problems found in it; for a PDF with diagrams,
   * the ones the renderer could not draw are added once the file is read.
   */
  markdown;
  /**
   * With the `outline` request option: what the outline did, once the file was read (`bytes()`, `toFile()`,
   * or `stream()` to its end): the bookmarks written, the headings found on no page. Undefined without it.
   */
  get outline() {
    return this.#amendment?.result;
  }
  #take() {
    const body = this.#body;
    if (!body) throw new DocConvertError("The file of this conversion was already read (or discarded).");
    this.#body = void 0;
    return body;
  }
  /** The whole file in memory. Fails with ConnectionError when fewer bytes arrive than announced. */
  async bytes() {
    if (this.#amendment) return amendedBytes(this.#take(), this.contentLength, this.#amendment);
    const bytes = await this.#take().bytes();
    checkLength(bytes.byteLength, this.contentLength);
    return bytes;
  }
  /** The file as it arrives, chunk by chunk (pass to stream.pipeline or Readable.from). */
  stream() {
    const body = this.#take();
    return this.#amendment ? amendedChunks(body, this.contentLength, this.#amendment) : body;
  }
  /**
   * Writes the file to `path` without holding it in memory: into a temporary file beside it, checked against
   * Content-Length, then renamed. Returns the number of bytes. The folder must exist (it is not created).
   * On any failure `path` is left as it was and no temporary file remains: a file system failure throws
   * FileWriteError (naming `path`, the system error as `cause`), a broken download ConnectionError, an abort
   * AbortError.
   */
  async toFile(path) {
    if (!this.#sink) {
      await this.discard();
      throw new DocConvertError(
        "toFile() needs a file system: this client was created without one; use bytes()."
      );
    }
    const body = this.#take();
    try {
      const amendment = this.#amendment;
      const chunks = amendment ? amendedChunks(body, this.contentLength, amendment) : body;
      const expected = amendment ? void 0 : this.contentLength;
      return await this.#sink.write(path, chunks, expected, { releaseWritten: body.releasable });
    } catch (error) {
      await body.cancel().catch(() => void 0);
      throw error;
    }
  }
  /** Drops the file unread and frees the connection. */
  async discard() {
    const body = this.#body;
    this.#body = void 0;
    await body?.cancel();
  }
};
async function readJson(response) {
  const text = await response.body.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ResponseDecodeError(`The conversion answered ${response.status} with a body that is not JSON.`);
  }
}
function mediaTypeOf(contentType) {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type || void 0;
}
function fileTypesOf(format, encoded) {
  const own = CONVERSION_CONTENT_TYPES[format];
  return encoded ? [own, "text/plain"] : [own];
}
async function readConversion({ format, encoded, amendment }, response, sink, rateLimit) {
  const metadata = parseConversionMetadata(response.headers, rateLimit);
  const type = mediaTypeOf(response.headers["content-type"]);
  const isJson = type !== void 0 && /\bjson\b/.test(type);
  if (response.status !== 202 && !isJson) {
    const expected = fileTypesOf(format, encoded);
    if (type === void 0 || !expected.includes(type)) {
      await response.body.cancel().catch(() => void 0);
      throw new ResponseDecodeError(
        `The conversion to ${format} answered ${response.status} with ${type ?? "no content type"}, not ${expected.join(" or ")}: that is not the document, and nothing was written. Something other than the service may have answered (a proxy or a captive portal); check baseUrl.`
      );
    }
    return new FileConversion(format, response.status, metadata, response, sink, amendment);
  }
  const { conversionAnswers, READ_ONCE } = loadedResponses() ?? await loadResponses();
  if (response.status === 202) {
    const parsed2 = conversionAnswers.queued.safeParse(await readJson(response), READ_ONCE);
    if (!parsed2.success) throw new ResponseDecodeError("The 202 answer is not a queued acknowledgement.");
    return { kind: "queued", format, status: 202, metadata, acknowledgement: parsed2.data };
  }
  const parsed = conversionAnswers.result.safeParse(await readJson(response), READ_ONCE);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResponseDecodeError(
      `The JSON conversion result is not as documented: ${issue?.path.join(".") || "body"}: ${issue?.message}.`
    );
  }
  return { kind: "stored", format, status: response.status, metadata, result: parsed.data };
}

// packages/core/src/index.ts
init_esm_shims();

// packages/core/src/client.ts
init_esm_shims();

// packages/core/src/internal/logger.ts
init_esm_shims();
var RANKS = { off: 0, error: 1, warn: 2, info: 3, debug: 4 };
var LOG_LEVELS = Object.keys(RANKS);
function isLogLevel(value) {
  return typeof value === "string" && Object.hasOwn(RANKS, value);
}
function checkLogging(logger, level) {
  if (level !== void 0 && !isLogLevel(level)) {
    throw new ValidationError([
      {
        path: "logLevel",
        message: `must be one of ${LOG_LEVELS.map((l) => `'${l}'`).join(", ")} (got ${JSON.stringify(level)})`
      }
    ]);
  }
  if (logger === void 0) return;
  const missing = ["debug", "info", "warn", "error"].filter(
    (name) => typeof logger?.[name] !== "function"
  );
  if (missing.length) {
    throw new ValidationError([
      {
        path: "logger",
        message: `must have debug, info, warn and error functions (missing ${missing.join(", ")})`
      }
    ]);
  }
}
function levelLogger(logger, level = "off") {
  const enabled = (name) => logger !== void 0 && RANKS[name] <= RANKS[level];
  const writer = (name) => (message, details) => {
    if (!logger || !enabled(name)) return;
    try {
      if (details === void 0) logger[name](message);
      else logger[name](message, details);
    } catch {
    }
  };
  return {
    debug: writer("debug"),
    info: writer("info"),
    warn: writer("warn"),
    error: writer("error"),
    enabled
  };
}
function formatWait(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  const seconds = ms / 1e3;
  return `${seconds < 10 ? Math.round(seconds * 10) / 10 : Math.round(seconds)} s`;
}

// packages/core/src/internal/rate-limit.ts
init_esm_shims();
var RateLimiter = class {
  constructor(sleep, now, maxWaitMs = 6e4) {
    this.sleep = sleep;
    this.now = now;
    this.maxWaitMs = maxWaitMs;
  }
  sleep;
  now;
  maxWaitMs;
  #window;
  /** Requests this client let through since the current window began. */
  #sent = 0;
  /** Counts a request and returns true when the known window lets it go now; false when it must wait. */
  tryAcquire() {
    const window = this.#window;
    if (window && this.now() >= window.resetAtMs) {
      this.#window = void 0;
      this.#sent = 0;
    }
    if (!this.#window || this.remaining > 0) {
      this.#sent++;
      return true;
    }
    return false;
  }
  /** Waits until a request may be sent under the known window, then counts it; `onWait` hears of each wait. */
  async acquire(signal, onWait) {
    while (!this.tryAcquire()) {
      const wait = Math.max(1, Math.min(this.maxWaitMs, this.#window.resetAtMs - this.now() + 5));
      onWait?.(wait);
      await this.sleep(wait, signal);
    }
  }
  /** Learns from the rate-limit headers of an answer (any status). */
  observe(rateLimit) {
    if (!rateLimit || rateLimit.remaining === void 0 || rateLimit.reset === void 0) return;
    const resetAtMs = rateLimit.reset * 1e3;
    if (resetAtMs <= this.now()) return;
    const limit = rateLimit.limit ?? rateLimit.remaining + this.#sent;
    const used = Math.max(0, limit - rateLimit.remaining);
    const window = this.#window;
    if (!window || resetAtMs > window.resetAtMs) {
      if (window) this.#sent = 0;
      this.#window = { resetAtMs, limit, reportedUsed: used };
    } else if (resetAtMs === window.resetAtMs) {
      window.limit = limit;
      window.reportedUsed = Math.max(window.reportedUsed, used);
    }
  }
  /** Requests left in the known window (Infinity when no window is known). */
  get remaining() {
    const window = this.#window;
    if (!window) return Infinity;
    return window.limit - Math.max(window.reportedUsed, this.#sent);
  }
};

// packages/core/src/internal/request.ts
init_esm_shims();

// packages/core/src/internal/request-options.ts
init_esm_shims();
var HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
function headerIssues(headers, where) {
  if (headers === void 0) return [];
  if (typeof headers !== "object" || headers === null || Array.isArray(headers)) {
    return [{ path: where, message: "must be an object of header names to string values" }];
  }
  const issues = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name)) {
      issues.push({ path: `${where}.${name}`, message: "is not a valid header name" });
    } else if (value !== void 0 && (typeof value !== "string" || /[\r\n\0]/.test(value))) {
      issues.push({ path: `${where}.${name}`, message: "must be a string without line breaks" });
    }
  }
  return issues;
}
function limitIssues(values) {
  const issues = [];
  for (const [name, value, min] of [
    ["timeoutMs", values.timeoutMs, 1],
    ["maxRetries", values.maxRetries, 0]
  ]) {
    if (value !== void 0 && !(Number.isInteger(value) && value >= min)) {
      issues.push({ path: name, message: `must be an integer of ${min} or more` });
    }
  }
  return issues;
}
function checkRequestOptions(options2) {
  if (typeof options2 !== "object" || options2 === null) {
    throw new ValidationError([{ path: "options", message: "must be an object of per-call settings" }]);
  }
  const issues = [...limitIssues(options2), ...headerIssues(options2.headers, "headers")];
  const signal = options2.signal;
  if (signal !== void 0 && (typeof signal?.aborted !== "boolean" || typeof signal.addEventListener !== "function")) {
    issues.push({ path: "signal", message: "must be an AbortSignal" });
  }
  if (issues.length) throw new ValidationError(issues);
}
function mergeHeaders(base, ...layers) {
  const merged = new Map(base);
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer ?? {})) {
      if (value !== void 0) merged.set(name.toLowerCase(), [name, value]);
    }
  }
  return merged;
}

// packages/core/src/internal/retry.ts
init_esm_shims();
var DEFAULT_RETRY_POLICY = {
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 8e3,
  maxRateLimitWaitMs: 6e4
};
var CONVERSION_RETRY_STATUSES = /* @__PURE__ */ new Set([502, 503, 504]);
function isRetryableStatus(status, kind) {
  if (status === 429) return true;
  if (status < 500) return false;
  return kind === "idempotent" || CONVERSION_RETRY_STATUSES.has(status);
}
function isRetryableError(error, kind) {
  if (error instanceof ConnectionError) return kind === "idempotent" || error.notDelivered;
  if (error instanceof TimeoutError) return kind === "idempotent";
  return false;
}
function backoffDelay(retry, policy, random = Math.random) {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + random() * ceiling / 2);
}
function rateLimitDelay(headers, retry, policy, now, random = Math.random) {
  let wait;
  const reset = Number(headers["x-ratelimit-reset"]);
  if (headers["x-ratelimit-reset"] !== void 0 && Number.isFinite(reset)) wait = reset * 1e3 - now;
  const retryAfter = Number(headers["retry-after"]);
  if (wait === void 0 && headers["retry-after"] !== void 0 && Number.isFinite(retryAfter)) {
    wait = retryAfter * 1e3;
  }
  if (wait === void 0 || wait <= 0) return backoffDelay(retry, policy, random);
  const jitter = Math.max(50, wait * 0.1) * random();
  return Math.round(Math.min(policy.maxRateLimitWaitMs, wait + jitter));
}

// packages/core/src/internal/request.ts
function retryReason(failure) {
  if (failure instanceof APIError) {
    return failure.status === 429 ? "rate limited" : `server error ${failure.status}`;
  }
  if (failure instanceof ConnectionError)
    return `connection failed${failure.code ? ` (${failure.code})` : ""}`;
  if (failure instanceof TimeoutError) return "attempt timed out";
  return "request failed";
}
function publicHeaders(headers, forms) {
  const hidden = (name, value) => name === "set-cookie" || holdsSecret(value, forms);
  if (!Object.keys(headers).some((name) => hidden(name, headers[name]))) return headers;
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (!hidden(name, value)) out[name] = value;
  return out;
}
var STATUS_TEXT = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout"
};
function describeFieldErrors(errors) {
  return Object.entries(errors).map(([field, problem]) => `${field}: ${Array.isArray(problem) ? problem.join(", ") : String(problem)}`).join("; ");
}
function decodeErrorBody(status, headers, text, secrets, spendsCredits, { errorBodies, READ_ONCE }) {
  const ErrorClass = apiErrorClass(status, spendsCredits);
  const base = {
    status,
    rateLimit: parseRateLimit(headers),
    requestId: requestIdOf(headers),
    secrets
  };
  const label = `${status}${STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : ""}`;
  let json;
  try {
    json = text.trim() ? JSON.parse(text) : void 0;
  } catch {
    json = void 0;
  }
  const errors = errorBodies.byField.safeParse(json, READ_ONCE);
  if (errors.success) {
    const fields = describeFieldErrors(errors.data.errors);
    return new ErrorClass({
      ...base,
      message: `${label}: ${fields || "invalid request"}`,
      code: errors.data.code,
      errors: errors.data.errors,
      identifier: errors.data.identifier
    });
  }
  const single = errorBodies.single.safeParse(json, READ_ONCE);
  if (single.success) {
    return new ErrorClass({
      ...base,
      message: `${label}: ${single.data.error}`,
      code: single.data.code,
      identifier: single.data.identifier
    });
  }
  const excerpt = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 200);
  return new ErrorClass({ ...base, message: `${label}: ${excerpt || "the service sent no error details"}` });
}
function redirectMessage(spec, url, response) {
  let target = "";
  try {
    const location = response.headers.location;
    if (location) target = ` to ${new URL(location, url).origin}`;
  } catch {
    target = " to an address that is not a URL";
  }
  return `${spec.method} ${spec.path} answered ${response.status}, a redirect${target}: not followed, so the API key never travels to another address. Something other than the service may have answered (a proxy or a captive portal); check baseUrl.`;
}
var JSON_BODY = { "Content-Type": "application/json" };
var MAX_TIMER_MS = 2 ** 31 - 1;
var Requester = class {
  // A private field: util.inspect and JSON.stringify of any object holding the requester never show the key.
  #config;
  /** The client's defaults and its `headers`, merged once: the layers every call starts from. */
  #clientHeaders;
  /** The headers of a call that adds none of its own, with and without a JSON body: most calls send these. */
  #usualHeaders;
  /** Aborted by close(). */
  #closing = new AbortController();
  /** The secrets of a call that has none of its own (the key), and their forms (secretForms()). */
  #keyOnly;
  #keyForms;
  constructor(config) {
    this.#config = config;
    this.#keyOnly = [config.apiKey];
    this.#keyForms = secretForms(this.#keyOnly);
    const defaults = {
      "User-Agent": config.userAgent,
      Accept: "application/json, application/pdf, image/png, text/html, */*"
    };
    this.#clientHeaders = mergeHeaders(void 0, defaults, config.headers);
    this.#usualHeaders = {
      json: Object.freeze(this.#withKey(mergeHeaders(this.#clientHeaders, JSON_BODY))),
      none: Object.freeze(this.#withKey(mergeHeaders(this.#clientHeaders)))
    };
  }
  /**
   * The headers of one call: the client's defaults, its `headers`, the call's `headers`, the operation's own
   * (X-Processor-Version, the body's Content-Type), then the key, which nothing overrides (an attempt to is
   * ignored and logged as a warning).
   */
  #headers(spec, context) {
    const callHeaders = spec.options?.headers;
    if (callHeaders === void 0 && spec.headers === void 0) {
      return spec.body === void 0 ? this.#usualHeaders.none : this.#usualHeaders.json;
    }
    const own = spec.body === void 0 ? spec.headers : { ...spec.headers, ...JSON_BODY };
    const merged = mergeHeaders(this.#clientHeaders, callHeaders, own);
    if (merged.has("x-api-key")) {
      this.#config.log.warn(
        `${context.method} ${context.path}: the X-API-Key header is ignored: the client's apiKey is always sent`,
        { method: context.method, path: context.path }
      );
    }
    return this.#withKey(merged);
  }
  /** The merged headers as sent, the key last (replacing any X-API-Key a layer gave). */
  #withKey(merged) {
    merged.set("x-api-key", ["X-API-Key", this.#config.apiKey]);
    return Object.fromEntries(merged.values());
  }
  url(path, query) {
    if (!query) return `${this.#config.baseUrl}${path}`;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== void 0) search.set(name, String(value));
    const qs = search.toString();
    return `${this.#config.baseUrl}${path}${qs ? `?${qs}` : ""}`;
  }
  /**
   * Sends a request with retries and hands a successful answer, with the rate limit already read from its
   * headers, to `read`. For idempotent requests `read` runs inside the retry loop, so a body that breaks while
   * being read is fetched again.
   */
  async send(spec, read) {
    const config = this.#config;
    const options2 = spec.options ?? {};
    checkRequestOptions(options2);
    const { signal } = options2;
    const timeoutLimit = options2.timeoutMs ?? config.timeoutMs;
    const maxRetries = options2.maxRetries ?? config.retry.maxRetries;
    const secrets = spec.secrets?.length ? [config.apiKey, ...spec.secrets] : this.#keyOnly;
    const forms = spec.secrets?.length ? secretForms(secrets) : this.#keyForms;
    const context = {
      method: spec.method,
      path: holdsSecret(spec.path, forms) ? redact(spec.path, secrets) : spec.path,
      attempts: maxRetries + 1
    };
    const deadline = config.now() + timeoutLimit;
    const headers = this.#headers(spec, context);
    const body = spec.body === void 0 ? void 0 : JSON.stringify(spec.body);
    const url = this.url(spec.path, spec.query);
    let waited = false;
    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < maxRetries;
      this.#checkAborted(signal);
      if (!config.limiter.tryAcquire()) {
        waited = true;
        const expiry = AbortSignal.timeout(Math.min(MAX_TIMER_MS, Math.max(1, deadline - config.now())));
        try {
          await config.limiter.acquire(
            this.#waitSignal(signal, expiry),
            (ms) => this.#logWait("rate limit window spent", ms, attempt + 1, context)
          );
        } catch (error) {
          this.#checkAborted(signal);
          if (expiry.aborted) {
            throw this.#outOfTime(secrets, timeoutLimit, ": the rate-limit window had not reopened");
          }
          throw this.#scrub(error, signal, secrets);
        }
        this.#checkAborted(signal);
      }
      const timeoutMs = attempt === 0 && !waited ? timeoutLimit : Math.ceil(deadline - config.now());
      if (timeoutMs <= 0) throw this.#outOfTime(secrets, timeoutLimit);
      const sentAt = config.now();
      let response;
      try {
        response = await config.transport.request({
          method: spec.method,
          url,
          headers,
          body,
          signal,
          timeoutMs
        });
      } catch (error) {
        const failure = this.#scrub(error, signal, secrets);
        if (canRetry && !signal?.aborted && isRetryableError(failure, spec.idempotency)) {
          const delay = backoffDelay(attempt, config.retry, config.random);
          await this.#retryAfter(delay, failure, attempt, context, signal, secrets, deadline);
          continue;
        }
        throw failure;
      }
      const rateLimit = parseRateLimit(response.headers);
      config.limiter.observe(rateLimit);
      const requestId = requestIdOf(response.headers);
      if (config.log.enabled("debug")) {
        config.log.debug(
          `${context.method} ${context.path}: ${response.status} after ${Math.max(0, config.now() - sentAt)} ms (attempt ${attempt + 1} of ${context.attempts}${requestId ? `, request id ${requestId}` : ""})`,
          {
            method: context.method,
            path: context.path,
            status: response.status,
            attempt: attempt + 1,
            attempts: context.attempts,
            requestId
          }
        );
      }
      if (response.status >= 400 || response.status < 200) {
        const text = await response.body.text().catch(() => "");
        const failure = decodeErrorBody(
          response.status,
          response.headers,
          text,
          secrets,
          spec.idempotency === "conversion",
          loadedResponses() ?? await loadResponses()
        );
        if (canRetry && isRetryableStatus(response.status, spec.idempotency)) {
          const delay = response.status === 429 ? rateLimitDelay(response.headers, attempt, config.retry, config.now(), config.random) : backoffDelay(attempt, config.retry, config.random);
          await this.#retryAfter(delay, failure, attempt, context, signal, secrets, deadline);
          continue;
        }
        throw failure;
      }
      if (response.status >= 300) {
        await response.body.cancel().catch(() => void 0);
        throw new ResponseDecodeError(redirectMessage(spec, url, response), { secrets });
      }
      let data;
      try {
        data = await read(response, rateLimit);
      } catch (error) {
        await response.body.cancel().catch(() => void 0);
        const failure = this.#scrub(error, signal, secrets);
        if (spec.idempotency === "idempotent" && canRetry && !signal?.aborted && isRetryableError(failure, spec.idempotency)) {
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
        headers: publicHeaders(response.headers, forms)
      };
    }
  }
  /** GET/POST/PUT/DELETE whose answer is JSON checked against the schema of `envelope`. */
  async json(spec, envelope) {
    return this.send(spec, async (response) => {
      const { envelopes, READ_ONCE } = loadedResponses() ?? await loadResponses();
      const schema = envelopes[envelope];
      const text = await response.body.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ResponseDecodeError(
          `Expected JSON from ${spec.method} ${spec.path}, got ${response.headers["content-type"] ?? "no content type"}.`
        );
      }
      const parsed = schema.safeParse(json, READ_ONCE);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? issue.path.join(".") : "body";
        throw new ResponseDecodeError(
          `Unexpected answer from ${spec.method} ${spec.path}: ${where}: ${issue?.message ?? "invalid"}.`
        );
      }
      return parsed.data;
    });
  }
  /** Ends every call in flight: their waits, and (through the transport's close()) their requests. */
  close() {
    this.#closing.abort(new AbortError("The client was closed while this call was in flight."));
  }
  /**
   * Waits `ms` before retrying after `failure` (attempt `attempt` + 1 failed), or throws `failure` at once when
   * the wait would outlast the call's deadline: the retry could not be made in time. Only a wait that happens
   * is logged.
   */
  async #retryAfter(ms, failure, attempt, context, signal, secrets, deadline) {
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
  #waitSignal(signal, ...more) {
    return AbortSignal.any([...signal ? [signal] : [], this.#closing.signal, ...more]);
  }
  /** "rate limited: waiting 12 s (attempt 2 of 3)": a wait before attempt `next`, at info. */
  #logWait(reason, ms, next, context) {
    this.#config.log.info(`${reason}: waiting ${formatWait(ms)} (attempt ${next} of ${context.attempts})`, {
      method: context.method,
      path: context.path,
      reason,
      waitMs: ms,
      attempt: next,
      attempts: context.attempts
    });
  }
  #outOfTime(secrets, timeoutMs, why = "") {
    return new TimeoutError(`The call did not finish within timeoutMs (${timeoutMs} ms)${why}.`, { secrets });
  }
  #checkAborted(signal) {
    if (signal?.aborted) throw abortError(signal);
    if (this.#closing.signal.aborted) throw this.#closedError();
  }
  #closedError() {
    return new AbortError(this.#closing.signal.reason.message);
  }
  /**
   * Re-creates a thrown error as the matching DocConvertError with every secret removed. Whatever failed once
   * the caller's signal has fired is that abort: AbortError, or TimeoutError for a signal that timed out,
   * with the signal's reason as `cause`.
   */
  #scrub(error, signal, secrets) {
    if (signal?.aborted && !(error instanceof APIError)) return abortError(signal);
    if (this.#closing.signal.aborted && !(error instanceof APIError)) return this.#closedError();
    if (error instanceof ConnectionError) {
      return new ConnectionError(error.message, {
        cause: error.cause,
        secrets,
        code: error.code,
        notDelivered: error.notDelivered
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
};

// packages/core/src/resources/account.ts
init_esm_shims();

// packages/core/src/internal/api-promise.ts
init_esm_shims();
var CallPromise = class extends Promise {
  // then() and friends of the base class make plain Promises, never a CallPromise (it has no executor).
  static get [Symbol.species]() {
    return Promise;
  }
  #answer;
  #data;
  constructor(answer) {
    super((resolve) => resolve(void 0));
    this.#answer = answer;
  }
  withResponse() {
    return this.#answer;
  }
  #dataPromise() {
    return this.#data ??= this.#answer.then((answer) => answer.data);
  }
  then(onFulfilled, onRejected) {
    return this.#dataPromise().then(onFulfilled, onRejected);
  }
  catch(onRejected) {
    return this.#dataPromise().catch(onRejected);
  }
  finally(onFinally) {
    return this.#dataPromise().finally(onFinally);
  }
};
var ListPromise = class extends CallPromise {
  #next;
  constructor(answer, next) {
    super(answer);
    this.#next = next;
  }
  /** Each walk starts from this call's page (fetched once) and fetches the rest as it goes. */
  async *[Symbol.asyncIterator]() {
    let walked = 0;
    for (let page = await this; page; page = await this.#next(page, walked)) {
      walked++;
      yield* page.data;
    }
  }
};
function apiPromise(call) {
  return new CallPromise(start(call));
}
function start(call) {
  try {
    return call();
  } catch (error) {
    return Promise.reject(error);
  }
}
function pagePromise(call, next) {
  return new ListPromise(start(call), next);
}
function mapData(answer, pick) {
  return { ...answer, data: pick(answer.data) };
}

// packages/core/src/resources/account.ts
function accountResource(requester) {
  return {
    get: (options2 = {}) => apiPromise(
      async () => mapData(
        await requester.json(
          { method: "GET", path: "/account", idempotency: "idempotent", options: options2 },
          "account"
        ),
        (body) => body.account
      )
    )
  };
}
function creditsResource(requester) {
  return {
    usage: (options2 = {}) => apiPromise(
      async () => mapData(
        await requester.json(
          { method: "GET", path: "/credits/usage", idempotency: "idempotent", options: options2 },
          "credits"
        ),
        (body) => body.credits
      )
    )
  };
}

// packages/core/src/resources/api-keys.ts
init_esm_shims();

// packages/core/src/resources/path.ts
init_esm_shims();
function pathParam(name, value) {
  if (typeof value !== "string" || value.trim() === "") {
    throw new ValidationError([{ path: name, message: "is required and must be a non-empty string" }]);
  }
  if (value === "." || value === "..") {
    throw new ValidationError([{ path: name, message: 'must not be "." or ".."' }]);
  }
  return encodeURIComponent(value);
}

// packages/core/src/resources/api-keys.ts
function apiKeysResource(requester) {
  return {
    enable: (key, options2 = {}) => apiPromise(async () => {
      const path = `/account/api/${pathParam("key", key)}/enable`;
      const answer = await requester.json(
        { method: "POST", path, idempotency: "idempotent", options: options2, secrets: [key] },
        "key"
      );
      return mapData(answer, (body) => body.key);
    })
  };
}

// packages/core/src/resources/convert.ts
init_esm_shims();

// packages/core/src/internal/markdown-request.ts
init_esm_shims();
function isMarkdownRequest(options2) {
  return typeof options2 === "object" && options2 !== null && Object.hasOwn(options2, "markdown");
}
var DiagramReading = class {
  constructor(inner, read) {
    this.inner = inner;
    this.read = read;
  }
  inner;
  read;
  get room() {
    return this.inner?.room ?? 0;
  }
  get result() {
    return this.inner?.result;
  }
  append(file) {
    const tail = this.inner ? this.inner.append(file) : new Uint8Array(0);
    this.read(file);
    return tail;
  }
};
async function markdownPlan(loader, format, options2) {
  const { markdown, ...rest } = options2;
  if (Object.hasOwn(rest, "source")) {
    throw new ValidationError([
      { path: "source", message: "must not be given with markdown: the page is made from the Markdown" }
    ]);
  }
  if (markdown === void 0 || markdown === null || typeof markdown === "string" && markdown.trim() === "") {
    throw new ValidationError([{ path: "markdown", message: "must not be empty" }]);
  }
  if (!loader) {
    throw new ValidationError([
      {
        path: "markdown",
        message: "is not available in this client: it was built without the Markdown preparation"
      }
    ]);
  }
  const preparation = await loader();
  const prepared = await preparation.prepare(markdown, format, rest);
  const result = {
    title: prepared.title,
    problems: [...prepared.problems],
    diagrams: prepared.diagrams.length === 0 ? "none" : "unchecked"
  };
  return {
    body: prepared.body,
    result,
    amendment(inner) {
      if (format !== "pdf" || prepared.diagrams.length === 0) return inner;
      return new DiagramReading(inner, (file) => {
        try {
          const drawn = preparation.drawnProblems(file, prepared);
          result.problems = [...result.problems, ...drawn].sort((a, b) => a.line - b.line);
          result.diagrams = "drawn";
        } catch {
        }
      });
    }
  };
}

// packages/core/src/resources/convert.ts
var PROCESSOR_VERSIONS = ["116", "142"];
function processorHeader(version) {
  if (version === void 0) return void 0;
  const text = String(version);
  if (!PROCESSOR_VERSIONS.includes(text)) {
    throw new ValidationError([
      {
        path: "processorVersion",
        message: `must be one of ${PROCESSOR_VERSIONS.join(", ")} (got ${JSON.stringify(version)})`
      }
    ]);
  }
  return { "X-Processor-Version": text };
}
function sendConversion(requester, sink, { format, path, body, request, amendment }) {
  const { processorVersion, outline: _outline, ...options2 } = request;
  const headers = processorHeader(processorVersion);
  const encoded = body?.encode === true;
  const sent = withWebhookSecret(body);
  return requester.send(
    {
      method: "POST",
      path,
      body: sent.body,
      headers,
      idempotency: "conversion",
      options: options2,
      secrets: sent.secrets
    },
    (response, rateLimit) => readConversion({ format, encoded, amendment }, response, sink, rateLimit)
  );
}
function convertResource(requester, sink, markdown) {
  const convert = (format, options2, request = {}) => apiPromise(async () => {
    const plan = isMarkdownRequest(options2) ? await markdownPlan(markdown, format, options2) : void 0;
    const { parseConversionOptions } = loadedOptions() ?? await loadOptions();
    const body = parseConversionOptions(format, plan?.body ?? options2);
    const outline = request.outline === void 0 ? void 0 : (await loadOutline()).conversionOutline(format, body, request.outline);
    const answer = await sendConversion(requester, sink, {
      format,
      path: `/convert/${format}`,
      body: outline?.body ?? body,
      request,
      amendment: plan ? plan.amendment(outline?.amendment) : outline?.amendment
    });
    if (plan) answer.data.markdown = plan.result;
    return answer;
  });
  return {
    pdf: (options2, request) => convert("pdf", options2, request),
    png: (options2, request) => convert("png", options2, request),
    jpeg: (options2, request) => convert("jpeg", options2, request),
    webp: (options2, request) => convert("webp", options2, request)
  };
}

// packages/core/src/resources/invoices.ts
init_esm_shims();

// packages/core/src/resources/paged.ts
init_esm_shims();

// packages/core/src/internal/pagination.ts
init_esm_shims();
function checkPageParams(params) {
  const issues = [];
  if (params.page !== void 0 && !(Number.isInteger(params.page) && params.page >= 0)) {
    issues.push({ path: "page", message: "must be an integer of 0 or more (the first page is 0)" });
  }
  if (params.limit !== void 0 && !(Number.isInteger(params.limit) && params.limit >= 1 && params.limit <= 100)) {
    issues.push({ path: "limit", message: "must be an integer between 1 and 100" });
  }
  if (issues.length) throw new ValidationError(issues);
}
async function* walkLazily(open) {
  yield* open();
}

// packages/core/src/resources/paged.ts
function pagedList(requester, path, envelope, pick) {
  const fetchPage = async (params, options2) => {
    checkPageParams(params);
    const query = { page: params.page, limit: params.limit };
    const answer = await requester.json(
      { method: "GET", path, query, idempotency: "idempotent", options: options2 },
      envelope
    );
    return mapData(answer, pick);
  };
  const list = (params = {}, options2 = {}) => pagePromise(
    () => fetchPage(params, options2),
    async (page, walked) => {
      if (!page.has_more || page.data.length === 0) return void 0;
      return (await fetchPage({ ...params, page: (params.page ?? 0) + walked }, options2)).data;
    }
  );
  return {
    list,
    iterate(params = {}, options2 = {}) {
      checkPageParams(params);
      return walkLazily(() => list({ page: 0, limit: params.limit }, options2));
    }
  };
}

// packages/core/src/resources/invoices.ts
function invoicesResource(requester) {
  const { list, iterate } = pagedList(requester, "/invoices", "invoices", (body) => body.invoices);
  return { list, iterate };
}

// packages/core/src/resources/logs.ts
init_esm_shims();
function logsResource(requester) {
  const fetchPage = async (params, options2) => {
    const { parseLogsParams } = loadedOptions() ?? await loadOptions();
    const query = parseLogsParams(params);
    const answer = await requester.json(
      {
        method: "GET",
        path: "/logs",
        query,
        idempotency: "idempotent",
        options: options2,
        // The key filter is a secret, and it travels in the URL.
        secrets: typeof query.key === "string" ? [query.key] : []
      },
      "logs"
    );
    return mapData(answer, (body) => body.logs);
  };
  const askedAfter = /* @__PURE__ */ new WeakMap();
  const list = (params = {}, options2 = {}) => pagePromise(
    async () => {
      const answer = await fetchPage(params, options2);
      askedAfter.set(answer.data, params.cursor);
      return answer;
    },
    async (page) => {
      const last = page.data.at(-1);
      if (!page.has_more || !last) return void 0;
      const cursor = askedAfter.get(page);
      if (cursor !== void 0 && String(last.id) === String(cursor)) {
        throw new DocConvertError(
          `GET /logs answered the same page again after cursor ${cursor}; stopping.`
        );
      }
      const next = (await fetchPage({ ...params, cursor: last.id }, options2)).data;
      askedAfter.set(next, last.id);
      return next;
    }
  );
  return {
    list,
    iterate: (params = {}, options2 = {}) => walkLazily(() => list(params, options2)),
    get: (requestId, options2 = {}) => apiPromise(async () => {
      const path = `/logs/${pathParam("requestId", requestId)}`;
      const answer = await requester.json(
        { method: "GET", path, idempotency: "idempotent", options: options2 },
        "log"
      );
      return mapData(answer, (body) => body.log);
    })
  };
}

// packages/core/src/resources/templates.ts
init_esm_shims();
function templatesResource(requester, sink) {
  const { list, iterate } = pagedList(requester, "/templates", "templates", (body) => body.templates);
  return {
    list,
    iterate,
    create: (params, options2 = {}) => apiPromise(async () => {
      const { parseTemplateCreate } = loadedOptions() ?? await loadOptions();
      const answer = await requester.json(
        {
          method: "POST",
          path: "/templates",
          body: parseTemplateCreate(params),
          idempotency: "create",
          options: options2
        },
        "template"
      );
      return mapData(answer, (body) => body.template);
    }),
    update: (slug, params, options2 = {}) => apiPromise(async () => {
      const path = `/templates/${pathParam("slug", slug)}`;
      const { parseTemplateUpdate } = loadedOptions() ?? await loadOptions();
      const answer = await requester.json(
        { method: "PUT", path, body: parseTemplateUpdate(params), idempotency: "idempotent", options: options2 },
        "template"
      );
      return mapData(answer, (body) => body.template);
    }),
    generate: (slug, ext, params, request = {}) => apiPromise(async () => {
      const encoded = pathParam("slug", slug);
      const { templateGenerateBody, HTML_NOT_RENDERED } = loadedOptions() ?? await loadOptions();
      const body = templateGenerateBody(ext, params);
      const path = `/templates/${encoded}.${ext}`;
      const { processorVersion, outline, ...options2 } = request;
      const fill = (fillBody) => requester.send(
        {
          method: "POST",
          path: `/templates/${encoded}.html`,
          body: fillBody,
          idempotency: "idempotent",
          options: options2
        },
        (response) => response.body.text()
      );
      const amendment = outline === void 0 ? void 0 : await (await loadOutline()).templateOutline(ext, body, outline, async () => {
        const filled = await fill(templateGenerateBody("html", { data: params?.data }));
        return filled.data;
      });
      if (ext !== "html") {
        const conversion = await sendConversion(requester, sink, {
          format: ext,
          path,
          body,
          request,
          amendment
        });
        return conversion;
      }
      if (processorVersion !== void 0) {
        throw new ValidationError([{ path: "processorVersion", message: HTML_NOT_RENDERED }]);
      }
      return await fill(body);
    }),
    getHtml: (slug, options2 = {}) => apiPromise(async () => {
      const path = `/templates/${pathParam("slug", slug)}.html`;
      return requester.send(
        { method: "GET", path, idempotency: "idempotent", options: options2 },
        (response) => response.body.text()
      );
    }),
    delete: (slug, options2 = {}) => apiPromise(async () => {
      const path = `/templates/${pathParam("slug", slug)}`;
      return requester.json({ method: "DELETE", path, idempotency: "idempotent", options: options2 }, "success");
    })
  };
}

// packages/core/src/version.ts
init_esm_shims();
var VERSION = "0.1.0";

// packages/core/src/client.ts
var DEFAULT_BASE_URL = "https://api.pdfshift.io/v3";
var DEFAULT_TIMEOUT_MS = 96e4;
var inspectSymbol = /* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom");
function checkOptions(options2) {
  if (typeof options2.apiKey !== "string" || options2.apiKey.trim() === "") {
    throw new ValidationError([
      {
        path: "apiKey",
        message: "is required: without a key the service would answer as the free, watermarked tier"
      }
    ]);
  }
  if (/[\r\n\s]/.test(options2.apiKey)) {
    throw new ValidationError([{ path: "apiKey", message: "must not contain spaces or line breaks" }], {
      secrets: [options2.apiKey]
    });
  }
  const baseUrl = (options2.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/i.test(baseUrl)) {
    throw new ValidationError([
      { path: "baseUrl", message: `must be an http(s) URL (got ${JSON.stringify(baseUrl)})` }
    ]);
  }
  const issues = [...limitIssues(options2), ...headerIssues(options2.headers, "headers")];
  if (issues.length) throw new ValidationError(issues);
  checkLogging(options2.logger, options2.logLevel);
  return { baseUrl };
}
var DocConvertClient = class {
  /** The account of the API key: `get()`. */
  account;
  /** Credits of the current period: `usage()`. */
  credits;
  /** Invoices: `list()` (await it for a page, `for await` it for every invoice), `iterate()`. */
  invoices;
  /** Conversions: `pdf()`, `png()`, `jpeg()`, `webp()`. */
  convert;
  /** API keys: `enable(key)`. */
  apiKeys;
  /** Request logs: `get(requestId)`, `list()` (a page, or every entry by cursor with `for await`), `iterate()`. */
  logs;
  /** Stored templates: `list()` (a page, or every template with `for await`), `iterate()`, `create()`, `update()`, `getHtml()`, `delete()`, `generate()`. */
  templates;
  /** The API's address, without a trailing slash. */
  baseUrl;
  #transport;
  #requester;
  /** @internal made by the library entry (`new DocConvert()`) and the n8n node, each with its runtime's parts */
  constructor(options2) {
    const { baseUrl } = checkOptions(options2);
    if (!options2.transport) throw new DocConvertError("A transport is required.");
    if (!options2.sleep) throw new DocConvertError("A sleep function is required.");
    this.baseUrl = baseUrl;
    this.#transport = options2.transport;
    const now = options2.now ?? (() => Date.now());
    const requester = this.#requester = new Requester({
      apiKey: options2.apiKey,
      baseUrl,
      transport: options2.transport,
      timeoutMs: options2.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: {
        ...DEFAULT_RETRY_POLICY,
        ...options2.retry,
        maxRetries: options2.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries
      },
      sleep: options2.sleep,
      now,
      random: options2.random ?? Math.random,
      userAgent: `doc-convert/${VERSION}${options2.userAgent ? ` ${options2.userAgent}` : ""}`,
      headers: { ...options2.headers },
      limiter: new RateLimiter(options2.sleep, now),
      log: levelLogger(options2.logger, options2.logLevel)
    });
    this.account = accountResource(requester);
    this.credits = creditsResource(requester);
    this.invoices = invoicesResource(requester);
    this.convert = convertResource(requester, options2.fileSink, options2.markdown);
    this.apiKeys = apiKeysResource(requester);
    this.logs = logsResource(requester);
    this.templates = templatesResource(requester, options2.fileSink);
  }
  /**
   * Ends every call in flight (each fails with AbortError, a file being written leaves nothing behind) and
   * closes the transport's pooled connections. Returns once they are closed.
   */
  async close() {
    this.#requester.close();
    await this.#transport.close?.();
  }
  /** The client as JSON: its base URL, never its key. */
  toJSON() {
    return { baseUrl: this.baseUrl, apiKey: "[redacted]" };
  }
  [inspectSymbol]() {
    return `DocConvert { baseUrl: '${this.baseUrl}', apiKey: '[redacted]' }`;
  }
};

// packages/core/src/merge-pdfs.ts
init_esm_shims();
var loadMerge = lazy(() => import("./merge-ED6A2OD4.mjs")).load;

export {
  LOG_LEVELS,
  isLogLevel,
  normalizeHeaders,
  lazy,
  loadOptions,
  loadOutline,
  CONVERSION_CONTENT_TYPES,
  PROCESSOR_VERSIONS,
  DocConvertClient,
  loadMerge
};
