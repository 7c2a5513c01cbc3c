import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  stampPageNumbers
} from "./chunk-QOGG234C.mjs";
import {
  writeBytes
} from "./chunk-LW4YN7IX.mjs";
import {
  LinkTargets,
  fragmentId,
  relativeUri,
  unmarkLink
} from "./chunk-Q6YKANJJ.mjs";
import {
  displayPath,
  formatBytes,
  plural,
  prepareOutputFolder
} from "./chunk-3OBSVUZH.mjs";
import "./chunk-VR35WCNI.mjs";
import {
  info
} from "./chunk-KSIBQY4K.mjs";
import "./chunk-IARKGGH3.mjs";
import {
  countBookmarks,
  htmlTitle,
  nameForms
} from "./chunk-GDH46S7N.mjs";
import "./chunk-GMVSREA3.mjs";
import {
  escapeHtml,
  outlineDepth
} from "./chunk-W262CXOT.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

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
import { isUtf8 } from "node:buffer";
import path from "node:path";
var refKey = (ref) => `${ref.objectNumber} ${ref.generation}`;
var PLACEHOLDER = "doc-convert-explicit-";
function destination(lib, page, view) {
  if (view.length === 0) return lib.PdfArray.of(page, lib.PdfName.of("Fit"));
  return lib.PdfArray.of(page, ...view);
}
function readingOf(lib, pdf) {
  const pages = pdf.getPages();
  return {
    lib,
    pdf,
    pageIndex: new Map(pages.map((page, i) => [refKey(page.ref), i])),
    pageCount: pages.length
  };
}
function resolved({ lib, pdf }, value) {
  return value instanceof lib.PdfRef ? pdf.getObject(value) ?? void 0 : value;
}
function dictOf(reading, value) {
  const dict = resolved(reading, value);
  return dict instanceof reading.lib.PdfDict ? dict : void 0;
}
function placeOf(reading, dest) {
  const { lib, pageIndex, pageCount } = reading;
  const target = dest.at(0);
  const page = target instanceof lib.PdfRef ? pageIndex.get(refKey(target)) : target instanceof lib.PdfNumber ? target.value : void 0;
  if (page === void 0 || page < 0 || page >= pageCount) return void 0;
  const view = [...dest].slice(1).map(
    (item) => item instanceof lib.PdfNumber || item instanceof lib.PdfName ? item : lib.PdfNull.instance
  );
  return { page, view };
}
function explicitOf(reading, value) {
  const dest = resolved(reading, value);
  if (dest instanceof reading.lib.PdfArray) return dest;
  const d = dest instanceof reading.lib.PdfDict ? resolved(reading, dest.get("D")) : void 0;
  return d instanceof reading.lib.PdfArray ? d : void 0;
}
function nameBytes(lib, value) {
  let bytes;
  if (value instanceof lib.PdfString) bytes = value.bytes;
  else if (value instanceof lib.PdfName) {
    const name = value.value;
    const raw = Uint8Array.from(name, (char) => char.charCodeAt(0));
    bytes = /^[\0-\xff]*$/.test(name) && isUtf8(raw) ? raw : new TextEncoder().encode(name);
  } else return void 0;
  return Buffer.from(bytes).toString("latin1");
}
function formsOf(lib, value) {
  const bytes = nameBytes(lib, value);
  return bytes === void 0 ? void 0 : nameForms(bytes);
}
function namedDestinations(reading) {
  const { lib, pdf } = reading;
  const found = /* @__PURE__ */ new Map();
  const add = (key, value) => {
    const forms = formsOf(lib, key);
    const dest = explicitOf(reading, value);
    if (forms && dest && !found.has(forms[0])) found.set(forms[0], [forms, dest]);
  };
  const catalog = pdf.getCatalog();
  const seen = /* @__PURE__ */ new Set();
  const walk = (node, depth) => {
    if (!node || seen.has(node) || depth > 64) return;
    seen.add(node);
    const names = resolved(reading, node.get("Names"));
    if (names instanceof lib.PdfArray) {
      for (let i = 0; i + 1 < names.length; i += 2) add(resolved(reading, names.at(i)), names.at(i + 1));
    }
    const kids = resolved(reading, node.get("Kids"));
    if (kids instanceof lib.PdfArray) for (const kid of kids) walk(dictOf(reading, kid), depth + 1);
  };
  walk(dictOf(reading, dictOf(reading, catalog.get("Names"))?.get("Dests")), 0);
  const dests = dictOf(reading, catalog.get("Dests"));
  if (dests) for (const [key, value] of dests) add(key, value);
  return [...found.values()];
}
function outlineOf(reading, pages, named) {
  const { lib, pdf } = reading;
  const root = dictOf(reading, pdf.getCatalog().get("Outlines"));
  if (!root) return [];
  const seen = /* @__PURE__ */ new Set();
  const explicit = (item) => {
    let dest = resolved(reading, item.get("Dest"));
    if (dest === void 0) {
      const action = dictOf(reading, item.get("A"));
      if (action?.getName("S")?.value === "GoTo") dest = resolved(reading, action.get("D"));
    }
    if (dest instanceof lib.PdfArray) return dest;
    const forms = formsOf(lib, dest);
    return forms && named.get(forms[0]);
  };
  const walk = (first, depth) => {
    const items = [];
    for (let item = dictOf(reading, first); item && !seen.has(item) && depth < 32; ) {
      seen.add(item);
      const title = resolved(reading, item.get("Title"));
      const dest = explicit(item);
      const place = dest && placeOf(reading, dest);
      items.push({
        title: title instanceof lib.PdfString ? title.asString() : "",
        dest: place ? destination(lib, pages[place.page], place.view) : destination(lib, pages[0], []),
        children: walk(item.get("First"), depth + 1)
      });
      item = dictOf(reading, item.get("Next"));
    }
    return items;
  };
  return walk(root.get("First"), 0);
}
function setAsideExplicit(reading) {
  const { lib, pdf } = reading;
  const placeholders = /* @__PURE__ */ new Map();
  for (const page of pdf.getPages()) {
    for (const link of page.getLinkAnnotations()) {
      const action = dictOf(reading, link.dict.get("A"));
      const holder = action?.getName("S")?.value === "GoTo" ? action : link.dict;
      const key = holder === link.dict ? "Dest" : "D";
      const dest = resolved(reading, holder.get(key));
      const place = dest instanceof lib.PdfArray ? placeOf(reading, dest) : void 0;
      if (!place) continue;
      const name = `${PLACEHOLDER}${placeholders.size}`;
      placeholders.set(name, place);
      holder.set(key, lib.PdfName.of(name));
    }
  }
  return placeholders;
}
async function partOf(lib, merged, part, pdf, title, mergedFolder) {
  const reading = readingOf(lib, pdf);
  const placeholders = setAsideExplicit(reading);
  const copied = await merged.copyPagesFrom(pdf, [...Array(reading.pageCount).keys()]);
  const pages = copied.map((page) => page.ref);
  const links = copied.flatMap((page) => page.getLinkAnnotations());
  const names = /* @__PURE__ */ new Map();
  const destinations = [];
  const key = relativeUri(mergedFolder, part.output).replace(/^\.\//, "");
  const named = /* @__PURE__ */ new Map();
  for (const [forms, dest] of namedDestinations(reading)) {
    const place = placeOf(reading, dest);
    if (!place) continue;
    const renamed = `${key}#${forms[0]}`;
    destinations.push([renamed, destination(lib, pages[place.page], place.view)]);
    for (const form of forms) {
      if (!names.has(form)) names.set(form, renamed);
      if (!named.has(form)) named.set(form, dest);
    }
  }
  const outline = outlineOf(reading, pages, named);
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
  const dest = formsOf(lib, link.dict.get("Dest"));
  if (dest) return dest;
  const action = link.dict.get("A");
  if (action instanceof lib.PdfDict && action.getName("S")?.value === "GoTo")
    return formsOf(lib, action.get("D"));
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
        const [name] = internal;
        const explicit = document.placeholders.get(name);
        if (explicit) {
          goTo(link, destination(lib, document.pages[explicit.page] ?? document.pages[0], explicit.view));
          continue;
        }
        const renamed = internal.map((form) => document.names.get(form)).find(Boolean);
        if (renamed) goTo(link, renamed);
        else warnings.warnMissing(document.job.label, `#${name}`, from, name, from);
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
  const lib = await import("./dist-WYKRLTKW.mjs");
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
    documents.push(await partOf(lib, merged, part, pdf, title2, path2.dirname(file)));
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
