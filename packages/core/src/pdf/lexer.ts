// Reads PDF syntax (ISO 32000-1 §7.2, §7.3) from bytes: one value at a time, with its position, for the objects
// of a file, the operators of a content stream and the entries of a CMap alike. Lenient as readers are: a
// stray delimiter is skipped, a missing end ends at the end of the bytes, and nothing throws but a caller.
import { PdfDict, PdfName, PdfOperator, PdfRef, PdfString, type PdfValue } from './objects';

/** What next() answers: a value, an operator, or the end of an array or dictionary. */
export type Token = PdfValue | PdfOperator;

const END_ARRAY = new PdfOperator(']');
const END_DICT = new PdfOperator('>>');

const WHITESPACE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITESPACE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;

export const isWhitespace = (c: number | undefined): boolean => c !== undefined && WHITESPACE[c] === 1;
/** A byte that belongs to a name, a number or a keyword. */
export const isRegular = (c: number | undefined): boolean =>
  c !== undefined && WHITESPACE[c] === 0 && DELIMITER[c] === 0;

/** The number `bytes[start, end)` spells (`12`, `-3.5`, `.5`, `+1`), or undefined if it is none. */
function numberIn(
  bytes: Uint8Array,
  start: number,
  end: number,
): { value: number; integer: boolean } | undefined {
  let i = start;
  let negative = false;
  if (bytes[i] === 0x2b || bytes[i] === 0x2d) negative = bytes[i++] === 0x2d;
  let value = 0;
  let digits = 0;
  let scale = 0;
  let point = false;
  for (; i < end; i++) {
    const c = bytes[i]!;
    if (c >= 48 && c <= 57) {
      value = value * 10 + c - 48;
      digits++;
      if (point) scale++;
    } else if (c === 0x2e && !point) point = true;
    else return undefined;
  }
  if (digits === 0) return undefined;
  if (scale > 0) value /= 10 ** scale;
  return { value: negative ? -value : value, integer: !point && start === i - digits && !negative };
}
/** Arrays and dictionaries nested deeper than this are cut there: a hostile file cannot exhaust the stack. */
const MAX_DEPTH = 100;

/** `\n`, `\r`, `\t`, `\b`, `\f` in a literal string; any other escaped character stands for itself. */
const ESCAPES: Partial<Record<number, number>> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };

export const hexValue = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

export class Lexer {
  /**
   * @param references whether `num gen R` is read as a reference: it is in a file's objects; a content stream
   *   has none, and looking past each of its integers for an `R` is a quarter of lexing a page's content.
   */
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
    private readonly references = true,
  ) {}

  /** Skips white space and comments. */
  skipSpace(): void {
    const b = this.bytes;
    while (this.pos < b.length) {
      const c = b[this.pos]!;
      if (WHITESPACE[c] === 1) this.pos++;
      else if (c === 0x25 /* % */) {
        while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
      } else break;
    }
  }

  /** Whether `word` comes next (after white space), followed by a delimiter; consumed when it does. */
  keyword(word: string): boolean {
    this.skipSpace();
    const b = this.bytes;
    for (let i = 0; i < word.length; i++) if (b[this.pos + i] !== word.charCodeAt(i)) return false;
    if (isRegular(b[this.pos + word.length])) return false;
    this.pos += word.length;
    return true;
  }

  /** The next token, or undefined at the end of the bytes. */
  next(depth = 0): Token | undefined {
    this.skipSpace();
    const b = this.bytes;
    if (this.pos >= b.length) return undefined;
    const c = b[this.pos]!;
    switch (c) {
      case 0x2f /* / */:
        return this.#name();
      case 0x28 /* ( */:
        return this.#literal();
      case 0x3c /* < */:
        if (b[this.pos + 1] === 0x3c) {
          this.pos += 2;
          return this.#dict(depth);
        }
        return this.#hex();
      case 0x3e /* > */:
        this.pos += b[this.pos + 1] === 0x3e ? 2 : 1;
        return END_DICT;
      case 0x5b /* [ */:
        this.pos++;
        return this.#array(depth);
      case 0x5d /* ] */:
        this.pos++;
        return END_ARRAY;
      case 0x7b /* { */:
      case 0x7d /* } */:
        this.pos++;
        return new PdfOperator(String.fromCharCode(c));
      case 0x29 /* ) */:
        this.pos++;
        return this.next(depth);
      default:
        return this.#word();
    }
  }

  /** The next value, or undefined when an operator (or nothing) comes next. */
  value(): PdfValue | undefined {
    const token = this.next();
    return token instanceof PdfOperator ? undefined : token;
  }

  #word(): Token {
    const b = this.bytes;
    const start = this.pos;
    while (this.pos < b.length && isRegular(b[this.pos])) this.pos++;
    const number = numberIn(b, start, this.pos);
    if (number !== undefined)
      return number.integer && this.references ? this.#maybeRef(number.value) : number.value;
    let word = '';
    for (let i = start; i < this.pos; i++) word += String.fromCharCode(b[i]!);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new PdfOperator(word);
  }

  /** `num gen R` after an unsigned integer is a reference; otherwise the integer stands alone. */
  #maybeRef(num: number): Token {
    const b = this.bytes;
    const after = this.pos;
    this.skipSpace();
    const genStart = this.pos;
    while (this.pos < b.length && b[this.pos]! >= 48 && b[this.pos]! <= 57) this.pos++;
    if (this.pos > genStart && !isRegular(b[this.pos])) {
      let gen = 0;
      for (let i = genStart; i < this.pos; i++) gen = gen * 10 + b[i]! - 48;
      this.skipSpace();
      if (b[this.pos] === 0x52 /* R */ && !isRegular(b[this.pos + 1])) {
        this.pos++;
        return new PdfRef(num, gen);
      }
    }
    this.pos = after;
    return num;
  }

  #name(): PdfName {
    const b = this.bytes;
    this.pos++;
    let name = '';
    while (this.pos < b.length && isRegular(b[this.pos])) {
      const c = b[this.pos]!;
      if (c === 0x23 /* # */) {
        const hi = hexValue(b[this.pos + 1] ?? 0);
        const lo = hexValue(b[this.pos + 2] ?? 0);
        if (hi >= 0 && lo >= 0) {
          name += String.fromCharCode(hi * 16 + lo);
          this.pos += 3;
          continue;
        }
      }
      name += String.fromCharCode(c);
      this.pos++;
    }
    return new PdfName(name);
  }

  #literal(): PdfString {
    const b = this.bytes;
    this.pos++;
    const out: number[] = [];
    let depth = 1;
    while (this.pos < b.length) {
      let c = b[this.pos++]!;
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) break;
      else if (c === 0x5c /* \ */) {
        c = b[this.pos++] ?? 0;
        const escaped = ESCAPES[c];
        if (escaped !== undefined) c = escaped;
        else if (c >= 48 && c <= 55) {
          let code = c - 48;
          for (let i = 0; i < 2 && b[this.pos]! >= 48 && b[this.pos]! <= 55; i++) {
            code = code * 8 + b[this.pos++]! - 48;
          }
          c = code & 0xff;
        } else if (c === 13 || c === 10) {
          // A backslash at the end of a line continues the string on the next.
          if (c === 13 && b[this.pos] === 10) this.pos++;
          continue;
        }
      } else if (c === 13) {
        // An end of line in a string reads as \n, whichever it was.
        if (b[this.pos] === 10) this.pos++;
        c = 10;
      }
      out.push(c);
    }
    return new PdfString(Uint8Array.from(out));
  }

  #hex(): PdfString {
    const b = this.bytes;
    const start = ++this.pos;
    let end = start;
    let digits = 0;
    for (; end < b.length && b[end] !== 0x3e; end++) if (hexValue(b[end]!) >= 0) digits++;
    const out = new Uint8Array((digits + 1) >> 1);
    let at = 0;
    let high = -1;
    for (let i = start; i < end; i++) {
      const v = hexValue(b[i]!);
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        out[at++] = high * 16 + v;
        high = -1;
      }
    }
    if (high >= 0) out[at] = high * 16;
    this.pos = Math.min(b.length, end + 1);
    return new PdfString(out);
  }

  #array(depth: number): PdfValue[] {
    const out: PdfValue[] = [];
    if (depth >= MAX_DEPTH) return out;
    for (;;) {
      const token = this.next(depth + 1);
      if (token === undefined || token === END_ARRAY) return out;
      if (token === END_DICT) continue;
      // An operator inside an array (a malformed file) is dropped, the values around it kept.
      if (token instanceof PdfOperator) continue;
      out.push(token);
    }
  }

  #dict(depth: number): PdfDict {
    const dict = new PdfDict();
    if (depth >= MAX_DEPTH) return dict;
    for (;;) {
      const key = this.next(depth + 1);
      if (key === undefined || key === END_DICT) return dict;
      if (!(key instanceof PdfName)) continue;
      const value = this.next(depth + 1);
      if (value === undefined || value === END_DICT) {
        dict.set(key.name, null);
        return dict;
      }
      if (value instanceof PdfOperator) continue;
      dict.set(key.name, value);
    }
  }
}
