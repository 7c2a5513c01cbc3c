// What a browser would show of an HTML source, reduced to text: the <title>, the visible lines (tags
// stripped, entities decoded, block elements on their own lines), the explicit page breaks, and lines
// wrapped to a width. Both renderers lay these lines out; nothing here runs scripts or loads anything.

import { decodeEntities, htmlTitle } from 'doc-convert/internal/rules';

const HIDDEN = /<(script|style|head|title|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK =
  /<\/?(p|div|br|h[1-6]|li|ul|ol|tr|table|section|article|header|footer|pre|blockquote|hr)\b[^>]*>/gi;

/** The visible lines of an HTML fragment, blank lines dropped. */
export function visibleLines(html: string): string[] {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(HIDDEN, '')
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
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
  const lines = parts.map(visibleLines);
  while (lines.length > 1 && lines[0].length === 0) lines.shift();
  return lines;
}

/** Breaks lines at word boundaries so none is longer than `width` characters. */
export function wrap(lines: readonly string[], width: number): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let current = '';
    for (const word of line.split(' ')) {
      for (let piece = word; piece !== ''; piece = piece.slice(width)) {
        const chunk = piece.slice(0, width);
        if (current && current.length + 1 + chunk.length > width) {
          out.push(current);
          current = chunk;
        } else current = current ? `${current} ${chunk}` : chunk;
      }
    }
    if (current) out.push(current);
  }
  return out;
}
