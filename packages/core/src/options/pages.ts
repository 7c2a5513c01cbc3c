// The PDF `pages` selection: `3`, `1-5`, `4,5,6`, `1-3,6,7`. One grammar serves the option check and the
// local test server, which picks the pages to keep with pagesToIndexes.
import * as z from 'zod/v4';
import { typeError } from './issues';

/** An inclusive range of 1-based page numbers; a single page has `from === to`. */
export interface PageRange {
  from: number;
  to: number;
}

/** The rule, as every `pages` message states it. */
const PAGES_RULE =
  'must be page numbers or ranges separated by commas, e.g. 3, 1-5, 4,5,6 or 1-3,6,7 (pages start at 1; a range a-b needs a <= b)';

const itemPattern = /^(\d+)(?:-(\d+))?$/;

type Checked = { ranges: PageRange[] } | { problem: string };

// Spaces are tolerated around commas (`1-3, 6`) because people type them; not inside an item (`1 - 3`).
function check(pages: string): Checked {
  if (pages.trim() === '') return { problem: 'it is empty' };
  const ranges: PageRange[] = [];
  for (const raw of pages.split(',')) {
    const item = raw.trim();
    if (item === '') return { problem: 'an item between commas is empty' };
    const match = itemPattern.exec(item);
    if (!match) return { problem: `"${item}" is neither a page number nor a range` };
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to))
      return { problem: `"${item}" is too large` };
    if (from < 1 || to < 1) return { problem: `"${item}" names page 0; the first page is 1` };
    if (from > to) return { problem: `"${item}" runs backwards; write ${to}-${from}` };
    ranges.push({ from, to });
  }
  return { ranges };
}

/** Parses a `pages` value into ranges, in the order given. Returns undefined when invalid; never throws. */
export function parsePages(pages: string): PageRange[] | undefined {
  const checked = check(pages);
  return 'ranges' in checked ? checked.ranges : undefined;
}

/**
 * The 0-based indexes of the pages a selection keeps in a document of `pageCount` pages: ascending,
 * without duplicates (the document's order, as a printed selection has). Numbers above `pageCount` are
 * ignored, as the contract says, so the result may be empty.
 */
export function pagesToIndexes(ranges: readonly PageRange[], pageCount: number): number[] {
  const keep = new Set<number>();
  for (const { from, to } of ranges) {
    for (let page = from; page <= Math.min(to, pageCount); page++) keep.add(page - 1);
  }
  return [...keep].sort((a, b) => a - b);
}

/** The `pages` option. */
export const pagesSchema = z
  .string({ error: typeError('must be a string of page numbers or ranges, e.g. "3" or "1-3,6,7"') })
  .refine((value) => parsePages(value) !== undefined, {
    error: (issue) => {
      const checked = typeof issue.input === 'string' ? check(issue.input) : undefined;
      return checked && 'problem' in checked ? `${PAGES_RULE}; ${checked.problem}` : PAGES_RULE;
    },
  });
