// Prints a loaded page to PDF with Chromium's own options, mapped from the contract's:
// - `format`/`landscape` → the paper size (../page-geometry.ts); an `auto` height is measured from the
//   content laid out at the printable width. Chromium rounds paper sizes to 1/300 in (A4 comes out as
//   595.92 x 841.92 pt), as the Chromium-based service does too;
// - `margin` → margins, plus each band's height for a header or footer; CSS `@page` margins still win,
//   as in any Chromium;
// - `header`/`footer` → header and footer templates (their `source` HTML, or a loopback URL to fetch it
//   from): {{page}} and {{total}} become Chromium's page number fields, {{date}} its print date, {{title}}
//   and {{url}} the document's. The band sits inside the page margin (below the top margin, above the
//   bottom one) at 9 pt unless its own styles say otherwise;
// - `zoom` → scale (the same 0.1–2 range); `disable_backgrounds` → no background graphics.
// A band with `start_at` above 1 cannot be skipped by Chromium: the document is then printed a second time
// without that band, and the pages before `start_at` are taken from that print (post-process.ts).
import type { Page, PDFOptions } from 'puppeteer-core';
import { escapeHtml, type HeaderFooter, type PdfOptions } from 'doc-convert/internal/rules';
import { isUrl } from '../../urls';
import { fillBand } from '../band-variables';
import { pageLayout, POINTS_PER_UNIT, type Sides } from '../page-geometry';
import { fetchAsset } from './asset';

export interface Printed {
  /** The document as asked. */
  pdf: Uint8Array;
  /** Pages before this 1-based number come from `withoutLateBands`. */
  startAt: number;
  /** The same document without the bands that start after page 1, when any does. */
  withoutLateBands?: Uint8Array;
}

const px = (pt: number) => pt / POINTS_PER_UNIT.px;

/** A band's template: its source with the variables filled, placed inside the page margin. */
function bandTemplate(
  band: HeaderFooter | undefined,
  where: 'header' | 'footer',
  margin: Sides,
  values: { title: string; url: string },
): string {
  if (!band) return '<span></span>';
  const html = fillBand(band.source, {
    page: '<span class="pageNumber"></span>',
    total: '<span class="totalPages"></span>',
    date: '<span class="date"></span>',
    title: escapeHtml(values.title),
    url: escapeHtml(values.url),
  });
  const edge = where === 'header' ? `padding-top:${margin.top}pt` : `padding-bottom:${margin.bottom}pt`;
  // Chromium pads its bands by 0.4 cm and sets no font size (text comes out at under 1 pt): both replaced.
  return (
    '<style>#header,#footer{padding:0 !important}</style>' +
    `<div style="box-sizing:border-box;width:100%;${edge};padding-left:${margin.left}pt;` +
    `padding-right:${margin.right}pt;font-size:12px;-webkit-print-color-adjust:exact">${html}</div>`
  );
}

/** The content's height in CSS pixels when laid out `widthPx` wide. */
async function contentHeight(page: Page, widthPx: number): Promise<number> {
  // A viewport 1 px tall: the scroll height is then the content's, not at least the window's.
  await page.setViewport({ width: Math.max(1, Math.round(widthPx)), height: 1 });
  const height = await page.evaluate(
    'Math.ceil(Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0))',
  );
  return Number(height);
}

async function print(page: Page, options: PDFOptions): Promise<Uint8Array> {
  return page.pdf({ ...options, tagged: false, outline: false, preferCSSPageSize: false });
}

/** A band whose source is a URL, with the HTML found there. */
async function fetched(band: HeaderFooter | undefined, field: string): Promise<HeaderFooter | undefined> {
  if (!band || !isUrl(band.source)) return band;
  return { ...band, source: Buffer.from(await fetchAsset(band.source, field)).toString('utf8') };
}

export async function printPdf(
  page: Page,
  options: PdfOptions,
  values: { title: string; url: string },
  timeoutMs: number,
): Promise<Printed> {
  const header = await fetched(options.header, 'header.source');
  const footer = await fetched(options.footer, 'footer.source');
  const { size, margin, top, bottom } = pageLayout(options);
  const zoom = options.zoom ?? 1;
  let height = size.height;
  if (height === undefined) {
    const printable = px(size.width - margin.left - margin.right) / zoom;
    // One pixel of slack: the print layout rounds its lengths differently from the screen's.
    height = (await contentHeight(page, printable)) * zoom * POINTS_PER_UNIT.px + top + bottom + 1;
  }
  const common: PDFOptions = {
    width: px(size.width),
    height: px(height),
    margin: { top: px(top), right: px(margin.right), bottom: px(bottom), left: px(margin.left) },
    scale: zoom,
    printBackground: !options.disable_backgrounds,
    timeout: timeoutMs,
  };
  const bands = (header: HeaderFooter | undefined, footer: HeaderFooter | undefined): PDFOptions =>
    header || footer
      ? {
          displayHeaderFooter: true,
          headerTemplate: bandTemplate(header, 'header', margin, values),
          footerTemplate: bandTemplate(footer, 'footer', margin, values),
        }
      : {};
  const pdf = await print(page, { ...common, ...bands(header, footer) });
  const startAt = Math.max(header?.start_at ?? 1, footer?.start_at ?? 1);
  if (startAt === 1) return { pdf, startAt };
  const early = (band: HeaderFooter | undefined) => ((band?.start_at ?? 1) > 1 ? undefined : band);
  // The same margins, so that both prints lay the body out alike and their pages can be mixed.
  const withoutLateBands = await print(page, {
    ...common,
    displayHeaderFooter: true,
    headerTemplate: bandTemplate(early(header), 'header', margin, values),
    footerTemplate: bandTemplate(early(footer), 'footer', margin, values),
  });
  return { pdf, startAt, withoutLateBands };
}
