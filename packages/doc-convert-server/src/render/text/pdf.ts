// A small PDF 1.7 writer: pages of text drawn in Helvetica (WinAnsi), a document Info dictionary, a correct
// cross-reference table, and optional padding (an unreferenced stream of spaces) that is generated while it
// is sent, so a file of hundreds of megabytes costs no memory. Content streams stay uncompressed so the
// text is greppable; pdfinfo and pdftotext read the result.
import { createHash } from 'node:crypto';
import type { Body } from '../../reply';

export interface PdfPage {
  /** Points. */
  width: number;
  height: number;
  /** Content stream operators (see `text()`). */
  content: string;
}

export interface PdfSpec {
  pages: PdfPage[];
  /** Info dictionary entries: key → text (e.g. Title, Author, or any custom key). */
  info: Record<string, string>;
  padBytes?: number;
}

export interface PdfFile extends Body {
  pageCount: number;
}

/** A PDF number: at most two decimals, no trailing zeros. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Text as WinAnsi bytes in a literal string; characters outside Latin-1 become `?`. */
function literal(text: string): string {
  // One `?` per code point outside Latin-1 (the `u` flag keeps a surrogate pair whole).
  const latin1 = text.replace(/[\u{100}-\u{10ffff}]/gu, '?');
  return `(${latin1.replace(/[\\()]/g, '\\$&').replace(/[\r\n\t]/g, ' ')})`;
}

/** A text string of the Info dictionary: literal when ASCII, UTF-16BE with a BOM otherwise. */
function textString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return literal(text);
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

/** A PDF name: regular characters kept, everything else written as #xx (UTF-8 bytes). */
function name(key: string): string {
  const bytes = Buffer.from(key || 'Untitled', 'utf8');
  let out = '/';
  for (const byte of bytes) {
    const regular = byte > 0x20 && byte < 0x7f && !'()<>[]{}/%#'.includes(String.fromCharCode(byte));
    out += regular ? String.fromCharCode(byte) : `#${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}

export interface TextStyle {
  size: number;
  /** 0 black … 1 white. */
  gray?: number;
}

/** Operators that draw one line of text with its baseline starting at (x, y). */
export function text(x: number, y: number, value: string, style: TextStyle): string {
  const gray = style.gray === undefined ? '' : `${num(style.gray)} g `;
  return `BT ${gray}/F1 ${num(style.size)} Tf ${num(x)} ${num(y)} Td ${literal(value)} Tj ET\n`;
}

/** Helvetica's average glyph width as a share of the font size: enough for wrapping and centring. */
export const AVERAGE_GLYPH_WIDTH = 0.5;

const PAD_CHUNK = Buffer.alloc(64 * 1024, 0x20);

function* padding(bytes: number): Generator<Buffer> {
  for (let left = bytes; left > 0; left -= PAD_CHUNK.length) {
    yield left >= PAD_CHUNK.length ? PAD_CHUNK : PAD_CHUNK.subarray(0, left);
  }
}

function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

export function writePdf(spec: PdfSpec, created = new Date()): PdfFile {
  const pageCount = spec.pages.length;
  const firstPageObject = 5;
  const padObject = firstPageObject + 2 * pageCount;
  const padBytes = Math.max(0, Math.floor(spec.padBytes ?? 0));
  const objectCount = padObject + (padBytes > 0 ? 1 : 0); // objects 1 … objectCount - 1

  const info: Record<string, string> = { Producer: 'Doc Convert local server', ...spec.info };
  const infoDict = Object.entries(info)
    .map(([key, value]) => `${name(key)} ${textString(value)}`)
    .concat(`/CreationDate (${pdfDate(created)})`)
    .join(' ');
  const kids = spec.pages.map((_, i) => `${firstPageObject + 2 * i} 0 R`).join(' ');
  const bodies: string[] = [
    `<< /Type /Catalog /Pages 2 0 R >>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>`,
    `<< ${infoDict} >>`,
  ];
  spec.pages.forEach((page, i) => {
    const content = Buffer.from(page.content, 'latin1');
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPageObject + 2 * i + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${page.content}\nendstream`,
    );
  });

  const offsets: number[] = [];
  const head = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = head[0].length;
  bodies.forEach((body, i) => {
    const bytes = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    offsets.push(offset);
    head.push(bytes);
    offset += bytes.length;
  });
  let padHead = Buffer.alloc(0);
  let padTail = Buffer.alloc(0);
  if (padBytes > 0) {
    offsets.push(offset);
    padHead = Buffer.from(`${padObject} 0 obj\n<< /Length ${padBytes} >>\nstream\n`, 'latin1');
    padTail = Buffer.from('\nendstream\nendobj\n', 'latin1');
    offset += padHead.length + padBytes + padTail.length;
  }

  const headBytes = Buffer.concat(head);
  const id = createHash('md5').update(headBytes).update(String(padBytes)).digest('hex');
  const xref = [
    `xref\n0 ${objectCount}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objectCount} /Root 1 0 R /Info 4 0 R /ID [<${id}> <${id}>] >>\n`,
    `startxref\n${offset}\n%%EOF\n`,
  ].join('');
  const tail = Buffer.from(xref, 'latin1');

  return {
    pageCount,
    length: headBytes.length + padHead.length + padBytes + padTail.length + tail.length,
    *chunks() {
      yield headBytes;
      if (padBytes > 0) {
        yield padHead;
        yield* padding(padBytes);
        yield padTail;
      }
      yield tail;
    },
  };
}
