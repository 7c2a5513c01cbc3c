// The client against a hostile peer over real loopback sockets: a plain HTTP server started here answers
// conversions with a redirect to a second server, an HTML page, or a file body that never ends. Nothing of
// it is taken for a document or written, the key never reaches the second server, and no call outlives
// its `timeoutMs` or the client's close().
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocConvert, ResponseDecodeError, type Conversion } from '../../src/index';

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
    case 'endless':
      // Headers of a PDF, a first chunk, then nothing: the socket stays open.
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.write('%PDF-1.7\n');
      open.push(res);
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

const clientFor = (behaviour: string, options: { timeoutMs?: number } = {}) =>
  new DocConvert({ apiKey: KEY, baseUrl: `${peerBase}/${behaviour}/v3`, maxRetries: 0, ...options });

/** What `if (r.kind === 'file') await r.toFile(...)` meets, and what it leaves in the folder. */
async function saveAs(call: Promise<Conversion>) {
  const error = await call
    .then((result) => (result.kind === 'file' ? result.toFile(join(dir, 'out.pdf')) : undefined))
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  return { error, files: await readdir(dir) };
}

describe('answers that are not the document', () => {
  it('a redirect to another server is not followed: the key never reaches it, no file', async () => {
    const client = clientFor('redirect');
    try {
      const { error, files } = await saveAs(client.convert.pdf({ source: '<p>x</p>' }));
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
      const { error, files } = await saveAs(client.convert.pdf({ source: '<p>x</p>' }));
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
