// What each document brings to a merged PDF, and its links made to land there (see merge.ts). Everything is
// read and written with @libpdf/core: a document's pages are copied, its named destinations and its outline
// read from it and written again against the copied pages, each destination renamed after the document's
// output (`guide/tables.pdf#totals`). Links to a place inside a document are explicit destinations (an array
// naming a page) or names: an explicit one is set aside before the copy (the copier would otherwise copy the
// page it names a second time, outside the page tree) and written again after it; a name becomes the renamed
// one. A link to another merged document's file opens that document's renamed destination for its fragment.
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import type { PDF, PDFLinkAnnotation, PdfArray as LibArray, PdfRef as LibRef } from '@libpdf/core';
import { nameForms } from '@doc-convert/core/outline';
import { fragmentId, LinkTargets } from '../inline/link-targets';
import { relativeUri, unmarkLink } from '../inline/links';
import type { ConversionJob } from '../types';

export type LibPdf = typeof import('@libpdf/core');
type LibValue = NonNullable<ReturnType<InstanceType<LibPdf['PdfDict']>['get']>>;
type LibDict = InstanceType<LibPdf['PdfDict']>;

export interface MergedBookmark {
  title: string;
  dest: LibArray;
  children: MergedBookmark[];
}

/** Where a destination of a document points: its page's index, and the view (fit and numbers) after it. */
interface Place {
  page: number;
  view: LibValue[];
}

export interface MergedPart {
  job: ConversionJob;
  /** Its pages in the merged PDF. */
  pages: LibRef[];
  /** Its named destinations: each form of a name (as written, percent escapes decoded) → the renamed one. */
  names: Map<string, string>;
  /** The renamed destinations, as written into the merged PDF. */
  destinations: Array<[string, LibArray]>;
  /** Its bookmark, its own outline beneath. */
  bookmark: MergedBookmark;
  /** The link annotations of its copied pages. */
  links: PDFLinkAnnotation[];
  /** Explicit destinations set aside before the copy: placeholder name → their place. */
  placeholders: Map<string, Place>;
}

/** A @libpdf/core reference as a key: `12 0`. */
export const refKey = (ref: { objectNumber: number; generation: number }) =>
  `${ref.objectNumber} ${ref.generation}`;

/** The prefix of the names explicit destinations are set aside under during the copy. */
const PLACEHOLDER = 'doc-convert-explicit-';

/** An explicit destination on `page` with `view` (a fit and its numbers); /Fit when it has none. */
function destination(lib: LibPdf, page: LibRef, view: LibValue[]): LibArray {
  if (view.length === 0) return lib.PdfArray.of(page, lib.PdfName.of('Fit'));
  return lib.PdfArray.of(page, ...view);
}

/** A document's pages and how to resolve its references. */
interface Reading {
  lib: LibPdf;
  pdf: PDF;
  /** Page reference (refKey) → page index. */
  pageIndex: Map<string, number>;
  pageCount: number;
}

/** What reading `pdf` needs, its pages indexed before anything is copied from it. */
function readingOf(lib: LibPdf, pdf: PDF): Reading {
  const pages = pdf.getPages();
  return {
    lib,
    pdf,
    pageIndex: new Map(pages.map((page, i) => [refKey(page.ref), i])),
    pageCount: pages.length,
  };
}

/** `value`, its reference followed. */
function resolved({ lib, pdf }: Reading, value: LibValue | undefined): LibValue | undefined {
  return value instanceof lib.PdfRef ? (pdf.getObject(value) ?? undefined) : value;
}

/** `value` when it is (or refers to) a dictionary. */
function dictOf(reading: Reading, value: LibValue | undefined): LibDict | undefined {
  const dict = resolved(reading, value);
  return dict instanceof reading.lib.PdfDict ? dict : undefined;
}

/** The page and view of an explicit destination (an array whose first item is a page or its number). */
function placeOf(reading: Reading, dest: LibArray): Place | undefined {
  const { lib, pageIndex, pageCount } = reading;
  const target = dest.at(0);
  const page =
    target instanceof lib.PdfRef
      ? pageIndex.get(refKey(target))
      : target instanceof lib.PdfNumber
        ? target.value
        : undefined;
  if (page === undefined || page < 0 || page >= pageCount) return undefined;
  // A fit is a name and its arguments numbers; anything else stands for "unchanged" (null).
  const view = [...dest]
    .slice(1)
    .map((item) =>
      item instanceof lib.PdfNumber || item instanceof lib.PdfName ? item : lib.PdfNull.instance,
    );
  return { page, view };
}

/** An explicit destination: the array itself, or a dictionary's /D (ISO 32000-1, 12.3.2.3). */
function explicitOf(reading: Reading, value: LibValue | undefined): LibArray | undefined {
  const dest = resolved(reading, value);
  if (dest instanceof reading.lib.PdfArray) return dest;
  const d = dest instanceof reading.lib.PdfDict ? resolved(reading, dest.get('D')) : undefined;
  return d instanceof reading.lib.PdfArray ? d : undefined;
}

/**
 * A destination's name as its bytes, one character each: the form nameForms reads (UTF-8, then percent escapes
 * decoded). A string gives its bytes. A name written with # escapes comes from @libpdf/core already decoded
 * from UTF-8, one without byte for byte: its characters are its bytes when they make UTF-8, else its text is
 * encoded again.
 */
function nameBytes(lib: LibPdf, value: LibValue | undefined): string | undefined {
  let bytes: Uint8Array;
  if (value instanceof lib.PdfString) bytes = value.bytes;
  else if (value instanceof lib.PdfName) {
    const name = value.value;
    const raw = Uint8Array.from(name, (char) => char.charCodeAt(0));
    bytes = /^[\0-\xff]*$/.test(name) && isUtf8(raw) ? raw : new TextEncoder().encode(name);
  } else return undefined;
  return Buffer.from(bytes).toString('latin1');
}

/** The forms of a destination's name (nameForms), or undefined when `value` is no name. */
function formsOf(lib: LibPdf, value: LibValue | undefined): string[] | undefined {
  const bytes = nameBytes(lib, value);
  return bytes === undefined ? undefined : nameForms(bytes);
}

/**
 * The named destinations of the document: the name tree of /Names /Dests (PDF 1.2) and the catalog's /Dests
 * dictionary (PDF 1.1), each name (its first form) → its explicit destination; a name in both keeps the tree's.
 */
function namedDestinations(reading: Reading): Array<[string[], LibArray]> {
  const { lib, pdf } = reading;
  const found = new Map<string, [string[], LibArray]>();
  const add = (key: LibValue | undefined, value: LibValue | undefined) => {
    const forms = formsOf(lib, key);
    const dest = explicitOf(reading, value);
    if (forms && dest && !found.has(forms[0]!)) found.set(forms[0]!, [forms, dest]);
  };
  const catalog = pdf.getCatalog();
  const seen = new Set<LibDict>();
  const walk = (node: LibDict | undefined, depth: number) => {
    if (!node || seen.has(node) || depth > 64) return;
    seen.add(node);
    const names = resolved(reading, node.get('Names'));
    if (names instanceof lib.PdfArray) {
      for (let i = 0; i + 1 < names.length; i += 2) add(resolved(reading, names.at(i)), names.at(i + 1));
    }
    const kids = resolved(reading, node.get('Kids'));
    if (kids instanceof lib.PdfArray) for (const kid of kids) walk(dictOf(reading, kid), depth + 1);
  };
  walk(dictOf(reading, dictOf(reading, catalog.get('Names'))?.get('Dests')), 0);
  const dests = dictOf(reading, catalog.get('Dests'));
  if (dests) for (const [key, value] of dests) add(key, value);
  return [...found.values()];
}

/** The outline of the document, each item's destination written against the copied `pages`. */
function outlineOf(reading: Reading, pages: LibRef[], named: Map<string, LibArray>): MergedBookmark[] {
  const { lib, pdf } = reading;
  const root = dictOf(reading, pdf.getCatalog().get('Outlines'));
  if (!root) return [];
  const seen = new Set<LibDict>();
  const explicit = (item: LibDict): LibArray | undefined => {
    let dest = resolved(reading, item.get('Dest'));
    if (dest === undefined) {
      const action = dictOf(reading, item.get('A'));
      if (action?.getName('S')?.value === 'GoTo') dest = resolved(reading, action.get('D'));
    }
    if (dest instanceof lib.PdfArray) return dest;
    const forms = formsOf(lib, dest);
    return forms && named.get(forms[0]!);
  };
  const walk = (first: LibValue | undefined, depth: number): MergedBookmark[] => {
    const items: MergedBookmark[] = [];
    for (let item = dictOf(reading, first); item && !seen.has(item) && depth < 32;) {
      seen.add(item);
      const title = resolved(reading, item.get('Title'));
      const dest = explicit(item);
      const place = dest && placeOf(reading, dest);
      items.push({
        title: title instanceof lib.PdfString ? title.asString() : '',
        dest: place ? destination(lib, pages[place.page]!, place.view) : destination(lib, pages[0]!, []),
        children: walk(item.get('First'), depth + 1),
      });
      item = dictOf(reading, item.get('Next'));
    }
    return items;
  };
  return walk(root.get('First'), 0);
}

/**
 * Sets aside the explicit destinations of `pdf`'s link annotations (a /Dest array, or a go-to action's /D
 * array) under placeholder names before its pages are copied; returns what each stood for.
 */
function setAsideExplicit(reading: Reading): Map<string, Place> {
  const { lib, pdf } = reading;
  const placeholders = new Map<string, Place>();
  for (const page of pdf.getPages()) {
    for (const link of page.getLinkAnnotations()) {
      const action = dictOf(reading, link.dict.get('A'));
      const holder = action?.getName('S')?.value === 'GoTo' ? action : link.dict;
      const key = holder === link.dict ? 'Dest' : 'D';
      const dest = resolved(reading, holder.get(key));
      const place = dest instanceof lib.PdfArray ? placeOf(reading, dest) : undefined;
      if (!place) continue;
      const name = `${PLACEHOLDER}${placeholders.size}`;
      placeholders.set(name, place);
      holder.set(key, lib.PdfName.of(name));
    }
  }
  return placeholders;
}

/** Copies `part`'s pages into `merged` and reads what it brings (see MergedPart). */
export async function partOf(
  lib: LibPdf,
  merged: PDF,
  part: ConversionJob,
  pdf: PDF,
  title: string,
  mergedFolder: string,
): Promise<MergedPart> {
  const reading = readingOf(lib, pdf);
  const placeholders = setAsideExplicit(reading);
  const copied = await merged.copyPagesFrom(pdf, [...Array(reading.pageCount).keys()]);
  const pages = copied.map((page) => page.ref);
  const links = copied.flatMap((page) => page.getLinkAnnotations());
  const names = new Map<string, string>();
  const destinations: Array<[string, LibArray]> = [];
  const key = relativeUri(mergedFolder, part.output).replace(/^\.\//, '');
  const named = new Map<string, LibArray>();
  for (const [forms, dest] of namedDestinations(reading)) {
    const place = placeOf(reading, dest);
    if (!place) continue;
    const renamed = `${key}#${forms[0]}`;
    destinations.push([renamed, destination(lib, pages[place.page]!, place.view)]);
    for (const form of forms) {
      if (!names.has(form)) names.set(form, renamed);
      if (!named.has(form)) named.set(form, dest);
    }
  }
  const outline = outlineOf(reading, pages, named);
  const bookmark = { title, dest: destination(lib, pages[0]!, []), children: outline };
  return { job: part, pages, names, destinations, bookmark, links, placeholders };
}

/** The PDF a link opens, when it names a file: its path, its fragment, and for a relative URI its suffix. */
interface LinkedFile {
  file: string;
  /** `#fragment` of a URI, or the name of a remote go-to's destination; '' without. */
  fragment: string;
  /** A remote go-to's page number, when its destination is one. */
  page?: number;
  /** For a relative URI: its `?query#fragment`, kept when the link is rebased. */
  relativeSuffix?: string;
}

/**
 * The file a link of the document `from` opens: a relative URI (`./tables.pdf#x`, as pdf-links.ts writes
 * links between pages; or still marked, links.ts), a file: URI, or a remote go-to (GoToR, whose file is a
 * path, not a URL); else undefined.
 */
function linkedFile(lib: LibPdf, link: PDFLinkAnnotation, from: string): LinkedFile | undefined {
  const action = link.getAction();
  if (action?.type === 'gotoRemote') {
    if (!action.file || /^[a-z][a-z\d+.-]*:/i.test(action.file)) return undefined;
    const remote = link.dict.get('A');
    const d = remote instanceof lib.PdfDict ? remote.get('D') : undefined;
    const fragment = d instanceof lib.PdfName ? d.value : d instanceof lib.PdfString ? d.asString() : '';
    const first = d instanceof lib.PdfArray ? d.at(0) : undefined;
    const page = first instanceof lib.PdfNumber ? first.value : undefined;
    return { file: path.resolve(path.dirname(from), action.file), fragment, page };
  }
  if (action?.type !== 'uri') return undefined;
  const uri = unmarkLink(action.uri) ?? action.uri;
  let target: string;
  let relative = false;
  if (/^file:/i.test(uri)) {
    try {
      const url = new URL(uri);
      return { file: url.pathname, fragment: url.hash.slice(1) };
    } catch {
      return undefined;
    }
  } else if (/^[a-z][a-z\d+.-]*:/i.test(uri) || uri.startsWith('//') || uri.startsWith('#') || uri === '') {
    return undefined;
  } else {
    target = uri;
    relative = true;
  }
  const [, written = '', suffix = ''] = /^([^?#]*)(.*)$/s.exec(target) ?? [];
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    // A stray % is a literal character in a file name.
  }
  const file = path.resolve(path.dirname(from), decoded);
  const hash = suffix.indexOf('#');
  const fragment = hash < 0 ? '' : suffix.slice(hash + 1);
  return relative ? { file, fragment, relativeSuffix: suffix } : { file, fragment };
}

/** The forms of the name a link points at inside its document (a /Dest or go-to name), if it is one. */
function internalName(lib: LibPdf, link: PDFLinkAnnotation): string[] | undefined {
  const dest = formsOf(lib, link.dict.get('Dest'));
  if (dest) return dest;
  const action = link.dict.get('A');
  if (action instanceof lib.PdfDict && action.getName('S')?.value === 'GoTo')
    return formsOf(lib, action.get('D'));
  return undefined;
}

export interface RelinkOptions {
  workspace: string;
  /** Where missing sections are warned about once per run (link-targets.ts). */
  sections?: LinkTargets;
}

/**
 * Writes the renamed destinations of `documents` into `merged` and makes their links land (see the header);
 * returns how many links between documents became jumps.
 */
export function relinkMerged(
  lib: LibPdf,
  merged: PDF,
  documents: MergedPart[],
  file: string,
  { workspace, sections }: RelinkOptions,
): number {
  const warnings = sections ?? new LinkTargets(workspace);
  const dests = new lib.PdfDict();
  for (const document of documents) {
    for (const [name, dest] of document.destinations) if (!dests.has(name)) dests.set(name, dest);
  }
  if (dests.size > 0) merged.getCatalog().set('Dests', merged.register(dests));
  const byOutput = new Map(documents.map((document) => [path.resolve(document.job.output), document]));
  const goTo = (link: PDFLinkAnnotation, dest: LibArray | string) => {
    link.dict.delete('A');
    link.dict.set('Dest', typeof dest === 'string' ? lib.PdfName.of(dest) : dest);
  };
  let jumps = 0;
  for (const document of documents) {
    const from = document.job.output;
    for (const link of document.links) {
      const internal = internalName(lib, link);
      if (internal) {
        const [name] = internal as [string];
        const explicit = document.placeholders.get(name);
        if (explicit) {
          goTo(link, destination(lib, document.pages[explicit.page] ?? document.pages[0]!, explicit.view));
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
        const renamed = id === '' ? undefined : (target.names.get(id) ?? target.names.get(linked.fragment));
        if (renamed) goTo(link, renamed);
        else {
          if (id !== '') {
            const written = link.uri ?? `${path.basename(linked.file)}#${linked.fragment}`;
            warnings.warnMissing(document.job.label, written, target.job.output, id, from);
          }
          const page = linked.page !== undefined ? target.pages[linked.page] : undefined;
          goTo(link, destination(lib, page ?? target.pages[0]!, []));
        }
      } else if (linked.relativeSuffix !== undefined && path.dirname(from) !== path.dirname(file)) {
        // A page not merged here (another shard's): still its file, now seen from the merged PDF's folder.
        const uri = relativeUri(path.dirname(file), linked.file) + linked.relativeSuffix;
        link.dict.set('A', lib.PdfDict.of({ S: lib.PdfName.of('URI'), URI: lib.PdfString.fromString(uri) }));
      }
    }
  }
  return jumps;
}
