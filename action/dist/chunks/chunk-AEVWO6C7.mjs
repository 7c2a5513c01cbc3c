import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  OutsideError,
  displayPath,
  isInside,
  realPathInside
} from "./chunk-THS4KDNM.mjs";
import {
  warning
} from "./chunk-6OBSVC5H.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/inline/refusals.ts
init_esm_shims();
import { AsyncLocalStorage } from "node:async_hooks";
var current = new AsyncLocalStorage();
function emptyNotes() {
  return { refused: /* @__PURE__ */ new Set(), missing: /* @__PURE__ */ new Set(), notInlined: /* @__PURE__ */ new Set(), print: false };
}
function noteRefusal(reference) {
  current.getStore()?.refused.add(reference);
}
function noteMissing(reference) {
  current.getStore()?.missing.add(reference);
}
function noteNotInlined(reference) {
  current.getStore()?.notInlined.add(reference);
}
function notePrintStyles() {
  const notes = current.getStore();
  if (notes) notes.print = true;
}
function noteAll(notes) {
  for (const reference of notes.refused) noteRefusal(reference);
  for (const reference of notes.missing) noteMissing(reference);
  for (const reference of notes.notInlined) noteNotInlined(reference);
  if (notes.print) notePrintStyles();
}
async function countRefusals(inline) {
  const notes = emptyNotes();
  const value = await current.run(notes, inline);
  return { value, refused: [...notes.refused], notes };
}

// packages/action/src/inline/assets.ts
init_esm_shims();
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
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
function resolveReference(reference, from, workspace) {
  let decoded = reference;
  try {
    decoded = decodeURIComponent(reference);
  } catch {
  }
  return decoded.startsWith("/") ? path.join(workspace, decoded) : path.resolve(path.dirname(from), decoded);
}
function dataUri(asset) {
  return `data:${asset.mime};base64,${asset.bytes.toString("base64")}`;
}
var NotAFileError = class extends Error {
};
var AssetReader = class {
  /**
   * Reads inside `workspace` only. `report` is told of each reference not inlined; by default it is a warning
   * of the run, annotated on the file the reference is in.
   */
  constructor(workspace, report) {
    this.workspace = workspace;
    this.#report = report ?? (({ from, message }) => warning(message, { file: displayPath(this.workspace, from) }));
  }
  workspace;
  #cache = /* @__PURE__ */ new Map();
  #realPaths = /* @__PURE__ */ new Map();
  #sheets = /* @__PURE__ */ new Map();
  #report;
  /**
   * The file `reference` names, seen from the file `from`, or undefined (told to the report) when it is outside
   * the workspace, missing or too large. Call only for local references.
   */
  async read(reference, from) {
    const target = resolveReference(reference.trim().replace(/[?#].*$/s, ""), from, this.workspace);
    const notInlined = (reason, message) => this.#report({ reference, from, reason, message });
    let real;
    try {
      real = await this.#realPath(target);
    } catch (error) {
      if (error instanceof OutsideError) {
        noteRefusal(reference);
        notInlined("outside", `Refused ${reference}: it resolves outside the workspace, so it is not read.`);
      } else {
        noteMissing(reference);
        const where = displayPath(this.workspace, target);
        notInlined("missing", `Not inlined: ${reference} was not found (${where}).`);
      }
      return void 0;
    }
    try {
      return await this.#load(real);
    } catch (error) {
      const missing = error instanceof NotAFileError;
      if (missing) noteMissing(reference);
      notInlined(
        missing ? "missing" : "unreadable",
        `Not inlined: ${reference}: ${error.message}`
      );
      return void 0;
    }
  }
  /**
   * The stylesheet `asset` with what it refers to inlined by `inline`, done once per run however many pages link
   * it (a site's shared sheet is tokenized once, not once per page). What was noted on the way (references
   * refused or not found, print styles) is noted for every page that uses the sheet, so each page's summary row
   * counts it.
   */
  async inlinedSheet(asset, inline) {
    let done = this.#sheets.get(asset.path);
    if (!done) {
      done = countRefusals(inline).then(({ value, notes: notes2 }) => ({ css: value, notes: notes2 }));
      this.#sheets.set(asset.path, done);
    }
    const { css, notes } = await done;
    noteAll(notes);
    return css;
  }
  /** realPathInside, once per path and run (its refusals too). */
  #realPath(target) {
    let real = this.#realPaths.get(target);
    if (!real) {
      real = realPathInside(this.workspace, target);
      real.catch(() => void 0);
      this.#realPaths.set(target, real);
    }
    return real;
  }
  #load(real) {
    let loading = this.#cache.get(real);
    if (!loading) {
      loading = (async () => {
        const info = await stat(real);
        if (!info.isFile()) throw new NotAFileError("not a file");
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

// packages/action/src/inline/links.ts
init_esm_shims();
import path3 from "node:path";

// packages/action/src/inline/link-targets.ts
init_esm_shims();
import path2 from "node:path";
function fragmentId(fragment) {
  const raw = fragment.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
var LinkTargets = class {
  constructor(workspace) {
    this.workspace = workspace;
  }
  workspace;
  #ids = /* @__PURE__ */ new Map();
  #links = [];
  #warned = /* @__PURE__ */ new Set();
  /** The ids of page `file` (a real path). */
  addIds(file, ids) {
    this.#ids.set(file, ids);
  }
  addLink(link) {
    this.#links.push(link);
  }
  /**
   * Warns once for the link from `fromOutput` to `id` in `targetOutput` (outputs: absolute paths), naming
   * `source` (as the log names it), the link as written, and the target. Returns whether it warned now.
   */
  warnMissing(source, link, targetOutput, id, fromOutput) {
    const key = [fromOutput, targetOutput, id].join("\0");
    if (this.#warned.has(key)) return false;
    this.#warned.add(key);
    warning(
      `${source} links to ${link}, but ${displayPath(this.workspace, targetOutput)} has no element with id ${JSON.stringify(id)}: the link opens the start of that document.`,
      { title: "Link to a missing section" }
    );
    return true;
  }
  /** Warns about every recorded link whose target page was read and has no element with its id. */
  warnAboutPages() {
    let warned = 0;
    for (const link of this.#links) {
      const ids = this.#ids.get(link.target);
      if (!ids || ids.has(link.id)) continue;
      const source = path2.relative(this.workspace, link.from).split(path2.sep).join("/");
      if (this.warnMissing(source, link.href, link.targetOutput, link.id, link.fromOutput)) warned++;
    }
    return warned;
  }
};

// packages/action/src/inline/links.ts
var LINK_ORIGIN = "https://doc-convert.invalid/";
function hasMarkedLinks(html) {
  return html.includes(LINK_ORIGIN);
}
function markLink(relative) {
  const hash = relative.indexOf("#");
  const [file, fragment] = hash < 0 ? [relative, ""] : [relative.slice(0, hash), relative.slice(hash)];
  return `${LINK_ORIGIN}${file.replaceAll("/", "%2F")}${fragment}`;
}
function unmarkLink(uri) {
  if (!uri.startsWith(LINK_ORIGIN)) return void 0;
  const rest = uri.slice(LINK_ORIGIN.length);
  const hash = rest.indexOf("#");
  const [file, fragment] = hash < 0 ? [rest, ""] : [rest.slice(0, hash), rest.slice(hash)];
  if (file === "") return void 0;
  const segments = file.split(/%2F/i).map((segment) => {
    try {
      return encodeURIComponent(decodeURIComponent(segment));
    } catch {
      return segment;
    }
  });
  const relative = segments.join("/");
  return (relative.startsWith("../") ? relative : `./${relative}`) + fragment;
}
function pagesOf(jobs) {
  return new Map(
    jobs.flatMap((job) => job.file && !job.template && !job.given ? [[job.file, job.output]] : [])
  );
}
function repositoryBlob(env = process.env) {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  if (!server || !repository || !sha) return void 0;
  return `${server.replace(/\/+$/, "")}/${repository}/blob/${sha}`;
}
function urlPath(relative) {
  return relative.split(path3.sep).map(encodeURIComponent).join("/");
}
function relativeUri(folder, target) {
  const relative = urlPath(path3.relative(folder, target));
  return relative.startsWith("../") ? relative : `./${relative}`;
}
function rewriteLink(href, from, output, policy) {
  if (!isLocalReference(href)) return void 0;
  const [, written = "", fragment = ""] = /^([^?#]*)(?:\?[^#]*)?(#.*)?$/s.exec(href.trim()) ?? [];
  if (written === "") return void 0;
  const target = resolveReference(written, from, policy.workspace);
  if (!isInside(policy.workspace, target)) return void 0;
  const page = written.endsWith("/") ? path3.join(target, "index.html") : target;
  const converted = policy.pages.get(page);
  if (converted !== void 0) {
    if (fragment.length > 1) {
      const id = fragmentId(fragment);
      policy.sections?.addLink({ from, fromOutput: output, href, target: page, targetOutput: converted, id });
    }
    if (page === from && fragment) return fragment;
    const relative2 = urlPath(path3.relative(path3.dirname(output), converted));
    const link = policy.keepFragment ? relative2 + fragment : relative2;
    return policy.marked ? markLink(link) : link;
  }
  if (policy.repositoryBlob === void 0) return void 0;
  const relative = path3.relative(policy.workspace, target);
  return `${policy.repositoryBlob}/${urlPath(relative)}${fragment}`;
}

export {
  noteNotInlined,
  notePrintStyles,
  countRefusals,
  isLocalReference,
  dataUri,
  AssetReader,
  LinkTargets,
  hasMarkedLinks,
  unmarkLink,
  pagesOf,
  repositoryBlob,
  relativeUri,
  rewriteLink
};
