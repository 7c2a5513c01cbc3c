// The HTML of a book's contents page: the book's title, then one line per chapter (and beneath it its headings,
// indented by depth, as deep as asked), each with the number its page prints (the body counts from 1: the
// contents are front matter), dot leaders between, and each line a link. It is rendered through the service
// with the documents' options, so its paper, margins, header and footer are theirs. Its links point at
// placeholder addresses (`https://doc-convert.invalid/contents/<n>`, n the line's index) that the merge turns
// into jumps to the line's page and place once the rendered page is in the book: the service only draws them.
// Since its numbers are the body's, not counted from the front, its own length never moves them: one render.
//
// Plain markup and a short style sheet, no script, no font to load: it renders the same everywhere, and the
// local server's text renderer (tests) reads each line as "Title 12", since the spans are apart by a space.
import { escapeHtml } from '../html/escape';

/** One line of the contents. */
export interface ContentsEntry {
  title: string;
  /** 0 for a chapter, 1 for the headings beneath it, and so on. */
  level: number;
  /** The number its page prints. */
  label: string;
}

/** Where the contents page's links point: `<base><n>`, n the entry's index. */
const CONTENTS_LINK = 'https://doc-convert.invalid/contents/';

/** The entry index a link of the rendered contents page stands for, or undefined when it is none of theirs. */
export function contentsEntryOf(uri: string | undefined): number | undefined {
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
li.chapter { font-weight: 600; margin-top: 0.45em; }
li.heading { font-weight: normal; }
a { display: flex; align-items: baseline; color: inherit; text-decoration: none; }
.title { flex: 0 1 auto; overflow-wrap: anywhere; }
.leader { flex: 1 1 auto; min-width: 1.5em; margin: 0 0.35em; border-bottom: 1px dotted #888; }
.page { flex: none; font-variant-numeric: tabular-nums; }
`;

/** The contents page of the book `bookTitle` (see the header). */
export function contentsHtml(bookTitle: string, entries: readonly ContentsEntry[], lang?: string): string {
  const lines = entries.map((entry, index) => {
    const kind = entry.level === 0 ? 'chapter' : `heading level-${entry.level}`;
    const indent = entry.level === 0 ? '' : ` style="padding-left: ${(entry.level * 1.4).toFixed(1)}em"`;
    return (
      `<li class="${kind}"${indent}><a href="${CONTENTS_LINK}${index}">` +
      `<span class="title">${escapeHtml(entry.title)}</span> <span class="leader"></span> ` +
      `<span class="page">${escapeHtml(entry.label)}</span></a></li>`
    );
  });
  const title = escapeHtml(bookTitle);
  return [
    '<!DOCTYPE html>',
    `<html${lang ? ` lang="${escapeHtml(lang)}"` : ''}><head><meta charset="utf-8">`,
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
