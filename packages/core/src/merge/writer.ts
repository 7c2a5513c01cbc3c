// Writes a whole PDF file, object by object, as the merge makes it (ISO 32000-1 §7.5): the header, each object
// as soon as it is known (a stream's bytes copied as they were stored, never decoded or compressed again),
// then a cross-reference table and the trailer. The file is kept as a list of 64 KiB chunks, not one buffer, so a
// book never needs its size twice over in memory: the Action writes the chunks to disk one after another, the
// library joins them once. Numbers are handed out first (allocate) and their objects written whenever they are
// ready, so a page can be named by a link before the page itself is written.
import { PdfRef, PdfStream, type PdfValue } from '../pdf/objects';
import { serialize } from '../pdf/write';

/** The file is kept in chunks of this many bytes (a stream larger than half of one is a chunk of its own). */
const CHUNK = 64 * 1024;
/** Text is gathered into strings of about this many characters before it is put into the chunks. */
const TEXT_CHUNK = 16 * 1024;

export class PdfWriter {
  readonly #chunks: Uint8Array[] = [];
  /** The chunk being filled, and how much of it is. */
  #buffer = new Uint8Array(CHUNK);
  #used = 0;
  /** Bytes in the chunks and the one being filled. */
  #length = 0;
  #text = '';
  /** Offset of each object written, by its number. */
  readonly #offsets: Array<number | undefined> = [];
  #next = 1;

  constructor() {
    // The binary comment tells transfer tools the file is binary (§7.5.2).
    this.#push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  }

  /** Bytes written so far. */
  get length(): number {
    return this.#length + this.#text.length;
  }

  #push(text: string): void {
    this.#text += text;
    if (this.#text.length >= TEXT_CHUNK) this.#flushText();
  }

  /** The text gathered, put into the chunks (what serialize() writes is ASCII: strings in hex, names escaped). */
  #flushText(): void {
    const text = this.#text;
    this.#text = '';
    for (let at = 0; at < text.length;) {
      if (this.#used === CHUNK) this.#seal();
      const end = Math.min(text.length, at + CHUNK - this.#used);
      for (; at < end; at++) this.#buffer[this.#used++] = text.charCodeAt(at) & 0xff;
    }
    this.#length += text.length;
  }

  /** Stored bytes, copied into the chunks: the source (a document's file) is not kept alive by the book. */
  #bytes(bytes: Uint8Array): void {
    this.#flushText();
    if (bytes.length > CHUNK / 2) {
      this.#seal();
      this.#chunks.push(new Uint8Array(bytes));
    } else {
      if (bytes.length > CHUNK - this.#used) this.#seal();
      this.#buffer.set(bytes, this.#used);
      this.#used += bytes.length;
    }
    this.#length += bytes.length;
  }

  /** The chunk being filled, added to the file (cut to its length), and a new one started. */
  #seal(): void {
    if (this.#used === 0) return;
    this.#chunks.push(this.#used === CHUNK ? this.#buffer : this.#buffer.slice(0, this.#used));
    this.#buffer = new Uint8Array(CHUNK);
    this.#used = 0;
  }

  /** A number for an object written later. */
  allocate(): PdfRef {
    return new PdfRef(this.#next++, 0);
  }

  /** Writes `value` as object `ref`; a stream with its stored bytes (copied: the source may then be freed). */
  write(ref: PdfRef, value: PdfValue): void {
    if (this.#offsets[ref.num] !== undefined) throw new Error(`object ${ref.num} is written twice`);
    this.#offsets[ref.num] = this.length;
    if (value instanceof PdfStream) {
      const dict = value.dict.clone().set('Length', value.raw.length);
      this.#push(`${ref.num} 0 obj\n${serialize(dict)}\nstream\n`);
      this.#bytes(value.raw);
      this.#push('\nendstream\nendobj\n');
    } else {
      this.#push(`${ref.num} 0 obj\n${serialize(value)}\nendobj\n`);
    }
  }

  /** Writes `value` as a new object; its reference. */
  add(value: PdfValue): PdfRef {
    const ref = this.allocate();
    this.write(ref, value);
    return ref;
  }

  /**
   * Ends the file: the objects allocated but never written as null, the cross-reference table, the trailer
   * with `root`, `info` and the identifier `id`. Returns the chunks of the whole file.
   */
  finish(root: PdfRef, info: PdfRef | undefined, id: Uint8Array): Uint8Array[] {
    for (let num = 1; num < this.#next; num++) {
      if (this.#offsets[num] === undefined) this.write(new PdfRef(num, 0), null);
    }
    const start = this.length;
    // Each entry is 20 bytes, its end of line included (§7.5.4).
    let table = `xref\n0 ${this.#next}\n0000000000 65535 f\r\n`;
    for (let num = 1; num < this.#next; num++) {
      table += `${String(this.#offsets[num]).padStart(10, '0')} 00000 n\r\n`;
      if (table.length >= TEXT_CHUNK) {
        this.#push(table);
        table = '';
      }
    }
    const hex = Array.from(id, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join('');
    const infoEntry = info ? ` /Info ${info.num} 0 R` : '';
    this.#push(
      `${table}trailer\n<< /Size ${this.#next} /Root ${root.num} 0 R${infoEntry} /ID [<${hex}> <${hex}>] >>\nstartxref\n${start}\n%%EOF\n`,
    );
    this.#flushText();
    this.#seal();
    return this.#chunks;
  }
}
