// The words every part of the Action shares: the inputs as read and checked, a job, its outcome, the plan of a
// run, and how an error reads. A leaf: it imports nothing of the Action, so every other module can import it
// and the arrows between the modules run one way, from main.ts down (inputs.ts and template-file.ts both check
// input paths and throw InputError; jobs.ts, data-files.ts, convert.ts and report.ts all speak of outcomes).
import path from 'node:path';
import type { ConversionFormat, MarkdownProblem, OutlineOption, ProcessorVersion } from '@doc-convert/core';

/** The template documents are generated from: stored on the account, or a file of the repository. */
interface TemplateTarget {
  kind: 'template';
  /** The stored template's slug (for a template file, the slug it is stored under). */
  slug: string;
  /** The `template-file` input, resolved; undefined for a stored template. */
  file: TemplateFile | undefined;
  /** The `data` glob patterns: one document per JSON file. */
  data: string[];
}

/** A file of the workspace an input names: a template file, or a book's cover. */
export interface TemplateFile {
  /** Real path, inside the workspace. */
  path: string;
  /** Relative to the workspace, `/`-separated: how logs and annotations name it. */
  label: string;
}

/**
 * What the Action works on: files matched by globs, one URL or inline HTML, a template filled with each data
 * file, or nothing (credits check).
 */
export type Target =
  | { kind: 'files'; patterns: string[] }
  | { kind: 'source'; source: string }
  | TemplateTarget
  | { kind: 'credits' };

export type OutputType = ConversionFormat;

export interface ActionInputs {
  apiKey: string;
  baseUrl: string | undefined;
  target: Target;
  type: OutputType;
  /** Real path of the workspace: reads never leave it. */
  workspace: string;
  /** Absolute path of the output folder: writes never leave it. */
  outputDir: string;
  /** Conversion options from the `options` JSON, validated; the Action adds `source` and `sandbox`. */
  options: Record<string, unknown>;
  sandbox: boolean;
  processorVersion: ProcessorVersion | undefined;
  /** Bookmarks from headings (`outline`): `true` (h1 to h3) or `{ depth }`; undefined when off. */
  outline: OutlineOption | undefined;
  concurrency: number;
  inlineAssets: boolean;
  minCredits: number;
  failOnError: boolean;
  artifactName: string | undefined;
  commentOnPr: boolean;
  githubToken: string | undefined;
  /** The part of the matched files this job converts (`shard`, default 1/1). */
  shard: Shard;
  /** Absolute path of the `cache-dir` folder, inside the workspace; undefined without the input. */
  cacheDir: string | undefined;
  /** Absolute path of the `merge` PDF, inside the output folder; undefined without the input. */
  merge: string | undefined;
  /** The `merge-order` file's list: workspace-relative, `/`-separated paths; undefined without the input. */
  mergeOrder?: readonly string[];
  /** `merge-toc`: a contents page at the front of the `merge` PDF. */
  mergeToc?: boolean;
  /** `merge-page-numbers`: the template every page of the `merge` PDF is numbered with; undefined when off. */
  mergePageNumbers?: string;
  /** `merge-title`: the `merge` PDF's Title; undefined for the first document's title. */
  mergeTitle?: string;
  /** `merge-toc-depth`: how many levels the contents page lists (1: a line per chapter); undefined for all. */
  mergeTocDepth?: number;
  /** `merge-running-head`: the template of every page's running head but the cover's; undefined when off. */
  mergeRunningHead?: string;
  /** `merge-cover`: true for a cover generated from the title and the rest, or an HTML file of the workspace. */
  mergeCover?: true | TemplateFile;
  /** `merge-date`: the date a generated cover shows, as written. */
  mergeDate?: string;
  /** `merge-author`, `merge-subject`, `merge-lang`: the merged PDF's Author, Subject and language. */
  mergeAuthor?: string;
  mergeSubject?: string;
  mergeLang?: string;
  /** `merge-link-base`: where the pages not in the book are published, links to them pointed there. */
  mergeLinkBase?: string;
  /** `merge-partial`: merge this run's documents alone, even when they are part of a larger book. */
  mergePartial?: boolean;
  releaseAssets: boolean;
  /** `review: true` and the review's inputs (review/review-inputs.ts); undefined without review. */
  review?: ReviewInputs;
}

/** Where the images of changed pages go: an artifact linked from the comment, a previews branch, or nowhere. */
export type ReviewImages = 'artifact' | 'branch' | 'none';

/** The pull request under review, from the event's payload. */
export interface PullRequest {
  /** `pull_request` or `pull_request_target`. */
  event: string;
  number: number;
  baseSha: string;
  baseRef: string;
  headSha: string;
  /** `owner/name` of the repository the pull request is made to, and of the one its head is in. */
  baseRepo: string;
  headRepo: string;
}

export interface ReviewInputs {
  pullRequest: PullRequest;
  /** `review-fail-above` as a share (0.005 for `0.5%`): the job fails when a document changed more. */
  failAbove: number | undefined;
  /** `review-volatile`: CSS selectors hidden (`visibility: hidden`) in both conversions. */
  volatile: string[];
  images: ReviewImages;
  /** `review-max-images`: changed pages given images, at most, across the documents. */
  maxImages: number;
}

/** One of `count` parts of the matched files (1-based `index`), from the `shard` input. */
export interface Shard {
  index: number;
  count: number;
}

export interface ConversionJob {
  /** How the summary names the source: a workspace-relative path, a URL, or `inline HTML`. */
  label: string;
  /**
   * The repository file the job comes from (a real path inside the workspace), which failures are annotated
   * on: the HTML file to read, or the data file; undefined for the `source` input.
   */
  file: string | undefined;
  /** The URL or inline HTML of the `source` input. */
  source: string | undefined;
  /** For a document from data: the template's slug and the data file's object. */
  template?: { slug: string; data: object };
  /** Absolute path of the output file, inside the output folder; for a given PDF, the file itself. */
  output: string;
  /** A PDF matched by `sources` with `merge`: already converted (by an earlier job), merged as it is. */
  given?: boolean;
}

export interface Outcome {
  job: ConversionJob;
  ok: boolean;
  /** Why it failed (never containing a secret). */
  error?: string;
  /** Where in the job's file the failure is, when known (a JSON syntax error in a data file). */
  at?: { line: number; column: number };
  bytes?: number;
  /** PDF pages, when they could be counted. */
  pages?: number;
  /** With `outline`: the bookmarks the PDF has. */
  bookmarks?: number;
  /** Credits this conversion used (0 in sandbox). */
  credits?: number;
  /** The service's duration when it sent one, otherwise the time this job took; 0 for a cached file. */
  durationMs: number;
  /** True when the file was copied from `cache-dir`: nothing was sent for it. */
  cached?: boolean;
  /** Asset references of the page refused because they resolve outside the workspace. */
  refused?: string[];
  /** Local asset references of the page that were not found in the workspace (left out of its output). */
  missing?: string[];
  /** Local asset references of the page not sent because `inline-assets` is false (the renderer cannot load them). */
  notInlined?: string[];
  /** A Markdown file's problems: formulas and diagrams that did not render, images not found (file, line, message). */
  problems?: MarkdownProblem[];
}

/** The output file (absolute path) of a page of the site (its path), or undefined for a file that is none. */
export interface PageOutputs {
  get(file: string): string | undefined;
}

/** The jobs of a run, and the data files refused before any request (not JSON objects). */
export interface Plan {
  jobs: ConversionJob[];
  rejected: Outcome[];
  /** The content of `template-file`, to store before the documents are generated. */
  templateContent?: string;
  /** How many files the patterns matched, this job's shard or not. */
  matched?: number;
  /** Where each page of the site is written, this job's shard or not: where links lead (links.ts). */
  pages?: PageOutputs;
  /** The labels of this job's files in the order of the run (jobs.ts): the summary's and the merge's. */
  order?: readonly string[];
}

/** A wrong input: the step fails with this message before any request. */
export class InputError extends Error {
  override name = 'InputError';
}

/** A path written in an input: relative to the workspace, without "..". */
export function isWorkspaceRelative(pattern: string): boolean {
  return !path.isAbsolute(pattern) && !/^[a-zA-Z]:/.test(pattern) && !pattern.split(/[\\/]/).includes('..');
}

/** The message of an error for the log, the summary and annotations, with the given secrets removed. */
export function describeError(error: unknown, secrets: readonly (string | undefined)[]): string {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) if (secret) message = message.split(secret).join('***');
  return message;
}
