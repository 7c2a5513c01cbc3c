// What a font of a page says about the text drawn with it (ISO 32000-1 §9.5-9.10): how a string's bytes split
// into character codes, the Unicode text of each code (its ToUnicode CMap, else the font's encoding and glyph
// names), and each code's advance width, so that where every character stands can be followed along a line.
// Chromium's PDFs draw text with Type0 fonts (Identity-H, a ToUnicode CMap) and Type3 fonts for bitmaps; simple
// fonts with standard encodings are read too, more roughly.
import type { PdfFile } from './document';
import { Lexer } from './lexer';
import {
  isDict,
  isName,
  isNumber,
  PdfName,
  PdfOperator,
  PdfStream,
  PdfString,
  type PdfDict,
  type PdfValue,
} from './objects';

export interface FontDecoder {
  /** The character codes of a string's bytes. */
  codes(bytes: Uint8Array): number[];
  /** The text a code stands for ('' when unknown). */
  text(code: number): string;
  /** The code's advance in text space (glyph units already scaled: a width of 500 in a 1000-unit font is 0.5). */
  width(code: number): number;
  /** Simple fonts: word spacing applies to code 32 (§9.3.3). */
  singleByte: boolean;
}

interface Codespace {
  length: number;
  low: number;
  high: number;
}

/** A CMap's mappings: code to text (ToUnicode) or code to CID (an encoding CMap). */
interface CMap {
  codespace: Codespace[];
  chars: Map<number, string | number>;
  ranges: Array<{ low: number; high: number; to: string | string[] | number }>;
}

const codeOf = (s: PdfString): number => s.bytes.reduce((n, b) => n * 256 + b, 0);

/** UTF-16BE bytes as a string. */
function utf16(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  if (bytes.length % 2 === 1) out += String.fromCharCode(bytes[bytes.length - 1]!);
  return out;
}

/** Reads a CMap stream's codespace ranges and its bf (Unicode) or cid mappings. */
function parseCMap(data: Uint8Array): CMap {
  const cmap: CMap = { codespace: [], chars: new Map(), ranges: [] };
  const lexer = new Lexer(data);
  const operands: PdfValue[] = [];
  let mode = '';
  for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
    if (!(token instanceof PdfOperator)) {
      operands.push(token);
      if (mode === 'codespace' && operands.length === 2) {
        const [low, high] = operands as PdfString[];
        if (low instanceof PdfString && high instanceof PdfString) {
          cmap.codespace.push({ length: low.bytes.length, low: codeOf(low), high: codeOf(high) });
        }
        operands.length = 0;
      } else if ((mode === 'bfchar' || mode === 'cidchar') && operands.length === 2) {
        const [code, to] = operands;
        if (code instanceof PdfString) {
          if (to instanceof PdfString) cmap.chars.set(codeOf(code), utf16(to.bytes));
          else if (isNumber(to)) cmap.chars.set(codeOf(code), to);
          else if (to instanceof PdfName) cmap.chars.set(codeOf(code), to.name);
        }
        operands.length = 0;
      } else if ((mode === 'bfrange' || mode === 'cidrange') && operands.length === 3) {
        const [low, high, to] = operands;
        if (low instanceof PdfString && high instanceof PdfString) {
          const range = { low: codeOf(low), high: codeOf(high) };
          if (to instanceof PdfString) cmap.ranges.push({ ...range, to: utf16(to.bytes) });
          else if (isNumber(to)) cmap.ranges.push({ ...range, to });
          else if (Array.isArray(to)) {
            const list = to.map((item) => (item instanceof PdfString ? utf16(item.bytes) : ''));
            cmap.ranges.push({ ...range, to: list });
          }
        }
        operands.length = 0;
      }
      continue;
    }
    const op = token.op;
    operands.length = 0;
    if (op === 'begincodespacerange') mode = 'codespace';
    else if (op === 'beginbfchar') mode = 'bfchar';
    else if (op === 'beginbfrange') mode = 'bfrange';
    else if (op === 'begincidchar') mode = 'cidchar';
    else if (op === 'begincidrange') mode = 'cidrange';
    else if (op.startsWith('end')) mode = '';
  }
  return cmap;
}

/** What a CMap maps `code` to: text (bf mappings) or a CID, or undefined. */
function lookup(cmap: CMap, code: number): string | number | undefined {
  const direct = cmap.chars.get(code);
  if (direct !== undefined) return direct;
  for (const range of cmap.ranges) {
    if (code < range.low || code > range.high) continue;
    const offset = code - range.low;
    if (typeof range.to === 'number') return range.to + offset;
    if (Array.isArray(range.to)) return range.to[offset];
    if (range.to === '') return '';
    // The last UTF-16 unit counts up along the range (§9.10.3).
    const last = range.to.charCodeAt(range.to.length - 1);
    return range.to.slice(0, -1) + String.fromCharCode(last + offset);
  }
  return undefined;
}

/** Splits bytes into codes by the codespace ranges (one to four bytes each; two bytes when none fits). */
function splitCodes(bytes: Uint8Array, codespace: Codespace[], fallbackLength: number): number[] {
  const codes: number[] = [];
  for (let i = 0; i < bytes.length;) {
    let taken = 0;
    let code = 0;
    for (let length = 1; length <= 4 && i + length <= bytes.length; length++) {
      code = code * 256 + bytes[i + length - 1]!;
      if (codespace.some((c) => c.length === length && code >= c.low && code <= c.high)) {
        taken = length;
        break;
      }
    }
    if (taken === 0) {
      taken = Math.min(fallbackLength, bytes.length - i);
      code = 0;
      for (let j = 0; j < taken; j++) code = code * 256 + bytes[i + j]!;
    }
    codes.push(code);
    i += taken;
  }
  return codes;
}

/** Windows-1252 in 0x80-0x9F (WinAnsiEncoding); elsewhere it is Latin-1. */
const CP1252 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Glyph names of the Latin fonts' encodings that are not a single letter or digit (Adobe Glyph List). */
const GLYPH_NAMES: Record<string, string> = {
  space: ' ',
  exclam: '!',
  quotedbl: '"',
  numbersign: '#',
  dollar: '$',
  percent: '%',
  ampersand: '&',
  quotesingle: "'",
  quoteright: '\u2019',
  quoteleft: '\u2018',
  parenleft: '(',
  parenright: ')',
  asterisk: '*',
  plus: '+',
  comma: ',',
  hyphen: '-',
  period: '.',
  slash: '/',
  colon: ':',
  semicolon: ';',
  less: '<',
  equal: '=',
  greater: '>',
  question: '?',
  at: '@',
  bracketleft: '[',
  backslash: '\\',
  bracketright: ']',
  asciicircum: '^',
  underscore: '_',
  grave: '`',
  braceleft: '{',
  bar: '|',
  braceright: '}',
  asciitilde: '~',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  quotedblleft: '\u201c',
  quotedblright: '\u201d',
  endash: '\u2013',
  emdash: '\u2014',
  bullet: '\u2022',
  ellipsis: '\u2026',
  fi: 'fi',
  fl: 'fl',
  ff: 'ff',
  ffi: 'ffi',
  ffl: 'ffl',
  section: '\u00a7',
  paragraph: '\u00b6',
  copyright: '\u00a9',
  registered: '\u00ae',
  trademark: '\u2122',
  degree: '\u00b0',
  nbspace: ' ',
  periodcentered: '\u00b7',
  guillemotleft: '\u00ab',
  guillemotright: '\u00bb',
};

function glyphText(name: string): string {
  const base = name.split('.')[0]!;
  if (/^[A-Za-z]$/.test(base)) return base;
  if (GLYPH_NAMES[base] !== undefined) return GLYPH_NAMES[base];
  const uni = /^uni((?:[0-9A-F]{4})+)$/.exec(base);
  if (uni)
    return uni[1]!
      .match(/.{4}/g)!
      .map((h) => String.fromCharCode(parseInt(h, 16)))
      .join('');
  const u = /^u([0-9A-F]{4,6})$/.exec(base);
  if (u) return String.fromCodePoint(parseInt(u[1]!, 16));
  return '';
}

/** The text of code `code` in a simple font's base encoding (WinAnsi; Latin-1 for the others). */
function baseText(code: number, winAnsi: boolean): string {
  if (winAnsi && code >= 0x80 && code <= 0x9f) return CP1252[code - 0x80]!;
  return String.fromCharCode(code);
}

function numbers(file: PdfFile, value: PdfValue | undefined): number[] {
  const resolved = file.resolve(value);
  return Array.isArray(resolved)
    ? resolved.map((item) => file.resolve(item)).map((n) => (isNumber(n) ? n : 0))
    : [];
}

function toUnicodeOf(file: PdfFile, font: PdfDict): CMap | undefined {
  const stream = file.resolve(font.get('ToUnicode'));
  if (!(stream instanceof PdfStream)) return undefined;
  const data = file.decode(stream);
  return data ? parseCMap(data) : undefined;
}

function textOf(map: CMap | undefined, code: number): string | undefined {
  if (!map) return undefined;
  const found = lookup(map, code);
  return typeof found === 'string' ? found : undefined;
}

/** A composite (Type0) font: codes by its CMap, widths by CID from its descendant's /W. */
function type0(file: PdfFile, font: PdfDict, toUnicode: CMap | undefined): FontDecoder {
  const encoding = file.resolve(font.get('Encoding'));
  const embedded = encoding instanceof PdfStream ? file.decode(encoding) : undefined;
  const cmap = embedded ? parseCMap(embedded) : undefined;
  const codespace = cmap?.codespace.length
    ? cmap.codespace
    : toUnicode?.codespace.length
      ? toUnicode.codespace
      : [{ length: 2, low: 0, high: 0xffff }];
  const cidOf = (code: number): number => {
    const cid = cmap ? lookup(cmap, code) : undefined;
    return typeof cid === 'number' ? cid : code;
  };
  const descendants = file.resolve(font.get('DescendantFonts'));
  const cidFont = file.dict(Array.isArray(descendants) ? descendants[0] : undefined);
  const defaultWidth = file.resolve(cidFont?.get('DW'));
  const widths = new Map<number, number>();
  const ranges: Array<[number, number, number]> = [];
  const w = file.resolve(cidFont?.get('W'));
  if (Array.isArray(w)) {
    for (let i = 0; i < w.length;) {
      const first = file.resolve(w[i]);
      const next = file.resolve(w[i + 1]);
      if (!isNumber(first)) break;
      if (Array.isArray(next)) {
        numbers(file, next).forEach((width, j) => widths.set(first + j, width));
        i += 2;
      } else {
        const width = file.resolve(w[i + 2]);
        if (isNumber(next) && isNumber(width)) ranges.push([first, next, width]);
        i += 3;
      }
    }
  }
  return {
    codes: (bytes) => splitCodes(bytes, codespace, 2),
    text: (code) => textOf(toUnicode, code) ?? '',
    width: (code) => {
      const cid = cidOf(code);
      const own = widths.get(cid) ?? ranges.find(([lo, hi]) => cid >= lo && cid <= hi)?.[2];
      return (own ?? (isNumber(defaultWidth) ? defaultWidth : 1000)) / 1000;
    },
    singleByte: false,
  };
}

/** A simple font (Type1, TrueType, Type3): one byte per code, text by ToUnicode or the encoding. */
function simple(file: PdfFile, font: PdfDict, toUnicode: CMap | undefined): FontDecoder {
  const firstChar = file.resolve(font.get('FirstChar'));
  const widths = numbers(file, font.get('Widths'));
  const descriptor = file.dict(font.get('FontDescriptor'));
  const missing = file.resolve(descriptor?.get('MissingWidth'));
  // Type3 glyphs are in the font's own units (its FontMatrix); the others in thousandths.
  const matrix = numbers(file, font.get('FontMatrix'));
  const scale = isName(font.get('Subtype'), 'Type3') && matrix.length === 6 ? matrix[0]! : 0.001;
  const encoding = file.resolve(font.get('Encoding'));
  const differences = new Map<number, string>();
  let winAnsi = isName(encoding, 'WinAnsiEncoding');
  if (isDict(encoding)) {
    winAnsi = isName(file.resolve(encoding.get('BaseEncoding')), 'WinAnsiEncoding');
    const list = file.resolve(encoding.get('Differences'));
    if (Array.isArray(list)) {
      let code = 0;
      for (const item of list.map((entry) => file.resolve(entry))) {
        if (isNumber(item)) code = item;
        else if (item instanceof PdfName) differences.set(code++, glyphText(item.name));
      }
    }
  }
  return {
    codes: (bytes) => Array.from(bytes),
    text: (code) => textOf(toUnicode, code) ?? differences.get(code) ?? baseText(code, winAnsi),
    width: (code) => {
      const own = isNumber(firstChar) ? widths[code - firstChar] : undefined;
      // Without widths (a standard 14 font), an average advance keeps the positions roughly right.
      const width = own ?? (isNumber(missing) && missing > 0 ? missing : widths.length ? 0 : 500);
      return width * scale;
    },
    singleByte: true,
  };
}

/** The decoder of a font dictionary. */
export function fontDecoder(file: PdfFile, font: PdfDict): FontDecoder {
  const toUnicode = toUnicodeOf(file, font);
  return isName(font.get('Subtype'), 'Type0') ? type0(file, font, toUnicode) : simple(file, font, toUnicode);
}
