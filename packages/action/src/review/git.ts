// The repository's git, as the review needs it: the base commit present (fetched, one commit deep, when the
// checkout does not have it: `actions/checkout` with `fetch-depth: 0` has it already), the files the pull
// request changed, and the base's tree checked out beside the workspace (a detached `git worktree`, removed
// afterwards) so that its pages are read and inlined exactly as the head's are.
import * as core from '@actions/core';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Runs git in `cwd`; resolves with its stdout, rejects with its stderr's first line. */
export function git(cwd: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, maxBuffer: 64 * 1024 * 1024, env: env ? { ...process.env, ...env } : process.env },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const said = String(stderr).trim().split('\n').find(Boolean) ?? error.message;
        reject(new Error(`git ${args[0]}: ${said}`));
      },
    );
  });
}

/** Makes sure the commit `sha` is in the repository, fetching it from `origin` when it is not. */
export async function ensureCommit(workspace: string, sha: string): Promise<void> {
  try {
    await git(workspace, ['cat-file', '-e', `${sha}^{commit}`]);
    return;
  } catch {
    core.info(
      `The base commit ${sha.slice(0, 12)} is not in the checkout: fetching it (fetch-depth: 0 avoids this).`,
    );
  }
  try {
    await git(workspace, ['fetch', '--no-tags', '--depth=1', 'origin', sha]);
  } catch (error) {
    throw new Error(
      `The pull request's base commit ${sha} is not in the checkout and could not be fetched (${(error as Error).message}); check the repository out with actions/checkout and fetch-depth: 0.`,
    );
  }
}

/** How a path changed between the base and the head. */
export interface ChangedFiles {
  /** Paths (workspace-relative, `/`-separated) present at the head that differ from the base, or are new. */
  atHead: Set<string>;
  /** Paths present at the base that the head deleted. */
  deleted: Set<string>;
}

/** The files that differ between the commit `base` and the checkout's HEAD (renames as a delete and an add). */
export async function changedFiles(workspace: string, base: string): Promise<ChangedFiles> {
  const out = await git(workspace, ['diff', '--name-status', '--no-renames', '-z', base, 'HEAD', '--']);
  const fields = out.split('\0').filter((field) => field !== '');
  const changed: ChangedFiles = { atHead: new Set(), deleted: new Set() };
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [status, file] = [fields[i]!, fields[i + 1]!];
    (status.startsWith('D') ? changed.deleted : changed.atHead).add(file);
  }
  return changed;
}

/** The base's tree, checked out in a folder of its own; `remove()` takes it away again. */
export interface BaseTree {
  root: string;
  remove(): Promise<void>;
}

export async function checkOutBase(workspace: string, sha: string): Promise<BaseTree> {
  const parent = await mkdtemp(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'doc-convert-base-'));
  const root = path.join(parent, 'base');
  await git(workspace, ['worktree', 'add', '--detach', root, sha]);
  return {
    root,
    async remove() {
      await git(workspace, ['worktree', 'remove', '--force', root]).catch(() => undefined);
      await rm(parent, { recursive: true, force: true });
      await git(workspace, ['worktree', 'prune']).catch(() => undefined);
    },
  };
}
