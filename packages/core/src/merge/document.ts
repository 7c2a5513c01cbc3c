// One document of a book, read and copied: its pages (copy.ts), its named destinations renamed after the
// document (`guide/tables.pdf#totals`, so that two documents' `#intro` never collide), its outline, and what
// it says of its title. Every bookmark is put where its heading's text is drawn (the heading's first line at
// the top of the view, whatever the PDF said: locate.ts), and a named destination that opened where a moved
// bookmark did moves with it, so links to a heading land there too.
import type { PdfFile } from '../pdf/document';
import {
  binaryString,
  isDict,
  isName,
  isNumber,
  PdfName,
  PdfRef,
  PdfString,
  type PdfDict,
  type PdfValue,
} from '../pdf/objects';
import { nameForms, TextFinder } from '../outline/locate';
import { DocumentCopy, type HeldPage } from './copy';
import type { PdfWriter } from './writer';

/** A bookmark: its title, its explicit destination in the book, and the bookmarks beneath it. */
export interface Bookmark {
  title: string;
  dest: PdfValue[];
  children: Bookmark[];
}

export interface CopiedDocument {
  pages: HeldPage[];
  /** Each form of each of its destinations' names (as written, percent escapes decoded) → the renamed one. */
  names: Map<string, string>;
  /**
   * The renamed destinations, as the book's /Dests holds them: each destination written already, as an object
   * of its own, so that the merge keeps only its name and number until the end.
   */
  destinations: Array<[string, PdfRef]>;
  /** Its outline, each bookmark where its heading is drawn. */
  outline: Bookmark[];
  /** Its first bookmark's title, when that opens on its first page: what it starts with. */
  firstBookmark?: string;
  /** The PDF's Title. */
  pdfTitle?: string;
}

/** An explicit destination on `page` with `view` (a fit and its numbers); /Fit when it has none. */
export function destination(page: PdfRef, view: readonly PdfValue[] = []): PdfValue[] {
  return view.length === 0 ? [page, new PdfName('Fit')] : [page, ...view];
}

/** Where a destination opens: its page's index in the document and its top, when it has one. */
interface Opening {
  page: number;
  left: number | null;
  top: number | null;
  view: PdfValue[];
}

/** An item of the document's outline, where it opens. */
interface Item {
  title: string;
  opening: Opening;
  children: Item[];
}

export class DocumentReader {
  readonly #copy: DocumentCopy;
  readonly #pageIndex = new Map<number, number>();
  readonly #finder: TextFinder;
  readonly #writer: PdfWriter;

  constructor(
    private readonly file: PdfFile,
    writer: PdfWriter,
  ) {
    this.#writer = writer;
    this.#copy = new DocumentCopy(file, writer);
    file.pages().forEach((page, i) => this.#pageIndex.set(page.ref.num, i));
    this.#finder = new TextFinder(file);
  }

  /** Where an explicit destination (page reference or number, then a fit) opens; undefined when nowhere. */
  #opening(dest: PdfValue | undefined): Opening | undefined {
    const array = this.file.resolve(dest);
    if (!Array.isArray(array)) return undefined;
    const target = array[0];
    const page =
      target instanceof PdfRef ? this.#pageIndex.get(target.num) : isNumber(target) ? target : undefined;
    if (page === undefined || page < 0 || page >= this.#pageIndex.size) return undefined;
    // A fit is a name and its arguments numbers; anything else stands for "unchanged" (null).
    const view = array
      .slice(1)
      .map((item) => this.file.resolve(item))
      .map((item) => (isNumber(item) || item instanceof PdfName ? item : null));
    const fit = view[0];
    const n = (i: number) => (isNumber(view[i]) ? (view[i] as number) : null);
    if (isName(fit, 'XYZ')) return { page, left: n(1), top: n(2), view };
    if (isName(fit, 'FitH') || isName(fit, 'FitBH')) return { page, left: null, top: n(1), view };
    if (isName(fit, 'FitR')) return { page, left: n(1), top: n(4), view };
    return { page, left: null, top: null, view };
  }

  /** An explicit destination: the array itself, or a dictionary's /D (§12.3.2.3). */
  #explicit(value: PdfValue | undefined): PdfValue | undefined {
    const dest = this.file.resolve(value);
    if (Array.isArray(dest)) return dest;
    return isDict(dest) ? this.file.resolve(dest.get('D')) : undefined;
  }

  /** The forms of a destination's name (a name or a string), or undefined when it is none. */
  #formsOf(value: PdfValue | undefined): string[] | undefined {
    const resolved = this.file.resolve(value);
    if (resolved instanceof PdfName) return nameForms(resolved.name);
    if (resolved instanceof PdfString) return nameForms(binaryString(resolved.bytes));
    return undefined;
  }

  /**
   * Reads the document and copies its pages into the book: `key` names it in its destinations' new names.
   */
  read(key: string): CopiedDocument {
    const pages = this.#copy.pages();
    const pageRef = (index: number) => pages[index]!.ref;
    // Named destinations: the name tree's first, as readers look there first.
    const named = new Map<string, Opening>();
    const written: Array<[string, string[], Opening]> = [];
    for (const [name, dest] of this.file.namedDestinations()) {
      const opening = this.#opening(dest);
      if (!opening) continue;
      const forms = nameForms(name);
      written.push([name, forms, opening]);
      for (const form of forms) if (!named.has(form)) named.set(form, opening);
    }
    // Bookmarks, each placed at its heading's text; the places they moved from, and to.
    const moved: Array<{ from: Opening; to: Opening }> = [];
    const outline = this.#outline(named, (from, title) => {
      const found = from ? this.#finder.near(title, from) : this.#finder.next(title);
      if (!found) return from ?? { page: 0, left: null, top: null, view: [] };
      const to: Opening = {
        page: found.page,
        left: found.left,
        top: found.top,
        view: [new PdfName('XYZ'), found.left, found.top, null],
      };
      if (from) moved.push({ from, to });
      return to;
    });
    const toBook = (opening: Opening) => destination(pageRef(opening.page), opening.view);
    const names = new Map<string, string>();
    const destinations: Array<[string, PdfRef]> = [];
    for (const [, forms, opening] of written) {
      // Joined, not a template: one flat string, not a chain of pieces, for each name the book keeps.
      const renamed = [key, forms[0]].join('#');
      // A destination where a bookmark opened opens where the bookmark does now.
      const same = moved.find(
        ({ from }) =>
          from.page === opening.page &&
          from.top !== null &&
          opening.top !== null &&
          Math.abs(from.top - opening.top) < 1,
      );
      destinations.push([renamed, this.#writer.add(toBook(same ? same.to : opening))]);
      for (const form of forms) if (!names.has(form)) names.set(form, renamed);
    }
    const bookmarks = outline.map(function convert(item): Bookmark {
      return { title: item.title, dest: toBook(item.opening), children: item.children.map(convert) };
    });
    const first = outline[0];
    const info = this.file.dict(this.file.xref.trailer.get('Info'));
    const title = this.file.resolve(info?.get('Title'));
    return {
      pages,
      names,
      destinations,
      outline: bookmarks,
      firstBookmark: first && first.opening.page === 0 ? first.title : undefined,
      pdfTitle:
        title instanceof PdfString ? title.text().replace(/\s+/g, ' ').trim() || undefined : undefined,
    };
  }

  /** The document's outline, each item's place given by `place` (from where its destination opens). */
  #outline(
    named: Map<string, Opening>,
    place: (from: Opening | undefined, title: string) => Opening,
  ): Item[] {
    const root = this.file.dict(this.file.catalog.get('Outlines'));
    if (!root) return [];
    const seen = new Set<PdfValue>();
    const openingOf = (item: PdfDict): Opening | undefined => {
      let dest = item.get('Dest');
      if (dest === undefined) {
        const action = this.file.dict(item.get('A'));
        if (isName(action?.get('S'), 'GoTo')) dest = action!.get('D');
      }
      const forms = this.#formsOf(dest);
      if (forms) return forms.map((form) => named.get(form)).find(Boolean);
      return this.#opening(this.#explicit(dest));
    };
    const walk = (first: PdfValue | undefined, depth: number): Item[] => {
      const items: Item[] = [];
      for (let item = this.file.dict(first); item && !seen.has(item) && depth < 32;) {
        seen.add(item);
        const titleValue = this.file.resolve(item.get('Title'));
        const title = titleValue instanceof PdfString ? titleValue.text().replace(/\s+/g, ' ').trim() : '';
        items.push({
          title,
          opening: place(openingOf(item), title),
          children: walk(item.get('First'), depth + 1),
        });
        item = this.file.dict(item.get('Next'));
      }
      return items;
    };
    return walk(root.get('First'), 0);
  }
}
