// Inlines what a stylesheet refers to. `url(...)` of a local file (image, font) becomes a data: URI, and a
// local `@import` becomes `@import url("data:text/css;base64,...")` of the imported sheet, itself inlined
// first (recursively, so its own url() and @import are resolved from its own folder). Imports stay imports,
// so they stay at the top of the sheet with their media and layer conditions, and a remote @import after
// them (a web font service, say) keeps working. Remote and data: URLs are left as they are.
import { dataUri, isLocalReference, type AssetReader } from './assets';

const IMPORT = /@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)|"([^"]*)"|'([^']*)')/gi;
const URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
const COMMENT = /\/\*[\s\S]*?\*\//g;

/** Replaces each match of `pattern` with what `replace` resolves to, all matches read in parallel. */
export async function replaceAsync(
  text: string,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => Promise<string>,
): Promise<string> {
  const matches = [...text.matchAll(new RegExp(pattern.source, pattern.flags))];
  const replacements = await Promise.all(matches.map((m) => replace(m)));
  let out = '';
  let last = 0;
  matches.forEach((match, i) => {
    out += text.slice(last, match.index) + replacements[i];
    last = match.index + match[0].length;
  });
  return out + text.slice(last);
}

/** Inlines the local references of a sheet read from `file` (or embedded in it). */
export async function inlineCss(
  css: string,
  file: string,
  reader: AssetReader,
  importing: ReadonlySet<string> = new Set(),
): Promise<string> {
  // Comments go first, so a commented-out reference is neither read nor reported.
  const withImports = await replaceAsync(css.replace(COMMENT, ''), IMPORT, async (match) => {
    const reference = match.slice(1).find((group) => group !== undefined) ?? '';
    if (!isLocalReference(reference)) return match[0];
    const asset = await reader.read(reference, file);
    if (!asset || importing.has(asset.path)) return match[0];
    const sheet = await inlineCss(
      asset.bytes.toString('utf8'),
      asset.path,
      reader,
      new Set([...importing, asset.path]),
    );
    return `@import url("${dataUri({ ...asset, mime: 'text/css', bytes: Buffer.from(sheet, 'utf8') })}")`;
  });
  return replaceAsync(withImports, URL, async (match) => {
    const reference = match[1] ?? match[2] ?? match[3] ?? '';
    if (!isLocalReference(reference)) return match[0];
    const asset = await reader.read(reference, file);
    return asset ? `url("${dataUri(asset)}")` : match[0];
  });
}
