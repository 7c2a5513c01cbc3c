// Where text stands on a page (ISO 32000-1 §9.4): the page's content is run through the text operators
// (BT/ET, Tf, Tm, Td, TD, T*, Tj, TJ, ', ", Tc, Tw, Tz, TL, Ts) and the graphics state (q/Q, cm), forms
// drawn with Do included, and each character drawn is handed on with its origin in the page's default user
// space (points from the bottom-left corner) and its size there. Paths, colours and images are skipped.
import type { PdfFile, PdfPage } from './document';
import { fontDecoder, type FontDecoder } from './fonts';
import { isWhitespace, Lexer } from './lexer';
import {
  isName,
  isNumber,
  PdfDict,
  PdfName,
  PdfOperator,
  PdfStream,
  PdfString,
  type PdfValue,
} from './objects';
import { IDENTITY, multiply, type Matrix } from './matrix';

/** One character drawn: its text, the origin of its glyph, and the font size it is drawn at (points). */
export interface DrawnChar {
  text: string;
  x: number;
  y: number;
  size: number;
}

interface GraphicsState {
  ctm: Matrix;
  font: FontDecoder | undefined;
  fontSize: number;
  charSpacing: number;
  wordSpacing: number;
  /** Horizontal scaling, as a fraction (Tz 100 is 1). */
  scale: number;
  leading: number;
  rise: number;
}

/** Forms inside forms are followed this deep. */
const MAX_FORM_DEPTH = 8;

const numberAt = (operands: PdfValue[], i: number): number => {
  const value = operands[i];
  return isNumber(value) ? value : 0;
};

class TextRunner {
  readonly #fonts = new Map<PdfDict, FontDecoder>();
  #state: GraphicsState = {
    ctm: IDENTITY,
    font: undefined,
    fontSize: 0,
    charSpacing: 0,
    wordSpacing: 0,
    scale: 1,
    leading: 0,
    rise: 0,
  };
  readonly #stack: GraphicsState[] = [];
  #tm: Matrix = IDENTITY;
  #tlm: Matrix = IDENTITY;
  readonly #forms = new Set<PdfStream>();

  constructor(
    private readonly file: PdfFile,
    private readonly emit: (char: DrawnChar) => void,
  ) {}

  #font(resources: PdfDict | undefined, name: PdfValue | undefined): FontDecoder | undefined {
    if (!(name instanceof PdfName)) return undefined;
    const fonts = this.file.dict(resources?.get('Font'));
    const dict = this.file.dict(fonts?.get(name.name));
    if (!dict) return undefined;
    let decoder = this.#fonts.get(dict);
    if (!decoder) this.#fonts.set(dict, (decoder = fontDecoder(this.file, dict)));
    return decoder;
  }

  #moveText(tx: number, ty: number): void {
    this.#tlm = multiply([1, 0, 0, 1, tx, ty], this.#tlm);
    this.#tm = this.#tlm;
  }

  /**
   * Draws strings and the adjustments between them (TJ's numbers, in thousandths of the font size), one after
   * another. Text space maps to the page by Tm × CTM, fixed along a show but for the advance along x, so each
   * glyph's origin is that matrix applied to (advance, rise).
   */
  #show(items: readonly PdfValue[]): void {
    const s = this.#state;
    const font = s.font;
    const [a, b, c, d, e, f] = multiply(this.#tm, s.ctm);
    const size = s.fontSize * Math.sqrt(c * c + d * d);
    let advance = 0;
    for (const item of items) {
      if (isNumber(item)) {
        advance -= (item / 1000) * s.fontSize * s.scale;
        continue;
      }
      if (!(item instanceof PdfString) || !font) continue;
      for (const code of font.codes(item.bytes)) {
        const text = font.text(code);
        if (text !== '') {
          this.emit({ text, x: advance * a + s.rise * c + e, y: advance * b + s.rise * d + f, size });
        }
        const spacing = font.singleByte && code === 32 ? s.wordSpacing : 0;
        advance += (font.width(code) * s.fontSize + s.charSpacing + spacing) * s.scale;
      }
    }
    const tm = this.#tm;
    this.#tm = [tm[0], tm[1], tm[2], tm[3], tm[4] + advance * tm[0], tm[5] + advance * tm[1]];
  }

  #drawForm(resources: PdfDict | undefined, name: PdfValue | undefined, depth: number): void {
    if (!(name instanceof PdfName) || depth >= MAX_FORM_DEPTH) return;
    const xobjects = this.file.dict(resources?.get('XObject'));
    const form = this.file.resolve(xobjects?.get(name.name));
    if (!(form instanceof PdfStream) || !isName(form.dict.get('Subtype'), 'Form') || this.#forms.has(form))
      return;
    const data = this.file.decode(form);
    if (!data) return;
    const matrix = this.file.resolve(form.dict.get('Matrix'));
    const saved = this.#state;
    this.#state = { ...saved };
    if (Array.isArray(matrix) && matrix.length === 6 && matrix.every(isNumber)) {
      this.#state.ctm = multiply(matrix as Matrix, saved.ctm);
    }
    this.#forms.add(form);
    this.run(data, this.file.dict(form.dict.get('Resources')) ?? resources, depth + 1);
    this.#forms.delete(form);
    this.#state = saved;
  }

  /** Inline image data (`BI … ID data EI`) is skipped: `EI` between white space ends it. */
  #skipInlineImage(lexer: Lexer): void {
    for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
      if (token instanceof PdfOperator && token.op === 'ID') break;
    }
    const b = lexer.bytes;
    let i = lexer.pos + 1;
    for (; i + 1 < b.length; i++) {
      const ends = i + 2 >= b.length || isWhitespace(b[i + 2]);
      if (b[i] === 0x45 && b[i + 1] === 0x49 && isWhitespace(b[i - 1]) && ends) break;
    }
    lexer.pos = Math.min(b.length, i + 2);
  }

  run(data: Uint8Array, resources: PdfDict | undefined, depth = 0): void {
    const lexer = new Lexer(data, 0, false);
    let operands: PdfValue[] = [];
    for (let token = lexer.next(); token !== undefined; token = lexer.next()) {
      if (!(token instanceof PdfOperator)) {
        operands.push(token);
        continue;
      }
      const s = this.#state;
      switch (token.op) {
        case 'q':
          this.#stack.push(s);
          this.#state = { ...s };
          break;
        case 'Q':
          this.#state = this.#stack.pop() ?? s;
          break;
        case 'cm':
          if (operands.length >= 6) {
            const m = operands.slice(-6).map((v) => (isNumber(v) ? v : 0)) as Matrix;
            s.ctm = multiply(m, s.ctm);
          }
          break;
        case 'BT':
          this.#tm = IDENTITY;
          this.#tlm = IDENTITY;
          break;
        case 'Tf':
          s.font = this.#font(resources, operands[0]);
          s.fontSize = numberAt(operands, 1);
          break;
        case 'Tc':
          s.charSpacing = numberAt(operands, 0);
          break;
        case 'Tw':
          s.wordSpacing = numberAt(operands, 0);
          break;
        case 'Tz':
          s.scale = numberAt(operands, 0) / 100;
          break;
        case 'TL':
          s.leading = numberAt(operands, 0);
          break;
        case 'Ts':
          s.rise = numberAt(operands, 0);
          break;
        case 'Td':
          this.#moveText(numberAt(operands, 0), numberAt(operands, 1));
          break;
        case 'TD':
          s.leading = -numberAt(operands, 1);
          this.#moveText(numberAt(operands, 0), numberAt(operands, 1));
          break;
        case 'Tm':
          this.#tlm = operands.slice(0, 6).map((v) => (isNumber(v) ? v : 0)) as Matrix;
          this.#tm = this.#tlm;
          break;
        case 'T*':
          this.#moveText(0, -s.leading);
          break;
        case 'Tj':
          this.#show(operands.slice(0, 1));
          break;
        case "'":
          this.#moveText(0, -s.leading);
          this.#show(operands.slice(0, 1));
          break;
        case '"':
          s.wordSpacing = numberAt(operands, 0);
          s.charSpacing = numberAt(operands, 1);
          this.#moveText(0, -s.leading);
          this.#show(operands.slice(2, 3));
          break;
        case 'TJ':
          if (Array.isArray(operands[0])) this.#show(operands[0]);
          break;
        case 'Do':
          this.#drawForm(resources, operands[0], depth);
          break;
        case 'BI':
          this.#skipInlineImage(lexer);
          break;
      }
      operands = [];
    }
  }
}

/** The page's content: its stream, or its streams one after another. */
function pageContent(file: PdfFile, page: PdfPage): Uint8Array {
  const contents = file.resolve(page.dict.get('Contents'));
  const streams = Array.isArray(contents) ? contents.map((item) => file.resolve(item)) : [contents];
  const parts = streams
    .filter((item): item is PdfStream => item instanceof PdfStream)
    .map((stream) => file.decode(stream))
    .filter((data): data is Uint8Array => data !== undefined);
  if (parts.length === 1) return parts[0]!;
  // Streams of one page are one content: a new line between them keeps their tokens apart.
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length + 1, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    out[at + part.length] = 10;
    at += part.length + 1;
  }
  return out;
}

/** Hands every character drawn on `page` to `emit`, in the order the content draws them. */
export function drawnText(file: PdfFile, page: PdfPage, emit: (char: DrawnChar) => void): void {
  new TextRunner(file, emit).run(pageContent(file, page), page.resources);
}
