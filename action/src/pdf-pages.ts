// Counts the pages of a written PDF for the summary, since a file answer carries no page count: each page
// is a `/Type /Page` object (the page tree nodes are `/Type /Pages`). Read as a stream with a small overlap
// between chunks, so a large PDF is never held in memory. Pages inside compressed object streams cannot be
// seen this way; then the count is unknown rather than wrong.
import { createReadStream } from 'node:fs';

const PAGE_OBJECT = /\/Type\s{0,4}\/Page(?![A-Za-z0-9])/g;
/** Longer than any match and the character after it, so a match is only counted once it is whole. */
const OVERLAP = 32;

/** `size`, when known, keeps the read buffer no larger than the file: most PDFs here are a few kilobytes. */
export async function countPdfPages(file: string, size?: number): Promise<number | undefined> {
  let count = 0;
  let carry = '';
  const highWaterMark = Math.min(1 << 20, Math.max(size ?? 1 << 20, 1024));
  for await (const chunk of createReadStream(file, { encoding: 'latin1', highWaterMark })) {
    const text = carry + (chunk as string);
    // Matches that start before `safe` are complete; later ones are looked at again with the next chunk.
    const safe = text.length - OVERLAP;
    for (const match of text.matchAll(PAGE_OBJECT)) if (match.index < safe) count++;
    carry = text.slice(Math.max(0, safe));
  }
  count += [...carry.matchAll(PAGE_OBJECT)].length;
  return count > 0 ? count : undefined;
}
