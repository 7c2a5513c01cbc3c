// Child process of the overhead benchmark, run by plain `node` (Node strips the types) so that it measures the
// library as users get it: the built dist/index.mjs (what the doc-convert package ships), without tsx's
// loader in the process. Runs one way, `client` or `undici` (a process of its own, as a user's program would
// be: each way's garbage is collected during its own requests), and prints its latencies as JSON: number[] in ms.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { Agent } from 'undici';
import type * as Library from 'doc-convert';

const [baseUrl, apiKey, total, warmup, way] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const { DocConvert, VERSION } = (await import(
  pathToFileURL(join(import.meta.dirname, '..', 'dist', 'index.mjs')).href
)) as typeof Library;

const source = `<html><body><h1>Bench</h1><p>${'x'.repeat(1024 - 40)}</p></body></html>`; // about 1 KB
const client = new DocConvert({ apiKey, baseUrl, pool: { connections: 1 } });
const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 });
const url = new URL(`${baseUrl}/convert/pdf`);
// In the client's order: its defaults, then the operation's, then the key (which nothing may override).
const headers = {
  'User-Agent': `doc-convert/${VERSION}`,
  Accept: 'application/json, application/pdf, image/png, text/html, */*',
  'Content-Type': 'application/json',
  'X-API-Key': apiKey,
};

// Check that the baseline's headers are the client's, so the comparison stays fair when the client changes.
let sent: Record<string, string> = {};
const probe = new DocConvert({
  apiKey,
  baseUrl,
  maxRetries: 0,
  transport: {
    request: async (request) => {
      sent = request.headers;
      throw new Error('probe');
    },
  },
});
await probe.convert.pdf({ source, sandbox: true }).catch(() => undefined);
if (JSON.stringify(sent) !== JSON.stringify(headers)) {
  throw new Error(`the baseline's headers differ from the client's: ${Object.keys(sent).join(', ')}`);
}

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
    // The same request the client sends, header for header: the peer's work must not differ between the two.
    headers,
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

const run = way === 'client' ? viaClient : way === 'undici' ? viaUndici : undefined;
if (!run) throw new Error(`unknown way ${way}: client or undici`);
const discard: number[] = [];
for (let i = 0; i < Number(warmup); i++) await timed(run, discard);
const times: number[] = [];
for (let i = 0; i < Number(total); i++) await timed(run, times);
await client.close();
await agent.close();
process.stdout.write(JSON.stringify(times));
