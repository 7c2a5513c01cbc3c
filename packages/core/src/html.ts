// The little of HTML the packages read and write as text, with `entities` (the WHATWG table, decoded as browsers
// decode it): character references decoded, text and attribute values escaped, and a page's <title>. One copy
// for the repository: the outline's heading scanner, the local server's text renderer and the Action's merge
// and summaries all use these (`@doc-convert/core/html`; the server through `doc-convert/internal/rules`).
import { decodeHTML, escapeAttribute, escapeUTF8 } from 'entities';

/** `text` with its character references decoded (`&amp;`, `&#8217;`, `&hellip;`, …), as a browser shows it. */
export const decodeEntities = (text: string): string => decodeHTML(text);

/** `text` safe anywhere in HTML or XML: `&`, `<`, `>`, `"` and `'` escaped. */
export const escapeHtml = (text: string): string => escapeUTF8(text);

/** `value` safe inside a double-quoted attribute (`&` and `"` escaped). */
export const escapeAttributeValue = (value: string): string => escapeAttribute(value);

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;

/** The text of an HTML page's first <title>, entities decoded and white space collapsed; undefined when none. */
export function htmlTitle(html: string): string | undefined {
  const match = TITLE.exec(html);
  const title = match ? decodeEntities(match[1]!).replace(/\s+/g, ' ').trim() : '';
  return title || undefined;
}
