// Where each object of a PDF is (ISO 32000-1 §7.5.4, §7.5.8): the cross-reference sections from the last
// `startxref` back along `/Prev`, tables and streams alike (and a hybrid file's `/XRefStm`), the newest entry
// of each object winning. What an update appended to the file needs comes with it: the offset the last
// section starts at, whether it is a stream, and the trailer.
import { decodeStream } from './filters';
import { pdfHeaderOffset } from './header';
import { Lexer } from './lexer';
import { isDict, isName, isNumber, PdfDict, PdfOperator, PdfStream, type PdfValue } from './objects';

type XrefEntry =
  | { type: 'free' }
  | { type: 'offset'; offset: number; gen: number }
  | { type: 'compressed'; stream: number; index: number };

export interface CrossReference {
  entries: Map<number, XrefEntry>;
  /** The newest trailer, with /Root, /Info and /ID taken from older ones where it lacks them. */
  trailer: PdfDict;
  /** The last section's offset, as the file's `startxref` says it (from the header). */
  startxref: number;
  /** Whether the last section is a cross-reference stream (an update should then append one too). */
  stream: boolean;
  /** Where the header (`%PDF-`) starts: the file's offsets count from there. */
  base: number;
}

export class PdfReadError extends Error {
  override name = 'PdfReadError';
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const STARTXREF = ascii('startxref');

/** The last index of `needle` in `bytes` at or before `from` and not before `until`, or -1. */
function lastIndexOf(bytes: Uint8Array, needle: Uint8Array, from: number, until = 0): number {
  for (let i = Math.min(from, bytes.length - needle.length); i >= until; i--) {
    let j = 0;
    while (j < needle.length && bytes[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/** The first index of `needle` in `bytes` from `from` and before `until`, or -1. */
function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number, until = bytes.length): number {
  const last = Math.min(until, bytes.length) - needle.length;
  for (let i = Math.max(0, from); i <= last; i++) {
    let j = 0;
    while (j < needle.length && bytes[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

/** The indirect object at `offset`: `num gen obj value [stream … endstream] endobj`. */
export interface Indirect {
  num: number;
  gen: number;
  value: PdfValue;
}

const ENDSTREAM = ascii('endstream');

/**
 * Parses the indirect object at `offset`; a stream's `/Length` that is a reference is read with `length`.
 * Undefined when no object starts there.
 */
export function parseIndirect(
  bytes: Uint8Array,
  offset: number,
  length: (value: PdfValue | undefined) => number | undefined = (value) =>
    isNumber(value) ? value : undefined,
): Indirect | undefined {
  const lexer = new Lexer(bytes, offset);
  const num = lexer.value();
  const gen = lexer.value();
  if (!isNumber(num) || !isNumber(gen) || !lexer.keyword('obj')) return undefined;
  const value = lexer.value();
  if (value === undefined) return { num, gen, value: null };
  if (!isDict(value) || !lexer.keyword('stream')) return { num, gen, value };
  // The data starts after the end of line that follows `stream` (CR LF or LF; a lone CR is tolerated).
  let start = lexer.pos;
  if (bytes[start] === 13) start++;
  if (bytes[start] === 10) start++;
  const declared = length(value.get('Length'));
  let end = -1;
  if (declared !== undefined && declared >= 0 && start + declared <= bytes.length) {
    const after = new Lexer(bytes, start + declared);
    if (after.keyword('endstream')) end = start + declared;
  }
  if (end < 0) {
    // A wrong /Length: the data ends before `endstream`, less the end of line in front of it.
    const found = indexOf(bytes, ENDSTREAM, start);
    end = found < 0 ? bytes.length : found;
    if (bytes[end - 1] === 10) end--;
    if (bytes[end - 1] === 13) end--;
  }
  return { num, gen, value: new PdfStream(value, bytes.subarray(start, Math.max(start, end))) };
}

function readTable(lexer: Lexer, entries: Map<number, XrefEntry>): PdfDict {
  for (;;) {
    if (lexer.keyword('trailer')) {
      const trailer = lexer.value();
      if (!isDict(trailer)) throw new PdfReadError('the trailer is not a dictionary');
      return trailer;
    }
    const start = lexer.value();
    const count = lexer.value();
    if (!isNumber(start) || !isNumber(count)) throw new PdfReadError('a cross-reference table is damaged');
    for (let i = 0; i < count; i++) {
      const offset = lexer.value();
      const gen = lexer.value();
      const kind = lexer.next();
      if (!isNumber(offset) || !isNumber(gen) || !(kind instanceof PdfOperator)) {
        throw new PdfReadError('a cross-reference entry is damaged');
      }
      const num = start + i;
      if (entries.has(num)) continue;
      entries.set(num, kind.op === 'n' ? { type: 'offset', offset, gen } : { type: 'free' });
    }
  }
}

function readStreamSection(stream: PdfStream, entries: Map<number, XrefEntry>): void {
  const { dict } = stream;
  const widths = dict.get('W');
  const size = dict.get('Size');
  if (!Array.isArray(widths) || widths.length < 3 || !widths.every(isNumber) || !isNumber(size)) {
    throw new PdfReadError('a cross-reference stream has no /W or /Size');
  }
  const data = decodeStream(stream, (value) => value);
  if (!data) throw new PdfReadError('a cross-reference stream cannot be decoded');
  const index = dict.get('Index');
  const ranges = Array.isArray(index) && index.every(isNumber) ? (index as number[]) : [0, size];
  const [w0, w1, w2] = widths as number[];
  const rowLength = w0! + w1! + w2!;
  let at = 0;
  const field = (width: number, fallback: number) => {
    if (width === 0) return fallback;
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + (data[at++] ?? 0);
    return value;
  };
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const start = ranges[r]!;
    for (let i = 0; i < ranges[r + 1]! && at + rowLength <= data.length; i++) {
      const type = field(w0!, 1);
      const second = field(w1!, 0);
      const third = field(w2!, 0);
      const num = start + i;
      if (entries.has(num)) continue;
      if (type === 1) entries.set(num, { type: 'offset', offset: second, gen: third });
      else if (type === 2) entries.set(num, { type: 'compressed', stream: second, index: third });
      else entries.set(num, { type: 'free' });
    }
  }
}

function streamAt(bytes: Uint8Array, offset: number): PdfStream {
  const object = parseIndirect(bytes, offset);
  if (!(object?.value instanceof PdfStream) || !isName(object.value.dict.get('Type'), 'XRef')) {
    throw new PdfReadError(`no cross-reference section at offset ${offset}`);
  }
  return object.value;
}

/** Reads the cross-reference sections of `bytes`; throws PdfReadError when they cannot be followed. */
export function readCrossReference(bytes: Uint8Array): CrossReference {
  const header = pdfHeaderOffset(bytes);
  const base = Math.max(0, header);
  const keyword = lastIndexOf(bytes, STARTXREF, bytes.length, Math.max(0, bytes.length - 64 * 1024));
  if (keyword < 0) throw new PdfReadError('there is no startxref');
  const startxref = new Lexer(bytes, keyword + STARTXREF.length).value();
  if (!isNumber(startxref)) throw new PdfReadError('startxref gives no offset');

  const entries = new Map<number, XrefEntry>();
  let trailer: PdfDict | undefined;
  let newestIsStream = false;
  const seen = new Set<number>();
  for (let offset: number | undefined = startxref; offset !== undefined;) {
    if (seen.has(offset) || offset < 0 || base + offset >= bytes.length) break;
    seen.add(offset);
    const lexer = new Lexer(bytes, base + offset);
    let section: PdfDict;
    if (lexer.keyword('xref')) {
      section = readTable(lexer, entries);
      // A hybrid file's table points at a stream of the objects it leaves out (§7.5.8.4).
      const hybrid = section.get('XRefStm');
      if (isNumber(hybrid)) readStreamSection(streamAt(bytes, base + hybrid), entries);
    } else {
      const stream = streamAt(bytes, base + offset);
      readStreamSection(stream, entries);
      section = stream.dict;
      if (trailer === undefined) newestIsStream = true;
    }
    if (trailer === undefined) trailer = section.clone();
    else {
      for (const key of ['Root', 'Info', 'ID', 'Encrypt']) {
        const value = section.get(key);
        if (!trailer.get(key) && value !== undefined) trailer.set(key, value);
      }
    }
    const prev = section.get('Prev');
    offset = isNumber(prev) ? prev : undefined;
  }
  if (!trailer) throw new PdfReadError('there is no cross-reference section');
  return { entries, trailer, startxref, stream: newestIsStream, base };
}
