// Makes an HTML page self-contained for a renderer that cannot see the repository: local stylesheets
// (`<link rel="stylesheet">`) become `<style>` elements, local scripts (`<script src>`) inline scripts (or
// data: URIs when their text holds `{{`, which a template would take for an expression), and images,
// icons, posters and `srcset` candidates data: URIs; CSS in `<style>` elements and `style`
// attributes is inlined too (url() and @import, see inline-css.ts). Remote URLs are left alone, and so is
// the whole page when a `<base href>` points it at a remote site (its references are then remote too).
// A small tag scanner rather than a DOM: it only needs tags, their attributes, and the raw text of
// <style> and <script>; everything else in the page is copied byte for byte.
import { dataUri, isLocalReference, type AssetReader } from './assets';
import { inlineCss, replaceAsync } from './inline-css';

const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const TOKEN = new RegExp(
  [
    '<!--[\\s\\S]*?-->',
    `<style\\b${ATTRIBUTES}>([\\s\\S]*?)</style\\s*>`,
    `<script\\b${ATTRIBUTES}>([\\s\\S]*?)</script\\s*>`,
    `<([a-zA-Z][\\w:-]*)${ATTRIBUTES}>`,
  ].join('|'),
  'gi',
);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Which attributes of which elements name a file to embed as a data: URI. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  img: ['src'],
  source: ['src'],
  input: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  image: ['href', 'xlink:href'],
};
const SRCSET_ELEMENTS = new Set(['img', 'source']);

interface Attribute {
  name: string;
  value: string | undefined;
  /** Offsets of the whole `name=value` in the attribute text. */
  start: number;
  end: number;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" };

function parseAttributes(text: string): Attribute[] {
  return [...text.matchAll(ATTRIBUTE)].map((m) => {
    const raw = m[2] ?? m[3] ?? m[4];
    return {
      name: m[1].toLowerCase(),
      value: raw?.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, entity: string) => ENTITIES[entity]),
      start: m.index,
      end: m.index + m[0].length,
    };
  });
}

function quote(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** The attribute text with the values of some attributes replaced, and those set to null removed. */
function rewriteAttributes(text: string, changes: Map<string, string | null>): string {
  let out = '';
  let last = 0;
  for (const attribute of parseAttributes(text)) {
    const value = changes.get(attribute.name);
    if (value === undefined) continue;
    const before = text.slice(last, attribute.start);
    out += value === null ? before.trimEnd() : `${before}${attribute.name}=${quote(value)}`;
    last = attribute.end;
  }
  return out + text.slice(last);
}

/**
 * True for inlined text that a template engine would read as an `{{expression}}` once it is part of a
 * template (template-file): such a stylesheet or script goes in as a data: URI, which no engine looks into.
 */
function readsAsExpression(text: string): boolean {
  return text.includes('{{');
}

/** `</style` or `</script` inside inlined text would end the element early. */
function escapeRawText(text: string, element: 'style' | 'script'): string {
  return text.replace(new RegExp(`</(${element})`, 'gi'), '<\\/$1');
}

/** The candidates of a `srcset`: a URL (which may contain commas, as data: URLs do) and its descriptor. */
export function parseSrcset(srcset: string): Array<{ url: string; descriptor: string }> {
  const candidates: Array<{ url: string; descriptor: string }> = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i])) i++;
    let url = srcset.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const from = i;
      while (i < srcset.length && srcset[i] !== ',') i++;
      descriptor = srcset.slice(from, i).trim();
    }
    if (url) candidates.push({ url, descriptor });
  }
  return candidates;
}

class PageInliner {
  constructor(
    private readonly file: string,
    private readonly reader: AssetReader,
  ) {}

  /** The reference as a data: URI, or undefined when it is not local or cannot be read. */
  async #dataUri(reference: string | undefined): Promise<string | undefined> {
    if (reference === undefined || !isLocalReference(reference)) return undefined;
    const asset = await this.reader.read(reference, this.file);
    return asset && dataUri(asset);
  }

  async style(attributes: string, css: string): Promise<string> {
    const inlined = await inlineCss(css, this.file, this.reader);
    return `<style${attributes}>${escapeRawText(inlined, 'style')}</style>`;
  }

  async script(attributes: string, original: string): Promise<string> {
    const src = parseAttributes(attributes).find((a) => a.name === 'src')?.value;
    if (src === undefined || !isLocalReference(src)) return original;
    const asset = await this.reader.read(src, this.file);
    if (!asset) return original;
    const js = asset.bytes.toString('utf8');
    if (readsAsExpression(js)) {
      const uri = dataUri({ ...asset, mime: 'text/javascript' });
      return `<script${rewriteAttributes(attributes, new Map([['src', uri]]))}></script>`;
    }
    const rest = rewriteAttributes(attributes, new Map([['src', null]]));
    return `<script${rest}>${escapeRawText(js, 'script')}</script>`;
  }

  async stylesheet(href: string, media: string | undefined, original: string): Promise<string> {
    const asset = await this.reader.read(href, this.file);
    if (!asset) return original;
    const css = await inlineCss(asset.bytes.toString('utf8'), asset.path, this.reader, new Set([asset.path]));
    const mediaAttribute = media ? ` media=${quote(media)}` : '';
    if (readsAsExpression(css)) {
      const uri = dataUri({ ...asset, mime: 'text/css', bytes: Buffer.from(css, 'utf8') });
      return `<link rel="stylesheet" href=${quote(uri)}${mediaAttribute}>`;
    }
    return `<style${mediaAttribute}>${escapeRawText(css, 'style')}</style>`;
  }

  async tag(name: string, attributes: string, original: string): Promise<string> {
    const element = name.toLowerCase();
    const parsed = parseAttributes(attributes);
    const get = (attribute: string) => parsed.find((a) => a.name === attribute)?.value;
    const changes = new Map<string, string | null>();
    const set = (attribute: string, value: string | undefined) => {
      if (value !== undefined) changes.set(attribute, value);
    };

    if (element === 'link') {
      const rel = (get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = get('href');
      if (href === undefined || !isLocalReference(href)) return original;
      if (rel.includes('stylesheet')) return this.stylesheet(href, get('media'), original);
      if (rel.some((r) => r.includes('icon') || r === 'preload')) set('href', await this.#dataUri(href));
    }
    for (const attribute of URL_ATTRIBUTES[element] ?? []) {
      set(attribute, await this.#dataUri(get(attribute)));
    }
    const srcset = get('srcset');
    if (srcset !== undefined && SRCSET_ELEMENTS.has(element)) {
      const candidates = await Promise.all(
        parseSrcset(srcset).map(async ({ url, descriptor }) => {
          const uri = await this.#dataUri(url);
          return {
            text: descriptor ? `${uri ?? url} ${descriptor}` : (uri ?? url),
            inlined: uri !== undefined,
          };
        }),
      );
      if (candidates.some((c) => c.inlined)) set('srcset', candidates.map((c) => c.text).join(', '));
    }
    const style = get('style');
    if (style !== undefined && /url\(/i.test(style)) {
      set('style', await inlineCss(style, this.file, this.reader));
    }
    return changes.size === 0 ? original : `<${name}${rewriteAttributes(attributes, changes)}>`;
  }
}

/** True when a `<base href>` sends the page's references to a remote site. */
function hasRemoteBase(html: string): boolean {
  const base = /<base\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(html);
  const href = base && parseAttributes(base[1]).find((a) => a.name === 'href')?.value;
  return typeof href === 'string' && !isLocalReference(href);
}

/** The page read from `file` (or inline HTML seen as if it were `file`), with its local assets inlined. */
export async function inlineHtml(html: string, file: string, reader: AssetReader): Promise<string> {
  if (hasRemoteBase(html)) return html;
  const page = new PageInliner(file, reader);
  return replaceAsync(html, TOKEN, async (match) => {
    const [whole, styleAttributes, css, scriptAttributes, scriptBody, tagName, tagAttributes] = match;
    if (css !== undefined) return page.style(styleAttributes, css);
    if (scriptBody !== undefined) return page.script(scriptAttributes, whole);
    if (tagName !== undefined) return page.tag(tagName, tagAttributes, whole);
    return whole; // a comment
  });
}
