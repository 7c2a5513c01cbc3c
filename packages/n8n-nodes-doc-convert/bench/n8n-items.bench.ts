// 7. The n8n node over many items: 100 items converted by the node (through a mocked n8n execution context
// whose request helper makes real HTTP requests) against the local server answering after 100 ms, with the
// node's Concurrency option at 8 against 1 in the same run. Target: a speed-up of at least 6.
import { createContext, runNode } from '../test/helpers/context';
import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
import { speedup, type BenchResult } from '@doc-convert/testing/bench/report';

const ITEMS = 100;
const LATENCY_MS = 100;

export default async function n8nItems(): Promise<BenchResult> {
  const server = await startLocalServer({ renderer: 'text', latencyMs: LATENCY_MS, rateLimit: false });
  try {
    const items = Array.from({ length: ITEMS }, (_, n) => ({ json: { n } }));
    const runWith = async (concurrency: number): Promise<number> => {
      const test = createContext({
        parameters: (itemIndex) => ({
          resource: 'conversion',
          operation: 'convertToPdf',
          source: 'html',
          html: `<h1>Item ${itemIndex}</h1>`,
          output: 'file',
          outputBinaryField: 'data',
          fileName: `item-${itemIndex}.pdf`,
          sandbox: true,
          options: { batching: { concurrency } },
        }),
        items,
        credentials: { apiKey: SANDBOX_KEY, baseUrl: server.url },
      });
      const started = performance.now();
      const output = await runNode(test);
      if (output.length !== ITEMS) throw new Error(`expected ${ITEMS} items, got ${output.length}`);
      return (performance.now() - started) / 1000;
    };
    return await speedup('n8n node over many items', `${ITEMS} items at ${LATENCY_MS} ms`, runWith);
  } finally {
    await server.close();
  }
}
