// What a run amounts to, as the outputs, the job summary and the pull-request comment all tell it.
import type { Credits } from 'doc-convert';
import type { FrontOutcome, FrontPart } from '../merge/contents-render';
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
  /** With `merge-cover` and `merge-toc`: the cover's and the contents page's renders (each a row of its own). */
  front?: Partial<Record<FrontPart, FrontOutcome>>;
  /** What `release-assets` did: the release's page and the assets uploaded, or why nothing was. */
  release?: ReleaseResult;
}

export interface MergedPdf {
  /** Absolute path. */
  path: string;
  documents: number;
  /** Of `documents`, those written by earlier runs (a run over part of the book). */
  fromEarlier?: number;
  pages: number;
  bytes: number;
  /** Bookmarks of its outline: one per chapter, and each document's own beneath it. */
  bookmarks?: number;
  /** Its Title: `merge-title`, or the first chapter's title. */
  title?: string;
  /** With `merge-cover` and `merge-toc`: the cover's and the contents' pages in front. */
  coverPages?: number;
  contentsPages?: number;
  /** With `merge-page-numbers` and `merge-running-head`: true once every page but the cover has them. */
  numbered?: boolean;
  runningHeads?: boolean;
  /** What became of the documents' links: jumps between them, and links out of the book. */
  links?: { jumps: number; published: number; unlinked: number; scripts: number };
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

/** Credits this run spent, as the answers' X-Credits-Used headers counted them (the front matter's too). */
export function creditsUsed(report: RunReport): number {
  const front = Object.values(report.front ?? {}).reduce((sum, outcome) => sum + outcome.credits, 0);
  return report.outcomes.reduce((sum, o) => sum + (o.credits ?? 0), front);
}

/** The credits left, or undefined when the balance could not be read at all. */
export function creditsRemaining(report: RunReport): number | undefined {
  if (report.after) return report.after.remaining;
  return report.before && Math.max(0, report.before.remaining - creditsUsed(report));
}

/** What became of the book's links, as a phrase each: `12 links between documents made jumps inside it`. */
function linkPhrases(links: NonNullable<MergedPdf['links']>): string[] {
  const phrases: string[] = [];
  if (links.jumps > 0) {
    phrases.push(
      `${plural(links.jumps, 'link')} between its documents ${links.jumps === 1 ? 'jumps' : 'jump'} inside it`,
    );
  }
  if (links.published > 0) {
    phrases.push(
      `${plural(links.published, 'link')} to pages not in it ${links.published === 1 ? 'points' : 'point'} at their published address`,
    );
  }
  if (links.unlinked > 0) {
    phrases.push(
      `${plural(links.unlinked, 'link')} to pages not in it made plain text (merge-link-base gives them an address)`,
    );
  }
  if (links.scripts > 0) phrases.push(`${plural(links.scripts, 'javascript: link')} taken out`);
  return phrases;
}

/**
 * The one sentence the log and the summary tell the book in: `Merged 12 documents into doc-convert/book.pdf
 * (88 pages, 2.1 MB), titled "The Handbook": 1 contents page in front, every page numbered, …`.
 */
export function mergedSentence(merged: MergedPdf, workspace: string): string {
  const earlier = merged.fromEarlier ? `, ${merged.fromEarlier} of them written by earlier runs,` : '';
  const details = [
    merged.coverPages ? 'a cover' : '',
    merged.contentsPages === undefined ? '' : `${plural(merged.contentsPages, 'contents page')} in front`,
    merged.numbered ? 'every page numbered' : '',
    merged.runningHeads ? 'running heads' : '',
    ...(merged.links ? linkPhrases(merged.links) : []),
  ].filter(Boolean);
  const title = merged.title === undefined ? '' : `, titled ${JSON.stringify(merged.title)}`;
  const then = details.length > 0 ? `: ${details.join(', ')}` : '';
  return `Merged ${plural(merged.documents, 'document')}${earlier} into ${displayPath(workspace, merged.path)} (${plural(merged.pages, 'page')}, ${formatBytes(merged.bytes)})${title}${then}.`;
}

/** What the run did beyond the table: the merged PDF and the release upload (or why there was none). */
export function afterwords(report: RunReport): string[] {
  const lines: string[] = [];
  const { merged, release } = report;
  if (merged) lines.push(mergedSentence(merged, report.workspace));
  if (release && 'skipped' in release) lines.push(release.skipped);
  else if (release) {
    lines.push(
      `Uploaded ${plural(release.assets.length, 'asset')} to the release of ${release.tag}: ${release.url}`,
    );
  }
  return lines;
}

/** A row of the book's front matter (cover, contents page), as plain text cells: each table escapes them. */
export interface FrontRow {
  source: string;
  /** The merged PDF it went into, once written, and the book's size. */
  output: string | undefined;
  bytes: number | undefined;
  pages: number | undefined;
  credits: number;
  /** The service's time; undefined when the cache answered it. */
  durationMs: number | undefined;
  status: string;
}

const FRONT_SOURCES: Record<FrontPart, string> = {
  cover: 'Cover (merge-cover)',
  contents: 'Contents page (merge-toc)',
};

/** The front matter's rows: the cover, then the contents page; `✅ converted`, `✅ from the cache` or `❌ <why>`. */
export function frontRows(report: RunReport): FrontRow[] {
  const { front, merged } = report;
  if (!front) return [];
  return (['cover', 'contents'] as const).flatMap((part): FrontRow[] => {
    const outcome = front[part];
    if (!outcome) return [];
    // Rendered and put in front exactly when the merge wrote the book (run-merge.ts).
    const status = merged
      ? `✅ ${outcome.cached ? 'from the cache' : 'converted'}`
      : `❌ ${outcome.error ?? 'failed'}`;
    return [
      {
        source: FRONT_SOURCES[part],
        output: merged ? displayPath(report.workspace, merged.path) : undefined,
        bytes: merged?.bytes,
        pages: part === 'cover' ? merged?.coverPages : merged?.contentsPages,
        credits: outcome.credits,
        durationMs: outcome.cached || !outcome.rendered ? undefined : outcome.durationMs,
        status,
      },
    ];
  });
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
