// What Chromium's printing cannot do, done to its PDF with @libpdf/core (loaded with import(), like the
// browser): the pages before a band's `start_at` taken from the print without it, `pages`, `remove_blank`
// (the last page goes when it shows nothing and no header or footer is drawn on it), the Info dictionary
// (`metadata`, custom keys included), the watermark, the sandbox mark, and `protection` (AES-256, with
// the print/copy/modify permissions the options leave). Untouched documents are only counted.
import type { PDF } from '@libpdf/core';
import type { PdfOptions } from 'doc-convert/internal/rules';
import { bandPt, margins } from '../page-geometry';
import { selectPages } from '../page-selection';
import { infoEntries } from '../pdf-info';
import { isBlankContent } from './blank-page';
import type { Printed } from './print';
import { stampSandbox, stampWatermark } from './watermark';

type LibPdf = typeof import('@libpdf/core');

let loaded: Promise<LibPdf> | undefined;
const libPdf = (): Promise<LibPdf> => (loaded ??= import('@libpdf/core'));

export interface FinishedPdf {
  bytes: Uint8Array;
  pages: number;
}

function pageContent(lib: LibPdf, pdf: PDF, index: number): string {
  const page = pdf.getPage(index)!;
  const contents = page.dict.get('Contents', (ref) => pdf.getObject(ref));
  const streams = contents instanceof lib.PdfArray ? [...contents] : contents ? [contents] : [];
  return streams
    .map((item) => (item instanceof lib.PdfRef ? pdf.getObject(item) : item))
    .map((stream) =>
      stream instanceof lib.PdfStream ? Buffer.from(stream.getDecodedData()).toString('latin1') : '',
    )
    .join('\n');
}

/** True when a band (header or footer) is drawn on 1-based page `page`. */
function bandOn(options: PdfOptions, page: number): boolean {
  return [options.header, options.footer].some((band) => band && page >= (band.start_at ?? 1));
}

async function takeEarlyPages(lib: LibPdf, pdf: PDF, printed: Printed): Promise<void> {
  if (!printed.withoutLateBands) return;
  const other = await lib.PDF.load(printed.withoutLateBands);
  const early = Math.min(printed.startAt - 1, pdf.getPageCount(), other.getPageCount());
  for (let i = 0; i < early; i++) {
    await pdf.copyPagesFrom(other, [i], { insertAt: i });
    pdf.removePage(i + 1);
  }
}

function setInfo(pdf: PDF, lib: LibPdf, entries: Record<string, string>): void {
  const { Title, Author, Subject, Keywords, Creator, ...custom } = entries;
  if (Title !== undefined) pdf.setTitle(Title);
  if (Author !== undefined) pdf.setAuthor(Author);
  if (Subject !== undefined) pdf.setSubject(Subject);
  if (Keywords !== undefined) pdf.setKeywords([Keywords]);
  if (Creator !== undefined) pdf.setCreator(Creator);
  if (Object.keys(custom).length === 0) return;
  // Custom keys have no setter: they go into the Info dictionary the setters above made sure of.
  if (Title === undefined) pdf.setTitle(pdf.getTitle() ?? '');
  const info = pdf.getObject(pdf.context.info.trailer.getRef('Info')!) as InstanceType<LibPdf['PdfDict']>;
  for (const [key, value] of Object.entries(custom)) info.set(key, lib.PdfString.fromString(value));
}

function protect(pdf: PDF, options: PdfOptions): void {
  const protection = options.protection;
  if (!protection) return;
  if (protection.author !== undefined && options.metadata?.author === undefined)
    pdf.setAuthor(protection.author);
  const { user_password, owner_password, no_print, no_copy, no_modify } = protection;
  // Without a password or a restriction there is nothing to encrypt (a blank user password is no security).
  if (!user_password && !owner_password && !no_print && !no_copy && !no_modify) return;
  pdf.setProtection({
    userPassword: user_password || undefined,
    ownerPassword: owner_password || undefined,
    permissions: { print: !no_print, printHighQuality: !no_print, copy: !no_copy, modify: !no_modify },
  });
}

function changes(options: PdfOptions, printed: Printed): boolean {
  return Boolean(
    printed.withoutLateBands ||
    options.pages ||
    options.remove_blank ||
    options.metadata ||
    options.watermark ||
    options.sandbox ||
    options.protection,
  );
}

export async function finishPdf(printed: Printed, options: PdfOptions, title: string): Promise<FinishedPdf> {
  const lib = await libPdf();
  const pdf = await lib.PDF.load(printed.pdf);
  if (!changes(options, printed)) return { bytes: printed.pdf, pages: pdf.getPageCount() };
  await takeEarlyPages(lib, pdf, printed);
  let keep = selectPages(pdf.getPageCount(), options.pages);
  const last = keep[keep.length - 1];
  if (options.remove_blank && keep.length > 1 && !bandOn(options, last + 1)) {
    const page = pdf.getPage(last)!;
    const margin = margins(options.margin);
    const printable = {
      left: margin.left,
      bottom: margin.bottom + bandPt(options.footer),
      right: page.width - margin.right,
      top: page.height - margin.top - bandPt(options.header),
    };
    if (isBlankContent(pageContent(lib, pdf, last), printable)) keep = keep.slice(0, -1);
  }
  const kept = new Set(keep);
  for (let i = pdf.getPageCount() - 1; i >= 0; i--) if (!kept.has(i)) pdf.removePage(i);
  setInfo(pdf, lib, infoEntries(options.metadata, title || undefined));
  if (options.watermark) await stampWatermark(lib, pdf, options.watermark);
  if (options.sandbox) stampSandbox(lib, pdf);
  protect(pdf, options);
  return { bytes: await pdf.save(), pages: pdf.getPageCount() };
}
