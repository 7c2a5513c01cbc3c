// The Chromium renderer: the conversion as the service does it, in a real browser. Each conversion gets a
// fresh browser context and page on the server's warm browser (pool.ts), behind the network guard
// (guard.ts); the source is loaded and readied (load.ts), then printed (print.ts, post-process.ts) or
// captured (image.ts). PDF/A and linearization are not emulated: the answer says so (X-Local-Not-Applied).
import { bufferBody } from '../../reply';
import { pageLayout, printableViewport } from '../page-geometry';
import {
  cutAfterMs,
  deadlineSeconds,
  notApplied,
  renderNotStarted,
  renderTimedOut,
  timeLeftMs,
  type Renderer,
  type RenderJob,
  type Rendered,
  type RenderContext,
} from '../renderer';
import { dejavuDir, fontDirs, scriptFontDirs } from './fonts';
import { fontCoverages, pageMissingScripts } from './glyphs';
import { guardPage, sourceUrl } from './guard';
import { capture, setImageViewport } from './image';
import { launchChromium, type LaunchOptions } from './launch';
import { loadPage } from './load';
import { DEFAULT_MEMORY_LIMIT_MB, isPrintFailure, memoryWatchdog, printFailed } from './memory';
import { BrowserPool, type Session } from './pool';
import { finishPdf } from './post-process';
import { printPdf } from './print';
import { unresolvedUrls } from './unresolved';

/** Chromium could not be unpacked or started; the default renderer then falls back to text. */
export class ChromiumUnavailableError extends Error {
  override name = 'ChromiumUnavailableError';
}

export interface ChromiumRendererOptions extends LaunchOptions {
  /** Conversions rendered at once (default 4); the others wait. */
  concurrency?: number;
}

const DEFAULT_RENDER_CONCURRENCY = 4;

const NOT_APPLIED = ['pdfa', 'linearize'];

/**
 * `bytes` as a Buffer over the same memory, not a copy: puppeteer's PDF and screenshot and @libpdf/core's
 * save() hand over arrays that nothing else keeps or writes to afterwards.
 */
const wrapped = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export interface ChromiumRenderer extends Renderer {
  /** The browser's process id while one runs. */
  browserPid(): Promise<number | undefined>;
}

export function createChromiumRenderer(options: ChromiumRendererOptions = {}): ChromiumRenderer {
  const memoryLimitMb = options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
  const pool = new BrowserPool(
    async () => {
      try {
        return await launchChromium(options);
      } catch (error) {
        throw new ChromiumUnavailableError(`Chromium could not start: ${(error as Error).message}`);
      }
    },
    options.concurrency ?? DEFAULT_RENDER_CONCURRENCY,
    memoryWatchdog(memoryLimitMb),
  );

  /** What the browser's fonts cover, read once from the files the running browser was given. */
  let coverages: ReturnType<typeof fontCoverages> | undefined;
  const fontCoverage = async () => {
    if (!coverages) {
      const { files } = await pool.browser();
      coverages ??= fontCoverages(fontDirs(files, dejavuDir() ?? null, scriptFontDirs()));
    }
    return coverages();
  };

  async function render(job: RenderJob, context: RenderContext): Promise<Rendered> {
    if (job.kind === 'pdf' && context.padBytes) {
      throw new Error(
        'padded PDFs (Scenario.pdfPadBytes) come from the text renderer: start the server with renderer "text"',
      );
    }
    const { options } = job;
    const source = sourceUrl(options.source); // a source outside this machine is refused before any work
    // Margins that leave no page are refused before any work too.
    const layout = job.kind === 'pdf' ? pageLayout(job.options) : undefined;
    const deadlineS = deadlineSeconds(options.timeout);
    /** What overran inside the page (puppeteer's own timeouts, the print's) is the conversion's 408 too. */
    const inTime = <T>(work: Promise<T>) =>
      work.catch((error: unknown) => {
        throw (error as Error)?.name === 'TimeoutError' ? renderTimedOut(deadlineS) : error;
      });
    const work = async ({ page, gate }: Session): Promise<Rendered> => {
      const begun = Date.now();
      const guard = await guardPage(page, gate, context.origin, source, options);
      // Laid out at the width it is printed or captured at, before it loads: breakpoints, canvases and
      // charts sized from the window then fit the paper (as when the same Chromium prints a page itself).
      if (job.kind !== 'pdf') await setImageViewport(page, job.options);
      else await page.setViewport(printableViewport(layout!, job.options.zoom));
      const loaded = await loadPage(page, guard, source, options, context.signal);
      const common = {
        loadMs: loaded.loadMs,
        statusCode: loaded.statusCode,
        notApplied: notApplied(options, NOT_APPLIED),
        blocked: guard.blocked(),
        unresolved: await unresolvedUrls(page, !source),
        missingGlyphs: await pageMissingScripts(page, fontCoverage),
      };
      if (job.kind === 'pdf') {
        // The print has what is left of the deadline, so a print that overruns is the 408 naming it.
        const printed = await printPdf(page, job.options, loaded, timeLeftMs(deadlineS, begun)).catch(
          (error: unknown) => {
            throw isPrintFailure(error) ? printFailed(memoryLimitMb) : error;
          },
        );
        const { bytes, pages } = await finishPdf(printed, job.options, loaded.title);
        return { body: bufferBody(wrapped(bytes)), pages, ...common };
      }
      const bytes = await capture(page, job.kind, job.options);
      return { body: bufferBody(wrapped(bytes)), pages: undefined, ...common };
    };
    return pool.use((session) => inTime(work(session)), {
      deadlineMs: cutAfterMs(options.timeout),
      overrun: () => renderTimedOut(deadlineS),
      unstarted: () => renderNotStarted(deadlineS, pool.concurrency),
      signal: context.signal,
    });
  }

  return {
    name: 'chromium',
    render,
    async ready() {
      const { browser, files } = await pool.browser();
      return { name: 'chromium', detail: `${await browser.version()}, unpacked in ${files.dir}` };
    },
    close: () => pool.close(),
    browserPid: () => pool.pid(),
  };
}
