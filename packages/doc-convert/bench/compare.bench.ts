// 12. Reviewing a document: a 50-page document (one chapter a page) against itself with one page changed, as
// the Action's review does it: both versions converted by the local server's Chromium (a server process of its
// own), then compared with comparePdfs(). Against converting the two versions alone, each way in a child
// process of its own, five times in turns, the median counting. Before its clock starts, each of these children
// compares two one-page documents from the same server that differ in a price (compare-child.ts), so that the
// comparison's modules are loaded and its paths (a page's text read, a pair drawn and measured) have run once:
// the figure is the work's. What a first comparison costs (a one-off review's, such as the Action's: pdf.js
// reading and drawing for the first time in the process, its modules loaded before the clock) is timed in a
// third child each round and printed beside it. Two lines:
// - time: converting twice and comparing, against converting twice; issue 37 asks at most 1.5 (pages are paired
//   by what they draw, so only the changed page's text is read and only that pair drawn); the cold first
//   comparison's ratio is printed, not judged;
// - memory: the comparison's peak RSS growth (after the same warm-up, so what a first drawing allocates for
//   good is not in it; the cold child's, which has it, printed beside it), against twice the two PDFs'
//   size; issue 37 asks at most 1 (that is, 2× the PDFs), though a drawn page (800 px wide, RGBA) is about
//   3.6 MB whatever the PDF weighs.
// Both are printed with whether the target is met, not failed: the issue stays open for them
// (docs/performance.md).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_KEY } from 'doc-convert-server';
import { check, childRun, median, serverProcess, type BenchResult } from '@doc-convert/testing/bench/report';
import { DocConvert } from 'doc-convert';

const MB = 1024 * 1024;
const ROUNDS = 7;
const PAGES = 50;
const child = join(import.meta.dirname, 'compare-child.ts');

/** `chapters` chapters, a page each, each a full page of text and a table; chapter `changed` has another price. */
function document(chapters: number, changed?: number): string {
  let body = '';
  const sentence = (c: number, p: number) =>
    `Paragraph ${p} of chapter ${c} in the reviewed document, written to fill a printed page as a report does. `;
  for (let c = 1; c <= chapters; c++) {
    const price = c === changed ? '1,260.00' : '1,200.00';
    body += `<section style="break-after: page"><h1>Chapter ${c}</h1>`;
    for (let p = 1; p <= 3; p++) body += `<p>${sentence(c, p).repeat(6)}</p>`;
    body += '<table><tr><th>Item</th><th>Days</th><th>Amount</th></tr>';
    for (let row = 1; row <= 5; row++)
      body += `<tr><td>Work ${c}.${row}</td><td>${row}</td><td>${row * 240}.00</td></tr>`;
    body += `</table><p>Total: ${price} EUR</p></section>`;
  }
  return `<!doctype html><html><head><title>Review</title></head><body>${body}</body></html>`;
}

interface Run {
  ms: number;
  convertedMs: number;
  growth: number;
  compareGrowth: number;
  bytes: number;
  pages?: number;
  changed?: number;
  unchanged?: number;
}

const once = (mode: string, args: string[]) => childRun<Run>(child, [mode, ...args]);

export default async function compare(): Promise<BenchResult[]> {
  const server = await serverProcess({ renderer: 'chromium', rateLimit: false });
  const dir = await mkdtemp(join(tmpdir(), 'doc-convert-compare-bench-'));
  try {
    const [base, head] = [join(dir, 'base.html'), join(dir, 'head.html')];
    const [warmBefore, warmAfter] = [join(dir, 'warm-before.pdf'), join(dir, 'warm-after.pdf')];
    await writeFile(base, document(PAGES));
    await writeFile(head, document(PAGES, 17));
    // The warm-up's pair: one chapter, its price changed, made by the same server as the measured pair, so that
    // what the warm-up runs (its fonts read, its streams inflated, a pair drawn) is what the review runs.
    const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
    try {
      for (const [file, html] of [
        [warmBefore, document(1)],
        [warmAfter, document(1, 1)],
      ] as const) {
        const result = await client.convert.pdf({ source: html, sandbox: true });
        if (result.kind !== 'file') throw new Error('expected a file');
        await writeFile(file, await result.bytes());
      }
    } finally {
      await client.close();
    }
    const args = [server.url, SANDBOX_KEY, base, head, warmBefore, warmAfter];
    // The browser warmed up first: the first conversion of a server also starts it.
    await once('convert', args);
    const runs: Record<'convert' | 'review' | 'cold', Run[]> = { convert: [], review: [], cold: [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const mode of ['convert', 'review', 'cold'] as const) runs[mode].push(await once(mode, args));
    for (const reviewed of [runs.review[0]!, runs.cold[0]!])
      if (reviewed.pages !== PAGES || reviewed.changed !== 1 || reviewed.unchanged !== PAGES - 1)
        throw new Error(`the review found ${JSON.stringify(reviewed)}, not one changed page of ${PAGES}`);
    const convertMs = median(runs.convert.map((r) => r.ms));
    const reviewMs = median(runs.review.map((r) => r.ms));
    const apart = reviewMs / convertMs;
    // Each review's own conversions against the same review's whole time: both sides of the ratio from the same
    // moment, so a burst of host noise that slows one child moves both.
    const pairedRatios = runs.review.map((r) => r.ms / r.convertedMs);
    const ratio = median(pairedRatios);
    const bytes = median(runs.review.map((r) => r.bytes));
    const compareGrowth = median(runs.review.map((r) => r.compareGrowth));
    const memoryRatio = compareGrowth / (2 * bytes);
    const coldGrowth = median(runs.cold.map((r) => r.compareGrowth));
    const compareMs = median(runs.review.map((r) => r.ms - r.convertedMs));
    const coldTimes = runs.cold.map((r) => r.ms - r.convertedMs);
    const coldMs = median(coldTimes);
    const coldRatio = (convertMs + coldMs) / convertMs;
    const spread = (values: number[]) =>
      `${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)} s`;
    return [
      {
        name: 'review of a 50-page document',
        figure: `converting base and head ${(convertMs / 1000).toFixed(2)} s (${spread(runs.convert.map((r) => r.ms))}), with comparePdfs() ${(reviewMs / 1000).toFixed(2)} s (${spread(runs.review.map((r) => r.ms))}), of which comparePdfs() ${(compareMs / 1000).toFixed(2)} s; 1 changed page of ${PAGES}; a first comparePdfs() in its process (pdf.js loaded, nothing read or drawn before) ${(coldMs / 1000).toFixed(2)} s (${spread(coldTimes)}), ratio ${coldRatio.toFixed(2)} with it; each review against its own conversions ${Math.min(...pairedRatios).toFixed(2)}–${Math.max(...pairedRatios).toFixed(2)}, the median counting (against the converting children's median ${apart.toFixed(2)})`,
        ratio,
        // Issue 37's target, not met yet (the issue stays open for it): printed with the figure, not failed.
        target: `— (printed; issue 37 asks <= 1.5: ${check(ratio, '<= 1.5') ? 'met' : 'not met'})`,
        ok: true,
        details: {
          pages: PAGES,
          convertMs,
          reviewMs,
          compareMs,
          coldCompareMs: coldMs,
          coldRatio,
          apartRatio: apart,
          rounds: ROUNDS,
        },
      },
      {
        name: 'review memory',
        figure: `the two PDFs ${(bytes / MB).toFixed(2)} MB; comparePdfs() peak RSS growth ${(compareGrowth / MB).toFixed(1)} MB (the whole review's ${(median(runs.review.map((r) => r.growth)) / MB).toFixed(1)} MB, converting alone ${(median(runs.convert.map((r) => r.growth)) / MB).toFixed(1)} MB; a first comparePdfs()'s ${(coldGrowth / MB).toFixed(1)} MB)`,
        ratio: memoryRatio,
        target: `— (printed; issue 37 asks <= 1: ${check(memoryRatio, '<= 1') ? 'met' : 'not met'})`,
        ok: true,
        details: {
          pdfBytes: bytes,
          compareGrowthMb: compareGrowth / MB,
          coldCompareGrowthMb: coldGrowth / MB,
          rounds: ROUNDS,
        },
      },
    ];
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
