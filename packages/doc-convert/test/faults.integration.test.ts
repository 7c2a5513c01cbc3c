// Every fault the local server can inject, met by the client over real sockets: it recovers by retrying where
// that is safe, and otherwise fails with the right error class, leaving no partial file and no open handle.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConnectionError,
  DocConvert,
  InternalServerError,
  RateLimitError,
  TimeoutError,
  type Transport,
} from '../src/index';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { UndiciTransport } from '../src/internal/undici';

let server: LocalServer;
let dir: string;
const sleeps: number[] = [];

function client(options: { maxRetries?: number; timeoutMs?: number } = {}): DocConvert {
  return new DocConvert({
    apiKey: SANDBOX_KEY,
    baseUrl: server.url,
    // Real waits, but short: record them and sleep 1/100th of the asked time.
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise((resolve) => setTimeout(resolve, Math.min(ms / 100, 50)));
    },
    ...options,
  });
}

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
  dir = await mkdtemp(join(tmpdir(), 'doc-convert-faults-'));
});
afterEach(() => {
  server.faults.clear();
  sleeps.length = 0;
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function pdfTo(c: DocConvert, name: string): Promise<number> {
  const result = await c.convert.pdf({ source: '<h1>fault test</h1><p>body</p>', sandbox: true });
  if (result.kind !== 'file') throw new Error('expected a file');
  return result.toFile(join(dir, name));
}

describe('recovered by retrying', () => {
  it('a 429 burst on GET waits for the reset (Unix seconds) and succeeds', async () => {
    // Real waits here: the shared limiter also holds requests until the reset, by the real clock.
    const c = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
    const before = server.state.answered429;
    server.faults.add({ route: 'GET /credits/usage', kind: 'status', status: 429, times: 2, resetInMs: 300 });
    await expect(c.credits.usage()).resolves.toMatchObject({ total: expect.any(Number) });
    expect(server.state.answered429 - before).toBe(2);
    await c.close();
  });

  it('a 429 on a conversion is retried', async () => {
    const c = client();
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 429 });
    await expect(pdfTo(c, 'after-429.pdf')).resolves.toBeGreaterThan(100);
    await c.close();
  });

  it.each([502, 503])('a %i on a conversion is retried', async (status) => {
    const c = client();
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status });
    await expect(pdfTo(c, `after-${status}.pdf`)).resolves.toBeGreaterThan(100);
    expect(sleeps).toHaveLength(1);
    await c.close();
  });

  it('a 500 on a GET is retried', async () => {
    const c = client();
    server.faults.add({ route: 'GET /account', kind: 'status', status: 500 });
    await expect(c.account.get()).resolves.toMatchObject({ plan: expect.any(Object) });
    await c.close();
  });

  it('a connection reset before the headers of a GET is retried', async () => {
    const c = client();
    server.faults.add({ route: 'GET /account', kind: 'reset-before-headers' });
    await expect(c.account.get()).resolves.toMatchObject({ email: expect.any(String) });
    await c.close();
  });

  it('a reset in the middle of a JSON body of a GET is retried', async () => {
    const c = client();
    server.faults.add({ route: 'GET /invoices', kind: 'reset-mid-body' });
    await expect(c.invoices.list()).resolves.toMatchObject({ page: 0 });
    await c.close();
  });

  it('a truncated JSON body of a GET is retried', async () => {
    const c = client();
    server.faults.add({ route: 'GET /templates', kind: 'truncate' });
    await expect(c.templates.list()).resolves.toMatchObject({ page: 0 });
    await c.close();
  });

  it('a non-JSON 502 page on a GET is retried', async () => {
    const c = client();
    server.faults.add({ route: 'GET /account', kind: 'non-json-error', status: 502 });
    await expect(c.account.get()).resolves.toMatchObject({ email: expect.any(String) });
    await c.close();
  });

  it('a slow drip still arrives whole', async () => {
    const c = client();
    server.faults.add({ route: 'POST /convert/pdf', kind: 'slow-drip', chunkBytes: 512, intervalMs: 2 });
    const size = await pdfTo(c, 'dripped.pdf');
    expect(size).toBeGreaterThan(100);
    await c.close();
  });

  it('added latency is only waited out', async () => {
    const c = client();
    server.faults.add({ route: 'GET /credits/usage', kind: 'latency', ms: 150 });
    const started = Date.now();
    await c.credits.usage();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(sleeps).toEqual([]);
    await c.close();
  });
});

describe('failed with the right error, nothing left behind', () => {
  it('a 500 on a conversion is not retried: InternalServerError', async () => {
    const c = client();
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 500 });
    await expect(pdfTo(c, 'never-500.pdf')).rejects.toBeInstanceOf(InternalServerError);
    expect(sleeps).toEqual([]);
    await c.close();
  });

  it('a 429 that outlasts the retries: RateLimitError', async () => {
    const c = client({ maxRetries: 1 });
    server.faults.add({ route: 'GET /account', kind: 'status', status: 429, times: 2 });
    await expect(c.account.get()).rejects.toBeInstanceOf(RateLimitError);
    await c.close();
  });

  it('a non-JSON 502 page that persists becomes a readable InternalServerError', async () => {
    const c = client({ maxRetries: 0 });
    server.faults.add({ route: 'GET /account', kind: 'non-json-error', status: 502 });
    const error = await c.account.get().catch((e) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.message).toMatch(/^502 Bad Gateway: /);
    expect(error.message).not.toMatch(/<[a-z]/i);
    await c.close();
  });

  it('a conversion reset before the headers: ConnectionError, not retried (it may be billed)', async () => {
    const c = client();
    server.faults.add({ route: 'POST /convert/pdf', kind: 'reset-before-headers' });
    await expect(pdfTo(c, 'never-reset.pdf')).rejects.toBeInstanceOf(ConnectionError);
    expect(sleeps).toEqual([]);
    await c.close();
  });

  it.each(['reset-mid-body', 'truncate'] as const)(
    'a file download cut by %s: ConnectionError and no file at the target path',
    async (kind) => {
      const c = client();
      server.faults.add({ route: 'POST /convert/pdf', kind });
      const name = `cut-${kind}.pdf`;
      await expect(pdfTo(c, name)).rejects.toBeInstanceOf(ConnectionError);
      const left = await readdir(dir);
      expect(left).not.toContain(name);
      expect(left.filter((f) => f.includes(name))).toEqual([]);
      await c.close();
    },
  );

  it('bytes() of a truncated file fails instead of returning a short file', async () => {
    const c = client();
    server.faults.add({ route: 'POST /convert/pdf', kind: 'truncate' });
    const result = await c.convert.pdf({ source: '<p>x</p>', sandbox: true });
    if (result.kind !== 'file') throw new Error('expected a file');
    await expect(result.bytes()).rejects.toBeInstanceOf(ConnectionError);
    await c.close();
  });

  it('an answer slower than timeoutMs: TimeoutError at timeoutMs, retries included (none fits in it)', async () => {
    const c = client({ timeoutMs: 150, maxRetries: 1 });
    // The answer would come after 10 s: a TimeoutError is the cut's, however busy the machine.
    server.faults.add({ route: 'GET /account', kind: 'latency', ms: 10_000, times: 2 });
    const started = Date.now();
    const error = await c.account.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('No answer from the service within 150 ms.');
    expect(sleeps).toHaveLength(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await c.close();
  });

  it('a retry gets only what is left of timeoutMs', async () => {
    const waits: number[] = [];
    // The limit each attempt is given, as the transport is asked.
    const undici = new UndiciTransport();
    const limits: number[] = [];
    const transport: Transport = {
      request: (request) => (limits.push(request.timeoutMs), undici.request(request)),
      close: () => undici.close(),
    };
    const c = new DocConvert({
      apiKey: SANDBOX_KEY,
      baseUrl: server.url,
      transport,
      timeoutMs: 4000,
      maxRetries: 1,
      retry: { baseDelayMs: 100 },
      // The wait takes no time; the retry it leads to meets a long latency.
      sleep: async (ms) => {
        waits.push(ms);
        server.faults.add({ route: 'GET /account', kind: 'latency', ms: 10_000 });
      },
    });
    server.faults.add({ route: 'GET /account', kind: 'latency', ms: 1000 });
    server.faults.add({ route: 'GET /account', kind: 'status', status: 503 });
    const started = Date.now();
    const error = await c.account.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(waits).toHaveLength(1);
    // 1 s (at least) for the first attempt, and the retry only what is left: 3 s at most, not another 4 s.
    expect(limits).toHaveLength(2);
    expect(limits[0]).toBe(4000);
    expect(limits[1]).toBeLessThanOrEqual(3000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3900);
    await c.close();
  });

  it('a connection refused: ConnectionError', async () => {
    const closed = await startLocalServer({ renderer: 'text' });
    const url = closed.url;
    await closed.close();
    const c = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: url, maxRetries: 0 });
    await expect(c.account.get()).rejects.toMatchObject({ name: 'ConnectionError', code: 'ECONNREFUSED' });
    await c.close();
  });
});
