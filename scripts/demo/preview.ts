// A picture of a PDF's first page, made by the local server's renderer: a page that runs Mozilla's pdf.js
// (from the pdfjs-dist dev dependency, inlined, as the page may load nothing) draws the PDF onto a canvas,
// and an image capture takes that canvas once pdf.js says it is done (`wait_for`). It asks the renderer
// directly, not the API: the picture is the demo's own, and costs no credit. The README's picture of the
// invoice is one of these.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LocalServer } from 'doc-convert-server';

const require = createRequire(import.meta.url);
const pdfjsBuild = join(dirname(require.resolve('pdfjs-dist/package.json')), 'build');

/** A JavaScript string literal that is safe inside a <script> element. */
const literal = (text: string) => JSON.stringify(text).replace(/<\/script/gi, '<\\/script');

/** The HTML page that draws page 1 of `pdf` `width` CSS pixels wide and sets window.previewReady. */
async function previewPage(pdf: Uint8Array, width: number): Promise<string> {
  const [library, worker] = await Promise.all([
    readFile(join(pdfjsBuild, 'pdf.min.mjs'), 'utf8'),
    readFile(join(pdfjsBuild, 'pdf.worker.min.mjs'), 'utf8'),
  ]);
  const module = (code: string) =>
    `URL.createObjectURL(new Blob([${literal(code)}], { type: 'text/javascript' }))`;
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>body { margin: 0; background: #fff }</style></head>
<body><canvas id="page"></canvas>
<script type="module">
  let done = false;
  window.previewReady = () => done;
  const pdfjs = await import(${module(library)});
  pdfjs.GlobalWorkerOptions.workerSrc = ${module(worker)};
  const data = Uint8Array.from(atob(${literal(Buffer.from(pdf).toString('base64'))}), (c) => c.charCodeAt(0));
  const page = await (await pdfjs.getDocument({ data }).promise).getPage(1);
  const viewport = page.getViewport({ scale: ${width} / page.getViewport({ scale: 1 }).width });
  const canvas = document.getElementById('page');
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  await page.render({ canvas, viewport }).promise;
  done = true;
</script></body></html>`;
}

/** The first page of `pdf` as a PNG `width` pixels wide, drawn by `server`'s renderer. */
export async function previewPng(server: LocalServer, pdf: Uint8Array, width: number): Promise<Buffer> {
  const options = {
    source: await previewPage(pdf, width),
    viewport: `${width}x${width}`,
    css_selector: '#page',
    wait_for: 'previewReady',
  };
  const signal = new AbortController().signal;
  const { body } = await server.renderer.render({ kind: 'png', options }, { origin: server.origin, signal });
  const chunks: Buffer[] = [];
  for await (const chunk of body.chunks()) chunks.push(chunk);
  return Buffer.concat(chunks);
}
