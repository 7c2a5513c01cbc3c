// The PDF object model the outline reads and writes (ISO 32000-1 §7.3): names, strings, references,
// dictionaries and streams as small classes; numbers, booleans, null and arrays as JavaScript's own. Names
// and string contents are kept as bytes (a name as a "binary string", one character per byte), since a PDF
// gives them no text encoding; text() decodes a string the way §7.9.2.2 says text strings are written.
export class PdfName {
  constructor(
    /** The name's bytes after #xx escapes are decoded, one character per byte. */
    readonly name: string,
  ) {}
}

export class PdfString {
  constructor(readonly bytes: Uint8Array) {}

  /** The string as text: UTF-16BE after a byte order mark, UTF-8 after its mark, else PDFDocEncoding (Latin-1). */
  text(): string {
    const b = this.bytes;
    if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) {
      let out = '';
      for (let i = 2; i + 1 < b.length; i += 2) out += String.fromCharCode((b[i]! << 8) | b[i + 1]!);
      return out;
    }
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) {
      return new TextDecoder().decode(b.subarray(3));
    }
    return binaryString(b);
  }
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}

  get key(): string {
    return `${this.num} ${this.gen}`;
  }
}

export class PdfDict {
  readonly entries = new Map<string, PdfValue>();

  get(key: string): PdfValue | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: PdfValue): this {
    this.entries.set(key, value);
    return this;
  }

  /** A shallow copy: the values are shared. */
  clone(): PdfDict {
    const copy = new PdfDict();
    for (const [key, value] of this.entries) copy.entries.set(key, value);
    return copy;
  }
}

export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    /** The stream's bytes as stored (still encoded), a view on the file. */
    readonly raw: Uint8Array,
  ) {}
}

/** An operator of a content stream or a CMap (`Tj`, `begincodespacerange`). */
export class PdfOperator {
  constructor(readonly op: string) {}
}

export type PdfValue =
  null | boolean | number | PdfName | PdfString | PdfRef | PdfDict | PdfStream | PdfValue[];

/** Bytes as a string of one character per byte (how names and Latin-1 text are held). */
export function binaryString(bytes: Uint8Array): string {
  let out = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

/** A string's UTF-8 bytes as a binary string: how a name written from that text reads back. */
export function utf8Binary(text: string): string {
  return binaryString(new TextEncoder().encode(text));
}

export const isName = (value: PdfValue | undefined, name?: string): value is PdfName =>
  value instanceof PdfName && (name === undefined || value.name === name);

export const isDict = (value: PdfValue | undefined): value is PdfDict => value instanceof PdfDict;

export const isNumber = (value: PdfValue | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
