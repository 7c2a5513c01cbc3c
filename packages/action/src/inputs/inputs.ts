// Reads and checks every input of action.yml before anything is sent. The API key is masked first, so no
// later log line, error or summary can show it. The `options` JSON goes through the core's option schemas
// for the output type, so a wrong option fails the step here, without a request and without spending a
// credit; so does any combination of inputs that could mean two things (`template` with `sources`, say).
import * as core from '@actions/core';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import {
  contentsDepthIssue,
  CONVERSION_CONTENT_TYPES,
  DEFAULT_OUTLINE_DEPTH,
  langIssue,
  linkBaseIssue,
  pageNumbersIssue,
  runningHeadIssue,
  OUTLINE_MAX_DEPTH,
  OUTLINE_MIN_DEPTH,
  outlineIssues,
  type OutlineOption,
  PROCESSOR_VERSIONS,
  type ProcessorVersion,
  loadOptions,
} from '@doc-convert/core';
import { readMergeOrder } from '../merge/merge-order';
import { parseShard } from '../plan/shard';
import {
  InputError,
  isWorkspaceRelative,
  type ActionInputs,
  type OutputType,
  type Target,
  type TemplateFile,
} from '../types';
import { realPathInside, unreadableReason } from './confine';

/** The values of `type`, in the order the messages list them. */
const OUTPUT_TYPES = Object.keys(CONVERSION_CONTENT_TYPES) as OutputType[];

const MAX_CONCURRENCY = 32;

// Options the Action cannot honour: it sets the source itself and writes each answer to a file, which a
// stored (`filename`), queued (`webhook`) or Base64 (`encode`) answer would not give it.
const OPTIONS_SET_BY_THE_ACTION: Record<string, string> = {
  source: 'is set by the Action (from the sources or source input, or the template)',
  filename: 'makes the service store the file instead of returning it; the Action writes files itself',
  webhook: 'makes the conversion asynchronous; the Action needs the file in the answer',
  encode: 'makes the service answer Base64 text; the Action writes the binary file itself',
};

function text(name: string): string {
  return core.getInput(name);
}

function boolean(name: string, fallback: boolean): boolean {
  const value = text(name);
  if (value === '') return fallback;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw new InputError(`Input ${name} must be true or false (got ${JSON.stringify(value)}).`);
}

function integer(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = text(name);
  if (value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`;
    throw new InputError(`Input ${name} must be a whole number ${range} (got ${JSON.stringify(value)}).`);
  }
  return n;
}

function outputType(): OutputType {
  const value = text('type').toLowerCase() || 'pdf';
  if (!(OUTPUT_TYPES as string[]).includes(value)) {
    const types = `${OUTPUT_TYPES.slice(0, -1).join(', ')} or ${OUTPUT_TYPES.at(-1)}`;
    throw new InputError(`Input type must be ${types} (got ${JSON.stringify(value)}).`);
  }
  return value as OutputType;
}

function processorVersion(): ProcessorVersion | undefined {
  const value = text('processor-version');
  if (value === '') return undefined;
  if (!(PROCESSOR_VERSIONS as readonly string[]).includes(value)) {
    throw new InputError(
      `Input processor-version must be ${PROCESSOR_VERSIONS.join(' or ')} (got ${JSON.stringify(value)}).`,
    );
  }
  return value as ProcessorVersion;
}

/**
 * `outline`: `true` (h1 to h3), a depth from 1 to 6, or off (`false`, the default). Bookmarks are added to PDFs,
 * from HTML the Action sends or a template it fills: not to images, nor to a URL's page.
 */
function outline(
  type: OutputType,
  work: Target,
  options: Record<string, unknown>,
): OutlineOption | undefined {
  const value = text('outline').trim().toLowerCase();
  if (value === '' || value === 'false') return undefined;
  const depth = value === 'true' ? DEFAULT_OUTLINE_DEPTH : Number(value);
  if (!/^(true|\d+)$/.test(value) || depth < OUTLINE_MIN_DEPTH || depth > OUTLINE_MAX_DEPTH) {
    throw new InputError(
      `Input outline must be true, false or a heading depth from ${OUTLINE_MIN_DEPTH} to ${OUTLINE_MAX_DEPTH} (got ${JSON.stringify(text('outline'))}).`,
    );
  }
  if (type !== 'pdf') {
    throw new InputError(
      `Input outline adds bookmarks to PDFs, so it needs type pdf (got ${JSON.stringify(type)}).`,
    );
  }
  if (work.kind === 'source' && /^https?:\/\//i.test(work.source)) {
    throw new InputError(
      "Input outline needs HTML the Action sends: a URL source's page is the site's, its headings cannot be prepared.",
    );
  }
  // What else keeps a PDF from getting bookmarks (an encrypting `protection`), as the client would refuse it.
  const [issue] = outlineIssues(options, work.kind === 'template');
  if (issue) throw new InputError(`Input outline ${issue.message}.`);
  return value === 'true' ? true : { depth };
}

/** Glob patterns must stay relative to the workspace; `!pattern` excludes; one at least must include. */
function patterns(name: 'sources' | 'data'): string[] {
  const lines = core
    .getMultilineInput(name)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const line of lines) {
    if (!isWorkspaceRelative(line.startsWith('!') ? line.slice(1) : line)) {
      throw new InputError(
        `Input ${name}: ${JSON.stringify(line)} must be relative to the workspace and must not contain "..".`,
      );
    }
  }
  if (lines.length > 0 && lines.every((line) => line.startsWith('!'))) {
    throw new InputError(`Input ${name} has only exclusions (!pattern); add a pattern that matches files.`);
  }
  return lines;
}

/** The inputs that choose what the Action works on, and how an error message describes each. */
const WORK_INPUTS = {
  sources: 'glob patterns',
  source: 'one URL or inline HTML',
  template: "a stored template's slug",
  'template-file': 'an HTML template in the repository',
} as const;

async function target(workspace: string): Promise<Target> {
  const values = {
    sources: patterns('sources'),
    source: core.getInput('source', { trimWhitespace: false }).trim(),
    template: text('template'),
    'template-file': text('template-file'),
  };
  const data = patterns('data');
  const templateSlug = text('template-slug');

  // Each of these inputs excludes the others: which one was meant would be a guess.
  const chosen = (Object.keys(WORK_INPUTS) as Array<keyof typeof WORK_INPUTS>).filter(
    (name) => values[name].length > 0,
  );
  if (chosen.length > 1) {
    const [first, second] = chosen;
    throw new InputError(
      `Set either ${first} (${WORK_INPUTS[first]}) or ${second} (${WORK_INPUTS[second]}), not both.`,
    );
  }
  const work = chosen[0];
  const fromTemplate = work === 'template' || work === 'template-file';
  if (data.length > 0 && !fromTemplate) {
    throw new InputError(
      `Input data needs template (${WORK_INPUTS.template}) or template-file (${WORK_INPUTS['template-file']}): ` +
        'each data file fills the template in.',
    );
  }
  if (fromTemplate && data.length === 0) {
    throw new InputError(`Input ${work} needs data: glob patterns of JSON files, one document from each.`);
  }
  if (templateSlug !== '' && work !== 'template-file') {
    throw new InputError(
      'Input template-slug names the stored copy of template-file, so it needs template-file' +
        (work === 'template' ? ' (with template, the slug is template itself).' : '.'),
    );
  }

  switch (work) {
    case 'sources':
      return { kind: 'files', patterns: values.sources };
    case 'source':
      return { kind: 'source', source: values.source };
    case 'template':
      return { kind: 'template', slug: values.template, file: undefined, data };
    case 'template-file': {
      // Loaded only for a template file: no other run needs its slug rules or its file checks.
      const { resolveTemplateFile } = await import('../plan/template-file');
      return {
        kind: 'template',
        data,
        ...(await resolveTemplateFile(values[work], templateSlug, workspace)),
      };
    }
    default:
      return { kind: 'credits' };
  }
}

async function conversionOptions(type: OutputType, sandbox: boolean): Promise<Record<string, unknown>> {
  const raw = text('options');
  if (raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new InputError(`Input options is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InputError('Input options must be a JSON object of conversion options, e.g. {"format": "A4"}.');
  }
  const options = parsed as Record<string, unknown>;
  for (const [name, reason] of Object.entries(OPTIONS_SET_BY_THE_ACTION)) {
    if (name in options) throw new InputError(`Input options: ${name} ${reason}.`);
  }
  // The schemas need a source; any will do, since only the options are checked here.
  const request = { ...options, source: '<p>options check</p>', ...(sandbox ? { sandbox: true } : {}) };
  // Loaded only here: a run without options (a credits check, most conversions) never builds the schemas.
  const { parseConversionOptions } = await loadOptions();
  try {
    parseConversionOptions(type, request);
  } catch (error) {
    throw new InputError(`Input options: ${(error as Error).message}`);
  }
  return options;
}

/** A folder or file named in an input: relative to the workspace (or to `base`), without "..". */
function relativePath(name: string, base: string): string | undefined {
  const value = text(name);
  if (value === '') return undefined;
  if (!isWorkspaceRelative(value)) {
    throw new InputError(`Input ${name}: ${JSON.stringify(value)} must be a relative path without "..".`);
  }
  return path.resolve(base, value);
}

/** `merge`: a .pdf file name relative to output-dir, for PDF outputs only. */
function mergeFile(type: OutputType, outputDir: string): string | undefined {
  const file = relativePath('merge', outputDir);
  if (file === undefined) return undefined;
  if (type !== 'pdf') {
    throw new InputError(
      `Input merge joins PDFs into one, so it needs type pdf (got ${JSON.stringify(type)}).`,
    );
  }
  if (!/\.pdf$/i.test(file)) {
    throw new InputError(`Input merge must name a .pdf file (got ${JSON.stringify(text('merge'))}).`);
  }
  return file;
}

/** The inputs that make `merge` a book, as ActionInputs holds them. */
type BookInputs = Pick<
  ActionInputs,
  | 'mergeToc'
  | 'mergeTocDepth'
  | 'mergePageNumbers'
  | 'mergeRunningHead'
  | 'mergeTitle'
  | 'mergeCover'
  | 'mergeDate'
  | 'mergeAuthor'
  | 'mergeSubject'
  | 'mergeLang'
  | 'mergeLinkBase'
  | 'mergePartial'
>;

/** What each book input does, as the sentence that refuses it without `merge` says it. */
const BOOK_INPUTS: Record<string, string> = {
  'merge-toc': 'puts a contents page in front of the merge PDF',
  'merge-toc-depth': 'sets how many levels the contents page lists',
  'merge-page-numbers': 'numbers the pages of the merge PDF',
  'merge-running-head': 'puts a running head on the pages of the merge PDF',
  'merge-title': 'is the Title of the merge PDF',
  'merge-cover': 'puts a cover in front of the merge PDF',
  'merge-date': 'is the date on the cover of the merge PDF',
  'merge-author': 'is the Author of the merge PDF',
  'merge-subject': 'is the Subject of the merge PDF',
  'merge-lang': 'is the language of the merge PDF',
  'merge-link-base': 'gives links out of the merge PDF an address',
  'merge-partial': "merges this run's documents alone into the merge PDF",
};

/** `merge-cover`: true (generated), false, or an HTML file of the workspace (its real path, checked). */
async function cover(workspace: string): Promise<true | TemplateFile | undefined> {
  const value = text('merge-cover');
  if (value === '' || /^false$/i.test(value)) return undefined;
  if (/^true$/i.test(value)) return true;
  const name = `Input merge-cover (${JSON.stringify(value)})`;
  if (!isWorkspaceRelative(value) || !/\.(x?html?)$/i.test(value)) {
    throw new InputError(
      `${name} must be true (a cover made from merge-title, merge-subject, merge-author and merge-date) or an HTML file relative to the workspace, without "..".`,
    );
  }
  try {
    return { path: await realPathInside(workspace, value), label: value.split(path.sep).join('/') };
  } catch (error) {
    throw new InputError(`${name} cannot be read: ${unreadableReason(error)}.`);
  }
}

/**
 * The inputs that make `merge` a book (BOOK_INPUTS). Each needs `merge`; each is checked by the merge's own
 * rules (@doc-convert/core: the templates' placeholders and characters, the depth, the language tag, the
 * link base), so nothing the merge would refuse is sent.
 */
async function book(merge: string | undefined, workspace: string): Promise<BookInputs> {
  const given = Object.keys(BOOK_INPUTS).filter((name) => {
    const value = text(name);
    return (
      value !== '' &&
      !(/^false$/i.test(value) && ['merge-toc', 'merge-partial', 'merge-cover'].includes(name))
    );
  });
  if (merge === undefined && given.length > 0) {
    throw new InputError(`Input ${given[0]} ${BOOK_INPUTS[given[0]!]}, so it needs merge.`);
  }
  const toc = boolean('merge-toc', false);
  const optional = (name: string) => text(name) || undefined;
  const checked = (name: string, issue: (value: string) => string | undefined) => {
    const value = optional(name);
    const problem = value === undefined ? undefined : issue(value);
    if (problem) throw new InputError(`Input ${name} ${problem}.`);
    return value;
  };
  const depthText = optional('merge-toc-depth');
  if (depthText !== undefined && !toc) {
    throw new InputError(
      'Input merge-toc-depth sets how many levels the contents page lists, so it needs merge-toc.',
    );
  }
  const depth = depthText === undefined ? undefined : /^\d+$/.test(depthText) ? Number(depthText) : depthText;
  const depthProblem = depth === undefined ? undefined : contentsDepthIssue(depth);
  if (depthProblem) throw new InputError(`Input merge-toc-depth ${depthProblem}.`);
  const mergeCover = merge === undefined ? undefined : await cover(workspace);
  const date = optional('merge-date');
  if (date !== undefined && mergeCover !== true) {
    throw new InputError(
      'Input merge-date is the date on a generated cover, so it needs merge-cover: true (an HTML cover shows its own).',
    );
  }
  return {
    mergeToc: toc,
    mergeTocDepth: depth as number | undefined,
    mergePageNumbers: checked('merge-page-numbers', pageNumbersIssue),
    mergeRunningHead: checked('merge-running-head', runningHeadIssue),
    mergeTitle: optional('merge-title'),
    mergeCover,
    mergeDate: date,
    mergeAuthor: optional('merge-author'),
    mergeSubject: optional('merge-subject'),
    mergeLang: checked('merge-lang', langIssue),
    mergeLinkBase: checked('merge-link-base', linkBaseIssue),
    mergePartial: boolean('merge-partial', false),
  };
}

/**
 * Page numbers and running heads are drawn in the page's bottom and top margins: a warning names the option
 * when `options` leaves less than 12 pt there (they would print over the text). The service's default margin,
 * ½ inch, fits them.
 */
async function warnAboutMargins(options: Record<string, unknown>, inputs: BookInputs): Promise<void> {
  if (options.margin === undefined || (!inputs.mergePageNumbers && !inputs.mergeRunningHead)) return;
  const { marginPoints } = await loadOptions();
  const margin = marginPoints(options.margin as never);
  const drawn: Array<[string, 'bottom' | 'top', string]> = [
    ['merge-page-numbers', 'bottom', 'page numbers'],
    ['merge-running-head', 'top', 'running heads'],
  ];
  for (const [name, side, what] of drawn) {
    const set = name === 'merge-page-numbers' ? inputs.mergePageNumbers : inputs.mergeRunningHead;
    if (!set || margin[side] >= 12) continue;
    core.warning(
      `${name}: the ${what} are drawn in the ${side} margin, which options sets to ${Math.round(margin[side] * 10) / 10} pt: they print over the text. Leave at least 12 pt there (the service's default margin, ½ inch, fits them), or set the pages' own @page margins and leave "margin" out of options.`,
      { title: `Doc Convert: ${what} in a ${side} margin of ${Math.round(margin[side])} pt` },
    );
  }
}

function workspaceRoot(): string {
  const root = process.env.GITHUB_WORKSPACE || process.cwd();
  try {
    return realpathSync(root);
  } catch {
    throw new InputError(`The workspace ${root} does not exist (GITHUB_WORKSPACE).`);
  }
}

/** The inputs of the review mode; `review` alone says whether the rest may be set. */
const REVIEW_INPUTS = [
  'review',
  'review-fail-above',
  'review-volatile',
  'review-images',
  'review-max-images',
];

/**
 * `review` and its inputs, checked by review/review-inputs.ts, which is loaded only when one of them is set: a
 * credits check, or any run without a review, loads none of it.
 */
async function review(
  type: OutputType,
  work: Target,
  githubToken: string | undefined,
): Promise<ActionInputs['review']> {
  if (REVIEW_INPUTS.every((name) => text(name) === '' || (name === 'review' && /^false$/i.test(text(name)))))
    return undefined;
  const { reviewInputs } = await import('../review/review-inputs');
  return reviewInputs(boolean('review', false), type, work, githubToken);
}

export async function readInputs(): Promise<ActionInputs> {
  // First of all: from here on the runner replaces the key with *** in every log line.
  const apiKey = core.getInput('api-key', { required: true });
  core.setSecret(apiKey);
  const githubToken = text('github-token') || undefined;
  if (githubToken) core.setSecret(githubToken);

  const type = outputType();
  const workspace = workspaceRoot();
  const sandbox = boolean('sandbox', false);
  const options = await conversionOptions(type, sandbox);
  const commentOnPr = boolean('comment-on-pr', false);
  if (commentOnPr && !githubToken) {
    throw new InputError('Input comment-on-pr needs github-token (default: ${{ github.token }}).');
  }
  const work = await target(workspace);
  const shard = parseShard(text('shard'));
  if (shard.count > 1 && work.kind !== 'files' && work.kind !== 'template') {
    throw new InputError('Input shard splits the files of sources or data; set one of them to use it.');
  }
  const outputDir = path.resolve(workspace, text('output-dir') || 'doc-convert');
  const merge = mergeFile(type, outputDir);
  const mergeOrder = text('merge-order');
  if (mergeOrder !== '' && merge === undefined) {
    throw new InputError('Input merge-order orders the documents of merge, so it needs merge.');
  }
  const bookInputs = await book(merge, workspace);
  await warnAboutMargins(options, bookInputs);
  const releaseAssets = boolean('release-assets', false);
  if (releaseAssets && !githubToken) {
    throw new InputError('Input release-assets needs github-token (default: ${{ github.token }}).');
  }
  return {
    apiKey,
    baseUrl: text('base-url') || undefined,
    target: work,
    type,
    workspace,
    outputDir,
    options,
    sandbox: sandbox || options.sandbox === true,
    processorVersion: processorVersion(),
    outline: outline(type, work, options),
    concurrency: integer('concurrency', 4, 1, MAX_CONCURRENCY),
    inlineAssets: boolean('inline-assets', true),
    minCredits: integer('min-credits', 0, 0),
    failOnError: boolean('fail-on-error', true),
    artifactName: text('artifact-name') || undefined,
    commentOnPr,
    githubToken,
    shard,
    cacheDir: relativePath('cache-dir', workspace),
    merge,
    mergeOrder: mergeOrder === '' ? undefined : await readMergeOrder(mergeOrder, workspace),
    ...bookInputs,
    releaseAssets,
    review: await review(type, work, githubToken),
  };
}
