import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  pageNumbersIssue
} from "./chunk-LWN46BZD.mjs";
import {
  InputError,
  describeError,
  isWorkspaceRelative
} from "./chunk-EVSTYM4A.mjs";
import {
  AssetReader,
  LinkTargets,
  countRefusals,
  hasMarkedLinks,
  pagesOf,
  repositoryBlob
} from "./chunk-YXB74B55.mjs";
import {
  OutsideError,
  displayPath,
  formatBytes,
  formatDuration,
  isInside,
  plural,
  prepareOutputFolder,
  realPathInside
} from "./chunk-54TLD4CL.mjs";
import {
  mapWithConcurrency
} from "./chunk-HP5RTGEV.mjs";
import {
  PageCounter,
  countPages
} from "./chunk-SWOUJCPD.mjs";
import {
  writeBytes
} from "./chunk-2CAV64QI.mjs";
import {
  CONVERSION_CONTENT_TYPES,
  DocConvertClient,
  LOG_LEVELS,
  PROCESSOR_VERSIONS,
  isLogLevel,
  lazy,
  loadOptions,
  normalizeHeaders
} from "./chunk-5OPHOQVX.mjs";
import {
  debug,
  endGroup,
  error,
  getInput,
  getMultilineInput,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  summary,
  warning
} from "./chunk-RCVGSD3Q.mjs";
import {
  listOf
} from "./chunk-QH2BB7QJ.mjs";
import "./chunk-PXY7E7IF.mjs";
import "./chunk-I66FRPXA.mjs";
import {
  escapeHtml
} from "./chunk-QR232BHL.mjs";
import "./chunk-3PIMJ2WY.mjs";
import {
  DEFAULT_OUTLINE_DEPTH,
  OUTLINE_MAX_DEPTH,
  OUTLINE_MIN_DEPTH,
  outlineIssues
} from "./chunk-2PA6NMCO.mjs";
import {
  AbortError,
  ConnectionError,
  DocConvertError,
  FileWriteError,
  NOT_DELIVERED_CODES,
  TimeoutError,
  ValidationError,
  abortError
} from "./chunk-5YE4T77P.mjs";
import {
  init_esm_shims
} from "./chunk-6ODO5OSX.mjs";

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
  async write(path6, chunks, expectedLength, options = {}) {
    const target2 = resolve(path6);
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
var undici = lazy(() => import("./undici-lite-3QRNVEL4.mjs"));
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
    const { origin, path: path6 } = splitUrl(request.url);
    const { signal, timeoutMs } = request;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise((resolve2, reject) => {
      const exchange = new Exchange(resolve2, reject, signal, timeoutMs, this.#forget);
      this.#inFlight.add(exchange);
      dispatcher.dispatch(
        {
          origin,
          path: path6,
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
    fileSink: nodeFileSink
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

// packages/action/src/report/annotations.ts
init_esm_shims();

// packages/action/src/report/report.ts
init_esm_shims();
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
    after: void 0,
    cache: inputs.cacheDir !== void 0
  };
}
function converted(report) {
  return report.outcomes.filter((o) => o.ok);
}
function fromCache(report) {
  return report.outcomes.filter((o) => o.ok && o.cached);
}
function refusedAssets(report) {
  return Object.fromEntries(
    report.outcomes.filter((o) => o.refused?.length).map((o) => [o.job.label, o.refused.length])
  );
}
function failed(report) {
  return report.outcomes.filter((o) => !o.ok);
}
function outputFiles(report) {
  return converted(report).map((o) => displayPath(report.workspace, o.job.output));
}
function creditsUsed(report) {
  const contents = report.contents?.credits ?? 0;
  return report.outcomes.reduce((sum, o) => sum + (o.credits ?? 0), contents);
}
function creditsRemaining(report) {
  if (report.after) return report.after.remaining;
  return report.before && Math.max(0, report.before.remaining - creditsUsed(report));
}
function afterwords(report) {
  const lines = [];
  const { merged, release: release2 } = report;
  if (merged) {
    const book2 = [
      merged.contentsPages === void 0 ? "" : `, ${plural(merged.contentsPages, "contents page")} in front`,
      merged.numbered ? ", every page numbered" : "",
      merged.title === void 0 ? "" : `, titled ${JSON.stringify(merged.title)}`
    ].join("");
    lines.push(
      `Merged ${plural(merged.documents, "document")} into ${displayPath(report.workspace, merged.path)} (${plural(merged.pages, "page")}, ${formatBytes(merged.bytes)})${book2}.`
    );
  }
  if (release2 && "skipped" in release2) lines.push(release2.skipped);
  else if (release2) {
    lines.push(
      `Uploaded ${plural(release2.assets.length, "asset")} to the release of ${release2.tag}: ${release2.url}`
    );
  }
  return lines;
}
function contentsRow(report) {
  const { contents, merged } = report;
  if (!contents) return void 0;
  const fromCache2 = contents.renders > 0 && contents.cached === contents.renders;
  let status;
  if (!merged) status = `\u274C ${contents.error ?? "failed"}`;
  else {
    const cachedToo = contents.cached > 0 && !fromCache2 ? `, ${contents.cached} from the cache` : "";
    const renders = contents.renders > 1 ? ` \xB7 ${contents.renders} renders (its own length moved its page numbers${cachedToo})` : "";
    status = `\u2705 ${fromCache2 ? "from the cache" : "converted"}${renders}`;
  }
  return {
    source: "Contents page (merge-toc)",
    output: merged ? displayPath(report.workspace, merged.path) : void 0,
    bytes: contents.bytes,
    pages: merged?.contentsPages,
    credits: contents.credits,
    durationMs: fromCache2 || contents.renders === 0 ? void 0 : contents.durationMs,
    status
  };
}
function pagesText(outcome) {
  const pages = outcome.pages === void 0 ? "\u2014" : String(outcome.pages);
  return outcome.bookmarks === void 0 ? pages : `${pages} (${plural(outcome.bookmarks, "bookmark")})`;
}
function assetProblems(outcome) {
  const { missing, notInlined, refused } = outcome;
  const problems = [];
  if (missing?.length) problems.push(`${plural(missing.length, "asset")} not found`);
  if (notInlined?.length) {
    problems.push(`${plural(notInlined.length, "local asset")} not sent (inline-assets is false)`);
  }
  if (refused?.length) problems.push(`${plural(refused.length, "asset")} refused (outside the workspace)`);
  return problems;
}
function statusText(outcome, work) {
  const problems = assetProblems(outcome);
  if (!outcome.ok) {
    const why = `\u274C ${outcome.error ?? "failed"}`;
    return problems.length > 0 ? `${why} \xB7 \u26A0\uFE0F ${problems.join(" \xB7 ")}` : why;
  }
  const done = outcome.cached ? "from the cache" : work.done;
  return problems.length > 0 ? `\u26A0\uFE0F ${done} \xB7 ${problems.join(" \xB7 ")}` : `\u2705 ${done}`;
}
function headline(report) {
  const { work } = report;
  if (report.refusal) return `Nothing ${work.done}: ${report.refusal}`;
  if (report.cache) {
    const cached = fromCache(report).length;
    const failures = failed(report).length;
    return [
      `${cached} of ${report.outcomes.length} from the cache`,
      `${converted(report).length - cached} ${work.done}`,
      ...failures > 0 ? [`${failures} failed`] : [],
      plural(creditsUsed(report), "credit")
    ].join(", ");
  }
  const type = report.type.toUpperCase();
  const done = `${converted(report).length} of ${plural(report.outcomes.length, work.item)} ${work.done}`;
  return report.template === void 0 ? `${done} to ${type}` : `${done} as ${type} from template ${report.template}`;
}
function headlineCredits(report) {
  if (report.sandbox)
    return report.cache || report.refusal ? "sandbox: watermarked" : "sandbox: watermarked, no credits used";
  if (report.cache || report.refusal) return void 0;
  return `${plural(creditsUsed(report), "credit")} used`;
}

// packages/action/src/report/annotations.ts
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

// packages/action/src/report/artifact.ts
init_esm_shims();
import path from "node:path";
async function uploadArtifact(name, files, outputDir) {
  const { DefaultArtifactClient } = await import("./artifact-MI7FT25N.mjs");
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

// packages/action/src/report/comment.ts
init_esm_shims();
var COMMENT_MARKER = "<!-- doc-convert-action:summary -->";
var MAX_COMMENT_ROWS = 50;
function cell(text2) {
  return escapeHtml(text2).replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}
function commentBody(report) {
  const lines = [COMMENT_MARKER, "### Doc Convert", "", `**${cell(headline(report))}**`, ""];
  if (report.outcomes.length > 0) {
    lines.push("| Source | Output | Size | Pages | Status |", "| --- | --- | --- | --- | --- |");
    for (const o of report.outcomes.slice(0, MAX_COMMENT_ROWS)) {
      const output = o.ok ? `\`${cell(displayPath(report.workspace, o.job.output))}\`` : "\u2014";
      const size = o.bytes === void 0 ? "\u2014" : formatBytes(o.bytes);
      const status = cell(statusText(o, report.work));
      lines.push(`| \`${cell(o.job.label)}\` | ${output} | ${size} | ${pagesText(o)} | ${status} |`);
    }
    const more = report.outcomes.length - MAX_COMMENT_ROWS;
    if (more > 0) lines.push(`| \u2026 and ${more} more | | | | |`);
    const contents = contentsRow(report);
    if (contents) {
      const output = contents.output === void 0 ? "\u2014" : `\`${cell(contents.output)}\``;
      const size = contents.bytes === void 0 ? "\u2014" : formatBytes(contents.bytes);
      const pages = contents.pages === void 0 ? "\u2014" : String(contents.pages);
      lines.push(`| ${cell(contents.source)} | ${output} | ${size} | ${pages} | ${cell(contents.status)} |`);
    }
    lines.push("");
  }
  const sandbox = report.sandbox ? " (sandbox)" : "";
  lines.push(
    `Credits used: ${creditsUsed(report)}${sandbox} \xB7 remaining: ${creditsRemaining(report) ?? cell(report.balanceNote ?? "unknown")}`
  );
  for (const line of afterwords(report)) lines.push("", cell(line));
  if (report.artifactUrl) lines.push("", `[Download the files](${report.artifactUrl})`);
  return lines.join("\n");
}
function statusOf(error2) {
  const status = error2?.status;
  return typeof status === "number" ? status : void 0;
}
async function commentOnPullRequest(report, token) {
  const github = await import("./github-ENZG6BEB.mjs");
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

// packages/action/src/convert/convert.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
import path2 from "node:path";
function pageContext(inputs, pages) {
  return {
    reader: inputs.inlineAssets ? new AssetReader(inputs.workspace) : void 0,
    links: {
      workspace: inputs.workspace,
      pages,
      repositoryBlob: repositoryBlob(),
      keepFragment: inputs.type === "pdf",
      marked: inputs.type === "pdf",
      sections: inputs.type === "pdf" ? new LinkTargets(inputs.workspace) : void 0
    },
    printNotice: "use_print" in inputs.options ? void 0 : { said: false }
  };
}
async function htmlOf(job, { reader, links }) {
  const source = job.source ?? "";
  if (job.file === void 0 && /^https?:\/\//i.test(source)) return source;
  const html = job.file === void 0 ? source : await readFile(job.file, "utf8");
  const file = job.file ?? path2.join(links.workspace, "index.html");
  const { inlineHtml } = await import("./inline-html-O2KNAO5G.mjs");
  return inlineHtml(html, file, reader, { policy: links, output: job.output });
}
async function sourceOf(job, context) {
  const { value, refused, notes } = await countRefusals(() => htmlOf(job, context));
  const annotation = job.file ? { file: displayPath(context.links.workspace, job.file) } : {};
  const [first, ...more] = notes.notInlined;
  if (first !== void 0) {
    const others = more.length > 0 ? ` (and ${plural(more.length, "other")})` : "";
    warning(
      `Not inlined (inline-assets is false): ${first}${others} cannot load, since ${job.label} is sent without its folder; set inline-assets to true to send them with it.`,
      annotation
    );
  }
  const notice2 = context.printNotice;
  if (notes.print && notice2 && !notice2.said) {
    notice2.said = true;
    notice(
      `${job.label} has print styles (a print stylesheet or @media print), which are left out: the service prints with the screen styles unless use_print is set. To print the site as it intends, add "use_print": true to options, e.g. options: '{"use_print": true, "margin": "0"}'.`,
      { ...annotation, title: "Doc Convert: print styles" }
    );
  }
  return { text: value, refused, notes };
}
function assetNotes(source) {
  const list = (set) => set?.size ? [...set] : void 0;
  return {
    refused: source?.refused.length ? source.refused : void 0,
    missing: list(source?.notes?.missing),
    notInlined: list(source?.notes?.notInlined)
  };
}
var SourceQueue = class {
  constructor(jobs, context, known = /* @__PURE__ */ new Map()) {
    this.jobs = jobs;
    this.context = context;
    this.known = known;
  }
  jobs;
  context;
  known;
  #reads = /* @__PURE__ */ new Map();
  /** Starts reading job `index`'s source (if there is such a job, with HTML to read) without waiting for it. */
  readAhead(index) {
    if (index >= this.jobs.length || this.#reads.has(index) || this.jobs[index].template) return;
    const job = this.jobs[index];
    const known = this.known.get(job);
    this.known.delete(job);
    const read = known ? Promise.resolve(known) : sourceOf(job, this.context);
    read.catch(() => void 0);
    this.#reads.set(index, read);
  }
  /** Job `index`'s source, handed over once. */
  take(index) {
    this.readAhead(index);
    const read = this.#reads.get(index);
    this.#reads.delete(index);
    return read;
  }
};
function render(client, job, source, inputs) {
  const sandbox = inputs.sandbox ? { sandbox: true } : {};
  const request = { processorVersion: inputs.processorVersion };
  if (inputs.outline !== void 0) request.outline = inputs.outline;
  if (job.template) {
    const { slug, data } = job.template;
    return client.templates.generate(slug, inputs.type, { ...inputs.options, ...sandbox, data }, request);
  }
  const options = { ...inputs.options, source, ...sandbox };
  return client.convert[inputs.type](options, request);
}
async function writeRelinked(job, inputs, answer) {
  const pdf = await answer.bytes();
  let file = pdf;
  let cacheable = true;
  try {
    const { relinkPdf } = await import("./pdf-links-OO27M5HT.mjs");
    file = (await relinkPdf(pdf))?.bytes ?? pdf;
  } catch (error2) {
    cacheable = false;
    warning(
      `Links between pages left as sent in ${job.label}: ${describeError(error2, [inputs.apiKey, inputs.githubToken])}`
    );
  }
  const counter = new PageCounter();
  counter.push(file);
  const bytes = await writeBytes(job.output, file);
  return { bytes, pages: counter.pages(), cacheable };
}
function prepareFolderOf(run2, output) {
  const folder = path2.dirname(output);
  let prepared = run2.folders.get(folder);
  if (!prepared) run2.folders.set(folder, prepared = prepareOutputFolder(run2.inputs.outputDir, output));
  return prepared;
}
function logWritten(inputs, job, details) {
  const output = displayPath(inputs.workspace, job.output);
  info(`\u2713 ${job.label} \u2192 ${output} (${details.filter(Boolean).join(", ")})`);
}
async function convertOne(run2, index, job, release2) {
  const { client, inputs, sources, cache } = run2;
  const started = performance.now();
  let notes = {};
  try {
    await prepareFolderOf(run2, job.output);
    const source = job.template ? void 0 : await sources.take(index);
    notes = assetNotes(source);
    sources.readAhead(index + inputs.concurrency);
    const answer = await render(client, job, source?.text, inputs);
    if (answer.kind !== "file") throw new Error(`The service answered a ${answer.kind} result, not a file.`);
    const relink = inputs.type === "pdf" && source !== void 0 && hasMarkedLinks(source.text);
    const written = relink ? await writeRelinked(job, inputs, answer) : {
      bytes: await answer.toFile(job.output),
      pages: inputs.type === "pdf" ? await countPages(job.output) : void 0,
      cacheable: true
    };
    release2();
    const { bytes, pages } = written;
    const bookmarks = answer.outline?.bookmarks;
    const { creditsUsed: creditsUsed2, creditsCost, serviceDuration } = answer.metadata;
    const credits = creditsUsed2 ?? (inputs.sandbox ? 0 : creditsCost);
    const durationMs = serviceDuration ?? performance.now() - started;
    logWritten(inputs, job, [
      formatBytes(bytes),
      pages && plural(pages, "page"),
      bookmarks !== void 0 && plural(bookmarks, "bookmark"),
      credits !== void 0 && plural(credits, "credit"),
      formatDuration(durationMs)
    ]);
    if (cache && written.cacheable) {
      await cache.store(cache.key(job, source?.text), job.output).catch((error2) => {
        warning(
          `Not cached: ${job.label}: ${describeError(error2, [inputs.apiKey, inputs.githubToken])}`
        );
      });
    }
    return { job, ok: true, bytes, pages, bookmarks, credits, durationMs, ...notes };
  } catch (error2) {
    const message = describeError(error2, [inputs.apiKey, inputs.githubToken]);
    info(`\u2717 ${job.label}: ${message}`);
    return { job, ok: false, error: message, durationMs: performance.now() - started, ...notes };
  }
}
var PROBES_AT_ONCE = 16;
var KEEP_READ_CHARS = 64 * 1024 * 1024;
async function restoreFromCache(jobs, inputs, cache, context) {
  const known = /* @__PURE__ */ new Map();
  let kept = 0;
  const run2 = { inputs, folders: /* @__PURE__ */ new Map() };
  const probed = await mapWithConcurrency(jobs, PROBES_AT_ONCE, async (job) => {
    try {
      const source = job.template ? void 0 : await sourceOf(job, context);
      await prepareFolderOf(run2, job.output);
      const hit = await cache.restore(cache.key(job, source?.text), job.output);
      if (!hit) {
        if (source && kept + source.text.length <= KEEP_READ_CHARS) {
          kept += source.text.length;
          known.set(job, source);
        }
        return void 0;
      }
      logWritten(inputs, job, [
        formatBytes(hit.bytes),
        hit.pages && plural(hit.pages, "page"),
        hit.bookmarks !== void 0 && plural(hit.bookmarks, "bookmark"),
        "from the cache"
      ]);
      return {
        job,
        ok: true,
        bytes: hit.bytes,
        pages: hit.pages,
        bookmarks: hit.bookmarks,
        credits: 0,
        durationMs: 0,
        cached: true,
        ...assetNotes(source)
      };
    } catch {
      return void 0;
    }
  });
  const restored = probed.filter((o) => o !== void 0);
  const misses = jobs.filter((_, i) => probed[i] === void 0);
  return { restored, misses, resume: { cache, known } };
}
async function convertAll(client, jobs, inputs, context, halt, cached) {
  const run2 = {
    client,
    inputs,
    sources: new SourceQueue(jobs, context, cached?.known),
    folders: /* @__PURE__ */ new Map(),
    cache: cached?.cache
  };
  return mapWithConcurrency(
    jobs,
    inputs.concurrency,
    async (job, index, release2) => halt?.aborted ? { job, ok: false, error: "Not converted: the run was stopped.", durationMs: 0 } : convertOne(run2, index, job, release2)
  );
}

// packages/action/src/plan/credits.ts
init_esm_shims();
function needed({ files, work, contents }) {
  if (!contents) return `the ${plural(files, work.item)} to ${work.verb}`;
  if (files === 0) return "the contents page to convert";
  if (work.verb === "convert") return `the ${plural(files, work.item)} and the contents page to convert`;
  return `the ${plural(files, work.item)} to ${work.verb} and the contents page to convert`;
}
function creditsRefusal(credits, need) {
  const { minCredits, sandbox, files, contents } = need;
  if (credits.remaining < minCredits) {
    return `${plural(credits.remaining, "credit")} remaining, below min-credits (${minCredits}).`;
  }
  const count = files + (contents ? 1 : 0);
  if (!sandbox && credits.remaining < count) {
    const each = files === 0 ? "one credit at least" : "one credit each at least";
    return `${plural(credits.remaining, "credit")} remaining, fewer than ${needed(need)} (${each}).`;
  }
  return void 0;
}

// packages/action/src/inputs/inputs.ts
init_esm_shims();
import { realpathSync } from "node:fs";
import path4 from "node:path";

// packages/action/src/merge/merge-order.ts
init_esm_shims();
import { readFile as readFile2 } from "node:fs/promises";
import path3 from "node:path";
function normalise(line) {
  return path3.posix.normalize(line.replaceAll("\\", "/")).replace(/^(\.\/)+/, "");
}
async function readMergeOrder(relative, workspace) {
  const name = `Input merge-order (${JSON.stringify(relative)})`;
  if (!isWorkspaceRelative(relative)) {
    throw new InputError(`${name} must be a file relative to the workspace, without "..".`);
  }
  let text2;
  try {
    text2 = await readFile2(await realPathInside(workspace, relative), "utf8");
  } catch (error2) {
    const why = error2 instanceof OutsideError ? "it resolves outside the workspace, so it is not read" : error2.code === "ENOENT" ? "no such file in the workspace" : error2.message;
    throw new InputError(`${name} cannot be read: ${why}.`);
  }
  const listed = [];
  for (const [index, raw] of text2.replace(/^\uFEFF/, "").split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!isWorkspaceRelative(line)) {
      throw new InputError(
        `${name}, line ${index + 1}: ${JSON.stringify(line)} must be a path relative to the workspace, without "..".`
      );
    }
    const entry = normalise(line);
    if (!listed.includes(entry)) listed.push(entry);
  }
  return listed;
}
function orderByList(jobs, listed) {
  const byLabel = new Map(jobs.map((job) => [job.label, job]));
  const first = [];
  for (const entry of listed) {
    const job = byLabel.get(entry);
    if (job === void 0) {
      warning(
        `merge-order lists ${entry}, which is not among the documents matched: left out of the order.`
      );
      continue;
    }
    first.push(job);
    byLabel.delete(entry);
  }
  const rest = [...byLabel.values()].sort((a, b) => a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  return [...first, ...rest];
}

// packages/action/src/plan/shard.ts
init_esm_shims();
import { createHash } from "node:crypto";
var WHOLE = { index: 1, count: 1 };
function parseShard(value) {
  if (value.trim() === "") return WHOLE;
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count) {
    throw new InputError(
      `Input shard must be k/n with 1 \u2264 k \u2264 n, e.g. 2/4 for the second of four jobs (got ${JSON.stringify(value)}).`
    );
  }
  return { index, count };
}
function shardOf(label, count) {
  const digest = createHash("sha256").update(label).digest();
  return digest.readUInt32BE(0) % count + 1;
}
function inShard(items, shard, label) {
  if (shard.count === 1) return [...items];
  return items.filter((item) => shardOf(label(item), shard.count) === shard.index);
}

// packages/action/src/inputs/inputs.ts
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
    throw new InputError(`Input type must be ${listOf(OUTPUT_TYPES)} (got ${JSON.stringify(value)}).`);
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
      const { resolveTemplateFile } = await import("./template-file-XZER4PGJ.mjs");
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
  return path4.resolve(base, value);
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
function book(merge) {
  const toc = boolean("merge-toc", false);
  const numbers = text("merge-page-numbers");
  const title = text("merge-title");
  const needs = [
    [toc, "merge-toc puts a contents page in front of the merge PDF"],
    [numbers !== "", "merge-page-numbers numbers the pages of the merge PDF"],
    [title !== "", "merge-title is the Title of the merge PDF"]
  ];
  for (const [set, what] of needs) {
    if (set && merge === void 0) throw new InputError(`Input ${what}, so it needs merge.`);
  }
  const issue = numbers === "" ? void 0 : pageNumbersIssue(numbers);
  if (issue) throw new InputError(`Input merge-page-numbers ${issue}.`);
  return {
    mergeToc: toc,
    mergePageNumbers: numbers === "" ? void 0 : numbers,
    mergeTitle: title === "" ? void 0 : title
  };
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
  const outputDir = path4.resolve(workspace, text("output-dir") || "doc-convert");
  const merge = mergeFile(type, outputDir);
  const mergeOrder = text("merge-order");
  if (mergeOrder !== "" && merge === void 0) {
    throw new InputError("Input merge-order orders the documents of merge, so it needs merge.");
  }
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
    ...book(merge),
    releaseAssets
  };
}

// packages/action/src/plan/jobs.ts
init_esm_shims();
import { realpathSync as realpathSync2, statSync } from "node:fs";
import { glob, stat as stat2 } from "node:fs/promises";
import path5 from "node:path";
var HTML_EXTENSION = /\.(x?html?)$/i;
var JSON_EXTENSION = /\.json$/i;
var PDF_EXTENSION = /\.pdf$/i;
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
var DEPENDENCY_FOLDERS = ["node_modules", "bower_components", "jspm_packages", "vendor", ".git"];
function leftOutFolders(include) {
  const named = new Set(include.flatMap((pattern) => pattern.split(/[\\/]/)));
  return DEPENDENCY_FOLDERS.filter((folder) => !named.has(folder));
}
var SitePages = class {
  constructor(matched, inputs) {
    this.matched = matched;
    this.inputs = inputs;
  }
  matched;
  inputs;
  // Each file is looked at once per run. Synchronously: a link is rewritten while the page is parsed, and a
  // page links to few distinct files, each stat()ed once for the whole run.
  #others = /* @__PURE__ */ new Map();
  get(file) {
    const output = this.matched.get(file);
    if (output !== void 0) return output;
    if (!this.#others.has(file)) this.#others.set(file, this.#other(file));
    return this.#others.get(file);
  }
  /** The output of `file` when it is an HTML file of the workspace, read as a run that matched it would. */
  #other(file) {
    const { workspace, outputDir, type } = this.inputs;
    const relative = path5.relative(workspace, file);
    if (!HTML_EXTENSION.test(relative) || !isInside(workspace, file)) return void 0;
    if (relative.split(path5.sep).some((part) => DEPENDENCY_FOLDERS.includes(part))) return void 0;
    try {
      if (!statSync(file).isFile() || !isInside(workspace, realpathSync2(file))) return void 0;
    } catch {
      return void 0;
    }
    return path5.join(outputDir, outputName(relative, type));
  }
};
function excludedBy(exclude, relative) {
  if (exclude.length === 0) return false;
  const parts2 = relative.split(path5.sep);
  return parts2.some((_, i) => {
    const prefix = parts2.slice(0, i + 1).join("/");
    return exclude.some((pattern) => path5.matchesGlob(prefix, pattern));
  });
}
var byPath = (a, b) => a < b ? -1 : a > b ? 1 : 0;
async function matchFiles(patterns2, workspace, ordered) {
  const include = patterns2.filter((p) => !p.startsWith("!"));
  const exclude = patterns2.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  const leftOut = leftOutFolders(include);
  if (leftOut.length > 0 && include.some((p) => p.includes("*"))) {
    info(`Left out dependency folders (${leftOut.join(", ")}): a pattern that names one matches in it.`);
  }
  const skipped = new Set(leftOut);
  const globbed = async (pattern) => {
    const matches = /* @__PURE__ */ new Set();
    for await (const match of glob(pattern, {
      cwd: workspace,
      exclude: (name) => skipped.has(path5.basename(name))
    })) {
      const normal = path5.normalize(match);
      if (!excludedBy(exclude, normal)) matches.add(normal);
    }
    return [...matches].sort(byPath);
  };
  if (!ordered || include.length === 1) return globbed(include);
  const perPattern = await Promise.all(include.map(globbed));
  return [...new Set(perPattern.flat())];
}
async function planJobs(inputs) {
  const { target: target2, outputDir, type } = inputs;
  switch (target2.kind) {
    case "source": {
      const isUrl = /^https?:\/\//i.test(target2.source);
      const job = {
        label: isUrl ? target2.source : "inline HTML",
        file: void 0,
        source: target2.source,
        output: path5.join(outputDir, `${sourceName(target2.source)}.${type}`)
      };
      return { jobs: [job], rejected: [] };
    }
    case "files": {
      const matched = inMergeOrder(await fileJobs(target2.patterns, inputs, HTML_EXTENSION, true), inputs);
      const pages = new SitePages(pagesOf(matched), inputs);
      const jobs = thisShard(matched, inputs);
      return { jobs, rejected: [], matched: matched.length, pages, order: jobs.map((job) => job.label) };
    }
    case "template": {
      const [{ readDataFiles }, { readTemplateFile }] = await Promise.all([
        import("./data-files-WDE5ZHFH.mjs"),
        import("./template-file-XZER4PGJ.mjs")
      ]);
      let matched = 0;
      let order = [];
      const [plan, templateContent] = await Promise.all([
        fileJobs(target2.data, inputs, JSON_EXTENSION, false).then((all) => {
          matched = all.length;
          const jobs = thisShard(inMergeOrder(all, inputs), inputs);
          order = jobs.map((job) => job.label);
          return readDataFiles(jobs, target2.slug, type);
        }),
        target2.file && readTemplateFile(target2.file, inputs)
      ]);
      return { ...plan, templateContent, matched, order };
    }
    default:
      return { jobs: [], rejected: [] };
  }
}
function thisShard(jobs, { shard }) {
  if (shard.count === 1) return jobs;
  const mine = inShard(jobs, shard, (job) => job.label);
  info(`Shard ${shard.index}/${shard.count}: ${mine.length} of ${plural(jobs.length, "matched file")}.`);
  return mine;
}
function inMergeOrder(jobs, { mergeOrder }) {
  return mergeOrder ? orderByList(jobs, mergeOrder) : jobs;
}
async function fileJobs(patterns2, { workspace, outputDir, type, merge }, replaced, ordered) {
  const jobs = [];
  const outputs = /* @__PURE__ */ new Map();
  const matches = await matchFiles(patterns2, workspace, ordered);
  const checked = await Promise.all(
    matches.map(async (relative) => {
      try {
        const file = await realPathInside(workspace, relative);
        return (await stat2(file)).isFile() ? { file } : void 0;
      } catch (error2) {
        return { error: error2 };
      }
    })
  );
  for (const [index, relative] of matches.entries()) {
    const label = relative.split(path5.sep).join("/");
    const check = checked[index];
    if (check === void 0) continue;
    if ("error" in check) {
      warning(
        check.error instanceof OutsideError ? `Refused ${label}: it resolves outside the workspace, so it is not read.` : `Skipped ${label}: ${check.error.message}`
      );
      continue;
    }
    const { file } = check;
    if (merge && replaced === HTML_EXTENSION && PDF_EXTENSION.test(relative)) {
      if (path5.join(workspace, relative) !== merge)
        jobs.push({ label, file, source: void 0, output: file, given: true });
      continue;
    }
    const output = path5.join(outputDir, outputName(relative, type, replaced));
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

// packages/action/src/report/outputs.ts
init_esm_shims();
function setOutputs(report) {
  const files = outputFiles(report);
  setOutput("files", JSON.stringify(files));
  setOutput("count", String(files.length));
  setOutput("credits-used", String(creditsUsed(report)));
  setOutput("credits-remaining", String(creditsRemaining(report) ?? ""));
  setOutput("artifact-url", report.artifactUrl ?? "");
  setOutput("cached", String(fromCache(report).length));
  setOutput("refused-assets", JSON.stringify(refusedAssets(report)));
  setOutput("merged", report.merged ? displayPath(report.workspace, report.merged.path) : "");
  setOutput("release-url", report.release && "url" in report.release ? report.release.url : "");
}

// packages/action/src/report/summary.ts
init_esm_shims();
var MAX_ROWS = 500;
var header = (...names) => names.map((data) => ({ data, header: true }));
function fileRows(report) {
  const rows = report.outcomes.slice(0, MAX_ROWS).map((o) => [
    `<code>${escapeHtml(o.job.label)}</code>`,
    o.ok ? `<code>${escapeHtml(displayPath(report.workspace, o.job.output))}</code>` : "\u2014",
    o.bytes === void 0 ? "\u2014" : formatBytes(o.bytes),
    pagesText(o),
    o.credits === void 0 ? "\u2014" : String(o.credits),
    o.cached ? "\u2014" : formatDuration(o.durationMs),
    escapeHtml(statusText(o, report.work))
  ]);
  const more = report.outcomes.length - MAX_ROWS;
  if (more > 0) rows.push([`\u2026 and ${more} more (see the log)`, "", "", "", "", "", ""]);
  const contents = contentsRow(report);
  if (contents) {
    rows.push([
      escapeHtml(contents.source),
      contents.output === void 0 ? "\u2014" : `<code>${escapeHtml(contents.output)}</code>`,
      contents.bytes === void 0 ? "\u2014" : formatBytes(contents.bytes),
      contents.pages === void 0 ? "\u2014" : String(contents.pages),
      String(contents.credits),
      contents.durationMs === void 0 ? "\u2014" : formatDuration(contents.durationMs),
      escapeHtml(contents.status)
    ]);
  }
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
    const credits = headlineCredits(report);
    const after = credits === void 0 ? "" : ` \xB7 ${escapeHtml(credits)}`;
    summary2.addRaw(`<p><strong>${escapeHtml(headline(report))}</strong>${after}</p>`, true);
    if (report.outcomes.length > 0 || report.contents) summary2.addTable(fileRows(report));
    if (report.before === void 0 && report.after === void 0) {
      summary2.addRaw(
        `<p>Credits: ${escapeHtml(report.balanceNote ?? "the balance was not read")}.</p>`,
        true
      );
    } else {
      summary2.addTable(
        creditRows(
          report.refusal ? [["Now", report.before]] : [
            ["Before", report.before],
            ["After", report.after]
          ]
        )
      );
    }
    for (const line of afterwords(report)) summary2.addRaw(`<p>${escapeHtml(line)}</p>`, true);
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
async function refuse(inputs, before, refusal, outcomes = [], unread) {
  const report = newReport(inputs, before, outcomes);
  report.refusal = refusal;
  if (!before) report.balanceNote = unread;
  annotateFailures(report);
  setOutputs(report);
  await writeRunSummary(report);
  setFailed(refusal);
}
async function answerFromCache(client, inputs, jobs, templateContent, context) {
  const { ResultCache } = await import("./cache-ZS56IEST.mjs");
  const { target: target2 } = inputs;
  let content = templateContent;
  if (target2.kind === "template" && !target2.file) {
    try {
      content = await client.templates.getHtml(target2.slug);
    } catch (error2) {
      throw new Error(
        `The stored template ${target2.slug} could not be read for the cache key: ${error2.message}`
      );
    }
  }
  const cache = new ResultCache(inputs.cacheDir, inputs, content);
  const probed = await restoreFromCache(jobs, inputs, cache, context);
  const all = plural(jobs.length, workOf(inputs).item);
  info(
    `From the cache (${displayPath(inputs.workspace, cache.dir)}): ${probed.restored.length} of ${all}.`
  );
  return probed;
}
async function convertSources(client, inputs) {
  const work = workOf(inputs);
  let unread = "not read, since nothing was sent";
  const ask = () => {
    const reading = client.credits.usage();
    reading.catch((error2) => {
      unread = `the balance could not be read (${describeError(error2, [inputs.apiKey, inputs.githubToken])})`;
    });
    return reading;
  };
  let asking = inputs.cacheDir ? void 0 : ask();
  const settled = () => (asking ?? Promise.resolve(void 0)).catch(() => void 0);
  const plan = await planJobs(inputs);
  const { rejected, templateContent } = plan;
  const given = plan.jobs.filter((job) => job.given);
  let jobs = plan.jobs.filter((job) => !job.given);
  const matched = plan.matched ?? plan.jobs.length + rejected.length;
  if (rejected.length > 0 && inputs.failOnError) {
    const files = `${rejected.length} of ${plural(rejected.length + jobs.length, "data file")}`;
    const refusal = `${files} cannot fill the template (not a JSON object, or a key named like an option), and fail-on-error is true.`;
    return refuse(inputs, await settled(), refusal, rejected, unread);
  }
  if (matched === 0) {
    const refusal = noMatch(inputs);
    if (inputs.failOnError) return refuse(inputs, await settled(), refusal, [], unread);
    warning(refusal);
  }
  const context = pageContext(inputs, plan.pages ?? pagesOf(jobs));
  let restored = [];
  let resume;
  if (inputs.cacheDir) {
    try {
      ({
        restored,
        misses: jobs,
        resume
      } = await answerFromCache(client, inputs, jobs, templateContent, context));
    } catch (error2) {
      const secrets = [inputs.apiKey, inputs.githubToken];
      return refuse(inputs, await settled(), describeError(error2, secrets), [], unread);
    }
    if (jobs.length > 0 || inputs.minCredits > 0) asking = ask();
    else if (restored.length > 0)
      unread = "not read, since every file came from the cache and nothing was sent";
  }
  const mayBeRefused = !inputs.sandbox || inputs.minCredits > 0 || jobs.length === 0;
  const early = mayBeRefused ? await asking : void 0;
  const withContents = Boolean(inputs.mergeToc && inputs.merge && matched > 0);
  if (early) {
    const contents2 = withContents && jobs.length > 0;
    const refusal = creditsRefusal(early, { ...inputs, files: jobs.length, work, contents: contents2 });
    if (refusal) return refuse(inputs, early, refusal);
  }
  const { target: target2 } = inputs;
  if (target2.kind === "template" && target2.file && templateContent !== void 0 && jobs.length > 0) {
    const { storeTemplate } = await import("./template-file-XZER4PGJ.mjs");
    try {
      const secrets = [inputs.apiKey, inputs.githubToken];
      await storeTemplate(client, target2.slug, target2.file, templateContent, secrets);
    } catch (error2) {
      return refuse(inputs, early ?? await settled(), error2.message, [], unread);
    }
  }
  const outcomes = [];
  if (jobs.length > 0) {
    const atOnce = Math.min(inputs.concurrency, jobs.length);
    const what = inputs.target.kind === "template" ? `Generating ${plural(jobs.length, "document")} as ${inputs.type.toUpperCase()} from template ${inputs.target.slug}` : `Converting ${plural(jobs.length, "source")} to ${inputs.type.toUpperCase()}`;
    info(`${what}, ${atOnce} at a time.`);
    const halt = new AbortController();
    if (!early) asking?.catch(() => halt.abort());
    outcomes.push(...await convertAll(client, jobs, inputs, context, halt.signal, resume));
  }
  const inOrder = runOrder(plan.order);
  if (restored.length > 0 || rejected.length > 0) {
    outcomes.push(...restored, ...rejected);
    outcomes.sort((a, b) => inOrder(a.job, b.job));
  }
  context.links.sections?.warnAboutPages();
  const report = newReport(inputs, early ?? await asking, outcomes);
  if (matched === 0) report.refusal = noMatch(inputs);
  annotateFailures(report);
  const problems = [];
  let contents;
  if (withContents) {
    const { contentsRenderer } = await import("./contents-render-KVC4JGP2.mjs");
    contents = contentsRenderer({
      client,
      inputs,
      cache: resume?.cache,
      label: `Contents page of ${displayPath(inputs.workspace, inputs.merge)}`,
      beforeSending: async () => {
        if (inputs.sandbox || early && jobs.length > 0) return;
        const balance = early ?? await (asking ??= ask());
        const refusal = creditsRefusal(balance, { ...inputs, files: 0, work, contents: true });
        if (refusal) throw new Error(refusal);
      }
    });
  }
  if (inputs.merge && matched > 0) {
    const sections = context.links.sections;
    problems.push(...await mergeDocuments(report, given, inputs, inOrder, sections, contents));
  }
  report.before ??= await settled();
  if (!report.before) report.balanceNote = unread;
  const sentContents = contents ? contents.outcome.renders - contents.outcome.cached : 0;
  report.after = await creditsAfter(client, inputs, report, jobs.length + sentContents);
  problems.push(...await deliver(report, inputs));
  const failures = failed(report).length;
  if (matched === 0) {
    if (inputs.failOnError) problems.push(report.refusal);
  } else if (failures > 0 && inputs.failOnError) {
    problems.push(`${failures} of ${plural(outcomes.length, work.attempt)} failed (fail-on-error is true).`);
  }
  if (problems.length > 0) setFailed(problems.join("\n"));
}
async function creditsAfter(client, inputs, report, sent) {
  if (sent === 0 || inputs.sandbox && report.before) return report.before;
  return client.credits.usage().catch(() => void 0);
}
function runOrder(labels = []) {
  const place = new Map(labels.map((label, index) => [label, index]));
  return (a, b) => (place.get(a.label) ?? labels.length) - (place.get(b.label) ?? labels.length);
}
function noMatch(inputs) {
  const { target: target2 } = inputs;
  const [name, patterns2] = target2.kind === "template" ? ["data", target2.data] : ["sources", target2.kind === "files" ? target2.patterns : []];
  return `No file matches the ${name} patterns (${patterns2.join(", ")}).`;
}
async function mergeDocuments(report, given, inputs, inOrder, sections, contents) {
  const parts2 = [...converted(report).map((o) => o.job), ...given].sort(inOrder);
  const { mergePdfs } = await import("./merge-AQYTOL6R.mjs");
  if (contents) report.contents = contents.outcome;
  try {
    report.merged = await mergePdfs(parts2, inputs.merge, inputs, { sections, contents: contents?.render });
    return [];
  } catch (error2) {
    const message = describeError(error2, [inputs.apiKey, inputs.githubToken]);
    if (contents) contents.outcome.error = message;
    return [`The merge into ${displayPath(inputs.workspace, inputs.merge)} failed: ${message}`];
  }
}
async function deliver(report, inputs) {
  const problems = [];
  const secrets = [inputs.apiKey, inputs.githubToken];
  const files = converted(report).map((o) => o.job.output);
  if (report.merged) files.push(report.merged.path);
  if (inputs.artifactName && files.length === 0) warning("No file was written: no artifact uploaded.");
  if (inputs.artifactName && files.length > 0) {
    try {
      report.artifactUrl = await uploadArtifact(inputs.artifactName, files, inputs.outputDir);
    } catch (error2) {
      problems.push(`The artifact upload failed: ${describeError(error2, secrets)}`);
    }
  }
  if (inputs.releaseAssets) {
    const { uploadReleaseAssets } = await import("./release-6DE34JTU.mjs");
    try {
      report.release = await uploadReleaseAssets(report.merged ? [report.merged.path] : files, inputs);
    } catch (error2) {
      problems.push(describeError(error2, secrets));
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
