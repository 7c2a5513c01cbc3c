// Merges PDFs into one book, the same way in every face (the Action's `merge`, the library's mergePdfs(), the n8n
// node's Merge PDFs): the documents in the order given, each a chapter with its bookmark (titles.ts, outline.ts)
// and its headings' bookmarks beneath, every bookmark at its heading's first line (document.ts), links that land
// (links.ts); in front, when asked, a cover and a contents page rendered through the service (the caller's
// `render`), numbered as front matter in roman numerals, the body from 1 (labels.ts); page numbers and running
// heads drawn last (stamps.ts); the document information holding only what was given (Title, Author, Subject)
// and the catalog the language and /DisplayDocTitle, so viewers show the title rather than the file name.
//
// Written with the core's own PDF reader and a writer of whole files (writer.ts), not @libpdf/core, which
// bundles to 2.3 MB and reaches for Node globals that n8n's rules refuse in a node. One document is read at a
// time (a document may be given as a function that reads it), and its pages, links and destinations are written
// before the next is read: what waits for the end is what depends on every document (the chapters' titles, the
// page count, links to a document not read yet), kept small (copyDocument). Memory holds the book, as the chunks
// it is written in, the document being read, and little else (bench/merge: its peak, against the book's size).
// The file identifier comes from what the book is made of, so the same documents merged alike give the same
// bytes, in any face.
import { createHash } from 'node:crypto';
import { DocConvertError, ValidationError, type ValidationIssue } from '../errors';
import { countBookmarks } from '../outline/build';
import { PdfFile } from '../pdf/document';
import { isName, PdfDict, PdfName, PdfRef, PdfString, utf8Binary, type PdfValue } from '../pdf/objects';
import { textString } from '../pdf/write';
import { contentsEntryOf, contentsHtml, type ContentsEntry } from './contents';
import { DocumentCopy, removeLinks, type HeldLink, type HeldPage } from './copy';
import { coverHtml } from './cover';
import { destination, DocumentReader, type Bookmark, type CopiedDocument } from './document';
import { pageLabel, pageLabels } from './labels';
import { BookLinks, type LinkCounts, type MissingSection } from './links';
import { chapterBookmark, writeOutline } from './outline';
import {
  stampResources,
  stampSlot,
  writeStamps,
  type Stamp,
  type StampResources,
  type StampSlot,
} from './stamps';
import {
  contentsDepthIssue,
  fillTemplate,
  langIssue,
  linkBaseIssue,
  MAX_CONTENTS_DEPTH,
  outlineDepthIssue,
  pageNumbersIssue,
  RUNNING_HEAD_SEPARATOR,
  runningHeadIssue,
} from './rules';
import { chapterTitles } from './titles';
import { winAnsiOnly } from './winansi';
import { PdfWriter } from './writer';

/** One document of the book. */
export interface BookDocument {
  /** The PDF's bytes, or a function that gives them when the merge reaches the document. */
  pdf: Uint8Array | (() => Promise<Uint8Array>);
  /**
   * Its file name or path, `/`-separated: how links between the documents name each other (a link to
   * `./tables.pdf#totals` in `guide/a.pdf` opens the document named `guide/tables.pdf`), and the prefix of its
   * destinations' names in the book (`guide/tables.pdf#totals`). Default: `document-<n>.pdf`.
   */
  name?: string;
  /** Its chapter's title. Default: the heading its first bookmark opens on its first page, else its Title. */
  title?: string;
  /** Its file's absolute path, when it has one: what file: links name. */
  path?: string;
  /** How the caller names it, in messages and as the last resort of a title (the file it was made from). */
  label?: string;
  /** What the HTML it was printed from says of its title: its first h1 and its <title>. */
  html?: { heading?: string; title?: string };
}

/** A cover: rendered from HTML, a PDF of one's own, or generated from the book's title and the rest. */
export type BookCover = true | { html: string } | { pdf: Uint8Array };

export interface BookOptions {
  /** The book's Title; default the first chapter's title. */
  title?: string;
  /** The document information's Author (and a generated cover's). */
  author?: string;
  /** The document information's Subject (and a generated cover's subtitle). */
  subject?: string;
  /** The book's language, the catalog's /Lang: a language tag (`en`, `de-CH`). */
  lang?: string;
  /**
   * How many levels the bookmarks keep: 1 the chapters alone, 2 and the headings beneath them… (up to 6).
   * Default: every level the documents' own bookmarks have. The contents page's depth is its own.
   */
  outlineDepth?: number;
  /** A contents page in front: true, or `{ depth }` (1: a line per chapter; 2: and the headings beneath…). */
  contents?: boolean | { depth?: number };
  /** A cover in front of the contents: true generates one (title, subject as its subtitle, author, date). */
  cover?: BookCover;
  /** The date a generated cover shows, as written (`June 2025`). */
  date?: string;
  /** Numbers every page but the cover: `{page} / {total}` (the front matter in roman numerals). */
  pageNumbers?: string;
  /** A running head on every page but the cover: `{chapter}`, or `{book} | {chapter}` (left | right). */
  runningHead?: string;
  /** Where pages that are not in the book are published, ending in `/`: links to them point there. */
  linkBase?: string;
  /** The published path of a page not in the book, from its name in the book's folder (default .pdf → .html). */
  publishedPath?: (name: string) => string;
  /** Renders HTML (the contents page, a cover) into a PDF through the service: needed for those. */
  render?: (html: string, part: 'contents' | 'cover') => Promise<Uint8Array>;
}

/** The merged book. */
export interface MergedBook {
  /** The file, as chunks in order (write them one after another). */
  chunks: readonly Uint8Array[];
  /** The file's length in bytes: the chunks' lengths summed. */
  byteLength: number;
  /** The file as one array (joined on first call). */
  bytes(): Uint8Array;
  /** Pages in all, the front matter's included. */
  pages: number;
  /** Pages of the cover in front (0 without one). */
  coverPages: number;
  /** Pages of the contents after the cover (0 without them). */
  contentsPages: number;
  /** Documents merged: those with at least one page. */
  documents: number;
  /** The indexes of the documents left out because they have no page. */
  skipped: number[];
  /** The chapters' titles, in order. */
  chapters: string[];
  /** The bookmarks of the outline in all: the chapters' and their headings'. */
  bookmarks: number;
  /** The book's Title. */
  title: string;
  /** What became of the documents' links. */
  links: LinkCounts;
  /** The links to a section their target document has no destination for. */
  missing: MissingSection[];
  /** Whether page numbers were drawn. */
  numbered: boolean;
  /** Whether running heads were drawn. */
  runningHeads: boolean;
  /** What the caller should be told: titles a running head cannot show whole. */
  warnings: string[];
}

/** The settings' issues, named as the settings are (`contents.depth`, `pageNumbers`). */
function settingsIssues(documents: readonly BookDocument[], options: BookOptions): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!Array.isArray(documents) || documents.length === 0) {
    issues.push({ path: 'documents', message: 'must be a list of at least one PDF' });
    return issues;
  }
  const names = new Set<string>();
  documents.forEach((doc, i) => {
    const pdf = (doc as Partial<BookDocument> | undefined)?.pdf;
    if (!(pdf instanceof Uint8Array) && typeof pdf !== 'function') {
      issues.push({
        path: `documents[${i}].pdf`,
        message: "must be the PDF's bytes (a Uint8Array or Buffer)",
      });
    }
    const name = doc?.name;
    if (name !== undefined && (typeof name !== 'string' || name.trim() === '')) {
      issues.push({ path: `documents[${i}].name`, message: 'must be a file name such as "chapter-1.pdf"' });
    } else if (name !== undefined && names.has(name)) {
      issues.push({
        path: `documents[${i}].name`,
        message: `is the name of another document (${JSON.stringify(name)})`,
      });
    }
    if (name !== undefined) names.add(name);
  });
  const depth = typeof options.contents === 'object' ? options.contents.depth : undefined;
  const checks: Array<[string, unknown, (value: never) => string | undefined]> = [
    ['contents.depth', depth, contentsDepthIssue],
    ['outlineDepth', options.outlineDepth, outlineDepthIssue],
    ['pageNumbers', options.pageNumbers, pageNumbersIssue],
    ['runningHead', options.runningHead, runningHeadIssue],
    ['lang', options.lang, langIssue],
    ['linkBase', options.linkBase, linkBaseIssue],
  ];
  for (const [path, value, issueOf] of checks) {
    if (value === undefined) continue;
    const message =
      typeof value === 'string' || path === 'contents.depth' || path === 'outlineDepth'
        ? issueOf(value as never)
        : `must be a string (got ${JSON.stringify(value)})`;
    if (message) issues.push({ path, message });
  }
  const cover = options.cover;
  if (
    cover !== undefined &&
    cover !== true &&
    !(
      typeof cover === 'object' &&
      cover !== null &&
      (typeof (cover as { html?: unknown }).html === 'string' ||
        (cover as { pdf?: unknown }).pdf instanceof Uint8Array)
    )
  ) {
    issues.push({ path: 'cover', message: 'must be true (generated), { html } or { pdf }' });
  }
  const rendered =
    Boolean(options.contents) || cover === true || (typeof cover === 'object' && 'html' in cover);
  if (rendered && typeof options.render !== 'function') {
    const what = options.contents ? 'contents' : 'cover';
    issues.push({
      path: 'render',
      message: `is needed for ${what === 'contents' ? 'a contents page' : 'a cover from HTML'}: the function that renders its HTML into a PDF (through the service)`,
    });
  }
  return issues;
}

/** `items` and their children down to `levels` levels in all. */
function keepLevels(items: readonly Bookmark[], levels: number): Bookmark[] {
  return items.map((item) => ({
    ...item,
    children: levels > 1 ? keepLevels(item.children, levels - 1) : [],
  }));
}

/** A name for the document at `index` when it has none. */
const defaultName = (index: number) => `document-${index + 1}.pdf`;

/** A front part (cover, contents) read from its PDF: its pages, copied. */
function copyFront(writer: PdfWriter, bytes: Uint8Array, part: 'cover' | 'contents'): HeldPage[] {
  let file: PdfFile;
  try {
    file = new PdfFile(bytes);
  } catch (error) {
    throw new DocConvertError(
      `The ${part === 'cover' ? 'cover' : 'contents page'} came back as a PDF that cannot be read: ${(error as Error).message}.`,
    );
  }
  const pages = new DocumentCopy(file, writer).pages();
  if (pages.length === 0)
    throw new DocConvertError(
      `The ${part === 'cover' ? 'cover' : 'contents page'} came back without a page.`,
    );
  return pages;
}

/** Takes out the links of `pages` that `keep` refuses. */
function keepLinks(pages: HeldPage[], keep: (link: HeldLink) => boolean): void {
  for (const page of pages) removeLinks(page, new Set(page.links.filter((link) => !keep(link))));
}

/** The URI a link opens, when it is a URI action. */
function uriOf(link: HeldLink): string | undefined {
  const action = link.dict.get('A');
  if (!(action instanceof PdfDict) || !isName(action.get('S'), 'URI')) return undefined;
  const uri = action.get('URI');
  return uri instanceof PdfString ? new TextDecoder().decode(uri.bytes) : undefined;
}

/** The contents' lines: each chapter, and its bookmarks beneath to `depth` levels in all, at their labels. */
function contentsEntries(
  chapters: readonly Bookmark[],
  depth: number,
  labelOf: (dest: PdfValue[]) => string,
): Array<ContentsEntry & { dest: PdfValue[] }> {
  const entries: Array<ContentsEntry & { dest: PdfValue[] }> = [];
  const add = (items: readonly Bookmark[], level: number) => {
    for (const item of items) {
      entries.push({ title: item.title, level, label: labelOf(item.dest), dest: item.dest });
      if (level + 1 < depth) add(item.children, level + 1);
    }
  };
  add(chapters, 0);
  return entries;
}

/** What the merge keeps of a document once its pages are written: what the book's end needs. */
type KeptDocument = Omit<CopiedDocument, 'pages' | 'destinations'> & {
  /** Its pages in the book. */
  pages: PdfRef[];
  /** Each page's place for its stamps, when the book has stamps. */
  slots: Array<StampSlot | undefined>;
};

/**
 * What a document is copied into: the book's writer, its links, its stamps' resources, its page tree, and its
 * named destinations (the first document's name wins).
 */
interface BookParts {
  writer: PdfWriter;
  links: BookLinks;
  resources: StampResources | undefined;
  tree: PdfRef;
  dests: PdfDict;
}

/**
 * Reads document `index` and writes its pages and links into the book; what the book's end needs of it, or
 * undefined when it has no page. A function of its own, so that nothing of the document read (its parsed file
 * is several times its size) stays reachable from the merge while it waits for the next document.
 */
function copyDocument(
  bytes: Uint8Array,
  index: number,
  name: string,
  label: string,
  { writer, links, resources, tree, dests }: BookParts,
): KeptDocument | undefined {
  let file: PdfFile;
  try {
    file = new PdfFile(bytes);
    if (file.pages().length === 0) return undefined;
  } catch (error) {
    throw new ValidationError([
      {
        path: `documents[${index}].pdf`,
        message: `is not a PDF that can be merged (${label}: ${(error as Error).message})`,
      },
    ]);
  }
  const { pages, destinations, ...copied } = new DocumentReader(file, writer).read(name);
  links.read(index, pages, copied.names);
  for (const [renamed, dest] of destinations) {
    const key = utf8Binary(renamed);
    if (!dests.entries.has(key)) dests.set(key, dest);
  }
  const slots = pages.map((page) => {
    const slot = resources ? stampSlot(writer, page.dict, resources) : undefined;
    writePage(writer, page, tree);
    return slot;
  });
  return { ...copied, pages: pages.map((page) => page.ref), slots };
}

/** Writes a page (in the page tree `tree`) and its links. */
function writePage(writer: PdfWriter, page: HeldPage, tree: PdfRef): void {
  page.dict.set('Parent', tree);
  for (const link of page.links) {
    link.dict.set('P', page.ref);
    writer.write(link.ref, link.dict);
  }
  writer.write(page.ref, page.dict);
}

/** Merges `documents` into one book (see the header). */
export async function mergeBook(
  documents: readonly BookDocument[],
  options: BookOptions = {},
): Promise<MergedBook> {
  const issues = settingsIssues(documents, options);
  if (issues.length > 0) throw new ValidationError(issues);
  const writer = new PdfWriter();
  const id = createHash('sha256');
  const { render } = options;
  const lang = options.lang;

  // Numbers for what every page names: the page tree, and the stamps' font and the `q` before each page's own.
  const treeRef = writer.allocate();
  const stamping = options.pageNumbers !== undefined || options.runningHead !== undefined;
  const resources = stamping ? stampResources(writer) : undefined;
  const dests = new PdfDict();
  const names = documents.map((doc, index) => doc.name ?? defaultName(index));
  const links = new BookLinks(
    documents.map((doc, index) => ({ name: names[index]!, path: doc.path })),
    { linkBase: options.linkBase, publishedPath: options.publishedPath },
  );

  // The documents, one at a time: read, copied, their pages and links written, let go. What is kept of each
  // is what the end needs: its pages' numbers and stamp slots, its destinations' names, its outline.
  const read: Array<{ index: number; doc: BookDocument; name: string; kept: KeptDocument }> = [];
  const skipped: number[] = [];
  for (const [index, doc] of documents.entries()) {
    const name = names[index]!;
    const label = doc.label ?? name;
    let bytes: Uint8Array;
    try {
      bytes = typeof doc.pdf === 'function' ? await doc.pdf() : doc.pdf;
    } catch (error) {
      throw new DocConvertError(
        `documents[${index}] (${label}) could not be read: ${(error as Error).message}`,
      );
    }
    id.update(createHash('sha256').update(bytes).digest());
    const kept = copyDocument(bytes, index, name, label, { writer, links, resources, tree: treeRef, dests });
    if (kept) read.push({ index, doc, name, kept });
    else skipped.push(index);
  }
  if (read.length === 0)
    throw new DocConvertError('None of the documents has a page: there is nothing to merge.');
  // The links to documents read after theirs, now that every document is in.
  for (const { link, page, dict } of links.finish()) {
    if (dict) dict.set('P', page);
    writer.write(link.ref, dict);
  }

  // Chapters: titled, each with its outline beneath.
  const titles = chapterTitles(
    read.map(({ doc, name, kept }) => ({
      given: doc.title,
      heading: doc.html?.heading,
      fromHtml: doc.html !== undefined,
      firstBookmark: kept.firstBookmark,
      pageTitle: doc.html?.title ?? kept.pdfTitle,
      name,
      label: doc.label,
    })),
  );
  const chapters = read.map(({ kept }, i) =>
    chapterBookmark(titles[i]!, destination(kept.pages[0]!), kept.outline),
  );
  const bookTitle = options.title?.trim() || titles[0]!;

  // Front matter: a cover, then the contents, numbered with the body's numbers (its length moves none).
  const body = read.flatMap(({ kept }) => kept.pages);
  const bodyIndex = new Map(body.map((ref, i) => [ref.num, i]));
  const labelOf = (dest: PdfValue[]) => {
    const target = dest[0] as PdfRef | undefined;
    return String((bodyIndex.get(target?.num ?? -1) ?? 0) + 1);
  };
  let cover: HeldPage[] = [];
  if (options.cover !== undefined) {
    const given = options.cover;
    const bytes =
      given !== true && 'pdf' in given
        ? given.pdf
        : await render!(
            given === true
              ? coverHtml(
                  { title: bookTitle, subtitle: options.subject, author: options.author, date: options.date },
                  lang,
                )
              : given.html,
            'cover',
          );
    id.update(createHash('sha256').update(bytes).digest());
    cover = copyFront(writer, bytes, 'cover');
    keepLinks(cover, (link) => /^(https?|mailto):/i.test(uriOf(link) ?? ''));
  }
  let contents: HeldPage[] = [];
  if (options.contents) {
    const depth =
      (typeof options.contents === 'object' ? options.contents.depth : undefined) ?? MAX_CONTENTS_DEPTH;
    const entries = contentsEntries(chapters, depth, labelOf);
    const bytes = await render!(contentsHtml(bookTitle, entries, lang), 'contents');
    id.update(createHash('sha256').update(bytes).digest());
    contents = copyFront(writer, bytes, 'contents');
    for (const page of contents) {
      for (const link of page.links) {
        const entry = entries[contentsEntryOf(uriOf(link)) ?? -1];
        if (!entry) continue;
        link.dict.entries.delete('A');
        link.dict.set('Dest', [...entry.dest]);
      }
    }
    keepLinks(
      contents,
      (link) => link.dict.get('Dest') !== undefined || /^(https?|mailto):/i.test(uriOf(link) ?? ''),
    );
  }

  // The page numbers and running heads (never on the cover), now that the titles and the count are known; the
  // front matter's pages written; the page tree.
  const front = cover.length + contents.length;
  const warnings: string[] = [];
  if (options.runningHead !== undefined) {
    for (const title of new Set([bookTitle, ...titles])) {
      if (
        winAnsiOnly(title) !== title &&
        options.runningHead.includes(title === bookTitle ? '{book}' : '{chapter}')
      ) {
        warnings.push(
          `The running head leaves out of ${JSON.stringify(title)} what Helvetica (a standard PDF font, Latin characters only) cannot draw.`,
        );
      }
    }
  }
  const total = String(body.length);
  /** The stamps of the book's page `index` (the cover's included in the count), in the chapter `chapter`. */
  const stampsOf = (index: number, chapter: string): Stamp[] => {
    const drawn: Stamp[] = [];
    if (options.pageNumbers !== undefined) {
      const text = fillTemplate(options.pageNumbers, { page: pageLabel(index, front), total });
      drawn.push({ text, edge: 'bottom', align: 'center' });
    }
    if (options.runningHead !== undefined) {
      const values = { book: bookTitle, chapter };
      const parts = options.runningHead
        .split(RUNNING_HEAD_SEPARATOR)
        .map((part) => fillTemplate(part, values).trim());
      if (parts.length === 1) drawn.push({ text: parts[0]!, edge: 'top', align: 'center' });
      else {
        drawn.push({ text: parts[0]!, edge: 'top', align: 'left' });
        drawn.push({ text: parts[1]!, edge: 'top', align: 'right' });
      }
    }
    return drawn.filter((stamp) => stamp.text !== '');
  };
  contents.forEach((page, i) => {
    if (resources)
      writeStamps(writer, stampSlot(writer, page.dict, resources), stampsOf(cover.length + i, 'Contents'));
  });
  for (const page of [...cover, ...contents]) writePage(writer, page, treeRef);
  let at = front;
  read.forEach(({ kept }, chapter) => {
    for (const slot of kept.slots) {
      if (slot) writeStamps(writer, slot, stampsOf(at, titles[chapter]!));
      at++;
    }
  });
  const pages = [...cover.map((page) => page.ref), ...contents.map((page) => page.ref), ...body];
  writer.write(
    treeRef,
    new PdfDict().set('Type', new PdfName('Pages')).set('Kids', pages).set('Count', pages.length),
  );

  // The catalog: the outline, the renamed destinations, the labels, the language, and the title shown.
  const catalog = new PdfDict().set('Type', new PdfName('Catalog')).set('Pages', treeRef);
  const bookmarks =
    options.outlineDepth === undefined ? chapters : keepLevels(chapters, options.outlineDepth);
  const outline = writeOutline(writer, bookmarks);
  if (outline) catalog.set('Outlines', outline).set('PageMode', new PdfName('UseOutlines'));
  if (dests.entries.size > 0) catalog.set('Dests', writer.add(dests));
  const labels = pageLabels(front);
  if (labels) catalog.set('PageLabels', labels);
  catalog.set('ViewerPreferences', new PdfDict().set('DisplayDocTitle', true));
  if (lang) catalog.set('Lang', textString(lang));
  const root = writer.add(catalog);
  const info = new PdfDict().set('Title', textString(bookTitle));
  if (options.author?.trim()) info.set('Author', textString(options.author.trim()));
  if (options.subject?.trim()) info.set('Subject', textString(options.subject.trim()));
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
      ...(options.outlineDepth === undefined ? {} : { outlineDepth: options.outlineDepth }),
      cover: options.cover === undefined ? null : options.cover === true ? 'generated' : 'given',
      date: options.date ?? null,
      pageNumbers: options.pageNumbers ?? null,
      runningHead: options.runningHead ?? null,
      linkBase: options.linkBase ?? null,
    }),
  );
  return {
    ...fileOf(writer.finish(root, infoRef, id.digest().subarray(0, 16))),
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
    numbered: options.pageNumbers !== undefined,
    runningHeads: options.runningHead !== undefined,
    warnings,
  };
}

/**
 * The file of the book from its chunks. A function of its own, so that bytes() holds the chunks alone, not
 * what the merge held while it ran (a closure keeps every variable its function's other closures share).
 */
function fileOf(chunks: Uint8Array[]): Pick<MergedBook, 'chunks' | 'byteLength' | 'bytes'> {
  const byteLength = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  let joined: Uint8Array | undefined;
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
    },
  };
}
