// The merged book written to its file as the merge hands it over, chunk after chunk (the book is never joined
// into one buffer), atomically like every output: to a temporary file beside it, flushed to disk, then renamed
// over it. A write that fails removes the temporary file, so the earlier book (if any) stays as it was and no
// partial file is left where the book should be.
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Writes `chunks` to `file` (see the header); returns how many bytes were written. */
export async function writeChunks(file: string, chunks: readonly Uint8Array[]): Promise<number> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  let written = 0;
  try {
    const handle = await open(temporary, 'wx');
    try {
      for (const chunk of chunks) {
        // A write may take part of a chunk; the rest follows.
        for (let at = 0; at < chunk.byteLength;) {
          const { bytesWritten } = await handle.write(chunk, at);
          at += bytesWritten;
        }
        written += chunk.byteLength;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return written;
}
