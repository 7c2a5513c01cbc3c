// Makes an HTML page self-contained for a renderer that cannot see the repository: local stylesheets
// (`<link rel="stylesheet">`) become `<style>` elements, local scripts (`<script src>`) inline scripts (or
// data: URIs when their text holds `{{`, which a template would take for an expression), and images,
// icons, posters and `srcset` candidates data: URIs; CSS in `<style>` elements and `style`
// attributes is inlined too (url() and @import, see inline-css.ts). Links to other pages are pointed at
// their outputs or the repository (links.ts). Remote URLs are left alone, and so is the whole page when a
// `<base href>` points it at a remote site (its references are then remote too). Without a reader
// (`inline-assets: false`) nothing is inlined, and each local reference is noted as not inlined, since the
// renderer, given the page without its folder, cannot load it; print styles are noted either way
// (refusals.ts).
// The page is read with parse5, the HTML parser of the standard, keeping where each tag and attribute is in
// the source: only the attributes and elements that change are rewritten (edits.ts), and everything else in
// the page, comments, formatting and all, is copied byte for byte.
import type { DefaultTreeAdapterMap } from 'parse5';
import { escapeAttributeValue } from '@doc-convert/core';
import { hiddenLinks } from '@doc-convert/core/outline';
import { dataUri, isLocalReference, type AssetReader } from './assets';
import { Edits, type Replacement } from './edits';
import { cssReferences, hasPrintRules, inlineCss } from './inline-css';
import { rewriteLink, type LinkPolicy } from './links';
import { noteNotInlined, notePrintStyles } from './refusals';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

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
const LINK_ELEMENTS = new Set(['a', 'area']);

/** A page needs parsing only if it names something: a page without these has nothing to inline. */
const MAY_REFER = /\b(?:src|href|srcset|style|poster)\b|url\(/i;
/** …or, for a PDF, if it has ids that links to its sections may name. */
const MAY_NAME = /\b(?:id|name)\s*=/i;

function quote(value: string): string {
  return `"${escapeAttributeValue(value)}"`;
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

/** Ids a page gets hidden links to, at most: a page of line-numbered code is not worth more destinations. */
const MAX_TARGETS = 5000;

/**
 * Hidden links to `ids`, for the end of the body (packages/core/src/outline/html.ts): Chromium writes a named destination
 * for an element that a link of its page points at, hidden links included, and none for the others; with
 * these, a link from another page to `#id` lands in this page's PDF (and in a merged one).
 */
function targetLinks(ids: Iterable<string>): string {
  return hiddenLinks([...ids].slice(0, MAX_TARGETS), 'doc-convert-targets');
}

/**
 * Every element of the page with a place in the source, in document order (template contents too), and
 * whether it is inside a template (not part of the page as rendered).
 */
function* elements(node: Node, inTemplate = false): Generator<[Element, boolean]> {
  if ('tagName' in node && node.sourceCodeLocation) yield [node, inTemplate];
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child, inTemplate);
  if ('content' in node) yield* elements(node.content, true);
}

/** Whether a `media` attribute's list names the print medium (`print`, `only print`, `print and ...`). */
function forPrint(media: string | undefined): boolean {
  return (media ?? '').split(',').some((query) => /^\s*(only\s+)?print\b/i.test(query));
}

/** An attribute's name as the source spells it in the location table: `xlink:href`, `src`. */
const attributeName = (a: { name: string; prefix?: string }) => (a.prefix ? `${a.prefix}:${a.name}` : a.name);

/** Links to rewrite: the run's policy and where this page's output goes. */
export interface PageLinks {
  policy: LinkPolicy;
  output: string;
}

class PageInliner {
  readonly edits = new Edits();
  /** The page's ids and `<a name>`s, outside templates: what links to its sections may name. */
  readonly ids = new Set<string>();

  constructor(
    private readonly html: string,
    private readonly file: string,
    private readonly reader: AssetReader | undefined,
    private readonly links: PageLinks | undefined,
  ) {}

  /** The reference as a data: URI, or undefined when it is not local or cannot be read. */
  async #dataUri(reference: string | undefined): Promise<string | undefined> {
    if (!this.reader || reference === undefined || !isLocalReference(reference)) return undefined;
    const asset = await this.reader.read(reference, this.file);
    return asset && dataUri(asset);
  }

  /** Sets attribute `name` of `element` to what `value` resolves to (undefined: unchanged). */
  #set(element: Element, name: string, value: Replacement): void {
    const at = element.sourceCodeLocation?.attrs?.[name];
    if (!at) return;
    const written = this.html.slice(at.startOffset, at.startOffset + name.length);
    this.edits.replace(
      at.startOffset,
      at.endOffset,
      Promise.resolve(value).then((v) => v && `${written}=${quote(v)}`),
    );
  }

  /** Removes attribute `name` of `element`, with the white space before it, if `when` resolves to true. */
  #remove(element: Element, name: string, when: Promise<boolean>): void {
    const at = element.sourceCodeLocation?.attrs?.[name];
    if (!at) return;
    let start = at.startOffset;
    while (start > 0 && /\s/.test(this.html[start - 1]!)) start--;
    this.edits.replace(
      start,
      at.endOffset,
      when.then((yes) => (yes ? '' : undefined)),
    );
  }

  /** The range of an element's raw text (<style>, <script>), or undefined when it has no end tag. */
  #content(element: Element): { start: number; end: number } | undefined {
    const { startTag, endTag } = element.sourceCodeLocation!;
    return startTag && endTag ? { start: startTag.endOffset, end: endTag.startOffset } : undefined;
  }

  visit(element: Element, inTemplate: boolean): void {
    const name = element.tagName;
    const values = new Map(element.attrs.map((a) => [attributeName(a), a.value]));
    const get = (attribute: string) => values.get(attribute);
    if (!inTemplate) {
      const id = get('id');
      if (id) this.ids.add(id);
      const anchor = name === 'a' ? get('name') : undefined;
      if (anchor) this.ids.add(anchor);
    }

    if (this.links && LINK_ELEMENTS.has(name)) {
      const href = get('href');
      const { policy, output } = this.links;
      if (href !== undefined) this.#set(element, 'href', rewriteLink(href, this.file, output, policy));
    }
    if ((name === 'link' || name === 'style') && forPrint(get('media'))) notePrintStyles();
    if (!this.reader) return this.#notInlined(element, values);
    if (name === 'style') return this.#style(element);
    if (name === 'script') return this.#script(element, get('src'));
    if (name === 'link') {
      const rel = (get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = get('href');
      if (href === undefined || !isLocalReference(href)) return;
      if (rel.includes('stylesheet')) return this.#stylesheet(element, href, get('media'));
      if (rel.some((r) => r.includes('icon') || r === 'preload'))
        this.#set(element, 'href', this.#dataUri(href));
    }
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      if (values.has(attribute)) this.#set(element, attribute, this.#dataUri(get(attribute)));
    }
    const srcset = get('srcset');
    if (srcset !== undefined && SRCSET_ELEMENTS.has(name)) this.#set(element, 'srcset', this.#srcset(srcset));
    const style = get('style');
    if (style !== undefined && /url\(/i.test(style)) {
      this.#set(element, 'style', inlineCss(style, this.file, this.reader));
    }
  }

  /** With `inline-assets: false`: notes the element's local references, left for a renderer that cannot load them. */
  #notInlined(element: Element, values: Map<string, string>): void {
    const name = element.tagName;
    const local = (reference: string | undefined) => {
      if (reference !== undefined && isLocalReference(reference)) noteNotInlined(reference.trim());
    };
    const cssOf = (css: string) => {
      for (const { url } of cssReferences(css).references) local(url);
    };
    if (name === 'style') {
      const content = this.#content(element);
      const css = content ? this.html.slice(content.start, content.end) : '';
      if (hasPrintRules(css)) notePrintStyles();
      return cssOf(css);
    }
    if (name === 'script') return local(values.get('src'));
    if (name === 'link') {
      const rel = (values.get('rel') ?? '').toLowerCase().split(/\s+/);
      if (rel.some((r) => r === 'stylesheet' || r.includes('icon') || r === 'preload'))
        local(values.get('href'));
      return;
    }
    for (const attribute of URL_ATTRIBUTES[name] ?? []) local(values.get(attribute));
    const srcset = values.get('srcset');
    if (srcset !== undefined && SRCSET_ELEMENTS.has(name))
      for (const { url } of parseSrcset(srcset)) local(url);
    const style = values.get('style');
    if (style !== undefined && /url\(/i.test(style)) cssOf(style);
  }

  async #srcset(srcset: string): Promise<string | undefined> {
    const candidates = await Promise.all(
      parseSrcset(srcset).map(async ({ url, descriptor }) => {
        const uri = await this.#dataUri(url);
        return {
          text: descriptor ? `${uri ?? url} ${descriptor}` : (uri ?? url),
          inlined: uri !== undefined,
        };
      }),
    );
    return candidates.some((c) => c.inlined) ? candidates.map((c) => c.text).join(', ') : undefined;
  }

  #style(element: Element): void {
    const content = this.#content(element);
    if (!content) return;
    const css = this.html.slice(content.start, content.end);
    this.edits.replace(
      content.start,
      content.end,
      inlineCss(css, this.file, this.reader!).then((inlined) => escapeRawText(inlined, 'style')),
    );
  }

  #script(element: Element, src: string | undefined): void {
    const content = this.#content(element);
    if (src === undefined || !isLocalReference(src) || !content) return;
    // A script a template engine would read goes in as a data: URI; any other as the element's text.
    const plan = this.reader!.read(src, this.file).then((asset) => {
      if (!asset) return undefined;
      const js = asset.bytes.toString('utf8');
      return readsAsExpression(js)
        ? { src: dataUri({ ...asset, mime: 'text/javascript' }) }
        : { text: escapeRawText(js, 'script') };
    });
    this.#set(
      element,
      'src',
      plan.then((p) => p?.src),
    );
    this.#remove(
      element,
      'src',
      plan.then((p) => p?.text !== undefined),
    );
    this.edits.replace(
      content.start,
      content.end,
      plan.then((p) => p?.text),
    );
  }

  #stylesheet(element: Element, href: string, media: string | undefined): void {
    const { startOffset, endOffset } = element.sourceCodeLocation!.startTag ?? element.sourceCodeLocation!;
    this.edits.replace(startOffset, endOffset, this.#sheet(href, media));
  }

  async #sheet(href: string, media: string | undefined): Promise<string | undefined> {
    const asset = await this.reader!.read(href, this.file);
    if (!asset) return undefined;
    const reader = this.reader!;
    const css = await reader.inlinedSheet(asset, () =>
      inlineCss(asset.bytes.toString('utf8'), asset.path, reader, new Set([asset.path])),
    );
    const mediaAttribute = media ? ` media=${quote(media)}` : '';
    if (readsAsExpression(css)) {
      const uri = dataUri({ ...asset, mime: 'text/css', bytes: Buffer.from(css, 'utf8') });
      return `<link rel="stylesheet" href=${quote(uri)}${mediaAttribute}>`;
    }
    return `<style${mediaAttribute}>${escapeRawText(css, 'style')}</style>`;
  }
}

/** True when a `<base href>` sends the page's references to a remote site. */
function hasRemoteBase(all: Element[]): boolean {
  const href = all.find((e) => e.tagName === 'base')?.attrs.find((a) => a.name === 'href')?.value;
  return href !== undefined && !isLocalReference(href);
}

/**
 * The page read from `file` (or inline HTML seen as if it were `file`), with its local assets inlined (none
 * without a reader) and, given `links`, its links between pages rewritten.
 */
export async function inlineHtml(
  html: string,
  file: string,
  reader: AssetReader | undefined,
  links?: PageLinks,
): Promise<string> {
  const sections = links?.policy.sections;
  if (!MAY_REFER.test(html) && !(sections && MAY_NAME.test(html))) return html;
  // The parser is loaded with the first page that needs it: a site of plain pages never loads it.
  const { parse } = await import('parse5');
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  if (hasRemoteBase(all.map(([element]) => element))) return html;
  const page = new PageInliner(html, file, reader, links);
  for (const [element, inTemplate] of all) page.visit(element, inTemplate);
  if (sections) {
    sections.addIds(file, page.ids);
    if (page.ids.size > 0) {
      const body = all.find(([element, inTemplate]) => element.tagName === 'body' && !inTemplate)?.[0];
      const at = body?.sourceCodeLocation?.endTag?.startOffset ?? html.length;
      page.edits.replace(at, at, targetLinks(page.ids));
    }
  }
  return page.edits.apply(html);
}
