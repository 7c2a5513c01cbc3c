import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  lazy
} from "./chunk-2PAOQWF4.mjs";
import {
  OutsideError,
  displayPath,
  realPathInside
} from "./chunk-IQTHVVGI.mjs";
import {
  warning
} from "./chunk-HF6ORPMY.mjs";

// src/options-loader.ts
var options = lazy(() => import("./options-RFIG6NW4.mjs"));
var loadedOptions = options.loaded;
var loadOptions = options.load;

// action/src/assets.ts
import { readFile, stat } from "fs/promises";
import path from "path";

// action/src/refusals.ts
import { AsyncLocalStorage } from "async_hooks";
var current = new AsyncLocalStorage();
function noteRefusal(reference) {
  current.getStore()?.add(reference);
}
async function countRefusals(inline) {
  const refused = /* @__PURE__ */ new Set();
  const value = await current.run(refused, inline);
  return { value, refused: [...refused] };
}

// action/src/assets.ts
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
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
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
    const target = decoded.startsWith("/") ? path.join(this.workspace, decoded) : path.resolve(path.dirname(from), decoded);
    const annotation = { file: displayPath(this.workspace, from) };
    let real;
    try {
      real = await realPathInside(this.workspace, target);
    } catch (error) {
      if (error instanceof OutsideError) {
        noteRefusal(reference);
        warning(
          `Refused ${reference}: it resolves outside the workspace, so it is not read.`,
          annotation
        );
      } else {
        warning(
          `Not inlined: ${reference} was not found (${displayPath(this.workspace, target)}).`,
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
        const info = await stat(real);
        if (!info.isFile()) throw new Error("not a file");
        if (info.size > MAX_ASSET_BYTES) {
          throw new Error(`${info.size} bytes is above the ${MAX_ASSET_BYTES} bytes inlined per file`);
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
async function replaceAsync(text, pattern, replace) {
  const matches = [...text.matchAll(new RegExp(pattern.source, pattern.flags))];
  const replacements = await Promise.all(matches.map((m) => replace(m)));
  let out = "";
  let last = 0;
  matches.forEach((match, i) => {
    out += text.slice(last, match.index) + replacements[i];
    last = match.index + match[0].length;
  });
  return out + text.slice(last);
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
function parseAttributes(text) {
  return [...text.matchAll(ATTRIBUTE)].map((m) => {
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
function rewriteAttributes(text, changes) {
  let out = "";
  let last = 0;
  for (const attribute of parseAttributes(text)) {
    const value = changes.get(attribute.name);
    if (value === void 0) continue;
    const before = text.slice(last, attribute.start);
    out += value === null ? before.trimEnd() : `${before}${attribute.name}=${quote(value)}`;
    last = attribute.end;
  }
  return out + text.slice(last);
}
function readsAsExpression(text) {
  return text.includes("{{");
}
function escapeRawText(text, element) {
  return text.replace(new RegExp(`</(${element})`, "gi"), "<\\/$1");
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

// action/src/types.ts
import path2 from "path";
var InputError = class extends Error {
  name = "InputError";
};
function isWorkspaceRelative(pattern) {
  return !path2.isAbsolute(pattern) && !/^[a-zA-Z]:/.test(pattern) && !pattern.split(/[\\/]/).includes("..");
}
function describeError(error, secrets) {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) if (secret) message = message.split(secret).join("***");
  return message;
}

export {
  loadedOptions,
  loadOptions,
  countRefusals,
  AssetReader,
  inlineHtml,
  InputError,
  isWorkspaceRelative,
  describeError
};
