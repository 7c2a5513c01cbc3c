// Inflate (RFC 1950 zlib around RFC 1951 deflate), the FlateDecode filter of PDF streams, in plain
// TypeScript: the code the n8n node reaches may import no Node.js module but crypto, so node:zlib is not
// there. Table-driven Huffman decoding; the Adler-32 checksum is not checked (readers do not either), and a
// stream cut short gives what it holds rather than an error, as PDF readers treat damaged streams.
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** The order code length code lengths are sent in. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

export class InflateError extends Error {
  override name = 'InflateError';
}

/** A Huffman code as a lookup table indexed by the next `bits` input bits: (symbol << 4) | code length. */
interface Huffman {
  table: Int32Array;
  bits: number;
}

function huffman(lengths: ArrayLike<number>): Huffman {
  let bits = 0;
  const counts = new Array<number>(16).fill(0);
  for (let i = 0; i < lengths.length; i++) {
    const length = lengths[i]!;
    counts[length]!++;
    if (length > bits) bits = length;
  }
  const table = new Int32Array(1 << bits).fill(-1);
  counts[0] = 0;
  const next = new Array<number>(16).fill(0);
  for (let length = 1, code = 0; length <= 15; length++) {
    code = (code + counts[length - 1]!) << 1;
    next[length] = code;
  }
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol]!;
    if (length === 0) continue;
    const code = next[length]!++;
    // Codes are read from the least significant bit first: the table is indexed by the code reversed.
    let reversed = 0;
    for (let i = 0; i < length; i++) reversed |= ((code >> i) & 1) << (length - 1 - i);
    for (let i = reversed; i < table.length; i += 1 << length) table[i] = (symbol << 4) | length;
  }
  return { table, bits };
}

const FIXED_LITERALS = huffman([
  ...new Array<number>(144).fill(8),
  ...new Array<number>(112).fill(9),
  ...new Array<number>(24).fill(7),
  ...new Array<number>(8).fill(8),
]);
const FIXED_DISTANCES = huffman(new Array<number>(30).fill(5));

class Inflater {
  #pos: number;
  #bitBuffer = 0;
  #bitCount = 0;
  out: Uint8Array;
  length = 0;

  constructor(
    private readonly input: Uint8Array,
    start: number,
  ) {
    this.#pos = start;
    this.out = new Uint8Array(Math.max(1024, input.length * 4));
  }

  /** The next `n` bits (n ≤ 16); past the end of the input they read as zeros. */
  #peek(n: number): number {
    while (this.#bitCount < n) {
      const byte = this.#pos < this.input.length ? this.input[this.#pos]! : 0;
      if (this.#pos >= this.input.length + 4) throw new InflateError('the compressed data ends early');
      this.#pos++;
      this.#bitBuffer |= byte << this.#bitCount;
      this.#bitCount += 8;
    }
    return this.#bitBuffer & ((1 << n) - 1);
  }

  #drop(n: number): void {
    this.#bitBuffer >>>= n;
    this.#bitCount -= n;
  }

  #bits(n: number): number {
    if (n === 0) return 0;
    const value = this.#peek(n);
    this.#drop(n);
    return value;
  }

  #symbol(code: Huffman): number {
    const entry = code.table[this.#peek(code.bits)]!;
    if (entry < 0) throw new InflateError('an invalid Huffman code');
    this.#drop(entry & 15);
    return entry >> 4;
  }

  #ensure(extra: number): void {
    if (this.length + extra <= this.out.length) return;
    let size = this.out.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.out.subarray(0, this.length));
    this.out = grown;
  }

  run(): void {
    for (;;) {
      const last = this.#bits(1);
      const type = this.#bits(2);
      if (type === 0) this.#stored();
      else if (type === 1) this.#codes(FIXED_LITERALS, FIXED_DISTANCES);
      else if (type === 2) this.#dynamic();
      else throw new InflateError('an invalid block type');
      if (last) return;
      if (this.#pos > this.input.length) return;
    }
  }

  #stored(): void {
    // To the byte boundary; whole bytes already in the bit buffer are given back to the input.
    this.#drop(this.#bitCount & 7);
    this.#pos -= this.#bitCount >> 3;
    this.#bitBuffer = 0;
    this.#bitCount = 0;
    const b = this.input;
    const length = (b[this.#pos] ?? 0) | ((b[this.#pos + 1] ?? 0) << 8);
    this.#pos += 4;
    const available = Math.max(0, Math.min(length, b.length - this.#pos));
    this.#ensure(available);
    this.out.set(b.subarray(this.#pos, this.#pos + available), this.length);
    this.length += available;
    this.#pos += length;
  }

  #dynamic(): void {
    const literals = this.#bits(5) + 257;
    const distances = this.#bits(5) + 1;
    const codeLengthCount = this.#bits(4) + 4;
    const codeLengths = new Array<number>(19).fill(0);
    for (let i = 0; i < codeLengthCount; i++) codeLengths[CODE_LENGTH_ORDER[i]!] = this.#bits(3);
    const lengthCode = huffman(codeLengths);
    const lengths = new Array<number>(literals + distances).fill(0);
    for (let i = 0; i < lengths.length;) {
      const symbol = this.#symbol(lengthCode);
      if (symbol < 16) lengths[i++] = symbol;
      else {
        let repeat: number;
        let value = 0;
        if (symbol === 16) {
          if (i === 0) throw new InflateError('a repeated length with nothing before it');
          value = lengths[i - 1]!;
          repeat = 3 + this.#bits(2);
        } else if (symbol === 17) repeat = 3 + this.#bits(3);
        else repeat = 11 + this.#bits(7);
        if (i + repeat > lengths.length) throw new InflateError('too many code lengths');
        while (repeat-- > 0) lengths[i++] = value;
      }
    }
    this.#codes(huffman(lengths.slice(0, literals)), huffman(lengths.slice(literals)));
  }

  #codes(literals: Huffman, distances: Huffman): void {
    for (;;) {
      const symbol = this.#symbol(literals);
      if (symbol < 256) {
        this.#ensure(1);
        this.out[this.length++] = symbol;
        continue;
      }
      if (symbol === 256) return;
      const index = symbol - 257;
      if (index >= LENGTH_BASE.length) throw new InflateError('an invalid length code');
      const length = LENGTH_BASE[index]! + this.#bits(LENGTH_EXTRA[index]!);
      const distanceCode = this.#symbol(distances);
      if (distanceCode >= DIST_BASE.length) throw new InflateError('an invalid distance code');
      const distance = DIST_BASE[distanceCode]! + this.#bits(DIST_EXTRA[distanceCode]!);
      if (distance > this.length) throw new InflateError('a distance before the start of the data');
      this.#ensure(length);
      const out = this.out;
      let from = this.length - distance;
      for (let i = 0; i < length; i++) out[this.length++] = out[from++]!;
    }
  }
}

/**
 * The inflated bytes of zlib data (a raw deflate stream is read too, as some writers leave the header out).
 * What was inflated before a damaged part is returned; nothing at all inflated is an InflateError.
 */
export function inflate(data: Uint8Array): Uint8Array {
  const zlibHeader = data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;
  const inflater = new Inflater(data, zlibHeader ? 2 : 0);
  try {
    inflater.run();
  } catch (error) {
    if (inflater.length === 0) throw error;
  }
  return inflater.out.subarray(0, inflater.length);
}
