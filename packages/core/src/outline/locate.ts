// Where each heading is printed: where its text is drawn, so that its bookmark (and every link to it) puts the
// heading's first line at the top of the view. A heading with a named destination (Chromium writes one for an id a
// link of its page points at) is looked for near it: on the destination's page, the occurrence of its text nearest
// the destination's top (or, for a destination that lies below the page's bottom edge, on the next page). The
// destination alone is not trusted: Chromium leaves the page margins out of every one, and puts some far from their
// headings, above or below them (by hundreds of points in real books, once below the page's bottom edge). Three
// headings are measured first: when their destinations lie alike from their text (the margins alone), every
// destination is moved by that offset without reading the other pages; when they do not, each heading is measured. A
// heading without one is searched page after page from the heading before it (in document order, so a title that
// comes twice is found in its own place). The text of a page is read once, on first need, and kept small: the
// characters drawn, normalised for comparison, and where each one stands.
import type { Destination, PdfFile } from '../pdf/document';
import { isName, isNumber, PdfRef, type PdfValue } from '../pdf/objects';
import { drawnText } from '../pdf/text';
import type { OutlineHeading } from './html';

/** A heading to place: with `anchor` (a prepared page's), its destination is the anchor's, not its id's. */
export type LocatedHeading = OutlineHeading & { anchor?: string };

/** The destination's name that places a heading: its anchor's, else its own id's. */
const targetOf = (heading: LocatedHeading): string | undefined => heading.anchor ?? heading.id;

/** Where a bookmark opens: a page (index) and, when known, the left and top of the place on it. */
export interface Place {
  page: number;
  left: number | null;
  top: number | null;
  /** How it was found: near its destination, by its text alone, or at its destination (text not found). */
  by: 'destination' | 'text';
}

/** Text as compared: compatibility forms folded (ligatures, full-width), lower case, no white space. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u00ad\u200b-\u200d\u2060\ufeff]/g, '');
}

export interface PageText {
  /** The page's characters in the order drawn, as searchKey() gives them. */
  key: string;
  /** For each character of `key`: the left of its glyph, the top of its em box, and its size. */
  left: Float32Array;
  top: Float32Array;
  size: Float32Array;
}

function readPageText(file: PdfFile, index: number): PageText {
  let key = '';
  const left: number[] = [];
  const top: number[] = [];
  const size: number[] = [];
  drawnText(file, file.pages()[index]!, (char) => {
    const normalised = searchKey(char.text);
    for (let i = 0; i < normalised.length; i++) {
      left.push(char.x);
      top.push(char.y + char.size);
      size.push(char.size);
    }
    key += normalised;
  });
  return {
    key,
    left: Float32Array.from(left),
    top: Float32Array.from(top),
    size: Float32Array.from(size),
  };
}

/**
 * The UTF-8 text of a destination name's bytes (a binary string), then the same with its percent escapes
 * decoded: Chromium names a destination by the fragment of the link to it as a URL writes it (`caf%C3%A9`).
 */
export function nameForms(name: string): string[] {
  const bytes = Uint8Array.from(name, (c) => c.charCodeAt(0));
  const text = new TextDecoder().decode(bytes);
  const forms = [text];
  try {
    const decoded = decodeURIComponent(text);
    if (decoded !== text) forms.push(decoded);
  } catch {
    // A % that is no escape: the name as it is.
  }
  return forms;
}

/** Where an explicit destination points: its page and, by its fit, the left and top (§12.3.2.2). */
function placeOf(dest: Destination, pageIndex: Map<string, number>): Place | undefined {
  const [target, fit, ...args] = dest as [PdfValue, PdfValue, ...PdfValue[]];
  const page = target instanceof PdfRef ? pageIndex.get(target.key) : isNumber(target) ? target : undefined;
  if (page === undefined) return undefined;
  const n = (i: number) => (isNumber(args[i]) ? args[i] : null);
  if (isName(fit, 'XYZ')) return { page, left: n(0), top: n(1), by: 'destination' };
  if (isName(fit, 'FitH') || isName(fit, 'FitBH')) return { page, left: null, top: n(0), by: 'destination' };
  if (isName(fit, 'FitR')) return { page, left: n(0), top: n(3), by: 'destination' };
  return { page, left: null, top: null, by: 'destination' };
}

/** Where a text was found: its page, where it stands, and where the search goes on after it. */
export interface Found {
  page: number;
  left: number;
  top: number;
  /** The index in the page's text after the match. */
  end: number;
}

/** How far a destination lies from its heading's text. */
interface Offset {
  dx: number;
  dy: number;
}

/**
 * The offset most of `offsets` share (within 3 pt), when at least half of them do: Chromium's margins, which
 * it leaves out of every destination. Undefined when there is none.
 */
function commonOffset(offsets: readonly Offset[]): Offset | undefined {
  let best: { offset: Offset; count: number } | undefined;
  for (const offset of offsets) {
    const count = offsets.filter(
      (o) => Math.abs(o.dx - offset.dx) <= 3 && Math.abs(o.dy - offset.dy) <= 3,
    ).length;
    if (!best || count > best.count) best = { offset, count };
  }
  return best && best.count * 2 >= offsets.length ? best.offset : undefined;
}

/**
 * Finds titles on the pages of a PDF: near a place (a destination), or in document order. Shared by the
 * outline of one conversion and the merge, which places every bookmark of a book the same way.
 */
/**
 * Pages whose text a TextFinder keeps. The search goes forward, so the pages just read are the ones asked for
 * again; a page read long before is read again if asked for, rather than every page's text kept (about 12
 * bytes a character: a book's chapter of twenty pages would hold half a megabyte).
 */
const PAGES_KEPT = 4;

export class TextFinder {
  readonly #texts = new Map<number, PageText>();
  /** After the last text found: its page, and the index in its text. */
  #cursor = { page: 0, index: 0 };

  constructor(private readonly file: PdfFile) {}

  text(page: number): PageText {
    let text = this.#texts.get(page);
    if (text) this.#texts.delete(page);
    else text = readPageText(this.file, page);
    // Most recently asked for last; the one asked for least recently goes first.
    this.#texts.set(page, text);
    if (this.#texts.size > PAGES_KEPT) this.#texts.delete(this.#texts.keys().next().value!);
    return text;
  }

  /** Moves the search on to the start of `page` (a heading placed there without reading its text). */
  moveTo(page: number): void {
    if (page > this.#cursor.page) this.#cursor = { page, index: 0 };
  }

  /** Moves the search on past `found`. */
  #advance(found: Found): Found {
    this.#cursor = { page: found.page, index: found.end };
    return found;
  }

  /** The first place `title` is drawn after the last text found, page after page. */
  next(title: string): Found | undefined {
    const key = searchKey(title);
    if (key === '') return undefined;
    const pages = this.file.pages().length;
    for (let page = this.#cursor.page; page < pages; page++) {
      const text = this.text(page);
      const from = page === this.#cursor.page ? this.#cursor.index : 0;
      const at = text.key.indexOf(key, from);
      if (at >= 0) return this.#advance(this.#at(page, at, key));
    }
    return undefined;
  }

  #at(page: number, at: number, key: string): Found {
    const text = this.text(page);
    return { page, left: text.left[at]!, top: text.top[at]!, end: at + key.length };
  }

  /**
   * Where `title` is drawn nearest `place` (a destination): on its page, the occurrence whose top is nearest
   * its top, among the largest (a heading is drawn larger than a mention of it in the text), after the last
   * text found when one is; for a place below the page's bottom edge, or a page without the title, the first
   * occurrence on the next page.
   */
  near(title: string, place: { page: number; top: number | null }): Found | undefined {
    const key = searchKey(title);
    const pages = this.file.pages().length;
    if (key === '' || place.page < 0 || place.page >= pages) return undefined;
    const below = place.top !== null && place.top < this.#bottom(place.page);
    if (!below) {
      const text = this.text(place.page);
      const all: number[] = [];
      for (let at = text.key.indexOf(key); at >= 0; at = text.key.indexOf(key, at + 1)) all.push(at);
      const onwards = place.page === this.#cursor.page ? all.filter((at) => at >= this.#cursor.index) : all;
      const candidates = onwards.length > 0 ? onwards : all;
      if (candidates.length > 0) {
        const largest = Math.max(...candidates.map((at) => text.size[at]!));
        const large = candidates.filter((at) => text.size[at]! >= largest * 0.9);
        const distance = (at: number) => (place.top === null ? 0 : Math.abs(text.top[at]! - place.top));
        const best = large.reduce((a, b) => (distance(b) < distance(a) ? b : a));
        return this.#advance(this.#at(place.page, best, key));
      }
    }
    if (place.page + 1 < pages) {
      const at = this.text(place.page + 1).key.indexOf(key);
      if (at >= 0) return this.#advance(this.#at(place.page + 1, at, key));
    }
    return undefined;
  }

  /** The bottom edge of page `index`'s MediaBox (0 for most pages). */
  #bottom(index: number): number {
    const page = this.file.pages()[index]!;
    let node = page.dict;
    for (let hops = 0; hops < 32; hops++) {
      const box = this.file.resolve(node.get('MediaBox'));
      if (Array.isArray(box) && box.length >= 4) {
        const [, y0, , y1] = box.map((v) => this.file.resolve(v));
        if (isNumber(y0) && isNumber(y1)) return Math.min(y0, y1);
      }
      const parent = this.file.dict(node.get('Parent'));
      if (!parent) break;
      node = parent;
    }
    return 0;
  }
}

export class HeadingLocator {
  readonly #pageIndex = new Map<string, number>();
  readonly #finder: TextFinder;
  #destinations: Map<string, { name: string; dest: Destination }> | undefined;
  /**
   * How far the PDF's destinations lie from their headings when most of them agree (Chromium's margins),
   * once measured by locateAll(); undefined when they were not measured, or not alike.
   */
  offset: Offset | undefined;
  /** Each heading with a named destination, by the name as the PDF writes it: where its text is. */
  readonly measured = new Map<string, Place>();

  constructor(private readonly file: PdfFile) {
    file.pages().forEach((page, i) => this.#pageIndex.set(page.ref.key, i));
    this.#finder = new TextFinder(file);
  }

  /** The named destinations by every form of their names (UTF-8, percent-decoded), with the name as written. */
  #byName(): Map<string, { name: string; dest: Destination }> {
    if (this.#destinations) return this.#destinations;
    const byName = new Map<string, { name: string; dest: Destination }>();
    for (const [name, dest] of this.file.namedDestinations()) {
      for (const form of nameForms(name)) if (!byName.has(form)) byName.set(form, { name, dest });
    }
    return (this.#destinations = byName);
  }

  /** Whether the PDF has a named destination for `id`. */
  hasDestination(id: string): boolean {
    return this.#byName().has(id);
  }

  /** The name of `id`'s destination as the PDF writes it, if it has one. */
  destinationName(id: string): string | undefined {
    return this.#byName().get(id)?.name;
  }

  /**
   * Where each heading is printed (in the order given), or undefined for one not found: where its text is
   * drawn, looked for near its destination when it has one. A heading whose text is not found near its
   * destination keeps the destination, moved by the offset the others share.
   */
  locateAll(headings: readonly LocatedHeading[]): Array<Place | undefined> {
    const destinations = headings.map((heading) => {
      const target = targetOf(heading);
      const named = target === undefined ? undefined : this.#byName().get(target);
      return named && placeOf(named.dest, this.#pageIndex);
    });
    const offset = this.#sampledOffset(headings, destinations);
    return offset ? this.#placeByOffset(headings, destinations, offset) : this.#measureEach(headings);
  }

  /**
   * The offset of three headings' destinations from their text (the first, a middle and the last with one),
   * when all three agree within 3 pt: Chromium's margins, the same on every page of most documents. Reading
   * every page's text to place each heading costs more than the conversion of a long book (2.4× on the
   * 400-page benchmark), so it is done only when the samples disagree.
   */
  #sampledOffset(
    headings: readonly OutlineHeading[],
    destinations: ReadonlyArray<Place | undefined>,
  ): Offset | undefined {
    const withDestination = destinations.flatMap((place, i) => (place ? [i] : []));
    if (withDestination.length < 3) return undefined;
    const picks = [0, withDestination.length >> 1, withDestination.length - 1].map(
      (k) => withDestination[k]!,
    );
    const offsets: Offset[] = [];
    for (const i of picks) {
      const destination = destinations[i]!;
      // A finder of its own: the samples must not move the document-order search on.
      const found = new TextFinder(this.file).near(headings[i]!.title, destination);
      if (!found || found.page !== destination.page) return undefined;
      offsets.push({
        dx: (destination.left ?? found.left) - found.left,
        dy: (destination.top ?? found.top) - found.top,
      });
    }
    const [first] = offsets;
    const agree = offsets.every((o) => Math.abs(o.dx - first!.dx) <= 3 && Math.abs(o.dy - first!.dy) <= 3);
    return agree ? first : undefined;
  }

  /** Each destination moved by the offset; a heading without one found by its text, from the one before. */
  #placeByOffset(
    headings: readonly OutlineHeading[],
    destinations: ReadonlyArray<Place | undefined>,
    offset: Offset,
  ): Array<Place | undefined> {
    this.offset = offset;
    return headings.map((heading, i): Place | undefined => {
      const destination = destinations[i];
      if (!destination) {
        const found = this.#finder.next(heading.title);
        return found && { page: found.page, left: found.left, top: found.top, by: 'text' };
      }
      this.#finder.moveTo(destination.page);
      return {
        ...destination,
        left: destination.left === null ? null : destination.left - offset.dx,
        top: destination.top === null ? null : destination.top - offset.dy,
      };
    });
  }

  /** Every heading placed where its text is drawn, near its destination when it has one. */
  #measureEach(headings: readonly LocatedHeading[]): Array<Place | undefined> {
    const offsets: Offset[] = [];
    const unmeasured: number[] = [];
    const places = headings.map((heading, i): Place | undefined => {
      const target = targetOf(heading);
      const named = target === undefined ? undefined : this.#byName().get(target);
      const destination = named ? placeOf(named.dest, this.#pageIndex) : undefined;
      if (!destination) {
        const found = this.#finder.next(heading.title);
        return found && { page: found.page, left: found.left, top: found.top, by: 'text' };
      }
      const found = this.#finder.near(heading.title, destination);
      if (!found) {
        unmeasured.push(i);
        return destination;
      }
      if (found.page === destination.page) {
        offsets.push({
          dx: (destination.left ?? found.left) - found.left,
          dy: (destination.top ?? found.top) - found.top,
        });
      }
      const place: Place = { page: found.page, left: found.left, top: found.top, by: 'destination' };
      this.measured.set(named!.name, place);
      return place;
    });
    this.offset = commonOffset(offsets);
    const { offset } = this;
    if (offset) {
      for (const i of unmeasured) {
        const place = places[i]!;
        places[i] = {
          ...place,
          left: place.left === null ? null : place.left - offset.dx,
          top: place.top === null ? null : place.top - offset.dy,
        };
      }
    }
    return places;
  }
}
