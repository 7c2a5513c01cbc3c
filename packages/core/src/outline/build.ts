// Bookmarks from headings, written as an incremental update of the PDF (ISO 32000-1 §12.3.3): the outline's
// items nest by heading level (an h3 under the h2 before it; a skipped level is not made up: an h3 right under
// an h1 is the h1's child), in document order, each opening its heading's page at the heading. The catalog
// gets the outline and opens with it shown (/PageMode /UseOutlines); a heading found by its text (the PDF had
// no destination for its id) also gets a named destination, so links to `file.pdf#id` land too. The
// destinations Chromium wrote are moved: a heading's onto where its text is drawn (locate.ts), so a link to
// it opens with its first line at the top, as its bookmark does; any other by the offset most headings'
// share (the page margins Chromium leaves out). A PDF already with an outline has it replaced: the new one
// mirrors the document's headings.
import type { PdfFile } from '../pdf/document';
import {
  isDict,
  isName,
  isNumber,
  PdfDict,
  PdfName,
  PdfRef,
  utf8Binary,
  type PdfValue,
} from '../pdf/objects';
import { incrementalUpdate, textString, type UpdatedObject } from '../pdf/write';
import { collapse, type OutlineHeading } from './html';
import { HeadingLocator, type Place } from './locate';

/** What adding an outline to a PDF gives. */
export interface OutlineUpdate {
  /** The bytes to append to the PDF: empty when nothing was found to bookmark. */
  tail: Uint8Array;
  /** Bookmarks written. */
  bookmarks: number;
  /** Titles of the headings found on no page (not printed, or printed other than written). */
  missing: string[];
}

interface Bookmark {
  title: string;
  /** An explicit destination: [page reference, /XYZ, left, top, null]. */
  dest: PdfValue[];
  children: Bookmark[];
}

type Nested<T> = T & { children: Array<Nested<T>> };

/** Nests flat items by level: each goes under the nearest item before it of a lower level. */
function nestByLevel<T extends { level: number }>(items: readonly T[]): Array<Nested<T>> {
  const roots: Array<Nested<T>> = [];
  const stack: Array<Nested<T>> = [];
  for (const item of items) {
    const node: Nested<T> = { ...item, children: [] };
    while (stack.length > 0 && stack.at(-1)!.level >= item.level) stack.pop();
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

/** How many items an outline shows with every item open. */
export function countBookmarks<T extends { children: readonly T[] }>(items: readonly T[]): number {
  return items.reduce((sum, item) => sum + 1 + countBookmarks(item.children), 0);
}

/**
 * The outline's objects: the root (number `first`) and one dictionary per item, depth first, numbered after
 * it. Every item is open (a positive /Count).
 */
function outlineObjects(items: Bookmark[], first: number): { root: PdfRef; objects: UpdatedObject[] } {
  const objects: UpdatedObject[] = [];
  let next = first;
  const root = new PdfRef(next++, 0);
  const rootDict = new PdfDict().set('Type', new PdfName('Outlines'));
  objects.push({ num: root.num, gen: 0, value: rootDict });
  const add = (list: Bookmark[], parent: PdfRef, parentDict: PdfDict) => {
    const refs = list.map(() => new PdfRef(next++, 0));
    list.forEach((item, i) => {
      const dict = new PdfDict()
        .set('Title', textString(item.title))
        .set('Parent', parent)
        .set('Dest', item.dest);
      if (i > 0) dict.set('Prev', refs[i - 1]!);
      if (i < list.length - 1) dict.set('Next', refs[i + 1]!);
      objects.push({ num: refs[i]!.num, gen: 0, value: dict });
      if (item.children.length > 0) {
        dict.set('Count', countBookmarks(item.children));
        add(item.children, refs[i]!, dict);
      }
    });
    if (refs.length > 0) parentDict.set('First', refs[0]!).set('Last', refs.at(-1)!);
  };
  add(items, root, rootDict);
  rootDict.set('Count', countBookmarks(items));
  return { root, objects };
}

function destinationOf(file: PdfFile, place: Place): PdfValue[] {
  return [file.pages()[place.page]!.ref, new PdfName('XYZ'), place.left, place.top, null];
}

/** `dest` moved by -dx, -dy (its numbers by its fit, §12.3.2.2), or undefined when it has no numbers to move. */
function shifted(dest: PdfValue[], { dx, dy }: { dx: number; dy: number }): PdfValue[] | undefined {
  const [page, fit, ...args] = dest;
  const x = (v: PdfValue | undefined) => (isNumber(v) ? v - dx : (v ?? null));
  const y = (v: PdfValue | undefined) => (isNumber(v) ? v - dy : (v ?? null));
  if (isName(fit, 'XYZ')) return [page!, fit, x(args[0]), y(args[1]), args[2] ?? null];
  if (isName(fit, 'FitH') || isName(fit, 'FitBH')) return [page!, fit, y(args[0])];
  if (isName(fit, 'FitV') || isName(fit, 'FitBV')) return [page!, fit, x(args[0])];
  if (isName(fit, 'FitR')) return [page!, fit, x(args[0]), y(args[1]), x(args[2]), y(args[3])];
  return undefined;
}

/**
 * The catalog's named destinations, written again when they change: a heading's at the place its text was
 * found (`measured`), any other moved by the offset the headings share (Chromium's leave out the page margins:
 * with them corrected, the page's own links and links from other PDFs land at their targets too), and one
 * for each heading found by its text. A PDF that names its destinations in a /Names tree keeps it as it is.
 */
function destinationsUpdate(
  file: PdfFile,
  catalog: PdfDict,
  added: Map<string, PdfValue[]>,
  measured: Map<string, PdfValue[]>,
  offset: { dx: number; dy: number } | undefined,
  nextNumber: () => number,
): UpdatedObject[] {
  const moves = offset !== undefined && (Math.abs(offset.dx) > 0.5 || Math.abs(offset.dy) > 0.5);
  if (added.size === 0 && measured.size === 0 && !moves) return [];
  // A /Names tree of destinations, which readers look in first, is left as it is.
  if (file.dict(catalog.get('Names'))?.get('Dests') !== undefined) return [];
  const current = catalog.get('Dests');
  const dests = file.dict(current)?.clone() ?? new PdfDict();
  if (moves) {
    for (const [name, value] of dests.entries) {
      const resolved = file.resolve(value);
      const dict = isDict(resolved) ? resolved : undefined;
      const array = Array.isArray(resolved) ? resolved : file.resolve(dict?.get('D'));
      const moved = Array.isArray(array) ? shifted(array, offset) : undefined;
      if (moved) dests.set(name, dict ? dict.clone().set('D', moved) : moved);
    }
  }
  for (const [name, dest] of measured) {
    if (!dests.entries.has(name)) continue;
    const dict = file.dict(dests.get(name));
    dests.set(name, dict ? dict.clone().set('D', dest) : dest);
  }
  for (const [name, dest] of added) if (!dests.entries.has(name)) dests.set(name, dest);
  if (current instanceof PdfRef) return [{ num: current.num, gen: current.gen, value: dests }];
  if (current !== undefined && isDict(current)) {
    catalog.set('Dests', dests);
    return [];
  }
  const ref = new PdfRef(nextNumber(), 0);
  catalog.set('Dests', ref);
  return [{ num: ref.num, gen: 0, value: dests }];
}

/** The update that gives `file` an outline of `headings` (in document order). */
export function outlineUpdate(file: PdfFile, headings: readonly OutlineHeading[]): OutlineUpdate {
  const locator = new HeadingLocator(file);
  const titled = headings
    .map((heading) => ({ ...heading, title: collapse(heading.title) }))
    .filter((heading) => heading.title !== '');
  const places = locator.locateAll(titled);
  const found: Array<{ level: number; title: string; dest: PdfValue[] }> = [];
  const missing: string[] = [];
  const destinations = new Map<string, PdfValue[]>();
  titled.forEach((heading, i) => {
    const place = places[i];
    if (!place) {
      missing.push(heading.title);
      return;
    }
    const dest = destinationOf(file, place);
    found.push({ level: heading.level, title: heading.title, dest });
    if (place.by === 'text' && heading.id !== undefined && !locator.hasDestination(heading.id)) {
      destinations.set(utf8Binary(heading.id), dest);
    }
  });
  if (found.length === 0) return { tail: new Uint8Array(0), bookmarks: 0, missing };
  let next = file.nextObjectNumber;
  const items: Bookmark[] = nestByLevel(found);
  const { root, objects } = outlineObjects(items, next);
  next += objects.length;
  const catalogRef = file.catalogRef;
  const catalog = file.catalog.clone();
  const measured = new Map(
    [...locator.measured].map(([name, place]): [string, PdfValue[]] => [name, destinationOf(file, place)]),
  );
  const extra = destinationsUpdate(file, catalog, destinations, measured, locator.offset, () => next++);
  catalog.set('Outlines', root).set('PageMode', new PdfName('UseOutlines'));
  objects.push(...extra, { num: catalogRef.num, gen: catalogRef.gen, value: catalog });
  return { tail: incrementalUpdate(file, objects), bookmarks: found.length, missing };
}
