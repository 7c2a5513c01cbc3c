// Inlines what a stylesheet refers to. `url(...)` of a local file (image, font) becomes a data: URI, and a
// local `@import` becomes `@import url("data:text/css;base64,...")` of the imported sheet, itself inlined
// first (recursively, so its own url() and @import are resolved from its own folder). Imports stay imports,
// so they stay at the top of the sheet with their media and layer conditions, and a remote @import after
// them (a web font service, say) keeps working. Remote and data: URLs are left as they are.
// The sheet is read with css-tree's tokenizer (CSS Syntax Level 3), so a url() inside a string, a comment
// or an escaped name is never taken for a reference; only the tokens of each reference are replaced, and
// comments are dropped, so a commented-out reference is neither read nor reported. A sheet with print rules
// (`@media print`, an @import for print) is noted for the page (refusals.ts): its print styles apply only with
// `use_print`.
import { tokenize } from 'css-tree/tokenizer';
import { string as cssString, url as cssUrl } from 'css-tree/utils';
import { dataUri, isLocalReference, type AssetReader } from './assets';
import { Edits } from './edits';
import { notePrintStyles } from './refusals';

// Token types of CSS Syntax Level 3, as css-tree numbers them (lib/tokenizer/types.js).
const IDENT = 1;
const FUNCTION = 2;
const AT_KEYWORD = 3;
const STRING = 5;
const URL = 7;
const WHITESPACE = 13;
const SEMICOLON = 17;
const RIGHT_PARENTHESIS = 22;
const LEFT_CURLY_BRACKET = 23;
const COMMENT = 25;

interface Token {
  type: number;
  start: number;
  end: number;
}

/** A URL the sheet names: where its tokens are, what it says, and whether it is an @import's. */
export interface CssReference {
  start: number;
  end: number;
  url: string;
  isImport: boolean;
}

/**
 * The URLs of a sheet (url() and @import, in order), the ranges of its comments, and whether it has print
 * rules: an `@media` or `@import` whose media list names `print` (not as `not print`).
 */
export function cssReferences(css: string): {
  references: CssReference[];
  comments: Token[];
  print: boolean;
} {
  const tokens: Token[] = [];
  tokenize(css, (type, start, end) => tokens.push({ type, start, end }));
  const text = (t: Token) => css.slice(t.start, t.end);
  const next = (i: number) => {
    let j = i + 1;
    while (j < tokens.length && (tokens[j]!.type === WHITESPACE || tokens[j]!.type === COMMENT)) j++;
    return j;
  };
  const references: CssReference[] = [];
  /** Records the URL at token `i` (a url token, `url(` string `)`, or for @import a string); its last token. */
  const urlAt = (i: number, isImport: boolean): number => {
    const token = tokens[i];
    if (!token) return i;
    if (token.type === URL) {
      references.push({ start: token.start, end: token.end, url: cssUrl.decode(text(token)), isImport });
    } else if (token.type === STRING && isImport) {
      references.push({ start: token.start, end: token.end, url: cssString.decode(text(token)), isImport });
    } else if (token.type === FUNCTION && text(token).toLowerCase() === 'url(') {
      const value = next(i);
      const close = next(value);
      if (tokens[value]?.type !== STRING || tokens[close]?.type !== RIGHT_PARENTHESIS) return i;
      const url = cssString.decode(text(tokens[value]!));
      references.push({ start: token.start, end: tokens[close]!.end, url, isImport });
      return close;
    }
    return i;
  };
  /** Whether the prelude of the at-rule at token `i` (up to its `{` or `;`) names the print medium. */
  const forPrint = (i: number): boolean => {
    let previous = '';
    for (let j = next(i); j < tokens.length; j = next(j)) {
      const token = tokens[j]!;
      if (token.type === LEFT_CURLY_BRACKET || token.type === SEMICOLON) return false;
      if (token.type !== IDENT) continue;
      const word = text(token).toLowerCase();
      if (word === 'print' && previous !== 'not') return true;
      previous = word;
    }
    return false;
  };
  let print = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const at = token.type === AT_KEYWORD ? text(token).toLowerCase() : '';
    if ((at === '@media' || at === '@import') && !print) print = forPrint(i);
    if (at === '@import') i = urlAt(next(i), true);
    else i = urlAt(i, false);
  }
  return { references, comments: tokens.filter((t) => t.type === COMMENT), print };
}

/** Whether a sheet has print rules (see cssReferences). */
export function hasPrintRules(css: string): boolean {
  return /print/i.test(css) && cssReferences(css).print;
}

/** Inlines the local references of a sheet read from `file` (or embedded in it). */
export async function inlineCss(
  css: string,
  file: string,
  reader: AssetReader,
  importing: ReadonlySet<string> = new Set(),
): Promise<string> {
  const { references, comments, print } = cssReferences(css);
  if (print) notePrintStyles();
  const edits = new Edits();
  for (const comment of comments) edits.replace(comment.start, comment.end, '');
  for (const { start, end, url, isImport } of references) {
    if (!isLocalReference(url)) continue;
    edits.replace(
      start,
      end,
      isImport ? importedSheet(url, file, reader, importing) : embedded(url, file, reader),
    );
  }
  return edits.apply(css);
}

async function embedded(url: string, file: string, reader: AssetReader): Promise<string | undefined> {
  const asset = await reader.read(url, file);
  return asset && `url("${dataUri(asset)}")`;
}

/** The imported sheet, inlined from its own folder, as a data: URL; undefined (kept) in a cycle. */
async function importedSheet(
  url: string,
  file: string,
  reader: AssetReader,
  importing: ReadonlySet<string>,
): Promise<string | undefined> {
  const asset = await reader.read(url, file);
  if (!asset || importing.has(asset.path)) return undefined;
  const sheet = await inlineCss(
    asset.bytes.toString('utf8'),
    asset.path,
    reader,
    new Set([...importing, asset.path]),
  );
  return `url("${dataUri({ ...asset, mime: 'text/css', bytes: Buffer.from(sheet, 'utf8') })}")`;
}
