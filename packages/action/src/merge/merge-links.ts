// What each document brings to a merged PDF, and its links made to land there (see merge.ts). A document's
// pages are copied with @libpdf/core; its named destinations and its outline are read with the client's PDF
// reader (src/pdf/) and written again against the copied pages, each destination renamed after the document's
// output (`guide/tables.pdf#totals`). Links to a place inside a document are explicit destinations (an array
// naming a page) or names: an explicit one is set aside before the copy (the copier would otherwise copy the
// page it names a second time, outside the page tree) and written again after it; a name becomes the renamed
// one. A link to another merged document's file opens that document's renamed destination for its fragment.
import path from 'node:path';
import type { PDF, PDFLinkAnnotation, PdfArray as LibArray, PdfRef as LibRef } from '@libpdf/core';
import {
  PdfFile,
  binaryString,
  isName,
  isNumber,
  PdfName,
  PdfRef,
  PdfString,
  type PdfValue,
} from '@doc-convert/core/pdf';
import { nameForms } from '@doc-convert/core/outline';
import { fragmentId, LinkTargets } from '../inline/link-targets';
import { relativeUri, unmarkLink } from '../inline/links';
import type { ConversionJob } from '../types';

export type LibPdf = typeof import('@libpdf/core');
type LibValue = NonNullable<ReturnType<InstanceType<LibPdf['PdfDict']>['get']>>;

export interface MergedBookmark {
  title: string;
  dest: LibArray;
  children: MergedBookmark[];
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
  /** Explicit destinations set aside before the copy: placeholder name → [page index, fit, ...numbers]. */
  placeholders: Map<string, { page: number; view: PdfValue[] }>;
}

/** A @libpdf/core reference as a key: `12 0`. */
export const refKey = (ref: { objectNumber: number; generation: number }) =>
  `${ref.objectNumber} ${ref.generation}`;

/** The prefix of the names explicit destinations are set aside under during the copy. */
const PLACEHOLDER = 'doc-convert-explicit-';

/** A value of the client's reader as @libpdf/core's, for a destination's fit and numbers. */
function libValue(lib: LibPdf, value: PdfValue | undefined): LibValue {
  if (isNumber(value)) return lib.PdfNumber.of(value);
  if (value instanceof PdfName) return lib.PdfName.of(value.name);
  return lib.PdfNull.instance;
}

/** An explicit destination on `page` with the view (fit and numbers) of `view`; /Fit when it has none. */
function destination(lib: LibPdf, page: LibRef, view: PdfValue[]): LibArray {
  if (view.length === 0) return lib.PdfArray.of(page, lib.PdfName.of('Fit'));
  return lib.PdfArray.of(page, ...view.map((value) => libValue(lib, value)));
}

/** The client's reader over a part, or undefined when it cannot read it (then the part brings no names). */
function readerOf(bytes: Uint8Array): PdfFile | undefined {
  try {
    return new PdfFile(bytes);
  } catch {
    return undefined;
  }
}

/** Page index and view of an explicit destination of `reader`'s document. */
function placeOf(
  reader: PdfFile,
  pageIndex: Map<string, number>,
  dest: PdfValue[],
): { page: number; view: PdfValue[] } | undefined {
  const [target, ...view] = dest;
  const page = target instanceof PdfRef ? pageIndex.get(target.key) : isNumber(target) ? target : undefined;
  return page === undefined || page >= reader.pages().length ? undefined : { page, view };
}

/** The text of a name or string destination's name: its UTF-8 bytes decoded. */
function nameText(value: PdfValue | undefined): string | undefined {
  if (value instanceof PdfName) return nameForms(value.name)[0];
  if (value instanceof PdfString) return nameForms(binaryString(value.bytes))[0];
  return undefined;
}

/** The outline of `reader`'s document, each item's destination written against the copied pages. */
function outlineOf(
  lib: LibPdf,
  reader: PdfFile,
  pageIndex: Map<string, number>,
  pages: LibRef[],
  named: Map<string, PdfValue[]>,
): MergedBookmark[] {
  const root = reader.dict(reader.catalog.get('Outlines'));
  if (!root) return [];
  const seen = new Set<unknown>();
  const explicit = (item: ReturnType<PdfFile['dict']>): PdfValue[] | undefined => {
    let dest = reader.resolve(item?.get('Dest'));
    if (dest === undefined) {
      const action = reader.dict(item?.get('A'));
      if (isName(action?.get('S'), 'GoTo')) dest = reader.resolve(action!.get('D'));
    }
    if (Array.isArray(dest)) return dest;
    const name = nameText(dest ?? undefined);
    return name === undefined ? undefined : named.get(name);
  };
  const walk = (first: PdfValue | undefined, depth: number): MergedBookmark[] => {
    const items: MergedBookmark[] = [];
    for (let item = reader.dict(first); item && !seen.has(item) && depth < 32;) {
      seen.add(item);
      const title = reader.resolve(item.get('Title'));
      const dest = explicit(item);
      const place = dest && placeOf(reader, pageIndex, dest);
      items.push({
        title: title instanceof PdfString ? title.text() : '',
        dest: place ? destination(lib, pages[place.page]!, place.view) : destination(lib, pages[0]!, []),
        children: walk(item.get('First'), depth + 1),
      });
      item = reader.dict(item.get('Next'));
    }
    return items;
  };
  return walk(root.get('First'), 0);
}

/**
 * Sets aside the explicit destinations of `pdf`'s link annotations (a /Dest array, or a go-to action's /D
 * array) under placeholder names before its pages are copied; returns what each stood for.
 */
function setAsideExplicit(lib: LibPdf, pdf: PDF): Map<string, { page: number; view: PdfValue[] }> {
  const placeholders = new Map<string, { page: number; view: PdfValue[] }>();
  const index = new Map(pdf.getPages().map((page, i) => [refKey(page.ref), i]));
  const viewOf = (array: LibArray): PdfValue[] =>
    [...array].slice(1).map((item) => {
      if (item instanceof lib.PdfNumber) return item.value;
      if (item instanceof lib.PdfName) return new PdfName(item.value);
      return null;
    });
  for (const page of pdf.getPages()) {
    for (const link of page.getLinkAnnotations()) {
      const action = link.dict.get('A', (ref) => pdf.getObject(ref));
      const holder =
        action instanceof lib.PdfDict && action.getName('S')?.value === 'GoTo' ? action : link.dict;
      const key = holder === link.dict ? 'Dest' : 'D';
      const dest = holder.get(key, (ref) => pdf.getObject(ref));
      if (!(dest instanceof lib.PdfArray) || dest.length === 0) continue;
      const target = dest.at(0);
      const pageNumber =
        target instanceof lib.PdfRef
          ? index.get(refKey(target))
          : target instanceof lib.PdfNumber
            ? target.value
            : undefined;
      if (pageNumber === undefined) continue;
      const name = `${PLACEHOLDER}${placeholders.size}`;
      placeholders.set(name, { page: pageNumber, view: viewOf(dest) });
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
  bytes: Uint8Array,
  title: string,
  mergedFolder: string,
): Promise<MergedPart> {
  const placeholders = setAsideExplicit(lib, pdf);
  const copied = await merged.copyPagesFrom(pdf, [...Array(pdf.getPageCount()).keys()]);
  const pages = copied.map((page) => page.ref);
  const links = copied.flatMap((page) => page.getLinkAnnotations());
  const names = new Map<string, string>();
  const destinations: Array<[string, LibArray]> = [];
  let outline: MergedBookmark[] = [];
  const reader = readerOf(bytes);
  if (reader) {
    const pageIndex = new Map(reader.pages().map((page, i) => [page.ref.key, i]));
    const key = relativeUri(mergedFolder, part.output).replace(/^\.\//, '');
    const named = new Map<string, PdfValue[]>();
    for (const [raw, dest] of reader.namedDestinations()) {
      const place = placeOf(reader, pageIndex, dest);
      if (!place) continue;
      const forms = nameForms(raw);
      const renamed = `${key}#${forms[0]}`;
      destinations.push([renamed, destination(lib, pages[place.page]!, place.view)]);
      for (const form of forms) {
        if (!names.has(form)) names.set(form, renamed);
        if (!named.has(form)) named.set(form, dest);
      }
    }
    outline = outlineOf(lib, reader, pageIndex, pages, named);
  }
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

/** The name a link points at inside its document (a /Dest or go-to name), if it is one. */
function internalName(
  lib: LibPdf,
  link: PDFLinkAnnotation,
): { holder: 'Dest' | 'A'; name: string } | undefined {
  const text = (value: LibValue | undefined): string | undefined =>
    value instanceof lib.PdfName
      ? value.value
      : value instanceof lib.PdfString
        ? value.asString()
        : undefined;
  const dest = text(link.dict.get('Dest'));
  if (dest !== undefined) return { holder: 'Dest', name: dest };
  const action = link.dict.get('A');
  if (action instanceof lib.PdfDict && action.getName('S')?.value === 'GoTo') {
    const name = text(action.get('D'));
    if (name !== undefined) return { holder: 'A', name };
  }
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
        const explicit = document.placeholders.get(internal.name);
        if (explicit) {
          goTo(link, destination(lib, document.pages[explicit.page] ?? document.pages[0]!, explicit.view));
          continue;
        }
        const renamed = nameForms(internal.name)
          .map((form) => document.names.get(form))
          .find(Boolean);
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
