// The `merge` input: after converting, one PDF of all this job's documents in source order (the sorted
// workspace paths, or the order of the data files). Its outline has one bookmark per document at the page
// where it starts, titled by its HTML <title>, else the PDF's own title (Chromium prints <title> there, which
// keeps titles for PDFs converted by earlier jobs of a matrix), else its path; a document with bookmarks of its
// own (the `outline` input) holds them beneath its bookmark, each still opening its heading.
//
// Links land where they pointed (merge-links.ts): each document's named destinations are kept, renamed
// `<its output path>#<name>` so that two documents' `#intro` never collide, and a link inside a document opens
// its own renamed destination; a link to another merged document's file (`./tables.pdf#totals`, a relative
// URI, as links between pages are written, pdf-links.ts; or a file: URI, or a remote go-to) opens that
// document's destination for the fragment, or the page where it starts without one (or, with a warning, for
// a fragment it does not have); a relative link to a document not merged here is rebased on the merged PDF's
// folder. Done locally with @libpdf/core (loaded only here, a chunk of its own in the bundle), which reads
// each part's destinations and outline too. Written atomically like every output.
//
// A book (issue 28): the merged PDF's Title is `merge-title`, else the first document's title (the one its
// bookmark shows), and the Info dictionary holds nothing else (blank-book.ts: no author, creator, producer or
// dates the user did not give); with `merge-toc` a contents page goes in front (merge-contents.ts), its lines
// titled as the bookmarks are; with `merge-page-numbers` every page, the contents' included, gets its number
// (page-numbers.ts), last, so that the numbers count every page of the book.
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PDF, PdfRef as LibRef } from '@libpdf/core';
import { countBookmarks } from '@doc-convert/core/outline';
import { outlineDepth } from '@doc-convert/core';
import { blankBook, bookId } from './blank-book';
import { prepareOutputFolder } from '../inputs/confine';
import { displayPath, formatBytes, plural } from '../report/format';
import type { LinkTargets } from '../inline/link-targets';
import { insertContents, type RenderContents } from './merge-contents';
import { partOf, relinkMerged, type LibPdf, type MergedBookmark, type MergedPart } from './merge-links';
import { stampPageNumbers } from './page-numbers';
import type { MergedPdf } from '../report/report';
import { htmlTitle } from '@doc-convert/core/html';
import type { ActionInputs, ConversionJob } from '../types';
import { writeBytes } from '../convert/write-bytes';

/** The bookmark title of one document: its HTML <title>, the PDF's title, or its path. */
async function titleOf(job: ConversionJob, pdf: PDF): Promise<string> {
  if (job.file && !job.template && !job.given) {
    const title = htmlTitle(await readFile(job.file, 'utf8').catch(() => ''));
    if (title) return title;
  }
  return pdf.getTitle()?.trim() || job.label;
}

/**
 * The outline: one bookmark per document at its first page, its own bookmarks beneath it. A document's
 * bookmark with children is closed (a negative /Count), so the book opens on its table of contents; its
 * headings' bookmarks are open, as in the document alone.
 */
function addOutline(lib: LibPdf, pdf: PDF, documents: MergedBookmark[]): void {
  if (documents.length === 0) return;
  const root = lib.PdfDict.of({ Type: lib.PdfName.of('Outlines') });
  const rootRef = pdf.register(root);
  const add = (
    items: MergedBookmark[],
    parentRef: LibRef,
    parent: InstanceType<LibPdf['PdfDict']>,
    top: boolean,
  ) => {
    const dicts = items.map((item) =>
      lib.PdfDict.of({ Title: lib.PdfString.fromString(item.title), Parent: parentRef, Dest: item.dest }),
    );
    const refs = dicts.map((dict) => pdf.register(dict));
    dicts.forEach((dict, i) => {
      if (i > 0) dict.set('Prev', refs[i - 1]!);
      if (i < dicts.length - 1) dict.set('Next', refs[i + 1]!);
      const children = items[i]!.children;
      if (children.length === 0) return;
      const count = countBookmarks(children);
      dict.set('Count', lib.PdfNumber.of(top ? -count : count));
      add(children, refs[i]!, dict, false);
    });
    parent.set('First', refs[0]!);
    parent.set('Last', refs.at(-1)!);
  };
  add(documents, rootRef, root, true);
  // Open: the documents' bookmarks, their own closed beneath them.
  root.set('Count', lib.PdfNumber.of(documents.length));
  const catalog = pdf.getCatalog();
  catalog.set('Outlines', rootRef);
  // Viewers open with the bookmarks shown: the table of contents readers asked for.
  catalog.set('PageMode', lib.PdfName.of('UseOutlines'));
}

export interface MergeSettings {
  /** Where missing sections are warned about once per run (link-targets.ts). */
  sections?: LinkTargets;
  /** With `merge-toc`: renders the contents page's HTML (contents-render.ts). */
  contents?: RenderContents;
}

/** The book's settings, as the file identifier records them: the same parts merged alike give the same bytes. */
type BookInputs = Pick<ActionInputs, 'workspace' | 'outputDir'> &
  Partial<Pick<ActionInputs, 'outline' | 'mergeTitle' | 'mergePageNumbers'>>;

/** Merges the PDFs of `parts` (in that order) into `file`; returns what was written. */
export async function mergePdfs(
  parts: readonly ConversionJob[],
  file: string,
  inputs: BookInputs,
  { sections, contents }: MergeSettings = {},
): Promise<MergedPdf> {
  if (parts.length === 0) throw new Error('no PDF was written, so there is nothing to merge');
  const lib = await import('@libpdf/core');
  // Headings in the contents: as deep as the bookmarks go, none without `outline`.
  const depth = outlineDepth(inputs.outline) ?? 0;
  const { mergeTitle: title, mergePageNumbers: numbers } = inputs;
  const settings = { title, contents: contents !== undefined, depth, numbers, file: path.basename(file) };
  const ingredients = parts.map((part) => part.output);
  const merged = await blankBook(lib, await bookId(ingredients, settings));
  const documents: MergedPart[] = [];
  for (const part of parts) {
    const bytes = await readFile(part.output);
    const pdf = await lib.PDF.load(bytes);
    if (pdf.getPageCount() === 0) continue;
    const title = await titleOf(part, pdf);
    documents.push(await partOf(lib, merged, part, pdf, title, path.dirname(file)));
  }
  const jumps = relinkMerged(lib, merged, documents, file, { workspace: inputs.workspace, sections });
  addOutline(
    lib,
    merged,
    documents.map((document) => document.bookmark),
  );
  // The book's title: given, or the first document's, as its bookmark and the contents show it.
  const bookTitle = title ?? documents[0]?.bookmark.title ?? path.basename(file).replace(/\.pdf$/i, '');
  merged.setTitle(bookTitle);
  const inserted =
    contents && documents.length > 0
      ? await insertContents(lib, merged, documents, bookTitle, depth, contents)
      : undefined;
  const numbered = numbers === undefined ? 0 : stampPageNumbers(lib, merged, numbers);
  const bytes = await merged.save();
  await prepareOutputFolder(inputs.outputDir, file);
  await writeBytes(file, bytes);
  const pages = merged.getPageCount();
  const bookmarks = countBookmarks(documents.map((document) => document.bookmark));
  const jumped = jumps > 0 ? `, ${plural(jumps, 'link')} between them made jumps` : '';
  const front = inserted ? `, ${plural(inserted.pages, 'contents page')} in front` : '';
  const stamped = numbered > 0 ? ', every page numbered' : '';
  core.info(
    `Merged ${plural(documents.length, 'document')} into ${displayPath(inputs.workspace, file)} (${plural(pages, 'page')}, ${plural(bookmarks, 'bookmark')}, ${formatBytes(bytes.byteLength)}${jumped}${front}${stamped}), titled ${JSON.stringify(bookTitle)}.`,
  );
  return {
    path: file,
    documents: documents.length,
    pages,
    bytes: bytes.byteLength,
    bookmarks,
    title: bookTitle,
    contentsPages: inserted?.pages,
    numbered: numbered > 0,
  };
}
