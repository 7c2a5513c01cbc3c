// Bytes already in memory written through the client's file sink: to a temporary file beside `file`, then
// renamed over it, so a cancelled write never leaves half a file at its name.
import { nodeFileSink } from '../../src/transports/file-sink';

/** Writes `bytes` to `file` (atomically); returns how many were written. */
export function writeBytes(file: string, bytes: Uint8Array): Promise<number> {
  return nodeFileSink.write(
    file,
    (async function* () {
      yield bytes;
    })(),
    bytes.byteLength,
  );
}
