// YAML front matter (between `---` lines at the top of the file): the document's `title`, `author`, `lang` and
// `description`, a `stylesheet` to print with instead of the built-in one (a path from the file's folder), and
// any request option of the conversion (`format`, `margin`, `landscape`, …), which is checked by the very rules
// the client checks options with (@doc-convert/core/options). Anything wrong (YAML that does not parse, a value of
// the wrong kind, an option that breaks its rule or does not exist) is a ValidationError naming the file, the
// line and the rule, thrown before anything is sent.
import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import { ValidationError, type ConversionFormat, type ValidationIssue } from '@doc-convert/core';
import { parseConversionOptions } from '@doc-convert/core/options';

/** The document's own fields; every other key is a request option. */
export interface FrontMatter {
  title?: string;
  author?: string;
  lang?: string;
  description?: string;
  /** A stylesheet's path, from the Markdown file's folder: printed with instead of the built-in one. */
  stylesheet?: string;
  /** The request options it sets. */
  options: Record<string, unknown>;
}

const DOCUMENT_FIELDS = ['title', 'author', 'lang', 'description', 'stylesheet'] as const;
/** Options the Markdown itself stands for. */
const NOT_OPTIONS: Record<string, string> = {
  source: 'is the page made from this Markdown: front matter cannot set it',
  markdown: 'is this Markdown: front matter cannot set it',
};

/** Where the front matter is: its YAML and the line of the file its first line is. */
export interface FrontMatterBlock {
  yaml: string;
  firstLine: number;
}

function where(file: string | undefined, line: number): string {
  return file ? `front matter of ${file}, line ${line}` : `front matter, line ${line}`;
}

function issue(path: string, rule: string, file: string | undefined, line: number): ValidationIssue {
  return { path, message: `${rule} (${where(file, line)})`, ...(file ? { file } : {}), line };
}

/** The front matter's fields and options, checked for a conversion to `format`. */
export function readFrontMatter(
  block: FrontMatterBlock | undefined,
  format: ConversionFormat,
  file: string | undefined,
): FrontMatter {
  if (!block || block.yaml.trim() === '') return { options: {} };
  const lines = new LineCounter();
  const document = parseDocument(block.yaml, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number | undefined) => (lines.linePos(offset ?? 0).line ?? 1) + block.firstLine - 1;
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    const message = error.message.split('\n')[0]!;
    throw new ValidationError([
      issue('front matter', `is not valid YAML: ${message}`, file, lineOf(error.pos[0])),
    ]);
  }
  if (!isMap(document.contents)) {
    const line = lineOf(document.contents?.range?.[0]);
    throw new ValidationError([
      issue('front matter', 'must be a map of names to values (name: value)', file, line),
    ]);
  }
  const out: FrontMatter = { options: {} };
  const issues: ValidationIssue[] = [];
  const lineOfKey = new Map<string, number>();
  for (const pair of document.contents.items as Pair[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = lineOf(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    lineOfKey.set(key, line);
    const value = isScalar(pair.value)
      ? pair.value.value
      : (pair.value as { toJSON(): unknown } | null)?.toJSON();
    if ((DOCUMENT_FIELDS as readonly string[]).includes(key)) {
      if (typeof value !== 'string' || value.trim() === '') {
        issues.push(issue(key, 'must be a non-empty text', file, line));
      } else out[key as (typeof DOCUMENT_FIELDS)[number]] = value;
    } else if (Object.hasOwn(NOT_OPTIONS, key)) {
      issues.push(issue(key, NOT_OPTIONS[key]!, file, line));
    } else out.options[key] = value;
  }
  if (issues.length > 0) throw new ValidationError(issues);
  if (Object.keys(out.options).length > 0) {
    try {
      // The options alone, with a stand-in source: the rules of the conversion, each issue at its key's line.
      parseConversionOptions(format, { ...out.options, source: '<p></p>' });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      throw new ValidationError(
        error.issues.map((found) => {
          const key = found.path.split('.')[0] ?? '';
          return issue(found.path, found.message, file, lineOfKey.get(key) ?? block.firstLine);
        }),
      );
    }
  }
  return out;
}
