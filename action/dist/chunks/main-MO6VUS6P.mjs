import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  ConvertResource,
  OutsideError,
  convertAll,
  describeError,
  displayPath,
  escapeHtml,
  formatBytes,
  formatDuration,
  lazy,
  loadOptions,
  loadResponses,
  loadedOptions,
  loadedResponses,
  nodeFileSink,
  normalizeHeaders,
  parseRateLimit,
  plural,
  readInputs,
  realPathInside,
  requestIdOf,
  sendConversion
} from "./chunk-YVZPRUHP.mjs";
import "./chunk-WNJUOLQO.mjs";
import {
  APIError,
  AbortError,
  ConnectionError,
  DocConvertError,
  NOT_DELIVERED_CODES,
  ResponseDecodeError,
  TimeoutError,
  ValidationError,
  abortError,
  apiErrorClass
} from "./chunk-N35JUI2K.mjs";
import {
  debug,
  endGroup,
  error,
  info,
  setFailed,
  setOutput,
  startGroup,
  summary,
  warning
} from "./chunk-HF6ORPMY.mjs";
import "./chunk-HQO2VLD3.mjs";

// src/rate-limit.ts
var RateLimiter = class {
  constructor(sleep2, now, maxWaitMs = 6e4) {
    this.sleep = sleep2;
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
  /** Waits until a request may be sent under the known window, then counts it. */
  async acquire(signal) {
    while (!this.tryAcquire()) {
      const wait = Math.min(this.maxWaitMs, this.#window.resetAtMs - this.now() + 5);
      await this.sleep(Math.max(wait, 1), signal);
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

// src/retry.ts
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
function isRetryableError(error2, kind) {
  if (error2 instanceof ConnectionError) return kind === "idempotent" || error2.notDelivered;
  if (error2 instanceof TimeoutError) return kind === "idempotent";
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

// src/request.ts
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
function decodeErrorBody(status, headers, text, secrets, spendsCredits, { errorBodySchema, errorsBodySchema }) {
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
  const errors = errorsBodySchema.safeParse(json);
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
  const single = errorBodySchema.safeParse(json);
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
var Requester = class {
  // A private field: util.inspect and JSON.stringify of any object holding the requester never show the key.
  #config;
  #baseHeaders;
  constructor(config) {
    this.#config = config;
    this.#baseHeaders = {
      "X-API-Key": config.apiKey,
      "User-Agent": config.userAgent,
      Accept: "application/json, application/pdf, image/png, text/html, */*"
    };
  }
  url(path3, query) {
    if (!query) return `${this.#config.baseUrl}${path3}`;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== void 0) search.set(name, String(value));
    const qs = search.toString();
    return `${this.#config.baseUrl}${path3}${qs ? `?${qs}` : ""}`;
  }
  /**
   * Sends a request with retries and hands a successful answer, with the rate limit already read from its
   * headers, to `read`. For idempotent requests `read` runs inside the retry loop, so a body that breaks while
   * being read is fetched again.
   */
  async send(spec, read) {
    const config = this.#config;
    const secrets = [config.apiKey, ...spec.secrets ?? []];
    const headers = { ...this.#baseHeaders, ...spec.headers };
    let body;
    if (spec.body !== void 0) {
      body = JSON.stringify(spec.body);
      headers["Content-Type"] = "application/json";
    }
    const url = this.url(spec.path, spec.query);
    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < config.retry.maxRetries;
      this.#checkAborted(spec.signal);
      if (!config.limiter.tryAcquire()) {
        try {
          await config.limiter.acquire(spec.signal);
        } catch (error2) {
          throw this.#scrub(error2, spec.signal, secrets);
        }
      }
      let response;
      try {
        response = await config.transport.request({
          method: spec.method,
          url,
          headers,
          body,
          signal: spec.signal,
          timeoutMs: config.timeoutMs
        });
      } catch (error2) {
        const failure = this.#scrub(error2, spec.signal, secrets);
        if (canRetry && !spec.signal?.aborted && isRetryableError(failure, spec.idempotency)) {
          await this.#wait(backoffDelay(attempt, config.retry, config.random), spec.signal, secrets);
          continue;
        }
        throw failure;
      }
      const rateLimit = parseRateLimit(response.headers);
      config.limiter.observe(rateLimit);
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
          await this.#wait(delay, spec.signal, secrets);
          continue;
        }
        throw failure;
      }
      try {
        return await read(response, rateLimit);
      } catch (error2) {
        await response.body.cancel().catch(() => void 0);
        const failure = this.#scrub(error2, spec.signal, secrets);
        if (spec.idempotency === "idempotent" && canRetry && !spec.signal?.aborted && isRetryableError(failure, spec.idempotency)) {
          await this.#wait(backoffDelay(attempt, config.retry, config.random), spec.signal, secrets);
          continue;
        }
        throw failure;
      }
    }
  }
  /** GET/POST/PUT/DELETE whose answer is JSON checked against the schema of `envelope`. */
  async json(spec, envelope) {
    return this.send(spec, async (response) => {
      const schema = (loadedResponses() ?? await loadResponses()).envelopes[envelope];
      const text = await response.body.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ResponseDecodeError(
          `Expected JSON from ${spec.method} ${spec.path}, got ${response.headers["content-type"] ?? "no content type"}.`
        );
      }
      const parsed = schema.safeParse(json);
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
  async #wait(ms, signal, secrets) {
    try {
      await this.#config.sleep(ms, signal);
    } catch (error2) {
      throw this.#scrub(error2, signal, secrets);
    }
    this.#checkAborted(signal);
  }
  #checkAborted(signal) {
    if (signal?.aborted) throw abortError(signal);
  }
  /**
   * Re-creates a thrown error as the matching DocConvertError with every secret removed. Whatever failed once
   * the caller's signal has fired is that abort: AbortError, or TimeoutError for a signal that timed out,
   * with the signal's reason as `cause`.
   */
  #scrub(error2, signal, secrets) {
    if (signal?.aborted && !(error2 instanceof APIError)) return abortError(signal);
    if (error2 instanceof ConnectionError) {
      return new ConnectionError(error2.message, {
        cause: error2.cause,
        secrets,
        code: error2.code,
        notDelivered: error2.notDelivered
      });
    }
    if (error2 instanceof TimeoutError)
      return new TimeoutError(error2.message, { cause: error2.cause, secrets });
    if (error2 instanceof AbortError) return new AbortError(error2.message, { cause: error2.cause, secrets });
    if (error2 instanceof ResponseDecodeError) return new ResponseDecodeError(error2.message, { secrets });
    if (error2 instanceof DocConvertError) return error2;
    const message = error2 instanceof Error ? error2.message : String(error2);
    return new ConnectionError(`Request failed: ${message}`, { cause: error2, secrets });
  }
};

// src/resources/account.ts
var AccountResource = class {
  constructor(requester) {
    this.requester = requester;
  }
  requester;
  /** The account of the API key: owner, company, plan. */
  async get(options = {}) {
    const body = await this.requester.json(
      { method: "GET", path: "/account", idempotency: "idempotent", signal: options.signal },
      "account"
    );
    return body.account;
  }
};
var CreditsResource = class {
  constructor(requester) {
    this.requester = requester;
  }
  requester;
  /** Credits of the current period: `base`, `total`, `used`, `remaining`. */
  async usage(options = {}) {
    const body = await this.requester.json(
      { method: "GET", path: "/credits/usage", idempotency: "idempotent", signal: options.signal },
      "credits"
    );
    return body.credits;
  }
};

// src/resources/path.ts
function pathParam(name, value) {
  if (typeof value !== "string" || value.trim() === "") {
    throw new ValidationError([{ path: name, message: "is required and must be a non-empty string" }]);
  }
  if (value === "." || value === "..") {
    throw new ValidationError([{ path: name, message: 'must not be "." or ".."' }]);
  }
  return encodeURIComponent(value);
}

// src/resources/api-keys.ts
var ApiKeysResource = class {
  constructor(requester) {
    this.requester = requester;
  }
  requester;
  /**
   * Enables a disabled API key, given its secret. Refused (APIError) past the maximum of active keys and for a
   * master key, which is managed only from the Dashboard. The key never appears in errors.
   */
  async enable(key, options = {}) {
    const path3 = `/account/api/${pathParam("key", key)}/enable`;
    const body = await this.requester.json(
      { method: "POST", path: path3, idempotency: "idempotent", signal: options.signal, secrets: [key] },
      "key"
    );
    return body.key;
  }
};

// src/pagination.ts
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
async function* iteratePages(fetchPage) {
  for (let index = 0; ; index++) {
    const page = await fetchPage(index);
    yield* page.data;
    if (!page.has_more || page.data.length === 0) return;
  }
}

// src/resources/paged.ts
function pagedList(requester, path3, envelope, pick) {
  const list = async (params = {}, options = {}) => {
    checkPageParams(params);
    const query = { page: params.page, limit: params.limit };
    const body = await requester.json(
      { method: "GET", path: path3, query, idempotency: "idempotent", signal: options.signal },
      envelope
    );
    return pick(body);
  };
  return {
    list,
    iterate(params = {}, options = {}) {
      checkPageParams(params);
      return iteratePages((page) => list({ page, limit: params.limit }, options));
    }
  };
}

// src/resources/invoices.ts
var InvoicesResource = class {
  #pages;
  constructor(requester) {
    this.#pages = pagedList(requester, "/invoices", "invoices", (body) => body.invoices);
  }
  /** One page of invoices (`page` from 0). */
  list(params = {}, options = {}) {
    return this.#pages.list(params, options);
  }
  /** Every invoice, page after page. */
  iterate(params = {}, options = {}) {
    return this.#pages.iterate(params, options);
  }
};

// src/resources/logs.ts
var LogsResource = class {
  constructor(requester) {
    this.requester = requester;
  }
  requester;
  /**
   * One page of recent log entries, newest first: `limit` 5 to 100 (default 20), `status` 'error', 'success'
   * or 'all', `key` (only that API key's requests), `cursor` (the entries after that log id) and `before`
   * (a Date or an ISO date-time).
   */
  async list(params = {}, options = {}) {
    const { parseLogsParams } = loadedOptions() ?? await loadOptions();
    const query = parseLogsParams(params);
    const body = await this.requester.json(
      {
        method: "GET",
        path: "/logs",
        query,
        idempotency: "idempotent",
        signal: options.signal,
        // The key filter is a secret, and it travels in the URL.
        secrets: typeof query.key === "string" ? [query.key] : []
      },
      "logs"
    );
    return body.logs;
  }
  /**
   * Every entry matching the filters, page after page: each next page starts after the `id` of the last
   * entry of the previous one (the cursor), while `has_more`. Starts after `cursor` when it is given.
   */
  async *iterate(params = {}, options = {}) {
    let cursor = params.cursor;
    for (let page = await this.list(params, options); ; page = await this.list({ ...params, cursor }, options)) {
      yield* page.data;
      const last = page.data.at(-1);
      if (!page.has_more || !last) return;
      if (last.id === cursor) {
        throw new DocConvertError(`GET /logs answered the same page again after cursor ${cursor}; stopping.`);
      }
      cursor = last.id;
    }
  }
  /** The log entry of one request, by its request id. */
  async get(requestId, options = {}) {
    const body = await this.requester.json(
      {
        method: "GET",
        path: `/logs/${pathParam("requestId", requestId)}`,
        idempotency: "idempotent",
        signal: options.signal
      },
      "log"
    );
    return body.log;
  }
};

// src/resources/templates.ts
var TemplatesResource = class {
  constructor(requester, sink) {
    this.requester = requester;
    this.sink = sink;
    this.#pages = pagedList(requester, "/templates", "templates", (body) => body.templates);
  }
  requester;
  sink;
  #pages;
  /** One page of stored templates (`page` from 0). */
  list(params = {}, options = {}) {
    return this.#pages.list(params, options);
  }
  /** Every template, page after page. */
  iterate(params = {}, options = {}) {
    return this.#pages.iterate(params, options);
  }
  /**
   * Stores a new template. `slug` (letters, digits, "-", "_") names it in paths and cannot change later;
   * `content` is HTML with `{{variables}}`. Not retried once it may have reached the service: a second
   * attempt would be refused as a duplicate of the first.
   */
  async create(params, options = {}) {
    const { parseTemplateCreate } = loadedOptions() ?? await loadOptions();
    const body = await this.requester.json(
      {
        method: "POST",
        path: "/templates",
        body: parseTemplateCreate(params),
        idempotency: "create",
        signal: options.signal
      },
      "template"
    );
    return body.template;
  }
  /** Replaces a template's content (required by the service) and, when given, its name. The slug stays. */
  async update(slug, params, options = {}) {
    const path3 = `/templates/${pathParam("slug", slug)}`;
    const { parseTemplateUpdate } = loadedOptions() ?? await loadOptions();
    const body = await this.requester.json(
      {
        method: "PUT",
        path: path3,
        body: parseTemplateUpdate(params),
        idempotency: "idempotent",
        signal: options.signal
      },
      "template"
    );
    return body.template;
  }
  /**
   * Generates a document from a stored template filled with `data`: the filled HTML as a string for 'html';
   * for 'pdf', 'png', 'jpeg' and 'webp' the document as a conversion answers it (file, stored JSON with
   * `filename`, queued with `webhook`), with that format's options beside `data`. The variables and the
   * options travel in one flat object (see templateGenerateBody()), so a variable named like an option is
   * refused. It spends credits like a conversion and retries as one.
   */
  async generate(slug, ext, params, request = {}) {
    const encoded = pathParam("slug", slug);
    const { templateGenerateBody, HTML_NOT_RENDERED } = loadedOptions() ?? await loadOptions();
    const body = templateGenerateBody(ext, params);
    const path3 = `/templates/${encoded}.${ext}`;
    if (ext !== "html") {
      const conversion = await sendConversion(this.requester, this.sink, {
        format: ext,
        path: path3,
        body,
        request
      });
      return conversion;
    }
    if (request.processorVersion !== void 0) {
      throw new ValidationError([{ path: "processorVersion", message: HTML_NOT_RENDERED }]);
    }
    const html = await this.requester.send(
      { method: "POST", path: path3, body, idempotency: "idempotent", signal: request.signal },
      (response) => response.body.text()
    );
    return html;
  }
  /** The raw HTML of a template. */
  async getHtml(slug, options = {}) {
    const path3 = `/templates/${pathParam("slug", slug)}.html`;
    return this.requester.send(
      { method: "GET", path: path3, idempotency: "idempotent", signal: options.signal },
      (response) => response.body.text()
    );
  }
  /** Deletes a template; later calls for its slug answer 404 (NotFoundError). */
  async delete(slug, options = {}) {
    const path3 = `/templates/${pathParam("slug", slug)}`;
    return this.requester.json(
      { method: "DELETE", path: path3, idempotency: "idempotent", signal: options.signal },
      "success"
    );
  }
};

// src/version.ts
var VERSION = "0.1.0";

// src/client.ts
var DEFAULT_BASE_URL = "https://api.pdfshift.io/v3";
var DEFAULT_TIMEOUT_MS = 96e4;
var inspectSymbol = /* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom");
function checkOptions(options) {
  if (typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
    throw new ValidationError([
      {
        path: "apiKey",
        message: "is required: without a key the service would answer as the free, watermarked tier"
      }
    ]);
  }
  if (/[\r\n\s]/.test(options.apiKey)) {
    throw new ValidationError([{ path: "apiKey", message: "must not contain spaces or line breaks" }], {
      secrets: [options.apiKey]
    });
  }
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/i.test(baseUrl)) {
    throw new ValidationError([
      { path: "baseUrl", message: `must be an http(s) URL (got ${JSON.stringify(baseUrl)})` }
    ]);
  }
  for (const [name, value, min] of [
    ["timeoutMs", options.timeoutMs, 1],
    ["maxRetries", options.maxRetries, 0]
  ]) {
    if (value !== void 0 && !(Number.isInteger(value) && value >= min)) {
      throw new ValidationError([{ path: name, message: `must be an integer of ${min} or more` }]);
    }
  }
  return { baseUrl };
}
var DocConvertClient = class {
  /** The account of the API key: `get()`. */
  account;
  /** Credits of the current period: `usage()`. */
  credits;
  /** Invoices: `list()`, `iterate()`. */
  invoices;
  /** Conversions: `pdf()`, `png()`, `jpeg()`, `webp()`. */
  convert;
  /** API keys: `enable(key)`. */
  apiKeys;
  /** Request logs: `get(requestId)`, `list()`, `iterate()`. */
  logs;
  /** Stored templates: `list()`, `iterate()`, `create()`, `update()`, `getHtml()`, `delete()`, `generate()`. */
  templates;
  /** The API's address, without a trailing slash. */
  baseUrl;
  #transport;
  constructor(options) {
    const { baseUrl } = checkOptions(options);
    if (!options.transport) throw new DocConvertError("A transport is required.");
    if (!options.sleep) throw new DocConvertError("A sleep function is required.");
    this.baseUrl = baseUrl;
    this.#transport = options.transport;
    const now = options.now ?? (() => Date.now());
    const requester = new Requester({
      apiKey: options.apiKey,
      baseUrl,
      transport: options.transport,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: {
        ...DEFAULT_RETRY_POLICY,
        ...options.retry,
        maxRetries: options.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries
      },
      sleep: options.sleep,
      now,
      random: options.random ?? Math.random,
      userAgent: `doc-convert/${VERSION}${options.userAgent ? ` ${options.userAgent}` : ""}`,
      limiter: new RateLimiter(options.sleep, now)
    });
    this.account = new AccountResource(requester);
    this.credits = new CreditsResource(requester);
    this.invoices = new InvoicesResource(requester);
    this.convert = new ConvertResource(requester, options.fileSink);
    this.apiKeys = new ApiKeysResource(requester);
    this.logs = new LogsResource(requester);
    this.templates = new TemplatesResource(requester, options.fileSink);
  }
  /** Closes the transport's pooled connections. */
  async close() {
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

// src/transports/sleep.ts
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortError(signal));
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/transports/pulled-body.ts
import { Buffer } from "buffer";
var HIGH_WATER = 64 * 1024;
var LOW_WATER = 16 * 1024;
var DRAIN_LIMIT = 64 * 1024;
var PulledBody = class {
  constructor(flow, expectedLength, onSettled, cancelReason) {
    this.flow = flow;
    this.expectedLength = expectedLength;
    this.onSettled = onSettled;
    this.cancelReason = cancelReason;
  }
  flow;
  expectedLength;
  onSettled;
  cancelReason;
  /**
   * undici hands over views of the buffers the socket read into, one buffer per read. A view that spans its
   * whole buffer is this body's alone: when undici stops mid-buffer for backpressure, the unread rest it puts
   * back on the socket is another view of the same buffer, but then the body's view does not span it all.
   */
  releasable = true;
  #chunks = [];
  #queued = 0;
  #received = 0;
  #ended = false;
  #error;
  #paused = false;
  /** Read whole (no pausing) or thrown away (chunks dropped). */
  #mode = "stream";
  #wake;
  #settled = false;
  // Fed by the dispatch handler.
  push(chunk) {
    this.#received += chunk.length;
    if (this.#mode === "drop") return;
    this.#chunks.push(chunk);
    this.#queued += chunk.length;
    if (this.#mode === "stream" && this.#queued >= HIGH_WATER && !this.#paused) {
      this.#paused = true;
      this.flow.pause();
    }
    this.#notify();
  }
  end() {
    this.#ended = true;
    this.#settle();
    this.#notify();
  }
  fail(error2) {
    if (this.#ended) return;
    this.#error ??= error2;
    this.#settle();
    this.#notify();
  }
  // Read by the client.
  async bytes() {
    await this.#whole();
    const out = new Uint8Array(this.#queued);
    let offset = 0;
    for (const chunk of this.#chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    this.#release();
    return out;
  }
  async text() {
    await this.#whole();
    const chunks = this.#chunks;
    const text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, this.#queued)).toString("utf8");
    this.#release();
    return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  }
  async *[Symbol.asyncIterator]() {
    try {
      for (; ; ) {
        const chunk = this.#chunks.shift();
        if (chunk) {
          this.#queued -= chunk.length;
          if (this.#paused && this.#queued < LOW_WATER) {
            this.#paused = false;
            this.flow.resume();
          }
          yield chunk;
          continue;
        }
        if (this.#error) throw this.#error;
        if (this.#ended) return;
        await this.#next();
      }
    } finally {
      if (!this.#ended) await this.cancel();
    }
  }
  async cancel() {
    this.#release();
    if (this.#settled) return;
    const left = this.expectedLength === void 0 ? void 0 : this.expectedLength - this.#received;
    if (left !== void 0 && left <= DRAIN_LIMIT) {
      this.#mode = "drop";
      this.#resume();
      while (!this.#settled) await this.#next();
      return;
    }
    this.flow.abort(this.cancelReason());
    this.fail(this.cancelReason());
  }
  async #whole() {
    this.#mode = "whole";
    this.#resume();
    while (!this.#ended) {
      if (this.#error) throw this.#error;
      await this.#next();
    }
  }
  #resume() {
    if (!this.#paused) return;
    this.#paused = false;
    this.flow.resume();
  }
  #next() {
    return new Promise((resolve) => this.#wake = resolve);
  }
  #notify() {
    const wake = this.#wake;
    this.#wake = void 0;
    wake?.();
  }
  #settle() {
    if (this.#settled) return;
    this.#settled = true;
    this.onSettled();
  }
  #release() {
    this.#chunks = [];
    this.#queued = 0;
  }
};

// src/transports/undici.ts
var COARSE_TIMER_LIMIT_MS = 1e4;
var PROXY_VARIABLES = ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"];
function errorCode(error2) {
  let current = error2;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = current.code;
    if (typeof code === "string") return code;
    current = current.cause;
  }
  return void 0;
}
function mapUndiciError(error2, signal, timeoutMs) {
  if (error2 instanceof AbortError || error2 instanceof TimeoutError || error2 instanceof ConnectionError)
    return error2;
  if (signal?.aborted) return abortError(signal);
  const code = errorCode(error2);
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
    return new TimeoutError(`No answer from the service within ${timeoutMs} ms.`, { cause: error2 });
  }
  if (code === "UND_ERR_ABORTED" || error2?.name === "AbortError") {
    return new AbortError("The request was aborted.", { cause: error2 });
  }
  const detail = error2 instanceof Error ? error2.message : String(error2);
  return new ConnectionError(`Connection to the service failed (${code ?? "unknown"}): ${detail}`, {
    cause: error2,
    code,
    notDelivered: code !== void 0 && NOT_DELIVERED_CODES.has(code)
  });
}
var lastBase;
function splitUrl(url) {
  if (lastBase && url.startsWith(lastBase.prefix)) {
    return { origin: lastBase.origin, path: url.slice(lastBase.origin.length) };
  }
  const parsed = new URL(url);
  lastBase = { prefix: `${parsed.origin}/`, origin: parsed.origin };
  return { origin: parsed.origin, path: parsed.pathname + parsed.search };
}
function flattenHeaders(raw) {
  for (const value of Object.values(raw)) if (typeof value !== "string") return normalizeHeaders(raw);
  return raw;
}
function hasProxy(env) {
  return PROXY_VARIABLES.some((name) => Boolean(env[name]));
}
var Exchange = class {
  constructor(resolve, reject, signal, timeoutMs) {
    this.resolve = resolve;
    this.reject = reject;
    this.signal = signal;
    this.timeoutMs = timeoutMs;
    signal?.addEventListener("abort", this.#onAbort, { once: true });
  }
  resolve;
  reject;
  signal;
  timeoutMs;
  #controller;
  #body;
  #abortReason;
  #timer;
  #answered = false;
  #onAbort = () => this.#abort(abortError(this.signal));
  startTimer() {
    this.#timer = setTimeout(
      () => this.#abort(new TimeoutError(`No answer from the service within ${this.timeoutMs} ms.`)),
      this.timeoutMs
    );
  }
  onRequestStart(controller) {
    this.#controller = controller;
    if (this.#abortReason) controller.abort(this.#abortReason);
  }
  onResponseStart(controller, status, headers) {
    if (status < 200 || this.#answered) return;
    this.#answered = true;
    this.#clearTimer();
    const flat = flattenHeaders(headers);
    const length = flat["content-length"] === void 0 ? void 0 : Number(flat["content-length"]);
    this.#body = new PulledBody(
      controller,
      Number.isFinite(length) ? length : void 0,
      () => this.signal?.removeEventListener("abort", this.#onAbort),
      () => new AbortError("The response body was cancelled.")
    );
    this.resolve({ status, headers: flat, body: this.#body });
  }
  onResponseData(_controller, chunk) {
    this.#body?.push(chunk);
  }
  onResponseEnd() {
    this.#body?.end();
  }
  onResponseError(_controller, error2) {
    this.#clearTimer();
    const failure = mapUndiciError(this.#abortReason ?? error2, this.signal, this.timeoutMs);
    if (this.#body) {
      this.#body.fail(failure);
    } else {
      this.signal?.removeEventListener("abort", this.#onAbort);
      this.reject(failure);
    }
  }
  #abort(reason) {
    if (this.#abortReason) return;
    this.#abortReason = reason;
    if (this.#controller) {
      this.#controller.abort(reason);
    } else {
      this.onResponseError(null, reason);
    }
  }
  #clearTimer() {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = void 0;
  }
};
var undici = lazy(() => import("./undici-lite-EGJWMBVN.mjs"));
var UndiciTransport = class {
  #options;
  #dispatcher;
  #creating;
  #closed = false;
  constructor(options = {}) {
    this.#options = options;
    this.#dispatcher = options.dispatcher;
  }
  request(request) {
    const { signal } = request;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const dispatcher = this.#dispatcher;
    if (dispatcher) return this.#dispatch(dispatcher, request);
    return this.#create().then((created) => this.#dispatch(created, request));
  }
  async close() {
    this.#closed = true;
    if (this.#options.dispatcher) return;
    const created = this.#dispatcher ?? await this.#creating?.catch(() => void 0);
    await created?.close();
  }
  #create() {
    return this.#creating ??= (async () => {
      const { Agent, EnvHttpProxyAgent } = await undici.load();
      if (this.#closed) throw new ConnectionError("The client was closed before its first request.");
      const options = this.#options;
      const pool = {
        connections: options.connections ?? 16,
        keepAliveTimeout: options.keepAliveTimeoutMs ?? 3e4
      };
      const env = options.env ?? process.env;
      this.#dispatcher = hasProxy(env) ? new EnvHttpProxyAgent(pool) : new Agent(pool);
      return this.#dispatcher;
    })();
  }
  #dispatch(dispatcher, request) {
    const { origin, path: path3 } = splitUrl(request.url);
    const { signal, timeoutMs } = request;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve, reject) => {
      const exchange = new Exchange(resolve, reject, signal, timeoutMs);
      const precise = timeoutMs < COARSE_TIMER_LIMIT_MS;
      if (precise) exchange.startTimer();
      dispatcher.dispatch(
        {
          origin,
          path: path3,
          method: request.method,
          headers: request.headers,
          body: request.body,
          headersTimeout: precise ? timeoutMs + 1e3 : timeoutMs,
          bodyTimeout: timeoutMs
        },
        exchange
      );
    });
  }
};

// src/doc-convert.ts
var DocConvert = class extends DocConvertClient {
  constructor(options) {
    super({
      ...options,
      // Cheap to create: the pool (and undici itself) comes with the first request.
      transport: options.transport ?? new UndiciTransport(options.pool),
      sleep: options.sleep ?? sleep,
      fileSink: nodeFileSink
    });
  }
};

// action/src/report.ts
var CONVERSIONS = { item: "file", attempt: "conversion", verb: "convert", done: "converted" };
var DOCUMENTS = { item: "document", attempt: "document", verb: "generate", done: "generated" };
function workOf(inputs) {
  return inputs.target.kind === "template" ? DOCUMENTS : CONVERSIONS;
}
function newReport(inputs, before, outcomes = []) {
  return {
    type: inputs.type,
    work: workOf(inputs),
    template: inputs.target.kind === "template" ? inputs.target.slug : void 0,
    sandbox: inputs.sandbox,
    workspace: inputs.workspace,
    outcomes,
    before,
    after: void 0
  };
}
function converted(report) {
  return report.outcomes.filter((o) => o.ok);
}
function failed(report) {
  return report.outcomes.filter((o) => !o.ok);
}
function outputFiles(report) {
  return converted(report).map((o) => displayPath(report.workspace, o.job.output));
}
function creditsUsed(report) {
  return report.outcomes.reduce((sum, o) => sum + (o.credits ?? 0), 0);
}
function creditsRemaining(report) {
  if (report.after) return report.after.remaining;
  return report.before && Math.max(0, report.before.remaining - creditsUsed(report));
}
function headline(report) {
  const { work } = report;
  if (report.refusal) return `Nothing ${work.done}: ${report.refusal}`;
  const type = report.type.toUpperCase();
  const done = `${converted(report).length} of ${plural(report.outcomes.length, work.item)} ${work.done}`;
  return report.template === void 0 ? `${done} to ${type}` : `${done} as ${type} from template ${report.template}`;
}

// action/src/annotations.ts
var MAX_ANNOTATIONS = 10;
function placeOf(outcome) {
  if (outcome.job.file === void 0) return {};
  const at = outcome.at && { startLine: outcome.at.line, startColumn: outcome.at.column };
  return { file: outcome.job.label, ...at };
}
function annotateFailures(report) {
  const failures = failed(report);
  if (failures.length === 0) return;
  const title = `Doc Convert: ${report.work.attempt} failed`;
  startGroup(`${failures.length} failed`);
  for (const outcome of failures) info(`${outcome.job.label}: ${outcome.error}`);
  endGroup();
  const own = failures.length <= MAX_ANNOTATIONS ? failures : failures.slice(0, MAX_ANNOTATIONS - 1);
  for (const outcome of own) {
    error(outcome.error ?? "failed", { title, ...placeOf(outcome) });
  }
  const rest = failures.slice(own.length);
  if (rest.length > 0) {
    const list = rest.map((o) => `${o.job.label}: ${o.error}`).join("\n");
    error(`${rest.length} more ${report.work.attempt}s failed:
${list}`, {
      title: `${title} (${rest.length} more)`
    });
  }
}

// action/src/artifact.ts
import path from "path";
async function uploadArtifact(name, files, outputDir) {
  const { DefaultArtifactClient } = await import("./artifact-5ONC3PTR.mjs");
  const { id, size } = await new DefaultArtifactClient().uploadArtifact(
    name,
    files.map((file) => path.resolve(file)),
    outputDir
  );
  info(`Uploaded artifact ${name} (${files.length} files, ${size ?? 0} bytes).`);
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = process.env;
  if (id === void 0 || !server || !repository || !runId) return "";
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}

// action/src/comment.ts
var COMMENT_MARKER = "<!-- doc-convert-action:summary -->";
var MAX_COMMENT_ROWS = 50;
function cell(text) {
  return escapeHtml(text).replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}
function commentBody(report) {
  const lines = [COMMENT_MARKER, "### Doc Convert", "", `**${cell(headline(report))}**`, ""];
  if (report.outcomes.length > 0) {
    lines.push("| Source | Output | Size | Pages | Status |", "| --- | --- | --- | --- | --- |");
    for (const o of report.outcomes.slice(0, MAX_COMMENT_ROWS)) {
      const output = o.ok ? `\`${cell(displayPath(report.workspace, o.job.output))}\`` : "\u2014";
      const size = o.bytes === void 0 ? "\u2014" : formatBytes(o.bytes);
      const status = o.ok ? "\u2705" : `\u274C ${cell(o.error ?? "failed")}`;
      lines.push(`| \`${cell(o.job.label)}\` | ${output} | ${size} | ${o.pages ?? "\u2014"} | ${status} |`);
    }
    const more = report.outcomes.length - MAX_COMMENT_ROWS;
    if (more > 0) lines.push(`| \u2026 and ${more} more | | | | |`);
    lines.push("");
  }
  const sandbox = report.sandbox ? " (sandbox)" : "";
  lines.push(
    `Credits used: ${creditsUsed(report)}${sandbox} \xB7 remaining: ${creditsRemaining(report) ?? "unknown"}`
  );
  if (report.artifactUrl) lines.push("", `[Download the files](${report.artifactUrl})`);
  return lines.join("\n");
}
function statusOf(error2) {
  const status = error2?.status;
  return typeof status === "number" ? status : void 0;
}
async function commentOnPullRequest(report, token) {
  const github = await import("./github-DLUVMBJS.mjs");
  const { context } = github;
  const number = context.payload.pull_request?.number;
  if (number === void 0) {
    info("Not a pull request event: no comment posted.");
    return void 0;
  }
  const octokit = github.getOctokit(token);
  const where = { ...context.repo, issue_number: number };
  const body = commentBody(report);
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...where, per_page: 100 });
    const mine = comments.find((c) => c.body?.includes(COMMENT_MARKER));
    const { data } = mine ? await octokit.rest.issues.updateComment({ ...context.repo, comment_id: mine.id, body }) : await octokit.rest.issues.createComment({ ...where, body });
    info(`${mine ? "Updated" : "Posted"} the pull request comment: ${data.html_url}`);
    return data.html_url;
  } catch (error2) {
    if (statusOf(error2) !== 403) throw error2;
    warning(
      "Could not comment on the pull request: the token may not write to it (pull requests from forks get a read-only GITHUB_TOKEN; grant `pull-requests: write` in the workflow). The conversion itself is unaffected."
    );
    return void 0;
  }
}

// action/src/credits.ts
function creditsRefusal(credits, { minCredits, sandbox, files, work }) {
  if (credits.remaining < minCredits) {
    return `${plural(credits.remaining, "credit")} remaining, below min-credits (${minCredits}).`;
  }
  if (!sandbox && credits.remaining < files) {
    return `${plural(credits.remaining, "credit")} remaining, fewer than the ${plural(files, work.item)} to ${work.verb} (one credit each at least).`;
  }
  return void 0;
}

// action/src/jobs.ts
import { glob, stat } from "fs/promises";
import path2 from "path";
var HTML_EXTENSION = /\.(x?html?)$/i;
var JSON_EXTENSION = /\.json$/i;
function outputName(relative, type, replaced = HTML_EXTENSION) {
  return `${relative.replace(replaced, "")}.${type}`;
}
function sourceName(source) {
  if (!/^https?:\/\//i.test(source)) return "document";
  try {
    const url = new URL(source);
    const last = decodeURIComponent(url.pathname.split("/").filter(Boolean).pop() ?? "");
    const stem = last.replace(HTML_EXTENSION, "").replace(/\.[a-z0-9]+$/i, "") || url.hostname;
    return stem.replace(/[^\w.-]+/g, "-").replace(/^[.-]+/, "") || "document";
  } catch {
    return "document";
  }
}
async function matchFiles(patterns, workspace) {
  const include = patterns.filter((p) => !p.startsWith("!"));
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  const matches = /* @__PURE__ */ new Set();
  for await (const match of glob(include, { cwd: workspace, exclude })) matches.add(path2.normalize(match));
  return [...matches].sort();
}
async function planJobs(inputs) {
  const { target, outputDir, type } = inputs;
  switch (target.kind) {
    case "source": {
      const isUrl = /^https?:\/\//i.test(target.source);
      const job = {
        label: isUrl ? target.source : "inline HTML",
        file: void 0,
        source: target.source,
        output: path2.join(outputDir, `${sourceName(target.source)}.${type}`)
      };
      return { jobs: [job], rejected: [] };
    }
    case "files":
      return { jobs: await fileJobs(target.patterns, inputs, HTML_EXTENSION), rejected: [] };
    case "template": {
      const [{ readDataFiles }, { readTemplateFile }] = await Promise.all([
        import("./data-files-2W6FRFXZ.mjs"),
        import("./template-file-SXT64ZTX.mjs")
      ]);
      const [plan, templateContent] = await Promise.all([
        fileJobs(target.data, inputs, JSON_EXTENSION).then((jobs) => readDataFiles(jobs, target.slug, type)),
        target.file && readTemplateFile(target.file, inputs)
      ]);
      return { ...plan, templateContent };
    }
    default:
      return { jobs: [], rejected: [] };
  }
}
async function fileJobs(patterns, { workspace, outputDir, type }, replaced) {
  const jobs = [];
  const outputs = /* @__PURE__ */ new Map();
  for (const relative of await matchFiles(patterns, workspace)) {
    const label = relative.split(path2.sep).join("/");
    let file;
    try {
      file = await realPathInside(workspace, relative);
      if (!(await stat(file)).isFile()) continue;
    } catch (error2) {
      warning(
        error2 instanceof OutsideError ? `Refused ${label}: it resolves outside the workspace, so it is not read.` : `Skipped ${label}: ${error2.message}`
      );
      continue;
    }
    const output = path2.join(outputDir, outputName(relative, type, replaced));
    const taken = outputs.get(output);
    if (taken) {
      warning(`Skipped ${label}: its output ${displayPath(workspace, output)} is already ${taken}'s.`);
      continue;
    }
    outputs.set(output, label);
    jobs.push({ label, file, source: void 0, output });
  }
  return jobs;
}

// action/src/outputs.ts
function setOutputs(report) {
  const files = outputFiles(report);
  setOutput("files", JSON.stringify(files));
  setOutput("count", String(files.length));
  setOutput("credits-used", String(creditsUsed(report)));
  setOutput("credits-remaining", String(creditsRemaining(report) ?? ""));
  setOutput("artifact-url", report.artifactUrl ?? "");
}

// action/src/summary.ts
var MAX_ROWS = 500;
var header = (...names) => names.map((data) => ({ data, header: true }));
function fileRows(report) {
  const rows = report.outcomes.slice(0, MAX_ROWS).map((o) => [
    `<code>${escapeHtml(o.job.label)}</code>`,
    o.ok ? `<code>${escapeHtml(displayPath(report.workspace, o.job.output))}</code>` : "\u2014",
    o.bytes === void 0 ? "\u2014" : formatBytes(o.bytes),
    o.pages === void 0 ? "\u2014" : String(o.pages),
    o.credits === void 0 ? "\u2014" : String(o.credits),
    formatDuration(o.durationMs),
    o.ok ? `\u2705 ${report.work.done}` : `\u274C ${escapeHtml(o.error ?? "failed")}`
  ]);
  const more = report.outcomes.length - MAX_ROWS;
  if (more > 0) rows.push([`\u2026 and ${more} more (see the log)`, "", "", "", "", "", ""]);
  return [header("Source", "Output", "Size", "Pages", "Credits", "Duration", "Status"), ...rows];
}
function creditRows(columns) {
  const value = (credits, key) => credits === void 0 ? "\u2014" : String(credits[key]);
  const row = (label, key) => [
    label,
    ...columns.map(([, credits]) => value(credits, key))
  ];
  return [
    header("Credits", ...columns.map(([name]) => name)),
    row("Remaining", "remaining"),
    row("Used this period", "used"),
    row("Limit", "total")
  ];
}
async function write(build) {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    debug("No GITHUB_STEP_SUMMARY file: the job summary is skipped.");
    return;
  }
  build(summary);
  await summary.write();
}
async function writeRunSummary(report) {
  await write((summary2) => {
    summary2.addHeading("Doc Convert", 2);
    const credits = report.sandbox ? "sandbox: watermarked, no credits used" : `${plural(creditsUsed(report), "credit")} used`;
    summary2.addRaw(`<p><strong>${escapeHtml(headline(report))}</strong> \xB7 ${credits}</p>`, true);
    if (report.outcomes.length > 0) summary2.addTable(fileRows(report));
    summary2.addTable(
      creditRows(
        report.refusal ? [["Now", report.before]] : [
          ["Before", report.before],
          ["After", report.after]
        ]
      )
    );
    if (report.artifactUrl) summary2.addLink("Download the files (artifact)", report.artifactUrl);
  });
}
async function writeCreditsSummary(credits, refusal) {
  await write((summary2) => {
    summary2.addHeading("Doc Convert credits", 2);
    if (refusal) summary2.addRaw(`<p><strong>${escapeHtml(refusal)}</strong></p>`, true);
    summary2.addTable(creditRows([["Now", credits]]));
  });
}

// action/src/main.ts
async function run() {
  let client;
  let secrets = [];
  try {
    const inputs = await readInputs();
    secrets = [inputs.apiKey, inputs.githubToken];
    client = new DocConvert({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      pool: { connections: inputs.concurrency },
      userAgent: "github-action"
    });
    if (inputs.target.kind === "credits") await checkCredits(client, inputs);
    else await convertSources(client, inputs);
  } catch (error2) {
    setFailed(describeError(error2, secrets));
  } finally {
    await client?.close();
  }
}
async function checkCredits(client, inputs) {
  const credits = await client.credits.usage();
  info(
    `Credits: ${credits.remaining} remaining of ${credits.total} (${credits.used} used this period).`
  );
  const refusal = creditsRefusal(credits, {
    minCredits: inputs.minCredits,
    sandbox: true,
    files: 0,
    work: workOf(inputs)
  });
  setOutputs(newReport(inputs, credits));
  await writeCreditsSummary(credits, refusal);
  if (refusal) setFailed(refusal);
}
async function refuse(inputs, before, refusal, outcomes = []) {
  const report = newReport(inputs, before, outcomes);
  report.refusal = refusal;
  annotateFailures(report);
  setOutputs(report);
  await writeRunSummary(report);
  setFailed(refusal);
}
async function convertSources(client, inputs) {
  const work = workOf(inputs);
  const asking = client.credits.usage();
  const settled = asking.catch(() => void 0);
  const { jobs, rejected, templateContent } = await planJobs(inputs);
  if (rejected.length > 0 && inputs.failOnError) {
    const files = `${rejected.length} of ${plural(rejected.length + jobs.length, "data file")}`;
    const refusal = `${files} cannot fill the template (not a JSON object, or a key named like an option), and fail-on-error is true.`;
    return refuse(inputs, await settled, refusal, rejected);
  }
  const mayBeRefused = !inputs.sandbox || inputs.minCredits > 0 || jobs.length === 0;
  const early = mayBeRefused ? await asking : void 0;
  if (early) {
    const refusal = creditsRefusal(early, { ...inputs, files: jobs.length, work });
    if (refusal) return refuse(inputs, early, refusal);
  }
  const { target } = inputs;
  if (target.kind === "template" && target.file && templateContent !== void 0 && jobs.length > 0) {
    const { storeTemplate } = await import("./template-file-SXT64ZTX.mjs");
    try {
      const secrets = [inputs.apiKey, inputs.githubToken];
      await storeTemplate(client, target.slug, target.file, templateContent, secrets);
    } catch (error2) {
      return refuse(inputs, early ?? await settled, error2.message);
    }
  }
  const atOnce = Math.min(inputs.concurrency, jobs.length);
  const what = inputs.target.kind === "template" ? `Generating ${plural(jobs.length, "document")} as ${inputs.type.toUpperCase()} from template ${inputs.target.slug}` : `Converting ${plural(jobs.length, "source")} to ${inputs.type.toUpperCase()}`;
  info(`${what}, ${atOnce} at a time.`);
  const halt = new AbortController();
  if (!early) asking.catch(() => halt.abort());
  const outcomes = await convertAll(client, jobs, inputs, halt.signal);
  if (rejected.length > 0) {
    outcomes.push(...rejected);
    outcomes.sort((a, b) => a.job.label < b.job.label ? -1 : a.job.label > b.job.label ? 1 : 0);
  }
  const report = newReport(inputs, early ?? await asking, outcomes);
  report.after = jobs.length > 0 ? await client.credits.usage().catch(() => void 0) : report.before;
  annotateFailures(report);
  const problems = await deliver(report, inputs);
  const failures = failed(report).length;
  if (outcomes.length === 0) {
    const patterns = inputs.target.kind === "template" ? "data" : "sources";
    const message = `No file matches the ${patterns} patterns: nothing was ${work.done}.`;
    if (inputs.failOnError) problems.push(message);
    else warning(message);
  } else if (failures > 0 && inputs.failOnError) {
    problems.push(`${failures} of ${plural(outcomes.length, work.attempt)} failed (fail-on-error is true).`);
  }
  if (problems.length > 0) setFailed(problems.join("\n"));
}
async function deliver(report, inputs) {
  const problems = [];
  const secrets = [inputs.apiKey, inputs.githubToken];
  const files = converted(report).map((o) => o.job.output);
  if (inputs.artifactName && files.length === 0) warning("No file was written: no artifact uploaded.");
  if (inputs.artifactName && files.length > 0) {
    try {
      report.artifactUrl = await uploadArtifact(inputs.artifactName, files, inputs.outputDir);
    } catch (error2) {
      problems.push(`The artifact upload failed: ${describeError(error2, secrets)}`);
    }
  }
  setOutputs(report);
  await writeRunSummary(report);
  if (inputs.commentOnPr && inputs.githubToken) {
    try {
      await commentOnPullRequest(report, inputs.githubToken);
    } catch (error2) {
      problems.push(`The pull request comment failed: ${describeError(error2, secrets)}`);
    }
  }
  return problems;
}
export {
  run
};
