// The two documents as comparePdfs() needs them, read with Mozilla's pdf.js: each page's text as lines (to
// match pages and diff them) and, for the pages that changed only, the page drawn on the canvas pdf.js itself
// uses in Node (@napi-rs/canvas, prebuilt, no system library or font), the pair the doc-convert-mcp preview
// uses. The canvas module is handed to pdf.js (its `CanvasFactory` parameter, and the `DOMMatrix` and
// `Path2D` it would otherwise take from the canvas it requires itself) rather than imported here, so that a
// bundle of the library (the Action's) carries no native module and draws with a canvas found at run time.
// pdf.js is heavy: imported here, on the first comparison, never with the library.
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { PdfCanvasModule } from './types';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type OpenedPdf = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjsModule: Promise<PdfJs> | undefined;
// pdf.js runs its worker in this thread in Node; given as `globalThis.pdfjsWorker` (pdf.js's own hook for
// that), it loads with the rest instead of on the first document.
export const loadPdfjs = (): Promise<PdfJs> =>
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

/**
 * pdf.js draws the 14 standard fonts (a PDF may use without embedding them) from its own font files; a bundle
 * that carries pdf.js without its package (the Action's) has none, and pdf.js then draws them with a
 * fallback font, the same in both documents.
 */
function standardFontDataUrl(): string | undefined {
  try {
    const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    return `${pathToFileURL(join(root, 'standard_fonts')).href}/`;
  } catch {
    return undefined;
  }
}

/**
 * pdf.js's canvas factory on `canvas` (what pdf.js's own NodeCanvasFactory does with the canvas it requires
 * from its own folder, which a bundle does not have).
 */
function canvasFactoryClass(canvas: PdfCanvasModule) {
  type Made = { canvas: Canvas | null; context: SKRSContext2D | null };
  return class {
    create(width: number, height: number): Made {
      const made = canvas.createCanvas(width, height) as Canvas;
      return { canvas: made, context: made.getContext('2d') };
    }
    reset(made: Made, width: number, height: number): void {
      made.canvas!.width = width;
      made.canvas!.height = height;
    }
    getNoAlphaContext(made: Canvas): SKRSContext2D {
      return made.getContext('2d', { alpha: false });
    }
    destroy(made: Made): void {
      made.canvas!.width = made.canvas!.height = 0;
      made.canvas = null;
      made.context = null;
    }
  };
}

/**
 * Opens a PDF, to be drawn on `canvas` (undefined: its text only); the caller destroys it. Throws pdf.js's
 * error for bytes it cannot read.
 */
export async function openPdf(
  bytes: Uint8Array,
  canvas: PdfCanvasModule | undefined,
): Promise<{ pdf: OpenedPdf; destroy: () => Promise<void> }> {
  // pdf.js takes these from the canvas it finds itself when it loads, and only if they are not set.
  const globals = globalThis as { DOMMatrix?: unknown; Path2D?: unknown };
  globals.DOMMatrix ??= canvas?.DOMMatrix;
  globals.Path2D ??= canvas?.Path2D;
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    ...(canvas ? { CanvasFactory: canvasFactoryClass(canvas) } : {}),
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
