import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  MAX_CONTENTS_DEPTH,
  RUNNING_HEAD_SEPARATOR,
  contentsDepthIssue,
  fillTemplate,
  langIssue,
  linkBaseIssue,
  outlineDepthIssue,
  pageNumbersIssue,
  runningHeadIssue,
  winAnsiCode,
  winAnsiOnly
} from "./chunk-SH24UBVI.mjs";
import {
  TextFinder,
  countBookmarks,
  nameForms,
  searchKey,
  serialize,
  textString
} from "./chunk-EDIHRLEA.mjs";
import {
  PdfDict,
  PdfFile,
  PdfName,
  PdfRef,
  PdfStream,
  PdfString,
  binaryString,
  isDict,
  isName,
  isNumber,
  utf8Binary
} from "./chunk-YWVD4SEJ.mjs";
import {
  escapeHtml
} from "./chunk-WWTW7HAD.mjs";
import {
  DocConvertError,
  ValidationError
} from "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/merge/index.ts
init_esm_shims();

// packages/core/src/merge/book.ts
init_esm_shims();
import { createHash } from "node:crypto";

// packages/core/src/merge/contents.ts
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
li.chapter { font-weight: 600; margin-top: 0.45em; }
li.heading { font-weight: normal; }
a { display: flex; align-items: baseline; color: inherit; text-decoration: none; }
.title { flex: 0 1 auto; overflow-wrap: anywhere; }
.leader { flex: 1 1 auto; min-width: 1.5em; margin: 0 0.35em; border-bottom: 1px dotted #888; }
.page { flex: none; font-variant-numeric: tabular-nums; }
`;
function contentsHtml(bookTitle, entries, lang) {
  const lines = entries.map((entry, index) => {
    const kind = entry.level === 0 ? "chapter" : `heading level-${entry.level}`;
    const indent = entry.level === 0 ? "" : ` style="padding-left: ${(entry.level * 1.4).toFixed(1)}em"`;
    return `<li class="${kind}"${indent}><a href="${CONTENTS_LINK}${index}"><span class="title">${escapeHtml(entry.title)}</span> <span class="leader"></span> <span class="page">${escapeHtml(entry.label)}</span></a></li>`;
  });
  const title = escapeHtml(bookTitle);
  return [
    "<!DOCTYPE html>",
    `<html${lang ? ` lang="${escapeHtml(lang)}"` : ""}><head><meta charset="utf-8">`,
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

// packages/core/src/merge/copy.ts
init_esm_shims();
var INHERITED = ["Resources", "MediaBox", "CropBox", "Rotate"];
var LEFT_BEHIND = /* @__PURE__ */ new Set(["StructParents", "StructParent"]);
var PAGE_LEFT_BEHIND = /* @__PURE__ */ new Set(["Parent", "B", "PieceInfo", "Annots", ...INHERITED]);
function removeLinks(page, gone) {
  if (gone.size === 0) return;
  page.links = page.links.filter((link) => !gone.has(link));
  const annots = page.dict.get("Annots");
  if (!Array.isArray(annots)) return;
  const refs = new Set([...gone].map((link) => link.ref.num));
  const left = annots.filter((entry) => !(entry instanceof PdfRef && refs.has(entry.num)));
  if (left.length > 0) page.dict.set("Annots", left);
  else page.dict.entries.delete("Annots");
}
function isOfType(file, value, type) {
  const dict = file.dict(value);
  return dict !== void 0 && isName(dict.get("Type"), type);
}
var DocumentCopy = class {
  constructor(file, writer) {
    this.file = file;
    this.writer = writer;
    for (const page of file.pages()) this.#pages.set(page.ref.num, writer.allocate());
  }
  file;
  writer;
  /** Source object number → its number in the book. */
  #numbers = /* @__PURE__ */ new Map();
  #queue = [];
  /** The document's pages in the book, by their source object numbers. */
  #pages = /* @__PURE__ */ new Map();
  /** The book's reference for the document's page `ref`, or undefined when it is none of its pages. */
  pageRef(ref) {
    return ref instanceof PdfRef ? this.#pages.get(ref.num) : void 0;
  }
  /** The book's reference for source object `ref`, which will be written (pages excepted: see pageRef). */
  #ref(ref) {
    const page = this.#pages.get(ref.num);
    if (page) return page;
    if (isOfType(this.file, ref, "Page") || isOfType(this.file, ref, "Pages")) return null;
    let mapped = this.#numbers.get(ref.num);
    if (!mapped) {
      mapped = this.writer.allocate();
      this.#numbers.set(ref.num, mapped);
      this.#queue.push(ref.num);
    }
    return mapped;
  }
  /** `value` as the book holds it: references renumbered (their objects queued), containers copied. */
  value(value) {
    if (value === void 0) return null;
    if (value instanceof PdfRef) return this.#ref(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (value instanceof PdfStream) {
      const dict = this.#dict(value.dict);
      dict.entries.delete("Length");
      return new PdfStream(dict, value.raw);
    }
    if (isDict(value)) return this.#dict(value);
    return value;
  }
  #dict(dict) {
    const copy = new PdfDict();
    for (const [key, entry] of dict.entries) {
      if (LEFT_BEHIND.has(key) || key === "Length") continue;
      copy.set(key, this.value(entry));
    }
    return copy;
  }
  /** Writes every object queued so far (and those they reach). */
  flush() {
    for (let num = this.#queue.shift(); num !== void 0; num = this.#queue.shift()) {
      const value = this.file.object(num);
      this.writer.write(this.#numbers.get(num), value === void 0 ? null : this.value(value));
    }
  }
  /** `key` of the page, its own or the nearest ancestor's. */
  #inherited(page, key) {
    let node = page.dict;
    for (let hops = 0; node && hops < 64; hops++) {
      const value = node.get(key);
      if (value !== void 0) return value;
      node = this.file.dict(node.get("Parent"));
    }
    return void 0;
  }
  /** A dictionary the page owns: `value` resolved and copied (its entries renumbered). */
  #ownDict(value) {
    const dict = this.file.dict(value);
    return dict ? this.#dict(dict) : new PdfDict();
  }
  /**
   * The document's pages, copied: each page's dictionary held (its inherited entries written into it, its
   * resources and fonts its own), its link annotations held, everything else written.
   */
  pages() {
    const held = this.file.pages().map((page, index) => {
      const dict = new PdfDict();
      for (const [key, entry] of page.dict.entries) {
        if (!LEFT_BEHIND.has(key) && !PAGE_LEFT_BEHIND.has(key)) dict.set(key, this.value(entry));
      }
      dict.set("Type", new PdfName("Page"));
      for (const key of INHERITED) {
        const value = key === "Resources" ? void 0 : this.#inherited(page, key);
        if (value !== void 0) dict.set(key, this.value(this.file.resolve(value) ?? null));
      }
      const resources = this.#ownDict(page.resources);
      resources.set("Font", this.#ownDict(this.file.resolve(page.resources?.get("Font"))));
      dict.set("Resources", resources);
      const links = [];
      const annots = this.file.resolve(page.dict.get("Annots"));
      if (Array.isArray(annots)) {
        const refs = [];
        for (const entry of annots) {
          const annot = this.file.dict(entry);
          if (annot && isName(annot.get("Subtype"), "Link")) {
            const ref = this.writer.allocate();
            links.push({ ref, dict: this.#link(annot), page: index });
            refs.push(ref);
          } else if (annot) refs.push(this.value(entry));
        }
        if (refs.length > 0) dict.set("Annots", refs);
      }
      return { ref: this.#pages.get(page.ref.num), dict, links };
    });
    this.flush();
    return held;
  }
  /** A link annotation's dictionary, its destination and action resolved into it (the merge rewrites them). */
  #link(annot) {
    const dict = new PdfDict();
    for (const [key, entry] of annot.entries) {
      if (LEFT_BEHIND.has(key)) continue;
      if (key === "Dest" || key === "A") {
        const resolved = this.file.resolve(entry);
        dict.set(key, resolved === void 0 ? null : this.#direct(resolved));
      } else if (key === "P") continue;
      else dict.set(key, this.value(entry));
    }
    return dict;
  }
  /**
   * `value` copied with its references to the document's pages kept as page references and every other
   * reference followed into it, to a few levels: an action or a destination written in place.
   */
  #direct(value, depth = 0) {
    if (value instanceof PdfRef) {
      const page = this.pageRef(value);
      if (page) return page;
      const resolved = this.file.resolve(value);
      return depth < 4 && resolved !== void 0 && !(resolved instanceof PdfStream) ? this.#direct(resolved, depth + 1) : this.value(value);
    }
    if (Array.isArray(value)) return value.map((item) => this.#direct(item, depth + 1));
    if (isDict(value)) {
      const copy = new PdfDict();
      for (const [key, entry] of value.entries) {
        if (key !== "Next") copy.set(key, this.#direct(entry, depth + 1));
      }
      return copy;
    }
    return value;
  }
};

// packages/core/src/merge/cover.ts
init_esm_shims();
var STYLE2 = `
html, body { height: 100%; margin: 0; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #111; display: flex; flex-direction: column; justify-content: center; text-align: center; }
h1 { font-size: 30pt; line-height: 1.15; margin: 0 0 0.4em; }
.subtitle { font-size: 16pt; color: #444; margin: 0 0 2.5em; }
.author { font-size: 14pt; margin: 0 0 0.4em; }
.date { font-size: 11pt; color: #555; margin: 0; }
`;
function coverHtml(cover, lang) {
  const line = (kind, text) => text?.trim() ? [`<p class="${kind}">${escapeHtml(text.trim())}</p>`] : [];
  return [
    "<!DOCTYPE html>",
    `<html${lang ? ` lang="${escapeHtml(lang)}"` : ""}><head><meta charset="utf-8">`,
    `<title>${escapeHtml(cover.title)}</title>`,
    `<style>${STYLE2}</style>`,
    "</head><body>",
    `<h1>${escapeHtml(cover.title)}</h1>`,
    ...line("subtitle", cover.subtitle),
    ...line("author", cover.author),
    ...line("date", cover.date),
    "</body></html>",
    ""
  ].join("\n");
}

// packages/core/src/merge/document.ts
init_esm_shims();
function destination(page, view = []) {
  return view.length === 0 ? [page, new PdfName("Fit")] : [page, ...view];
}
var DocumentReader = class {
  constructor(file, writer) {
    this.file = file;
    this.#writer = writer;
    this.#copy = new DocumentCopy(file, writer);
    file.pages().forEach((page, i) => this.#pageIndex.set(page.ref.num, i));
    this.#finder = new TextFinder(file);
  }
  file;
  #copy;
  #pageIndex = /* @__PURE__ */ new Map();
  #finder;
  #writer;
  /** Where an explicit destination (page reference or number, then a fit) opens; undefined when nowhere. */
  #opening(dest) {
    const array = this.file.resolve(dest);
    if (!Array.isArray(array)) return void 0;
    const target = array[0];
    const page = target instanceof PdfRef ? this.#pageIndex.get(target.num) : isNumber(target) ? target : void 0;
    if (page === void 0 || page < 0 || page >= this.#pageIndex.size) return void 0;
    const view = array.slice(1).map((item) => this.file.resolve(item)).map((item) => isNumber(item) || item instanceof PdfName ? item : null);
    const fit2 = view[0];
    const n = (i) => isNumber(view[i]) ? view[i] : null;
    if (isName(fit2, "XYZ")) return { page, left: n(1), top: n(2), view };
    if (isName(fit2, "FitH") || isName(fit2, "FitBH")) return { page, left: null, top: n(1), view };
    if (isName(fit2, "FitR")) return { page, left: n(1), top: n(4), view };
    return { page, left: null, top: null, view };
  }
  /** An explicit destination: the array itself, or a dictionary's /D (§12.3.2.3). */
  #explicit(value) {
    const dest = this.file.resolve(value);
    if (Array.isArray(dest)) return dest;
    return isDict(dest) ? this.file.resolve(dest.get("D")) : void 0;
  }
  /** The forms of a destination's name (a name or a string), or undefined when it is none. */
  #formsOf(value) {
    const resolved = this.file.resolve(value);
    if (resolved instanceof PdfName) return nameForms(resolved.name);
    if (resolved instanceof PdfString) return nameForms(binaryString(resolved.bytes));
    return void 0;
  }
  /**
   * Reads the document and copies its pages into the book: `key` names it in its destinations' new names.
   */
  read(key) {
    const pages = this.#copy.pages();
    const pageRef = (index) => pages[index].ref;
    const named = /* @__PURE__ */ new Map();
    const written = [];
    for (const [name, dest] of this.file.namedDestinations()) {
      const opening = this.#opening(dest);
      if (!opening) continue;
      const forms = nameForms(name);
      written.push([name, forms, opening]);
      for (const form of forms) if (!named.has(form)) named.set(form, opening);
    }
    const moved = [];
    const outline = this.#outline(named, (from, title2) => {
      const found = from ? this.#finder.near(title2, from) : this.#finder.next(title2);
      if (!found) return from ?? { page: 0, left: null, top: null, view: [] };
      const to = {
        page: found.page,
        left: found.left,
        top: found.top,
        view: [new PdfName("XYZ"), found.left, found.top, null]
      };
      if (from) moved.push({ from, to });
      return to;
    });
    const toBook = (opening) => destination(pageRef(opening.page), opening.view);
    const names = /* @__PURE__ */ new Map();
    const destinations = [];
    for (const [, forms, opening] of written) {
      const renamed = [key, forms[0]].join("#");
      const same = moved.find(
        ({ from }) => from.page === opening.page && from.top !== null && opening.top !== null && Math.abs(from.top - opening.top) < 1
      );
      destinations.push([renamed, this.#writer.add(toBook(same ? same.to : opening))]);
      for (const form of forms) if (!names.has(form)) names.set(form, renamed);
    }
    const bookmarks = outline.map(function convert(item) {
      return { title: item.title, dest: toBook(item.opening), children: item.children.map(convert) };
    });
    const first = outline[0];
    const info = this.file.dict(this.file.xref.trailer.get("Info"));
    const title = this.file.resolve(info?.get("Title"));
    return {
      pages,
      names,
      destinations,
      outline: bookmarks,
      firstBookmark: first && first.opening.page === 0 ? first.title : void 0,
      pdfTitle: title instanceof PdfString ? title.text().replace(/\s+/g, " ").trim() || void 0 : void 0
    };
  }
  /** The document's outline, each item's place given by `place` (from where its destination opens). */
  #outline(named, place) {
    const root = this.file.dict(this.file.catalog.get("Outlines"));
    if (!root) return [];
    const seen = /* @__PURE__ */ new Set();
    const openingOf = (item) => {
      let dest = item.get("Dest");
      if (dest === void 0) {
        const action = this.file.dict(item.get("A"));
        if (isName(action?.get("S"), "GoTo")) dest = action.get("D");
      }
      const forms = this.#formsOf(dest);
      if (forms) return forms.map((form) => named.get(form)).find(Boolean);
      return this.#opening(this.#explicit(dest));
    };
    const walk = (first, depth) => {
      const items = [];
      for (let item = this.file.dict(first); item && !seen.has(item) && depth < 32; ) {
        seen.add(item);
        const titleValue = this.file.resolve(item.get("Title"));
        const title = titleValue instanceof PdfString ? titleValue.text().replace(/\s+/g, " ").trim() : "";
        items.push({
          title,
          opening: place(openingOf(item), title),
          children: walk(item.get("First"), depth + 1)
        });
        item = this.file.dict(item.get("Next"));
      }
      return items;
    };
    return walk(root.get("First"), 0);
  }
};

// packages/core/src/merge/labels.ts
init_esm_shims();
var ROMAN = [
  [1e3, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"]
];
function roman(n) {
  let out = "";
  for (const [value, numeral] of ROMAN) {
    for (; n >= value; n -= value) out += numeral;
  }
  return out;
}
function pageLabel(index, front) {
  return index < front ? roman(index + 1) : String(index - front + 1);
}
function pageLabels(front) {
  if (front === 0) return void 0;
  const nums = [
    0,
    new PdfDict().set("S", new PdfName("r")),
    front,
    new PdfDict().set("S", new PdfName("D"))
  ];
  return new PdfDict().set("Nums", nums);
}

// packages/core/src/merge/links.ts
init_esm_shims();
function normalizePath(file) {
  const parts = [];
  for (const part of file.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." && parts.length > 0 && parts.at(-1) !== "..") parts.pop();
    else parts.push(part);
  }
  return `${file.startsWith("/") ? "/" : ""}${parts.join("/")}`;
}
var folderOf = (file) => file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
function commonFolder(names) {
  const folders = names.map((name) => folderOf(normalizePath(name)).split("/").filter(Boolean));
  const common = [];
  for (let i = 0; folders.every((parts) => i < parts.length && parts[i] === folders[0][i]); i++) {
    common.push(folders[0][i]);
  }
  return common.join("/");
}
function fragmentId(fragment) {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
var SCHEME = /^[a-z][a-z\d+.-]*:/i;
function textOf(value) {
  if (value instanceof PdfString) return new TextDecoder().decode(value.bytes);
  if (value instanceof PdfName) return nameForms(value.name)[0];
  return void 0;
}
function formsOf(value) {
  if (value instanceof PdfName) return nameForms(value.name);
  if (value instanceof PdfString) return nameForms(binaryString(value.bytes));
  return void 0;
}
function fileOf(spec) {
  if (isDict(spec)) return textOf(spec.get("UF")) ?? textOf(spec.get("F"));
  return textOf(spec);
}
function targetOf(link) {
  const dest = link.get("Dest");
  if (dest !== void 0 && dest !== null) {
    const forms = formsOf(dest);
    if (forms) return { kind: "name", forms, written: `#${forms[0]}` };
    if (Array.isArray(dest)) return { kind: "explicit", dest };
  }
  const action = link.get("A");
  if (!isDict(action)) return { kind: "other" };
  const type = action.get("S");
  if (isName(type, "GoTo")) {
    const d = action.get("D");
    const forms = formsOf(d);
    if (forms) return { kind: "name", forms, written: `#${forms[0]}` };
    if (Array.isArray(d)) return { kind: "explicit", dest: d };
    return { kind: "other" };
  }
  if (isName(type, "JavaScript")) return { kind: "script" };
  if (isName(type, "GoToR")) {
    const file = fileOf(action.get("F"));
    if (file === void 0 || SCHEME.test(file)) return { kind: "other" };
    const d = action.get("D");
    const page = Array.isArray(d) && typeof d[0] === "number" ? d[0] : void 0;
    const fragment = formsOf(d)?.[0] ?? "";
    const written2 = fragment ? `${file}#${fragment}` : file;
    return { kind: "file", path: file, fragment, written: written2, absolute: file.startsWith("/"), page };
  }
  if (!isName(type, "URI")) return { kind: "other" };
  const uriValue = action.get("URI");
  const uri = uriValue instanceof PdfString ? binaryString(uriValue.bytes).trim() : "";
  if (/^javascript:/i.test(uri)) return { kind: "script" };
  if (/^file:/i.test(uri)) {
    try {
      const url = new URL(uri);
      return {
        kind: "file",
        path: decodeURIComponent(url.pathname),
        fragment: url.hash.slice(1),
        written: uri,
        absolute: true
      };
    } catch {
      return { kind: "other" };
    }
  }
  if (uri === "" || SCHEME.test(uri) || uri.startsWith("//")) return { kind: "other" };
  if (uri.startsWith("#")) {
    const id = fragmentId(uri.slice(1));
    return { kind: "name", forms: [.../* @__PURE__ */ new Set([uri.slice(1), id])], written: uri };
  }
  const [, written = "", hash = ""] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/s.exec(uri) ?? [];
  let path = written;
  try {
    path = decodeURIComponent(written);
  } catch {
  }
  return { kind: "file", path, fragment: hash, written: uri, absolute: false };
}
var BookLinks = class {
  /** `documents`: every document given for the book, in order, whether it turns out to have pages or not. */
  constructor(documents, settings) {
    this.documents = documents;
    this.settings = settings;
    this.#byName = new Map(documents.map((doc, i) => [normalizePath(doc.name), i]));
    this.#byPath = new Map(documents.flatMap((doc, i) => doc.path ? [[doc.path, i]] : []));
    this.#root = commonFolder(documents.map((doc) => doc.name));
    this.#publishedPath = settings.publishedPath ?? ((name) => name.replace(/\.pdf$/i, ".html"));
  }
  documents;
  settings;
  counts = { jumps: 0, published: 0, unlinked: 0, scripts: 0 };
  #missing = [];
  #read = [];
  #deferred = [];
  #byName;
  #byPath;
  #root;
  #publishedPath;
  #order = 0;
  /** The links to a section their target document has no destination for, in the documents' order. */
  get missing() {
    return [...this.#missing].sort((a, b) => a.order - b.order).map(({ order: _, ...link }) => link);
  }
  #start(index) {
    return destination(this.#read[index].pages[0]);
  }
  #jump(link, dest) {
    link.dict.entries.delete("A");
    link.dict.set("Dest", typeof dest === "string" ? new PdfName(utf8Binary(dest)) : dest);
  }
  /** The destination for `id` in document `target`, else its start (reported when an id was asked for). */
  #inDocument(target, id, written, from, order) {
    const names = this.#read[target].names;
    const renamed = id === "" ? void 0 : names.get(fragmentId(id)) ?? names.get(id);
    if (renamed) return renamed;
    if (id !== "") this.#missing.push({ from, target, link: written, id: fragmentId(id), order });
    return this.#start(target);
  }
  /** A link to a document of the book, made a jump to its section (or the page a remote go-to names). */
  #jumpInBook(link, to) {
    this.counts.jumps++;
    const opened = this.#read[to.target].pages[to.page ?? -1];
    this.#jump(
      link,
      opened && to.fragment === "" ? destination(opened) : this.#inDocument(to.target, to.fragment, to.written, to.from, to.order)
    );
  }
  /** A link to a page not in the book: pointed at its published address (true), or to be taken out (false). */
  #outOfBook(link, file, written, absolute) {
    if (!this.settings.linkBase || absolute) {
      this.counts.unlinked++;
      return false;
    }
    this.counts.published++;
    const root = this.#root;
    const inBook = root === "" ? file : file.startsWith(`${root}/`) ? file.slice(root.length + 1) : `../${file}`;
    const [, suffix = ""] = /^[^?#]*(.*)$/s.exec(written) ?? [];
    const url = new URL(
      encodeURI(this.#publishedPath(normalizePath(inBook))) + suffix,
      this.settings.linkBase
    );
    link.dict.set(
      "A",
      new PdfDict().set("S", new PdfName("URI")).set("URI", new PdfString(new TextEncoder().encode(url.href)))
    );
    link.dict.entries.delete("Dest");
    return true;
  }
  /**
   * Settles the links of document `index`, read now (a document without a page is never read: not in the
   * book): each page's links made to land, taken out of the page (its /Annots too) when they go, and held back
   * when they open a document not read yet. What is left on `pages[i].links` can be written with the page.
   */
  read(index, pages, names) {
    this.#read[index] = { pages: pages.map((page) => page.ref), names };
    const folder = folderOf(normalizePath(this.documents[index].name));
    const pageRefs = new Set(pages.map((page) => page.ref.num));
    for (const page of pages) {
      const gone = /* @__PURE__ */ new Set();
      const held = /* @__PURE__ */ new Set();
      for (const link of page.links) {
        const order = this.#order++;
        const target = targetOf(link.dict);
        if (target.kind === "name") {
          this.#jump(link, this.#inDocument(index, target.forms[0], target.written, index, order));
        } else if (target.kind === "explicit") {
          const [first, ...view] = target.dest;
          const onPage = first instanceof PdfRef && pageRefs.has(first.num);
          this.#jump(link, onPage ? destination(first, view) : this.#start(index));
        } else if (target.kind === "script") {
          this.counts.scripts++;
          gone.add(link);
        } else if (target.kind === "file") {
          const file = target.absolute ? target.path : normalizePath(folder === "" ? target.path : `${folder}/${target.path}`);
          const found = target.absolute ? this.#byPath.get(file) : this.#byName.get(file);
          const { fragment, written, absolute, page: targetPage } = target;
          if (found === void 0 || found < index && !this.#read[found]) {
            if (!this.#outOfBook(link, file, written, absolute)) gone.add(link);
            continue;
          }
          const to = { from: index, target: found, fragment, written, page: targetPage, order };
          if (found > index) {
            this.#deferred.push({ ...to, link, on: page.ref, file, absolute });
            held.add(link);
          } else this.#jumpInBook(link, to);
        }
      }
      if (held.size > 0) page.links = page.links.filter((link) => !held.has(link));
      removeLinks(page, gone);
    }
  }
  /**
   * The links held back, settled now that every document is read, each with the page it is on. A link to a
   * document that turned out to have no page (not in the book) that cannot point at a published address comes
   * back as null: its page, written already, lists it, and a reference to the null object is no annotation
   * (ISO 32000-1 §7.3.10), so it is plain text as the others are.
   */
  finish() {
    return this.#deferred.map((held) => {
      const { link, on: page } = held;
      if (this.#read[held.target]) {
        this.#jumpInBook(link, held);
        return { link, page, dict: link.dict };
      }
      const kept = this.#outOfBook(link, held.file, held.written, held.absolute);
      return { link, page, dict: kept ? link.dict : null };
    });
  }
};

// packages/core/src/merge/outline.ts
init_esm_shims();

// packages/core/src/merge/titles.ts
init_esm_shims();
var SEPARATORS = [" \u2014 ", " \u2013 ", " - ", " | ", " \xB7 ", " :: ", " \xAB ", " \xBB "];
function affixes(title) {
  let last;
  let first;
  let firstLength = 0;
  for (const separator of SEPARATORS) {
    const at = title.lastIndexOf(separator);
    if (at > 0 && (last === void 0 || at > last)) last = at;
    const start = title.indexOf(separator);
    if (start > 0 && (first === void 0 || start < first)) [first, firstLength] = [start, separator.length];
  }
  return {
    suffix: last === void 0 ? void 0 : title.slice(last),
    prefix: first === void 0 ? void 0 : title.slice(0, first + firstLength)
  };
}
function shared(titles, pick) {
  const counts = /* @__PURE__ */ new Map();
  for (const title of titles) {
    const affix = pick(title);
    if (affix !== void 0) counts.set(affix, (counts.get(affix) ?? 0) + 1);
  }
  let best;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] >= 2 && best[1] * 2 >= titles.length ? best[0] : void 0;
}
function siteAffix(pageTitles) {
  const suffix = shared(pageTitles, (title) => affixes(title).suffix);
  if (suffix) return { suffix };
  const prefix = shared(pageTitles, (title) => affixes(title).prefix);
  return prefix ? { prefix } : {};
}
function withoutSite(title, site) {
  let bare = title;
  if (site.suffix && bare.endsWith(site.suffix)) bare = bare.slice(0, -site.suffix.length);
  if (site.prefix && bare.startsWith(site.prefix)) bare = bare.slice(site.prefix.length);
  return bare.trim() || title;
}
var nameTitle = (name) => name.split("/").pop().replace(/\.pdf$/i, "") || name;
function chapterTitles(documents) {
  const untitled = documents.filter((doc) => !doc.given && !doc.heading && doc.pageTitle);
  const site = siteAffix(untitled.map((doc) => doc.pageTitle));
  return documents.map((doc) => {
    if (doc.given?.trim()) return doc.given.trim();
    if (doc.heading?.trim()) return doc.heading.trim();
    if (!doc.fromHtml && doc.firstBookmark?.trim()) return doc.firstBookmark.trim();
    if (doc.pageTitle?.trim()) return withoutSite(doc.pageTitle.trim(), site);
    return doc.label?.trim() || nameTitle(doc.name);
  });
}
var namesChapter = (bookmark, chapter) => searchKey(bookmark) !== "" && searchKey(bookmark) === searchKey(chapter);

// packages/core/src/merge/outline.ts
function chapterBookmark(title, start, outline) {
  const [first, ...rest] = outline;
  const firstPage = start[0];
  if (first && namesChapter(first.title, title) && first.dest[0] === firstPage) {
    return { title, dest: first.dest, children: [...first.children, ...rest] };
  }
  return { title, dest: start, children: [...outline] };
}
function writeOutline(writer, chapters) {
  if (chapters.length === 0) return void 0;
  const rootRef = writer.allocate();
  const root = new PdfDict().set("Type", new PdfName("Outlines"));
  const add = (items, parentRef, parent, top) => {
    const refs = items.map(() => writer.allocate());
    items.forEach((item, i) => {
      const dict = new PdfDict().set("Title", textString(item.title)).set("Parent", parentRef).set("Dest", item.dest);
      if (i > 0) dict.set("Prev", refs[i - 1]);
      if (i < items.length - 1) dict.set("Next", refs[i + 1]);
      if (item.children.length > 0) {
        const count = countBookmarks(item.children);
        dict.set("Count", top ? -count : count);
        add(item.children, refs[i], dict, false);
      }
      writer.write(refs[i], dict);
    });
    parent.set("First", refs[0]).set("Last", refs.at(-1));
  };
  add(chapters, rootRef, root, true);
  root.set("Count", chapters.length);
  writer.write(rootRef, root);
  return rootRef;
}

// packages/core/src/merge/stamps.ts
init_esm_shims();

// packages/core/src/merge/helvetica.ts
init_esm_shims();
var WIDTHS = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  278,
  278,
  584,
  584,
  584,
  556,
  1015,
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833,
  722,
  778,
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611,
  278,
  278,
  278,
  469,
  556,
  333,
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833,
  556,
  556,
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500,
  334,
  260,
  334,
  584,
  278,
  556,
  278,
  222,
  556,
  333,
  1e3,
  556,
  556,
  333,
  1e3,
  667,
  333,
  1e3,
  278,
  611,
  278,
  278,
  222,
  222,
  333,
  333,
  350,
  556,
  1e3,
  333,
  1e3,
  500,
  333,
  944,
  278,
  500,
  667,
  278,
  333,
  556,
  556,
  556,
  556,
  260,
  556,
  333,
  737,
  370,
  556,
  584,
  333,
  737,
  333,
  400,
  584,
  333,
  333,
  333,
  556,
  537,
  278,
  333,
  333,
  365,
  556,
  834,
  834,
  834,
  611,
  667,
  667,
  667,
  667,
  667,
  667,
  1e3,
  722,
  667,
  667,
  667,
  667,
  278,
  278,
  278,
  278,
  722,
  722,
  778,
  778,
  778,
  778,
  778,
  584,
  778,
  722,
  722,
  722,
  722,
  667,
  667,
  611,
  556,
  556,
  556,
  556,
  556,
  556,
  889,
  500,
  556,
  556,
  556,
  556,
  278,
  278,
  278,
  278,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  584,
  611,
  556,
  556,
  556,
  556,
  500,
  556,
  500
];
function winAnsiBytes(text) {
  return Uint8Array.from([...text], (char) => winAnsiCode(char) ?? 63);
}
function textWidth(text, size) {
  let thousandths = 0;
  for (const char of text) thousandths += WIDTHS[(winAnsiCode(char) ?? 63) - 32] ?? 556;
  return thousandths * size / 1e3;
}

// packages/core/src/merge/stamps.ts
var SIZE = 9;
var NUMBER_BASELINE = 15;
var HEAD_BASELINE = 22;
var SIDE = 36;
function boxOf(value) {
  if (!Array.isArray(value) || value.length < 4 || !value.slice(0, 4).every(isNumber)) return void 0;
  const [a, b, c, d] = value;
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}
function shownBox(page) {
  const media = boxOf(page.get("MediaBox")) ?? [0, 0, 612, 792];
  const crop = boxOf(page.get("CropBox"));
  if (!crop) return media;
  const shown = [
    Math.max(media[0], crop[0]),
    Math.max(media[1], crop[1]),
    Math.min(media[2], crop[2]),
    Math.min(media[3], crop[3])
  ];
  return shown[0] < shown[2] && shown[1] < shown[3] ? shown : media;
}
function rotationOf(page) {
  const rotate = page.get("Rotate");
  const turns = isNumber(rotate) ? Math.round(rotate / 90) : 0;
  return (turns % 4 + 4) % 4 * 90;
}
function shownFrame(page) {
  const [x0, y0, x1, y1] = shownBox(page);
  const angle = rotationOf(page);
  switch (angle) {
    case 90:
      return { x: x1, y: y0, width: y1 - y0, height: x1 - x0, angle };
    case 180:
      return { x: x1, y: y1, width: x1 - x0, height: y1 - y0, angle };
    case 270:
      return { x: x0, y: y1, width: y1 - y0, height: x1 - x0, angle };
    default:
      return { x: x0, y: y0, width: x1 - x0, height: y1 - y0, angle };
  }
}
function fit(text, width) {
  if (textWidth(text, SIZE) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join("").trimEnd()}\u2026`, SIZE) > width) chars.pop();
  return chars.length > 0 ? `${chars.join("").trimEnd()}\u2026` : "";
}
var number = (n) => {
  const rounded = Math.round(n * 1e3) / 1e3;
  return Object.is(rounded, -0) ? "0" : String(rounded);
};
function stampContent(frame, stamps, font) {
  if (stamps.length === 0) return "\nQ\n";
  const radians = frame.angle * Math.PI / 180;
  const [cos, sin] = [Math.round(Math.cos(radians)), Math.round(Math.sin(radians))];
  let content = `
Q
q
${cos} ${sin} ${-sin} ${cos} ${number(frame.x)} ${number(frame.y)} cm
BT
/${font} ${SIZE} Tf
0.25 g
`;
  for (const stamp of stamps) {
    const room = stamp.align === "center" ? frame.width - 2 * SIDE : frame.width / 2 - SIDE - 6;
    const text = fit(winAnsiOnly(stamp.text), Math.max(room, 0));
    if (text === "") continue;
    const width = textWidth(text, SIZE);
    const x = stamp.align === "left" ? SIDE : stamp.align === "right" ? frame.width - SIDE - width : (frame.width - width) / 2;
    const y = stamp.edge === "bottom" ? NUMBER_BASELINE : frame.height - HEAD_BASELINE;
    const hex = Array.from(winAnsiBytes(text), (byte) => byte.toString(16).padStart(2, "0")).join("");
    content += `1 0 0 1 ${number(x)} ${number(y)} Tm
<${hex}> Tj
`;
  }
  return `${content}ET
Q
`;
}
function freeName(fonts) {
  let name = "DCHelv";
  for (let n = 1; fonts.get(name) !== void 0; n++) name = `DCHelv${n}`;
  return name;
}
function stampResources(writer) {
  const font = writer.add(
    new PdfDict().set("Type", new PdfName("Font")).set("Subtype", new PdfName("Type1")).set("BaseFont", new PdfName("Helvetica")).set("Encoding", new PdfName("WinAnsiEncoding"))
  );
  const open = writer.add(new PdfStream(new PdfDict(), new Uint8Array([113, 10])));
  return { font, open };
}
function stampSlot(writer, page, resources) {
  const pageResources = page.get("Resources");
  const own = pageResources instanceof PdfDict ? pageResources : new PdfDict();
  const fontsValue = own.get("Font");
  const fonts = fontsValue instanceof PdfDict ? fontsValue : new PdfDict();
  const font = freeName(fonts);
  fonts.set(font, resources.font);
  own.set("Font", fonts);
  page.set("Resources", own);
  const ref = writer.allocate();
  const contents = page.get("Contents");
  const existing = Array.isArray(contents) ? contents : contents === void 0 || contents === null ? [] : [contents];
  page.set("Contents", [resources.open, ...existing, ref]);
  return { ref, frame: shownFrame(page), font };
}
function writeStamps(writer, slot, stamps) {
  const text = stampContent(slot.frame, stamps, slot.font);
  writer.write(
    slot.ref,
    new PdfStream(
      new PdfDict(),
      Uint8Array.from(text, (char) => char.charCodeAt(0))
    )
  );
}

// packages/core/src/merge/writer.ts
init_esm_shims();
var CHUNK = 64 * 1024;
var TEXT_CHUNK = 16 * 1024;
var PdfWriter = class {
  #chunks = [];
  /** The chunk being filled, and how much of it is. */
  #buffer = new Uint8Array(CHUNK);
  #used = 0;
  /** Bytes in the chunks and the one being filled. */
  #length = 0;
  #text = "";
  /** Offset of each object written, by its number. */
  #offsets = [];
  #next = 1;
  constructor() {
    this.#push("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n");
  }
  /** Bytes written so far. */
  get length() {
    return this.#length + this.#text.length;
  }
  #push(text) {
    this.#text += text;
    if (this.#text.length >= TEXT_CHUNK) this.#flushText();
  }
  /** The text gathered, put into the chunks (what serialize() writes is ASCII: strings in hex, names escaped). */
  #flushText() {
    const text = this.#text;
    this.#text = "";
    for (let at = 0; at < text.length; ) {
      if (this.#used === CHUNK) this.#seal();
      const end = Math.min(text.length, at + CHUNK - this.#used);
      for (; at < end; at++) this.#buffer[this.#used++] = text.charCodeAt(at) & 255;
    }
    this.#length += text.length;
  }
  /** Stored bytes, copied into the chunks: the source (a document's file) is not kept alive by the book. */
  #bytes(bytes) {
    this.#flushText();
    if (bytes.length > CHUNK / 2) {
      this.#seal();
      this.#chunks.push(new Uint8Array(bytes));
    } else {
      if (bytes.length > CHUNK - this.#used) this.#seal();
      this.#buffer.set(bytes, this.#used);
      this.#used += bytes.length;
    }
    this.#length += bytes.length;
  }
  /** The chunk being filled, added to the file (cut to its length), and a new one started. */
  #seal() {
    if (this.#used === 0) return;
    this.#chunks.push(this.#used === CHUNK ? this.#buffer : this.#buffer.slice(0, this.#used));
    this.#buffer = new Uint8Array(CHUNK);
    this.#used = 0;
  }
  /** A number for an object written later. */
  allocate() {
    return new PdfRef(this.#next++, 0);
  }
  /** Writes `value` as object `ref`; a stream with its stored bytes (copied: the source may then be freed). */
  write(ref, value) {
    if (this.#offsets[ref.num] !== void 0) throw new Error(`object ${ref.num} is written twice`);
    this.#offsets[ref.num] = this.length;
    if (value instanceof PdfStream) {
      const dict = value.dict.clone().set("Length", value.raw.length);
      this.#push(`${ref.num} 0 obj
${serialize(dict)}
stream
`);
      this.#bytes(value.raw);
      this.#push("\nendstream\nendobj\n");
    } else {
      this.#push(`${ref.num} 0 obj
${serialize(value)}
endobj
`);
    }
  }
  /** Writes `value` as a new object; its reference. */
  add(value) {
    const ref = this.allocate();
    this.write(ref, value);
    return ref;
  }
  /**
   * Ends the file: the objects allocated but never written as null, the cross-reference table, the trailer
   * with `root`, `info` and the identifier `id`. Returns the chunks of the whole file.
   */
  finish(root, info, id) {
    for (let num = 1; num < this.#next; num++) {
      if (this.#offsets[num] === void 0) this.write(new PdfRef(num, 0), null);
    }
    const start = this.length;
    let table = `xref
0 ${this.#next}
0000000000 65535 f\r
`;
    for (let num = 1; num < this.#next; num++) {
      table += `${String(this.#offsets[num]).padStart(10, "0")} 00000 n\r
`;
      if (table.length >= TEXT_CHUNK) {
        this.#push(table);
        table = "";
      }
    }
    const hex = Array.from(id, (byte) => byte.toString(16).toUpperCase().padStart(2, "0")).join("");
    const infoEntry = info ? ` /Info ${info.num} 0 R` : "";
    this.#push(
      `${table}trailer
<< /Size ${this.#next} /Root ${root.num} 0 R${infoEntry} /ID [<${hex}> <${hex}>] >>
startxref
${start}
%%EOF
`
    );
    this.#flushText();
    this.#seal();
    return this.#chunks;
  }
};

// packages/core/src/merge/book.ts
function settingsIssues(documents, options) {
  const issues = [];
  if (!Array.isArray(documents) || documents.length === 0) {
    issues.push({ path: "documents", message: "must be a list of at least one PDF" });
    return issues;
  }
  const names = /* @__PURE__ */ new Set();
  documents.forEach((doc, i) => {
    const pdf = doc?.pdf;
    if (!(pdf instanceof Uint8Array) && typeof pdf !== "function") {
      issues.push({
        path: `documents[${i}].pdf`,
        message: "must be the PDF's bytes (a Uint8Array or Buffer)"
      });
    }
    const name = doc?.name;
    if (name !== void 0 && (typeof name !== "string" || name.trim() === "")) {
      issues.push({ path: `documents[${i}].name`, message: 'must be a file name such as "chapter-1.pdf"' });
    } else if (name !== void 0 && names.has(name)) {
      issues.push({
        path: `documents[${i}].name`,
        message: `is the name of another document (${JSON.stringify(name)})`
      });
    }
    if (name !== void 0) names.add(name);
  });
  const depth = typeof options.contents === "object" ? options.contents.depth : void 0;
  const checks = [
    ["contents.depth", depth, contentsDepthIssue],
    ["outlineDepth", options.outlineDepth, outlineDepthIssue],
    ["pageNumbers", options.pageNumbers, pageNumbersIssue],
    ["runningHead", options.runningHead, runningHeadIssue],
    ["lang", options.lang, langIssue],
    ["linkBase", options.linkBase, linkBaseIssue]
  ];
  for (const [path, value, issueOf] of checks) {
    if (value === void 0) continue;
    const message = typeof value === "string" || path === "contents.depth" || path === "outlineDepth" ? issueOf(value) : `must be a string (got ${JSON.stringify(value)})`;
    if (message) issues.push({ path, message });
  }
  const cover = options.cover;
  if (cover !== void 0 && cover !== true && !(typeof cover === "object" && cover !== null && (typeof cover.html === "string" || cover.pdf instanceof Uint8Array))) {
    issues.push({ path: "cover", message: "must be true (generated), { html } or { pdf }" });
  }
  const rendered = Boolean(options.contents) || cover === true || typeof cover === "object" && "html" in cover;
  if (rendered && typeof options.render !== "function") {
    const what = options.contents ? "contents" : "cover";
    issues.push({
      path: "render",
      message: `is needed for ${what === "contents" ? "a contents page" : "a cover from HTML"}: the function that renders its HTML into a PDF (through the service)`
    });
  }
  return issues;
}
function keepLevels(items, levels) {
  return items.map((item) => ({
    ...item,
    children: levels > 1 ? keepLevels(item.children, levels - 1) : []
  }));
}
var defaultName = (index) => `document-${index + 1}.pdf`;
function copyFront(writer, bytes, part) {
  let file;
  try {
    file = new PdfFile(bytes);
  } catch (error) {
    throw new DocConvertError(
      `The ${part === "cover" ? "cover" : "contents page"} came back as a PDF that cannot be read: ${error.message}.`
    );
  }
  const pages = new DocumentCopy(file, writer).pages();
  if (pages.length === 0)
    throw new DocConvertError(
      `The ${part === "cover" ? "cover" : "contents page"} came back without a page.`
    );
  return pages;
}
function keepLinks(pages, keep) {
  for (const page of pages) removeLinks(page, new Set(page.links.filter((link) => !keep(link))));
}
function uriOf(link) {
  const action = link.dict.get("A");
  if (!(action instanceof PdfDict) || !isName(action.get("S"), "URI")) return void 0;
  const uri = action.get("URI");
  return uri instanceof PdfString ? new TextDecoder().decode(uri.bytes) : void 0;
}
function contentsEntries(chapters, depth, labelOf) {
  const entries = [];
  const add = (items, level) => {
    for (const item of items) {
      entries.push({ title: item.title, level, label: labelOf(item.dest), dest: item.dest });
      if (level + 1 < depth) add(item.children, level + 1);
    }
  };
  add(chapters, 0);
  return entries;
}
function copyDocument(bytes, index, name, label, { writer, links, resources, tree, dests }) {
  let file;
  try {
    file = new PdfFile(bytes);
    if (file.pages().length === 0) return void 0;
  } catch (error) {
    throw new ValidationError([
      {
        path: `documents[${index}].pdf`,
        message: `is not a PDF that can be merged (${label}: ${error.message})`
      }
    ]);
  }
  const { pages, destinations, ...copied } = new DocumentReader(file, writer).read(name);
  links.read(index, pages, copied.names);
  for (const [renamed, dest] of destinations) {
    const key = utf8Binary(renamed);
    if (!dests.entries.has(key)) dests.set(key, dest);
  }
  const slots = pages.map((page) => {
    const slot = resources ? stampSlot(writer, page.dict, resources) : void 0;
    writePage(writer, page, tree);
    return slot;
  });
  return { ...copied, pages: pages.map((page) => page.ref), slots };
}
function writePage(writer, page, tree) {
  page.dict.set("Parent", tree);
  for (const link of page.links) {
    link.dict.set("P", page.ref);
    writer.write(link.ref, link.dict);
  }
  writer.write(page.ref, page.dict);
}
async function mergeBook(documents, options = {}) {
  const issues = settingsIssues(documents, options);
  if (issues.length > 0) throw new ValidationError(issues);
  const writer = new PdfWriter();
  const id = createHash("sha256");
  const { render } = options;
  const lang = options.lang;
  const treeRef = writer.allocate();
  const stamping = options.pageNumbers !== void 0 || options.runningHead !== void 0;
  const resources = stamping ? stampResources(writer) : void 0;
  const dests = new PdfDict();
  const names = documents.map((doc, index) => doc.name ?? defaultName(index));
  const links = new BookLinks(
    documents.map((doc, index) => ({ name: names[index], path: doc.path })),
    { linkBase: options.linkBase, publishedPath: options.publishedPath }
  );
  const read = [];
  const skipped = [];
  for (const [index, doc] of documents.entries()) {
    const name = names[index];
    const label = doc.label ?? name;
    let bytes;
    try {
      bytes = typeof doc.pdf === "function" ? await doc.pdf() : doc.pdf;
    } catch (error) {
      throw new DocConvertError(
        `documents[${index}] (${label}) could not be read: ${error.message}`
      );
    }
    id.update(createHash("sha256").update(bytes).digest());
    const kept = copyDocument(bytes, index, name, label, { writer, links, resources, tree: treeRef, dests });
    if (kept) read.push({ index, doc, name, kept });
    else skipped.push(index);
  }
  if (read.length === 0)
    throw new DocConvertError("None of the documents has a page: there is nothing to merge.");
  for (const { link, page, dict } of links.finish()) {
    if (dict) dict.set("P", page);
    writer.write(link.ref, dict);
  }
  const titles = chapterTitles(
    read.map(({ doc, name, kept }) => ({
      given: doc.title,
      heading: doc.html?.heading,
      fromHtml: doc.html !== void 0,
      firstBookmark: kept.firstBookmark,
      pageTitle: doc.html?.title ?? kept.pdfTitle,
      name,
      label: doc.label
    }))
  );
  const chapters = read.map(
    ({ kept }, i) => chapterBookmark(titles[i], destination(kept.pages[0]), kept.outline)
  );
  const bookTitle = options.title?.trim() || titles[0];
  const body = read.flatMap(({ kept }) => kept.pages);
  const bodyIndex = new Map(body.map((ref, i) => [ref.num, i]));
  const labelOf = (dest) => {
    const target = dest[0];
    return String((bodyIndex.get(target?.num ?? -1) ?? 0) + 1);
  };
  let cover = [];
  if (options.cover !== void 0) {
    const given = options.cover;
    const bytes = given !== true && "pdf" in given ? given.pdf : await render(
      given === true ? coverHtml(
        { title: bookTitle, subtitle: options.subject, author: options.author, date: options.date },
        lang
      ) : given.html,
      "cover"
    );
    id.update(createHash("sha256").update(bytes).digest());
    cover = copyFront(writer, bytes, "cover");
    keepLinks(cover, (link) => /^(https?|mailto):/i.test(uriOf(link) ?? ""));
  }
  let contents = [];
  if (options.contents) {
    const depth = (typeof options.contents === "object" ? options.contents.depth : void 0) ?? MAX_CONTENTS_DEPTH;
    const entries = contentsEntries(chapters, depth, labelOf);
    const bytes = await render(contentsHtml(bookTitle, entries, lang), "contents");
    id.update(createHash("sha256").update(bytes).digest());
    contents = copyFront(writer, bytes, "contents");
    for (const page of contents) {
      for (const link of page.links) {
        const entry = entries[contentsEntryOf(uriOf(link)) ?? -1];
        if (!entry) continue;
        link.dict.entries.delete("A");
        link.dict.set("Dest", [...entry.dest]);
      }
    }
    keepLinks(
      contents,
      (link) => link.dict.get("Dest") !== void 0 || /^(https?|mailto):/i.test(uriOf(link) ?? "")
    );
  }
  const front = cover.length + contents.length;
  const warnings = [];
  if (options.runningHead !== void 0) {
    for (const title of /* @__PURE__ */ new Set([bookTitle, ...titles])) {
      if (winAnsiOnly(title) !== title && options.runningHead.includes(title === bookTitle ? "{book}" : "{chapter}")) {
        warnings.push(
          `The running head leaves out of ${JSON.stringify(title)} what Helvetica (a standard PDF font, Latin characters only) cannot draw.`
        );
      }
    }
  }
  const total = String(body.length);
  const stampsOf = (index, chapter) => {
    const drawn = [];
    if (options.pageNumbers !== void 0) {
      const text = fillTemplate(options.pageNumbers, { page: pageLabel(index, front), total });
      drawn.push({ text, edge: "bottom", align: "center" });
    }
    if (options.runningHead !== void 0) {
      const values = { book: bookTitle, chapter };
      const parts = options.runningHead.split(RUNNING_HEAD_SEPARATOR).map((part) => fillTemplate(part, values).trim());
      if (parts.length === 1) drawn.push({ text: parts[0], edge: "top", align: "center" });
      else {
        drawn.push({ text: parts[0], edge: "top", align: "left" });
        drawn.push({ text: parts[1], edge: "top", align: "right" });
      }
    }
    return drawn.filter((stamp) => stamp.text !== "");
  };
  contents.forEach((page, i) => {
    if (resources)
      writeStamps(writer, stampSlot(writer, page.dict, resources), stampsOf(cover.length + i, "Contents"));
  });
  for (const page of [...cover, ...contents]) writePage(writer, page, treeRef);
  let at = front;
  read.forEach(({ kept }, chapter) => {
    for (const slot of kept.slots) {
      if (slot) writeStamps(writer, slot, stampsOf(at, titles[chapter]));
      at++;
    }
  });
  const pages = [...cover.map((page) => page.ref), ...contents.map((page) => page.ref), ...body];
  writer.write(
    treeRef,
    new PdfDict().set("Type", new PdfName("Pages")).set("Kids", pages).set("Count", pages.length)
  );
  const catalog = new PdfDict().set("Type", new PdfName("Catalog")).set("Pages", treeRef);
  const bookmarks = options.outlineDepth === void 0 ? chapters : keepLevels(chapters, options.outlineDepth);
  const outline = writeOutline(writer, bookmarks);
  if (outline) catalog.set("Outlines", outline).set("PageMode", new PdfName("UseOutlines"));
  if (dests.entries.size > 0) catalog.set("Dests", writer.add(dests));
  const labels = pageLabels(front);
  if (labels) catalog.set("PageLabels", labels);
  catalog.set("ViewerPreferences", new PdfDict().set("DisplayDocTitle", true));
  if (lang) catalog.set("Lang", textString(lang));
  const root = writer.add(catalog);
  const info = new PdfDict().set("Title", textString(bookTitle));
  if (options.author?.trim()) info.set("Author", textString(options.author.trim()));
  if (options.subject?.trim()) info.set("Subject", textString(options.subject.trim()));
  const infoRef = writer.add(info);
  id.update(
    JSON.stringify({
      names: read.map(({ name, doc }) => [name, doc.title ?? null, doc.html ?? null]),
      title: options.title ?? null,
      author: options.author ?? null,
      subject: options.subject ?? null,
      lang: lang ?? null,
      contents: options.contents ?? null,
      // Only when given: the books merged before the setting existed keep their file identifier.
      ...options.outlineDepth === void 0 ? {} : { outlineDepth: options.outlineDepth },
      cover: options.cover === void 0 ? null : options.cover === true ? "generated" : "given",
      date: options.date ?? null,
      pageNumbers: options.pageNumbers ?? null,
      runningHead: options.runningHead ?? null,
      linkBase: options.linkBase ?? null
    })
  );
  return {
    ...fileOf2(writer.finish(root, infoRef, id.digest().subarray(0, 16))),
    pages: pages.length,
    coverPages: cover.length,
    contentsPages: contents.length,
    documents: read.length,
    skipped,
    chapters: titles,
    bookmarks: countBookmarks(bookmarks),
    title: bookTitle,
    links: links.counts,
    missing: links.missing,
    numbered: options.pageNumbers !== void 0,
    runningHeads: options.runningHead !== void 0,
    warnings
  };
}
function fileOf2(chunks) {
  const byteLength = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  let joined;
  return {
    chunks,
    byteLength,
    bytes() {
      if (joined) return joined;
      joined = new Uint8Array(byteLength);
      let at = 0;
      for (const chunk of chunks) {
        joined.set(chunk, at);
        at += chunk.length;
      }
      return joined;
    }
  };
}
export {
  mergeBook
};
