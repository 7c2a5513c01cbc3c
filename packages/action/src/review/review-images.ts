// The changed pages' before/after/diff PNGs, where GitHub can show them: a comment cannot attach an image with
// the job's token, and a `data:` image in one is stripped. So they are written below the output folder
// (review/<source>/page-<n>-before.png …) and then, with `review-images: artifact` (the default), uploaded as
// an artifact the comment links to; with `branch`, committed to the previews branch (doc-convert-previews,
// one folder per pull request and head commit, the branch's history kept) and linked by their raw URLs, which
// GitHub shows inline; with `none`, not made at all.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PdfPageImages } from 'doc-convert';
import { git } from './git';

/** The branch the images are pushed to with `review-images: branch`. */
const PREVIEWS_BRANCH = 'doc-convert-previews';

/** One page's images to write, and the names they get below the output folder's review/ folder. */
export interface PageImages {
  source: string;
  page: number;
  images: PdfPageImages;
}

/** The three files of a page, relative to the output folder. */
export function imageNames(source: string, page: number): { before: string; after: string; diff: string } {
  const base = `review/${source}/page-${page}`;
  return { before: `${base}-before.png`, after: `${base}-after.png`, diff: `${base}-diff.png` };
}

/** Writes every page's PNGs below `outputDir`; returns the files written (absolute paths). */
export async function writeImages(outputDir: string, pages: readonly PageImages[]): Promise<string[]> {
  const written: string[] = [];
  for (const { source, page, images } of pages) {
    const names = imageNames(source, page);
    for (const kind of ['before', 'after', 'diff'] as const) {
      const file = path.join(outputDir, ...names[kind].split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, images[kind]);
      written.push(file);
    }
  }
  return written;
}

/**
 * Commits the files (relative to `outputDir`, kept below `folder` on the branch) on top of the previews
 * branch, or as its first commit, and pushes it; returns the commit. A temporary index builds the tree, so the
 * checkout's own index and files are left as they were.
 */
export async function pushToPreviews(
  workspace: string,
  outputDir: string,
  files: readonly string[],
  folder: string,
  message: string,
): Promise<string> {
  const temporary = await mkdtemp(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'doc-convert-previews-'));
  try {
    return await commitAndPush(workspace, outputDir, files, folder, message, path.join(temporary, 'index'));
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

async function commitAndPush(
  workspace: string,
  outputDir: string,
  files: readonly string[],
  folder: string,
  message: string,
  index: string,
): Promise<string> {
  const env = { GIT_INDEX_FILE: index };
  let parent: string | undefined;
  try {
    await git(workspace, ['fetch', '--no-tags', '--depth=1', 'origin', `refs/heads/${PREVIEWS_BRANCH}`]);
    parent = (await git(workspace, ['rev-parse', 'FETCH_HEAD'])).trim();
    await git(workspace, ['read-tree', parent], env);
  } catch {
    // No previews branch yet: this commit starts it.
    await git(workspace, ['read-tree', '--empty'], env);
  }
  for (const file of files) {
    const blob = (await git(workspace, ['hash-object', '-w', file])).trim();
    const name = `${folder}/${path.relative(outputDir, file).split(path.sep).join('/')}`;
    await git(workspace, ['update-index', '--add', '--cacheinfo', `100644,${blob},${name}`], env);
  }
  const tree = (await git(workspace, ['write-tree'], env)).trim();
  const identity = {
    GIT_AUTHOR_NAME: 'github-actions[bot]',
    GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
    GIT_COMMITTER_NAME: 'github-actions[bot]',
    GIT_COMMITTER_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
  };
  const commit = (
    await git(workspace, ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message], identity)
  ).trim();
  await git(workspace, ['push', 'origin', `${commit}:refs/heads/${PREVIEWS_BRANCH}`]);
  return commit;
}
