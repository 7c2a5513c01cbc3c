// Bytes already in memory written atomically with npm's write-file-atomic: to a temporary file beside `file`,
// then renamed over it, so a cancelled write never leaves half a file at its name.
import writeFileAtomic from 'write-file-atomic';

/**
 * Writes `bytes` to `file` (atomically); returns how many were written. `flush: false` skips the flush to disk
 * before the rename, for a copy whose source stays where it is (a cache hit).
 */
export async function writeBytes(
  file: string,
  bytes: Uint8Array,
  { flush = true }: { flush?: boolean } = {},
): Promise<number> {
  await writeFileAtomic(file, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    fsync: flush,
  });
  return bytes.byteLength;
}
