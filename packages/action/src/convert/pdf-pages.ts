// Counts the pages of a PDF for the summary, since a file answer carries no page count: each page is a
// `/Type /Page` object (the page tree nodes are `/Type /Pages`). The counter looks at the bytes chunk by chunk
// (a written file read back as a stream), with a small overlap between chunks, so a large PDF is never held in
// memory. Pages inside compressed object streams cannot be seen this way; then
// the count is unknown rather than wrong.
import { createReadStream } from 'node:fs';

const PAGE_OBJECT = /\/Type\s{0,4}\/Page(?![A-Za-z0-9])/g;
/** Longer than any match and the character after it, so a match is only counted once it is whole. */
const OVERLAP = 32;

export class PageCounter {
  #count = 0;
  #carry = '';

  push(chunk: Uint8Array): void {
    const text =
      this.#carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    // Matches that start before `safe` are complete; later ones are looked at again with the next chunk.
    const safe = text.length - OVERLAP;
    for (const match of text.matchAll(PAGE_OBJECT)) if (match.index < safe) this.#count++;
    this.#carry = text.slice(Math.max(0, safe));
  }

  /** The pages seen, or undefined when none could be. */
  pages(): number | undefined {
    const count = this.#count + [...this.#carry.matchAll(PAGE_OBJECT)].length;
    return count > 0 ? count : undefined;
  }

  /** Passes `chunks` through unchanged, counting as they go. */
  async *tap(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    for await (const chunk of chunks) {
      this.push(chunk);
      yield chunk;
    }
  }
}

/** The pages of the PDF written at `file`, read back as a stream; undefined when none can be seen. */
export async function countPages(file: string): Promise<number | undefined> {
  const counter = new PageCounter();
  for await (const chunk of createReadStream(file)) counter.push(chunk as Buffer);
  return counter.pages();
}
