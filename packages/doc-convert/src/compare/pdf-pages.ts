// The two documents as comparePdfs() needs them, read with Mozilla's pdf.js: each page's text as lines (to
// match pages and diff them) and, for the pages that changed only, the page drawn on the canvas pdf.js itself
// uses in Node (@napi-rs/canvas, prebuilt, no system library or font), the pair the doc-convert-mcp preview
// uses. The canvas is reached through pdf.js's own factory (`canvasFactory`, as pdf.js's Node example does)
// rather than imported, so that a bundle of the library (the Action's) does not try to inline a native module.
// pdf.js is heavy: imported here, on the first comparison, never with the library.
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type OpenedPdf = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjsModule: Promise<PdfJs> | undefined;
// pdf.js runs its worker in this thread in Node; given as `globalThis.pdfjsWorker` (pdf.js's own hook for
// that), it loads with the rest instead of on the first document.
const loadPdfjs = () =>
  (pdfjsModule ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    // @ts-expect-error: pdf.js ships no declarations for its worker module.
    import('pdfjs-dist/legacy/build/pdf.worker.mjs').then((worker: unknown) => {
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    }),
  ]).then(([pdfjs]) => pdfjs));

/** pdf.js's canvas factory of a document, typed as what it makes in Node. */
interface CanvasFactory {
  create(width: number, height: number): { canvas: Canvas; context: SKRSContext2D };
  destroy(made: { canvas: Canvas; context: SKRSContext2D }): void;
}
const canvasFactoryOf = (pdf: OpenedPdf) => pdf.canvasFactory as CanvasFactory;

/** pdf.js draws the 14 standard fonts (a PDF may use without embedding them) from its own font files. */
function standardFontDataUrl(): string {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return `${pathToFileURL(join(root, 'standard_fonts')).href}/`;
}

/** Opens a PDF; the caller destroys it. Throws pdf.js's error for bytes it cannot read. */
export async function openPdf(bytes: Uint8Array): Promise<{ pdf: OpenedPdf; destroy: () => Promise<void> }> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (and detaches) the buffer it is given: the caller's stays theirs.
    data: new Uint8Array(bytes),
    standardFontDataUrl: standardFontDataUrl(),
    // The machine's fonts would make the same PDF draw differently on two machines.
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    return { pdf: await task.promise, destroy: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw error;
  }
}

interface TextRun {
  str: string;
  transform: number[];
  hasEOL: boolean;
}

/**
 * A page's text as lines: a new line where pdf.js ends one or the baseline moves; white space collapsed and
 * empty lines dropped, so that the same words laid out the same way give the same lines.
 */
export async function pageLines(pdf: OpenedPdf, pageNumber: number): Promise<string[]> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const lines: string[] = [];
  let line = '';
  let previous: TextRun | undefined;
  for (const item of content.items as TextRun[]) {
    if (typeof item.str !== 'string') continue;
    if (previous) {
      const size = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || 1;
      const moved = Math.abs((item.transform[5] ?? 0) - (previous.transform[5] ?? 0)) > size * 0.5;
      if (previous.hasEOL || moved) {
        lines.push(line);
        line = '';
      } else line += ' ';
    }
    line += item.str;
    if (item.str !== '' || item.hasEOL) previous = item;
  }
  lines.push(line);
  page.cleanup();
  return lines.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
}

/** A page drawn `width` pixels wide on white paper, as RGBA pixels. */
export interface DrawnPage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

export async function drawPage(pdf: OpenedPdf, pageNumber: number, width: number): Promise<DrawnPage> {
  const page = await pdf.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: width / natural.width });
  const factory = canvasFactoryOf(pdf);
  const made = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    const { canvas, context } = made;
    // Paper is white; a PDF page without a background would come out transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // @napi-rs/canvas's types are not the DOM's.
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, rgba: pixels.data };
  } finally {
    factory.destroy(made);
    page.cleanup();
  }
}

/** RGBA pixels as a PNG file, on a canvas from `pdf`'s factory. */
export async function encodePng(
  pdf: OpenedPdf,
  width: number,
  height: number,
  rgba: Uint8ClampedArray,
): Promise<Uint8Array> {
  const factory = canvasFactoryOf(pdf);
  const made = factory.create(width, height);
  try {
    const image = made.context.createImageData(width, height);
    image.data.set(rgba);
    made.context.putImageData(image, 0, 0);
    return new Uint8Array(await made.canvas.encode('png'));
  } finally {
    factory.destroy(made);
  }
}
