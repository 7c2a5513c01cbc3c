// A file answer with something appended as it is read (the outline option's incremental update): the file's
// chunks pass through as they arrive and are copied, once, into one buffer sized by Content-Length with room
// left after it; when the last one is in, the amendment reads that buffer and says what to append. So
// `toFile()` and `stream()` hand on the service's bytes unchanged, then the update, and `bytes()` returns the
// buffer with the update written into its room: at no point is more than the file (and its room) held.
import { ConnectionError } from '../errors';

/** What the outline found, once the file was read. */
export interface OutlineResult {
  /** Bookmarks written (0: the PDF is as the service sent it). */
  bookmarks: number;
  /** Titles of the headings found on no page (not printed, or printed other than written). */
  missing: string[];
  /** Why the PDF was left as the service sent it although it has headings (it could not be read). */
  skipped?: string;
}

/** Bytes appended to a file answer once all of it has arrived. */
export interface FileAmendment {
  /** Room to keep after the file for what is appended: a guess; more is made if needed. */
  readonly room: number;
  /** The bytes to append to `file` (the whole answer, to be read only), called once. */
  append(file: Uint8Array): Uint8Array;
  /** What was done, once append() ran. */
  readonly result: OutlineResult | undefined;
}

/** One buffer the chunks are copied into, growing (by doubling) only past Content-Length and the room. */
class Collector {
  #buffer: Uint8Array;
  length = 0;

  constructor(expected: number | undefined, room: number) {
    this.#buffer = new Uint8Array((expected ?? 256 * 1024) + room);
  }

  #fit(size: number): void {
    if (size <= this.#buffer.length) return;
    const grown = new Uint8Array(Math.max(size, this.#buffer.length * 2));
    grown.set(this.#buffer.subarray(0, this.length));
    this.#buffer = grown;
  }

  push(chunk: Uint8Array): void {
    this.#fit(this.length + chunk.length);
    this.#buffer.set(chunk, this.length);
    this.length += chunk.length;
  }

  view(): Uint8Array {
    return this.#buffer.subarray(0, this.length);
  }

  /** The file with `tail` after it, in the same buffer. */
  withTail(tail: Uint8Array): Uint8Array {
    this.#fit(this.length + tail.length);
    this.#buffer.set(tail, this.length);
    return this.#buffer.subarray(0, this.length + tail.length);
  }
}

/** Fails with ConnectionError when fewer (or more) bytes arrived than the answer announced. */
export function checkLength(received: number, expected: number | undefined): void {
  if (expected !== undefined && received !== expected) {
    throw new ConnectionError(`The file ended after ${received} of ${expected} bytes; the connection broke.`);
  }
}

/** The chunks as they arrive, then what `amendment` appends (after the length is checked). */
export async function* amendedChunks(
  chunks: AsyncIterable<Uint8Array>,
  expected: number | undefined,
  amendment: FileAmendment,
): AsyncGenerator<Uint8Array> {
  const collector = new Collector(expected, amendment.room);
  for await (const chunk of chunks) {
    // Copied before it is handed on: the sink may free a chunk once written (TransportBody.releasable).
    collector.push(chunk);
    yield chunk;
  }
  checkLength(collector.length, expected);
  const tail = amendment.append(collector.view());
  if (tail.length > 0) yield tail;
}

/** The whole file with what `amendment` appends, in one buffer. */
export async function amendedBytes(
  chunks: AsyncIterable<Uint8Array>,
  expected: number | undefined,
  amendment: FileAmendment,
): Promise<Uint8Array> {
  const collector = new Collector(expected, amendment.room);
  for await (const chunk of chunks) collector.push(chunk);
  checkLength(collector.length, expected);
  return collector.withTail(amendment.append(collector.view()));
}
