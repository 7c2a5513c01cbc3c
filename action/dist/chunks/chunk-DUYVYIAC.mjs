import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  DocConvertClient,
  LOG_LEVELS,
  isLogLevel,
  lazy,
  normalizeHeaders
} from "./chunk-TP5KVUTY.mjs";
import {
  hasPdfHeader
} from "./chunk-WWTW7HAD.mjs";
import {
  AbortError,
  ConnectionError,
  DocConvertError,
  FileWriteError,
  NOT_DELIVERED_CODES,
  TimeoutError,
  ValidationError,
  abortError
} from "./chunk-7UMRIUQS.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/doc-convert/src/doc-convert.ts
init_esm_shims();

// packages/doc-convert/src/internal/environment.ts
init_esm_shims();
var ENVIRONMENT = {
  apiKey: "DOC_CONVERT_API_KEY",
  baseUrl: "DOC_CONVERT_BASE_URL",
  logLevel: "DOC_CONVERT_LOG"
};
function fromEnvironment(name) {
  const value = process.env[ENVIRONMENT[name]]?.trim();
  return value ? value : void 0;
}
var defaultLogger = console;

// packages/doc-convert/src/internal/file-sink.ts
init_esm_shims();
import { randomBytes } from "node:crypto";
import { open, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
function systemCode(error) {
  const code = error?.code;
  return typeof code === "string" ? code : void 0;
}
function writeFailure(error, target) {
  const code = systemCode(error);
  const reasons = {
    EACCES: "permission denied",
    EPERM: "permission denied",
    EISDIR: "it is a folder",
    ENOSPC: "no space left on the device",
    EDQUOT: "the disk quota is exceeded",
    EROFS: "the file system is read-only",
    ENAMETOOLONG: "the name is too long",
    ENOTDIR: `a part of its folder path is a file, not a folder`,
    ENOENT: `its folder ${dirname(target)} does not exist`
  };
  const reason = (code && reasons[code]) ?? (code ? `the system answered ${code}` : "an unexpected failure");
  return new FileWriteError(`Could not write ${target}: ${reason}.`, { path: target, code, cause: error });
}
async function checkFolder(target) {
  const folder = dirname(target);
  let isFolder;
  try {
    isFolder = (await stat(folder)).isDirectory();
  } catch (error) {
    if (systemCode(error) === "ENOENT") {
      throw new FileWriteError(
        `Could not write ${target}: the folder ${folder} does not exist (toFile() does not create folders; create it first).`,
        { path: target, code: "ENOENT", cause: error }
      );
    }
    throw writeFailure(error, target);
  }
  if (!isFolder) {
    throw new FileWriteError(`Could not write ${target}: ${folder} is not a folder.`, {
      path: target,
      code: "ENOTDIR"
    });
  }
}
function release(chunk) {
  const buffer = chunk.buffer;
  if (chunk.byteLength === 0 || chunk.byteOffset !== 0 || chunk.byteLength !== buffer.byteLength) return;
  if (typeof buffer.transfer !== "function" || buffer.detached) return;
  try {
    buffer.transfer(0);
  } catch {
  }
}
var nodeFileSink = {
  async write(path, chunks, expectedLength, options = {}) {
    const target = resolve(path);
    const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString("hex")}.partial`);
    let handle;
    try {
      handle = await open(temp, "wx");
    } catch (error) {
      const code = systemCode(error);
      if (code === "ENOENT" || code === "ENOTDIR") await checkFolder(target);
      throw writeFailure(error, target);
    }
    let written = 0;
    try {
      try {
        let batch = [];
        let batched = 0;
        const flush = async () => {
          if (batched === 0) return;
          await handle.writev(batch);
          if (options.releaseWritten) batch.forEach(release);
          written += batched;
          batch = [];
          batched = 0;
        };
        for await (const chunk of chunks) {
          batch.push(chunk);
          batched += chunk.byteLength;
          if (batched >= 1024 * 1024) await flush();
        }
        await flush();
        if (expectedLength !== void 0 && written !== expectedLength) {
          throw new ConnectionError(
            `The file ended after ${written} of ${expectedLength} bytes; nothing was written to ${target}.`
          );
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
      return written;
    } catch (error) {
      await rm(temp, { force: true });
      throw error instanceof DocConvertError ? error : writeFailure(error, target);
    }
  }
};

// packages/doc-convert/src/internal/sleep.ts
init_esm_shims();
function sleep(ms, signal) {
  return new Promise((resolve2, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve2();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortError(signal));
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// packages/doc-convert/src/internal/undici.ts
init_esm_shims();

// packages/doc-convert/src/internal/pulled-body.ts
init_esm_shims();
import { Buffer } from "node:buffer";
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
  fail(error) {
    if (this.#ended) return;
    this.#error ??= error;
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
    return new Promise((resolve2) => this.#wake = resolve2);
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

// packages/doc-convert/src/internal/undici.ts
var MAX_TIMER_MS = 2 ** 31 - 1;
var PROXY_VARIABLES = ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"];
function errorCode(error) {
  let current = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = current.code;
    if (typeof code === "string") return code;
    current = current.cause;
  }
  return void 0;
}
function mapUndiciError(error, signal, timeoutMs) {
  if (error instanceof AbortError || error instanceof TimeoutError || error instanceof ConnectionError)
    return error;
  if (signal?.aborted) return abortError(signal);
  const code = errorCode(error);
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
    return new TimeoutError(`No answer from the service within ${timeoutMs} ms.`, { cause: error });
  }
  if (code === "UND_ERR_ABORTED" || error?.name === "AbortError") {
    return new AbortError("The request was aborted.", { cause: error });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new ConnectionError(`Connection to the service failed (${code ?? "unknown"}): ${detail}`, {
    cause: error,
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
  constructor(resolve2, reject, signal, timeoutMs, onSettled) {
    this.resolve = resolve2;
    this.reject = reject;
    this.signal = signal;
    this.timeoutMs = timeoutMs;
    this.onSettled = onSettled;
    signal?.addEventListener("abort", this.#onAbort, { once: true });
    this.#timer = setTimeout(() => this.#abort(this.#timeoutError()), Math.min(timeoutMs, MAX_TIMER_MS));
    this.#timer.unref();
  }
  resolve;
  reject;
  signal;
  timeoutMs;
  onSettled;
  #controller;
  #body;
  #abortReason;
  #timer;
  #answered = false;
  #onAbort = () => this.#abort(abortError(this.signal));
  /** Ends the exchange with `reason` (the transport is closing); its reader, if any, fails with it. */
  end(reason) {
    this.#abort(reason);
  }
  #timeoutError() {
    return new TimeoutError(
      this.#answered ? `The answer did not arrive in full within ${this.timeoutMs} ms (timeoutMs bounds the whole call, body included).` : `No answer from the service within ${this.timeoutMs} ms.`
    );
  }
  onRequestStart(controller) {
    this.#controller = controller;
    if (this.#abortReason) controller.abort(this.#abortReason);
  }
  onResponseStart(controller, status, headers) {
    if (status < 200 || this.#answered) return;
    this.#answered = true;
    const flat = flattenHeaders(headers);
    const length = flat["content-length"] === void 0 ? void 0 : Number(flat["content-length"]);
    this.#body = new PulledBody(
      controller,
      Number.isFinite(length) ? length : void 0,
      () => this.#settle(),
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
  onResponseError(_controller, error) {
    const failure = mapUndiciError(this.#abortReason ?? error, this.signal, this.timeoutMs);
    if (this.#body) {
      this.#body.fail(failure);
    } else {
      this.#settle();
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
  #settle() {
    clearTimeout(this.#timer);
    this.signal?.removeEventListener("abort", this.#onAbort);
    this.onSettled(this);
  }
};
function closedError() {
  return new AbortError("The client was closed while this request was in flight.");
}
var undici = lazy(async () => {
  const loaded = await import("./undici-DLZDC3OI.mjs");
  return "Agent" in loaded ? loaded : loaded.default;
});
var UndiciTransport = class {
  #options;
  #dispatcher;
  #creating;
  #closed = false;
  /** Exchanges not yet over: close() ends them. */
  #inFlight = /* @__PURE__ */ new Set();
  #forget = (exchange) => this.#inFlight.delete(exchange);
  constructor(options = {}) {
    this.#options = options;
    this.#dispatcher = options.dispatcher;
  }
  request(request) {
    const { signal } = request;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (this.#closed) return Promise.reject(closedError());
    const dispatcher = this.#dispatcher;
    if (dispatcher) return this.#dispatch(dispatcher, request);
    return this.#create().then((created) => this.#dispatch(created, request));
  }
  /** Ends every request in flight (its caller or reader fails with AbortError), then closes the pool. */
  async close() {
    this.#closed = true;
    for (const exchange of [...this.#inFlight]) exchange.end(closedError());
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
    const { origin, path } = splitUrl(request.url);
    const { signal, timeoutMs } = request;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve2, reject) => {
      const exchange = new Exchange(resolve2, reject, signal, timeoutMs, this.#forget);
      this.#inFlight.add(exchange);
      dispatcher.dispatch(
        {
          origin,
          path,
          method: request.method,
          headers: request.headers,
          body: request.body,
          // Backstops only: the exchange's own timer ends the request first.
          headersTimeout: timeoutMs + 1e3,
          bodyTimeout: timeoutMs + 1e3
        },
        exchange
      );
    });
  }
};

// packages/doc-convert/src/doc-convert.ts
function withNodeDefaults(options) {
  const apiKey = options.apiKey ?? fromEnvironment("apiKey");
  if (apiKey === void 0) {
    throw new ValidationError([
      {
        path: "apiKey",
        message: `is required: pass { apiKey } or set the ${ENVIRONMENT.apiKey} environment variable (without a key the service would answer as the free, watermarked tier)`
      }
    ]);
  }
  const logger = options.logger ?? defaultLogger;
  let logLevel = options.logLevel;
  if (logLevel === void 0) {
    const fromEnv = fromEnvironment("logLevel");
    if (fromEnv !== void 0 && !isLogLevel(fromEnv)) {
      logger.warn(
        `${ENVIRONMENT.logLevel} is ${JSON.stringify(fromEnv)}, not one of ${LOG_LEVELS.join(", ")}: ignored`
      );
    } else logLevel = fromEnv;
  }
  return {
    ...options,
    apiKey,
    baseUrl: options.baseUrl ?? fromEnvironment("baseUrl"),
    logLevel,
    logger,
    // Cheap to create: the pool (and undici itself) comes with the first request.
    transport: options.transport ?? new UndiciTransport(options.pool),
    sleep: options.sleep ?? sleep,
    fileSink: nodeFileSink,
    // Loaded by the package's own name: in the built package a file of its own (internal/markdown), which the
    // bundles leave out of index.mjs and index.cjs, so that importing the client stays light.
    markdown: () => import("./markdown-HX6LI6XG.mjs").then((module) => module.preparation)
  };
}
var DocConvert = class extends DocConvertClient {
  /** A client with the given settings; what is left out comes from the environment, then the defaults. */
  constructor(options = {}) {
    super(withNodeDefaults(options ?? {}));
  }
};

// packages/doc-convert/src/compare/index.ts
init_esm_shims();
var DEFAULT_WIDTH = 800;
var DEFAULT_THRESHOLD = 0.1;
var DEFAULT_MAX_PAGES = 20;
var DEFAULT_MAX_BYTES = 4 * 1024 * 1024;
var comparison;
async function comparePdfs(before, after, options = {}) {
  const issues = [...pdfIssues("before", before), ...pdfIssues("after", after)];
  const settings = settingsOf(options, issues);
  if (issues.length > 0) throw new ValidationError(issues);
  comparison ??= import("./compare-pdfs-5UWWCA5L.mjs");
  return (await comparison).compare(before, after, settings);
}
function pdfIssues(field, bytes) {
  if (!(bytes instanceof Uint8Array))
    return [{ path: field, message: "must be the PDF file as a Uint8Array (a Buffer is one)" }];
  return hasPdfHeader(bytes) ? [] : [{ path: field, message: "must be a PDF file (no %PDF- header in its first 1024 bytes)" }];
}
function inRange(issues, path, value, fallback, [min, max], integer) {
  if (value === void 0) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max)
    issues.push({ path, message: `must be a number between ${min} and ${max} (inclusive)` });
  else if (integer && !Number.isInteger(value)) issues.push({ path, message: "must be a whole number" });
  return value;
}
function settingsOf(options, issues) {
  const width = inRange(issues, "width", options.width, DEFAULT_WIDTH, [100, 2e3], true);
  const threshold = inRange(issues, "threshold", options.threshold, DEFAULT_THRESHOLD, [0, 1], false);
  const canvas = canvasOf(options.canvas, issues);
  const { images } = options;
  if (images === void 0 || images === false || canvas === false)
    return { width, threshold, canvas, images: void 0 };
  if (images !== true && (typeof images !== "object" || images === null)) {
    issues.push({ path: "images", message: "must be true, false or { maxPages, maxBytes }" });
    return { width, threshold, canvas, images: void 0 };
  }
  const caps = images === true ? {} : images;
  return {
    width,
    threshold,
    canvas,
    images: {
      maxPages: inRange(issues, "images.maxPages", caps.maxPages, DEFAULT_MAX_PAGES, [0, 1e3], true),
      maxBytes: inRange(
        issues,
        "images.maxBytes",
        caps.maxBytes,
        DEFAULT_MAX_BYTES,
        [1, Number.MAX_SAFE_INTEGER],
        true
      )
    }
  };
}
function canvasOf(canvas, issues) {
  if (canvas === void 0 || canvas === false) return canvas;
  if (typeof canvas?.createCanvas !== "function") {
    issues.push({
      path: "canvas",
      message: "must be the @napi-rs/canvas module (with createCanvas) or false"
    });
    return void 0;
  }
  return canvas;
}

// packages/doc-convert/src/index.ts
init_esm_shims();

// packages/doc-convert/src/internal/node-version.ts
init_esm_shims();
var MIN_NODE_VERSION = "22.19.0";
function parts(version) {
  return version.replace(/^v/, "").split(".").map((part) => Number.parseInt(part, 10) || 0);
}
function unsupportedNodeMessage(version) {
  const have = parts(version);
  const need = parts(MIN_NODE_VERSION);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i];
    if (a > b) return void 0;
    if (a < b) {
      return `The Doc Convert library needs Node.js ${MIN_NODE_VERSION} or later; this is Node.js ${version.replace(/^v/, "")}. Upgrade Node.js to use it.`;
    }
  }
  return void 0;
}

// packages/doc-convert/src/index.ts
var unsupported = unsupportedNodeMessage(process.versions.node);
if (unsupported) throw new Error(unsupported);

export {
  DocConvert,
  comparePdfs
};
