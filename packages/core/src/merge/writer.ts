// Writes a whole PDF file, object by object, as the merge makes it (ISO 32000-1 §7.5): the header, each object
// as soon as it is known (a stream's bytes copied as they were stored, never decoded or compressed again),
// then a cross-reference table and the trailer. The file is kept as a list of chunks, not one buffer, so a book
// never needs its size twice over in memory: the Action writes the chunks to disk one after another, the
// library joins them once. Numbers are handed out first (allocate) and their objects written whenever they are
// ready, so a page can be named by a link before the page itself is written.
import { PdfRef, PdfStream, type PdfValue } from '../pdf/objects';
import { serialize } from '../pdf/write';

/** Text is gathered into chunks of about this many characters before it is encoded. */
const TEXT_CHUNK = 64 * 1024;

/** ASCII text as bytes (what serialize() writes is ASCII: strings in hex, names escaped). */
function ascii(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

export class PdfWriter {
  readonly chunks: Uint8Array[] = [];
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
    if (this.#text.length >= TEXT_CHUNK) this.#flush();
  }

  #flush(): void {
    if (this.#text === '') return;
    this.chunks.push(ascii(this.#text));
    this.#length += this.#text.length;
    this.#text = '';
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
      this.#flush();
      this.chunks.push(value.raw.slice());
      this.#length += value.raw.length;
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
    this.#flush();
    return this.chunks;
  }
}
