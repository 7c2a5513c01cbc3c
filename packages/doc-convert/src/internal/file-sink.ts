// Atomic file output for `toFile()`: chunks go to a temporary file in the target's folder (same file system, so
// the rename is atomic), the size is checked against Content-Length, the data is flushed, then renamed over the
// target. On any failure the temporary file is removed and the target is left untouched: no partial files.
//
// Folders are not created: a missing folder is far more often a typo (or a path relative to another working
// directory) than a wish, and a folder made for a download that then fails would be left behind. The
// refusal names the folder, before a byte is read. File system failures become FileWriteError naming the
// target (never the temporary file), with the system error as `cause`.
import { randomBytes } from 'node:crypto';
import { open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { type FileSink, ConnectionError, DocConvertError, FileWriteError } from '@doc-convert/core';

function systemCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Why writing `target` failed, in words that name the target (or its folder), never the temporary file. */
function writeFailure(error: unknown, target: string): FileWriteError {
  const code = systemCode(error);
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a folder',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is exceeded',
    EROFS: 'the file system is read-only',
    ENAMETOOLONG: 'the name is too long',
    ENOTDIR: `a part of its folder path is a file, not a folder`,
    ENOENT: `its folder ${dirname(target)} does not exist`,
  };
  const reason = (code && reasons[code]) ?? (code ? `the system answered ${code}` : 'an unexpected failure');
  return new FileWriteError(`Could not write ${target}: ${reason}.`, { path: target, code, cause: error });
}

/**
 * Throws the refusal of a target whose folder is missing or not a folder, naming that folder; returns when the
 * folder is there. Asked only once opening the temporary file has failed: a write to a good folder costs
 * no extra look at the disk.
 */
async function checkFolder(target: string): Promise<void> {
  const folder = dirname(target);
  let isFolder: boolean;
  try {
    isFolder = (await stat(folder)).isDirectory();
  } catch (error) {
    if (systemCode(error) === 'ENOENT') {
      throw new FileWriteError(
        `Could not write ${target}: the folder ${folder} does not exist (toFile() does not create folders; create it first).`,
        { path: target, code: 'ENOENT', cause: error },
      );
    }
    throw writeFailure(error, target);
  }
  if (!isFolder) {
    throw new FileWriteError(`Could not write ${target}: ${folder} is not a folder.`, {
      path: target,
      code: 'ENOTDIR',
    });
  }
}

/** ES2024's ArrayBuffer additions (Node 22 has them; this project's type library is ES2023). */
type Transferable = ArrayBuffer & { transfer?(length: number): ArrayBuffer; readonly detached?: boolean };

/**
 * Frees a written chunk's memory at once when the chunk is the whole of its buffer. A large download arrives
 * in a few thousand socket buffers of 64 KB; left to the garbage collector, which runs on external memory
 * only every 64 MB or so, they lift the process's memory by that much, while released they stay near one
 * batch. Only for chunks whose body says they are the writer's alone (TransportBody.releasable).
 */
function release(chunk: Uint8Array): void {
  const buffer = chunk.buffer as Transferable;
  if (chunk.byteLength === 0 || chunk.byteOffset !== 0 || chunk.byteLength !== buffer.byteLength) return;
  if (typeof buffer.transfer !== 'function' || buffer.detached) return;
  try {
    buffer.transfer(0);
  } catch {
    // A buffer that cannot be detached (say, a wasm memory's) stays with the garbage collector.
  }
}

export const nodeFileSink: FileSink = {
  async write(path, chunks, expectedLength, options = {}) {
    const target = resolve(path);
    const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}.partial`);
    let handle;
    try {
      handle = await open(temp, 'wx');
    } catch (error) {
      const code = systemCode(error);
      if (code === 'ENOENT' || code === 'ENOTDIR') await checkFolder(target);
      throw writeFailure(error, target);
    }
    let written = 0;
    try {
      try {
        // Chunks are gathered into writes of about 1 MB: fewer system calls and fewer pending promises.
        let batch: Uint8Array[] = [];
        let batched = 0;
        const flush = async () => {
          if (batched === 0) return;
          await handle.writev(batch);
          if (options.releaseWritten) batch.forEach(release);
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
            `The file ended after ${written} of ${expectedLength} bytes; nothing was written to ${target}.`,
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
      // The download's own failures (connection, abort, timeout) stay as they are; the rest is the disk's.
      throw error instanceof DocConvertError ? error : writeFailure(error, target);
    }
  },
};
