// 9. A soak of the local server with Chromium, as a load tester would run it: after a warm-up of 16 (every
// lane twice: each page's renderer has grown to its working size), N mixed
// conversions (the demo's invoice as PDF and dashboard as PNG, a small page as JPEG and WebP, and a page
// whose script never yields, cut at its 1 s timeout: a hostile page among the others) through the library,
// eight at a time on a server rendering eight at once. Reports the throughput, p50/p95 latency, the errors
// (every answer but the expected one counts: target 0), and the server's RSS plus its Chromium processes'
// PSS after the warm-up and at the end (target: end ≤ 1.2 × after the warm-up).
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY } from 'doc-convert-server';
import { example, memoryOf } from './render.bench';
import {
  check,
  ms,
  percentile,
  serverProcess,
  timed,
  type BenchResult,
} from '@doc-convert/testing/bench/report';

const CONVERSIONS = 40;
const LANES = 8;
const WARM_UP = 16;
const TARGET = '<= 1.2';

export default async function soak(): Promise<BenchResult> {
  const [invoice, dashboard] = [await example('invoice'), await example('dashboard')];
  const server = await serverProcess({
    renderer: 'chromium',
    rateLimit: false,
    history: 0,
    renderConcurrency: LANES,
  });
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url, pool: { connections: LANES } });
  /** One of the mix, by its number; resolves true when it answered as it should. */
  const MIX: Array<() => Promise<boolean>> = [
    async () => (await client.convert.pdf({ ...invoice.options, source: invoice.source })).kind === 'file',
    async () =>
      (await client.convert.png({ ...dashboard.options, source: dashboard.source })).kind === 'file',
    async () =>
      (await client.convert.jpeg({ source: '<h1>JPEG</h1><p>small page</p>', viewport: '800x600' })).kind ===
      'file',
    async () =>
      (await client.convert.webp({ source: '<h1>WebP</h1><p>small page</p>', viewport: '800x600' })).kind ===
      'file',
    async () =>
      client.convert
        .pdf({ source: '<script>while (true) {}</script>', timeout: 1 })
        .then(() => false)
        .catch((error: { status?: number }) => error.status === 408),
  ];
  try {
    const run = async (count: number, latencies: number[]) => {
      let next = 0;
      let errors = 0;
      await Promise.all(
        Array.from({ length: LANES }, async () => {
          for (let i = next++; i < count; i = next++) {
            let ok = false;
            latencies.push(await timed(async () => (ok = await MIX[i % MIX.length]().catch(() => false))));
            if (!ok) errors += 1;
          }
        }),
      );
      return errors;
    };
    const warmUpErrors = await run(WARM_UP, []);
    const warm = await memoryOf(server.pid);
    const latencies: number[] = [];
    let errors = 0;
    const seconds = (await timed(async () => (errors = await run(CONVERSIONS, latencies)))) / 1000;
    const end = await memoryOf(server.pid);
    const [warmMb, endMb] = [warm.server + warm.chromiumPss, end.server + end.chromiumPss];
    const ratio = endMb / warmMb;
    const [p50, p95] = [percentile(latencies, 50), percentile(latencies, 95)];
    return {
      name: 'soak: mixed Chromium conversions eight at a time',
      figure: `${CONVERSIONS} conversions (PDF, PNG, JPEG, WebP, a never-yielding page) in ${seconds.toFixed(1)} s: ${(
        CONVERSIONS / seconds
      ).toFixed(
        1,
      )}/s, p50 ${ms(p50)}, p95 ${ms(p95)}, ${errors} errors; server + Chromium ${warmMb.toFixed(0)} MB after warm-up, ${endMb.toFixed(0)} MB at the end (${end.processes} processes)`,
      ratio,
      target: `${TARGET} and 0 errors`,
      ok: check(ratio, TARGET) && errors === 0 && warmUpErrors === 0,
      details: {
        conversions: CONVERSIONS,
        lanes: LANES,
        seconds,
        perSecond: CONVERSIONS / seconds,
        p50Ms: p50,
        p95Ms: p95,
        errors,
        warmUpErrors,
        warmServerMb: warm.server,
        warmChromiumPssMb: warm.chromiumPss,
        endServerMb: end.server,
        endChromiumPssMb: end.chromiumPss,
      },
    };
  } finally {
    await client.close();
    await server.stop();
  }
}
