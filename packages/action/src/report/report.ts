// What a run amounts to, as the outputs, the job summary and the pull-request comment all tell it.
import type { Credits } from 'doc-convert';
import type { ContentsOutcome } from '../merge/contents-render';
import { displayPath, formatBytes, plural } from './format';
import type { ActionInputs, Outcome, OutputType } from '../types';

/** How a run names its work: files converted, or documents generated from a template. */
export interface Work {
  /** What each row of the summary is, and what the credits are counted against. */
  item: 'file' | 'document';
  /** One attempt, as failure counts name it. */
  attempt: 'conversion' | 'document';
  verb: 'convert' | 'generate';
  done: 'converted' | 'generated';
}

const CONVERSIONS: Work = { item: 'file', attempt: 'conversion', verb: 'convert', done: 'converted' };
const DOCUMENTS: Work = { item: 'document', attempt: 'document', verb: 'generate', done: 'generated' };

export function workOf(inputs: Pick<ActionInputs, 'target'>): Work {
  return inputs.target.kind === 'template' ? DOCUMENTS : CONVERSIONS;
}

export interface RunReport {
  type: OutputType;
  work: Work;
  /** The slug of the template the documents were generated from. */
  template: string | undefined;
  sandbox: boolean;
  workspace: string;
  outcomes: Outcome[];
  /** Credits before the first conversion; undefined when they could not be read (a refused key). */
  before: Credits | undefined;
  /** Credits after the last one; undefined when nothing was converted or they could not be read. */
  after: Credits | undefined;
  /** Why no balance was read, when none was: `not read: every file came from the cache…`, or the error. */
  balanceNote?: string;
  /** Why nothing was converted (the credits preflight, an unusable data file), when the run refused. */
  refusal?: string;
  artifactUrl?: string;
  /** True with `cache-dir`: the summary then tells converted files from cached ones. */
  cache: boolean;
  /** The `merge` PDF, once written. */
  merged?: MergedPdf;
  /** With `merge-toc`: the contents page's renders (a row of the summary of its own). */
  contents?: ContentsOutcome;
  /** What `release-assets` did: the release's page and the assets uploaded, or why nothing was. */
  release?: ReleaseResult;
}

export interface MergedPdf {
  /** Absolute path. */
  path: string;
  documents: number;
  pages: number;
  bytes: number;
  /** Bookmarks of its outline: one per document, and each document's own beneath it. */
  bookmarks?: number;
  /** Its Title: `merge-title`, or the first document's title. */
  title?: string;
  /** With `merge-toc`: the contents pages in front. */
  contentsPages?: number;
  /** With `merge-page-numbers`: true once every page carries its number. */
  numbered?: boolean;
}

export type ReleaseResult = { url: string; tag: string; assets: string[] } | { skipped: string };

export function newReport(
  inputs: ActionInputs,
  before: Credits | undefined,
  outcomes: Outcome[] = [],
): RunReport {
  return {
    type: inputs.type,
    work: workOf(inputs),
    template: inputs.target.kind === 'template' ? inputs.target.slug : undefined,
    sandbox: inputs.sandbox,
    workspace: inputs.workspace,
    outcomes,
    before,
    after: undefined,
    cache: inputs.cacheDir !== undefined,
  };
}

export function converted(report: RunReport): Outcome[] {
  return report.outcomes.filter((o) => o.ok);
}

/** The outcomes copied from the cache: nothing was sent for them. */
export function fromCache(report: RunReport): Outcome[] {
  return report.outcomes.filter((o) => o.ok && o.cached);
}

/** `{"pages/a.html": 2}`: the pages whose asset references were refused, and how many each. */
export function refusedAssets(report: RunReport): Record<string, number> {
  return Object.fromEntries(
    report.outcomes.filter((o) => o.refused?.length).map((o) => [o.job.label, o.refused!.length]),
  );
}

export function failed(report: RunReport): Outcome[] {
  return report.outcomes.filter((o) => !o.ok);
}

/** Paths of the written files, relative to the workspace when inside it. */
export function outputFiles(report: RunReport): string[] {
  return converted(report).map((o) => displayPath(report.workspace, o.job.output));
}

/** Credits this run spent, as the answers' X-Credits-Used headers counted them (the contents page's too). */
export function creditsUsed(report: RunReport): number {
  const contents = report.contents?.credits ?? 0;
  return report.outcomes.reduce((sum, o) => sum + (o.credits ?? 0), contents);
}

/** The credits left, or undefined when the balance could not be read at all. */
export function creditsRemaining(report: RunReport): number | undefined {
  if (report.after) return report.after.remaining;
  return report.before && Math.max(0, report.before.remaining - creditsUsed(report));
}

/** What the run did beyond the table: the merged PDF and the release upload (or why there was none). */
export function afterwords(report: RunReport): string[] {
  const lines: string[] = [];
  const { merged, release } = report;
  if (merged) {
    const book = [
      merged.contentsPages === undefined ? '' : `, ${plural(merged.contentsPages, 'contents page')} in front`,
      merged.numbered ? ', every page numbered' : '',
      merged.title === undefined ? '' : `, titled ${JSON.stringify(merged.title)}`,
    ].join('');
    lines.push(
      `Merged ${plural(merged.documents, 'document')} into ${displayPath(report.workspace, merged.path)} (${plural(merged.pages, 'page')}, ${formatBytes(merged.bytes)})${book}.`,
    );
  }
  if (release && 'skipped' in release) lines.push(release.skipped);
  else if (release) {
    lines.push(
      `Uploaded ${plural(release.assets.length, 'asset')} to the release of ${release.tag}: ${release.url}`,
    );
  }
  return lines;
}

/** The contents page's row (`merge-toc`), as plain text cells: each table escapes them its way. */
export interface ContentsRow {
  source: string;
  /** The merged PDF it went into, once written. */
  output: string | undefined;
  bytes: number | undefined;
  pages: number | undefined;
  credits: number;
  /** The service's time; undefined when the cache answered every render. */
  durationMs: number | undefined;
  status: string;
}

/**
 * `Contents page (merge-toc)` into the merged PDF: `✅ converted`, `✅ from the cache`, or `❌ <why>`; when its
 * length moved its own page numbers, how many renders it took (see merge-contents.ts).
 */
export function contentsRow(report: RunReport): ContentsRow | undefined {
  const { contents, merged } = report;
  if (!contents) return undefined;
  const fromCache = contents.renders > 0 && contents.cached === contents.renders;
  let status: string;
  // Rendered and inserted exactly when the merge wrote the book (main.ts).
  if (!merged) status = `❌ ${contents.error ?? 'failed'}`;
  else {
    const cachedToo = contents.cached > 0 && !fromCache ? `, ${contents.cached} from the cache` : '';
    const renders =
      contents.renders > 1
        ? ` · ${contents.renders} renders (its own length moved its page numbers${cachedToo})`
        : '';
    status = `✅ ${fromCache ? 'from the cache' : 'converted'}${renders}`;
  }
  return {
    source: 'Contents page (merge-toc)',
    output: merged ? displayPath(report.workspace, merged.path) : undefined,
    bytes: contents.bytes,
    pages: merged?.contentsPages,
    credits: contents.credits,
    durationMs: fromCache || contents.renders === 0 ? undefined : contents.durationMs,
    status,
  };
}

/** A row's Pages: `12`, with bookmarks `12 (9 bookmarks)`; `—` when not counted. */
export function pagesText(outcome: Outcome): string {
  const pages = outcome.pages === undefined ? '—' : String(outcome.pages);
  return outcome.bookmarks === undefined ? pages : `${pages} (${plural(outcome.bookmarks, 'bookmark')})`;
}

/** What went wrong with the page's assets, one phrase each: `2 assets not found`, `1 asset refused (…)`. */
function assetProblems(outcome: Outcome): string[] {
  const { missing, notInlined, refused } = outcome;
  const problems: string[] = [];
  if (missing?.length) problems.push(`${plural(missing.length, 'asset')} not found`);
  if (notInlined?.length) {
    problems.push(`${plural(notInlined.length, 'local asset')} not sent (inline-assets is false)`);
  }
  if (refused?.length) problems.push(`${plural(refused.length, 'asset')} refused (outside the workspace)`);
  return problems;
}

/**
 * A row's status: `✅ converted`, `✅ from the cache`, `❌ <why>`; a page whose assets did not all go with it
 * (not found, not sent with inline-assets false, refused outside the workspace) is `⚠️ converted · 2 assets not
 * found`, since its output lacks them. Plain text: each table escapes it its way.
 */
export function statusText(outcome: Outcome, work: Work): string {
  const problems = assetProblems(outcome);
  if (!outcome.ok) {
    const why = `❌ ${outcome.error ?? 'failed'}`;
    return problems.length > 0 ? `${why} · ⚠️ ${problems.join(' · ')}` : why;
  }
  const done = outcome.cached ? 'from the cache' : work.done;
  return problems.length > 0 ? `⚠️ ${done} · ${problems.join(' · ')}` : `✅ ${done}`;
}

/**
 * `3 of 4 files converted to PDF`, `2 of 2 documents generated as PDF from template invoice`; with a cache,
 * `27 of 27 from the cache, 0 converted, 0 credits` (each count once); on a refusal, `Nothing converted: <why>`.
 */
export function headline(report: RunReport): string {
  const { work } = report;
  if (report.refusal) return `Nothing ${work.done}: ${report.refusal}`;
  if (report.cache) {
    const cached = fromCache(report).length;
    const failures = failed(report).length;
    return [
      `${cached} of ${report.outcomes.length} from the cache`,
      `${converted(report).length - cached} ${work.done}`,
      ...(failures > 0 ? [`${failures} failed`] : []),
      plural(creditsUsed(report), 'credit'),
    ].join(', ');
  }
  const type = report.type.toUpperCase();
  const done = `${converted(report).length} of ${plural(report.outcomes.length, work.item)} ${work.done}`;
  return report.template === undefined
    ? `${done} to ${type}`
    : `${done} as ${type} from template ${report.template}`;
}

/**
 * What follows the headline in the summary: the credits spent, unless the headline counts them already (a
 * cached run's) or nothing was sent (a refusal); in the sandbox, that its files are watermarked.
 */
export function headlineCredits(report: RunReport): string | undefined {
  if (report.sandbox)
    return report.cache || report.refusal ? 'sandbox: watermarked' : 'sandbox: watermarked, no credits used';
  if (report.cache || report.refusal) return undefined;
  return `${plural(creditsUsed(report), 'credit')} used`;
}
