// Copies one PDF's pages into the book being written: every object a page reaches (its content, resources,
// fonts, images, annotations) is written under a new number, once per document however many pages share it;
// streams go as they were stored. The pages themselves, and their link annotations, are handed back as
// dictionaries, since what they hold changes before they are written: their links are made to land (links.ts),
// and room is made for the page numbers and running heads drawn last (stamps.ts).
// A page gets what it inherited from its page tree (resources, boxes, rotation) written into it, and its
// resources (and their fonts) as dictionaries of its own, so that a font can be added for the stamps. What
// belongs to the document as a whole is left behind: its page tree, catalog, outline, structure tree (the
// pages' /StructParents go with it) and article threads.
import type { PdfFile, PdfPage } from '../pdf/document';
import { isDict, isName, PdfDict, PdfName, PdfRef, PdfStream, type PdfValue } from '../pdf/objects';
import type { PdfWriter } from './writer';

/** What a page inherits from the page tree when it does not say it itself (§7.7.3.4). */
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;
/** Keys that tie an object to the source's structure tree, which the book does not carry. */
const LEFT_BEHIND = new Set(['StructParents', 'StructParent']);
/** A page's keys that belong to its document as a whole: its place in the page tree, article beads. */
const PAGE_LEFT_BEHIND = new Set<string>(['Parent', 'B', 'PieceInfo', 'Annots', ...INHERITED]);

/** A link annotation held back until the links are made to land. */
export interface HeldLink {
  ref: PdfRef;
  dict: PdfDict;
  /** The page it is on, as an index of the document's pages. */
  page: number;
}

/** A page copied, not yet written: written once its links have their final form and room for its stamps. */
export interface HeldPage {
  ref: PdfRef;
  dict: PdfDict;
  /** Its link annotations, in the order of its /Annots. */
  links: HeldLink[];
}

/** Takes `gone` off `page`: out of its links, and out of its /Annots (which it leaves out when none is left). */
export function removeLinks(page: HeldPage, gone: ReadonlySet<HeldLink>): void {
  if (gone.size === 0) return;
  page.links = page.links.filter((link) => !gone.has(link));
  const annots = page.dict.get('Annots');
  if (!Array.isArray(annots)) return;
  const refs = new Set([...gone].map((link) => link.ref.num));
  const left = annots.filter((entry) => !(entry instanceof PdfRef && refs.has(entry.num)));
  if (left.length > 0) page.dict.set('Annots', left);
  else page.dict.entries.delete('Annots');
}

/** `value` when it is, or refers to, a dictionary with /Type `type`. */
function isOfType(file: PdfFile, value: PdfValue | undefined, type: string): boolean {
  const dict = file.dict(value);
  return dict !== undefined && isName(dict.get('Type'), type);
}

export class DocumentCopy {
  /** Source object number → its number in the book. */
  readonly #numbers = new Map<number, PdfRef>();
  readonly #queue: number[] = [];
  /** The document's pages in the book, by their source object numbers. */
  readonly #pages = new Map<number, PdfRef>();

  constructor(
    private readonly file: PdfFile,
    private readonly writer: PdfWriter,
  ) {
    for (const page of file.pages()) this.#pages.set(page.ref.num, writer.allocate());
  }

  /** The book's reference for the document's page `ref`, or undefined when it is none of its pages. */
  pageRef(ref: PdfValue | undefined): PdfRef | undefined {
    return ref instanceof PdfRef ? this.#pages.get(ref.num) : undefined;
  }

  /** The book's reference for source object `ref`, which will be written (pages excepted: see pageRef). */
  #ref(ref: PdfRef): PdfValue {
    const page = this.#pages.get(ref.num);
    if (page) return page;
    // A page outside the page tree, or a node of the tree: never copied, since it would bring the tree.
    if (isOfType(this.file, ref, 'Page') || isOfType(this.file, ref, 'Pages')) return null;
    let mapped = this.#numbers.get(ref.num);
    if (!mapped) {
      mapped = this.writer.allocate();
      this.#numbers.set(ref.num, mapped);
      this.#queue.push(ref.num);
    }
    return mapped;
  }

  /** `value` as the book holds it: references renumbered (their objects queued), containers copied. */
  value(value: PdfValue | undefined): PdfValue {
    if (value === undefined) return null;
    if (value instanceof PdfRef) return this.#ref(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (value instanceof PdfStream) {
      const dict = this.#dict(value.dict);
      dict.entries.delete('Length');
      return new PdfStream(dict, value.raw);
    }
    if (isDict(value)) return this.#dict(value);
    return value;
  }

  #dict(dict: PdfDict): PdfDict {
    const copy = new PdfDict();
    for (const [key, entry] of dict.entries) {
      // A stream's /Length may be a reference; the writer sets it from the bytes.
      if (LEFT_BEHIND.has(key) || key === 'Length') continue;
      copy.set(key, this.value(entry));
    }
    return copy;
  }

  /** Writes every object queued so far (and those they reach). */
  flush(): void {
    for (let num = this.#queue.shift(); num !== undefined; num = this.#queue.shift()) {
      const value = this.file.object(num);
      this.writer.write(this.#numbers.get(num)!, value === undefined ? null : this.value(value));
    }
  }

  /** `key` of the page, its own or the nearest ancestor's. */
  #inherited(page: PdfPage, key: string): PdfValue | undefined {
    let node: PdfDict | undefined = page.dict;
    for (let hops = 0; node && hops < 64; hops++) {
      const value = node.get(key);
      if (value !== undefined) return value;
      node = this.file.dict(node.get('Parent'));
    }
    return undefined;
  }

  /** A dictionary the page owns: `value` resolved and copied (its entries renumbered). */
  #ownDict(value: PdfValue | undefined): PdfDict {
    const dict = this.file.dict(value);
    return dict ? this.#dict(dict) : new PdfDict();
  }

  /**
   * The document's pages, copied: each page's dictionary held (its inherited entries written into it, its
   * resources and fonts its own), its link annotations held, everything else written.
   */
  pages(): HeldPage[] {
    const held = this.file.pages().map((page, index): HeldPage => {
      const dict = new PdfDict();
      for (const [key, entry] of page.dict.entries) {
        if (!LEFT_BEHIND.has(key) && !PAGE_LEFT_BEHIND.has(key)) dict.set(key, this.value(entry));
      }
      dict.set('Type', new PdfName('Page'));
      for (const key of INHERITED) {
        const value = key === 'Resources' ? undefined : this.#inherited(page, key);
        if (value !== undefined) dict.set(key, this.value(this.file.resolve(value) ?? null));
      }
      const resources = this.#ownDict(page.resources);
      resources.set('Font', this.#ownDict(this.file.resolve(page.resources?.get('Font'))));
      dict.set('Resources', resources);
      const links: HeldLink[] = [];
      const annots = this.file.resolve(page.dict.get('Annots'));
      if (Array.isArray(annots)) {
        const refs: PdfValue[] = [];
        for (const entry of annots) {
          const annot = this.file.dict(entry);
          if (annot && isName(annot.get('Subtype'), 'Link')) {
            const ref = this.writer.allocate();
            links.push({ ref, dict: this.#link(annot), page: index });
            refs.push(ref);
          } else if (annot) refs.push(this.value(entry));
        }
        if (refs.length > 0) dict.set('Annots', refs);
      }
      return { ref: this.#pages.get(page.ref.num)!, dict, links };
    });
    this.flush();
    return held;
  }

  /** A link annotation's dictionary, its destination and action resolved into it (the merge rewrites them). */
  #link(annot: PdfDict): PdfDict {
    const dict = new PdfDict();
    for (const [key, entry] of annot.entries) {
      if (LEFT_BEHIND.has(key)) continue;
      if (key === 'Dest' || key === 'A') {
        const resolved = this.file.resolve(entry);
        dict.set(key, resolved === undefined ? null : this.#direct(resolved));
      } else if (key === 'P') continue;
      else dict.set(key, this.value(entry));
    }
    return dict;
  }

  /**
   * `value` copied with its references to the document's pages kept as page references and every other
   * reference followed into it, to a few levels: an action or a destination written in place.
   */
  #direct(value: PdfValue, depth = 0): PdfValue {
    if (value instanceof PdfRef) {
      const page = this.pageRef(value);
      if (page) return page;
      const resolved = this.file.resolve(value);
      return depth < 4 && resolved !== undefined && !(resolved instanceof PdfStream)
        ? this.#direct(resolved, depth + 1)
        : this.value(value);
    }
    if (Array.isArray(value)) return value.map((item) => this.#direct(item, depth + 1));
    if (isDict(value)) {
      const copy = new PdfDict();
      for (const [key, entry] of value.entries) {
        // A chain of actions (/Next) is left behind: the merge rewrites the link's own action.
        if (key !== 'Next') copy.set(key, this.#direct(entry, depth + 1));
      }
      return copy;
    }
    return value;
  }
}
