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
import type { HeldLink, HeldPage } from './copy';
import { destination } from './document';

/** A document as its links see it. */
export interface LinkedDocument {
  /** Its name: a `/`-separated path, relative to the others' (`guide/tables.pdf`). */
  name: string;
  /** Its file's absolute path, when known: what file: links and remote go-tos may name. */
  path?: string;
  pages: HeldPage[];
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

/** Makes the links of `documents` work in the book (see the header); what was done. */
export function relinkBook(
  documents: readonly LinkedDocument[],
  settings: LinkSettings,
): { counts: LinkCounts; missing: MissingSection[] } {
  const counts: LinkCounts = { jumps: 0, published: 0, unlinked: 0, scripts: 0 };
  const missing: MissingSection[] = [];
  const byName = new Map(documents.map((doc, i) => [normalizePath(doc.name), i]));
  const byPath = new Map(documents.flatMap((doc, i) => (doc.path ? [[doc.path, i] as const] : [])));
  const root = commonFolder(documents.map((doc) => doc.name));
  const publishedPath = settings.publishedPath ?? ((name: string) => name.replace(/\.pdf$/i, '.html'));
  const start = (index: number) => destination(documents[index]!.pages[0]!.ref);
  const jump = (link: HeldLink, dest: PdfValue[] | string) => {
    link.dict.entries.delete('A');
    link.dict.set('Dest', typeof dest === 'string' ? new PdfName(utf8Binary(dest)) : dest);
  };
  /** The destination for `id` in document `target`, else its start (reported when an id was asked for). */
  const inDocument = (target: number, id: string, written: string, from: number): PdfValue[] | string => {
    const names = documents[target]!.names;
    const renamed = id === '' ? undefined : (names.get(fragmentId(id)) ?? names.get(id));
    if (renamed) return renamed;
    if (id !== '') missing.push({ from, target, link: written, id: fragmentId(id) });
    return start(target);
  };
  documents.forEach((doc, index) => {
    const folder = folderOf(normalizePath(doc.name));
    const pageRefs = new Set(doc.pages.map((page) => page.ref.num));
    for (const page of doc.pages) {
      const removed = new Set<HeldLink>();
      for (const link of page.links) {
        const target = targetOf(link.dict);
        if (target.kind === 'name') {
          jump(link, inDocument(index, target.forms[0]!, target.written, index));
        } else if (target.kind === 'explicit') {
          const [first, ...view] = target.dest;
          const onPage = first instanceof PdfRef && pageRefs.has(first.num);
          jump(link, onPage ? destination(first, view) : start(index));
        } else if (target.kind === 'script') {
          counts.scripts++;
          removed.add(link);
        } else if (target.kind === 'file') {
          const file = target.absolute
            ? target.path
            : normalizePath(folder === '' ? target.path : `${folder}/${target.path}`);
          const found = target.absolute ? byPath.get(file) : byName.get(file);
          if (found !== undefined) {
            counts.jumps++;
            const opened = documents[found]!.pages[target.page ?? -1];
            jump(
              link,
              opened && target.fragment === ''
                ? destination(opened.ref)
                : inDocument(found, target.fragment, target.written, index),
            );
          } else if (settings.linkBase && !target.absolute) {
            counts.published++;
            const inBook =
              root === '' ? file : file.startsWith(`${root}/`) ? file.slice(root.length + 1) : `../${file}`;
            const [, suffix = ''] = /^[^?#]*(.*)$/s.exec(target.written) ?? [];
            const url = new URL(encodeURI(publishedPath(normalizePath(inBook))) + suffix, settings.linkBase);
            link.dict.set(
              'A',
              new PdfDict()
                .set('S', new PdfName('URI'))
                .set('URI', new PdfString(new TextEncoder().encode(url.href))),
            );
            link.dict.entries.delete('Dest');
          } else {
            counts.unlinked++;
            removed.add(link);
          }
        }
      }
      if (removed.size > 0) {
        page.links = page.links.filter((link) => !removed.has(link));
        const annots = page.dict.get('Annots');
        if (Array.isArray(annots)) {
          const gone = new Set([...removed].map((link) => link.ref.num));
          const kept = annots.filter((entry) => !(entry instanceof PdfRef && gone.has(entry.num)));
          if (kept.length > 0) page.dict.set('Annots', kept);
          else page.dict.entries.delete('Annots');
        }
      }
    }
  });
  return { counts, missing };
}
