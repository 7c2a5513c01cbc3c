// `@doc-convert/core/merge`: PDFs merged into one book, the same in every face (book.ts), loaded on first use
// (merge-pdfs.ts: loadMerge). The template rules are also in the core's main entry, for checking settings
// without loading the merge.
export { mergeBook, type BookCover, type BookDocument, type BookOptions, type MergedBook } from './book';
export type { LinkCounts, MissingSection } from './links';
