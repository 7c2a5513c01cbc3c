// The qpdf --check of an incremental update, since no qpdf is on the machine: the original bytes a prefix, the
// last cross-reference section (table or stream) listing every object appended at its offset, its trailer
// chained to the original's, and two readers (@libpdf/core, strict; pdf.js) opening the result without
// repairing it.
import { expect } from '@jest/globals';
import { inflateSync } from 'node:zlib';
import { openPdf } from './pdf';

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** The last `startxref` offset of a file. */
function lastStartxref(text: string): number {
  const at = text.lastIndexOf('startxref');
  return Number(/^startxref\s+(\d+)/.exec(text.slice(at))![1]);
}

/**
 * Checks `updated` as an incremental update of `original` (see the header); returns the object numbers the
 * update wrote.
 */
export async function checkUpdate(original: Uint8Array, updated: Uint8Array): Promise<number[]> {
  expect(updated.length).toBeGreaterThan(original.length);
  expect(Buffer.compare(updated.subarray(0, original.length), original)).toBe(0);
  const text = latin1(updated);
  const base = Math.max(0, text.indexOf('%PDF-'));
  const prev = lastStartxref(latin1(original));
  const start = lastStartxref(text);
  expect(start + base).toBeGreaterThanOrEqual(original.length);
  const entries = new Map<number, number>();
  let trailer: string;
  const section = text.slice(base + start);
  if (section.startsWith('xref')) {
    const tableEnd = section.indexOf('trailer');
    const lines = section.slice(4, tableEnd).trim().split(/\r?\n/);
    for (let i = 0; i < lines.length;) {
      const [first, count] = lines[i++]!.trim().split(/\s+/).map(Number);
      for (let j = 0; j < count!; j++) {
        const line = lines[i++]!;
        // Each entry is exactly 20 bytes with its end of line (§7.5.4).
        expect(line.length + 2).toBe(20);
        const [offset, , kind] = line.trim().split(/\s+/);
        if (kind === 'n') entries.set(first! + j, Number(offset));
      }
    }
    trailer = section.slice(tableEnd, section.indexOf('startxref'));
  } else {
    const dictEnd = section.indexOf('stream');
    trailer = section.slice(0, dictEnd);
    expect(trailer).toMatch(/\/Type\s*\/XRef/);
    const widths = /\/W\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(trailer)!.slice(1).map(Number);
    const index = /\/Index\s*\[([^\]]*)\]/.exec(trailer)![1]!.trim().split(/\s+/).map(Number);
    const length = Number(/\/Length\s+(\d+)/.exec(trailer)![1]);
    let dataStart = base + start + dictEnd + 'stream'.length;
    if (updated[dataStart] === 13) dataStart++;
    if (updated[dataStart] === 10) dataStart++;
    let data = Buffer.from(updated.subarray(dataStart, dataStart + length));
    if (/\/Filter\s*\/FlateDecode/.test(trailer)) data = inflateSync(data);
    const row = widths.reduce((a, b) => a + b, 0);
    let at = 0;
    for (let r = 0; r < index.length; r += 2) {
      for (let j = 0; j < index[r + 1]!; j++) {
        const fields = widths.map((w) => {
          let v = 0;
          for (let k = 0; k < w; k++) v = v * 256 + data[at++]!;
          return v;
        });
        if (fields[0] === 1) entries.set(index[r]! + j, fields[1]!);
      }
    }
    expect(at).toBe(data.length - (data.length % row));
  }
  expect(Number(/\/Prev\s+(\d+)/.exec(trailer)![1])).toBe(prev);
  const originalRoot = /\/Root\s+(\d+\s+\d+\s+R)/.exec(
    latin1(original).slice(lastStartxref(latin1(original))),
  );
  if (originalRoot) expect(/\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)![1]).toBe(originalRoot[1]);
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)![1]);
  for (const [num, offset] of entries) {
    expect(num).toBeLessThan(size);
    // Every entry points at its own object, inside the update.
    expect(base + offset).toBeGreaterThanOrEqual(original.length);
    expect(text.slice(base + offset, base + offset + 24)).toMatch(new RegExp(`^${num} \\d+ obj\\b`));
  }
  // Every object the update holds is listed.
  const tail = text.slice(original.length);
  for (const match of tail.matchAll(/(?:^|\n)(\d+) \d+ obj\b/g)) {
    expect(entries.has(Number(match[1]))).toBe(true);
  }
  // Both readers open it as it is, without rebuilding its cross-references (@libpdf/core, strict, only reads
  // files whose offsets count from their first byte).
  if (base === 0) {
    const { PDF } = await import('@libpdf/core');
    const pdf = await PDF.load(updated, { lenient: false });
    expect(pdf.recoveredViaBruteForce).toBe(false);
  }
  const doc = await openPdf(updated);
  await doc.loadingTask.destroy();
  return [...entries.keys()];
}
