// Turns the `sources` globs (or the one `source`, or the `data` globs) into jobs: which file or text to
// convert, or which data to fill the template with, and where the output goes. `reports/q1/summary.html`
// becomes `<output-dir>/reports/q1/summary.pdf`, and `data/acme.json` `<output-dir>/data/acme.pdf`: the path
// relative to the workspace is kept and an .html/.htm/.xhtml or Markdown (.md, .markdown; for data, .json)
// extension is replaced (any other is kept and the new one appended): `docs/guide.md` → `<output-dir>/docs/guide.pdf`.
// The order of the jobs is the order of the summary and of the `merge` PDF, the author's: pattern by pattern,
// as `sources` lists them, each pattern's matches in path order, a file matched by two patterns in its first
// place (so a single `**/*.html` gives the sorted paths); `merge-order` reorders them by its list. Data files
// are in path order. The order never depends on how the file system lists a folder, so it is the same on
// every runner and every run.
import * as core from '@actions/core';
import { realpathSync, statSync } from 'node:fs';
import { glob, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside, OutsideError, realPathInside } from '../inputs/confine';
import { displayPath, plural } from '../report/format';
import { pagesOf, type PageOutputs } from '../inline/links';
import { orderByList } from '../merge/merge-order';
import { inShard } from './shard';
import type { ActionInputs, ConversionJob, OutputType, Plan } from '../types';

const HTML_EXTENSION = /\.(x?html?)$/i;
/** The pages of a site: HTML files, and Markdown files, which are made into HTML first (convert.ts). */
const PAGE_EXTENSION = /\.(x?html?|md|markdown|mdown|mkd)$/i;
const JSON_EXTENSION = /\.json$/i;
const PDF_EXTENSION = /\.pdf$/i;

/**
 * `dir/page.html` → `dir/page.pdf`; `dir/guide.md` → `dir/guide.pdf`; `notes.txt` → `notes.txt.pdf`; with
 * `replaced` JSON, `a.json` → `a.pdf`.
 */
export function outputName(relative: string, type: OutputType, replaced = PAGE_EXTENSION): string {
  return `${relative.replace(replaced, '')}.${type}`;
}

/** A file name for the one `source`: the URL's last path segment, its host name, or `document`. */
export function sourceName(source: string): string {
  if (!/^https?:\/\//i.test(source)) return 'document';
  try {
    const url = new URL(source);
    const last = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
    const stem = last.replace(PAGE_EXTENSION, '').replace(/\.[a-z0-9]+$/i, '') || url.hostname;
    return stem.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '') || 'document';
  } catch {
    return 'document';
  }
}

/**
 * Folders of installed dependencies: `**\/*.html` after `npm ci` would otherwise convert every package's
 * HTML and spend credits on it. Left out unless a pattern names the folder (`node_modules/pkg/docs/*.html`).
 */
const DEPENDENCY_FOLDERS = ['node_modules', 'bower_components', 'jspm_packages', 'vendor', '.git'];

/** The dependency folders no include pattern names as one of its path segments. */
export function leftOutFolders(include: readonly string[]): string[] {
  const named = new Set(include.flatMap((pattern) => pattern.split(/[\\/]/)));
  return DEPENDENCY_FOLDERS.filter((folder) => !named.has(folder));
}

/**
 * Where each page of the site is written, for links between pages (links.ts). A page the patterns matched (in
 * any shard) is written at its job's output, Markdown files included; any other HTML file of the workspace
 * (outside the dependency folders) is a page of the site too, written where a run that converts it writes it,
 * `<output-dir>/<its path>.<type>`. So a link reads the same whichever pages a run converts: a run over a few
 * pages sends the HTML the full run sent, hits the cache entries the full run wrote, and never turns a link
 * to a page outside the run into a link to the repository. A link to a file that is not an HTML file of
 * the workspace is no page (links.ts sends it to the repository): a Markdown file `sources` does not match
 * (a CHANGELOG.md, a CONTRIBUTING.md) is read on GitHub, where it is rendered, not where no PDF of it is.
 */
class SitePages implements PageOutputs {
  // Each file is looked at once per run. Synchronously: a link is rewritten while the page is parsed, and a
  // page links to few distinct files, each stat()ed once for the whole run.
  readonly #others = new Map<string, string | undefined>();

  constructor(
    private readonly matched: ReadonlyMap<string, string>,
    private readonly inputs: Pick<ActionInputs, 'workspace' | 'outputDir' | 'type'>,
  ) {}

  get(file: string): string | undefined {
    const output = this.matched.get(file);
    if (output !== undefined) return output;
    if (!this.#others.has(file)) this.#others.set(file, this.#other(file));
    return this.#others.get(file);
  }

  /** The output of `file` when it is an HTML file of the workspace, read as a run that matched it would. */
  #other(file: string): string | undefined {
    const { workspace, outputDir, type } = this.inputs;
    const relative = path.relative(workspace, file);
    if (!HTML_EXTENSION.test(relative) || !isInside(workspace, file)) return undefined;
    if (relative.split(path.sep).some((part) => DEPENDENCY_FOLDERS.includes(part))) return undefined;
    try {
      if (!statSync(file).isFile() || !isInside(workspace, realpathSync(file))) return undefined;
    } catch {
      return undefined;
    }
    return path.join(outputDir, outputName(relative, type));
  }
}

/** True when `!pattern` exclusions leave out `relative`: the file itself, or a folder it is in. */
function excludedBy(exclude: readonly string[], relative: string): boolean {
  if (exclude.length === 0) return false;
  const parts = relative.split(path.sep);
  return parts.some((_, i) => {
    const prefix = parts.slice(0, i + 1).join('/');
    return exclude.some((pattern) => path.matchesGlob(prefix, pattern));
  });
}

/** Path order, as the summary has always listed files: by the `/`- (or `\\`-) separated path, code unit by unit. */
const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The files `patterns` match; `ordered`: pattern by pattern as written, each one's matches in path order, a
 * file in the place of the first pattern that matches it; otherwise all in path order.
 */
async function matchFiles(patterns: string[], workspace: string, ordered: boolean): Promise<string[]> {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const leftOut = leftOutFolders(include);
  // A function keeps glob out of the dependency folders at once (it is given each entry's name); as glob
  // patterns the folders cost a pattern match per path (60 ms per 100 files), so the `!` exclusions are
  // matched on the results instead, against the file and each of its folders, as glob's own would be.
  const skipped = new Set(leftOut);
  // The dependency folders glob met: the log names those alone, and nothing in a workspace without any.
  const met = new Set<string>();
  const leaveOut = (name: string) => {
    const base = path.basename(name);
    if (!skipped.has(base)) return false;
    met.add(base);
    return true;
  };
  const globbed = async (pattern: string | string[]): Promise<string[]> => {
    const matches = new Set<string>();
    for await (const match of glob(pattern, { cwd: workspace, exclude: leaveOut })) {
      const normal = path.normalize(match);
      if (!excludedBy(exclude, normal)) matches.add(normal);
    }
    return [...matches].sort(byPath);
  };
  // One walk per pattern, side by side: each walks only what its pattern can reach.
  const files =
    !ordered || include.length === 1
      ? await globbed(include)
      : [...new Set((await Promise.all(include.map(globbed))).flat())];
  if (met.size > 0) {
    const folders = leftOut.filter((folder) => met.has(folder));
    core.info(`Left out dependency folders (${folders.join(', ')}): a pattern that names one matches in it.`);
  }
  return files;
}

/** The jobs of a run; refused and colliding matches are reported with a warning and left out. */
export async function planJobs(inputs: ActionInputs): Promise<Plan> {
  const { target, outputDir, type } = inputs;
  switch (target.kind) {
    case 'source': {
      const isUrl = /^https?:\/\//i.test(target.source);
      const job = {
        label: isUrl ? target.source : 'inline HTML',
        file: undefined,
        source: target.source,
        output: path.join(outputDir, `${sourceName(target.source)}.${type}`),
      };
      return { jobs: [job], rejected: [] };
    }
    case 'files': {
      const matched = inMergeOrder(await fileJobs(target.patterns, inputs, PAGE_EXTENSION, true), inputs);
      // Every matched page, in any shard, is where a link can lead (links.ts), and so is every other page of
      // the site: an HTML file of the workspace that this run does not convert (SitePages).
      const pages = new SitePages(pagesOf(matched), inputs);
      const jobs = thisShard(matched, inputs);
      return { jobs, rejected: [], matched: matched.length, pages, order: jobs.map((job) => job.label) };
    }
    case 'template': {
      // Loaded only for documents from data: the other runs never read JSON or store templates.
      const [{ readDataFiles }, { readTemplateFile }] = await Promise.all([
        import('./data-files'),
        import('./template-file'),
      ]);
      let matched = 0;
      let order: string[] = [];
      const [plan, templateContent] = await Promise.all([
        fileJobs(target.data, inputs, JSON_EXTENSION, false).then((all) => {
          matched = all.length;
          const jobs = thisShard(inMergeOrder(all, inputs), inputs);
          order = jobs.map((job) => job.label);
          return readDataFiles(jobs, target.slug, type);
        }),
        target.file && readTemplateFile(target.file, inputs),
      ]);
      return { ...plan, templateContent, matched, order };
    }
    default:
      return { jobs: [], rejected: [] };
  }
}

/** This job's part of the matched files (`shard`), said in the log when it is not the whole. */
function thisShard(jobs: ConversionJob[], { shard }: ActionInputs): ConversionJob[] {
  if (shard.count === 1) return jobs;
  const mine = inShard(jobs, shard, (job) => job.label);
  core.info(`Shard ${shard.index}/${shard.count}: ${mine.length} of ${plural(jobs.length, 'matched file')}.`);
  return mine;
}

/** The jobs in the order of `merge-order`, when it is given (merge-order.ts). */
function inMergeOrder(jobs: ConversionJob[], { mergeOrder, workspace }: ActionInputs): ConversionJob[] {
  return mergeOrder ? orderByList(jobs, mergeOrder, workspace) : jobs;
}

/**
 * A job for each file the patterns match (in the order of matchFiles, `ordered` or not), its output the
 * file's path with `replaced` swapped for the type.
 */
async function fileJobs(
  patterns: string[],
  { workspace, outputDir, type, merge }: ActionInputs,
  replaced: RegExp,
  ordered: boolean,
): Promise<ConversionJob[]> {
  const jobs: ConversionJob[] = [];
  const outputs = new Map<string, string>();
  const matches = await matchFiles(patterns, workspace, ordered);
  // Every match is checked at once (where it really is, and that it is a file): one round of file system
  // calls for the whole site rather than two in turn per file, which on a busy runner took longer than
  // converting the first pages. The outcomes are then taken in order, warnings included.
  const checked = await Promise.all(
    matches.map(async (relative) => {
      try {
        const file = await realPathInside(workspace, relative);
        return (await stat(file)).isFile() ? { file } : undefined;
      } catch (error) {
        return { error };
      }
    }),
  );
  for (const [index, relative] of matches.entries()) {
    const label = relative.split(path.sep).join('/');
    const check = checked[index];
    if (check === undefined) continue;
    if ('error' in check) {
      core.warning(
        check.error instanceof OutsideError
          ? `Refused ${label}: it resolves outside the workspace, so it is not read.`
          : `Skipped ${label}: ${(check.error as Error).message}`,
      );
      continue;
    }
    const { file } = check;
    // With merge, a PDF among the sources is a part already converted (by an earlier job of a matrix).
    // The merged PDF of an earlier run is not one of its own parts.
    if (merge && replaced === PAGE_EXTENSION && PDF_EXTENSION.test(relative)) {
      if (path.join(workspace, relative) !== merge)
        jobs.push({ label, file, source: undefined, output: file, given: true });
      continue;
    }
    const output = path.join(outputDir, outputName(relative, type, replaced));
    const taken = outputs.get(output);
    if (taken) {
      core.warning(`Skipped ${label}: its output ${displayPath(workspace, output)} is already ${taken}'s.`);
      continue;
    }
    outputs.set(output, label);
    jobs.push({ label, file, source: undefined, output });
  }
  return jobs;
}
