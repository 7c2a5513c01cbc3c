// What a browser would show of an HTML source, reduced to text: the <title>, the visible lines (tags
// stripped, entities decoded, block elements on their own lines), the explicit page breaks, and lines
// wrapped to a width. Both renderers lay these lines out; nothing here runs scripts or loads anything.

import { decodeEntities, htmlTitle } from 'doc-convert/internal/rules';
import { SourceLoadError } from '../renderer';

/**
 * The most lines of text the text renderer lays out for one document: about 2,000 A4 pages at its 49 lines a
 * page. Laying out is synchronous work on the server's one thread: a 31 MiB page of short paragraphs (27,000
 * pages) once held every other client for 16 s. Past it, the reading stops and the answer is a 400.
 */
export const MAX_TEXT_LINES = 100_000;

/** 400 naming `source`: the document is longer than the text renderer lays out. */
function tooMuchText(): SourceLoadError {
  return new SourceLoadError(
    400,
    `the page has more than ${MAX_TEXT_LINES} lines of text (about ${MAX_TEXT_LINES / 50} A4 pages), the text renderer's limit per render; split it into shorter documents, or render it with Chromium`,
  );
}

const HIDDEN = /<(script|style|head|title|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK =
  /<\/?(p|div|br|h[1-6]|li|ul|ol|tr|table|section|article|header|footer|pre|blockquote|hr)\b[^>]*>/gi;

/** The visible lines of an HTML fragment, blank lines dropped; more than `limit` is a 400 (see MAX_TEXT_LINES). */
export function visibleLines(html: string, limit = MAX_TEXT_LINES): string[] {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(HIDDEN, '')
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '');
  const lines: string[] = [];
  for (const raw of decodeEntities(text).split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line === '') continue;
    if (lines.length >= limit) throw tooMuchText();
    lines.push(line);
  }
  return lines;
}

/** The page's <title> (the client's reading of it), or undefined when it has none. */
export const titleOf = htmlTitle;

// An element whose inline style asks for a page break: page-break-before/after: always, or
// break-before/after: page.
const PAGE_BREAK =
  /<[a-z][^>]*\bstyle\s*=\s*("[^"]*(?:page-break-(?:before|after)\s*:\s*always|break-(?:before|after)\s*:\s*page)[^"]*"|'[^']*(?:page-break-(?:before|after)\s*:\s*always|break-(?:before|after)\s*:\s*page)[^']*')[^>]*>/gi;

/**
 * The source cut at its explicit page breaks: each element styled with a page break starts a new part at
 * its tag (before or after alike: the markers are usually empty divs). A break before any content is
 * ignored, as a browser does; a break after the last content leaves an empty last part (a blank page, the
 * case `remove_blank` exists for).
 */
export function pageParts(html: string): string[][] {
  const parts = html.split(PAGE_BREAK).filter((_, i) => i % 2 === 0);
  let left = MAX_TEXT_LINES;
  const lines = parts.map((part) => {
    const visible = visibleLines(part, left);
    left -= visible.length;
    return visible;
  });
  while (lines.length > 1 && lines[0].length === 0) lines.shift();
  return lines;
}

/**
 * Breaks lines at word boundaries so none is longer than `width` characters; more than `limit` lines is a 400
 * (see MAX_TEXT_LINES), found as soon as the limit is passed.
 */
export function wrap(lines: readonly string[], width: number, limit = MAX_TEXT_LINES): string[] {
  const out: string[] = [];
  const push = (line: string) => {
    if (out.length >= limit) throw tooMuchText();
    out.push(line);
  };
  for (const line of lines) {
    let current = '';
    // Word by word as they come, not split up front: a line may be a whole 30 MB page.
    for (let start = 0; start <= line.length;) {
      const space = line.indexOf(' ', start);
      const end = space < 0 ? line.length : space;
      const word = line.slice(start, end);
      start = end + 1;
      for (let piece = word; piece !== ''; piece = piece.slice(width)) {
        const chunk = piece.slice(0, width);
        if (current && current.length + 1 + chunk.length > width) {
          push(current);
          current = chunk;
        } else current = current ? `${current} ${chunk}` : chunk;
      }
    }
    if (current) push(current);
  }
  return out;
}
