import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  ConnectionError,
  DocConvertError,
  FileWriteError
} from "./chunk-VRUNUPZX.mjs";

// src/transports/file-sink.ts
import { randomBytes } from "node:crypto";
import { open, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
function systemCode(error) {
  const code = error?.code;
  return typeof code === "string" ? code : void 0;
}
function writeFailure(error, target) {
  const code = systemCode(error);
  const reasons = {
    EACCES: "permission denied",
    EPERM: "permission denied",
    EISDIR: "it is a folder",
    ENOSPC: "no space left on the device",
    EDQUOT: "the disk quota is exceeded",
    EROFS: "the file system is read-only",
    ENAMETOOLONG: "the name is too long",
    ENOTDIR: `a part of its folder path is a file, not a folder`,
    ENOENT: `its folder ${dirname(target)} does not exist`
  };
  const reason = (code && reasons[code]) ?? (code ? `the system answered ${code}` : "an unexpected failure");
  return new FileWriteError(`Could not write ${target}: ${reason}.`, { path: target, code, cause: error });
}
async function checkFolder(target) {
  const folder = dirname(target);
  let isFolder;
  try {
    isFolder = (await stat(folder)).isDirectory();
  } catch (error) {
    if (systemCode(error) === "ENOENT") {
      throw new FileWriteError(
        `Could not write ${target}: the folder ${folder} does not exist (toFile() does not create folders; create it first).`,
        { path: target, code: "ENOENT", cause: error }
      );
    }
    throw writeFailure(error, target);
  }
  if (!isFolder) {
    throw new FileWriteError(`Could not write ${target}: ${folder} is not a folder.`, {
      path: target,
      code: "ENOTDIR"
    });
  }
}
function release(chunk) {
  const buffer = chunk.buffer;
  if (chunk.byteLength === 0 || chunk.byteOffset !== 0 || chunk.byteLength !== buffer.byteLength) return;
  if (typeof buffer.transfer !== "function" || buffer.detached) return;
  try {
    buffer.transfer(0);
  } catch {
  }
}
var nodeFileSink = {
  async write(path, chunks, expectedLength, options = {}) {
    const target = resolve(path);
    const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString("hex")}.partial`);
    let handle;
    try {
      handle = await open(temp, "wx");
    } catch (error) {
      const code = systemCode(error);
      if (code === "ENOENT" || code === "ENOTDIR") await checkFolder(target);
      throw writeFailure(error, target);
    }
    let written = 0;
    try {
      try {
        let batch = [];
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
        if (expectedLength !== void 0 && written !== expectedLength) {
          throw new ConnectionError(
            `The file ended after ${written} of ${expectedLength} bytes; nothing was written to ${target}.`
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
      throw error instanceof DocConvertError ? error : writeFailure(error, target);
    }
  }
};

// action/src/write-bytes.ts
function writeBytes(file, bytes) {
  return nodeFileSink.write(
    file,
    (async function* () {
      yield bytes;
    })(),
    bytes.byteLength
  );
}

export {
  nodeFileSink,
  writeBytes
};
