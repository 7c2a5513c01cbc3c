// Puts the contents page (`merge-toc`, contents-page.ts) at the front of a merged PDF whose documents are
// already in it, and makes each of its lines a jump: a document's line to the page where it starts (where
// its bookmark opens), a heading's line to the heading itself (where the heading's bookmark opens).
//
// Its page numbers must count its own pages, which are known only once it is rendered. It is rendered
// assuming one page first; when it takes more, it is rendered again with the numbers moved by what it took,
// until the length it was numbered for is the length it has. The numbers only grow from one render to the
// next (more pages in front), and a longer number never makes a line shorter, so the length only grows too,
// and settles at once: one render for a contents of one page, two for a longer one, whatever its length (a
// number gaining a digit may, rarely, make a third). Should a render come out shorter than numbered for
// (a layout that shrinks as its numbers grow), the pages it lacks are added blank after it, which keeps every
// number right; a length still moving after MAX_RENDERS renders fails the merge rather than misnumber it.
// Each render goes through the cache (contents-render.ts), so a run over an unchanged book renders nothing.
import type { PDF, PdfArray as LibArray } from '@libpdf/core';
import { contentsEntryOf, contentsHtml, type ContentsEntry } from './contents-page';
import { refKey, type LibPdf, type MergedBookmark, type MergedPart } from './merge-links';

/** Renders the contents page's HTML through the service (or the cache): the PDF's bytes. */
export type RenderContents = (html: string) => Promise<Uint8Array>;

/** Renders at most this many times before the merge gives up on the contents' length. */
export const MAX_RENDERS = 4;

/** What the contents page put into the book. */
export interface InsertedContents {
  /** Pages in front of the documents. */
  pages: number;
}

/**
 * The contents' lines: each document's, titled as its bookmark, and beneath it its headings' (its bookmarks)
 * down to `depth` levels (none without `outline`), each with its destination.
 */
function entriesOf(
  lib: LibPdf,
  merged: PDF,
  documents: readonly MergedPart[],
  depth: number,
): Array<ContentsEntry & { dest: LibArray }> {
  const index = new Map(merged.getPages().map((page, i) => [refKey(page.ref), i]));
  const pageOf = (dest: LibArray, fallback: number): number => {
    const target = dest.at(0);
    return (target instanceof lib.PdfRef ? index.get(refKey(target)) : undefined) ?? fallback;
  };
  const entries: Array<ContentsEntry & { dest: LibArray }> = [];
  const add = (items: readonly MergedBookmark[], level: number, fallback: number) => {
    for (const item of items) {
      const page = pageOf(item.dest, fallback);
      entries.push({ title: item.title, level, page, dest: item.dest });
      if (level < depth) add(item.children, level + 1, page);
    }
  };
  for (const document of documents) {
    const first = index.get(refKey(document.pages[0]!)) ?? 0;
    entries.push({ title: document.bookmark.title, level: 0, page: first, dest: document.bookmark.dest });
    if (depth > 0) add(document.bookmark.children, 1, first);
  }
  return entries;
}

/**
 * Renders the contents of `documents` (already merged into `merged`) for `title`, with headings down to
 * `depth`, and puts them in front; see the header.
 */
export async function insertContents(
  lib: LibPdf,
  merged: PDF,
  documents: readonly MergedPart[],
  title: string,
  depth: number,
  render: RenderContents,
): Promise<InsertedContents> {
  const entries = entriesOf(lib, merged, documents, depth);
  let numberedFor = 1;
  let contents: PDF | undefined;
  let renders = 0;
  while (renders < MAX_RENDERS) {
    renders++;
    const pdf = await lib.PDF.load(await render(contentsHtml(title, entries, numberedFor)));
    const pages = pdf.getPageCount();
    if (pages === 0) throw new Error('the contents page came back without a page');
    if (pages <= numberedFor) {
      contents = pdf;
      break;
    }
    numberedFor = pages;
  }
  if (!contents) {
    throw new Error(
      `the contents page's length did not settle after ${MAX_RENDERS} renders (its page numbers depend on it)`,
    );
  }
  const rendered = contents.getPageCount();
  const copied = await merged.copyPagesFrom(contents, [...Array(rendered).keys()], { insertAt: 0 });
  // Pages it lacks for the numbers it shows: blank, of its last page's size.
  const last = copied.at(-1)!;
  for (let i = rendered; i < numberedFor; i++) {
    merged.addPage({ width: last.width, height: last.height });
    merged.movePage(merged.getPageCount() - 1, i);
  }
  for (const page of copied) {
    for (const link of page.getLinkAnnotations()) {
      const entry = entries[contentsEntryOf(link.uri) ?? -1];
      if (!entry) continue;
      link.dict.delete('A');
      // A copy: the bookmark keeps its own array.
      link.dict.set('Dest', lib.PdfArray.of(...entry.dest));
    }
  }
  return { pages: numberedFor };
}
