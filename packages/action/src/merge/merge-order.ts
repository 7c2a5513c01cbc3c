// The `merge-order` input: a file of the repository that lists the documents of `merge` in reading order, one
// per line, each as its workspace-relative path as `sources` (or `data`) matches it (`pdf/intro.pdf`). It is
// for runs whose patterns cannot say the order, such as the last job of a matrix merging the shards' PDFs
// with `pdf/**/*.pdf`. It also says which documents the book has: a run over some of them merges the whole
// book (whole-book.ts). The listed documents come first, in the list's order; the others follow in path order,
// named in a warning (a page the list forgot); a listed path that is no file of the workspace is a warning
// naming it (a renamed chapter, a typo), not a failure. The file is read with the inputs, before any request;
// jobs.ts puts the jobs in its order.
import * as core from '@actions/core';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { realPathInside, unreadableReason } from '../inputs/confine';
import { InputError, isWorkspaceRelative, type ConversionJob } from '../types';

/** A listed path as the jobs' labels spell it: `/`-separated, without `./`. */
function normalise(line: string): string {
  return path.posix.normalize(line.replaceAll('\\', '/')).replace(/^(\.\/)+/, '');
}

/**
 * The paths the file `relative` (workspace-relative, as the input gives it) lists: one per line, blank lines
 * and `#` comments skipped, each relative to the workspace without "..", each once.
 */
export async function readMergeOrder(relative: string, workspace: string): Promise<string[]> {
  const name = `Input merge-order (${JSON.stringify(relative)})`;
  if (!isWorkspaceRelative(relative)) {
    throw new InputError(`${name} must be a file relative to the workspace, without "..".`);
  }
  let text: string;
  try {
    text = await readFile(await realPathInside(workspace, relative), 'utf8');
  } catch (error) {
    throw new InputError(`${name} cannot be read: ${unreadableReason(error)}.`);
  }
  const listed: string[] = [];
  for (const [index, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!isWorkspaceRelative(line)) {
      throw new InputError(
        `${name}, line ${index + 1}: ${JSON.stringify(line)} must be a path relative to the workspace, without "..".`,
      );
    }
    const entry = normalise(line);
    if (!listed.includes(entry)) listed.push(entry);
  }
  return listed;
}

/** Whether the workspace has a file at `relative`. */
function isFileOf(workspace: string, relative: string): boolean {
  try {
    return statSync(path.join(workspace, relative)).isFile();
  } catch {
    return false;
  }
}

/**
 * The jobs in `listed` order, the unlisted after them by path (named in a warning); a listed path that is no
 * file of the workspace is warned of. A listed file that this run does not convert is no warning: it is a
 * document of the book that an earlier run wrote.
 */
export function orderByList(
  jobs: readonly ConversionJob[],
  listed: readonly string[],
  workspace: string,
): ConversionJob[] {
  const byLabel = new Map(jobs.map((job) => [job.label, job]));
  const first: ConversionJob[] = [];
  for (const entry of listed) {
    const job = byLabel.get(entry);
    if (job === undefined) {
      if (!isFileOf(workspace, entry)) {
        core.warning(`merge-order lists ${entry}, which is no file of the workspace: left out of the book.`);
      }
      continue;
    }
    first.push(job);
    byLabel.delete(entry);
  }
  const rest = [...byLabel.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  if (rest.length > 0) {
    const names = rest.slice(0, 10).map((job) => job.label);
    const more = rest.length > names.length ? ` and ${rest.length - names.length} more` : '';
    core.warning(
      `merge-order does not list ${names.join(', ')}${more}: merged after the listed documents, in path order. List ${rest.length === 1 ? 'it' : 'them'} where ${rest.length === 1 ? 'it belongs' : 'they belong'}, or leave ${rest.length === 1 ? 'it' : 'them'} out of sources.`,
    );
  }
  return [...first, ...rest];
}
