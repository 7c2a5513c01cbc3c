import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  stampPageNumbers
} from "./chunk-LWN46BZD.mjs";
import {
  LinkTargets,
  fragmentId,
  relativeUri,
  unmarkLink
} from "./chunk-YXB74B55.mjs";
import {
  displayPath,
  formatBytes,
  plural,
  prepareOutputFolder
} from "./chunk-54TLD4CL.mjs";
import {
  writeBytes
} from "./chunk-2CAV64QI.mjs";
import "./chunk-5OPHOQVX.mjs";
import {
  info
} from "./chunk-RCVGSD3Q.mjs";
import "./chunk-PXY7E7IF.mjs";
import {
  PdfFile,
  PdfName,
  PdfRef,
  PdfString,
  binaryString,
  countBookmarks,
  isName,
  isNumber,
  nameForms
} from "./chunk-ZSMUJTOP.mjs";
import {
  escapeHtml,
  htmlTitle
} from "./chunk-QR232BHL.mjs";
import "./chunk-3PIMJ2WY.mjs";
import {
  outlineDepth
} from "./chunk-2PA6NMCO.mjs";
import "./chunk-5YE4T77P.mjs";
import {
  init_esm_shims
} from "./chunk-6ODO5OSX.mjs";

// packages/action/src/merge/merge.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
import path2 from "node:path";

// packages/action/src/merge/blank-book.ts
init_esm_shims();
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
function blankBookBytes(id) {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [] /Count 0 >>",
    "<< >>"
    // Info: empty until a title is set
  ];
  let text = "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n";
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj
${body}
endobj
`;
  });
  const xref = text.length;
  text += `xref
0 ${objects.length + 1}
0000000000 65535 f 
`;
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n 
`;
  const hex = Buffer.from(id).toString("hex").toUpperCase();
  text += `trailer
<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R /ID [<${hex}> <${hex}>] >>
`;
  text += `startxref
${xref}
%%EOF
`;
  return Buffer.from(text, "latin1");
}
async function bookId(files, settings) {
  const hash = createHash("sha256");
  for (const file of files) {
    const part = createHash("sha256");
    for await (const chunk of createReadStream(file)) part.update(chunk);
    hash.update(part.digest());
  }
  hash.update(JSON.stringify(settings));
  return hash.digest().subarray(0, 16);
}
function blankBook(lib, id) {
  return lib.PDF.load(blankBookBytes(id));
}

// packages/action/src/merge/merge-contents.ts
init_esm_shims();

// packages/action/src/merge/contents-page.ts
init_esm_shims();
var CONTENTS_LINK = "https://doc-convert.invalid/contents/";
function contentsEntryOf(uri) {
  if (!uri?.startsWith(CONTENTS_LINK)) return void 0;
  const rest = uri.slice(CONTENTS_LINK.length);
  return /^\d+$/.test(rest) ? Number(rest) : void 0;
}
var STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 11pt; line-height: 1.45; color: #111; margin: 0; }
h1 { font-size: 20pt; line-height: 1.2; margin: 0 0 1em; }
ol { list-style: none; margin: 0; padding: 0; }
li { break-inside: avoid; page-break-inside: avoid; }
li.document { font-weight: 600; margin-top: 0.45em; }
li.heading { font-weight: normal; }
a { display: flex; align-items: baseline; color: inherit; text-decoration: none; }
.title { flex: 0 1 auto; overflow-wrap: anywhere; }
.leader { flex: 1 1 auto; min-width: 1.5em; margin: 0 0.35em; border-bottom: 1px dotted #888; }
.page { flex: none; font-variant-numeric: tabular-nums; }
`;
function contentsHtml(bookTitle, entries, contentsPages) {
  const lines = entries.map((entry, index) => {
    const kind = entry.level === 0 ? "document" : `heading level-${entry.level}`;
    const indent = entry.level === 0 ? "" : ` style="padding-left: ${(entry.level * 1.4).toFixed(1)}em"`;
    const page = contentsPages + entry.page + 1;
    return `<li class="${kind}"${indent}><a href="${CONTENTS_LINK}${index}"><span class="title">${escapeHtml(entry.title)}</span> <span class="leader"></span> <span class="page">${page}</span></a></li>`;
  });
  const title = escapeHtml(bookTitle);
  return [
    "<!DOCTYPE html>",
    '<html><head><meta charset="utf-8">',
    `<title>${title}</title>`,
    `<style>${STYLE}</style>`,
    "</head><body>",
    `<h1>${title}</h1>`,
    "<nav><ol>",
    ...lines,
    "</ol></nav>",
    "</body></html>",
    ""
  ].join("\n");
}

// packages/action/src/merge/merge-links.ts
init_esm_shims();
import path from "node:path";

// packages/core/src/pdf/index.ts
init_esm_shims();

// packages/action/src/merge/merge-links.ts
var refKey = (ref) => `${ref.objectNumber} ${ref.generation}`;
var PLACEHOLDER = "doc-convert-explicit-";
function libValue(lib, value) {
  if (isNumber(value)) return lib.PdfNumber.of(value);
  if (value instanceof PdfName) return lib.PdfName.of(value.name);
  return lib.PdfNull.instance;
}
function destination(lib, page, view) {
  if (view.length === 0) return lib.PdfArray.of(page, lib.PdfName.of("Fit"));
  return lib.PdfArray.of(page, ...view.map((value) => libValue(lib, value)));
}
function readerOf(bytes) {
  try {
    return new PdfFile(bytes);
  } catch {
    return void 0;
  }
}
function placeOf(reader, pageIndex, dest) {
  const [target, ...view] = dest;
  const page = target instanceof PdfRef ? pageIndex.get(target.key) : isNumber(target) ? target : void 0;
  return page === void 0 || page >= reader.pages().length ? void 0 : { page, view };
}
function nameText(value) {
  if (value instanceof PdfName) return nameForms(value.name)[0];
  if (value instanceof PdfString) return nameForms(binaryString(value.bytes))[0];
  return void 0;
}
function outlineOf(lib, reader, pageIndex, pages, named) {
  const root = reader.dict(reader.catalog.get("Outlines"));
  if (!root) return [];
  const seen = /* @__PURE__ */ new Set();
  const explicit = (item) => {
    let dest = reader.resolve(item?.get("Dest"));
    if (dest === void 0) {
      const action = reader.dict(item?.get("A"));
      if (isName(action?.get("S"), "GoTo")) dest = reader.resolve(action.get("D"));
    }
    if (Array.isArray(dest)) return dest;
    const name = nameText(dest ?? void 0);
    return name === void 0 ? void 0 : named.get(name);
  };
  const walk = (first, depth) => {
    const items = [];
    for (let item = reader.dict(first); item && !seen.has(item) && depth < 32; ) {
      seen.add(item);
      const title = reader.resolve(item.get("Title"));
      const dest = explicit(item);
      const place = dest && placeOf(reader, pageIndex, dest);
      items.push({
        title: title instanceof PdfString ? title.text() : "",
        dest: place ? destination(lib, pages[place.page], place.view) : destination(lib, pages[0], []),
        children: walk(item.get("First"), depth + 1)
      });
      item = reader.dict(item.get("Next"));
    }
    return items;
  };
  return walk(root.get("First"), 0);
}
function setAsideExplicit(lib, pdf) {
  const placeholders = /* @__PURE__ */ new Map();
  const index = new Map(pdf.getPages().map((page, i) => [refKey(page.ref), i]));
  const viewOf = (array) => [...array].slice(1).map((item) => {
    if (item instanceof lib.PdfNumber) return item.value;
    if (item instanceof lib.PdfName) return new PdfName(item.value);
    return null;
  });
  for (const page of pdf.getPages()) {
    for (const link of page.getLinkAnnotations()) {
      const action = link.dict.get("A", (ref) => pdf.getObject(ref));
      const holder = action instanceof lib.PdfDict && action.getName("S")?.value === "GoTo" ? action : link.dict;
      const key = holder === link.dict ? "Dest" : "D";
      const dest = holder.get(key, (ref) => pdf.getObject(ref));
      if (!(dest instanceof lib.PdfArray) || dest.length === 0) continue;
      const target = dest.at(0);
      const pageNumber = target instanceof lib.PdfRef ? index.get(refKey(target)) : target instanceof lib.PdfNumber ? target.value : void 0;
      if (pageNumber === void 0) continue;
      const name = `${PLACEHOLDER}${placeholders.size}`;
      placeholders.set(name, { page: pageNumber, view: viewOf(dest) });
      holder.set(key, lib.PdfName.of(name));
    }
  }
  return placeholders;
}
async function partOf(lib, merged, part, pdf, bytes, title, mergedFolder) {
  const placeholders = setAsideExplicit(lib, pdf);
  const copied = await merged.copyPagesFrom(pdf, [...Array(pdf.getPageCount()).keys()]);
  const pages = copied.map((page) => page.ref);
  const links = copied.flatMap((page) => page.getLinkAnnotations());
  const names = /* @__PURE__ */ new Map();
  const destinations = [];
  let outline = [];
  const reader = readerOf(bytes);
  if (reader) {
    const pageIndex = new Map(reader.pages().map((page, i) => [page.ref.key, i]));
    const key = relativeUri(mergedFolder, part.output).replace(/^\.\//, "");
    const named = /* @__PURE__ */ new Map();
    for (const [raw, dest] of reader.namedDestinations()) {
      const place = placeOf(reader, pageIndex, dest);
      if (!place) continue;
      const forms = nameForms(raw);
      const renamed = `${key}#${forms[0]}`;
      destinations.push([renamed, destination(lib, pages[place.page], place.view)]);
      for (const form of forms) {
        if (!names.has(form)) names.set(form, renamed);
        if (!named.has(form)) named.set(form, dest);
      }
    }
    outline = outlineOf(lib, reader, pageIndex, pages, named);
  }
  const bookmark = { title, dest: destination(lib, pages[0], []), children: outline };
  return { job: part, pages, names, destinations, bookmark, links, placeholders };
}
function linkedFile(lib, link, from) {
  const action = link.getAction();
  if (action?.type === "gotoRemote") {
    if (!action.file || /^[a-z][a-z\d+.-]*:/i.test(action.file)) return void 0;
    const remote = link.dict.get("A");
    const d = remote instanceof lib.PdfDict ? remote.get("D") : void 0;
    const fragment2 = d instanceof lib.PdfName ? d.value : d instanceof lib.PdfString ? d.asString() : "";
    const first = d instanceof lib.PdfArray ? d.at(0) : void 0;
    const page = first instanceof lib.PdfNumber ? first.value : void 0;
    return { file: path.resolve(path.dirname(from), action.file), fragment: fragment2, page };
  }
  if (action?.type !== "uri") return void 0;
  const uri = unmarkLink(action.uri) ?? action.uri;
  let target;
  let relative = false;
  if (/^file:/i.test(uri)) {
    try {
      const url = new URL(uri);
      return { file: url.pathname, fragment: url.hash.slice(1) };
    } catch {
      return void 0;
    }
  } else if (/^[a-z][a-z\d+.-]*:/i.test(uri) || uri.startsWith("//") || uri.startsWith("#") || uri === "") {
    return void 0;
  } else {
    target = uri;
    relative = true;
  }
  const [, written = "", suffix = ""] = /^([^?#]*)(.*)$/s.exec(target) ?? [];
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {
  }
  const file = path.resolve(path.dirname(from), decoded);
  const hash = suffix.indexOf("#");
  const fragment = hash < 0 ? "" : suffix.slice(hash + 1);
  return relative ? { file, fragment, relativeSuffix: suffix } : { file, fragment };
}
function internalName(lib, link) {
  const text = (value) => value instanceof lib.PdfName ? value.value : value instanceof lib.PdfString ? value.asString() : void 0;
  const dest = text(link.dict.get("Dest"));
  if (dest !== void 0) return { holder: "Dest", name: dest };
  const action = link.dict.get("A");
  if (action instanceof lib.PdfDict && action.getName("S")?.value === "GoTo") {
    const name = text(action.get("D"));
    if (name !== void 0) return { holder: "A", name };
  }
  return void 0;
}
function relinkMerged(lib, merged, documents, file, { workspace, sections }) {
  const warnings = sections ?? new LinkTargets(workspace);
  const dests = new lib.PdfDict();
  for (const document of documents) {
    for (const [name, dest] of document.destinations) if (!dests.has(name)) dests.set(name, dest);
  }
  if (dests.size > 0) merged.getCatalog().set("Dests", merged.register(dests));
  const byOutput = new Map(documents.map((document) => [path.resolve(document.job.output), document]));
  const goTo = (link, dest) => {
    link.dict.delete("A");
    link.dict.set("Dest", typeof dest === "string" ? lib.PdfName.of(dest) : dest);
  };
  let jumps = 0;
  for (const document of documents) {
    const from = document.job.output;
    for (const link of document.links) {
      const internal = internalName(lib, link);
      if (internal) {
        const explicit = document.placeholders.get(internal.name);
        if (explicit) {
          goTo(link, destination(lib, document.pages[explicit.page] ?? document.pages[0], explicit.view));
          continue;
        }
        const renamed = nameForms(internal.name).map((form) => document.names.get(form)).find(Boolean);
        if (renamed) goTo(link, renamed);
        else warnings.warnMissing(document.job.label, `#${internal.name}`, from, internal.name, from);
        continue;
      }
      const linked = linkedFile(lib, link, from);
      if (!linked) continue;
      const target = byOutput.get(linked.file);
      if (target) {
        jumps++;
        const id = fragmentId(linked.fragment);
        const renamed = id === "" ? void 0 : target.names.get(id) ?? target.names.get(linked.fragment);
        if (renamed) goTo(link, renamed);
        else {
          if (id !== "") {
            const written = link.uri ?? `${path.basename(linked.file)}#${linked.fragment}`;
            warnings.warnMissing(document.job.label, written, target.job.output, id, from);
          }
          const page = linked.page !== void 0 ? target.pages[linked.page] : void 0;
          goTo(link, destination(lib, page ?? target.pages[0], []));
        }
      } else if (linked.relativeSuffix !== void 0 && path.dirname(from) !== path.dirname(file)) {
        const uri = relativeUri(path.dirname(file), linked.file) + linked.relativeSuffix;
        link.dict.set("A", lib.PdfDict.of({ S: lib.PdfName.of("URI"), URI: lib.PdfString.fromString(uri) }));
      }
    }
  }
  return jumps;
}

// packages/action/src/merge/merge-contents.ts
var MAX_RENDERS = 4;
function entriesOf(lib, merged, documents, depth) {
  const index = new Map(merged.getPages().map((page, i) => [refKey(page.ref), i]));
  const pageOf = (dest, fallback) => {
    const target = dest.at(0);
    return (target instanceof lib.PdfRef ? index.get(refKey(target)) : void 0) ?? fallback;
  };
  const entries = [];
  const add = (items, level, fallback) => {
    for (const item of items) {
      const page = pageOf(item.dest, fallback);
      entries.push({ title: item.title, level, page, dest: item.dest });
      if (level < depth) add(item.children, level + 1, page);
    }
  };
  for (const document of documents) {
    const first = index.get(refKey(document.pages[0])) ?? 0;
    entries.push({ title: document.bookmark.title, level: 0, page: first, dest: document.bookmark.dest });
    if (depth > 0) add(document.bookmark.children, 1, first);
  }
  return entries;
}
async function insertContents(lib, merged, documents, title, depth, render) {
  const entries = entriesOf(lib, merged, documents, depth);
  let numberedFor = 1;
  let contents;
  let renders = 0;
  while (renders < MAX_RENDERS) {
    renders++;
    const pdf = await lib.PDF.load(await render(contentsHtml(title, entries, numberedFor)));
    const pages = pdf.getPageCount();
    if (pages === 0) throw new Error("the contents page came back without a page");
    if (pages <= numberedFor) {
      contents = pdf;
      break;
    }
    numberedFor = pages;
  }
  if (!contents) {
    throw new Error(
      `the contents page's length did not settle after ${MAX_RENDERS} renders (its page numbers depend on it)`
    );
  }
  const rendered = contents.getPageCount();
  const copied = await merged.copyPagesFrom(contents, [...Array(rendered).keys()], { insertAt: 0 });
  const last = copied.at(-1);
  for (let i = rendered; i < numberedFor; i++) {
    merged.addPage({ width: last.width, height: last.height });
    merged.movePage(merged.getPageCount() - 1, i);
  }
  for (const page of copied) {
    for (const link of page.getLinkAnnotations()) {
      const entry = entries[contentsEntryOf(link.uri) ?? -1];
      if (!entry) continue;
      link.dict.delete("A");
      link.dict.set("Dest", lib.PdfArray.of(...entry.dest));
    }
  }
  return { pages: numberedFor };
}

// packages/action/src/merge/merge.ts
async function titleOf(job, pdf) {
  if (job.file && !job.template && !job.given) {
    const title = htmlTitle(await readFile(job.file, "utf8").catch(() => ""));
    if (title) return title;
  }
  return pdf.getTitle()?.trim() || job.label;
}
function addOutline(lib, pdf, documents) {
  if (documents.length === 0) return;
  const root = lib.PdfDict.of({ Type: lib.PdfName.of("Outlines") });
  const rootRef = pdf.register(root);
  const add = (items, parentRef, parent, top) => {
    const dicts = items.map(
      (item) => lib.PdfDict.of({ Title: lib.PdfString.fromString(item.title), Parent: parentRef, Dest: item.dest })
    );
    const refs = dicts.map((dict) => pdf.register(dict));
    dicts.forEach((dict, i) => {
      if (i > 0) dict.set("Prev", refs[i - 1]);
      if (i < dicts.length - 1) dict.set("Next", refs[i + 1]);
      const children = items[i].children;
      if (children.length === 0) return;
      const count = countBookmarks(children);
      dict.set("Count", lib.PdfNumber.of(top ? -count : count));
      add(children, refs[i], dict, false);
    });
    parent.set("First", refs[0]);
    parent.set("Last", refs.at(-1));
  };
  add(documents, rootRef, root, true);
  root.set("Count", lib.PdfNumber.of(documents.length));
  const catalog = pdf.getCatalog();
  catalog.set("Outlines", rootRef);
  catalog.set("PageMode", lib.PdfName.of("UseOutlines"));
}
async function mergePdfs(parts, file, inputs, { sections, contents } = {}) {
  if (parts.length === 0) throw new Error("no PDF was written, so there is nothing to merge");
  const lib = await import("./dist-LE32MCPF.mjs");
  const depth = outlineDepth(inputs.outline) ?? 0;
  const { mergeTitle: title, mergePageNumbers: numbers } = inputs;
  const settings = { title, contents: contents !== void 0, depth, numbers, file: path2.basename(file) };
  const ingredients = parts.map((part) => part.output);
  const merged = await blankBook(lib, await bookId(ingredients, settings));
  const documents = [];
  for (const part of parts) {
    const bytes2 = await readFile(part.output);
    const pdf = await lib.PDF.load(bytes2);
    if (pdf.getPageCount() === 0) continue;
    const title2 = await titleOf(part, pdf);
    documents.push(await partOf(lib, merged, part, pdf, bytes2, title2, path2.dirname(file)));
  }
  const jumps = relinkMerged(lib, merged, documents, file, { workspace: inputs.workspace, sections });
  addOutline(
    lib,
    merged,
    documents.map((document) => document.bookmark)
  );
  const bookTitle = title ?? documents[0]?.bookmark.title ?? path2.basename(file).replace(/\.pdf$/i, "");
  merged.setTitle(bookTitle);
  const inserted = contents && documents.length > 0 ? await insertContents(lib, merged, documents, bookTitle, depth, contents) : void 0;
  const numbered = numbers === void 0 ? 0 : stampPageNumbers(lib, merged, numbers);
  const bytes = await merged.save();
  await prepareOutputFolder(inputs.outputDir, file);
  await writeBytes(file, bytes);
  const pages = merged.getPageCount();
  const bookmarks = countBookmarks(documents.map((document) => document.bookmark));
  const jumped = jumps > 0 ? `, ${plural(jumps, "link")} between them made jumps` : "";
  const front = inserted ? `, ${plural(inserted.pages, "contents page")} in front` : "";
  const stamped = numbered > 0 ? ", every page numbered" : "";
  info(
    `Merged ${plural(documents.length, "document")} into ${displayPath(inputs.workspace, file)} (${plural(pages, "page")}, ${plural(bookmarks, "bookmark")}, ${formatBytes(bytes.byteLength)}${jumped}${front}${stamped}), titled ${JSON.stringify(bookTitle)}.`
  );
  return {
    path: file,
    documents: documents.length,
    pages,
    bytes: bytes.byteLength,
    bookmarks,
    title: bookTitle,
    contentsPages: inserted?.pages,
    numbered: numbered > 0
  };
}
export {
  mergePdfs
};
