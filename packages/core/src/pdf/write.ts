// Writes objects in PDF syntax and appends them to a file as an incremental update (ISO 32000-1 §7.5.6): the
// file's bytes stay as they are, the new and changed objects follow them, then a cross-reference section of
// those objects alone whose trailer points back (/Prev) at the file's last one. The section is a table when
// the file's last one is, and a cross-reference stream when it is a stream, so readers of either kind (and
// qpdf --check) follow the chain. Everything written is ASCII but the stream's binary entries.
import type { PdfFile } from './document';
import { isRegular } from './lexer';
import { isNumber, PdfDict, PdfName, PdfRef, PdfStream, PdfString, type PdfValue } from './objects';

/** A number as PDF writes it: no exponent, at most four decimals. */
function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (Number.isInteger(n)) return String(n);
  const fixed = n.toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}

function hex(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}

function writeName(name: string): string {
  let out = '/';
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i) & 0xff;
    // Delimiters, white space, # and anything outside printable ASCII go as #XX (§7.3.5).
    out += c > 0x20 && c < 0x7f && c !== 0x23 && isRegular(c) ? name[i] : `#${hex(c)}`;
  }
  return out;
}

/** A text string (§7.9.2.2): ASCII as it is, anything else as UTF-16BE with its byte order mark. */
export function textString(text: string): PdfString {
  if (/^[\x20-\x7e]*$/.test(text)) return new PdfString(Uint8Array.from(text, (c) => c.charCodeAt(0)));
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xfe;
  bytes[1] = 0xff;
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) >> 8;
    bytes[3 + i * 2] = text.charCodeAt(i) & 0xff;
  }
  return new PdfString(bytes);
}

/** `value` in PDF syntax. Strings are written in hex, which needs no escaping. Streams are not values here. */
export function serialize(value: PdfValue | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (isNumber(value)) return formatNumber(value);
  if (value instanceof PdfName) return writeName(value.name);
  if (value instanceof PdfString) return `<${Array.from(value.bytes, hex).join('')}>`;
  if (value instanceof PdfRef) return `${value.num} ${value.gen} R`;
  if (Array.isArray(value)) return `[${value.map(serialize).join(' ')}]`;
  if (value instanceof PdfDict) {
    let out = '<<';
    for (const [key, entry] of value.entries) out += `${writeName(key)} ${serialize(entry)}`;
    return `${out}>>`;
  }
  if (value instanceof PdfStream) {
    throw new TypeError('a stream is written as an object of its own, not inside another');
  }
  return 'null';
}

/** An object of the update: a new one, or a new version of one the file has (its number and generation). */
export interface UpdatedObject {
  num: number;
  gen: number;
  value: PdfValue;
}

/** ASCII text as bytes (all that serialize() writes is ASCII: strings in hex, names escaped). */
function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The entries of the trailer the update carries on: the catalog, the Info dictionary, the file's IDs. */
function trailerEntries(file: PdfFile, size: number): PdfDict {
  const trailer = new PdfDict().set('Size', size);
  for (const key of ['Root', 'Info', 'ID']) {
    const value = file.xref.trailer.get(key);
    if (value !== undefined && value !== null) trailer.set(key, value);
  }
  return trailer.set('Prev', file.xref.startxref);
}

/** Consecutive numbers grouped: [[first, count], ...]. */
function subsections(nums: number[]): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  for (const num of nums) {
    const last = groups.at(-1);
    if (last && last[0] + last[1] === num) last[1]++;
    else groups.push([num, 1]);
  }
  return groups;
}

/**
 * The bytes to append to `file` so that it holds `objects` (new ones numbered from file.nextObjectNumber,
 * changed ones with their own number and generation). Offsets count from the file's header.
 */
export function incrementalUpdate(file: PdfFile, objects: UpdatedObject[]): Uint8Array {
  const { bytes, xref } = file;
  const parts: Uint8Array[] = [];
  let length = bytes.length;
  const append = (part: Uint8Array) => {
    parts.push(part);
    length += part.length;
  };
  const last = bytes[bytes.length - 1];
  if (last !== 10 && last !== 13) append(bytesOf('\n'));
  const offsets = new Map<number, { offset: number; gen: number }>();
  for (const object of objects) {
    offsets.set(object.num, { offset: length - xref.base, gen: object.gen });
    append(bytesOf(`${object.num} ${object.gen} obj\n${serialize(object.value)}\nendobj\n`));
  }
  let size = file.nextObjectNumber;
  for (const num of offsets.keys()) size = Math.max(size, num + 1);
  const sectionOffset = length - xref.base;
  if (!xref.stream) {
    const nums = [...offsets.keys()].sort((a, b) => a - b);
    let table = 'xref\n';
    for (const [first, count] of subsections(nums)) {
      table += `${first} ${count}\n`;
      for (let num = first; num < first + count; num++) {
        const { offset, gen } = offsets.get(num)!;
        table += `${String(offset).padStart(10, '0')} ${String(gen).padStart(5, '0')} n\r\n`;
      }
    }
    const trailer = serialize(trailerEntries(file, size));
    append(bytesOf(`${table}trailer\n${trailer}\nstartxref\n${sectionOffset}\n%%EOF\n`));
  } else {
    // The stream lists itself too; its entries: type 1, the offset, the generation (§7.5.8.3).
    const streamNum = size;
    offsets.set(streamNum, { offset: sectionOffset, gen: 0 });
    const nums = [...offsets.keys()].sort((a, b) => a - b);
    let offsetWidth = 1;
    while (sectionOffset >= 256 ** offsetWidth) offsetWidth++;
    const data = new Uint8Array(nums.length * (1 + offsetWidth + 2));
    let at = 0;
    for (const num of nums) {
      const { offset, gen } = offsets.get(num)!;
      data[at++] = 1;
      for (let i = offsetWidth - 1; i >= 0; i--) data[at++] = Math.floor(offset / 256 ** i) % 256;
      data[at++] = (gen >> 8) & 0xff;
      data[at++] = gen & 0xff;
    }
    const dict = trailerEntries(file, streamNum + 1)
      .set('Type', new PdfName('XRef'))
      .set('W', [1, offsetWidth, 2])
      .set('Index', subsections(nums).flat())
      .set('Length', data.length);
    append(bytesOf(`${streamNum} 0 obj\n${serialize(dict)}\nstream\n`));
    append(data);
    append(bytesOf(`\nendstream\nendobj\nstartxref\n${sectionOffset}\n%%EOF\n`));
  }
  const out = new Uint8Array(length - bytes.length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
