// addOutline(): bookmarks from headings for a PDF you already have, as the `outline` request option adds them
// to a conversion's answer (src/outline/).
import type { OutlineHeading } from './outline/html';
import { loadOutline } from './internal/lazy';

export type { OutlineHeading } from './outline/html';

/** How addOutline() reads its headings. */
export interface AddOutlineOptions {
  /** With HTML for `headings`: the deepest heading level bookmarked, 1 to 6 (default 3: h1 to h3). */
  depth?: number;
}

/**
 * The PDF with an outline (bookmarks) of `headings` appended as an incremental update: its bytes are a prefix
 * of the result. `headings` is the HTML the PDF was printed from (its h1 to h3, or to `depth`), or a list of
 * `{ level, title, id? }` in document order. Each bookmark opens the page where its heading is printed: at the
 * named destination for `id` when the PDF has one (Chromium writes one for an element a link of its page
 * points at), else where the heading's text is found on the pages, searching from the heading before it.
 * Headings found nowhere get no bookmark; a PDF where none is found comes back as it was (the same bytes).
 *
 * ```ts
 * const html = await readFile('book.html', 'utf8');
 * await writeFile('book.pdf', await addOutline(await readFile('book.pdf'), html));
 * ```
 */
export async function addOutline(
  pdf: Uint8Array,
  headings: string | readonly OutlineHeading[],
  options: AddOutlineOptions = {},
): Promise<Uint8Array> {
  const { outlinedPdf } = await loadOutline();
  return outlinedPdf(pdf, headings, options.depth);
}
