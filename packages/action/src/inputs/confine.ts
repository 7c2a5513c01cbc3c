// Confinement of the Action's file access: every file it reads is inside the workspace and every file it
// writes is inside the output folder. Both are checked on the path as written and again on the real path,
// so neither "../" nor a symbolic link can lead out.
import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';

/** A path the Action refused to read or write because it resolves outside the folder it must stay in. */
export class OutsideError extends Error {
  override name = 'OutsideError';
}

/** True when `child` is `parent` itself or lies below it (both absolute). */
export function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/**
 * The real path of `target` (absolute, or relative to `root`), which must exist and lie inside `root` (a real
 * path) both as written and once symbolic links are followed. Throws OutsideError, or the fs error (ENOENT).
 */
export async function realPathInside(root: string, target: string): Promise<string> {
  const resolved = path.resolve(root, target);
  if (!isInside(root, resolved)) throw new OutsideError(`${target} is outside ${root}`);
  const real = await realpath(resolved);
  if (!isInside(root, real)) throw new OutsideError(`${target} leads outside ${root} (symbolic link)`);
  return real;
}

/** Why a workspace file named in an input could not be read by realPathInside() and readFile(), in words. */
export function unreadableReason(error: unknown): string {
  if (error instanceof OutsideError) return 'it resolves outside the workspace, so it is not read';
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'no such file in the workspace';
  return (error as Error).message;
}

/** The nearest folder at or above `dir` that exists, as a real path. */
async function nearestExisting(dir: string): Promise<string> {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      return await realpath(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || path.dirname(current) === current)
        throw error;
    }
  }
}

/**
 * Creates the folder of `file` below `outputDir`, refusing when `file` is not below it or when an existing
 * part of the way (a symbolic link to elsewhere, say) would put the file outside it. Checked before
 * creating anything, so a refused path leaves no folder behind; checked again after, on the real path.
 */
export async function prepareOutputFolder(outputDir: string, file: string): Promise<void> {
  const folder = path.dirname(file);
  const refused = () =>
    new OutsideError(`${path.relative(outputDir, file)} would be written outside the output folder`);
  if (!isInside(outputDir, folder)) throw refused();
  await mkdir(outputDir, { recursive: true });
  const root = await realpath(outputDir);
  if (!isInside(root, await nearestExisting(folder))) throw refused();
  await mkdir(folder, { recursive: true });
  if (!isInside(root, await realpath(folder))) throw refused();
}
