// The undici transport over real sockets, against a plain HTTP server started here: connection reuse after a
// cancelled body, backpressure on a slow reader, the caller's signal and the precise timeout at each stage, and
// a socket that dies mid-body.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { AbortError, ConnectionError, TimeoutError } from '@doc-convert/core';
import { UndiciTransport } from '../src/internal/undici';

const KB = 1024;
const MB = 1024 * KB;

let server: Server;
let base: string;
let connections = 0;
/** Bytes the /big route has handed to its socket so far. */
let bigWritten = 0;
const held: ServerResponse[] = [];

function big(res: ServerResponse, total: number): void {
  res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(total) });
  const piece = Buffer.alloc(64 * KB, 7);
  const pump = () => {
    while (bigWritten < total) {
      bigWritten += piece.length;
      if (!res.write(piece)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

function route(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', base);
  const size = Number(url.searchParams.get('size') ?? 0);
  switch (url.pathname) {
    case '/small':
      res.writeHead(200, { 'content-length': String(size) });
      res.end(Buffer.alloc(size, 1));
      return;
    case '/big':
      bigWritten = 0;
      big(res, size);
      return;
    case '/hold':
      held.push(res); // answers nothing until the test ends
      return;
    case '/half-then-hold':
      res.writeHead(200, { 'content-length': String(2 * size) });
      res.write(Buffer.alloc(size, 1));
      held.push(res);
      return;
    case '/half-then-die':
      res.writeHead(200, { 'content-length': String(2 * size) });
      res.write(Buffer.alloc(size, 1), () => setTimeout(() => res.socket?.destroy(), 20));
      return;
    default:
      res.writeHead(404).end();
  }
}

beforeAll(async () => {
  server = createServer(route);
  server.on('connection', (socket: Socket) => {
    connections++;
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (
  transport: UndiciTransport,
  path: string,
  extra: { signal?: AbortSignal; timeoutMs?: number } = {},
) => transport.request({ method: 'GET', url: `${base}${path}`, headers: {}, timeoutMs: 960_000, ...extra });

describe('UndiciTransport', () => {
  it('reuses the connection after a body cancelled with little left, and not after one with much left', async () => {
    const transport = new UndiciTransport({ connections: 1 });
    try {
      const before = connections;
      const first = await get(transport, '/small?size=20000');
      await first.body.cancel();
      const second = await get(transport, '/small?size=10');
      expect((await second.body.bytes()).byteLength).toBe(10);
      expect(connections - before).toBe(1);

      const large = await get(transport, '/big?size=' + 16 * MB);
      await large.body.cancel();
      const third = await get(transport, '/small?size=10');
      expect((await third.body.bytes()).byteLength).toBe(10);
      expect(connections - before).toBe(2);
    } finally {
      await transport.close();
    }
  });

  it('a slow reader holds the sender back instead of buffering the file', async () => {
    const transport = new UndiciTransport({ connections: 1 });
    try {
      const total = 64 * MB;
      const response = await get(transport, `/big?size=${total}`);
      const iterator = response.body[Symbol.asyncIterator]();
      await iterator.next();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Unread, at most our 64 KB plus what the kernel's socket buffers hold have left the server.
      expect(bigWritten).toBeLessThan(16 * MB);
      let received = 0;
      for (let step = await iterator.next(); !step.done; step = await iterator.next()) {
        received += step.value.byteLength;
      }
      expect(bigWritten).toBe(total);
      expect(received).toBeGreaterThan(total - MB);
    } finally {
      await transport.close();
    }
  });

  it('the caller’s signal stops a request waiting for its answer, with AbortError', async () => {
    const transport = new UndiciTransport();
    try {
      const controller = new AbortController();
      const pending = get(transport, '/hold', { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      // /hold never answers: only the abort can end it.
      await expect(pending).rejects.toBeInstanceOf(AbortError);
    } finally {
      await transport.close();
    }
  });

  it('the caller’s signal stops a body half-way, with AbortError from the reader', async () => {
    const transport = new UndiciTransport();
    try {
      const controller = new AbortController();
      const response = await get(transport, `/half-then-hold?size=${KB}`, { signal: controller.signal });
      const reading = response.body.bytes();
      setTimeout(() => controller.abort(), 50);
      await expect(reading).rejects.toBeInstanceOf(AbortError);
    } finally {
      await transport.close();
    }
  });

  it('a request still queued for a connection is failed at once when aborted', async () => {
    const transport = new UndiciTransport({ connections: 1 });
    try {
      let occupied = true;
      const occupying = get(transport, '/hold');
      occupying.catch(() => undefined).finally(() => (occupied = false));
      const controller = new AbortController();
      const queued = get(transport, '/small?size=1', { signal: controller.signal });
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.abort();
      await expect(queued).rejects.toBeInstanceOf(AbortError);
      // At once: while the only connection is still held (until the test lets it go below), not at its turn.
      expect(occupied).toBe(true);
    } finally {
      // The pool closes once the held request ends; the aborted one is dropped when its turn comes.
      for (const res of held.splice(0)) res.destroy();
      await transport.close();
    }
  });

  it('a short timeoutMs is kept by the transport’s own timer (not undici’s, 1 s later), with TimeoutError', async () => {
    const transport = new UndiciTransport();
    try {
      const started = performance.now();
      const error = await get(transport, '/hold', { timeoutMs: 150 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
      // undici's backstop (headersTimeout, timeoutMs + 1 s) would come as the TimeoutError's cause.
      expect((error as Error).cause).toBeUndefined();
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await transport.close();
    }
  });

  it('a socket that dies mid-body fails the reader with ConnectionError', async () => {
    const transport = new UndiciTransport();
    try {
      const response = await get(transport, `/half-then-die?size=${KB}`);
      const error = await response.body.bytes().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConnectionError);
      expect((error as ConnectionError).notDelivered).toBe(false);
    } finally {
      await transport.close();
    }
  });

  it('a refused connection fails with ConnectionError marked as never delivered', async () => {
    const transport = new UndiciTransport();
    try {
      const error = await transport
        .request({
          method: 'POST',
          url: 'http://127.0.0.1:1/convert/pdf',
          headers: {},
          body: '{}',
          timeoutMs: 5000,
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConnectionError);
      expect((error as ConnectionError).notDelivered).toBe(true);
    } finally {
      await transport.close();
    }
  });
});
