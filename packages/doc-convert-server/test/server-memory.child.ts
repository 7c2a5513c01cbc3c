// Run by server-memory.integration.test.ts as `node --expose-gc --import tsx` (its own heap, nothing else in
// it): a local server with the default scenario, twenty sandbox conversions of a 30 MB source, `GET /logs`,
// then one ordinary conversion, with the heap measured after a full collection before the big conversions,
// after them, and after the ordinary one. Prints one JSON line (MemoryReport) on stdout.
import { request } from 'node:http';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

export interface MemoryReport {
  /** Bytes in use (heap and Buffers) after collections: after a first conversion, after the big ones, after one more. */
  heap: { before: number; afterBig: number; afterOrdinary: number };
  /** Statuses the big conversions were answered with. */
  statuses: number[];
  /** GET /logs?limit=100 after the big conversions. */
  logs: { status: number; bytes: number; total: number | undefined };
}

const BIG_SOURCE_BYTES = 30 * 1024 * 1024;
const BIG_CONVERSIONS = 20;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

/** The JavaScript heap in use and the memory outside it that its objects hold (Buffers), after collections. */
function heapUsed(): number {
  gc!();
  gc!();
  const { heapUsed: heap, external } = process.memoryUsage();
  return heap + external;
}

const headers = { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' };

/** A conversion on a connection of its own, closed after it: nothing of it stays on this side. */
function convert(server: LocalServer, source: string): Promise<number> {
  const body = JSON.stringify({ source, sandbox: true });
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/convert/pdf`,
      { method: 'POST', agent: false, headers: { ...headers, Connection: 'close' } },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

// The source is made per request, so only the server can keep it alive.
const bigSource = () => `<p>big</p><!--${'a'.repeat(BIG_SOURCE_BYTES)}-->`;

async function main(): Promise<MemoryReport> {
  const server = await startLocalServer({ renderer: 'text', rateLimit: false });
  try {
    await convert(server, '<p>first</p>');
    const before = heapUsed();
    const statuses: number[] = [];
    for (let i = 0; i < BIG_CONVERSIONS; i++) statuses.push(await convert(server, bigSource()));
    const afterBig = heapUsed();
    const logsRes = await fetch(`${server.url}/logs?limit=100`, { headers });
    const logsText = await logsRes.text();
    const total = logsRes.ok ? (JSON.parse(logsText) as { logs: { total: number } }).logs.total : undefined;
    await convert(server, '<p>ordinary</p>');
    const afterOrdinary = heapUsed();
    return {
      heap: { before, afterBig, afterOrdinary },
      statuses: [...new Set(statuses)],
      logs: { status: logsRes.status, bytes: logsText.length, total },
    };
  } finally {
    await server.close();
  }
}

main().then(
  (report) => process.stdout.write(`${JSON.stringify(report)}\n`),
  (error: unknown) => {
    process.stderr.write(`${(error as Error).stack}\n`);
    process.exitCode = 1;
  },
);
