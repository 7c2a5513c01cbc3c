// 2. Throughput under a rate limit: 300 conversions with 16 at a time, the server answering after 50 ms and
// allowing 60 requests a second. The ideal time is max(n × latency / concurrency, n / rate); the client's shared
// limiter should come within 15 % of it and earn at most 5 answers of 429.
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
import { check, type BenchResult } from '@doc-convert/testing/bench/report';

const N = 300;
const CONCURRENCY = 16;
const LATENCY_MS = 50;
const RATE = 60;

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export default async function rateLimited(): Promise<BenchResult> {
  const server = await startLocalServer({
    renderer: 'text',
    latencyMs: LATENCY_MS,
    rateLimit: { limit: RATE, windowMs: 1000 },
  });
  const client = new DocConvert({
    apiKey: SANDBOX_KEY,
    baseUrl: server.url,
    pool: { connections: CONCURRENCY },
  });
  try {
    // Start on a fresh window, as a batch job would: wait for the next whole second.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
    const started = performance.now();
    await pool(
      Array.from({ length: N }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const result = await client.convert.pdf({ source: `<p>document ${i}</p>`, sandbox: true });
        if (result.kind === 'file') await result.bytes();
      },
    );
    const elapsed = (performance.now() - started) / 1000;
    const ideal = Math.max((N * LATENCY_MS) / 1000 / CONCURRENCY, N / RATE);
    const ratio = elapsed / ideal;
    const refused = server.state.answered429;
    return {
      name: 'throughput under a rate limit',
      figure: `${N} conversions in ${elapsed.toFixed(2)} s vs ideal ${ideal.toFixed(2)} s, ${refused} answers of 429 (max 5)`,
      ratio,
      target: '<= 1.15',
      ok: check(ratio, '<= 1.15') && refused <= 5,
      details: { conversions: N, elapsedSeconds: elapsed, idealSeconds: ideal, answered429: refused },
    };
  } finally {
    await client.close();
    await server.close();
  }
}
