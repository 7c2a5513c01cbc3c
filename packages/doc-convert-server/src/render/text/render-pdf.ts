// Lays a source out as PDF pages, the way the service would print it, in miniature:
// - page size from `format` (named sizes in points; custom sizes converted: 1in = 72pt, 1cm = 28.3465pt,
//   1mm = 2.83465pt, 1px = 0.75pt; see ../page-geometry.ts), `landscape` swapping the sides;
// - pages: the source is cut at its explicit CSS page breaks (see html-text.ts), then each part flows onto
//   as many pages as its wrapped lines need (Helvetica 11pt × zoom, line height 1.4, 48 px margins unless
//   `margin` says otherwise, a header or footer taking its `height`); with an `auto` height each part is
//   one page exactly as tall as its lines;
// - `pages` keeps the selected pages, `remove_blank` drops a last page with no text, header or footer;
// - header and footer text (`{{page}}`, `{{total}}`, `{{title}}`, `{{date}}`, `{{url}}` filled in), a text
//   watermark, and a "SANDBOX" mark in sandbox mode, both centred;
// - `metadata` in the Info dictionary (title, author, subject, keywords, creator mapped to the standard
//   keys, any other name kept as a custom key); the title defaults to the source's <title>.
import type { HeaderFooter, PdfOptions } from 'doc-convert/internal/rules';
import { fillBand } from '../band-variables';
import { pageLayout } from '../page-geometry';
import { selectPages } from '../page-selection';
import { infoEntries } from '../pdf-info';
import { MAX_TEXT_LINES, visibleLines, wrap } from './html-text';
import { AVERAGE_GLYPH_WIDTH, text, writePdf, type PdfFile, type PdfPage } from './pdf';
import type { SourceDocument } from './source';

function chunk<T>(items: readonly T[], size: number): T[][] {
  if (items.length === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function renderPdf(doc: SourceDocument, options: PdfOptions, padBytes = 0): PdfFile {
  const { size, margin, top, bottom } = pageLayout(options);
  const fontSize = 11 * (options.zoom ?? 1);
  const lineHeight = fontSize * 1.4;
  const columns = Math.max(
    8,
    Math.floor((size.width - margin.left - margin.right) / (fontSize * AVERAGE_GLYPH_WIDTH)),
  );

  type Laid = { lines: string[]; height: number };
  const laid: Laid[] = [];
  let linesLeft = MAX_TEXT_LINES;
  for (const part of doc.parts) {
    const lines = wrap(part, columns, linesLeft);
    linesLeft -= lines.length;
    if (size.height === undefined) {
      laid.push({ lines, height: top + bottom + Math.max(1, lines.length) * lineHeight });
    } else {
      const perPage = Math.max(1, Math.floor((size.height - top - bottom) / lineHeight));
      for (const page of chunk(lines, perPage)) laid.push({ lines: page, height: size.height });
    }
  }

  let keep = selectPages(laid.length, options.pages);
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
      const line = fillBand(visibleLines(hf.source).join(' '), { ...values, page: String(pageNumber) });
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

  return writePdf({ pages, info: infoEntries(options.metadata, doc.title), padBytes });
}
