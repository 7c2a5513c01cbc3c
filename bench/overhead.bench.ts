// 1. Overhead per request: 2,000 small PDF conversions (1 KB bodies) over loopback through the client, against
// a bare undici.request loop making the same calls with the same connection limit. Both run sequentially,
// alternating request by request; the server is a separate process. Target: median and p99 ratio <= 1.10.
import { Agent } from 'undici';
import { DocConvert } from '../src/index';
import { SANDBOX_KEY } from '../test/server/index';
import { check, median, ms, percentile, serverProcess, type BenchResult } from './report';

const TOTAL = 2_000;
const WARMUP = 200;

export async function overhead(): Promise<BenchResult> {
  // The server runs in its own process, as a real peer would: it does not share this event loop.
  const server = await serverProcess({ rateLimit: false });
  const source = `<html><body><h1>Bench</h1><p>${'x'.repeat(1024 - 40)}</p></body></html>`; // about 1 KB
  const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url, pool: { connections: 1 } });
  const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 });
  const url = new URL(`${server.url}/convert/pdf`);

  const viaClient = async () => {
    const result = await client.convert.pdf({ source, sandbox: true });
    if (result.kind !== 'file') throw new Error('expected a file');
    await result.bytes();
  };
  const viaUndici = async () => {
    const response = await agent.request({
      origin: url.origin,
      path: url.pathname,
      method: 'POST',
      headers: { 'x-api-key': SANDBOX_KEY, 'content-type': 'application/json' },
      // Serialised per call, as any caller building the request from its data does.
      body: JSON.stringify({ source, sandbox: true }),
    });
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
    await response.body.arrayBuffer();
  };
  const timed = async (fn: () => Promise<void>, into: number[]) => {
    const start = performance.now();
    await fn();
    into.push(performance.now() - start);
  };

  try {
    const discard: number[] = [];
    for (let i = 0; i < WARMUP; i++) {
      await timed(viaClient, discard);
      await timed(viaUndici, discard);
    }
    const clientTimes: number[] = [];
    const undiciTimes: number[] = [];
    // Alternate one by one, swapping who goes first each time, so drift and GC hit both alike.
    for (let i = 0; i < TOTAL; i++) {
      if (i % 2 === 0) {
        await timed(viaUndici, undiciTimes);
        await timed(viaClient, clientTimes);
      } else {
        await timed(viaClient, clientTimes);
        await timed(viaUndici, undiciTimes);
      }
    }
    const medianRatio = median(clientTimes) / median(undiciTimes);
    const p99Ratio = percentile(clientTimes, 99) / percentile(undiciTimes, 99);
    const ratio = Math.max(medianRatio, p99Ratio);
    return {
      name: 'overhead per request',
      figure: `client median ${ms(median(clientTimes))} p99 ${ms(percentile(clientTimes, 99))} vs undici median ${ms(
        median(undiciTimes),
      )} p99 ${ms(percentile(undiciTimes, 99))} (median ratio ${medianRatio.toFixed(3)}, p99 ratio ${p99Ratio.toFixed(3)})`,
      ratio,
      target: '<= 1.10',
      ok: check(ratio, '<= 1.10'),
      details: {
        requests: TOTAL,
        clientMedianMs: median(clientTimes),
        clientP99Ms: percentile(clientTimes, 99),
        undiciMedianMs: median(undiciTimes),
        undiciP99Ms: percentile(undiciTimes, 99),
        medianRatio,
        p99Ratio,
      },
    };
  } finally {
    await client.close();
    await agent.close();
    await server.stop();
  }
}
