import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  PageCounter,
  writeBytes
} from "./chunk-GEZH75W3.mjs";
import {
  loadOutline
} from "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/convert/cache.ts
init_esm_shims();
import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
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
    const sent = job.template ? { template: job.template.slug, content: this.templateContent ?? null, data: job.template.data } : { source: source ?? "" };
    return this.#keyOf(sent, this.inputs.outline);
  }
  /**
   * The key of the contents page of `merge-toc` (merge-contents.ts), whose HTML is `html`: a PDF converted
   * with the run's options, never with bookmarks of its own.
   */
  contentsKey(html) {
    return this.#keyOf({ source: html }, void 0);
  }
  #keyOf(sent, outline) {
    const { type, options, processorVersion, sandbox } = this.inputs;
    const parts = [KEY_VERSION, type, options, processorVersion ?? "default", sandbox, sent];
    if (outline !== void 0) parts.push({ outline });
    const hash = createHash("sha256");
    hash.update(canonicalJson(parts));
    return hash.digest("hex");
  }
  /** Where the entry of `key` lives: two levels, so no folder holds more than a few hundred entries. */
  pathOf(key) {
    return path.join(this.dir, key.slice(0, 2), `${key}.${this.inputs.type}`);
  }
  /** Copies the entry of `key` to `output` (atomically) and returns its size, or undefined on a miss. */
  async restore(key, output) {
    const bytes = await this.read(key);
    if (bytes === void 0) return void 0;
    await writeBytes(output, bytes, { flush: false });
    let pages;
    let bookmarks;
    if (this.inputs.type === "pdf") {
      const counter = new PageCounter();
      counter.push(bytes);
      pages = counter.pages();
      if (this.inputs.outline !== void 0) {
        bookmarks = (await loadOutline()).countOutlineItems(bytes);
      }
    }
    return { bytes: bytes.byteLength, pages, bookmarks };
  }
  /** The entry of `key`'s bytes, or undefined on a miss (for a file that is no output: the contents page). */
  async read(key) {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return void 0;
    }
  }
  /** Keeps `bytes` as the entry of `key`, written like any entry (a temporary file, then renamed). */
  async storeBytes(key, bytes) {
    await this.#folderOf(this.pathOf(key));
    await writeBytes(this.pathOf(key), bytes);
  }
  /** Creates the folder of `entry` once per run. */
  #folderOf(entry) {
    const folder = path.dirname(entry);
    let made = this.#folders.get(folder);
    if (!made) this.#folders.set(folder, made = mkdir(folder, { recursive: true }));
    return made;
  }
  /** Keeps `output`, just written for `key`, as the entry of `key`. */
  async store(key, output) {
    const entry = this.pathOf(key);
    await this.#folderOf(entry);
    await writeBytes(entry, await readFile(output));
  }
};
export {
  ResultCache,
  canonicalJson
};
