// The links of a book's documents, made to work in the one file: a link inside a document opens its own renamed
// destination (or the page an explicit one names); a link to another document of the book (a relative URI such
// as `./tables.pdf#totals`, as the Action writes links between pages; a file: URI; a remote go-to) opens that
// document's destination for the fragment, or the page where it starts; a link to a page that is not in the
// book points at its published address when a link base is given (`https://example.org/docs/` + its path in the
// book's folder, its .pdf made .html), else becomes plain text, since the file it named is not beside the book
// wherever the book is read; a `javascript:` link is taken out. Links elsewhere (https:, mailto:) stay. What was
// done is counted, and a fragment a document has no destination for is reported.
import {
  isDict,
  isName,
  PdfDict,
  PdfName,
  PdfRef,
  PdfString,
  binaryString,
  utf8Binary,
  type PdfValue,
} from '../pdf/objects';
import { nameForms } from '../outline/locate';
import { removeLinks, type HeldLink, type HeldPage } from './copy';
import { destination } from './document';

/** A document of the book as its links name it, known before any is read. */
export interface LinkedName {
  /** Its name: a `/`-separated path, relative to the others' (`guide/tables.pdf`). */
  name: string;
  /** Its file's absolute path, when known: what file: links and remote go-tos may name. */
  path?: string;
}

/** A document once read: its pages in the book, and its destinations' names. */
interface ReadDocument {
  pages: readonly PdfRef[];
  /** Its destinations' names (each form) → their renamed names in the book. */
  names: Map<string, string>;
}

/** A link to a section that its document has no destination for. */
export interface MissingSection {
  /** The document the link is in (its index among the book's documents). */
  from: number;
  /** The document it opens (its index among the book's documents). */
  target: number;
  /** The link as written (`tables.pdf#totals`, `#intro`). */
  link: string;
  /** The id it names, which `target` has no destination for. */
  id: string;
}

/** What was done with the links of the book's documents. */
export interface LinkCounts {
  /** Links between documents, made jumps inside the book. */
  jumps: number;
  /** Links to pages not in the book, pointed at their published address (`linkBase`). */
  published: number;
  /** Links to pages not in the book, made plain text (no `linkBase`). */
  unlinked: number;
  /** `javascript:` links, taken out. */
  scripts: number;
}

export interface LinkSettings {
  /** The address the book's pages are published under, ending in `/`. */
  linkBase?: string;
  /** The published path of a page not in the book, from its name in the book's folder (default: .pdf → .html). */
  publishedPath?: (name: string) => string;
}

/** A `/`-separated path with `.` and `..` resolved (a leading `..` kept). */
function normalizePath(file: string): string {
  const parts: string[] = [];
  for (const part of file.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else parts.push(part);
  }
  return `${file.startsWith('/') ? '/' : ''}${parts.join('/')}`;
}

const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

/** The folder every name is in: the book's own folder, where its pages' published paths start. */
function commonFolder(names: readonly string[]): string {
  const folders = names.map((name) => folderOf(normalizePath(name)).split('/').filter(Boolean));
  const common: string[] = [];
  for (let i = 0; folders.every((parts) => i < parts.length && parts[i] === folders[0]![i]); i++) {
    common.push(folders[0]![i]!);
  }
  return common.join('/');
}

/** A fragment as the id it names: `caf%C3%A9` → `café`. */
function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** What a link does, read from its /Dest or /A. */
type Target =
  | { kind: 'name'; forms: string[]; written: string }
  | { kind: 'explicit'; dest: PdfValue[] }
  | { kind: 'file'; path: string; fragment: string; written: string; absolute: boolean; page?: number }
  | { kind: 'script' }
  | { kind: 'other' };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** The text of a string or name. */
function textOf(value: PdfValue | undefined): string | undefined {
  if (value instanceof PdfString) return new TextDecoder().decode(value.bytes);
  if (value instanceof PdfName) return nameForms(value.name)[0];
  return undefined;
}

/** The forms of a destination name (a name or a string), or undefined when `value` is none. */
function formsOf(value: PdfValue | undefined): string[] | undefined {
  if (value instanceof PdfName) return nameForms(value.name);
  if (value instanceof PdfString) return nameForms(binaryString(value.bytes));
  return undefined;
}

/** The file a file specification names (§7.11: a string, or a dictionary's /UF or /F). */
function fileOf(spec: PdfValue | undefined): string | undefined {
  if (isDict(spec)) return textOf(spec.get('UF')) ?? textOf(spec.get('F'));
  return textOf(spec);
}

function targetOf(link: PdfDict): Target {
  const dest = link.get('Dest');
  if (dest !== undefined && dest !== null) {
    const forms = formsOf(dest);
    if (forms) return { kind: 'name', forms, written: `#${forms[0]}` };
    if (Array.isArray(dest)) return { kind: 'explicit', dest };
  }
  const action = link.get('A');
  if (!isDict(action)) return { kind: 'other' };
  const type = action.get('S');
  if (isName(type, 'GoTo')) {
    const d = action.get('D');
    const forms = formsOf(d);
    if (forms) return { kind: 'name', forms, written: `#${forms[0]}` };
    if (Array.isArray(d)) return { kind: 'explicit', dest: d };
    return { kind: 'other' };
  }
  if (isName(type, 'JavaScript')) return { kind: 'script' };
  if (isName(type, 'GoToR')) {
    const file = fileOf(action.get('F'));
    if (file === undefined || SCHEME.test(file)) return { kind: 'other' };
    const d = action.get('D');
    const page = Array.isArray(d) && typeof d[0] === 'number' ? d[0] : undefined;
    const fragment = formsOf(d)?.[0] ?? '';
    const written = fragment ? `${file}#${fragment}` : file;
    return { kind: 'file', path: file, fragment, written, absolute: file.startsWith('/'), page };
  }
  if (!isName(type, 'URI')) return { kind: 'other' };
  const uriValue = action.get('URI');
  const uri = uriValue instanceof PdfString ? binaryString(uriValue.bytes).trim() : '';
  if (/^javascript:/i.test(uri)) return { kind: 'script' };
  if (/^file:/i.test(uri)) {
    try {
      const url = new URL(uri);
      return {
        kind: 'file',
        path: decodeURIComponent(url.pathname),
        fragment: url.hash.slice(1),
        written: uri,
        absolute: true,
      };
    } catch {
      return { kind: 'other' };
    }
  }
  if (uri === '' || SCHEME.test(uri) || uri.startsWith('//')) return { kind: 'other' };
  if (uri.startsWith('#')) {
    const id = fragmentId(uri.slice(1));
    return { kind: 'name', forms: [...new Set([uri.slice(1), id])], written: uri };
  }
  const [, written = '', hash = ''] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/s.exec(uri) ?? [];
  let path = written;
  try {
    path = decodeURIComponent(written);
  } catch {
    // A stray % is a literal character of a file name.
  }
  return { kind: 'file', path, fragment: hash, written: uri, absolute: false };
}

/** A link to another document of the book (a file link whose file is one of the book's documents), resolved. */
interface InBook {
  /** The document it is in, and the one it opens (indexes of the documents given). */
  from: number;
  target: number;
  fragment: string;
  written: string;
  /** The page a remote go-to names, by its index. */
  page?: number;
  /** Its place among the book's links, so that what is reported keeps the documents' order. */
  order: number;
}

/** A link to a document read after the one it is in: made to land once that one is read. */
interface Deferred extends InBook {
  link: HeldLink;
  /** The page it is on, in the book. */
  on: PdfRef;
  /** The file it names, as resolved, and whether by its absolute path: for when the target has no page. */
  file: string;
  absolute: boolean;
}

/**
 * Makes the links of the book's documents work in the book (see the header), one document at a time as the
 * merge reads them, so that a document's pages and links can be written before the next is read. A link to a
 * document not read yet is held back (without its page) until that one is; every other link is settled at once.
 */
export class BookLinks {
  readonly counts: LinkCounts = { jumps: 0, published: 0, unlinked: 0, scripts: 0 };
  readonly #missing: Array<MissingSection & { order: number }> = [];
  readonly #read: Array<ReadDocument | undefined> = [];
  readonly #deferred: Deferred[] = [];
  readonly #byName: Map<string, number>;
  readonly #byPath: Map<string, number>;
  readonly #root: string;
  readonly #publishedPath: (name: string) => string;
  #order = 0;

  /** `documents`: every document given for the book, in order, whether it turns out to have pages or not. */
  constructor(
    private readonly documents: readonly LinkedName[],
    private readonly settings: LinkSettings,
  ) {
    this.#byName = new Map(documents.map((doc, i) => [normalizePath(doc.name), i]));
    this.#byPath = new Map(documents.flatMap((doc, i) => (doc.path ? [[doc.path, i] as const] : [])));
    this.#root = commonFolder(documents.map((doc) => doc.name));
    this.#publishedPath = settings.publishedPath ?? ((name) => name.replace(/\.pdf$/i, '.html'));
  }

  /** The links to a section their target document has no destination for, in the documents' order. */
  get missing(): MissingSection[] {
    return [...this.#missing].sort((a, b) => a.order - b.order).map(({ order: _, ...link }) => link);
  }

  #start(index: number): PdfValue[] {
    return destination(this.#read[index]!.pages[0]!);
  }

  #jump(link: HeldLink, dest: PdfValue[] | string): void {
    link.dict.entries.delete('A');
    link.dict.set('Dest', typeof dest === 'string' ? new PdfName(utf8Binary(dest)) : dest);
  }

  /** The destination for `id` in document `target`, else its start (reported when an id was asked for). */
  #inDocument(target: number, id: string, written: string, from: number, order: number): PdfValue[] | string {
    const names = this.#read[target]!.names;
    const renamed = id === '' ? undefined : (names.get(fragmentId(id)) ?? names.get(id));
    if (renamed) return renamed;
    if (id !== '') this.#missing.push({ from, target, link: written, id: fragmentId(id), order });
    return this.#start(target);
  }

  /** A link to a document of the book, made a jump to its section (or the page a remote go-to names). */
  #jumpInBook(link: HeldLink, to: InBook): void {
    this.counts.jumps++;
    const opened = this.#read[to.target]!.pages[to.page ?? -1];
    this.#jump(
      link,
      opened && to.fragment === ''
        ? destination(opened)
        : this.#inDocument(to.target, to.fragment, to.written, to.from, to.order),
    );
  }

  /** A link to a page not in the book: pointed at its published address (true), or to be taken out (false). */
  #outOfBook(link: HeldLink, file: string, written: string, absolute: boolean): boolean {
    if (!this.settings.linkBase || absolute) {
      this.counts.unlinked++;
      return false;
    }
    this.counts.published++;
    const root = this.#root;
    const inBook =
      root === '' ? file : file.startsWith(`${root}/`) ? file.slice(root.length + 1) : `../${file}`;
    const [, suffix = ''] = /^[^?#]*(.*)$/s.exec(written) ?? [];
    const url = new URL(
      encodeURI(this.#publishedPath(normalizePath(inBook))) + suffix,
      this.settings.linkBase,
    );
    link.dict.set(
      'A',
      new PdfDict()
        .set('S', new PdfName('URI'))
        .set('URI', new PdfString(new TextEncoder().encode(url.href))),
    );
    link.dict.entries.delete('Dest');
    return true;
  }

  /**
   * Settles the links of document `index`, read now (a document without a page is never read: not in the
   * book): each page's links made to land, taken out of the page (its /Annots too) when they go, and held back
   * when they open a document not read yet. What is left on `pages[i].links` can be written with the page.
   */
  read(index: number, pages: readonly HeldPage[], names: Map<string, string>): void {
    this.#read[index] = { pages: pages.map((page) => page.ref), names };
    const folder = folderOf(normalizePath(this.documents[index]!.name));
    const pageRefs = new Set(pages.map((page) => page.ref.num));
    for (const page of pages) {
      const gone = new Set<HeldLink>();
      const held = new Set<HeldLink>();
      for (const link of page.links) {
        const order = this.#order++;
        const target = targetOf(link.dict);
        if (target.kind === 'name') {
          this.#jump(link, this.#inDocument(index, target.forms[0]!, target.written, index, order));
        } else if (target.kind === 'explicit') {
          const [first, ...view] = target.dest;
          const onPage = first instanceof PdfRef && pageRefs.has(first.num);
          this.#jump(link, onPage ? destination(first, view) : this.#start(index));
        } else if (target.kind === 'script') {
          this.counts.scripts++;
          gone.add(link);
        } else if (target.kind === 'file') {
          const file = target.absolute
            ? target.path
            : normalizePath(folder === '' ? target.path : `${folder}/${target.path}`);
          const found = target.absolute ? this.#byPath.get(file) : this.#byName.get(file);
          const { fragment, written, absolute, page: targetPage } = target;
          if (found === undefined || (found < index && !this.#read[found])) {
            if (!this.#outOfBook(link, file, written, absolute)) gone.add(link);
            continue;
          }
          const to: InBook = { from: index, target: found, fragment, written, page: targetPage, order };
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
  finish(): Array<{ link: HeldLink; page: PdfRef; dict: PdfDict | null }> {
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
}
