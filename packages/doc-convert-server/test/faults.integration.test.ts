// Injected faults as a client sees them on the socket: raw HTTP/1.1 over node:net, so resets, truncated
// bodies and slow drips are observed byte for byte rather than through a client's interpretation.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** All bytes received, headers included. */
  raw: Buffer;
  /** Arrival time (ms after sending) and size of each chunk. */
  chunks: Array<{ at: number; size: number }>;
  /** Socket error code, e.g. ECONNRESET; undefined when the server closed cleanly. */
  error: string | undefined;
  elapsed: number;
}

/** Sends one request on a fresh connection and reads until the server closes it. */
function exchange(
  method: string,
  path: string,
  body?: unknown,
  key: string | null = SANDBOX_KEY,
): Promise<Exchange> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const head = [
    `${method} ${path} HTTP/1.1`,
    `Host: 127.0.0.1`,
    'Connection: close',
    ...(key ? [`X-API-Key: ${key}`] : []),
    ...(payload ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`] : []),
  ].join('\r\n');
  const url = new URL(server.origin);
  return new Promise((resolve) => {
    const started = Date.now();
    const received: Buffer[] = [];
    const chunks: Exchange['chunks'] = [];
    let error: string | undefined;
    const socket = connect(Number(url.port), url.hostname, () => socket.write(`${head}\r\n\r\n${payload}`));
    socket.on('data', (data: Buffer) => {
      received.push(data);
      chunks.push({ at: Date.now() - started, size: data.length });
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
    socket.on('close', () => {
      const raw = Buffer.concat(received);
      const split = raw.indexOf('\r\n\r\n');
      const lines = (split < 0 ? '' : raw.subarray(0, split).toString('latin1')).split('\r\n');
      const headers = Object.fromEntries(
        lines
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      resolve({
        status,
        headers,
        body: split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4),
        raw,
        chunks,
        error,
        elapsed: Date.now() - started,
      });
    });
  });
}

const PDF_REQUEST = { source: `<p>${'A fault-tolerant document. '.repeat(40)}</p>` };

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
});

beforeEach(() => server.faults.clear());

afterAll(async () => {
  await server.close();
});

describe('latency', () => {
  it('delays the matching route only', async () => {
    server.faults.add({ route: 'GET /account', kind: 'latency', ms: 250 });
    const applied = server.faults.applied.length;
    const other = await exchange('GET', '/v3/credits/usage');
    expect(other.status).toBe(200);
    expect(server.faults.applied.slice(applied)).toEqual([]);
    const slow = await exchange('GET', '/v3/account');
    expect(slow.status).toBe(200);
    expect(slow.elapsed).toBeGreaterThanOrEqual(245);
    const again = await exchange('GET', '/v3/account');
    expect(again.status).toBe(200);
    // The slow one alone met it (times defaults to 1), and it is spent.
    expect(server.faults.applied.slice(applied)).toEqual([
      { kind: 'latency', method: 'GET', path: '/account' },
    ]);
    expect(server.faults.queued).toEqual([]);
  });

  it('the scenario latency applies to every answer', async () => {
    const local = await startLocalServer({ renderer: 'text', latencyMs: 120 });
    try {
      const started = Date.now();
      const res = await fetch(`${local.url}/account`, { headers: { 'X-API-Key': SANDBOX_KEY } });
      await res.arrayBuffer();
      expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    } finally {
      await local.close();
    }
  });
});

describe('status', () => {
  it.each([
    [500, 'Internal server error.'],
    [502, 'Bad gateway.'],
    [503, 'Service temporarily unavailable.'],
  ] as const)('answers %i in the Error form, then recovers', async (status, error) => {
    server.faults.add({ kind: 'status', status });
    const failed = await exchange('GET', '/v3/account');
    expect(failed.status).toBe(status);
    expect(failed.headers['content-type']).toBe('application/json');
    expect(JSON.parse(failed.body.toString())).toEqual({ success: false, error, code: status });
    expect((await exchange('GET', '/v3/account')).status).toBe(200);
  });

  it('answers a burst of 429 with the rate-limit headers and a reset', async () => {
    const before = server.state.answered429;
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 429, times: 2, resetInMs: 2000 });
    for (let i = 0; i < 2; i++) {
      const sentAt = Date.now();
      const res = await exchange('POST', '/v3/convert/pdf', PDF_REQUEST);
      const answeredBy = Date.now();
      expect(res.status).toBe(429);
      expect(JSON.parse(res.body.toString())).toMatchObject({ success: false, code: 429 });
      expect(res.headers['x-ratelimit-limit']).toBe('250');
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
      const reset = Number(res.headers['x-ratelimit-reset']);
      // 2 s after the server answered, rounded up to whole seconds; it answered between sending and reading.
      expect(reset).toBeGreaterThanOrEqual(Math.ceil((sentAt + 2000) / 1000));
      expect(reset).toBeLessThanOrEqual(Math.ceil((answeredBy + 2000) / 1000));
    }
    expect((await exchange('POST', '/v3/convert/pdf', PDF_REQUEST)).status).toBe(200);
    expect(server.state.answered429).toBe(before + 2);
  });
});

describe('reset-before-headers', () => {
  it('resets the connection before any byte, without handling the request', async () => {
    const used = server.state.credits.used;
    server.faults.add({ route: 'POST /convert/pdf', kind: 'reset-before-headers' });
    const res = await exchange('POST', '/v3/convert/pdf', PDF_REQUEST);
    expect(res.raw.length).toBe(0);
    expect(res.error).toBe('ECONNRESET');
    expect(server.state.credits.used).toBe(used);
  });
});

describe('reset-mid-body', () => {
  it('sends the headers and part of the body, then resets', async () => {
    server.faults.add({ route: 'POST /convert/pdf', kind: 'reset-mid-body', afterBytes: 300 });
    const res = await exchange('POST', '/v3/convert/pdf', PDF_REQUEST);
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(300);
    expect(res.body.length).toBe(300);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.error).toBe('ECONNRESET');
  });

  it('makes fetch fail while reading the body', async () => {
    server.faults.add({ route: 'GET /templates', kind: 'reset-mid-body' });
    const res = await fetch(`${server.url}/templates`, { headers: { 'X-API-Key': SANDBOX_KEY } });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });
});

describe('truncate', () => {
  it('announces the full Content-Length, sends less, then ends the connection cleanly', async () => {
    server.faults.add({ route: /^POST \/convert\//, kind: 'truncate', afterBytes: 100 });
    const res = await exchange('POST', '/v3/convert/pdf', PDF_REQUEST);
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(100);
    expect(res.body.length).toBe(100);
    expect(res.error).toBeUndefined();
  });

  it('cuts a JSON answer in half by default', async () => {
    server.faults.add({ route: '/credits/usage', kind: 'truncate' });
    const res = await exchange('GET', '/v3/credits/usage');
    expect(res.body.length).toBe(Math.floor(Number(res.headers['content-length']) / 2));
    expect(() => JSON.parse(res.body.toString())).toThrow();
  });
});

describe('non-json-error', () => {
  it('answers a proxy HTML page', async () => {
    server.faults.add({ kind: 'non-json-error' });
    const res = await exchange('GET', '/v3/account');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.body.toString()).toContain('<title>502 Bad Gateway</title>');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('takes another status', async () => {
    server.faults.add({ kind: 'non-json-error', status: 504 });
    expect((await exchange('GET', '/v3/account')).status).toBe(504);
  });
});

describe('slow-drip', () => {
  it('sends the whole body in small pieces with pauses', async () => {
    server.faults.add({ route: 'POST /convert/pdf', kind: 'slow-drip', chunkBytes: 256, intervalMs: 25 });
    const res = await exchange('POST', '/v3/convert/pdf', PDF_REQUEST);
    const length = Number(res.headers['content-length']);
    expect(res.body.length).toBe(length);
    expect(res.body.subarray(-6).toString()).toBe('%%EOF\n');
    const pieces = Math.ceil(length / 256);
    expect(res.chunks.length).toBeGreaterThanOrEqual(pieces);
    expect(res.elapsed).toBeGreaterThanOrEqual((pieces - 1) * 25);
    expect(res.error).toBeUndefined();
  });
});

describe('FaultController', () => {
  it('applies faults in the order added, one non-latency fault per request', async () => {
    server.faults
      .add({ kind: 'status', status: 503 })
      .add({ kind: 'status', status: 500 })
      .add({ kind: 'latency', ms: 1 });
    expect((await exchange('GET', '/v3/account')).status).toBe(503);
    expect((await exchange('GET', '/v3/account')).status).toBe(500);
    expect((await exchange('GET', '/v3/account')).status).toBe(200);
    expect(server.faults.queued).toHaveLength(0);
  });

  it('keeps a fault with times: Infinity until clear()', async () => {
    server.faults.add({ route: 'GET /account', kind: 'status', status: 502, times: Infinity });
    for (let i = 0; i < 3; i++) expect((await exchange('GET', '/v3/account')).status).toBe(502);
    server.faults.clear();
    expect((await exchange('GET', '/v3/account')).status).toBe(200);
  });

  it('applies to unauthenticated requests and file downloads too', async () => {
    server.faults.add({ route: /^GET \/files\//, kind: 'status', status: 500 });
    const res = await exchange('GET', '/files/invoices/INV-00001.pdf', undefined, null);
    expect(res.status).toBe(500);
    expect(server.faults.applied.at(-1)).toEqual({
      kind: 'status',
      method: 'GET',
      path: '/files/invoices/INV-00001.pdf',
    });
  });
});

describe('close()', () => {
  it('destroys keep-alive and in-flight connections', async () => {
    const local = await startLocalServer({ renderer: 'text' });
    const url = new URL(local.origin);
    const socket = connect(Number(url.port), url.hostname);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(`GET /v3/account HTTP/1.1\r\nHost: x\r\nX-API-Key: ${SANDBOX_KEY}\r\n\r\n`);
    await new Promise((resolve) => socket.once('data', resolve)); // answered; the connection stays open
    local.faults.add({ kind: 'slow-drip', chunkBytes: 1, intervalMs: 1000 });
    const dripping = fetch(`${local.url}/account`, { headers: { 'X-API-Key': SANDBOX_KEY } }).then((r) =>
      r.text(),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await local.close();
    await closed;
    // Cut, not waited for: dripped whole, the answer would have come minutes later, and whole.
    await expect(dripping).rejects.toThrow();
  });
});
