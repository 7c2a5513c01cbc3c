// The rules of a book's settings, checked where the settings are read, before anything is sent (the Action's
// inputs, the library's mergePdfs(), the node's Merge PDFs), so this module is small and loads nothing else:
// the texts drawn on the pages from templates, page numbers (`{page} / {total}`) and running heads
// (`{book} | {chapter}`), drawn in Helvetica, a standard PDF font every viewer has, so that a template may
// hold only its characters (WinAnsi; the drawing is stamps.ts); the contents' depth; the language tag; the
// address pages not in the book are published under.
import { winAnsiCode } from './winansi';

/** The placeholders of a template. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Where a running head's left and right parts are parted. */
export const RUNNING_HEAD_SEPARATOR = '|';

/** What a template's characters must be, as the end of a sentence; undefined when they are all drawable. */
function charactersIssue(template: string): string | undefined {
  const bad = [...template].find((char) => winAnsiCode(char) === undefined);
  if (bad === undefined) return undefined;
  return `can only hold characters of the standard PDF font Helvetica (WinAnsi: Latin letters, digits, punctuation), which every viewer shows without an embedded font; ${JSON.stringify(bad)} is not one (got ${JSON.stringify(template)})`;
}

/**
 * Why `template` cannot number pages, as the end of a sentence that starts with the setting's name; undefined
 * when it can. It must hold `{page}`, may hold `{total}`, no other `{…}`, and only characters of WinAnsi.
 */
export function pageNumbersIssue(template: string): string | undefined {
  const example = 'e.g. "{page} / {total}" or "Page {page} of {total}"';
  const placeholders = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const unknown = placeholders.find((name) => name !== 'page' && name !== 'total');
  if (unknown !== undefined) {
    return `knows {page} and {total}, not {${unknown}} (${example}; got ${JSON.stringify(template)})`;
  }
  if (!placeholders.includes('page')) {
    return `must hold {page}, where each page's number goes (${example}; got ${JSON.stringify(template)})`;
  }
  return charactersIssue(template);
}

/**
 * Why `template` cannot be a running head (see pageNumbersIssue). It may hold `{book}` (the book's title) and
 * `{chapter}` (the chapter's), no other `{…}`, at most one `|` (the left part, then the right), and only
 * characters of WinAnsi; it must say something.
 */
export function runningHeadIssue(template: string): string | undefined {
  const example =
    'e.g. "{chapter}", or "{book} | {chapter}" for the book\'s title at the left and the chapter\'s at the right';
  const placeholders = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const unknown = placeholders.find((name) => name !== 'book' && name !== 'chapter');
  if (unknown !== undefined) {
    return `knows {book} and {chapter}, not {${unknown}} (${example}; got ${JSON.stringify(template)})`;
  }
  const parts = template.split(RUNNING_HEAD_SEPARATOR);
  if (parts.length > 2) {
    return `holds at most one "|", between the left part and the right (${example}; got ${JSON.stringify(template)})`;
  }
  if (parts.every((part) => part.trim() === '')) {
    return `must say something (${example}; got ${JSON.stringify(template)})`;
  }
  return charactersIssue(template);
}

/** A template filled with `values` (`{name}` → its value); any other `{…}` is left as it is. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** The deepest a contents page goes: a chapter and five levels of headings beneath it. */
export const MAX_CONTENTS_DEPTH = 6;

/** Why `depth` cannot be a contents page's depth (see pageNumbersIssue); undefined when it can. */
export function contentsDepthIssue(depth: unknown): string | undefined {
  if (Number.isInteger(depth) && (depth as number) >= 1 && (depth as number) <= MAX_CONTENTS_DEPTH)
    return undefined;
  return `must be a whole number from 1 (a line per chapter) to ${MAX_CONTENTS_DEPTH} (chapters and five levels of headings beneath; got ${JSON.stringify(depth)})`;
}

/** Why `lang` cannot be a book's language (see pageNumbersIssue); undefined when it can. */
export function langIssue(lang: string): string | undefined {
  return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang)
    ? undefined
    : `must be a language tag such as "en" or "de-CH" (got ${JSON.stringify(lang)})`;
}

/** Why `base` cannot be the address pages not in a book are published under (see pageNumbersIssue). */
export function linkBaseIssue(base: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(base);
  } catch {
    url = undefined;
  }
  return url && /^https?:$/.test(url.protocol) && base.endsWith('/')
    ? undefined
    : `must be an http(s) address ending in "/", e.g. "https://example.org/docs/" (got ${JSON.stringify(base)})`;
}
