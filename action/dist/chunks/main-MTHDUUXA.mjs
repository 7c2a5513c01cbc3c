import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  creditsRefusal,
  setOutputs,
  writeCreditsSummary
} from "./chunk-MLKGAIC3.mjs";
import {
  newReport,
  parseShard,
  readMergeOrder,
  workOf
} from "./chunk-VVH3SZN2.mjs";
import {
  InputError,
  describeError,
  isWorkspaceRelative
} from "./chunk-XYRXFBOL.mjs";
import {
  realPathInside,
  unreadableReason
} from "./chunk-THS4KDNM.mjs";
import {
  debug,
  error,
  getInput,
  getMultilineInput,
  info,
  setFailed,
  setSecret,
  warning
} from "./chunk-KSIBQY4K.mjs";
import {
  CONVERSION_CONTENT_TYPES,
  DocConvertClient,
  LOG_LEVELS,
  PROCESSOR_VERSIONS,
  isLogLevel,
  lazy,
  loadOptions,
  normalizeHeaders
} from "./chunk-5FTDNNOS.mjs";
import "./chunk-IARKGGH3.mjs";
import {
  DEFAULT_OUTLINE_DEPTH,
  OUTLINE_MAX_DEPTH,
  OUTLINE_MIN_DEPTH,
  outlineIssues
} from "./chunk-XT35LYKM.mjs";
import {
  contentsDepthIssue,
  langIssue,
  linkBaseIssue,
  pageNumbersIssue,
  runningHeadIssue
} from "./chunk-F5DRJGXI.mjs";
import "./chunk-WXMAW4CB.mjs";
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
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/main.ts
init_esm_shims();

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
function systemCode(error2) {
  const code = error2?.code;
  return typeof code === "string" ? code : void 0;
}
function writeFailure(error2, target2) {
  const code = systemCode(error2);
  const reasons = {
    EACCES: "permission denied",
    EPERM: "permission denied",
    EISDIR: "it is a folder",
    ENOSPC: "no space left on the device",
    EDQUOT: "the disk quota is exceeded",
    EROFS: "the file system is read-only",
    ENAMETOOLONG: "the name is too long",
    ENOTDIR: `a part of its folder path is a file, not a folder`,
    ENOENT: `its folder ${dirname(target2)} does not exist`
  };
  const reason = (code && reasons[code]) ?? (code ? `the system answered ${code}` : "an unexpected failure");
  return new FileWriteError(`Could not write ${target2}: ${reason}.`, { path: target2, code, cause: error2 });
}
async function checkFolder(target2) {
  const folder = dirname(target2);
  let isFolder;
  try {
    isFolder = (await stat(folder)).isDirectory();
  } catch (error2) {
    if (systemCode(error2) === "ENOENT") {
      throw new FileWriteError(
        `Could not write ${target2}: the folder ${folder} does not exist (toFile() does not create folders; create it first).`,
        { path: target2, code: "ENOENT", cause: error2 }
      );
    }
    throw writeFailure(error2, target2);
  }
  if (!isFolder) {
    throw new FileWriteError(`Could not write ${target2}: ${folder} is not a folder.`, {
      path: target2,
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
  async write(path2, chunks, expectedLength, options = {}) {
    const target2 = resolve(path2);
    const temp = join(dirname(target2), `.${basename(target2)}.${randomBytes(6).toString("hex")}.partial`);
    let handle;
    try {
      handle = await open(temp, "wx");
    } catch (error2) {
      const code = systemCode(error2);
      if (code === "ENOENT" || code === "ENOTDIR") await checkFolder(target2);
      throw writeFailure(error2, target2);
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
            `The file ended after ${written} of ${expectedLength} bytes; nothing was written to ${target2}.`
          );
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target2);
      return written;
    } catch (error2) {
      await rm(temp, { force: true });
      throw error2 instanceof DocConvertError ? error2 : writeFailure(error2, target2);
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
    const text2 = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, this.#queued)).toString("utf8");
    this.#release();
    return text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
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
  onResponseError(_controller, error2) {
    const failure = mapUndiciError(this.#abortReason ?? error2, this.signal, this.timeoutMs);
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
    const { origin, path: path2 } = splitUrl(request.url);
    const { signal, timeoutMs } = request;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve2, reject) => {
      const exchange = new Exchange(resolve2, reject, signal, timeoutMs, this.#forget);
      this.#inFlight.add(exchange);
      dispatcher.dispatch(
        {
          origin,
          path: path2,
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
    markdown: () => import("./markdown-PVNMSLGQ.mjs").then((module) => module.preparation)
  };
}
var DocConvert = class extends DocConvertClient {
  /** A client with the given settings; what is left out comes from the environment, then the defaults. */
  constructor(options = {}) {
    super(withNodeDefaults(options ?? {}));
  }
};

// packages/doc-convert/src/index.ts
var unsupported = unsupportedNodeMessage(process.versions.node);
if (unsupported) throw new Error(unsupported);

// packages/action/src/inputs/inputs.ts
init_esm_shims();
import { realpathSync } from "node:fs";
import path from "node:path";
var OUTPUT_TYPES = Object.keys(CONVERSION_CONTENT_TYPES);
var MAX_CONCURRENCY = 32;
var OPTIONS_SET_BY_THE_ACTION = {
  source: "is set by the Action (from the sources or source input, or the template)",
  filename: "makes the service store the file instead of returning it; the Action writes files itself",
  webhook: "makes the conversion asynchronous; the Action needs the file in the answer",
  encode: "makes the service answer Base64 text; the Action writes the binary file itself"
};
function text(name) {
  return getInput(name);
}
function boolean(name, fallback) {
  const value = text(name);
  if (value === "") return fallback;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw new InputError(`Input ${name} must be true or false (got ${JSON.stringify(value)}).`);
}
function integer(name, fallback, min, max = Number.MAX_SAFE_INTEGER) {
  const value = text(name);
  if (value === "") return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`;
    throw new InputError(`Input ${name} must be a whole number ${range} (got ${JSON.stringify(value)}).`);
  }
  return n;
}
function outputType() {
  const value = text("type").toLowerCase() || "pdf";
  if (!OUTPUT_TYPES.includes(value)) {
    const types = `${OUTPUT_TYPES.slice(0, -1).join(", ")} or ${OUTPUT_TYPES.at(-1)}`;
    throw new InputError(`Input type must be ${types} (got ${JSON.stringify(value)}).`);
  }
  return value;
}
function processorVersion() {
  const value = text("processor-version");
  if (value === "") return void 0;
  if (!PROCESSOR_VERSIONS.includes(value)) {
    throw new InputError(
      `Input processor-version must be ${PROCESSOR_VERSIONS.join(" or ")} (got ${JSON.stringify(value)}).`
    );
  }
  return value;
}
function outline(type, work, options) {
  const value = text("outline").trim().toLowerCase();
  if (value === "" || value === "false") return void 0;
  const depth = value === "true" ? DEFAULT_OUTLINE_DEPTH : Number(value);
  if (!/^(true|\d+)$/.test(value) || depth < OUTLINE_MIN_DEPTH || depth > OUTLINE_MAX_DEPTH) {
    throw new InputError(
      `Input outline must be true, false or a heading depth from ${OUTLINE_MIN_DEPTH} to ${OUTLINE_MAX_DEPTH} (got ${JSON.stringify(text("outline"))}).`
    );
  }
  if (type !== "pdf") {
    throw new InputError(
      `Input outline adds bookmarks to PDFs, so it needs type pdf (got ${JSON.stringify(type)}).`
    );
  }
  if (work.kind === "source" && /^https?:\/\//i.test(work.source)) {
    throw new InputError(
      "Input outline needs HTML the Action sends: a URL source's page is the site's, its headings cannot be prepared."
    );
  }
  const [issue] = outlineIssues(options, work.kind === "template");
  if (issue) throw new InputError(`Input outline ${issue.message}.`);
  return value === "true" ? true : { depth };
}
function patterns(name) {
  const lines = getMultilineInput(name).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  for (const line of lines) {
    if (!isWorkspaceRelative(line.startsWith("!") ? line.slice(1) : line)) {
      throw new InputError(
        `Input ${name}: ${JSON.stringify(line)} must be relative to the workspace and must not contain "..".`
      );
    }
  }
  if (lines.length > 0 && lines.every((line) => line.startsWith("!"))) {
    throw new InputError(`Input ${name} has only exclusions (!pattern); add a pattern that matches files.`);
  }
  return lines;
}
var WORK_INPUTS = {
  sources: "glob patterns",
  source: "one URL or inline HTML",
  template: "a stored template's slug",
  "template-file": "an HTML template in the repository"
};
async function target(workspace) {
  const values = {
    sources: patterns("sources"),
    source: getInput("source", { trimWhitespace: false }).trim(),
    template: text("template"),
    "template-file": text("template-file")
  };
  const data = patterns("data");
  const templateSlug = text("template-slug");
  const chosen = Object.keys(WORK_INPUTS).filter(
    (name) => values[name].length > 0
  );
  if (chosen.length > 1) {
    const [first, second] = chosen;
    throw new InputError(
      `Set either ${first} (${WORK_INPUTS[first]}) or ${second} (${WORK_INPUTS[second]}), not both.`
    );
  }
  const work = chosen[0];
  const fromTemplate = work === "template" || work === "template-file";
  if (data.length > 0 && !fromTemplate) {
    throw new InputError(
      `Input data needs template (${WORK_INPUTS.template}) or template-file (${WORK_INPUTS["template-file"]}): each data file fills the template in.`
    );
  }
  if (fromTemplate && data.length === 0) {
    throw new InputError(`Input ${work} needs data: glob patterns of JSON files, one document from each.`);
  }
  if (templateSlug !== "" && work !== "template-file") {
    throw new InputError(
      "Input template-slug names the stored copy of template-file, so it needs template-file" + (work === "template" ? " (with template, the slug is template itself)." : ".")
    );
  }
  switch (work) {
    case "sources":
      return { kind: "files", patterns: values.sources };
    case "source":
      return { kind: "source", source: values.source };
    case "template":
      return { kind: "template", slug: values.template, file: void 0, data };
    case "template-file": {
      const { resolveTemplateFile } = await import("./template-file-EZTMZDWW.mjs");
      return {
        kind: "template",
        data,
        ...await resolveTemplateFile(values[work], templateSlug, workspace)
      };
    }
    default:
      return { kind: "credits" };
  }
}
async function conversionOptions(type, sandbox) {
  const raw = text("options");
  if (raw === "") return {};
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (error2) {
    throw new InputError(`Input options is not valid JSON: ${error2.message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new InputError('Input options must be a JSON object of conversion options, e.g. {"format": "A4"}.');
  }
  const options = parsed;
  for (const [name, reason] of Object.entries(OPTIONS_SET_BY_THE_ACTION)) {
    if (name in options) throw new InputError(`Input options: ${name} ${reason}.`);
  }
  const request = { ...options, source: "<p>options check</p>", ...sandbox ? { sandbox: true } : {} };
  const { parseConversionOptions } = await loadOptions();
  try {
    parseConversionOptions(type, request);
  } catch (error2) {
    throw new InputError(`Input options: ${error2.message}`);
  }
  return options;
}
function relativePath(name, base) {
  const value = text(name);
  if (value === "") return void 0;
  if (!isWorkspaceRelative(value)) {
    throw new InputError(`Input ${name}: ${JSON.stringify(value)} must be a relative path without "..".`);
  }
  return path.resolve(base, value);
}
function mergeFile(type, outputDir) {
  const file = relativePath("merge", outputDir);
  if (file === void 0) return void 0;
  if (type !== "pdf") {
    throw new InputError(
      `Input merge joins PDFs into one, so it needs type pdf (got ${JSON.stringify(type)}).`
    );
  }
  if (!/\.pdf$/i.test(file)) {
    throw new InputError(`Input merge must name a .pdf file (got ${JSON.stringify(text("merge"))}).`);
  }
  return file;
}
var BOOK_INPUTS = {
  "merge-toc": "puts a contents page in front of the merge PDF",
  "merge-toc-depth": "sets how many levels the contents page lists",
  "merge-page-numbers": "numbers the pages of the merge PDF",
  "merge-running-head": "puts a running head on the pages of the merge PDF",
  "merge-title": "is the Title of the merge PDF",
  "merge-cover": "puts a cover in front of the merge PDF",
  "merge-date": "is the date on the cover of the merge PDF",
  "merge-author": "is the Author of the merge PDF",
  "merge-subject": "is the Subject of the merge PDF",
  "merge-lang": "is the language of the merge PDF",
  "merge-link-base": "gives links out of the merge PDF an address",
  "merge-partial": "merges this run's documents alone into the merge PDF"
};
async function cover(workspace) {
  const value = text("merge-cover");
  if (value === "" || /^false$/i.test(value)) return void 0;
  if (/^true$/i.test(value)) return true;
  const name = `Input merge-cover (${JSON.stringify(value)})`;
  if (!isWorkspaceRelative(value) || !/\.(x?html?)$/i.test(value)) {
    throw new InputError(
      `${name} must be true (a cover made from merge-title, merge-subject, merge-author and merge-date) or an HTML file relative to the workspace, without "..".`
    );
  }
  try {
    return { path: await realPathInside(workspace, value), label: value.split(path.sep).join("/") };
  } catch (error2) {
    throw new InputError(`${name} cannot be read: ${unreadableReason(error2)}.`);
  }
}
async function book(merge, workspace) {
  const given = Object.keys(BOOK_INPUTS).filter((name) => {
    const value = text(name);
    return value !== "" && !(/^false$/i.test(value) && ["merge-toc", "merge-partial", "merge-cover"].includes(name));
  });
  if (merge === void 0 && given.length > 0) {
    throw new InputError(`Input ${given[0]} ${BOOK_INPUTS[given[0]]}, so it needs merge.`);
  }
  const toc = boolean("merge-toc", false);
  const optional = (name) => text(name) || void 0;
  const checked = (name, issue) => {
    const value = optional(name);
    const problem = value === void 0 ? void 0 : issue(value);
    if (problem) throw new InputError(`Input ${name} ${problem}.`);
    return value;
  };
  const depthText = optional("merge-toc-depth");
  if (depthText !== void 0 && !toc) {
    throw new InputError(
      "Input merge-toc-depth sets how many levels the contents page lists, so it needs merge-toc."
    );
  }
  const depth = depthText === void 0 ? void 0 : /^\d+$/.test(depthText) ? Number(depthText) : depthText;
  const depthProblem = depth === void 0 ? void 0 : contentsDepthIssue(depth);
  if (depthProblem) throw new InputError(`Input merge-toc-depth ${depthProblem}.`);
  const mergeCover = merge === void 0 ? void 0 : await cover(workspace);
  const date = optional("merge-date");
  if (date !== void 0 && mergeCover !== true) {
    throw new InputError(
      "Input merge-date is the date on a generated cover, so it needs merge-cover: true (an HTML cover shows its own)."
    );
  }
  return {
    mergeToc: toc,
    mergeTocDepth: depth,
    mergePageNumbers: checked("merge-page-numbers", pageNumbersIssue),
    mergeRunningHead: checked("merge-running-head", runningHeadIssue),
    mergeTitle: optional("merge-title"),
    mergeCover,
    mergeDate: date,
    mergeAuthor: optional("merge-author"),
    mergeSubject: optional("merge-subject"),
    mergeLang: checked("merge-lang", langIssue),
    mergeLinkBase: checked("merge-link-base", linkBaseIssue),
    mergePartial: boolean("merge-partial", false)
  };
}
async function warnAboutMargins(options, inputs) {
  if (options.margin === void 0 || !inputs.mergePageNumbers && !inputs.mergeRunningHead) return;
  const { marginPoints } = await loadOptions();
  const margin = marginPoints(options.margin);
  const drawn = [
    ["merge-page-numbers", "bottom", "page numbers"],
    ["merge-running-head", "top", "running heads"]
  ];
  for (const [name, side, what] of drawn) {
    const set = name === "merge-page-numbers" ? inputs.mergePageNumbers : inputs.mergeRunningHead;
    if (!set || margin[side] >= 12) continue;
    warning(
      `${name}: the ${what} are drawn in the ${side} margin, which options sets to ${Math.round(margin[side] * 10) / 10} pt: they print over the text. Leave at least 12 pt there (the service's default margin, \xBD inch, fits them), or set the pages' own @page margins and leave "margin" out of options.`,
      { title: `Doc Convert: ${what} in a ${side} margin of ${Math.round(margin[side])} pt` }
    );
  }
}
function workspaceRoot() {
  const root = process.env.GITHUB_WORKSPACE || process.cwd();
  try {
    return realpathSync(root);
  } catch {
    throw new InputError(`The workspace ${root} does not exist (GITHUB_WORKSPACE).`);
  }
}
async function readInputs() {
  const apiKey = getInput("api-key", { required: true });
  setSecret(apiKey);
  const githubToken = text("github-token") || void 0;
  if (githubToken) setSecret(githubToken);
  const type = outputType();
  const workspace = workspaceRoot();
  const sandbox = boolean("sandbox", false);
  const options = await conversionOptions(type, sandbox);
  const commentOnPr = boolean("comment-on-pr", false);
  if (commentOnPr && !githubToken) {
    throw new InputError("Input comment-on-pr needs github-token (default: ${{ github.token }}).");
  }
  const work = await target(workspace);
  const shard = parseShard(text("shard"));
  if (shard.count > 1 && work.kind !== "files" && work.kind !== "template") {
    throw new InputError("Input shard splits the files of sources or data; set one of them to use it.");
  }
  const outputDir = path.resolve(workspace, text("output-dir") || "doc-convert");
  const merge = mergeFile(type, outputDir);
  const mergeOrder = text("merge-order");
  if (mergeOrder !== "" && merge === void 0) {
    throw new InputError("Input merge-order orders the documents of merge, so it needs merge.");
  }
  const bookInputs = await book(merge, workspace);
  await warnAboutMargins(options, bookInputs);
  const releaseAssets = boolean("release-assets", false);
  if (releaseAssets && !githubToken) {
    throw new InputError("Input release-assets needs github-token (default: ${{ github.token }}).");
  }
  return {
    apiKey,
    baseUrl: text("base-url") || void 0,
    target: work,
    type,
    workspace,
    outputDir,
    options,
    sandbox: sandbox || options.sandbox === true,
    processorVersion: processorVersion(),
    outline: outline(type, work, options),
    concurrency: integer("concurrency", 4, 1, MAX_CONCURRENCY),
    inlineAssets: boolean("inline-assets", true),
    minCredits: integer("min-credits", 0, 0),
    failOnError: boolean("fail-on-error", true),
    artifactName: text("artifact-name") || void 0,
    commentOnPr,
    githubToken,
    shard,
    cacheDir: relativePath("cache-dir", workspace),
    merge,
    mergeOrder: mergeOrder === "" ? void 0 : await readMergeOrder(mergeOrder, workspace),
    ...bookInputs,
    releaseAssets
  };
}

// packages/action/src/main.ts
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
      userAgent: "github-action",
      // Retries and rate-limit waits in the step's log ("rate limited: waiting 12 s (attempt 2 of 3)"), each
      // answer in its debug log: a long wait is never silent.
      logger: {
        debug: (message) => debug(message),
        info: (message) => info(message),
        warn: (message) => warning(message),
        error: (message) => error(message)
      },
      logLevel: "debug"
    });
    if (inputs.target.kind === "credits") await checkCredits(client, inputs);
    else {
      const { convertSources } = await import("./convert-sources-5HC75MVH.mjs");
      await convertSources(client, inputs);
    }
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
export {
  run
};
