import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  warning
} from "./chunk-HF6ORPMY.mjs";

// action/src/confine.ts
import { mkdir, realpath } from "node:fs/promises";
import path from "node:path";
var OutsideError = class extends Error {
  name = "OutsideError";
};
function isInside(parent, child) {
  const relative = path.relative(parent, child);
  return relative === "" || relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}
async function realPathInside(root, target) {
  const resolved = path.resolve(root, target);
  if (!isInside(root, resolved)) throw new OutsideError(`${target} is outside ${root}`);
  const real = await realpath(resolved);
  if (!isInside(root, real)) throw new OutsideError(`${target} leads outside ${root} (symbolic link)`);
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
import path2 from "node:path";
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
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// action/src/assets.ts
import { readFile, stat } from "node:fs/promises";
import path3 from "node:path";
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
    const target = decoded.startsWith("/") ? path3.join(this.workspace, decoded) : path3.resolve(path3.dirname(from), decoded);
    const annotation = { file: displayPath(this.workspace, from) };
    let real;
    try {
      real = await realPathInside(this.workspace, target);
    } catch (error) {
      if (error instanceof OutsideError) {
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

// action/src/links.ts
import path4 from "node:path";
function repositoryBlob(env = process.env) {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  if (!server || !repository || !sha) return void 0;
  return `${server.replace(/\/+$/, "")}/${repository}/blob/${sha}`;
}
function urlPath(relative) {
  return relative.split(path4.sep).map(encodeURIComponent).join("/");
}
function rewriteLink(href, from, output, policy) {
  if (!isLocalReference(href)) return void 0;
  const [, written = "", fragment = ""] = /^([^?#]*)(?:\?[^#]*)?(#.*)?$/s.exec(href.trim()) ?? [];
  if (written === "") return void 0;
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {
  }
  const target = decoded.startsWith("/") ? path4.join(policy.workspace, decoded) : path4.resolve(path4.dirname(from), decoded);
  if (!isInside(policy.workspace, target)) return void 0;
  const page = written.endsWith("/") ? path4.join(target, "index.html") : target;
  const converted = policy.pages.get(page);
  if (converted !== void 0) {
    if (page === from && fragment) return fragment;
    const relative2 = urlPath(path4.relative(path4.dirname(output), converted));
    return policy.keepFragment ? relative2 + fragment : relative2;
  }
  if (policy.repositoryBlob === void 0) return void 0;
  const relative = path4.relative(policy.workspace, target);
  return `${policy.repositoryBlob}/${urlPath(relative)}${fragment}`;
}

export {
  OutsideError,
  realPathInside,
  prepareOutputFolder,
  displayPath,
  formatBytes,
  formatDuration,
  plural,
  escapeHtml,
  isLocalReference,
  dataUri,
  AssetReader,
  repositoryBlob,
  rewriteLink
};
