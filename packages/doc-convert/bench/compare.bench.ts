// 12. Reviewing a document: a 50-page document (one chapter a page) against itself with one page changed, as
// the Action's review does it: both versions converted by the local server's Chromium (a server process of its
// own), then compared with comparePdfs(). Against converting the two versions alone, each way in a child
// process of its own, five times in turns, the median counting. Two lines:
// - time: converting twice and comparing, against converting twice; issue 37 asks at most 1.5 (only the
//   changed page is drawn; every page's text is read);
// - memory: the comparison's peak RSS growth (its modules loaded before), against twice the two PDFs' size;
//   issue 37 asks at most 1 (that is, 2× the PDFs), though a drawn page (800 px wide, RGBA) is about 3.6 MB
//   whatever the PDF weighs.
// Both are printed with whether the target is met, not failed: neither is met yet, and the issue stays
// open for them (docs/performance.md).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_KEY } from 'doc-convert-server';
import { check, childRun, median, serverProcess, type BenchResult } from '@doc-convert/testing/bench/report';
import { fixturePdf } from '@doc-convert/testing/pdf-fixture';

const MB = 1024 * 1024;
const ROUNDS = 5;
const PAGES = 50;
const child = join(import.meta.dirname, 'compare-child.ts');

/** A chapter a page, each a full page of text and a table; `changed` gives chapter 17 another price. */
function document(changed: boolean): string {
  let body = '';
  const sentence = (c: number, p: number) =>
    `Paragraph ${p} of chapter ${c} in the reviewed document, written to fill a printed page as a report does. `;
  for (let c = 1; c <= PAGES; c++) {
    const price = c === 17 && changed ? '1,260.00' : '1,200.00';
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
    const [base, head, warm] = [join(dir, 'base.html'), join(dir, 'head.html'), join(dir, 'warm.pdf')];
    await writeFile(base, document(false));
    await writeFile(head, document(true));
    await writeFile(warm, fixturePdf({ pages: [{ lines: [{ text: 'Warm', x: 72, y: 770, size: 12 }] }] }));
    const args = [server.url, SANDBOX_KEY, base, head, warm];
    // The browser warmed up first: the first conversion of a server also starts it.
    await once('convert', args);
    const runs: Record<'convert' | 'review', Run[]> = { convert: [], review: [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const mode of ['convert', 'review'] as const) runs[mode].push(await once(mode, args));
    const reviewed = runs.review[0]!;
    if (reviewed.pages !== PAGES || reviewed.changed !== 1 || reviewed.unchanged !== PAGES - 1)
      throw new Error(`the review found ${JSON.stringify(reviewed)}, not one changed page of ${PAGES}`);
    const convertMs = median(runs.convert.map((r) => r.ms));
    const reviewMs = median(runs.review.map((r) => r.ms));
    const ratio = reviewMs / convertMs;
    const bytes = median(runs.review.map((r) => r.bytes));
    const compareGrowth = median(runs.review.map((r) => r.compareGrowth));
    const memoryRatio = compareGrowth / (2 * bytes);
    const compareMs = median(runs.review.map((r) => r.ms - r.convertedMs));
    const spread = (values: number[]) =>
      `${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)} s`;
    return [
      {
        name: 'review of a 50-page document',
        figure: `converting base and head ${(convertMs / 1000).toFixed(2)} s (${spread(runs.convert.map((r) => r.ms))}), with comparePdfs() ${(reviewMs / 1000).toFixed(2)} s (${spread(runs.review.map((r) => r.ms))}), of which comparePdfs() ${(compareMs / 1000).toFixed(2)} s; 1 changed page of ${PAGES}`,
        ratio,
        // Issue 37's target, not met yet (the issue stays open for it): printed with the figure, not failed.
        target: `— (printed; issue 37 asks <= 1.5: ${check(ratio, '<= 1.5') ? 'met' : 'not met'})`,
        ok: true,
        details: { pages: PAGES, convertMs, reviewMs, compareMs, rounds: ROUNDS },
      },
      {
        name: 'review memory',
        figure: `the two PDFs ${(bytes / MB).toFixed(2)} MB; comparePdfs() peak RSS growth ${(compareGrowth / MB).toFixed(1)} MB (the whole review's ${(median(runs.review.map((r) => r.growth)) / MB).toFixed(1)} MB, converting alone ${(median(runs.convert.map((r) => r.growth)) / MB).toFixed(1)} MB)`,
        ratio: memoryRatio,
        target: `— (printed; issue 37 asks <= 1: ${check(memoryRatio, '<= 1') ? 'met' : 'not met'})`,
        ok: true,
        details: { pdfBytes: bytes, compareGrowthMb: compareGrowth / MB, rounds: ROUNDS },
      },
    ];
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
