// Stamps Chromium's PDF after printing: the `watermark` (a text, an image or a page of another PDF) and, in
// sandbox mode, a "SANDBOX" mark, on every page, centred as the contract says. A text watermark follows the
// reference: font_family Helvetica, Times or Courier (the PDF standard fonts; DejaVu Sans, found at run time,
// for text they cannot encode), font_size 16, font_color 000000, font_opacity 100, bold and italic, rotate
// -45 degrees (images and PDFs turn only when `rotate` is given), offset_x/offset_y left|center|right and
// top|middle|bottom, or a length that moves the mark from the centre (right and down are positive).
// An image or a PDF is given as Base64 (a data: URI too) or as a loopback URL.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FontInput, PDF, PDFPage } from '@libpdf/core';
import { type Watermark, ValidationError } from 'doc-convert/internal/rules';
import { isUrl } from '../../urls';
import { lengthPt } from '../page-geometry';
import { SourceLoadError } from '../renderer';
import { fetchAsset } from './asset';
import { dejavuDir } from './fonts';

type LibPdf = typeof import('@libpdf/core');

const STANDARD: Record<string, [string, string, string, string]> = {
  // regular, bold, italic, bold italic
  Helvetica: ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'],
  Times: ['Times-Roman', 'Times-Bold', 'Times-Italic', 'Times-BoldItalic'],
  Courier: ['Courier', 'Courier-Bold', 'Courier-Oblique', 'Courier-BoldOblique'],
};
const DEJAVU = [
  'DejaVuSans.ttf',
  'DejaVuSans-Bold.ttf',
  'DejaVuSans-Oblique.ttf',
  'DejaVuSans-BoldOblique.ttf',
];

/** Characters the standard fonts' WinAnsi encoding has. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

interface Mark {
  width: number;
  height: number;
  /** Draws the mark with its bottom-left corner at (x, y), turned `angle` degrees about that corner. */
  draw(page: PDFPage, x: number, y: number, angle: number): void;
}

async function fontFor(pdf: PDF, text: string, watermark: Watermark): Promise<FontInput> {
  const style = (watermark.font_bold ? 1 : 0) + (watermark.font_italic ? 2 : 0);
  if (WIN_ANSI.test(text)) return STANDARD[watermark.font_family ?? 'Helvetica'][style] as FontInput;
  const dejavu = dejavuDir();
  if (!dejavu) {
    throw new ValidationError([
      {
        path: 'watermark.text',
        message: 'has characters the standard fonts lack, and DejaVu is not installed',
      },
    ]);
  }
  return pdf.embedFont(new Uint8Array(await readFile(join(dejavu, DEJAVU[style]))));
}

function colour(lib: LibPdf, hex = '000000') {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return lib.rgb(
    ...([0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [number, number, number]),
  );
}

function textMark(
  lib: LibPdf,
  text: string,
  font: FontInput,
  size: number,
  color: ReturnType<typeof lib.rgb>,
  opacity: number,
): Mark {
  const width = lib.measureText(text, font, size);
  const height = size * 0.7; // cap height: what looks centred
  return {
    width,
    height,
    draw: (page, x, y, angle) =>
      page.drawText(text, { x, y, font, size, color, opacity, rotate: { angle, origin: { x, y } } }),
  };
}

/** The bytes of an image or PDF given as Base64, a data: URI or a loopback URL. */
async function bytesOf(value: string, field: string): Promise<Uint8Array> {
  if (isUrl(value)) return fetchAsset(value, field);
  const base64 = value.replace(/^data:[^,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) {
    throw new ValidationError([
      { path: field, message: 'must be Base64 (or a data: URI, or a loopback URL)' },
    ]);
  }
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

async function imageMark(lib: LibPdf, pdf: PDF, watermark: Watermark, opacity: number): Promise<Mark> {
  let image;
  try {
    image = pdf.embedImage(await bytesOf(watermark.image!, 'watermark.image'));
  } catch (error) {
    if (error instanceof ValidationError || error instanceof SourceLoadError) throw error;
    throw new ValidationError([{ path: 'watermark.image', message: 'must be a PNG or JPEG image' }]);
  }
  const width = image.width * 0.75; // CSS pixels to points
  const height = image.height * 0.75;
  return {
    width,
    height,
    draw: (page, x, y, angle) =>
      page.drawImage(image, { x, y, width, height, opacity, rotate: { angle, origin: { x, y } } }),
  };
}

async function pdfMark(lib: LibPdf, pdf: PDF, watermark: Watermark, opacity: number): Promise<Mark> {
  let stamp;
  try {
    const source = await lib.PDF.load(await bytesOf(watermark.source!, 'watermark.source'));
    stamp = await pdf.embedPage(source, 0);
  } catch (error) {
    if (error instanceof ValidationError || error instanceof SourceLoadError) throw error;
    throw new ValidationError([{ path: 'watermark.source', message: 'must be a PDF document' }]);
  }
  return {
    width: stamp.width,
    height: stamp.height,
    draw: (page, x, y, angle) => page.drawPage(stamp, { x, y, opacity, rotate: { angle, origin: { x, y } } }),
  };
}

/** The offset of the mark's centre from the page's centre along one axis. */
function offset(value: string | undefined, room: number, low: string, high: string): number {
  if (value === undefined || value === 'center' || value === 'middle') return 0;
  if (value === low) return -room / 2;
  if (value === high) return room / 2;
  return (value.startsWith('-') ? -1 : 1) * (lengthPt(value.replace(/^-/, '')) ?? 0);
}

/** Draws `mark` on every page, its centre at the page's centre moved by the offsets. */
function stampAll(pdf: PDF, mark: Mark, angle: number, offsetX?: string, offsetY?: string): void {
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  for (const page of pdf.getPages()) {
    const cx = page.width / 2 + offset(offsetX, page.width - mark.width, 'left', 'right');
    const cy = page.height / 2 - offset(offsetY, page.height - mark.height, 'top', 'bottom');
    // The corner from which the turned mark is drawn so that its centre lands on (cx, cy).
    const [hx, hy] = [mark.width / 2, mark.height / 2];
    mark.draw(page, cx - (hx * cos - hy * sin), cy - (hx * sin + hy * cos), angle);
  }
}

export async function stampWatermark(lib: LibPdf, pdf: PDF, watermark: Watermark): Promise<void> {
  const opacity = (watermark.font_opacity ?? 100) / 100;
  let mark: Mark;
  if (watermark.text !== undefined) {
    const font = await fontFor(pdf, watermark.text, watermark);
    mark = textMark(
      lib,
      watermark.text,
      font,
      watermark.font_size ?? 16,
      colour(lib, watermark.font_color),
      opacity,
    );
  } else if (watermark.image !== undefined) mark = await imageMark(lib, pdf, watermark, opacity);
  else mark = await pdfMark(lib, pdf, watermark, opacity);
  const angle = watermark.rotate ?? (watermark.text !== undefined ? -45 : 0);
  // The reference's angles turn clockwise, as CSS's do (-45: rising to the right); PDF's turn the other way.
  stampAll(pdf, mark, -angle, watermark.offset_x, watermark.offset_y);
}

/** The sandbox mark: "SANDBOX" across every page, large, red and light. */
export function stampSandbox(lib: LibPdf, pdf: PDF): void {
  const smallest = Math.min(...pdf.getPages().map((page) => Math.min(page.width, page.height)));
  const size = Math.max(12, Math.min(96, smallest / 5));
  stampAll(pdf, textMark(lib, 'SANDBOX', 'Helvetica-Bold', size, lib.rgb(0.85, 0.1, 0.1), 0.3), 45);
}
