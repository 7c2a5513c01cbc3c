import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import "./chunk-ZDTWXGVB.mjs";
import "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import {
  PdfFile
} from "./chunk-YWVD4SEJ.mjs";
import "./chunk-WWTW7HAD.mjs";
import {
  DocConvertError
} from "./chunk-7UMRIUQS.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/doc-convert/src/compare/compare-pdfs.ts
init_esm_shims();

// packages/doc-convert/src/compare/pdf-pages.ts
init_esm_shims();
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
var pdfjsModule;
var loadPdfjs = () => pdfjsModule ??= Promise.all([
  import("./pdf-QKRC2LLB.mjs"),
  // @ts-expect-error: pdf.js ships no declarations for its worker module.
  import("./pdf.worker-KUMOWV36.mjs").then((worker) => {
    globalThis.pdfjsWorker = worker;
  })
]).then(([pdfjs]) => pdfjs);
var canvasFactoryOf = (pdf) => pdf.canvasFactory;
function standardFontDataUrl() {
  try {
    const root = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
    return `${pathToFileURL(join(root, "standard_fonts")).href}/`;
  } catch {
    return void 0;
  }
}
function canvasFactoryClass(canvas) {
  return class {
    create(width, height) {
      const made = canvas.createCanvas(width, height);
      return { canvas: made, context: made.getContext("2d") };
    }
    reset(made, width, height) {
      made.canvas.width = width;
      made.canvas.height = height;
    }
    getNoAlphaContext(made) {
      return made.getContext("2d", { alpha: false });
    }
    destroy(made) {
      made.canvas.width = made.canvas.height = 0;
      made.canvas = null;
      made.context = null;
    }
  };
}
async function openPdf(bytes, canvas) {
  const globals = globalThis;
  globals.DOMMatrix ??= canvas?.DOMMatrix;
  globals.Path2D ??= canvas?.Path2D;
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    ...canvas ? { CanvasFactory: canvasFactoryClass(canvas) } : {},
    // pdf.js takes ownership of (and detaches) the buffer it is given: the caller's stays theirs.
    data: new Uint8Array(bytes),
    standardFontDataUrl: standardFontDataUrl(),
    // The machine's fonts would make the same PDF draw differently on two machines.
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0
  });
  try {
    return { pdf: await task.promise, destroy: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw error;
  }
}
async function pageLines(pdf, pageNumber) {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const lines = [];
  let line = "";
  let previous;
  for (const item of content.items) {
    if (typeof item.str !== "string") continue;
    if (previous) {
      const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || 1;
      const moved = Math.abs((item.transform[5] ?? 0) - (previous.transform[5] ?? 0)) > size * 0.5;
      if (previous.hasEOL || moved) {
        lines.push(line);
        line = "";
      } else line += " ";
    }
    line += item.str;
    if (item.str !== "" || item.hasEOL) previous = item;
  }
  lines.push(line);
  page.cleanup();
  return lines.map((text) => text.replace(/\s+/g, " ").trim()).filter((text) => text !== "");
}
async function drawPage(pdf, pageNumber, width) {
  const page = await pdf.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / natural.width });
  const factory = canvasFactoryOf(pdf);
  const made = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    const { canvas, context } = made;
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, rgba: pixels.data };
  } finally {
    factory.destroy(made);
    page.cleanup();
  }
}
async function encodePng(pdf, width, height, rgba) {
  const factory = canvasFactoryOf(pdf);
  const made = factory.create(width, height);
  try {
    const image = made.context.createImageData(width, height);
    image.data.set(rgba);
    made.context.putImageData(image, 0, 0);
    return new Uint8Array(await made.canvas.encode("png"));
  } finally {
    factory.destroy(made);
  }
}

// packages/doc-convert/src/compare/changed-pixels.ts
init_esm_shims();
var MARGIN = 3;
function changedPixels(pixelmatch, left, right, threshold) {
  const { width, height } = left;
  const rowBytes = width * 4;
  const bytes = (page) => Buffer.from(page.rgba.buffer, page.rgba.byteOffset, page.rgba.byteLength);
  const [a, b] = [bytes(left), bytes(right)];
  const differs = (row) => a.compare(b, row * rowBytes, (row + 1) * rowBytes, row * rowBytes, (row + 1) * rowBytes) !== 0;
  let first = 0;
  while (first < height && !differs(first)) first++;
  if (first === height) return 0;
  let last = height - 1;
  while (!differs(last)) last--;
  const from = Math.max(0, first - MARGIN);
  const to = Math.min(height, last + 1 + MARGIN);
  const rows = (page) => page.rgba.subarray(from * rowBytes, to * rowBytes);
  return pixelmatch(rows(left), rows(right), void 0, width, to - from, { threshold });
}

// packages/doc-convert/src/compare/content-keys.ts
init_esm_shims();
import { createHash } from "node:crypto";
var MAX_DEPTH = 8;
var isStream = (value) => typeof value === "object" && value !== null && "raw" in value && "dict" in value;
function contentKeys(bytes) {
  try {
    const file = new PdfFile(bytes);
    return file.pages().map((page) => {
      const hash = createHash("sha256");
      const box = file.resolve(page.dict.get("MediaBox"));
      hash.update(JSON.stringify(Array.isArray(box) ? box.map((side) => file.resolve(side)) : null));
      const contents = file.resolve(page.dict.get("Contents"));
      for (const part of Array.isArray(contents) ? contents : [contents]) {
        const stream = file.resolve(part);
        if (isStream(stream)) hash.update(stream.raw);
      }
      addXObjects(file, page.resources, hash, 0, /* @__PURE__ */ new Set());
      return hash.digest("base64");
    });
  } catch {
    return void 0;
  }
}
function addXObjects(file, resources, hash, depth, seen) {
  const xobjects = file.resolve(resources?.get("XObject"));
  if (!xobjects?.entries) return;
  for (const [name, value] of [...xobjects.entries].sort(([a], [b]) => a.localeCompare(b))) {
    const stream = file.resolve(value);
    if (!isStream(stream) || seen.has(stream)) continue;
    seen.add(stream);
    hash.update(name);
    hash.update(stream.raw);
    if (depth < MAX_DEPTH)
      addXObjects(
        file,
        file.resolve(stream.dict.get("Resources")),
        hash,
        depth + 1,
        seen
      );
  }
}

// packages/doc-convert/src/compare/peers.ts
init_esm_shims();
import { createRequire as createRequire2 } from "node:module";
var PEERS = ["pdfjs-dist", "@napi-rs/canvas", "pixelmatch", "diff"];
function checkPeers(resolve = createRequire2(import.meta.url).resolve, names = PEERS) {
  const missing = names.filter((name) => {
    try {
      resolve(name);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0)
    throw new DocConvertError(
      `comparePdfs() needs ${missing.join(", ")}, which doc-convert leaves to you (optional peer dependencies): npm install ${missing.join(" ")}`
    );
}
function installedCanvas() {
  return createRequire2(import.meta.url)("@napi-rs/canvas");
}

// packages/doc-convert/src/compare/match-pages.ts
init_esm_shims();
function matchPages(before, after) {
  const anchors = commonPages(before, after);
  const matches = [];
  let b = 0;
  let a = 0;
  for (const [anchorBefore, anchorAfter] of [...anchors, [before.length, after.length]]) {
    matches.push(...pairGap(before, after, b, anchorBefore, a, anchorAfter));
    if (anchorBefore < before.length)
      matches.push({ kind: "same", before: anchorBefore, after: anchorAfter });
    b = anchorBefore + 1;
    a = anchorAfter + 1;
  }
  return matches;
}
function commonPages(before, after) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end++;
  const n = before.length - start - end;
  const m = after.length - start - end;
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i2 = n - 1; i2 >= 0; i2--)
    for (let j2 = m - 1; j2 >= 0; j2--)
      lengths[i2 * (m + 1) + j2] = before[start + i2] === after[start + j2] ? lengths[(i2 + 1) * (m + 1) + j2 + 1] + 1 : Math.max(lengths[(i2 + 1) * (m + 1) + j2], lengths[i2 * (m + 1) + j2 + 1]);
  const pairs = [];
  for (let k = 0; k < start; k++) pairs.push([k, k]);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[start + i] === after[start + j]) pairs.push([start + i++, start + j++]);
    else if (lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1]) i++;
    else j++;
  }
  for (let k = end; k > 0; k--) pairs.push([before.length - k, after.length - k]);
  return pairs;
}
function pairGap(before, after, b0, b1, a0, a1) {
  const n = b1 - b0;
  const m = a1 - a0;
  if (n === 0 || m === 0) {
    const result2 = [];
    for (let b = b0; b < b1; b++) result2.push({ kind: "removed", before: b });
    for (let a = a0; a < a1; a++) result2.push({ kind: "added", after: a });
    return result2;
  }
  const pairs = Math.min(n, m);
  if ((n + 1) * (m + 1) * (pairs + 1) > 1e6) return pairInOrder(b0, b1, a0, a1);
  const size = (n + 1) * (m + 1) * (pairs + 1);
  const best = new Float64Array(size).fill(-Infinity);
  const at = (i2, j2, k2) => (i2 * (m + 1) + j2) * (pairs + 1) + k2;
  const score = (i2, j2) => sharedLines(before[b0 + i2], after[a0 + j2]);
  for (let i2 = n; i2 >= 0; i2--)
    for (let j2 = m; j2 >= 0; j2--)
      for (let k2 = 0; k2 <= pairs; k2++) {
        if (k2 === 0) {
          best[at(i2, j2, k2)] = 0;
          continue;
        }
        let value = -Infinity;
        if (i2 < n && j2 < m) value = best[at(i2 + 1, j2 + 1, k2 - 1)] + score(i2, j2);
        if (i2 < n) value = Math.max(value, best[at(i2 + 1, j2, k2)]);
        if (j2 < m) value = Math.max(value, best[at(i2, j2 + 1, k2)]);
        best[at(i2, j2, k2)] = value;
      }
  const result = [];
  let i = 0;
  let j = 0;
  let k = pairs;
  while (i < n || j < m) {
    const here = best[at(i, j, k)];
    if (k > 0 && i < n && j < m && here === best[at(i + 1, j + 1, k - 1)] + score(i, j)) {
      result.push({ kind: "changed", before: b0 + i++, after: a0 + j++ });
      k--;
    } else if (i < n && here === best[at(i + 1, j, k)]) result.push({ kind: "removed", before: b0 + i++ });
    else result.push({ kind: "added", after: a0 + j++ });
  }
  return result;
}
function pairInOrder(b0, b1, a0, a1) {
  const result = [];
  const pairs = Math.min(b1 - b0, a1 - a0);
  for (let k = 0; k < pairs; k++) result.push({ kind: "changed", before: b0 + k, after: a0 + k });
  for (let b = b0 + pairs; b < b1; b++) result.push({ kind: "removed", before: b });
  for (let a = a0 + pairs; a < a1; a++) result.push({ kind: "added", after: a });
  return result;
}
function sharedLines(left, right) {
  const a = new Set(left.split("\n"));
  const b = new Set(right.split("\n"));
  let common = 0;
  for (const line of a) if (b.has(line)) common++;
  const all = a.size + b.size - common;
  return all === 0 ? 1 : common / all;
}

// packages/doc-convert/src/compare/compare-pdfs.ts
async function compare(beforeBytes, afterBytes, settings) {
  const canvas = await canvasOf(settings);
  const before = await openPdf(beforeBytes, canvas);
  try {
    const after = await openPdf(afterBytes, canvas);
    try {
      return await compareOpened(
        before.pdf,
        after.pdf,
        keysOf(beforeBytes, afterBytes, before.pdf, after.pdf),
        settings,
        canvas
      );
    } finally {
      await after.destroy();
    }
  } finally {
    await before.destroy();
  }
}
async function canvasOf(settings) {
  if (settings.canvas === void 0) {
    checkPeers();
    return installedCanvas();
  }
  try {
    await Promise.all([loadPdfjs(), import("./pixelmatch-VMVJKOMK.mjs"), import("./libesm-EXEYUHDY.mjs")]);
  } catch (error) {
    checkPeers(void 0, ["pdfjs-dist", "pixelmatch", "diff"]);
    throw error;
  }
  return settings.canvas || void 0;
}
function keysOf(beforeBytes, afterBytes, before, after) {
  const beforeKeys = contentKeys(beforeBytes);
  const afterKeys = contentKeys(afterBytes);
  if (beforeKeys?.length !== before.numPages || afterKeys?.length !== after.numPages) return void 0;
  return [beforeKeys, afterKeys];
}
async function compareOpened(before, after, keys, settings, canvas) {
  const beforeLines = linesReader(before);
  const afterLines = linesReader(after);
  const pages = [];
  const summary = { changed: 0, added: 0, removed: 0, moved: 0, unchanged: 0 };
  const { diffArrays } = await import("./libesm-EXEYUHDY.mjs");
  const kept = settings.images && canvas ? new KeptImages(settings.images.maxPages) : void 0;
  for (const match of await matchAll(before, after, keys, beforeLines, afterLines)) {
    if (match.kind === "added") pages.push({ status: "added", after: match.after + 1 });
    else if (match.kind === "removed") pages.push({ status: "removed", before: match.before + 1 });
    else {
      const drawnOtherwise = match.kind === "same" && !match.sameDrawing && (keys !== void 0 || (await beforeLines(match.before)).length === 0);
      const { share, images } = match.kind === "changed" || drawnOtherwise ? canvas ? await changedShare(before, after, match.before + 1, match.after + 1, settings, match.kind, kept) : { share: textShare(await beforeLines(match.before), await afterLines(match.after)) } : { share: 0 };
      if (match.kind === "changed" || share > 0) {
        const text = textDiff(diffArrays, await beforeLines(match.before), await afterLines(match.after));
        const page = {
          status: "changed",
          before: match.before + 1,
          after: match.after + 1,
          changedPixels: share,
          text
        };
        if (images) kept?.place(page, images);
        pages.push(page);
      } else if (match.before !== match.after)
        pages.push({ status: "moved", before: match.before + 1, after: match.after + 1 });
      else summary.unchanged++;
    }
  }
  for (const page of pages) summary[page.status]++;
  const changed = pages.filter((page) => page.status === "changed");
  const imagesLeftOut = kept ? addImages(changed, settings.images, kept) : 0;
  return {
    identical: pages.length === 0,
    beforePages: before.numPages,
    afterPages: after.numPages,
    pages,
    summary,
    largestChange: changed.reduce((largest, page) => Math.max(largest, page.changedPixels), 0),
    imagesLeftOut,
    measured: canvas ? "pixels" : "text"
  };
}
function textShare(before, after) {
  const lines = before.length + after.length;
  if (lines === 0) return 0;
  const kept = /* @__PURE__ */ new Map();
  for (const line of before) kept.set(line, (kept.get(line) ?? 0) + 1);
  let common = 0;
  for (const line of after) {
    const left = kept.get(line) ?? 0;
    if (left > 0) {
      common++;
      kept.set(line, left - 1);
    }
  }
  return (lines - 2 * common) / lines;
}
async function matchAll(before, after, keys, beforeLines, afterLines) {
  const byText = async (b0, b1, a0, a1) => {
    const texts = async (read, from, to) => {
      const all = [];
      for (let index = from; index < to; index++) all.push((await read(index)).join("\n"));
      return all;
    };
    return matchPages(await texts(beforeLines, b0, b1), await texts(afterLines, a0, a1)).map(
      (match) => match.kind === "added" ? { ...match, after: match.after + a0 } : match.kind === "removed" ? { ...match, before: match.before + b0 } : { ...match, before: match.before + b0, after: match.after + a0 }
    );
  };
  if (!keys) return byText(0, before.numPages, 0, after.numPages);
  const matches = [];
  let b = 0;
  let a = 0;
  const end = [before.numPages, after.numPages];
  for (const [anchorBefore, anchorAfter] of [...commonPages(keys[0], keys[1]), end]) {
    if (b < anchorBefore || a < anchorAfter) matches.push(...await byText(b, anchorBefore, a, anchorAfter));
    if (anchorBefore < before.numPages)
      matches.push({ kind: "same", before: anchorBefore, after: anchorAfter, sameDrawing: true });
    b = anchorBefore + 1;
    a = anchorAfter + 1;
  }
  return matches;
}
function linesReader(pdf) {
  const read = /* @__PURE__ */ new Map();
  return (index) => {
    let lines = read.get(index);
    if (!lines) read.set(index, lines = pageLines(pdf, index + 1));
    return lines;
  };
}
function textDiff(diffArrays, before, after) {
  const removed = [];
  const added = [];
  for (const part of diffArrays(before, after)) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
  }
  return { removed, added };
}
function sameSize(left, right) {
  const width = Math.max(left.width, right.width);
  const height = Math.max(left.height, right.height);
  const fit = (page) => {
    if (page.width === width && page.height === height) return page;
    const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
    for (let y = 0; y < page.height; y++)
      rgba.set(page.rgba.subarray(y * page.width * 4, (y + 1) * page.width * 4), y * width * 4);
    return { width, height, rgba };
  };
  return [fit(left), fit(right)];
}
async function drawPair(before, after, beforePage, afterPage, width) {
  return sameSize(await drawPage(before, beforePage, width), await drawPage(after, afterPage, width));
}
async function changedShare(before, after, beforePage, afterPage, settings, kind, kept) {
  const { default: pixelmatch } = await import("./pixelmatch-VMVJKOMK.mjs");
  const [left, right] = await drawPair(before, after, beforePage, afterPage, settings.width);
  const share = changedPixels(pixelmatch, left, right, settings.threshold) / (left.width * left.height);
  if (!kept || !(kind === "changed" || share > 0) || !kept.wants(share)) return { share };
  const diff = new Uint8ClampedArray(left.rgba.length);
  pixelmatch(left.rgba, right.rgba, diff, left.width, left.height, { threshold: settings.threshold });
  const images = {
    before: await encodePng(after, left.width, left.height, left.rgba),
    after: await encodePng(after, right.width, right.height, right.rgba),
    diff: await encodePng(after, left.width, left.height, diff)
  };
  return { share, images };
}
var KeptImages = class {
  constructor(maxPages) {
    this.maxPages = maxPages;
  }
  maxPages;
  /** The changed pages that hold PNGs, in the order they were placed. */
  #images = /* @__PURE__ */ new Map();
  /** Whether a page of `share`, measured after every page placed so far, would be among the largest. */
  wants(share) {
    if (this.#images.size < this.maxPages) return true;
    return this.maxPages > 0 && share > this.#smallest().changedPixels;
  }
  /** A changed page (one wants() took) with its PNGs; the smallest held is pushed out if all places are taken. */
  place(page, images) {
    if (this.#images.size === this.maxPages) this.#images.delete(this.#smallest());
    this.#images.set(page, images);
  }
  images(page) {
    return this.#images.get(page);
  }
  /** The page held that comes last largest first: the smallest change, the later page on a tie. */
  #smallest() {
    return [...this.#images.keys()].reduce(
      (last, page) => page.changedPixels <= last.changedPixels ? page : last
    );
  }
};
function addImages(changed, caps, kept) {
  const largestFirst = [...changed].sort((a, b) => b.changedPixels - a.changedPixels);
  let leftOut = Math.max(0, largestFirst.length - caps.maxPages);
  for (const page of largestFirst.slice(0, caps.maxPages)) {
    const images = kept.images(page);
    if (!images) throw new Error(`comparePdfs(): no images kept for page ${page.after}`);
    if (images.before.length + images.after.length + images.diff.length > caps.maxBytes) leftOut++;
    else page.images = images;
  }
  return leftOut;
}
export {
  compare
};
