// The client against a hostile peer over real loopback sockets: a plain HTTP server started here answers
// conversions with a redirect to a second server, an HTML page, or a file body that never ends. Nothing of
// it is taken for a document or written, the key never reaches the second server, and no call outlives
// its `timeoutMs` or the client's close().
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AbortError, DocConvert, ResponseDecodeError, TimeoutError } from '../src/index';
import { saveAs } from '@doc-convert/testing/save-as';

const KEY = 'dc_hostile_SECRET_0b7e4a91c3d5';

let peer: Server;
let elsewhere: Server;
let peerBase: string;
let elsewhereBase: string;
/** Every request the second server received, with its headers. */
const reachedElsewhere: Array<{ url?: string; headers: IncomingMessage['headers'] }> = [];
const open: ServerResponse[] = [];
let dir: string;

function route(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  const behaviour = (req.url ?? '').split('/')[1];
  switch (behaviour) {
    case 'redirect':
      res.writeHead(307, { Location: `${elsewhereBase}/v3/convert/pdf` }).end();
      return;
    case 'html':
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Portal</body></html>');
      return;
    case 'endless': {
      // Headers of a PDF, then a byte every 200 ms for ever: never idle long enough for an idle timer.
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.write('%PDF-1.7\n');
      const drip = setInterval(() => res.write(' '), 200);
      res.on('close', () => clearInterval(drip));
      open.push(res);
      return;
    }
    case 'spent':
      // A good answer that spends the rate-limit window for a minute.
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'X-RateLimit-Limit': '1',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 60),
      });
      res.end('{"success":true,"credits":{"base":250,"total":250,"used":1,"remaining":249}}');
      return;
    case 'hold':
      open.push(res); // no answer at all
      return;
    case 'unavailable':
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end('{"success":false,"error":"Service temporarily unavailable.","code":503}');
      return;
    default:
      res.writeHead(404).end();
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  peer = createServer(route);
  elsewhere = createServer((req, res) => {
    reachedElsewhere.push({ url: req.url, headers: req.headers });
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-stolen');
  });
  peerBase = await listen(peer);
  elsewhereBase = await listen(elsewhere);
});
afterAll(async () => {
  for (const res of open) res.destroy();
  for (const server of [peer, elsewhere]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doc-convert-hostile-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const clientFor = (behaviour: string, options: { timeoutMs?: number; maxRetries?: number } = {}) =>
  new DocConvert({ apiKey: KEY, baseUrl: `${peerBase}/${behaviour}/v3`, maxRetries: 0, ...options });

describe('answers that are not the document', () => {
  it('a redirect to another server is not followed: the key never reaches it, no file', async () => {
    const client = clientFor('redirect');
    try {
      const { error, files } = await saveAs(client.convert.pdf({ source: '<p>x</p>' }), dir);
      expect(error).toBeInstanceOf(ResponseDecodeError);
      expect((error as Error).message).toContain(
        `answered 307, a redirect to ${elsewhereBase}: not followed`,
      );
      expect(files).toEqual([]);
      expect(reachedElsewhere).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('an HTML page answered 200 is not written as the PDF', async () => {
    const client = clientFor('html');
    try {
      const { error, files } = await saveAs(client.convert.pdf({ source: '<p>x</p>' }), dir);
      expect(error).toBeInstanceOf(ResponseDecodeError);
      expect((error as Error).message).toMatch(
        /^The conversion to pdf answered 200 with text\/html, not application\/pdf/,
      );
      expect(files).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

describe('a body that never ends', () => {
  it('fails toFile() with TimeoutError within timeoutMs, and leaves no file', async () => {
    const client = clientFor('endless', { timeoutMs: 1500 });
    try {
      const started = performance.now();
      // The body never ends and is never idle: only a limit on the whole call can end it.
      const { error, files } = await saveAs(client.convert.pdf({ source: '<p>x</p>' }), dir);
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toBe(
        'The answer did not arrive in full within 1500 ms (timeoutMs bounds the whole call, body included).',
      );
      expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
      expect(files).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('fails bytes() with TimeoutError too', async () => {
    const client = clientFor('endless', { timeoutMs: 800 });
    try {
      const result = await client.convert.pdf({ source: '<p>x</p>' });
      if (result.kind !== 'file') throw new Error('expected a file');
      await expect(result.bytes()).rejects.toBeInstanceOf(TimeoutError);
    } finally {
      await client.close();
    }
  });
});

describe('a rate-limit window that reopens after timeoutMs', () => {
  it('is not waited for past timeoutMs: TimeoutError', async () => {
    const client = clientFor('spent', { timeoutMs: 1000 });
    try {
      await client.credits.usage();
      // The window reopens in a minute; a call that waited for it would end then, with the answer.
      const error = await client.credits.usage().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toBe(
        'The call did not finish within timeoutMs (1000 ms): the rate-limit window had not reopened.',
      );
    } finally {
      await client.close();
    }
  });
});

describe('client.close()', () => {
  /**
   * Runs `work`, closes the client once `underWay()` says it is (the peer holds its request, or it waits to
   * retry), and says how it ended. The peer never ends what it holds (until every test is over): a call that
   * ends, and a close() that returns, were ended by close().
   */
  async function closeDuring(client: DocConvert, work: Promise<unknown>, underWay: () => boolean) {
    const outcome = work.then(
      () => 'resolved',
      (e: unknown) => e,
    );
    while (!underWay()) await new Promise((resolve) => setTimeout(resolve, 10));
    await client.close();
    return { error: await outcome };
  }

  it('ends a toFile() in flight: AbortError, no file, and close() returns at once', async () => {
    const client = clientFor('endless');
    // Closed once the call has its answer's head and toFile() reads the body: the peer holding the request is
    // not enough, since the head may not have reached the client yet (then the call, not the body, is ended).
    let answered = false;
    const call = client.convert.pdf({ source: '<p>x</p>' }).then((result) => {
      answered = true;
      return result;
    });
    const { error } = await closeDuring(
      client,
      saveAs(call, dir).then(({ error: e, files }) => {
        expect(files).toEqual([]);
        throw e;
      }),
      () => answered,
    );
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).message).toBe('The client was closed while this request was in flight.');
  });

  it('ends a call still waiting for its answer', async () => {
    const client = clientFor('hold');
    const held = open.length;
    const { error } = await closeDuring(
      client,
      client.convert.pdf({ source: '<p>x</p>' }),
      () => open.length > held,
    );
    expect(error).toBeInstanceOf(AbortError);
  });

  it('ends a call waiting to retry', async () => {
    const waits: number[] = [];
    const client = new DocConvert({
      apiKey: KEY,
      baseUrl: `${peerBase}/unavailable/v3`,
      // A wait that only its signal ends: the call ends only if close() ends the wait.
      sleep: (ms, signal) =>
        new Promise((_, reject) => {
          waits.push(ms);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    });
    const { error } = await closeDuring(client, client.credits.usage(), () => waits.length > 0);
    expect(waits).toHaveLength(1);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).message).toBe('The client was closed while this call was in flight.');
  });
});
