// Makes an example's HTML self-contained before it is sent. A conversion service given inline HTML has no
// way to resolve `assets/invoice.css` on this machine, so stylesheet links become <style> elements and image
// sources (and `url()` references inside those stylesheets) become data: URIs.
// Deliberately small: only relative references to files inside `root` are read. References with a scheme
// (https:, data:) or starting with `//` or `#` are left for the service; one that leaves `root`, starts at
// `/`, names a missing file or a file type not listed below fails, so the demo never sends a broken page.
import { readFile, realpath } from 'node:fs/promises';
import { dirname, extname, isAbsolute, relative, resolve } from 'node:path';

const MEDIA_TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

const TAG = /<(link|img)\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
const LEFT_FOR_THE_SERVICE = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

export interface InlineContext {
  /** The file the references appear in; relative references are resolved against its folder. */
  from: string;
  /** No file outside this folder is ever read. */
  root: string;
}

interface Attribute {
  name: string;
  value: string;
  /** Where the value (without its quotes) sits in the tag. */
  start: number;
  end: number;
  quoted: boolean;
}

function attributes(tag: string): Attribute[] {
  return [...tag.matchAll(ATTRIBUTE)].map((match) => {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    const quoted = match[2] !== undefined || match[3] !== undefined;
    const end = match.index + match[0].length - (quoted ? 1 : 0);
    return { name: match[1].toLowerCase(), value, start: end - value.length, end, quoted };
  });
}

/** The file a relative reference names, after checking that it stays inside `root` (symbolic links too). */
async function localFile(reference: string, context: InlineContext): Promise<string> {
  const where = `${relative(context.root, context.from)}: "${reference}"`;
  if (reference.trim() === '' || reference.startsWith('/')) {
    throw new Error(`${where}: only relative references to files in ${context.root} can be inlined`);
  }
  const path = resolve(dirname(context.from), decodeURI(reference.replace(/[?#].*$/, '')));
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    throw new Error(`${where}: no such file (${path})`);
  }
  const inside = relative(await realpath(context.root), real);
  if (inside.startsWith('..') || isAbsolute(inside)) {
    throw new Error(`${where}: refers outside ${context.root}`);
  }
  return real;
}

async function dataUri(reference: string, context: InlineContext): Promise<string> {
  const file = await localFile(reference, context);
  const type = MEDIA_TYPES[extname(file).toLowerCase()];
  if (!type) throw new Error(`${relative(context.root, context.from)}: "${reference}": unknown file type`);
  return `data:${type};base64,${(await readFile(file)).toString('base64')}`;
}

/** Replaces every match of `pattern` with what `replace` resolves to, one at a time, in order. */
async function replaceAsync(
  text: string,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => Promise<string>,
): Promise<string> {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += text.slice(last, match.index) + (await replace(match));
    last = match.index + match[0].length;
  }
  return out + text.slice(last);
}

/** A stylesheet with its relative `url()` references inlined (resolved against the stylesheet itself). */
export async function inlineStylesheet(css: string, context: InlineContext): Promise<string> {
  return replaceAsync(css, CSS_URL, async (match) => {
    const reference = match[1] ?? match[2] ?? match[3] ?? '';
    if (LEFT_FOR_THE_SERVICE.test(reference)) return match[0];
    return `url("${await dataUri(reference, context)}")`;
  });
}

async function inlineTag(tag: string, element: string, context: InlineContext): Promise<string> {
  const attrs = attributes(tag);
  const find = (name: string) => attrs.find((attribute) => attribute.name === name);
  if (element === 'link') {
    const href = find('href');
    const isStylesheet = find('rel')?.value.toLowerCase().split(/\s+/).includes('stylesheet');
    if (!isStylesheet || !href || LEFT_FOR_THE_SERVICE.test(href.value)) return tag;
    const file = await localFile(href.value, context);
    const css = await inlineStylesheet(await readFile(file, 'utf8'), { from: file, root: context.root });
    if (/<\/style/i.test(css)) throw new Error(`${href.value}: a stylesheet must not contain "</style"`);
    const media = find('media');
    return `<style${media ? ` media="${media.value.replaceAll('"', '&quot;')}"` : ''}>\n${css}</style>`;
  }
  const src = find('src');
  if (!src || LEFT_FOR_THE_SERVICE.test(src.value)) return tag;
  const uri = await dataUri(src.value, context);
  return tag.slice(0, src.start) + (src.quoted ? uri : `"${uri}"`) + tag.slice(src.end);
}

/** The HTML with its local stylesheets and images inlined. */
export async function inlineAssets(html: string, context: InlineContext): Promise<string> {
  return replaceAsync(html, TAG, (match) => inlineTag(match[0], match[1].toLowerCase(), context));
}
