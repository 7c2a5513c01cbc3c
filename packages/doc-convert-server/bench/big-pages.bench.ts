// 10. The local server's memory under big pages, as an API fuzzer found it: 1,500 Chromium conversions of a
// 1 MB page once took the server from 274 MB to 2.04 GB resident, about 1.2 MB kept per conversion (every
// conversion's page, options and source stayed reachable from the browser through listeners puppeteer's
// once() left behind), well past the 1,000 entries its log and recorded requests keep. The page is made per
// conversion (only the server can keep it), sent through the library four at a time to a server with the
// default scenario (its 1,000-entry history, four render slots; no rate limit, to go at full speed). The
// server's RSS plus its Chromium processes' PSS after the first 100 and at the end; target: end ≤ 1.2 × after
// the first 100. Every answer must be the PDF.
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY } from 'doc-convert-server';
import { memoryOf } from './render.bench';
import { check, serverProcess, type BenchResult } from '@doc-convert/testing/bench/report';

const CONVERSIONS = 1_500;
const FIRST = 100;
const LANES = 4;
const PAGE_BYTES = 1024 * 1024;
const TARGET = '<= 1.2';

/** A 1 MB page, different each time: a short visible text and a long comment. */
const bigPage = (i: number) => `<h1>Page ${i}</h1><!--${'x'.repeat(PAGE_BYTES)}-->`;

export default async function bigPages(): Promise<BenchResult> {
  const server = await serverProcess({ renderer: 'chromium', rateLimit: false });
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url, pool: { connections: LANES } });
  try {
    let errors = 0;
    const run = async (from: number, to: number) => {
      let next = from;
      await Promise.all(
        Array.from({ length: LANES }, async () => {
          for (let i = next++; i < to; i = next++) {
            const pdf = await client.convert
              .pdf({ source: bigPage(i), sandbox: true })
              .catch(() => undefined);
            if (pdf?.kind === 'file') await pdf.bytes();
            else errors += 1;
          }
        }),
      );
    };
    const started = performance.now();
    await run(0, FIRST);
    const first = await memoryOf(server.pid);
    await run(FIRST, CONVERSIONS);
    const seconds = (performance.now() - started) / 1000;
    const end = await memoryOf(server.pid);
    const [firstMb, endMb] = [first.server + first.chromiumPss, end.server + end.chromiumPss];
    const ratio = endMb / firstMb;
    return {
      name: 'big pages: 1,500 Chromium conversions of a 1 MB page',
      figure: `${CONVERSIONS} conversions of a 1 MB page, ${LANES} at a time, in ${seconds.toFixed(0)} s, ${errors} errors; server RSS + Chromium PSS ${firstMb.toFixed(0)} MB after the first ${FIRST} (server ${first.server.toFixed(0)} MB), ${endMb.toFixed(0)} MB at the end (server ${end.server.toFixed(0)} MB)`,
      ratio,
      target: `${TARGET} and 0 errors`,
      ok: check(ratio, TARGET) && errors === 0,
      details: {
        conversions: CONVERSIONS,
        pageBytes: PAGE_BYTES,
        lanes: LANES,
        seconds,
        errors,
        firstServerMb: first.server,
        firstChromiumPssMb: first.chromiumPss,
        endServerMb: end.server,
        endChromiumPssMb: end.chromiumPss,
      },
    };
  } finally {
    await client.close();
    await server.stop();
  }
}
