import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  PageCounter
} from "./chunk-332FU5EV.mjs";
import {
  nodeFileSink
} from "./chunk-S2DLMQ7U.mjs";
import "./chunk-J425DBCE.mjs";
import "./chunk-HQO2VLD3.mjs";

// action/src/cache.ts
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
var KEY_VERSION = "doc-convert-action-cache/1";
function canonicalJson(value) {
  return JSON.stringify(
    value,
    (_key, inner) => inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) : inner
  );
}
var ResultCache = class {
  /**
   * @param dir absolute path of the cache folder (inside the workspace)
   * @param templateContent for documents from a template: its HTML (the file's, inlined, or the stored one's)
   */
  constructor(dir, inputs, templateContent) {
    this.dir = dir;
    this.inputs = inputs;
    this.templateContent = templateContent;
  }
  dir;
  inputs;
  templateContent;
  #folders = /* @__PURE__ */ new Map();
  /** The key of `job`, whose source (HTML after inlining, or the URL) is `source`; hex SHA-256. */
  key(job, source) {
    const { type, options, processorVersion, sandbox } = this.inputs;
    const sent = job.template ? { template: job.template.slug, content: this.templateContent ?? null, data: job.template.data } : { source: source ?? "" };
    const hash = createHash("sha256");
    hash.update(canonicalJson([KEY_VERSION, type, options, processorVersion ?? "default", sandbox, sent]));
    return hash.digest("hex");
  }
  /** Where the entry of `key` lives: two levels, so no folder holds more than a few hundred entries. */
  pathOf(key) {
    return path.join(this.dir, key.slice(0, 2), `${key}.${this.inputs.type}`);
  }
  /** Copies the entry of `key` to `output` (atomically) and returns its size, or undefined on a miss. */
  async restore(key, output) {
    const entry = this.pathOf(key);
    let size;
    try {
      const info = await stat(entry);
      if (!info.isFile()) return void 0;
      size = info.size;
    } catch {
      return void 0;
    }
    const counter = this.inputs.type === "pdf" ? new PageCounter() : void 0;
    const chunks = createReadStream(entry);
    const bytes = await nodeFileSink.write(output, counter ? counter.tap(chunks) : chunks, size);
    return { bytes, pages: counter?.pages() };
  }
  /** Keeps `output`, just written for `key`, as the entry of `key`. */
  async store(key, output) {
    const entry = this.pathOf(key);
    const folder = path.dirname(entry);
    let made = this.#folders.get(folder);
    if (!made) this.#folders.set(folder, made = mkdir(folder, { recursive: true }));
    await made;
    const { size } = await stat(output);
    await nodeFileSink.write(entry, createReadStream(output), size);
  }
};
export {
  ResultCache,
  canonicalJson
};
