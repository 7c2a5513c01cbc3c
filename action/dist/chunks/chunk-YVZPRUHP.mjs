import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  mapWithConcurrency
} from "./chunk-WNJUOLQO.mjs";
import {
  ConnectionError,
  DocConvertError,
  FileWriteError,
  ResponseDecodeError,
  ValidationError,
  listOf,
  withWebhookSecret
} from "./chunk-N35JUI2K.mjs";
import {
  getInput,
  getMultilineInput,
  info,
  setSecret,
  warning
} from "./chunk-HF6ORPMY.mjs";

// src/lazy.ts
function lazy(importer) {
  let module;
  let loading;
  return {
    loaded: () => module,
    load: () => loading ??= importer().then((loadedModule) => module = loadedModule)
  };
}

// src/options-loader.ts
var options = lazy(() => import("./options-WKAL3QNQ.mjs"));
var loadedOptions = options.loaded;
var loadOptions = options.load;

// action/src/confine.ts
import { mkdir, realpath } from "fs/promises";
import path from "path";
var OutsideError = class extends Error {
  name = "OutsideError";
};
function isInside(parent, child) {
  const relative = path.relative(parent, child);
  return relative === "" || relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
async function realPathInside(root, target2) {
  const resolved = path.resolve(root, target2);
  if (!isInside(root, resolved)) throw new OutsideError(`${target2} is outside ${root}`);
  const real = await realpath(resolved);
  if (!isInside(root, real)) throw new OutsideError(`${target2} leads outside ${root} (symbolic link)`);
  return real;
}
async function nearestExisting(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      return await realpath(current);
    } catch (error) {
      if (error.code !== "ENOENT" || path.dirname(current) === current)
        throw error;
    }
  }
}
async function prepareOutputFolder(outputDir, file) {
  const folder = path.dirname(file);
  const refused = () => new OutsideError(`${path.relative(outputDir, file)} would be written outside the output folder`);
  if (!isInside(outputDir, folder)) throw refused();
  await mkdir(outputDir, { recursive: true });
  const root = await realpath(outputDir);
  if (!isInside(root, await nearestExisting(folder))) throw refused();
  await mkdir(folder, { recursive: true });
  if (!isInside(root, await realpath(folder))) throw refused();
}

// action/src/format.ts
import path2 from "path";
function displayPath(workspace, file) {
  if (!isInside(workspace, file)) return file;
  return path2.relative(workspace, file).split(path2.sep).join("/");
}
function formatBytes(bytes) {
  if (bytes < 1e3) return `${bytes} B`;
  const units = ["kB", "MB", "GB"];
  let value = bytes / 1e3;
  let unit = 0;
  while (value >= 1e3 && unit < units.length - 1) {
    value /= 1e3;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1)} s`;
  const seconds = Math.round(ms / 1e3);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function escapeHtml(text2) {
  return text2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// action/src/assets.ts
import { readFile, stat } from "fs/promises";
import path3 from "path";
var MAX_ASSET_BYTES = 20 * 1024 * 1024;
var MIME_TYPES = {
  ".css": "text/css",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".json": "application/json",
  ".html": "text/html",
  ".htm": "text/html",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".apng": "image/apng",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".bmp": "image/bmp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".eot": "application/vnd.ms-fontobject",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".txt": "text/plain"
};
function mimeType(file) {
  return MIME_TYPES[path3.extname(file).toLowerCase()] ?? "application/octet-stream";
}
function isLocalReference(reference) {
  const ref = reference.trim();
  return ref !== "" && !ref.startsWith("#") && !ref.startsWith("//") && !/^[a-z][a-z\d+.-]*:/i.test(ref) && !ref.includes("{{");
}
function dataUri(asset) {
  return `data:${asset.mime};base64,${asset.bytes.toString("base64")}`;
}
var AssetReader = class {
  constructor(workspace) {
    this.workspace = workspace;
  }
  workspace;
  #cache = /* @__PURE__ */ new Map();
  /**
   * The file `reference` names, seen from the file `from`, or undefined (with a warning annotated on `from`)
   * when it is outside the workspace, missing or too large. Call only for local references.
   */
  async read(reference, from) {
    const cleaned = reference.trim().replace(/[?#].*$/s, "");
    let decoded = cleaned;
    try {
      decoded = decodeURIComponent(cleaned);
    } catch {
    }
    const target2 = decoded.startsWith("/") ? path3.join(this.workspace, decoded) : path3.resolve(path3.dirname(from), decoded);
    const annotation = { file: displayPath(this.workspace, from) };
    let real;
    try {
      real = await realPathInside(this.workspace, target2);
    } catch (error) {
      if (error instanceof OutsideError) {
        warning(
          `Refused ${reference}: it resolves outside the workspace, so it is not read.`,
          annotation
        );
      } else {
        warning(
          `Not inlined: ${reference} was not found (${displayPath(this.workspace, target2)}).`,
          annotation
        );
      }
      return void 0;
    }
    try {
      return await this.#load(real);
    } catch (error) {
      warning(`Not inlined: ${reference}: ${error.message}`, annotation);
      return void 0;
    }
  }
  #load(real) {
    let loading = this.#cache.get(real);
    if (!loading) {
      loading = (async () => {
        const info2 = await stat(real);
        if (!info2.isFile()) throw new Error("not a file");
        if (info2.size > MAX_ASSET_BYTES) {
          throw new Error(`${info2.size} bytes is above the ${MAX_ASSET_BYTES} bytes inlined per file`);
        }
        return { path: real, bytes: await readFile(real), mime: mimeType(real) };
      })();
      this.#cache.set(real, loading);
    }
    return loading;
  }
};

// action/src/inline-css.ts
var IMPORT = /@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)|"([^"]*)"|'([^']*)')/gi;
var URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
var COMMENT = /\/\*[\s\S]*?\*\//g;
async function replaceAsync(text2, pattern, replace) {
  const matches = [...text2.matchAll(new RegExp(pattern.source, pattern.flags))];
  const replacements = await Promise.all(matches.map((m) => replace(m)));
  let out = "";
  let last = 0;
  matches.forEach((match, i) => {
    out += text2.slice(last, match.index) + replacements[i];
    last = match.index + match[0].length;
  });
  return out + text2.slice(last);
}
async function inlineCss(css, file, reader, importing = /* @__PURE__ */ new Set()) {
  const withImports = await replaceAsync(css.replace(COMMENT, ""), IMPORT, async (match) => {
    const reference = match.slice(1).find((group) => group !== void 0) ?? "";
    if (!isLocalReference(reference)) return match[0];
    const asset = await reader.read(reference, file);
    if (!asset || importing.has(asset.path)) return match[0];
    const sheet = await inlineCss(
      asset.bytes.toString("utf8"),
      asset.path,
      reader,
      /* @__PURE__ */ new Set([...importing, asset.path])
    );
    return `@import url("${dataUri({ ...asset, mime: "text/css", bytes: Buffer.from(sheet, "utf8") })}")`;
  });
  return replaceAsync(withImports, URL, async (match) => {
    const reference = match[1] ?? match[2] ?? match[3] ?? "";
    if (!isLocalReference(reference)) return match[0];
    const asset = await reader.read(reference, file);
    return asset ? `url("${dataUri(asset)}")` : match[0];
  });
}

// action/src/inline-html.ts
var ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
var TOKEN = new RegExp(
  [
    "<!--[\\s\\S]*?-->",
    `<style\\b${ATTRIBUTES}>([\\s\\S]*?)</style\\s*>`,
    `<script\\b${ATTRIBUTES}>([\\s\\S]*?)</script\\s*>`,
    `<([a-zA-Z][\\w:-]*)${ATTRIBUTES}>`
  ].join("|"),
  "gi"
);
var ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
var URL_ATTRIBUTES = {
  img: ["src"],
  source: ["src"],
  input: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  image: ["href", "xlink:href"]
};
var SRCSET_ELEMENTS = /* @__PURE__ */ new Set(["img", "source"]);
var ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'" };
function parseAttributes(text2) {
  return [...text2.matchAll(ATTRIBUTE)].map((m) => {
    const raw = m[2] ?? m[3] ?? m[4];
    return {
      name: m[1].toLowerCase(),
      value: raw?.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, entity) => ENTITIES[entity]),
      start: m.index,
      end: m.index + m[0].length
    };
  });
}
function quote(value) {
  return `"${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
}
function rewriteAttributes(text2, changes) {
  let out = "";
  let last = 0;
  for (const attribute of parseAttributes(text2)) {
    const value = changes.get(attribute.name);
    if (value === void 0) continue;
    const before = text2.slice(last, attribute.start);
    out += value === null ? before.trimEnd() : `${before}${attribute.name}=${quote(value)}`;
    last = attribute.end;
  }
  return out + text2.slice(last);
}
function readsAsExpression(text2) {
  return text2.includes("{{");
}
function escapeRawText(text2, element) {
  return text2.replace(new RegExp(`</(${element})`, "gi"), "<\\/$1");
}
function parseSrcset(srcset) {
  const candidates = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i])) i++;
    let url = srcset.slice(start, i);
    let descriptor = "";
    if (url.endsWith(",")) {
      url = url.replace(/,+$/, "");
    } else {
      const from = i;
      while (i < srcset.length && srcset[i] !== ",") i++;
      descriptor = srcset.slice(from, i).trim();
    }
    if (url) candidates.push({ url, descriptor });
  }
  return candidates;
}
var PageInliner = class {
  constructor(file, reader) {
    this.file = file;
    this.reader = reader;
  }
  file;
  reader;
  /** The reference as a data: URI, or undefined when it is not local or cannot be read. */
  async #dataUri(reference) {
    if (reference === void 0 || !isLocalReference(reference)) return void 0;
    const asset = await this.reader.read(reference, this.file);
    return asset && dataUri(asset);
  }
  async style(attributes, css) {
    const inlined = await inlineCss(css, this.file, this.reader);
    return `<style${attributes}>${escapeRawText(inlined, "style")}</style>`;
  }
  async script(attributes, original) {
    const src = parseAttributes(attributes).find((a) => a.name === "src")?.value;
    if (src === void 0 || !isLocalReference(src)) return original;
    const asset = await this.reader.read(src, this.file);
    if (!asset) return original;
    const js = asset.bytes.toString("utf8");
    if (readsAsExpression(js)) {
      const uri = dataUri({ ...asset, mime: "text/javascript" });
      return `<script${rewriteAttributes(attributes, /* @__PURE__ */ new Map([["src", uri]]))}></script>`;
    }
    const rest = rewriteAttributes(attributes, /* @__PURE__ */ new Map([["src", null]]));
    return `<script${rest}>${escapeRawText(js, "script")}</script>`;
  }
  async stylesheet(href, media, original) {
    const asset = await this.reader.read(href, this.file);
    if (!asset) return original;
    const css = await inlineCss(asset.bytes.toString("utf8"), asset.path, this.reader, /* @__PURE__ */ new Set([asset.path]));
    const mediaAttribute = media ? ` media=${quote(media)}` : "";
    if (readsAsExpression(css)) {
      const uri = dataUri({ ...asset, mime: "text/css", bytes: Buffer.from(css, "utf8") });
      return `<link rel="stylesheet" href=${quote(uri)}${mediaAttribute}>`;
    }
    return `<style${mediaAttribute}>${escapeRawText(css, "style")}</style>`;
  }
  async tag(name, attributes, original) {
    const element = name.toLowerCase();
    const parsed = parseAttributes(attributes);
    const get = (attribute) => parsed.find((a) => a.name === attribute)?.value;
    const changes = /* @__PURE__ */ new Map();
    const set = (attribute, value) => {
      if (value !== void 0) changes.set(attribute, value);
    };
    if (element === "link") {
      const rel = (get("rel") ?? "").toLowerCase().split(/\s+/);
      const href = get("href");
      if (href === void 0 || !isLocalReference(href)) return original;
      if (rel.includes("stylesheet")) return this.stylesheet(href, get("media"), original);
      if (rel.some((r) => r.includes("icon") || r === "preload")) set("href", await this.#dataUri(href));
    }
    for (const attribute of URL_ATTRIBUTES[element] ?? []) {
      set(attribute, await this.#dataUri(get(attribute)));
    }
    const srcset = get("srcset");
    if (srcset !== void 0 && SRCSET_ELEMENTS.has(element)) {
      const candidates = await Promise.all(
        parseSrcset(srcset).map(async ({ url, descriptor }) => {
          const uri = await this.#dataUri(url);
          return {
            text: descriptor ? `${uri ?? url} ${descriptor}` : uri ?? url,
            inlined: uri !== void 0
          };
        })
      );
      if (candidates.some((c) => c.inlined)) set("srcset", candidates.map((c) => c.text).join(", "));
    }
    const style = get("style");
    if (style !== void 0 && /url\(/i.test(style)) {
      set("style", await inlineCss(style, this.file, this.reader));
    }
    return changes.size === 0 ? original : `<${name}${rewriteAttributes(attributes, changes)}>`;
  }
};
function hasRemoteBase(html) {
  const base = /<base\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(html);
  const href = base && parseAttributes(base[1]).find((a) => a.name === "href")?.value;
  return typeof href === "string" && !isLocalReference(href);
}
async function inlineHtml(html, file, reader) {
  if (hasRemoteBase(html)) return html;
  const page = new PageInliner(file, reader);
  return replaceAsync(html, TOKEN, async (match) => {
    const [whole, styleAttributes, css, scriptAttributes, scriptBody, tagName, tagAttributes] = match;
    if (css !== void 0) return page.style(styleAttributes, css);
    if (scriptBody !== void 0) return page.script(scriptAttributes, whole);
    if (tagName !== void 0) return page.tag(tagName, tagAttributes, whole);
    return whole;
  });
}

// action/src/convert.ts
import { readFile as readFile2 } from "fs/promises";
import path4 from "path";

// src/transports/file-sink.ts
import { randomBytes } from "crypto";
import { open, rename, rm, stat as stat2 } from "fs/promises";
import { basename, dirname, join, resolve } from "path";
function systemCode(error) {
  const code = error?.code;
  return typeof code === "string" ? code : void 0;
}
function writeFailure(error, target2) {
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
    ENOENT: `its folder ${dirname(target2)} does not exist`
  };
  const reason = (code && reasons[code]) ?? (code ? `the system answered ${code}` : "an unexpected failure");
  return new FileWriteError(`Could not write ${target2}: ${reason}.`, { path: target2, code, cause: error });
}
async function checkFolder(target2) {
  const folder = dirname(target2);
  let isFolder;
  try {
    isFolder = (await stat2(folder)).isDirectory();
  } catch (error) {
    if (systemCode(error) === "ENOENT") {
      throw new FileWriteError(
        `Could not write ${target2}: the folder ${folder} does not exist (toFile() does not create folders; create it first).`,
        { path: target2, code: "ENOENT", cause: error }
      );
    }
    throw writeFailure(error, target2);
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
  async write(path6, chunks, expectedLength, options2 = {}) {
    const target2 = resolve(path6);
    const temp = join(dirname(target2), `.${basename(target2)}.${randomBytes(6).toString("hex")}.partial`);
    let handle;
    try {
      handle = await open(temp, "wx");
    } catch (error) {
      const code = systemCode(error);
      if (code === "ENOENT" || code === "ENOTDIR") await checkFolder(target2);
      throw writeFailure(error, target2);
    }
    let written = 0;
    try {
      try {
        let batch = [];
        let batched = 0;
        const flush = async () => {
          if (batched === 0) return;
          await handle.writev(batch);
          if (options2.releaseWritten) batch.forEach(release);
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
    } catch (error) {
      await rm(temp, { force: true });
      throw error instanceof DocConvertError ? error : writeFailure(error, target2);
    }
  }
};

// action/src/pdf-pages.ts
var PAGE_OBJECT = /\/Type\s{0,4}\/Page(?![A-Za-z0-9])/g;
var OVERLAP = 32;
var PageCounter = class {
  #count = 0;
  #carry = "";
  push(chunk) {
    const text2 = this.#carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1");
    const safe = text2.length - OVERLAP;
    for (const match of text2.matchAll(PAGE_OBJECT)) if (match.index < safe) this.#count++;
    this.#carry = text2.slice(Math.max(0, safe));
  }
  /** The pages seen, or undefined when none could be. */
  pages() {
    const count = this.#count + [...this.#carry.matchAll(PAGE_OBJECT)].length;
    return count > 0 ? count : void 0;
  }
  /** Passes `chunks` through unchanged, counting as they go. */
  async *tap(chunks) {
    for await (const chunk of chunks) {
      this.push(chunk);
      yield chunk;
    }
  }
};

// action/src/convert.ts
function describeError(error, secrets) {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) if (secret) message = message.split(secret).join("***");
  return message;
}
async function sourceOf(job, inputs, reader) {
  if (job.file !== void 0) {
    const html = await readFile2(job.file, "utf8");
    return inputs.inlineAssets ? inlineHtml(html, job.file, reader) : html;
  }
  const source = job.source ?? "";
  if (/^https?:\/\//i.test(source) || !inputs.inlineAssets) return source;
  return inlineHtml(source, path4.join(inputs.workspace, "index.html"), reader);
}
var SourceQueue = class {
  constructor(jobs, inputs, reader) {
    this.jobs = jobs;
    this.inputs = inputs;
    this.reader = reader;
  }
  jobs;
  inputs;
  reader;
  #reads = /* @__PURE__ */ new Map();
  /** Starts reading job `index`'s source (if there is such a job, with HTML to read) without waiting for it. */
  readAhead(index) {
    if (index >= this.jobs.length || this.#reads.has(index) || this.jobs[index].template) return;
    const read = sourceOf(this.jobs[index], this.inputs, this.reader);
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
  if (job.template) {
    const { slug, data } = job.template;
    return client.templates.generate(slug, inputs.type, { ...inputs.options, ...sandbox, data }, request);
  }
  const options2 = { ...inputs.options, source, ...sandbox };
  return client.convert[inputs.type](options2, request);
}
async function* arrived(chunks, release2) {
  yield* chunks;
  release2();
}
async function convertOne(client, index, job, inputs, sources, folders, release2) {
  const started = performance.now();
  const output = displayPath(inputs.workspace, job.output);
  try {
    const folder = path4.dirname(job.output);
    let prepared = folders.get(folder);
    if (!prepared) folders.set(folder, prepared = prepareOutputFolder(inputs.outputDir, job.output));
    await prepared;
    const source = job.template ? void 0 : await sources.take(index);
    sources.readAhead(index + inputs.concurrency);
    const answer = await render(client, job, source, inputs);
    if (answer.kind !== "file") throw new Error(`The service answered a ${answer.kind} result, not a file.`);
    const counter = inputs.type === "pdf" ? new PageCounter() : void 0;
    const chunks = arrived(answer.stream(), release2);
    const bytes = await nodeFileSink.write(
      job.output,
      counter ? counter.tap(chunks) : chunks,
      answer.contentLength
    );
    const pages = counter?.pages();
    const { creditsUsed, creditsCost, serviceDuration } = answer.metadata;
    const credits = creditsUsed ?? (inputs.sandbox ? 0 : creditsCost);
    const durationMs = serviceDuration ?? performance.now() - started;
    const details = [
      formatBytes(bytes),
      pages && plural(pages, "page"),
      credits !== void 0 && plural(credits, "credit")
    ];
    info(
      `\u2713 ${job.label} \u2192 ${output} (${[...details.filter(Boolean), formatDuration(durationMs)].join(", ")})`
    );
    return { job, ok: true, bytes, pages, credits, durationMs };
  } catch (error) {
    const message = describeError(error, [inputs.apiKey, inputs.githubToken]);
    info(`\u2717 ${job.label}: ${message}`);
    return { job, ok: false, error: message, durationMs: performance.now() - started };
  }
}
async function convertAll(client, jobs, inputs, halt) {
  const sources = new SourceQueue(jobs, inputs, new AssetReader(inputs.workspace));
  const folders = /* @__PURE__ */ new Map();
  return mapWithConcurrency(
    jobs,
    inputs.concurrency,
    async (job, index, release2) => halt?.aborted ? { job, ok: false, error: "Not converted: the run was stopped.", durationMs: 0 } : convertOne(client, index, job, inputs, sources, folders, release2)
  );
}

// action/src/inputs.ts
import { realpathSync } from "fs";
import path5 from "path";

// src/metadata.ts
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

// src/responses-loader.ts
var responses = lazy(() => import("./responses-GFVWTSN2.mjs"));
var loadedResponses = responses.loaded;
var loadResponses = responses.load;

// src/conversion.ts
var CONVERSION_CONTENT_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp"
};
var FileConversion = class {
  constructor(format, status, metadata, response, sink) {
    this.format = format;
    this.status = status;
    this.metadata = metadata;
    this.#sink = sink;
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
  #take() {
    const body = this.#body;
    if (!body) throw new DocConvertError("The file of this conversion was already read (or discarded).");
    this.#body = void 0;
    return body;
  }
  /** The whole file in memory. Fails with ConnectionError when fewer bytes arrive than announced. */
  async bytes() {
    const bytes = await this.#take().bytes();
    if (this.contentLength !== void 0 && bytes.byteLength !== this.contentLength) {
      throw new ConnectionError(
        `The file ended after ${bytes.byteLength} of ${this.contentLength} bytes; the connection broke.`
      );
    }
    return bytes;
  }
  /** The file as it arrives, chunk by chunk (pass to stream.pipeline or Readable.from). */
  stream() {
    return this.#take();
  }
  /**
   * Writes the file to `path` without holding it in memory: into a temporary file beside it, checked against
   * Content-Length, then renamed. Returns the number of bytes. The folder must exist (it is not created).
   * On any failure `path` is left as it was and no temporary file remains: a file system failure throws
   * FileWriteError (naming `path`, the system error as `cause`), a broken download ConnectionError, an abort
   * AbortError.
   */
  async toFile(path6) {
    if (!this.#sink) {
      await this.discard();
      throw new DocConvertError(
        "toFile() needs a file system: this client was created without one; use bytes()."
      );
    }
    const body = this.#take();
    try {
      return await this.#sink.write(path6, body, this.contentLength, { releaseWritten: body.releasable });
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
  const text2 = await response.body.text();
  try {
    return JSON.parse(text2);
  } catch {
    throw new ResponseDecodeError(`The conversion answered ${response.status} with a body that is not JSON.`);
  }
}
async function readConversion(format, response, sink, rateLimit) {
  const metadata = parseConversionMetadata(response.headers, rateLimit);
  const isJson = /\bjson\b/i.test(response.headers["content-type"] ?? "");
  if (response.status !== 202 && !isJson) {
    return new FileConversion(format, response.status, metadata, response, sink);
  }
  const { queuedSchema, conversionResultSchema } = loadedResponses() ?? await loadResponses();
  if (response.status === 202) {
    const parsed2 = queuedSchema.safeParse(await readJson(response));
    if (!parsed2.success) throw new ResponseDecodeError("The 202 answer is not a queued acknowledgement.");
    return { kind: "queued", format, status: 202, metadata, acknowledgement: parsed2.data };
  }
  const parsed = conversionResultSchema.safeParse(await readJson(response));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResponseDecodeError(
      `The JSON conversion result is not as documented: ${issue?.path.join(".") || "body"}: ${issue?.message}.`
    );
  }
  return { kind: "stored", format, status: response.status, metadata, result: parsed.data };
}

// src/resources/convert.ts
var PROCESSOR_VERSIONS = ["116", "142"];
function processorHeader(version) {
  if (version === void 0) return {};
  const text2 = String(version);
  if (!PROCESSOR_VERSIONS.includes(text2)) {
    throw new ValidationError([
      {
        path: "processorVersion",
        message: `must be one of ${PROCESSOR_VERSIONS.join(", ")} (got ${JSON.stringify(version)})`
      }
    ]);
  }
  return { "X-Processor-Version": text2 };
}
function sendConversion(requester, sink, { format, path: path6, body, request }) {
  const headers = processorHeader(request.processorVersion);
  const sent = withWebhookSecret(body);
  return requester.send(
    {
      method: "POST",
      path: path6,
      body: sent.body,
      headers,
      idempotency: "conversion",
      signal: request.signal,
      secrets: sent.secrets
    },
    (response, rateLimit) => readConversion(format, response, sink, rateLimit)
  );
}
var ConvertResource = class {
  constructor(requester, sink) {
    this.requester = requester;
    this.sink = sink;
  }
  requester;
  sink;
  /** HTML to PDF. Answers the file, the stored-file JSON (`filename` given) or a queued acknowledgement (`webhook`). */
  pdf(options2, request = {}) {
    return this.#convert("pdf", options2, request);
  }
  /** HTML to PNG, with the same three answer forms. */
  png(options2, request = {}) {
    return this.#convert("png", options2, request);
  }
  /** HTML to JPEG (`quality` 10 to 100), with the same three answer forms. */
  jpeg(options2, request = {}) {
    return this.#convert("jpeg", options2, request);
  }
  /** HTML to WebP (`quality` 10 to 100), with the same three answer forms. */
  webp(options2, request = {}) {
    return this.#convert("webp", options2, request);
  }
  async #convert(format, options2, request) {
    const { parseConversionOptions } = loadedOptions() ?? await loadOptions();
    const body = parseConversionOptions(format, options2);
    return sendConversion(this.requester, this.sink, { format, path: `/convert/${format}`, body, request });
  }
};

// action/src/inputs.ts
var OUTPUT_TYPES = Object.keys(CONVERSION_CONTENT_TYPES);
var InputError = class extends Error {
  name = "InputError";
};
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
function isWorkspaceRelative(pattern) {
  return !path5.isAbsolute(pattern) && !/^[a-zA-Z]:/.test(pattern) && !pattern.split(/[\\/]/).includes("..");
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
    const [first2, second] = chosen;
    throw new InputError(
      `Set either ${first2} (${WORK_INPUTS[first2]}) or ${second} (${WORK_INPUTS[second]}), not both.`
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
      const { resolveTemplateFile } = await import("./template-file-SXT64ZTX.mjs");
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
  } catch (error) {
    throw new InputError(`Input options is not valid JSON: ${error.message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new InputError('Input options must be a JSON object of conversion options, e.g. {"format": "A4"}.');
  }
  const options2 = parsed;
  for (const [name, reason] of Object.entries(OPTIONS_SET_BY_THE_ACTION)) {
    if (name in options2) throw new InputError(`Input options: ${name} ${reason}.`);
  }
  const request = { ...options2, source: "<p>options check</p>", ...sandbox ? { sandbox: true } : {} };
  const { parseConversionOptions } = await loadOptions();
  try {
    parseConversionOptions(type, request);
  } catch (error) {
    throw new InputError(`Input options: ${error.message}`);
  }
  return options2;
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
  const options2 = await conversionOptions(type, sandbox);
  const commentOnPr = boolean("comment-on-pr", false);
  if (commentOnPr && !githubToken) {
    throw new InputError("Input comment-on-pr needs github-token (default: ${{ github.token }}).");
  }
  return {
    apiKey,
    baseUrl: text("base-url") || void 0,
    target: await target(workspace),
    type,
    workspace,
    outputDir: path5.resolve(workspace, text("output-dir") || "doc-convert"),
    options: options2,
    sandbox: sandbox || options2.sandbox === true,
    processorVersion: processorVersion(),
    concurrency: integer("concurrency", 4, 1, MAX_CONCURRENCY),
    inlineAssets: boolean("inline-assets", true),
    minCredits: integer("min-credits", 0, 0),
    failOnError: boolean("fail-on-error", true),
    artifactName: text("artifact-name") || void 0,
    commentOnPr,
    githubToken
  };
}

export {
  requestIdOf,
  parseRateLimit,
  normalizeHeaders,
  lazy,
  loadedResponses,
  loadResponses,
  loadedOptions,
  loadOptions,
  sendConversion,
  ConvertResource,
  nodeFileSink,
  OutsideError,
  realPathInside,
  displayPath,
  formatBytes,
  formatDuration,
  plural,
  escapeHtml,
  AssetReader,
  inlineHtml,
  describeError,
  convertAll,
  InputError,
  isWorkspaceRelative,
  readInputs
};
