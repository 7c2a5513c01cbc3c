// Child process of the merge benchmark: one merge of the book's chapters (PDFs on disk, each read when the
// merge reaches it) with mergePdfs(), written chunk by chunk.
// - `plain`: the chapters merged alone; `book`: with a cover and a contents page (rendered through the local
//   server, whose time is reported apart), page labels, page numbers and running heads. Each reports its time
//   and its peak RSS growth.
// - `memory`: the book merged twice, the second time measured: the memory it keeps alive (after a full garbage
//   collection: the JavaScript heap but the engine's code, and the buffers outside it), each time it reads a
//   chapter, renders the cover or the contents, and once it has returned the book. The first merge leaves the
//   engine's compiled code and caches in place, so the figure is the merge's data, not the program's.
import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import { DocConvert, mergePdfs, type MergePdfsOptions } from 'doc-convert';
import { rssGrowth } from '@doc-convert/testing/bench/report';

const gc = (globalThis as { gc?: () => void }).gc!;

/**
 * Bytes kept alive: what a full collection leaves of the heap (code and the engine's own trusted objects aside),
 * plus the buffers outside it, which the collector frees shortly after (hence the pauses).
 */
async function liveBytes(): Promise<number> {
  gc();
  await sleep(20);
  gc();
  await sleep(20);
  let heap = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (!/code|trusted/.test(space.space_name)) heap += space.space_used_size;
  }
  return heap + process.memoryUsage().external;
}

async function main(): Promise<void> {
  const [mode, baseUrl, apiKey, target, ...chapters] = process.argv.slice(2) as string[];
  const client = new DocConvert({ apiKey: apiKey!, baseUrl: baseUrl! });
  let renderMs = 0;
  /** Called as the merge reads a chapter and renders a part: where `memory` samples. */
  let sample = async (): Promise<void> => undefined;
  const options: MergePdfsOptions =
    mode === 'plain'
      ? { title: 'The Book' }
      : {
          title: 'The Book',
          author: 'The Bench',
          cover: true,
          contents: { depth: 2 },
          pageNumbers: '{page} / {total}',
          runningHead: '{book} | {chapter}',
          render: async (html) => {
            await sample();
            const started = performance.now();
            const pdf = await client.convert.pdf({ source: html, sandbox: true });
            if (pdf.kind !== 'file') throw new Error('expected a file');
            const bytes = await pdf.bytes();
            renderMs += performance.now() - started;
            return bytes;
          },
        };
  const merge = () =>
    mergePdfs(
      chapters.map((file) => ({
        pdf: async () => {
          await sample();
          return readFile(file);
        },
        name: file.split('/').pop()!,
      })),
      options,
    );

  if (mode === 'memory') {
    // In a function of its own: a suspended async function's frame can hold a value it no longer uses (here,
    // the first book), which would count in the baseline.
    await (async () => void (await merge()))();
    // The buffers of the first book are freed a little after the collection that finds them dead: the baseline
    // is taken once two readings agree (a baseline too high would hide that much of the merge).
    let baseline = await liveBytes();
    for (let tries = 0; tries < 20; tries++) {
      const again = await liveBytes();
      const settled = Math.abs(again - baseline) < 16 * 1024;
      baseline = Math.min(baseline, again);
      if (settled) break;
    }
    let peak = 0;
    sample = async () => {
      peak = Math.max(peak, (await liveBytes()) - baseline);
    };
    const book = await merge();
    await sample();
    await client.close();
    const samples = chapters.length + 3;
    process.stdout.write(JSON.stringify({ peak, bytes: book.byteLength, samples }));
    return;
  }

  // Every module loaded first (the merge's too), so that the run measures the work, not the loading.
  await import('@doc-convert/core/merge');
  gc();
  const rss = rssGrowth();
  const started = performance.now();
  const book = await merge();
  await writeFile(target!, book.chunks);
  const ms = performance.now() - started;
  const growth = rss.stop();
  await client.close();
  process.stdout.write(
    JSON.stringify({
      mode,
      ms,
      renderMs,
      growth,
      bytes: book.byteLength,
      pages: book.pages,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
