import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  HeadingLocator,
  PdfDict,
  PdfFile,
  PdfName,
  PdfRef,
  PdfStream,
  PdfString,
  destinationName,
  isDict,
  isName,
  isNumber,
  isRegular
} from "./chunk-T3VACX2H.mjs";
import {
  OUTLINE_MAX_DEPTH,
  OUTLINE_MIN_DEPTH,
  outlineDepth,
  outlineIssues
} from "./chunk-O5Y4LLE6.mjs";
import {
  collapse,
  htmlHeadings,
  prepareHtml
} from "./chunk-XCHEVXJE.mjs";
import {
  DocConvertError,
  ValidationError
} from "./chunk-VRUNUPZX.mjs";
import "./chunk-HQO2VLD3.mjs";

// src/pdf/write.ts
function formatNumber(n) {
  if (!Number.isFinite(n)) return "0";
  if (Number.isInteger(n)) return String(n);
  const fixed = n.toFixed(4).replace(/0+$/, "").replace(/\.$/, "");
  return fixed === "-0" ? "0" : fixed;
}
function hex(byte) {
  return byte.toString(16).toUpperCase().padStart(2, "0");
}
function writeName(name) {
  let out = "/";
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i) & 255;
    out += c > 32 && c < 127 && c !== 35 && isRegular(c) ? name[i] : `#${hex(c)}`;
  }
  return out;
}
function textString(text) {
  if (/^[\x20-\x7e]*$/.test(text)) return new PdfString(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 254;
  bytes[1] = 255;
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) >> 8;
    bytes[3 + i * 2] = text.charCodeAt(i) & 255;
  }
  return new PdfString(bytes);
}
function serialize(value) {
  if (value === null || value === void 0) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (isNumber(value)) return formatNumber(value);
  if (value instanceof PdfName) return writeName(value.name);
  if (value instanceof PdfString) return `<${Array.from(value.bytes, hex).join("")}>`;
  if (value instanceof PdfRef) return `${value.num} ${value.gen} R`;
  if (Array.isArray(value)) return `[${value.map(serialize).join(" ")}]`;
  if (value instanceof PdfDict) {
    let out = "<<";
    for (const [key, entry] of value.entries) out += `${writeName(key)} ${serialize(entry)}`;
    return `${out}>>`;
  }
  if (value instanceof PdfStream) {
    throw new TypeError("a stream is written as an object of its own, not inside another");
  }
  return "null";
}
function bytesOf(text) {
  return new TextEncoder().encode(text);
}
function trailerEntries(file, size) {
  const trailer = new PdfDict().set("Size", size);
  for (const key of ["Root", "Info", "ID"]) {
    const value = file.xref.trailer.get(key);
    if (value !== void 0 && value !== null) trailer.set(key, value);
  }
  return trailer.set("Prev", file.xref.startxref);
}
function subsections(nums) {
  const groups = [];
  for (const num of nums) {
    const last = groups.at(-1);
    if (last && last[0] + last[1] === num) last[1]++;
    else groups.push([num, 1]);
  }
  return groups;
}
function incrementalUpdate(file, objects) {
  const { bytes, xref } = file;
  const parts = [];
  let length = bytes.length;
  const append = (part) => {
    parts.push(part);
    length += part.length;
  };
  const last = bytes[bytes.length - 1];
  if (last !== 10 && last !== 13) append(bytesOf("\n"));
  const offsets = /* @__PURE__ */ new Map();
  for (const object of objects) {
    offsets.set(object.num, { offset: length - xref.base, gen: object.gen });
    append(bytesOf(`${object.num} ${object.gen} obj
${serialize(object.value)}
endobj
`));
  }
  let size = file.nextObjectNumber;
  for (const num of offsets.keys()) size = Math.max(size, num + 1);
  const sectionOffset = length - xref.base;
  if (!xref.stream) {
    const nums = [...offsets.keys()].sort((a, b) => a - b);
    let table = "xref\n";
    for (const [first, count] of subsections(nums)) {
      table += `${first} ${count}
`;
      for (let num = first; num < first + count; num++) {
        const { offset, gen } = offsets.get(num);
        table += `${String(offset).padStart(10, "0")} ${String(gen).padStart(5, "0")} n\r
`;
      }
    }
    const trailer = serialize(trailerEntries(file, size));
    append(bytesOf(`${table}trailer
${trailer}
startxref
${sectionOffset}
%%EOF
`));
  } else {
    const streamNum = size;
    offsets.set(streamNum, { offset: sectionOffset, gen: 0 });
    const nums = [...offsets.keys()].sort((a, b) => a - b);
    let offsetWidth = 1;
    while (sectionOffset >= 256 ** offsetWidth) offsetWidth++;
    const data = new Uint8Array(nums.length * (1 + offsetWidth + 2));
    let at2 = 0;
    for (const num of nums) {
      const { offset, gen } = offsets.get(num);
      data[at2++] = 1;
      for (let i = offsetWidth - 1; i >= 0; i--) data[at2++] = Math.floor(offset / 256 ** i) % 256;
      data[at2++] = gen >> 8 & 255;
      data[at2++] = gen & 255;
    }
    const dict = trailerEntries(file, streamNum + 1).set("Type", new PdfName("XRef")).set("W", [1, offsetWidth, 2]).set("Index", subsections(nums).flat()).set("Length", data.length);
    append(bytesOf(`${streamNum} 0 obj
${serialize(dict)}
stream
`));
    append(data);
    append(bytesOf(`
endstream
endobj
startxref
${sectionOffset}
%%EOF
`));
  }
  const out = new Uint8Array(length - bytes.length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// src/outline/build.ts
function nestByLevel(items) {
  const roots = [];
  const stack = [];
  for (const item of items) {
    const node = { ...item, children: [] };
    while (stack.length > 0 && stack.at(-1).level >= item.level) stack.pop();
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}
function countBookmarks(items) {
  return items.reduce((sum, item) => sum + 1 + countBookmarks(item.children), 0);
}
function outlineObjects(items, first) {
  const objects = [];
  let next = first;
  const root = new PdfRef(next++, 0);
  const rootDict = new PdfDict().set("Type", new PdfName("Outlines"));
  objects.push({ num: root.num, gen: 0, value: rootDict });
  const add = (list, parent, parentDict) => {
    const refs = list.map(() => new PdfRef(next++, 0));
    list.forEach((item, i) => {
      const dict = new PdfDict().set("Title", textString(item.title)).set("Parent", parent).set("Dest", item.dest);
      if (i > 0) dict.set("Prev", refs[i - 1]);
      if (i < list.length - 1) dict.set("Next", refs[i + 1]);
      objects.push({ num: refs[i].num, gen: 0, value: dict });
      if (item.children.length > 0) {
        dict.set("Count", countBookmarks(item.children));
        add(item.children, refs[i], dict);
      }
    });
    if (refs.length > 0) parentDict.set("First", refs[0]).set("Last", refs.at(-1));
  };
  add(items, root, rootDict);
  rootDict.set("Count", countBookmarks(items));
  return { root, objects };
}
function destinationOf(file, place) {
  return [file.pages()[place.page].ref, new PdfName("XYZ"), place.left, place.top, null];
}
function shifted(dest, { dx, dy }) {
  const [page, fit, ...args] = dest;
  const x = (v) => isNumber(v) ? v - dx : v ?? null;
  const y = (v) => isNumber(v) ? v - dy : v ?? null;
  if (isName(fit, "XYZ")) return [page, fit, x(args[0]), y(args[1]), args[2] ?? null];
  if (isName(fit, "FitH") || isName(fit, "FitBH")) return [page, fit, y(args[0])];
  if (isName(fit, "FitV") || isName(fit, "FitBV")) return [page, fit, x(args[0])];
  if (isName(fit, "FitR")) return [page, fit, x(args[0]), y(args[1]), x(args[2]), y(args[3])];
  return void 0;
}
function destinationsUpdate(file, catalog, added, offset, nextNumber) {
  const moves = offset !== void 0 && (Math.abs(offset.dx) > 0.5 || Math.abs(offset.dy) > 0.5);
  if (added.size === 0 && !moves) return [];
  if (file.dict(catalog.get("Names"))?.get("Dests") !== void 0) return [];
  const current = catalog.get("Dests");
  const dests = file.dict(current)?.clone() ?? new PdfDict();
  if (moves) {
    for (const [name, value] of dests.entries) {
      const resolved = file.resolve(value);
      const dict = isDict(resolved) ? resolved : void 0;
      const array = Array.isArray(resolved) ? resolved : file.resolve(dict?.get("D"));
      const moved = Array.isArray(array) ? shifted(array, offset) : void 0;
      if (moved) dests.set(name, dict ? dict.clone().set("D", moved) : moved);
    }
  }
  for (const [name, dest] of added) if (!dests.entries.has(name)) dests.set(name, dest);
  if (current instanceof PdfRef) return [{ num: current.num, gen: current.gen, value: dests }];
  if (current !== void 0 && isDict(current)) {
    catalog.set("Dests", dests);
    return [];
  }
  const ref = new PdfRef(nextNumber(), 0);
  catalog.set("Dests", ref);
  return [{ num: ref.num, gen: 0, value: dests }];
}
function outlineUpdate(file, headings) {
  const locator = new HeadingLocator(file);
  const titled = headings.map((heading) => ({ ...heading, title: collapse(heading.title) })).filter((heading) => heading.title !== "");
  const places = locator.locateAll(titled);
  const found = [];
  const missing = [];
  const destinations = /* @__PURE__ */ new Map();
  titled.forEach((heading, i) => {
    const place = places[i];
    if (!place) {
      missing.push(heading.title);
      return;
    }
    const dest = destinationOf(file, place);
    found.push({ level: heading.level, title: heading.title, dest });
    if (place.by === "text" && heading.id !== void 0 && !locator.hasDestination(heading.id)) {
      destinations.set(destinationName(heading.id), dest);
    }
  });
  if (found.length === 0) return { tail: new Uint8Array(0), bookmarks: 0, missing };
  let next = file.nextObjectNumber;
  const items = nestByLevel(found);
  const { root, objects } = outlineObjects(items, next);
  next += objects.length;
  const catalogRef = file.catalogRef;
  const catalog = file.catalog.clone();
  const extra = destinationsUpdate(file, catalog, destinations, locator.offset, () => next++);
  catalog.set("Outlines", root).set("PageMode", new PdfName("UseOutlines"));
  objects.push(...extra, { num: catalogRef.num, gen: catalogRef.gen, value: catalog });
  return { tail: incrementalUpdate(file, objects), bookmarks: found.length, missing };
}

// src/outline/index.ts
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
function outlinedPdf(pdf, headings, depthOption) {
  if (!(pdf instanceof Uint8Array)) {
    throw new ValidationError([{ path: "pdf", message: "must be the PDF's bytes (a Uint8Array or Buffer)" }]);
  }
  let list;
  if (typeof headings === "string") list = htmlHeadings(headings, outlineDepth(depthOption ?? true));
  else if (Array.isArray(headings)) list = checkHeadings(headings);
  else {
    throw new ValidationError([
      {
        path: "headings",
        message: "must be the HTML the PDF was made from, or a list of { level, title, id? }"
      }
    ]);
  }
  if (list.length === 0) return { pdf, result: { bookmarks: 0, missing: [] } };
  let file;
  try {
    file = new PdfFile(pdf);
  } catch (error) {
    throw new DocConvertError(`The PDF cannot be given an outline: ${error.message}.`);
  }
  const update = outlineUpdate(file, list);
  const result = { bookmarks: update.bookmarks, missing: update.missing };
  if (update.tail.length === 0) return { pdf, result };
  const out = new Uint8Array(pdf.length + update.tail.length);
  out.set(pdf);
  out.set(update.tail, pdf.length);
  return { pdf: out, result };
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
  countOutlineItems,
  outlineDepth,
  outlinedPdf,
  templateOutline
};
