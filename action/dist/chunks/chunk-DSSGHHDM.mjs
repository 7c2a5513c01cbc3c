import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  OUTLINE_MAX_DEPTH,
  OUTLINE_MIN_DEPTH,
  outlineDepth,
  outlineIssues
} from "./chunk-XT35LYKM.mjs";
import {
  collapse,
  htmlHeadings,
  outlineUpdate,
  prepareHtml
} from "./chunk-EDIHRLEA.mjs";
import {
  PdfFile
} from "./chunk-YWVD4SEJ.mjs";
import {
  DocConvertError,
  ValidationError
} from "./chunk-7UMRIUQS.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/outline/index.ts
init_esm_shims();
var ROOM_PER_BOOKMARK = 200;
var ROOM_FIXED = 4096;
var OutlineAmendment = class {
  constructor(headings) {
    this.headings = headings;
    this.room = headings.reduce((sum, h) => sum + ROOM_PER_BOOKMARK + 4 * h.title.length, ROOM_FIXED);
  }
  headings;
  room;
  result;
  append(file) {
    if (this.headings.length === 0) {
      this.result = { bookmarks: 0, missing: [] };
      return new Uint8Array(0);
    }
    try {
      const update = outlineUpdate(new PdfFile(file), this.headings);
      this.result = { bookmarks: update.bookmarks, missing: update.missing };
      return update.tail;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.result = { bookmarks: 0, missing: [], skipped: `the PDF could not be read: ${reason}` };
      return new Uint8Array(0);
    }
  }
};
function refuse(issues) {
  if (issues.length > 0) throw new ValidationError(issues);
}
function pdfOnly(format) {
  return format === "pdf" ? [] : [{ path: "outline", message: `is for PDFs only: bookmarks cannot be added to ${format}` }];
}
function conversionOutline(format, body, option) {
  const depth = outlineDepth(option);
  if (depth === void 0) return void 0;
  refuse([...pdfOnly(format), ...outlineIssues(body, false)]);
  const prepared = prepareHtml(String(body.source), depth);
  return { body: { ...body, source: prepared.html }, amendment: new OutlineAmendment(prepared.headings) };
}
async function templateOutline(ext, body, option, filled) {
  const depth = outlineDepth(option);
  if (depth === void 0) return void 0;
  refuse([...pdfOnly(ext), ...outlineIssues(body, true)]);
  return new OutlineAmendment(htmlHeadings(await filled(), depth));
}
function checkHeadings(headings) {
  const issues = [];
  const checked = headings.map((heading, i) => {
    const { level, title, id } = heading ?? {};
    if (typeof level !== "number" || !Number.isInteger(level) || level < OUTLINE_MIN_DEPTH || level > OUTLINE_MAX_DEPTH) {
      issues.push({
        path: `headings[${i}].level`,
        message: `must be a whole number from 1 to 6 (got ${JSON.stringify(level)})`
      });
    }
    if (typeof title !== "string") issues.push({ path: `headings[${i}].title`, message: "must be a string" });
    if (id !== void 0 && typeof id !== "string")
      issues.push({ path: `headings[${i}].id`, message: "must be a string" });
    return {
      level,
      title: collapse(String(title ?? "")),
      ...id === void 0 ? {} : { id }
    };
  });
  refuse(issues);
  return checked;
}
function addOutlineDepth(depth) {
  try {
    return outlineDepth({ depth });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(error.issues.map((issue) => ({ ...issue, path: "depth" })));
  }
}
function outlinedPdf(pdf, headings, depthOption) {
  const depth = addOutlineDepth(depthOption);
  if (!(pdf instanceof Uint8Array)) {
    throw new ValidationError([{ path: "pdf", message: "must be the PDF's bytes (a Uint8Array or Buffer)" }]);
  }
  let list;
  if (typeof headings === "string") list = htmlHeadings(headings, depth);
  else if (Array.isArray(headings)) list = checkHeadings(headings);
  else {
    throw new ValidationError([
      {
        path: "headings",
        message: "must be the HTML the PDF was made from, or a list of { level, title, id? }"
      }
    ]);
  }
  if (list.length === 0) return pdf;
  let file;
  try {
    file = new PdfFile(pdf);
  } catch (error) {
    throw new DocConvertError(`The PDF cannot be given an outline: ${error.message}.`);
  }
  const update = outlineUpdate(file, list);
  if (update.tail.length === 0) return pdf;
  const out = new Uint8Array(pdf.length + update.tail.length);
  out.set(pdf);
  out.set(update.tail, pdf.length);
  return out;
}
function countOutlineItems(pdf) {
  try {
    const file = new PdfFile(pdf);
    let count = 0;
    const seen = /* @__PURE__ */ new Set();
    const walk = (first, depth) => {
      for (let item = file.dict(first); item && !seen.has(item) && depth < 64; item = file.dict(item.get("Next"))) {
        seen.add(item);
        count++;
        walk(item.get("First"), depth + 1);
      }
    };
    walk(file.dict(file.catalog.get("Outlines"))?.get("First"), 0);
    return count;
  } catch {
    return void 0;
  }
}

export {
  conversionOutline,
  templateOutline,
  outlinedPdf,
  countOutlineItems
};
