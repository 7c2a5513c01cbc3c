// The thread that draws page 1 of what a tool made (preview.ts sends it the file's path and reads back a PNG):
// the PDF's first page drawn with Mozilla's pdf.js on a canvas from npm (@napi-rs/canvas, prebuilt, no system
// library), or an image output scaled down. Drawing takes a fifth of a second and leaves megabytes of pdf.js's
// and the canvas's garbage; in a thread of its own, neither the server's other calls (their JSON-RPC, progress
// and cancellation) wait for it, nor do they pay for its garbage collection later.
//
// Node runs this file as it is, from the sources (types stripped) and from the bundle (dist/preview-worker.mjs):
// it imports nothing of this repository, only Node and the two drawing libraries, loaded on the first message.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

/** The width of a preview, in pixels: enough to read a heading and see the layout, small in a model's context. */
const PREVIEW_WIDTH = 480;

/** What preview.ts asks: a file to draw (`path`), or only to load the libraries now (`warm`). */
export type PreviewRequest = { id: number; path: string; mimeType: string } | { id: number; warm: true };

export interface Preview {
  /** PNG, Base64. */
  data: string;
  mimeType: 'image/png';
  width: number;
  height: number;
  /** The PDF's page count, for a PDF. */
  pages?: number;
}

/** What this thread answers: the preview, or why there is none. */
export type PreviewAnswer = { id: number; preview?: Preview; error?: string };

type Canvas = typeof import('@napi-rs/canvas');
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let libraries: Promise<[PdfJs, Canvas]> | undefined;
// pdf.js runs its own worker in this thread in Node; given as `globalThis.pdfjsWorker` (pdf.js's hook for that),
// it loads here with the rest instead of on the first document.
const loadLibraries = () =>
  (libraries ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
    // @ts-expect-error: pdf.js ships no declarations for its worker module.
    import('pdfjs-dist/legacy/build/pdf.worker.mjs').then((worker: unknown) => {
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    }),
  ]).then(([pdfjs, canvas]) => [pdfjs, canvas]));

/** pdf.js draws the 14 standard fonts (a PDF may use without embedding them) from its own font files. */
function standardFontDataUrl(): string {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return `${pathToFileURL(join(root, 'standard_fonts')).href}/`;
}

async function pdfPreview(bytes: Uint8Array): Promise<Preview> {
  const [pdfjs, { createCanvas }] = await loadLibraries();
  const task = pdfjs.getDocument({ data: bytes, standardFontDataUrl: standardFontDataUrl(), verbosity: 0 });
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
  const [, { createCanvas, loadImage }] = await loadLibraries();
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

async function answer(request: PreviewRequest): Promise<PreviewAnswer> {
  try {
    if ('warm' in request) {
      await loadLibraries();
      return { id: request.id };
    }
    const bytes = new Uint8Array(await readFile(request.path));
    const preview =
      request.mimeType === 'application/pdf' ? await pdfPreview(bytes) : await imagePreview(bytes);
    return { id: request.id, preview };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (request: PreviewRequest) => {
  void answer(request).then((reply) => parentPort!.postMessage(reply));
});
