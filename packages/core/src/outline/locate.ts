// Where each heading is printed: at the named destination Chromium wrote for its id when there is one (the
// page and the top-left corner of the heading's box), else where its text is drawn, searched page after page
// from the heading before it (in document order, so a title that comes twice is found in its own place).
// The text of a page is read once, on first need, and kept small: the characters drawn, normalised for
// comparison, and where each one stands.
import type { Destination, PdfFile } from '../pdf/document';
import { isName, isNumber, PdfRef, type PdfValue } from '../pdf/objects';
import { drawnText } from '../pdf/text';
import type { OutlineHeading } from './html';

/** Where a bookmark opens: a page (index) and, when known, the left and top of the place on it. */
export interface Place {
  page: number;
  left: number | null;
  top: number | null;
  /** How it was found. */
  by: 'destination' | 'text';
}

/** Text as compared: compatibility forms folded (ligatures, full-width), lower case, no white space. */
function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u00ad\u200b-\u200d\u2060\ufeff]/g, '');
}

interface PageText {
  /** The page's characters in the order drawn, as searchKey() gives them. */
  key: string;
  /** For each character of `key`: the left of its glyph, and the top of its em box. */
  left: Float32Array;
  top: Float32Array;
}

function readPageText(file: PdfFile, index: number): PageText {
  let key = '';
  const left: number[] = [];
  const top: number[] = [];
  drawnText(file, file.pages()[index]!, ({ text, x, y, size }) => {
    const normalised = searchKey(text);
    for (let i = 0; i < normalised.length; i++) {
      left.push(x);
      top.push(y + size);
    }
    key += normalised;
  });
  return { key, left: Float32Array.from(left), top: Float32Array.from(top) };
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

export class HeadingLocator {
  readonly #texts = new Map<number, PageText>();
  readonly #pageIndex = new Map<string, number>();
  #destinations: Map<string, Destination> | undefined;
  /**
   * How far the PDF's destinations lie from what they point at (the same for all of them), once measured by
   * locateAll(); undefined when they were not measured, or not alike.
   */
  offset: { dx: number; dy: number } | undefined;
  /** After the last heading placed: its page, and the place in its text (or its top, for a destination). */
  #cursor: { page: number; index?: number; top?: number | null } = { page: 0, index: 0 };

  constructor(private readonly file: PdfFile) {
    file.pages().forEach((page, i) => this.#pageIndex.set(page.ref.key, i));
  }

  #text(page: number): PageText {
    let text = this.#texts.get(page);
    if (!text) this.#texts.set(page, (text = readPageText(this.file, page)));
    return text;
  }

  /** The named destinations by every form of their names (UTF-8, percent-decoded). */
  #byName(): Map<string, Destination> {
    if (this.#destinations) return this.#destinations;
    const byName = new Map<string, Destination>();
    for (const [name, dest] of this.file.namedDestinations()) {
      for (const form of nameForms(name)) if (!byName.has(form)) byName.set(form, dest);
    }
    return (this.#destinations = byName);
  }

  /** Whether the PDF has a named destination for `id`. */
  hasDestination(id: string): boolean {
    return this.#byName().has(id);
  }

  /** Where the cursor is in page `page`'s text: the index to search from. */
  #searchFrom(page: number, text: PageText): number {
    const cursor = this.#cursor;
    if (page !== cursor.page) return 0;
    if (cursor.index !== undefined) return cursor.index;
    if (cursor.top === null || cursor.top === undefined) return 0;
    // After a destination: from the first character drawn at or below its top.
    for (let i = 0; i < text.top.length; i++) if (text.top[i]! <= cursor.top + 1) return i;
    return text.key.length;
  }

  #byText(title: string): Place | undefined {
    const key = searchKey(title);
    if (key === '') return undefined;
    const pages = this.file.pages().length;
    for (let page = this.#cursor.page; page < pages; page++) {
      const text = this.#text(page);
      const at = text.key.indexOf(key, this.#searchFrom(page, text));
      if (at < 0) continue;
      this.#cursor = { page, index: at + key.length };
      return { page, left: text.left[at]!, top: text.top[at]!, by: 'text' };
    }
    return undefined;
  }

  /** Where the text `key` is drawn on `page` nearest below `place` (a destination's top-left), if it is. */
  #nearest(page: number, key: string, place: Place): { left: number; top: number } | undefined {
    const text = this.#text(page);
    let best: { left: number; top: number } | undefined;
    for (let at = text.key.indexOf(key); at >= 0; at = text.key.indexOf(key, at + 1)) {
      const top = text.top[at]!;
      const below = place.top === null ? 0 : place.top - top;
      // The destination is the top-left of the heading's box: at or above its text, never far below it.
      if (below < -3) continue;
      if (!best || below < (place.top ?? 0) - best.top) best = { left: text.left[at]!, top };
    }
    return best;
  }

  /**
   * How far Chromium's destinations are from their headings. Chromium writes them without the page's margins
   * (a heading's destination lies a top margin above it and a left margin to its left), so they are measured
   * against the text of up to three headings (the first, a middle and the last): the same offset from all
   * of them is the document's, taken off every destination; different offsets (margins that differ page to
   * page) have each destination placed at its heading's text. Nothing measured leaves them as written.
   */
  #calibrate(
    located: Array<{ heading: OutlineHeading; place: Place }>,
  ): (entry: { heading: OutlineHeading; place: Place }) => Place {
    const samples = [...new Set([0, located.length >> 1, located.length - 1])]
      .filter((i) => i >= 0 && i < located.length)
      .map((i) => located[i]!);
    const offsets: Array<{ dx: number; dy: number }> = [];
    for (const { heading, place } of samples) {
      const text = this.#nearest(place.page, searchKey(heading.title), place);
      if (text)
        offsets.push({ dx: (place.left ?? text.left) - text.left, dy: (place.top ?? text.top) - text.top });
    }
    if (offsets.length === 0) return ({ place }) => place;
    const [first] = offsets;
    const agree = offsets.every((o) => Math.abs(o.dx - first!.dx) <= 3 && Math.abs(o.dy - first!.dy) <= 3);
    if (agree) {
      const { dx, dy } = first!;
      this.offset = { dx, dy };
      return ({ place }) => ({
        ...place,
        left: place.left === null ? null : place.left - dx,
        top: place.top === null ? null : place.top - dy,
      });
    }
    return ({ heading, place }) => {
      const text = this.#nearest(place.page, searchKey(heading.title), place);
      return text ? { ...place, ...text } : place;
    };
  }

  /** Where each heading is printed (in the order given), or undefined for one not found. */
  locateAll(headings: readonly OutlineHeading[]): Array<Place | undefined> {
    const byDestination = headings.map((heading) => {
      const dest = heading.id === undefined ? undefined : this.#byName().get(heading.id);
      return dest ? placeOf(dest, this.#pageIndex) : undefined;
    });
    const located = headings.flatMap((heading, i) => {
      const place = byDestination[i];
      return place ? [{ heading, place }] : [];
    });
    const adjust = this.#calibrate(located);
    return headings.map((heading, i) => {
      const destination = byDestination[i];
      if (destination) {
        const place = adjust({ heading, place: destination });
        this.#cursor = { page: place.page, top: place.top };
        return place;
      }
      return this.#byText(heading.title);
    });
  }
}
