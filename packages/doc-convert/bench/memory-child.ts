// Child process of the memory benchmark: downloads one large PDF to disk in one of three ways and reports its
// own RSS growth over the transfer: `stream` (the client's toFile), `buffer` (the client's bytes(), then
// writeFile) and `undici` (a bare undici.request piped to a file: the floor any streaming client sits on).
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { request } from 'undici';
import { DocConvert } from 'doc-convert';

async function download(mode: string, client: DocConvert, baseUrl: string, apiKey: string, target: string) {
  const options = { source: '<h1>Large</h1>', sandbox: true };
  if (mode === 'undici') {
    const response = await request(`${baseUrl}/convert/pdf`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(options),
    });
    await pipeline(response.body, createWriteStream(target));
    return Number(response.headers['content-length']);
  }
  const result = await client.convert.pdf(options);
  if (result.kind !== 'file') throw new Error('expected a file');
  if (mode === 'stream') return result.toFile(target);
  const bytes = await result.bytes();
  await writeFile(target, bytes);
  return bytes.byteLength;
}

async function main(): Promise<void> {
  const [mode, baseUrl, apiKey, target] = process.argv.slice(2) as [string, string, string, string];
  const client = new DocConvert({ apiKey, baseUrl });
  // Warm up: load every module and open the connection with a small conversion, then settle the heap.
  const warm = await client.convert.pdf({ source: '<p>warm</p>', sandbox: true, filename: 'warm-up-file' });
  if (warm.kind !== 'stored') throw new Error('warm-up expected a stored result');
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  // The process's lifetime peak so far (start-up and warm-up): it counts below only if the download raises it.
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const bytes = await download(mode, client, baseUrl, apiKey, target);
  clearInterval(sampler);
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  peak = Math.max(peak, process.memoryUsage().rss, peakAfter > peakBefore ? peakAfter : 0);
  await client.close();
  process.stdout.write(JSON.stringify({ mode, bytes, growth: peak - baseline }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
