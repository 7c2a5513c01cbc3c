// Atomic file output for `toFile()`: chunks go to a temporary file in the target's folder (same file system, so
// the rename is atomic), the size is checked against Content-Length, the data is flushed, then renamed over the
// target. On any failure the temporary file is removed and the target is left untouched: no partial files.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { FileSink } from '../conversion';
import { ConnectionError } from '../errors';

export const nodeFileSink: FileSink = {
  async write(path, chunks, expectedLength) {
    const target = resolve(path);
    await mkdir(dirname(target), { recursive: true });
    const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.partial`);
    const handle = await open(temp, 'wx');
    let written = 0;
    try {
      try {
        // Chunks are gathered into writes of about 1 MB: fewer system calls and fewer pending promises.
        let batch: Uint8Array[] = [];
        let batched = 0;
        const flush = async () => {
          if (batched === 0) return;
          await handle.writev(batch);
          written += batched;
          batch = [];
          batched = 0;
        };
        for await (const chunk of chunks) {
          batch.push(chunk);
          batched += chunk.byteLength;
          if (batched >= 1024 * 1024) await flush();
        }
        await flush();
        if (expectedLength !== undefined && written !== expectedLength) {
          throw new ConnectionError(
            `The file ended after ${written} of ${expectedLength} bytes; nothing was written to ${basename(target)}.`,
          );
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
      return written;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  },
};
