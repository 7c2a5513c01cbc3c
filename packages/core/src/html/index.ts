// The little of HTML the packages read as text, with `entities` (the WHATWG table, decoded as browsers decode
// it): character references decoded and a page's <title>. One copy for the repository: the outline's heading
// scanner, the local server's text renderer and the Action's merge use these (`@doc-convert/core/html`; the
// server through `doc-convert/internal/rules`). Escaping is ./escape.ts, in the core's main entry: it needs none
// of the decode tables this module loads.
import { decodeHTML } from 'entities/decode';

/** `text` with its character references decoded (`&amp;`, `&#8217;`, `&hellip;`, …), as a browser shows it. */
export const decodeEntities = (text: string): string => decodeHTML(text);

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;

/** The text of an HTML page's first <title>, entities decoded and white space collapsed; undefined when none. */
export function htmlTitle(html: string): string | undefined {
  const match = TITLE.exec(html);
  const title = match ? decodeEntities(match[1]!).replace(/\s+/g, ' ').trim() : '';
  return title || undefined;
}
