// The headings of an HTML page, and the page prepared so that Chromium (the service's renderer) writes a named
// destination for each: a heading without an id gets one, and a hidden link to every heading is added at the
// end of the body. Chromium writes a destination (/Dests) for an element whose id a link of the same page
// points at, and none for the others (Blink's PrintContext collects the targets of the page's links, the
// hidden ones included: it walks the document, not what is painted). The links are in an element shown as
// nothing (`display:none !important` inline, which no style sheet overrides), so what prints does not change.
//
// A small scanner rather than an HTML parser: it skips comments, the raw text of script, style, textarea and
// the like, and template contents, reads attributes with their quotes, and ends a heading at the next
// heading or any heading's end tag, as the HTML parser does. It sees the page as written: headings a script
// adds are not seen.
import { decodeEntities } from '../html';
import { escapeAttributeValue } from '../html/escape';

/** A heading as a bookmark is made of it: its level (1 for h1), its title, and its element's id if any. */
export interface OutlineHeading {
  /** 1 for an h1, down to 6 for an h6: bookmarks nest by it. */
  level: number;
  /** The bookmark's title: the heading's text (white space is collapsed). */
  title: string;
  /** The heading element's id: its named destination, when the PDF has one, places the bookmark. */
  id?: string;
}

interface ScannedHeading {
  level: number;
  title: string;
  id: string | undefined;
  /** Where the heading's content begins: just after its start tag. */
  contentAt: number;
  /** Not rendered: `hidden`, or `display: none` in its style attribute. */
  hidden: boolean;
}

interface Scanned {
  headings: ScannedHeading[];
  /** Every id of the page (and every `<a name>`): new ids must not take one. */
  ids: Set<string>;
  /** Where the last `</body>` starts, if the page has one. */
  bodyEnd: number | undefined;
}

/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
]);
const HEADING = /^h([1-6])$/;

interface Tag {
  name: string;
  attributes: Map<string, string>;
  /** Where the tag ends (after `>`). */
  end: number;
  /** Where its name ends. */
  nameEnd: number;
}

/** Reads the tag starting at `start` (`<` or `</`), attributes with their quotes; undefined if it is none. */
function readTag(html: string, start: number): Tag | undefined {
  const nameMatch = /^<\/?([A-Za-z][^\s/>]*)/.exec(html.slice(start, start + 64));
  if (!nameMatch) return undefined;
  const name = nameMatch[1]!.toLowerCase();
  const nameEnd = start + nameMatch[0].length;
  const attributes = new Map<string, string>();
  let i = nameEnd;
  const n = html.length;
  while (i < n) {
    while (i < n && /[\s/]/.test(html[i]!)) i++;
    if (i >= n || html[i] === '>') break;
    const attrStart = i;
    while (i < n && !/[\s/>=]/.test(html[i]!)) i++;
    if (i === attrStart) i++;
    const attr = html.slice(attrStart, i).toLowerCase();
    while (i < n && /\s/.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < n && /\s/.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close < 0 ? n : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < n && !/[\s>]/.test(html[i]!)) i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attributes.has(attr)) attributes.set(attr, decodeEntities(value));
  }
  return { name, attributes, end: Math.min(n, i + 1), nameEnd };
}

/** Whether a link's text is only a symbol (a permalink's "#", "¶" or "🔗"): no letter or digit in it. */
const isSymbolOnly = (text: string): boolean => !/[\p{L}\p{N}]/u.test(text);

export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

function scan(html: string): Scanned {
  const headings: ScannedHeading[] = [];
  const ids = new Set<string>();
  let bodyEnd: number | undefined;
  let templates = 0;
  let open: (ScannedHeading & { text: string; alt: string; link: string | undefined }) | undefined;

  const text = (chunk: string) => {
    if (!open || templates > 0 || chunk === '') return;
    const decoded = decodeEntities(chunk);
    if (open.link !== undefined) open.link += decoded;
    else open.text += decoded;
  };
  const close = () => {
    if (!open) return;
    if (open.link !== undefined && !isSymbolOnly(open.link)) open.text += open.link;
    const title = collapse(open.text) || collapse(open.alt);
    headings.push({ level: open.level, title, id: open.id, contentAt: open.contentAt, hidden: open.hidden });
    open = undefined;
  };

  const n = html.length;
  for (let i = 0; i < n;) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    const next = html[i + 1];
    if (next === '!' || next === '?') {
      const cdata = html.startsWith('<![CDATA[', i);
      const end = html.indexOf(cdata ? ']]>' : '>', i + 2);
      i = end < 0 ? n : end + (cdata ? 3 : 1);
      continue;
    }
    const tag = readTag(html, i);
    if (!tag) {
      text('<');
      i++;
      continue;
    }
    const isEnd = next === '/';
    const start = i;
    i = tag.end;
    const level = HEADING.exec(tag.name)?.[1];
    if (isEnd) {
      if (level) close();
      else if (tag.name === 'template') templates = Math.max(0, templates - 1);
      else if (tag.name === 'body') bodyEnd = start;
      else if (tag.name === 'a' && open?.link !== undefined) {
        if (!isSymbolOnly(open.link)) open.text += open.link;
        open.link = undefined;
      }
      continue;
    }
    const id = tag.attributes.get('id');
    if (id) ids.add(id);
    if (tag.name === 'a' && tag.attributes.get('name')) ids.add(tag.attributes.get('name')!);
    if (RAW_TEXT.has(tag.name)) {
      const closing = new RegExp(`</${tag.name}(?=[\\s/>])`, 'gi');
      closing.lastIndex = i;
      const found = closing.exec(html);
      i = found ? found.index : n;
      continue;
    }
    if (tag.name === 'plaintext') break;
    if (tag.name === 'template') templates++;
    if (templates > 0) continue;
    if (level) {
      close();
      const style = tag.attributes.get('style') ?? '';
      open = {
        level: Number(level),
        title: '',
        id: id || undefined,
        contentAt: tag.end,
        hidden: tag.attributes.has('hidden') || /(^|;)\s*display\s*:\s*none/i.test(style),
        text: '',
        alt: '',
        link: undefined,
      };
    } else if (open && tag.name === 'br') open.text += ' ';
    else if (open && tag.name === 'img') open.alt += ` ${tag.attributes.get('alt') ?? ''}`;
    else if (open && tag.name === 'a') {
      // A link to a place in the page inside a heading is often its permalink sign: kept only if it says words.
      const href = tag.attributes.get('href') ?? '';
      if (href.startsWith('#')) open.link = '';
    }
  }
  close();
  return { headings, ids, bodyEnd };
}

/** The headings of `html` down to level `depth`, in document order, as bookmarks are made of them. */
export function htmlHeadings(html: string, depth: number): OutlineHeading[] {
  return scan(html)
    .headings.filter((h) => h.level <= depth && !h.hidden && h.title !== '')
    .map(({ level, title, id }) => (id === undefined ? { level, title } : { level, title, id }));
}

/**
 * A link to each of `ids` in an element shown as nothing (`display:none !important` inline, which no style
 * sheet overrides; a custom element, so no `:last-of-type` of the page's own elements changes), for the end of
 * a body: Chromium then writes a named destination for each id, and nothing of it prints.
 */
export function hiddenLinks(ids: Iterable<string>, element: string): string {
  const links = [...ids].map((id) => `<a href="#${escapeAttributeValue(id)}" tabindex="-1"></a>`).join('');
  return `<${element} hidden aria-hidden="true" style="display:none!important">${links}</${element}>`;
}

/** The prefix of the ids of the anchors put at the start of each heading's text. */
const ANCHOR_ID_PREFIX = 'doc-convert-h';

/** A heading of a prepared page: `anchor` is the id of the empty element at the start of its text. */
interface PreparedHeading extends OutlineHeading {
  anchor: string;
}

export interface PreparedHtml {
  html: string;
  headings: PreparedHeading[];
}

/**
 * `html` with an empty anchor element at the start of every heading's text down to `depth`, and a hidden link
 * to each anchor and to each heading's own id; those headings (each with its anchor). Chromium writes a
 * heading's destination at its element's top, above its padding and border (60 pt above the text of a heading
 * with `padding-top: 80px`); an anchor inline with the text has it where the first line is, so every heading's
 * destination lies alike from its text, and the few measured place them all (locate.ts). The anchor is a
 * custom element, which no style sheet of the page styles, and empty, so nothing printed moves. A page
 * without such headings comes back as it was.
 */
export function prepareHtml(html: string, depth: number): PreparedHtml {
  const scanned = scan(html);
  const chosen = scanned.headings.filter((h) => h.level <= depth && !h.hidden && h.title !== '');
  if (chosen.length === 0) return { html, headings: [] };
  const inserts: Array<{ at: number; text: string }> = [];
  let counter = 0;
  const headings = chosen.map((heading): PreparedHeading => {
    let anchor;
    do anchor = `${ANCHOR_ID_PREFIX}${++counter}`;
    while (scanned.ids.has(anchor));
    scanned.ids.add(anchor);
    inserts.push({ at: heading.contentAt, text: `<doc-convert-anchor id="${anchor}"></doc-convert-anchor>` });
    const { level, title, id } = heading;
    return id === undefined ? { level, title, anchor } : { level, title, id, anchor };
  });
  inserts.push({
    at: scanned.bodyEnd ?? html.length,
    text: hiddenLinks(
      headings.flatMap(({ id, anchor }) => (id === undefined ? [anchor] : [anchor, id])),
      'doc-convert-outline',
    ),
  });
  inserts.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const { at, text } of inserts) {
    out += html.slice(from, at) + text;
    from = at;
  }
  return { html: out + html.slice(from), headings };
}
