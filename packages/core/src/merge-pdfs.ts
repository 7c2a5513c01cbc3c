// mergePdfs(): PDFs you already have merged into one book, the way the Action's `merge` and the n8n node's
// Merge PDFs merge them (src/merge/, loaded on first call, so importing the library stays light). The loader
// is here, not in internal/lazy.ts: a bundle that never merges (the n8n node's today) leaves this module
// out, and the merge with it, since the core is free of side effects.
import { lazy } from './internal/lazy';
import type { BookDocument, BookOptions, MergedBook } from './merge/book';

export type { BookCover, BookDocument, MergedBook } from './merge/book';
export type { LinkCounts, MissingSection } from './merge/links';

/** Loads the merge module (once; concurrent callers share the load). */
export const loadMerge = lazy(() => import('./merge/index')).load;

/** A document of mergePdfs(): its bytes alone, or its bytes with its name and title. */
export type MergePdfsDocument = Uint8Array | BookDocument;

/** How mergePdfs() makes the book: the book's settings, and `render` for a contents page or a cover. */
export type MergePdfsOptions = Omit<BookOptions, 'publishedPath'>;

/**
 * One PDF of `documents`, in that order, as a book: each document a chapter with its bookmark (titled by
 * `title`, else the heading its first bookmark opens, else its PDF's Title) and its own bookmarks beneath,
 * every bookmark and link to a heading opening at the heading's first line, links between the documents
 * (`./tables.pdf#totals`, by `name`) jumping inside the book. Options add a cover and a contents page in
 * front (rendered by `render`, e.g. through `client.convert.pdf()`), numbered i, ii… as viewers label them,
 * the body from 1; page numbers and running heads; the Title, Author, Subject and language. Invalid settings
 * throw ValidationError naming the setting (`documents[2].pdf`, `pageNumbers`) before anything is rendered.
 *
 * ```ts
 * const book = await mergePdfs([await readFile('intro.pdf'), await readFile('usage.pdf')], {
 *   title: 'The Handbook',
 *   pageNumbers: '{page} / {total}',
 *   runningHead: '{book} | {chapter}',
 * });
 * await writeFile('book.pdf', book.bytes());
 * ```
 */
export async function mergePdfs(
  documents: readonly MergePdfsDocument[],
  options: MergePdfsOptions = {},
): Promise<MergedBook> {
  const { mergeBook } = await loadMerge();
  // Not a list is left to the merge's own check, which names `documents`.
  const given = Array.isArray(documents)
    ? documents.map((doc): BookDocument => (doc instanceof Uint8Array ? { pdf: doc } : doc))
    : (documents as readonly BookDocument[]);
  return mergeBook(given, options);
}
