// Lays a source out as PDF pages, the way the service would print it, in miniature:
// - page size from `format` (named sizes in points; custom sizes converted: 1in = 72pt, 1cm = 28.3465pt,
//   1mm = 2.83465pt, 1px = 0.75pt), `landscape` swapping the sides;
// - pages: the source is cut at its explicit CSS page breaks (see html-text.ts), then each part flows onto
//   as many pages as its wrapped lines need (Helvetica 11pt × zoom, line height 1.4, 0.5in margins unless
//   `margin` says otherwise); with an `auto` height each part is one page exactly as tall as its lines;
// - `pages` keeps the selected pages, `remove_blank` drops a last page with no text, header or footer;
// - header and footer text (`{{page}}`, `{{total}}`, `{{title}}`, `{{date}}`, `{{url}}` filled in), a text
//   watermark, and a "SANDBOX" mark in sandbox mode, both centred;
// - `metadata` in the Info dictionary (title, author, subject, keywords, creator mapped to the standard
//   keys, any other name kept as a custom key); the title defaults to the source's <title>.
import {
  parseFormat,
  parsePages,
  pagesToIndexes,
  type HeaderFooter,
  type PageFormat,
  type PdfOptions,
} from '../src/options';
import { ValidationError } from '../src/errors';
import { visibleLines, wrap } from './html-text';
import { AVERAGE_GLYPH_WIDTH, text, writePdf, type PdfFile, type PdfPage } from './pdf';
import type { SourceDocument } from './source';

/** Named page sizes in points (width × height, portrait as the contract names them). */
export const PAGE_SIZES_PT: Record<PageFormat, [number, number]> = {
  Letter: [612, 792],
  Legal: [612, 1008],
  Tabloid: [792, 1224],
  Ledger: [1224, 792],
  A0: [2383.94, 3370.39],
  A1: [1683.78, 2383.94],
  A2: [1190.55, 1683.78],
  A3: [841.89, 1190.55],
  A4: [595.28, 841.89],
  A5: [419.53, 595.28],
};

export const POINTS_PER_UNIT = { in: 72, cm: 28.3465, mm: 2.83465, px: 0.75, pt: 1 } as const;

export interface RenderedPdf {
  file: PdfFile;
  /** Page count of the document before `pages` selected some of them. */
  totalPages: number;
}

const MARGIN_PT = 36;
const BAND_PT = 28; // space a header or a footer takes from the body
const INFO_KEYS: Record<string, string> = {
  title: 'Title',
  author: 'Author',
  subject: 'Subject',
  keywords: 'Keywords',
  creator: 'Creator',
};

/** Width and height in points; height undefined means `auto`. */
export function pageSize(format = 'A4', landscape = false): { width: number; height: number | undefined } {
  const parsed = parseFormat(format) ?? { kind: 'named' as const, name: 'A4' as const };
  if (parsed.kind === 'custom') {
    const scale = POINTS_PER_UNIT[parsed.unit];
    const width = parsed.width * scale;
    if (parsed.height === 'auto') return { width, height: undefined };
    const height = parsed.height * scale;
    return landscape ? { width: height, height: width } : { width, height };
  }
  const [width, height] = PAGE_SIZES_PT[parsed.name];
  return landscape ? { width: height, height: width } : { width, height };
}

function lengthPt(value: unknown): number | undefined {
  if (typeof value === 'number' && value >= 0) return value * POINTS_PER_UNIT.px;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px|in|cm|mm|pt)?\s*$/.exec(value);
  return match
    ? Number(match[1]) * POINTS_PER_UNIT[(match[2] ?? 'px') as keyof typeof POINTS_PER_UNIT]
    : undefined;
}

/** Margins in points: a number or length for every side, CSS shorthand, or an object of sides. */
function margins(margin: unknown): { top: number; right: number; bottom: number; left: number } {
  const all = lengthPt(margin);
  if (all !== undefined) return { top: all, right: all, bottom: all, left: all };
  if (typeof margin === 'string') {
    const parts = margin.trim().split(/\s+/).map(lengthPt);
    if (parts.length <= 4 && parts.every((p) => p !== undefined)) {
      const [top, right = top, bottom = top, left = right] = parts as number[];
      return { top, right, bottom, left };
    }
  }
  const sides = (margin && typeof margin === 'object' ? margin : {}) as Record<string, unknown>;
  const side = (name: string) => lengthPt(sides[name]) ?? MARGIN_PT;
  return { top: side('top'), right: side('right'), bottom: side('bottom'), left: side('left') };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  if (items.length === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

function infoOf(options: PdfOptions, doc: SourceDocument): Record<string, string> {
  const info: Record<string, string> = {};
  if (doc.title) info.Title = doc.title;
  for (const [key, value] of Object.entries(options.metadata ?? {}))
    info[INFO_KEYS[key.toLowerCase()] ?? key] = value;
  return info;
}

export function renderPdf(doc: SourceDocument, options: PdfOptions, padBytes = 0): RenderedPdf {
  const size = pageSize(options.format, options.landscape);
  const fontSize = 11 * (options.zoom ?? 1);
  const lineHeight = fontSize * 1.4;
  const margin = margins(options.margin);
  const top = margin.top + (options.header ? BAND_PT : 0);
  const bottom = margin.bottom + (options.footer ? BAND_PT : 0);
  const columns = Math.max(
    8,
    Math.floor((size.width - margin.left - margin.right) / (fontSize * AVERAGE_GLYPH_WIDTH)),
  );

  type Laid = { lines: string[]; height: number };
  const laid: Laid[] = [];
  for (const part of doc.parts) {
    const lines = wrap(part, columns);
    if (size.height === undefined) {
      laid.push({ lines, height: top + bottom + Math.max(1, lines.length) * lineHeight });
    } else {
      const perPage = Math.max(1, Math.floor((size.height - top - bottom) / lineHeight));
      for (const page of chunk(lines, perPage)) laid.push({ lines: page, height: size.height });
    }
  }

  let keep = laid.map((_, i) => i);
  const ranges = options.pages ? parsePages(options.pages) : undefined;
  if (ranges) keep = pagesToIndexes(ranges, laid.length);
  if (keep.length === 0) {
    throw new ValidationError([
      { path: 'pages', message: `selects no page of this ${laid.length}-page document` },
    ]);
  }
  const last = keep[keep.length - 1];
  if (
    options.remove_blank &&
    keep.length > 1 &&
    laid[last].lines.length === 0 &&
    !options.header &&
    !options.footer
  ) {
    keep = keep.slice(0, -1);
  }

  const values = {
    total: String(laid.length),
    title: doc.title ?? '',
    url: doc.url ?? '',
    date: new Date().toDateString(),
  };
  const pages: PdfPage[] = keep.map((index) => {
    const { lines, height } = laid[index];
    const pageNumber = index + 1;
    let content = '';
    lines.forEach((line, i) => {
      content += text(margin.left, height - top - fontSize - i * lineHeight, line, { size: fontSize });
    });
    const band = (hf: HeaderFooter | undefined, y: number) => {
      if (!hf || pageNumber < (hf.start_at ?? 1)) return;
      const line = fill(visibleLines(hf.source).join(' '), { ...values, page: String(pageNumber) });
      content += text(margin.left, y, line, { size: 9, gray: 0.3 });
    };
    band(options.header, height - margin.top - 12);
    band(options.footer, margin.bottom + 6);
    // Marks are centred and horizontal (not rotated) so that text extraction reads them whole.
    const mark = (value: string, fontPt: number) => {
      const x = (size.width - value.length * fontPt * AVERAGE_GLYPH_WIDTH) / 2;
      content += text(Math.max(0, x), height / 2, value, { size: fontPt, gray: 0.6 });
    };
    if (options.watermark?.text) mark(options.watermark.text, options.watermark.font_size ?? 16);
    if (options.sandbox) mark('SANDBOX', Math.min(72, size.width / 6));
    return { width: size.width, height, content };
  });

  return { file: writePdf({ pages, info: infoOf(options, doc), padBytes }), totalPages: laid.length };
}
