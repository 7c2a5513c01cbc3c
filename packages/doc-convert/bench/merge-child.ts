// Child process of the merge benchmark: one merge of the book's chapters (PDFs on disk, each read when the
// merge reaches it) with mergePdfs(), written chunk by chunk, reporting its own time and RSS growth.
// `plain`: the chapters merged alone; `book`: with a cover and a contents page (rendered through the local
// server, whose time is reported apart), page labels, page numbers and running heads.
import { readFile, writeFile } from 'node:fs/promises';
import { DocConvert, mergePdfs, type MergePdfsOptions } from 'doc-convert';

async function main(): Promise<void> {
  const [mode, baseUrl, apiKey, target, ...chapters] = process.argv.slice(2) as string[];
  const client = new DocConvert({ apiKey: apiKey!, baseUrl: baseUrl! });
  let renderMs = 0;
  const options: MergePdfsOptions =
    mode === 'book'
      ? {
          title: 'The Book',
          author: 'The Bench',
          cover: true,
          contents: { depth: 2 },
          pageNumbers: '{page} / {total}',
          runningHead: '{book} | {chapter}',
          render: async (html) => {
            const started = performance.now();
            const pdf = await client.convert.pdf({ source: html, sandbox: true });
            if (pdf.kind !== 'file') throw new Error('expected a file');
            const bytes = await pdf.bytes();
            renderMs += performance.now() - started;
            return bytes;
          },
        }
      : { title: 'The Book' };
  // Every module loaded first (the merge's too), so that the run measures the work, not the loading.
  await import('@doc-convert/core/merge');
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const book = await mergePdfs(
    chapters.map((file) => ({ pdf: () => readFile(file), name: file.split('/').pop()! })),
    options,
  );
  await writeFile(target!, book.chunks);
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await client.close();
  process.stdout.write(
    JSON.stringify({
      mode,
      ms,
      renderMs,
      growth: peak - baseline,
      bytes: book.byteLength,
      pages: book.pages,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
