// The text renderer: no browser, exact bytes. It reads the source's visible text and lays it out as a PDF
// (render-pdf.ts) or a picture (render-png.ts) written as PNG, JPEG or WebP (render-image.ts): fast enough
// for fault-injection tests and benchmarks, and what serves where Chromium cannot run. It runs no scripts
// and loads nothing but a loopback source, so the options that need a browser are listed as not applied.
import { setTimeout as sleep } from 'node:timers/promises';
import { bufferBody } from '../../reply';
import { notApplied, type Renderer, type RenderJob, type Rendered, type RenderContext } from '../renderer';
import { renderImage } from './render-image';
import { renderPdf } from './render-pdf';
import { loadSource } from './source';

/** Options the text renderer reads but cannot honour. */
const NOT_APPLIED = [
  'css',
  'javascript',
  'wait_for',
  'cookies',
  'use_print',
  'disable_backgrounds',
  'protection',
  'pdfa',
  'linearize',
  'watermark.image',
  'watermark.source',
];

/** The text renderer; `reason` is why it serves, as ready() reports it. */
export function createTextRenderer(reason: string): Renderer {
  return {
    name: 'text',
    async render(job: RenderJob, { signal, padBytes }: RenderContext): Promise<Rendered> {
      const { options } = job;
      const doc = await loadSource(options.source, options, signal);
      if (options.delay) await sleep(options.delay, undefined, { signal });
      const common = {
        loadMs: doc.loadMs,
        statusCode: doc.statusCode,
        notApplied: notApplied(options, NOT_APPLIED),
        blocked: 0,
      };
      if (job.kind === 'pdf') {
        const file = renderPdf(doc, job.options, padBytes);
        return { body: file, pages: file.pageCount, ...common };
      }
      return { body: bufferBody(await renderImage(job.kind, doc, job.options)), pages: undefined, ...common };
    },
    ready: async () => ({ name: 'text', detail: reason }),
    close: async () => undefined,
  };
}
