// `pages`, for both renderers: which pages of a rendered document are kept. Numbers above the page count are
// ignored, as the contract says; a selection that keeps nothing is a 400 naming `pages`.
import { ValidationError, parsePages, pagesToIndexes } from 'doc-convert/internal/rules';

/** The 0-based indexes of the pages to keep, in document order. */
export function selectPages(pageCount: number, pages: string | undefined): number[] {
  const all = Array.from({ length: pageCount }, (_, i) => i);
  const ranges = pages ? parsePages(pages) : undefined;
  if (!ranges) return all;
  const keep = pagesToIndexes(ranges, pageCount);
  if (keep.length === 0) {
    throw new ValidationError([
      { path: 'pages', message: `selects no page of this ${pageCount}-page document` },
    ]);
  }
  return keep;
}
