// What a user's `if (result.kind === 'file') await result.toFile(path)` line meets, and what it leaves behind:
// for tests that check a bad answer is never written.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Conversion } from 'doc-convert';

/** Awaits the conversion, writes a file answer to `dir`/out.pdf; the error met (if any) and the files in `dir`. */
export async function saveAs(
  call: Promise<Conversion>,
  dir: string,
): Promise<{ error: unknown; files: string[] }> {
  const error = await call
    .then((result) => (result.kind === 'file' ? result.toFile(join(dir, 'out.pdf')) : undefined))
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  return { error, files: await readdir(dir) };
}
