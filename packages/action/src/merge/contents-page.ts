// The HTML of the contents page (`merge-toc`): the book's title, then one line per document (and, with
// `outline`, per heading beneath it, indented by depth), each with the number of the page where it starts in
// the merged PDF, dot leaders between, and each line a link. The service renders it with the run's options, so
// its paper, margins, header and footer are the documents'. Its links point at placeholder addresses
// (`https://doc-convert.invalid/contents/<n>`, n the line's index) that merge-contents.ts turns into jumps to
// the line's page and place once the rendered page is in the book: the service only needs to draw them.
//
// Plain markup and a short style sheet, no script, no font to load: it renders the same everywhere, and the
// local server's text renderer (tests) reads each line as "Title 12", since the spans are apart by a space.
import { escapeHtml } from '../report/format';

/** One line of the contents. */
export interface ContentsEntry {
  title: string;
  /** 0 for a document, 1 for its headings' first level, and so on. */
  level: number;
  /** Index (0-based) of the page where it starts in the merged PDF, before the contents are put in front. */
  page: number;
}

/** Where the contents page's links point: `<base><n>`, n the entry's index. */
export const CONTENTS_LINK = 'https://doc-convert.invalid/contents/';

/** The entry index a link of the rendered contents page stands for, or undefined when it is none of theirs. */
export function contentsEntryOf(uri: string | null | undefined): number | undefined {
  if (!uri?.startsWith(CONTENTS_LINK)) return undefined;
  const rest = uri.slice(CONTENTS_LINK.length);
  return /^\d+$/.test(rest) ? Number(rest) : undefined;
}

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  font-size: 11pt; line-height: 1.45; color: #111; margin: 0; }
h1 { font-size: 20pt; line-height: 1.2; margin: 0 0 1em; }
ol { list-style: none; margin: 0; padding: 0; }
li { break-inside: avoid; page-break-inside: avoid; }
li.document { font-weight: 600; margin-top: 0.45em; }
li.heading { font-weight: normal; }
a { display: flex; align-items: baseline; color: inherit; text-decoration: none; }
.title { flex: 0 1 auto; overflow-wrap: anywhere; }
.leader { flex: 1 1 auto; min-width: 1.5em; margin: 0 0.35em; border-bottom: 1px dotted #888; }
.page { flex: none; font-variant-numeric: tabular-nums; }
`;

/**
 * The contents page, its page numbers counted with `contentsPages` pages of contents in front: a document
 * whose first page is the merged PDF's page index 4 reads `5 + contentsPages`.
 */
export function contentsHtml(
  bookTitle: string,
  entries: readonly ContentsEntry[],
  contentsPages: number,
): string {
  const lines = entries.map((entry, index) => {
    const kind = entry.level === 0 ? 'document' : `heading level-${entry.level}`;
    const indent = entry.level === 0 ? '' : ` style="padding-left: ${(entry.level * 1.4).toFixed(1)}em"`;
    const page = contentsPages + entry.page + 1;
    return (
      `<li class="${kind}"${indent}><a href="${CONTENTS_LINK}${index}">` +
      `<span class="title">${escapeHtml(entry.title)}</span> <span class="leader"></span> ` +
      `<span class="page">${page}</span></a></li>`
    );
  });
  const title = escapeHtml(bookTitle);
  return [
    '<!DOCTYPE html>',
    '<html><head><meta charset="utf-8">',
    `<title>${title}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<h1>${title}</h1>`,
    '<nav><ol>',
    ...lines,
    '</ol></nav>',
    '</body></html>',
    '',
  ].join('\n');
}
