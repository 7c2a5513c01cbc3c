// Turns the `sources` globs (or the one `source`) into conversion jobs: which file or text to convert and
// where its output goes. `reports/q1/summary.html` becomes `<output-dir>/reports/q1/summary.pdf`: the path
// relative to the workspace is kept and an .html/.htm/.xhtml extension is replaced (any other is kept and
// the new one appended). Matches are sorted, so the order of the summary is stable from run to run.
import * as core from '@actions/core';
import { glob, stat } from 'node:fs/promises';
import path from 'node:path';
import { OutsideError, realPathInside } from './confine';
import { displayPath } from './format';
import type { ActionInputs, OutputType } from './inputs';

export interface ConversionJob {
  /** How the summary names the source: a workspace-relative path, a URL, or `inline HTML`. */
  label: string;
  /** The HTML file to read (a real path inside the workspace); undefined for the `source` input. */
  file: string | undefined;
  /** The URL or inline HTML of the `source` input. */
  source: string | undefined;
  /** Absolute path of the output file, inside the output folder. */
  output: string;
}

const HTML_EXTENSION = /\.(x?html?)$/i;

/** `dir/page.html` → `dir/page.pdf`; `notes.txt` → `notes.txt.pdf`. */
export function outputName(relative: string, type: OutputType): string {
  return `${relative.replace(HTML_EXTENSION, '')}.${type}`;
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
export async function planJobs(inputs: ActionInputs): Promise<ConversionJob[]> {
  const { target, workspace, outputDir, type } = inputs;
  if (target.kind === 'source') {
    const isUrl = /^https?:\/\//i.test(target.source);
    return [
      {
        label: isUrl ? target.source : 'inline HTML',
        file: undefined,
        source: target.source,
        output: path.join(outputDir, `${sourceName(target.source)}.${type}`),
      },
    ];
  }
  if (target.kind !== 'files') return [];

  const jobs: ConversionJob[] = [];
  const outputs = new Map<string, string>();
  for (const relative of await matchFiles(target.patterns, workspace)) {
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
    const output = path.join(outputDir, outputName(relative, type));
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
