// A small picture of page 1 of what a tool made, so the agent can look at its own result: the PDF's first page
// drawn with Mozilla's pdf.js on a canvas from npm (@napi-rs/canvas, prebuilt, no system library), or an image
// output scaled down. Made here, from the file already written, rather than by asking the service for a PNG of
// the same request: a second conversion would cost a credit outside the sandbox (or a sandbox slot, 10 a
// minute), and a screenshot is not the PDF's page 1 anyway. Both libraries are heavy, so they load on the
// first preview, never with the server.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The width of a preview, in pixels: enough to read a heading and see the layout, small in a model's context. */
const PREVIEW_WIDTH = 480;
/** Files above this are not read for a preview (it would hold them in memory). */
const LARGEST_PREVIEWED = 64 * 1024 * 1024;

export interface Preview {
  /** PNG, Base64. */
  data: string;
  mimeType: 'image/png';
  width: number;
  height: number;
  /** The PDF's page count, for a PDF. */
  pages?: number;
}

type Canvas = typeof import('@napi-rs/canvas');
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let canvasModule: Promise<Canvas> | undefined;
let pdfjsModule: Promise<PdfJs> | undefined;
const loadCanvas = () => (canvasModule ??= import('@napi-rs/canvas'));
// pdf.js runs its worker in this thread in Node; given as `globalThis.pdfjsWorker` (pdf.js's own hook for
// that), it is loaded here with the rest instead of on the first document.
const loadPdfjs = () =>
  (pdfjsModule ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    // @ts-expect-error: pdf.js ships no declarations for its worker module.
    import('pdfjs-dist/legacy/build/pdf.worker.mjs').then((worker: unknown) => {
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    }),
  ]).then(([pdfjs]) => pdfjs));

/**
 * Starts loading what a preview needs (a second or more on a cold process), so that it loads while the service
 * renders: a document tool calls it as its call begins. Failures wait for previewOf() to report them.
 */
export function preparePreview(): void {
  Promise.all([loadPdfjs(), loadCanvas()]).catch(() => undefined);
}

/** pdf.js draws the 14 standard fonts (a PDF may use without embedding them) from its own font files. */
function standardFontDataUrl(): string {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return `${pathToFileURL(join(root, 'standard_fonts')).href}/`;
}

async function pdfPreview(bytes: Uint8Array): Promise<Preview> {
  const [pdfjs, { createCanvas }] = await Promise.all([loadPdfjs(), loadCanvas()]);
  const task = pdfjs.getDocument({
    data: bytes,
    standardFontDataUrl: standardFontDataUrl(),
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: PREVIEW_WIDTH / natural.width });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    // Paper is white; a PDF page without a background would come out transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // @napi-rs/canvas is the canvas pdf.js itself uses in Node; its types are not the DOM's.
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const png = await canvas.encode('png');
    return {
      data: png.toString('base64'),
      mimeType: 'image/png',
      width: canvas.width,
      height: canvas.height,
      pages: document.numPages,
    };
  } finally {
    await task.destroy();
  }
}

async function imagePreview(bytes: Uint8Array): Promise<Preview> {
  const { createCanvas, loadImage } = await loadCanvas();
  const image = await loadImage(bytes);
  const scale = Math.min(1, PREVIEW_WIDTH / image.width);
  const canvas = createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  const png = await canvas.encode('png');
  return { data: png.toString('base64'), mimeType: 'image/png', width: canvas.width, height: canvas.height };
}

/**
 * A PNG of page 1 of the file at `path` (a PDF) or of the image itself scaled down (PNG, JPEG, WebP), at most
 * PREVIEW_WIDTH wide. Throws when the file cannot be drawn; the caller reports that and keeps the file.
 */
export async function previewOf(path: string, size: number, mimeType: string): Promise<Preview> {
  if (size > LARGEST_PREVIEWED)
    throw new Error(`the file is ${size} bytes, more than the ${LARGEST_PREVIEWED} a preview reads`);
  const bytes = new Uint8Array(await readFile(path));
  return mimeType === 'application/pdf' ? pdfPreview(bytes) : imagePreview(bytes);
}
