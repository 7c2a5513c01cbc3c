// The folders a call may read from and write into: the ones the user configured for this server (`--root`,
// DOC_CONVERT_MCP_ROOTS), else the roots the client offers (the MCP roots capability: the folders the user opened
// in the host). Every path an agent gives is resolved here before anything is read, written or sent: `..` is
// refused outright, and a path counts as inside a root only by its real location, so a symlink out of a root
// is refused like the path it points to. The refusal names the roots, so the agent can try again.
import { realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ValidationError } from 'doc-convert';

/** Where the roots of a call came from: the server's own configuration, or the client. */
type RootsSource = 'configured' | 'client';

/** The allowed folders of one call, as real paths (symlinks resolved), the first being where outputs go by default. */
export interface Roots {
  folders: string[];
  source: RootsSource;
}

/** The `file://` roots a client offers, as folders; other schemes name no folder of this machine and are left out. */
export function foldersOfRootUris(uris: readonly string[]): string[] {
  return uris.filter((uri) => uri.startsWith('file://')).map((uri) => fileURLToPath(uri));
}

/**
 * The real paths of `folders`, each checked to be an existing folder: a configured root that is not one is a
 * setup error (`where` names the setting); with `skipMissing`, a missing one is left out instead.
 */
export async function realFolders(
  folders: readonly string[],
  where: string,
  { skipMissing = false } = {},
): Promise<string[]> {
  const real: string[] = [];
  for (const folder of folders) {
    const path = await realpath(resolve(folder)).catch(() => undefined);
    const isFolder = path !== undefined && (await stat(path)).isDirectory();
    if (!isFolder) {
      if (skipMissing) continue;
      throw new ValidationError([
        { path: where, message: `${folder} is not an existing folder (a root must be one)` },
      ]);
    }
    if (!real.includes(path)) real.push(path);
  }
  return real;
}

const isInside = (path: string, folder: string) => {
  const rest = relative(folder, path);
  return rest === '' || (!rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest));
};

/** How the roots are named in a refusal. */
function describeRoots(roots: Roots): string {
  if (roots.folders.length === 0) return 'none';
  return roots.folders.join(', ');
}

function refusal(field: string, given: string, rule: string, roots: Roots): ValidationError {
  const from = roots.source === 'configured' ? 'configured for this server' : 'offered by the client';
  return new ValidationError([
    { path: field, message: `${given} ${rule}; the allowed roots (${from}) are: ${describeRoots(roots)}` },
  ]);
}

/**
 * Where a file written at `absolute` would land: the real path of the nearest folder above it that exists,
 * with the rest of the path (folders still to make, and the file's name) beside it.
 */
async function landingOf(absolute: string): Promise<string> {
  for (let existing = dirname(absolute); ; existing = dirname(existing)) {
    try {
      return join(await realpath(existing), relative(existing, absolute));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(existing) === existing) throw error;
    }
  }
}

/**
 * The absolute path `given` names, checked to lie inside one of the roots by its real location. A relative path
 * is taken from the first root. `purpose` decides what must exist: a file to read, or (for a file to write) the
 * folders above it, of which the missing ones will be made inside the root.
 */
export async function resolveInRoots(
  given: string,
  roots: Roots,
  field: string,
  purpose: 'read' | 'write',
): Promise<string> {
  if (roots.folders.length === 0) {
    throw new ValidationError([
      {
        path: field,
        message:
          'cannot be used: no folder is allowed (the client offers no roots and none is configured: start the server with --root <folder> or set DOC_CONVERT_MCP_ROOTS)',
      },
    ]);
  }
  if (given.trim() === '') throw refusal(field, JSON.stringify(given), 'is empty', roots);
  if (given.split(/[\\/]/).includes('..'))
    throw refusal(field, given, 'contains "..": give a path inside a root without climbing out of it', roots);
  const absolute = isAbsolute(given) ? resolve(given) : join(roots.folders[0]!, given);
  if (purpose === 'read') {
    let real: string;
    try {
      real = await realpath(absolute);
    } catch {
      const inside = roots.folders.some((folder) => isInside(absolute, folder));
      throw refusal(field, given, inside ? 'does not exist' : 'is outside the allowed roots', roots);
    }
    if (!roots.folders.some((folder) => isInside(real, folder))) {
      const rule =
        real === absolute ? 'is outside the allowed roots' : `leads to ${real}, outside the allowed roots`;
      throw refusal(field, given, rule, roots);
    }
    if (!(await stat(real)).isFile()) throw refusal(field, given, 'is not a file', roots);
    return real;
  }
  // A file to write: where it would land, by the real path of what exists above it.
  const landing = await landingOf(absolute);
  if (!roots.folders.some((root) => isInside(landing, root) && landing !== root))
    throw refusal(field, given, 'is outside the allowed roots', roots);
  return landing;
}
