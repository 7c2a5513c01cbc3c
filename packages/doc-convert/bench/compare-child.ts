// Child process of the compare benchmark: one run of one way, reporting its own time and peak RSS growth.
// `convert`: the base and the head HTML converted by the local server and read into memory, what any review
// has to do; `review`: the same, then comparePdfs() on the two PDFs. Before the clock starts, both compare two
// one-page documents that differ in a price, so that the comparison's modules (pdf.js, the canvas, pixelmatch,
// diff) are loaded and its paths run once (a page's text read, a pair drawn and measured, the lines diffed): the
// figures are the work's, not the loading's nor the first run's. `cold`: as `review`, its warm-up comparing one
// of those documents with itself, which loads the modules but reads and draws nothing (the pair is matched by
// its bytes): the comparison on the clock is pdf.js's first reading and drawing, what a one-off review (the
// Action's) pays besides the loading. The loading is left out: these children load the sources through tsx,
// which takes several times what Node alone takes to load pdf.js.
import { readFile } from 'node:fs/promises';
import { comparePdfs, DocConvert } from 'doc-convert';
import { rssGrowth } from '@doc-convert/testing/bench/report';

async function main(): Promise<void> {
  const [mode, baseUrl, apiKey, baseFile, headFile, warmBefore, warmAfter] = process.argv.slice(
    2,
  ) as string[];
  const [baseHtml, headHtml] = [await readFile(baseFile!, 'utf8'), await readFile(headFile!, 'utf8')];
  const before = await readFile(warmBefore!);
  const warm = await comparePdfs(before, mode === 'cold' ? before : await readFile(warmAfter!));
  if (warm.summary.changed !== (mode === 'cold' ? 0 : 1))
    throw new Error(`the warm-up found ${warm.summary.changed} changed pages`);
  const client = new DocConvert({ apiKey: apiKey!, baseUrl: baseUrl! });
  (globalThis as { gc?: () => void }).gc?.();
  const rss = rssGrowth();
  try {
    const started = performance.now();
    const pdfs: Uint8Array[] = [];
    for (const source of [baseHtml, headHtml]) {
      const result = await client.convert.pdf({ source, sandbox: true });
      if (result.kind !== 'file') throw new Error('expected a file');
      pdfs.push(await result.bytes());
    }
    const convertedMs = performance.now() - started;
    // Peak growth of the comparison alone, from what the two conversions left.
    const compareRss = rssGrowth();
    const report = mode !== 'convert' ? await comparePdfs(pdfs[0]!, pdfs[1]!) : undefined;
    const compareGrowth = compareRss.stop();
    const ms = performance.now() - started;
    const growth = rss.stop();
    process.stdout.write(
      JSON.stringify({
        ms,
        convertedMs,
        growth,
        compareGrowth,
        bytes: pdfs[0]!.byteLength + pdfs[1]!.byteLength,
        pages: report?.afterPages,
        changed: report?.summary.changed,
        unchanged: report?.summary.unchanged,
      }),
    );
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
