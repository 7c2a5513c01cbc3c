// Child process of the outline benchmark: one run of one way, reporting its own time and RSS growth.
// `plain`: the 400-page book converted and written with toFile(); `outline`: the same with `outline: true`
// (the HTML prepared, the PDF's outline appended as it is written); `text`: addOutline() on that book's PDF
// without its destinations (every heading found by its text), read from disk and written back.
import { readFile, writeFile } from 'node:fs/promises';
import { addOutline, DocConvert } from 'doc-convert';
import { rssGrowth } from '@doc-convert/testing/bench/report';

async function run(
  mode: string,
  baseUrl: string,
  apiKey: string,
  html: string,
  target: string,
  bare: string,
) {
  if (mode === 'text') {
    const pdf = await readFile(bare);
    const out = await addOutline(pdf, html);
    await writeFile(target, out);
    return { bytes: out.byteLength };
  }
  const client = new DocConvert({ apiKey, baseUrl });
  try {
    const started = performance.now();
    const result = await client.convert.pdf(
      { source: html, sandbox: true },
      mode === 'outline' ? { outline: true } : {},
    );
    if (result.kind !== 'file') throw new Error('expected a file');
    // The answer's headers are in once the service has rendered; the rest is the file (and the outline).
    const answeredMs = performance.now() - started;
    const bytes = await result.toFile(target);
    return { bytes, bookmarks: result.outline?.bookmarks, answeredMs };
  } finally {
    await client.close();
  }
}

async function main(): Promise<void> {
  const [mode, baseUrl, apiKey, htmlFile, target, bare] = process.argv.slice(2) as string[];
  const html = await readFile(htmlFile!, 'utf8');
  // Every module loaded first (the outline's too), so that the run measures the work, not the loading.
  await import('@doc-convert/core/outline');
  (globalThis as { gc?: () => void }).gc?.();
  const rss = rssGrowth();
  const started = performance.now();
  const report = await run(mode!, baseUrl!, apiKey!, html, target!, bare!);
  const ms = performance.now() - started;
  process.stdout.write(JSON.stringify({ mode, ms, growth: rss.stop(), ...report }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
