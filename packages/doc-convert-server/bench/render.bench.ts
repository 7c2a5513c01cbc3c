// 8. Chromium rendering on the local server (its own process), three lines:
// - warm renders of the demo's invoice (PDF) and dashboard (PNG) through the library, one at a time with
//   200 ms between them (a client doing something with each file: the server opens the next page then),
//   against a baseline that launches a browser per conversion as puppeteer-based HTML-to-PDF Actions do:
//   launch, new page, the HTML set and waited for with `networkidle0` (puppeteer's way to know a page's
//   fonts, images and scripts have all arrived: 500 ms without a request), print or capture, close. Same
//   Chromium, same flags, no HTTP in between: the baseline is spared the API's work. The server knows when
//   a page has settled without waiting out a quiet period, since its network guard sees every request in
//   flight. Target: warm at least 5x faster. The same baseline waiting only for `load` (which can print a
//   page whose images are still on the way) is printed beside it, for the cost of the launch alone. Back to
//   back, a conversion also waits for its page to open (about 50-80 ms): the second line's one-at-a-time
//   figure shows that;
// - sixteen invoices eight at a time against one at a time, on a server rendering eight at once: the
//   speed-up is printed (no target: it depends on the cores the machine has free);
// - the memory of a server with a warm browser: the server process's RSS plus its Chromium processes'
//   (RSS summed, and PSS, which shares their common pages out fairly). Printed.
// The conversions are the demo's invoice and dashboard (examples/), with the demo's options.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY } from 'doc-convert-server';
import { launchChromium } from '../src/render/chromium/launch';
import type { PdfOptions, PngOptions } from 'doc-convert';
import { chromiumProcesses } from '@doc-convert/testing/processes';
import { check, median, ms, serverProcess, timed, type BenchResult } from '@doc-convert/testing/bench/report';

/** What a benchmark only prints: no target to meet. */
const PRINTED = { target: '— (printed)', ok: true };

const WARM_RUNS = 12;
const PAUSE_MS = 200;
const COLD_RUNS = 5;
const BATCH = 16;

/** The examples the demo converts, in the repository's examples/ folder. */
const EXAMPLES_DIR = join(import.meta.dirname, '..', '..', '..', 'examples');

type Example =
  | { html: string; format: 'pdf'; options: Omit<PdfOptions, 'source'> }
  | { html: string; format: 'png'; options: Omit<PngOptions, 'source'> };

/** The demo's invoice (PDF) and dashboard (PNG), with the options the demo converts them with. */
const INVOICE: Example = {
  html: 'invoice.html',
  format: 'pdf',
  options: { format: 'A4', metadata: { author: 'Northwind Studio Ltd', subject: 'Invoice NW-2025-0142' } },
};
const DASHBOARD: Example = {
  html: 'dashboard.html',
  format: 'png',
  options: { viewport: '1280x800', fullpage: true, sandbox: true },
};

/** An example, its HTML made self-contained as the demo sends it. */
export async function example(which: 'invoice' | 'dashboard'): Promise<Example & { source: string }> {
  // Imported when used: the Action's inliner loads @actions/core, which has an ESM entry only, and this
  // package's files are CommonJS (a static import is a require(), which that package refuses).
  const { inlinePage } = await import('@doc-convert/action/inline');
  const found = which === 'invoice' ? INVOICE : DASHBOARD;
  return { ...found, source: await inlinePage(join(EXAMPLES_DIR, found.html), EXAMPLES_DIR) };
}

type Examples = { invoice: Example & { source: string }; dashboard: Example & { source: string } };

/** The demo's two conversions, through the library, reading the whole answer. */
function conversions(client: DocConvert, { invoice, dashboard }: Examples) {
  const convert = async ({ format, options, source }: Example & { source: string }) => {
    const result =
      format === 'pdf'
        ? await client.convert.pdf({ ...options, source })
        : await client.convert.png({ ...options, source });
    if (result.kind === 'file') await result.bytes();
  };
  return { pdf: () => convert(invoice), png: () => convert(dashboard) };
}

type Settled = 'networkidle0' | 'load';

/**
 * A browser launched, the HTML file opened in a new page and waited for, printed or captured, the browser
 * closed: what a conversion costs an Action that launches a browser each time.
 */
async function coldRender(kind: 'pdf' | 'png', file: string, waitUntil: Settled): Promise<void> {
  const { browser } = await launchChromium();
  try {
    const page = await browser.newPage();
    if (kind === 'png') await page.setViewport({ width: 1280, height: 800 });
    await page.goto(pathToFileURL(file).href, { waitUntil });
    if (kind === 'pdf') await page.pdf({ format: 'A4', printBackground: true });
    else await page.screenshot({ type: 'png', fullPage: true });
  } finally {
    await browser.close();
  }
}

/** kB from a /proc/PID/status or smaps_rollup line, as MB. */
async function procMb(pid: number, file: string, field: string): Promise<number> {
  const text = await readFile(`/proc/${pid}/${file}`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;
}

/** The server process's RSS and its Chromium processes' RSS and PSS, in MB (read from /proc). */
export async function memoryOf(serverPid: number) {
  const browsers = chromiumProcesses(serverPid);
  const sum = async (file: string, field: string) =>
    (await Promise.all(browsers.map((pid) => procMb(pid, file, field).catch(() => 0)))).reduce(
      (a, b) => a + b,
      0,
    );
  return {
    server: await procMb(serverPid, 'status', 'VmRSS'),
    chromiumRss: await sum('status', 'VmRSS'),
    chromiumPss: await sum('smaps_rollup', 'Pss'),
    processes: browsers.length,
  };
}

async function warmAndMemory(examples: Examples): Promise<BenchResult[]> {
  const server = await serverProcess({
    renderer: 'chromium',
    rateLimit: false,
    history: 0,
    renderConcurrency: 1,
  });
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  try {
    const run = conversions(client, examples);
    for (let i = 0; i < 2; i++) {
      // Warm-up: the browser starts, and the fonts and code paths of both kinds are loaded once.
      await run.pdf();
      await run.png();
    }
    const warm = { pdf: [] as number[], png: [] as number[] };
    for (let i = 0; i < WARM_RUNS; i++) {
      await sleep(PAUSE_MS);
      warm.pdf.push(await timed(run.pdf));
      await sleep(PAUSE_MS);
      warm.png.push(await timed(run.png));
    }
    const memory = await memoryOf(server.pid);
    // The Actions open files: the same self-contained HTML the server is sent, written out once.
    const dir = await mkdtemp(join(tmpdir(), 'doc-convert-render-bench-'));
    const cold = { pdf: [] as number[], png: [] as number[] };
    const coldAtLoad = { pdf: [] as number[], png: [] as number[] };
    try {
      const files = { pdf: join(dir, 'invoice.html'), png: join(dir, 'dashboard.html') };
      await writeFile(files.pdf, examples.invoice.source);
      await writeFile(files.png, examples.dashboard.source);
      for (let i = 0; i < COLD_RUNS; i++) {
        for (const kind of ['pdf', 'png'] as const) {
          cold[kind].push(await timed(() => coldRender(kind, files[kind], 'networkidle0')));
          coldAtLoad[kind].push(await timed(() => coldRender(kind, files[kind], 'load')));
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const pdfRatio = median(cold.pdf) / median(warm.pdf);
    const pngRatio = median(cold.png) / median(warm.png);
    const ratio = Math.min(pdfRatio, pngRatio);
    const atLoad = (kind: 'pdf' | 'png') =>
      `${ms(median(coldAtLoad[kind]))}, ${(median(coldAtLoad[kind]) / median(warm[kind])).toFixed(1)}x`;
    const total = memory.server + memory.chromiumPss;
    return [
      {
        name: 'warm Chromium renders',
        figure: `median invoice PDF ${ms(median(warm.pdf))} warm (${PAUSE_MS} ms apart) vs ${ms(median(cold.pdf))} with a browser launched per conversion (${pdfRatio.toFixed(
          1,
        )}x; at load ${atLoad('pdf')}), dashboard PNG ${ms(median(warm.png))} vs ${ms(median(cold.png))} (${pngRatio.toFixed(1)}x; at load ${atLoad('png')})`,
        ratio,
        target: '>= 5',
        ok: check(ratio, '>= 5'),
        details: {
          warmPdfMs: median(warm.pdf),
          coldPdfMs: median(cold.pdf),
          coldPdfAtLoadMs: median(coldAtLoad.pdf),
          warmPngMs: median(warm.png),
          coldPngMs: median(cold.png),
          coldPngAtLoadMs: median(coldAtLoad.png),
          warmRuns: WARM_RUNS,
          coldRuns: COLD_RUNS,
        },
      },
      {
        name: 'server memory with a warm browser',
        figure: `server ${memory.server.toFixed(0)} MB RSS + ${memory.processes} Chromium processes ${memory.chromiumRss.toFixed(
          0,
        )} MB RSS summed (${memory.chromiumPss.toFixed(0)} MB PSS): ${total.toFixed(0)} MB with PSS`,
        ratio: total,
        ...PRINTED,
        details: { ...memory, totalMb: total },
      },
    ];
  } finally {
    await client.close();
    await server.stop();
  }
}

async function concurrency(examples: Examples): Promise<BenchResult> {
  const server = await serverProcess({
    renderer: 'chromium',
    rateLimit: false,
    history: 0,
    renderConcurrency: 8,
  });
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url, pool: { connections: 8 } });
  try {
    const { pdf } = conversions(client, examples);
    await Promise.all(Array.from({ length: 8 }, pdf)); // warm-up: the browser and eight pages' worth
    const batch = async (lanes: number) => {
      let next = 0;
      return timed(() =>
        Promise.all(
          Array.from({ length: lanes }, async () => {
            while (next++ < BATCH) await pdf();
          }),
        ),
      );
    };
    const one = await batch(1);
    const eight = await batch(8);
    const ratio = one / eight;
    return {
      name: 'Chromium renders eight at once',
      figure: `${BATCH} invoice PDFs: one at a time ${ms(one)}, eight at a time ${ms(eight)}: ${ratio.toFixed(
        2,
      )}x`,
      ratio,
      ...PRINTED,
      details: { conversions: BATCH, sequentialMs: one, parallelMs: eight, lanes: 8 },
    };
  } finally {
    await client.close();
    await server.stop();
  }
}

export default async function render(): Promise<BenchResult[]> {
  const examples = { invoice: await example('invoice'), dashboard: await example('dashboard') };
  const [warm, memory] = await warmAndMemory(examples);
  return [warm, await concurrency(examples), memory];
}
