// A stream's data decoded through its filters (ISO 32000-1 §7.4): FlateDecode (inflated by fflate) with its
// PNG and TIFF predictors (cross-reference and object streams use them), ASCIIHexDecode and ASCII85Decode.
// Image filters (DCT, JPX, CCITT, JBIG2) and LZW are not needed to read text and cross-references: such a
// stream is undefined, and whoever asked reads on without it.
//
// fflate is imported by its browser entry: its Node entry reaches for worker_threads (for the asynchronous
// functions, unused here), which n8n's rules refuse in the node's bundle; the browser build is plain code.
import { Inflate } from 'fflate/browser';
import { hexValue, isWhitespace } from './lexer';
import { isDict, isName, isNumber, PdfName, type PdfDict, type PdfStream, type PdfValue } from './objects';

type Resolve = (value: PdfValue | undefined) => PdfValue | undefined;

/** zlib's header (RFC 1950): the deflate method, and a check that makes the two bytes a multiple of 31. */
const hasZlibHeader = (data: Uint8Array) =>
  data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;

/**
 * FlateDecode: zlib data, or a raw deflate stream (some writers leave the header out). A stream cut short gives
 * what it holds rather than an error, as PDF readers treat damaged streams: pushed as a chunk that may not be
 * the last, fflate stops where the data stops and hands over what it inflated (in one call of its callback).
 * The Adler-32 checksum after the data is not checked (readers do not either).
 */
function inflate(data: Uint8Array): Uint8Array {
  let inflated = new Uint8Array(0);
  new Inflate((chunk) => (inflated = chunk)).push(data.subarray(hasZlibHeader(data) ? 2 : 0), false);
  return inflated;
}

function asList(value: PdfValue | undefined): PdfValue[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function pngPredictor(data: Uint8Array, columns: number, colors: number, bpc: number): Uint8Array {
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((columns * colors * bpc) / 8);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (rowLength + 1)]!;
    const input = row * (rowLength + 1) + 1;
    const at = row * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[input + i]!;
      const left = i >= bytesPerPixel ? out[at + i - bytesPerPixel]! : 0;
      const up = row > 0 ? out[at - rowLength + i]! : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? out[at - rowLength + i - bytesPerPixel]! : 0;
      let value: number;
      switch (type) {
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4: {
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
          break;
        }
        default:
          value = raw;
      }
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

function tiffPredictor(data: Uint8Array, columns: number, colors: number): Uint8Array {
  const out = Uint8Array.from(data);
  const rowLength = columns * colors;
  for (let row = 0; row * rowLength < out.length; row++) {
    for (let i = colors; i < rowLength; i++) {
      const at = row * rowLength + i;
      if (at < out.length) out[at] = (out[at]! + out[at - colors]!) & 0xff;
    }
  }
  return out;
}

function predicted(data: Uint8Array, params: PdfValue | undefined, resolve: Resolve): Uint8Array {
  const dict = resolve(params);
  if (!isDict(dict)) return data;
  const number = (key: string, fallback: number) => {
    const value = resolve(dict.get(key));
    return isNumber(value) ? value : fallback;
  };
  const predictor = number('Predictor', 1);
  const columns = number('Columns', 1);
  const colors = number('Colors', 1);
  if (predictor >= 10) return pngPredictor(data, columns, colors, number('BitsPerComponent', 8));
  if (predictor === 2 && number('BitsPerComponent', 8) === 8) return tiffPredictor(data, columns, colors);
  return data;
}

function asciiHex(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const v = hexValue(c);
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out.push(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Uint8Array.from(out);
}

function ascii85(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count - 1; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group.length = 0;
  };
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === 0x7e /* ~ */) break;
    if (isWhitespace(c)) continue;
    if (c === 0x7a /* z */ && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 33 || c > 117) continue;
    group.push(c - 33);
    if (group.length === 5) flush(5);
  }
  if (group.length > 0) flush(group.length);
  return Uint8Array.from(out);
}

/** The decoded data of `stream`, or undefined when one of its filters is not one read here. */
export function decodeStream(stream: PdfStream, resolve: Resolve): Uint8Array | undefined {
  const dict: PdfDict = stream.dict;
  const filters = asList(resolve(dict.get('Filter')));
  const params = asList(resolve(dict.get('DecodeParms')));
  let data = stream.raw;
  for (let i = 0; i < filters.length; i++) {
    const filter = resolve(filters[i]);
    if (!(filter instanceof PdfName)) return undefined;
    if (isName(filter, 'FlateDecode') || isName(filter, 'Fl')) {
      data = predicted(inflate(data), params[i], resolve);
    } else if (isName(filter, 'ASCIIHexDecode') || isName(filter, 'AHx')) data = asciiHex(data);
    else if (isName(filter, 'ASCII85Decode') || isName(filter, 'A85')) data = ascii85(data);
    else return undefined;
  }
  return data;
}
