// Turns the `sources` globs (or the one `source`, or the `data` globs) into jobs: which file or text to
// convert, or which data to fill the template with, and where the output goes. `reports/q1/summary.html`
// becomes `<output-dir>/reports/q1/summary.pdf`, and `data/acme.json` `<output-dir>/data/acme.pdf`: the path
// relative to the workspace is kept and an .html/.htm/.xhtml (for data, .json) extension is replaced (any
// other is kept and the new one appended). Matches are sorted, so the order of the summary is stable from run
// to run.
import * as core from '@actions/core';
import { glob, stat } from 'node:fs/promises';
import path from 'node:path';
import { OutsideError, realPathInside } from './confine';
import { displayPath, plural } from './format';
import { pagesOf } from './links';
import { inShard } from './shard';
import type { ActionInputs, ConversionJob, OutputType, Plan } from './types';

const HTML_EXTENSION = /\.(x?html?)$/i;
const JSON_EXTENSION = /\.json$/i;
const PDF_EXTENSION = /\.pdf$/i;

/** `dir/page.html` → `dir/page.pdf`; `notes.txt` → `notes.txt.pdf`; with `replaced` JSON, `a.json` → `a.pdf`. */
export function outputName(relative: string, type: OutputType, replaced = HTML_EXTENSION): string {
  return `${relative.replace(replaced, '')}.${type}`;
}

/** A file name for the one `source`: the URL's last path segment, its host name, or `document`. */
export function sourceName(source: string): string {
  if (!/^https?:\/\//i.test(source)) return 'document';
  try {
    const url = new URL(source);
    const last = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
    const stem = last.replace(HTML_EXTENSION, '').replace(/\.[a-z0-9]+$/i, '') || url.hostname;
    return stem.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '') || 'document';
  } catch {
    return 'document';
  }
}

/**
 * Folders of installed dependencies: `**\/*.html` after `npm ci` would otherwise convert every package's
 * HTML and spend credits on it. Left out unless a pattern names the folder (`node_modules/pkg/docs/*.html`).
 */
export const DEPENDENCY_FOLDERS = ['node_modules', 'bower_components', 'jspm_packages', 'vendor', '.git'];

/** The dependency folders no include pattern names as one of its path segments. */
export function leftOutFolders(include: readonly string[]): string[] {
  const named = new Set(include.flatMap((pattern) => pattern.split(/[\\/]/)));
  return DEPENDENCY_FOLDERS.filter((folder) => !named.has(folder));
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

async function matchFiles(patterns: string[], workspace: string): Promise<string[]> {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const leftOut = leftOutFolders(include);
  if (leftOut.length > 0 && include.some((p) => p.includes('*'))) {
    core.info(`Left out dependency folders (${leftOut.join(', ')}): a pattern that names one matches in it.`);
  }
  // A function keeps glob out of the dependency folders at once (it is given each entry's name); as glob
  // patterns the folders cost a pattern match per path (60 ms per 100 files), so the `!` exclusions are
  // matched on the results instead, against the file and each of its folders, as glob's own would be.
  const skipped = new Set(leftOut);
  const matches = new Set<string>();
  for await (const match of glob(include, {
    cwd: workspace,
    exclude: (name: string) => skipped.has(path.basename(name)),
  })) {
    const normal = path.normalize(match);
    if (!excludedBy(exclude, normal)) matches.add(normal);
  }
  return [...matches].sort();
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
      const matched = await fileJobs(target.patterns, inputs, HTML_EXTENSION);
      // Every matched page, in any shard, is where a link can lead (links.ts).
      const pages = pagesOf(matched);
      return { jobs: thisShard(matched, inputs), rejected: [], matched: matched.length, pages };
    }
    case 'template': {
      // Loaded only for documents from data: the other runs never read JSON or store templates.
      const [{ readDataFiles }, { readTemplateFile }] = await Promise.all([
        import('./data-files'),
        import('./template-file'),
      ]);
      let matched = 0;
      const [plan, templateContent] = await Promise.all([
        fileJobs(target.data, inputs, JSON_EXTENSION).then((jobs) => {
          matched = jobs.length;
          return readDataFiles(thisShard(jobs, inputs), target.slug, type);
        }),
        target.file && readTemplateFile(target.file, inputs),
      ]);
      return { ...plan, templateContent, matched };
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

/** A job for each file the patterns match, its output the file's path with `replaced` swapped for the type. */
async function fileJobs(
  patterns: string[],
  { workspace, outputDir, type, merge }: ActionInputs,
  replaced: RegExp,
): Promise<ConversionJob[]> {
  const jobs: ConversionJob[] = [];
  const outputs = new Map<string, string>();
  const matches = await matchFiles(patterns, workspace);
  // Every match is checked at once (where it really is, and that it is a file): one round of file system
  // calls for the whole site rather than two in turn per file, which on a busy runner took longer than
  // converting the first pages. The outcomes are then taken in path order, warnings included.
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
    if (merge && replaced === HTML_EXTENSION && PDF_EXTENSION.test(relative)) {
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
