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
import type { Outcome } from './convert';
import { displayPath } from './format';
import type { ActionInputs, OutputType } from './inputs';

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
  /** Absolute path of the output file, inside the output folder. */
  output: string;
}

/** The jobs of a run, and the data files refused before any request (not JSON objects). */
export interface Plan {
  jobs: ConversionJob[];
  rejected: Outcome[];
  /** The content of `template-file`, to store before the documents are generated. */
  templateContent?: string;
}

const HTML_EXTENSION = /\.(x?html?)$/i;
const JSON_EXTENSION = /\.json$/i;

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

async function matchFiles(patterns: string[], workspace: string): Promise<string[]> {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  const matches = new Set<string>();
  for await (const match of glob(include, { cwd: workspace, exclude })) matches.add(path.normalize(match));
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
    case 'files':
      return { jobs: await fileJobs(target.patterns, inputs, HTML_EXTENSION), rejected: [] };
    case 'template': {
      // Loaded only for documents from data: the other runs never read JSON or store templates.
      const [{ readDataFiles }, { readTemplateFile }] = await Promise.all([
        import('./data-files'),
        import('./template-file'),
      ]);
      const [plan, templateContent] = await Promise.all([
        fileJobs(target.data, inputs, JSON_EXTENSION).then((jobs) => readDataFiles(jobs, target.slug, type)),
        target.file && readTemplateFile(target.file, inputs),
      ]);
      return { ...plan, templateContent };
    }
    default:
      return { jobs: [], rejected: [] };
  }
}

/** A job for each file the patterns match, its output the file's path with `replaced` swapped for the type. */
async function fileJobs(
  patterns: string[],
  { workspace, outputDir, type }: ActionInputs,
  replaced: RegExp,
): Promise<ConversionJob[]> {
  const jobs: ConversionJob[] = [];
  const outputs = new Map<string, string>();
  for (const relative of await matchFiles(patterns, workspace)) {
    const label = relative.split(path.sep).join('/');
    let file: string;
    try {
      file = await realPathInside(workspace, relative);
      if (!(await stat(file)).isFile()) continue;
    } catch (error) {
      core.warning(
        error instanceof OutsideError
          ? `Refused ${label}: it resolves outside the workspace, so it is not read.`
          : `Skipped ${label}: ${(error as Error).message}`,
      );
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
