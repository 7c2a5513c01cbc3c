// Large downloads over a real socket: a 50 MB PDF is streamed to a file (never held whole in memory by the
// client) and arrives whole, any body arrives byte-exact with its chunks released as they are written; a
// cut-off download leaves nothing at the target path. File system failures
// and aborts of toFile() are in to-file.integration.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConnectionError, DocConvert } from '../src/index';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';

const MB = 1024 * 1024;
let server: LocalServer;
let client: DocConvert;
let dir: string;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', pdfPadBytes: 50 * MB });
  client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  dir = await mkdtemp(join(tmpdir(), 'doc-convert-download-'));
});
afterAll(async () => {
  await client.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('toFile()', () => {
  it('streams a 50 MB PDF to disk: exactly Content-Length bytes, a whole PDF', async () => {
    const target = join(dir, 'big.pdf');
    const streamed = await client.convert.pdf({ source: '<h1>Big</h1>', sandbox: true });
    if (streamed.kind !== 'file') throw new Error('expected a file');
    expect(streamed.contentLength).toBeGreaterThan(50 * MB);
    const written = await streamed.toFile(target);
    expect(written).toBe(streamed.contentLength);
    expect((await stat(target)).size).toBe(written);

    const handle = await open(target, 'r');
    const head = Buffer.alloc(5);
    const tail = Buffer.alloc(16);
    await handle.read(head, 0, 5, 0);
    await handle.read(tail, 0, 16, written - 16);
    await handle.close();
    expect(head.toString()).toBe('%PDF-');
    expect(tail.toString()).toContain('%%EOF');
    expect(await readdir(dir)).toEqual(['big.pdf']);
  });

  it('a body cut mid-way leaves the previous file untouched and no temporary file', async () => {
    const target = join(dir, 'keep.pdf');
    await writeFile(target, 'the good old file');
    server.faults.add({ route: 'POST /convert/pdf', kind: 'truncate', afterBytes: 10 * MB });
    const result = await client.convert.pdf({ source: '<h1>Big</h1>', sandbox: true });
    if (result.kind !== 'file') throw new Error('expected a file');
    await expect(result.toFile(target)).rejects.toBeInstanceOf(ConnectionError);
    expect((await readdir(dir)).sort()).toEqual(['big.pdf', 'keep.pdf']);
    await expect(readFile(target, 'utf8')).resolves.toBe('the good old file');
  });
});

describe('toFile() over a real socket, chunks released as they are written', () => {
  it('writes every byte of a 24 MB body exactly, the headers and the body sharing socket reads', async () => {
    // Deterministic bytes in uneven writes, so that socket reads split and join them in every way.
    const body = Buffer.alloc(24 * MB);
    for (let i = 0, x = 7; i < body.length; i++) body[i] = x = (x * 1103515245 + 12345) >>> 16;
    const site = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': body.length });
        let at = 0;
        const sizes = [1, 4096, 70_000, 65_536, 13, 200_000];
        const next = (): void => {
          while (at < body.length) {
            const size = sizes[at % sizes.length]!;
            const more = res.write(body.subarray(at, (at += size)));
            if (!more) return void res.once('drain', next);
          }
          res.end();
        };
        next();
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const local = new DocConvert({
      apiKey: SANDBOX_KEY,
      baseUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}/v3`,
    });
    try {
      const result = await local.convert.pdf({ source: '<p>x</p>', sandbox: true });
      if (result.kind !== 'file') throw new Error('expected a file');
      const target = join(dir, 'exact.pdf');
      expect(await result.toFile(target)).toBe(body.length);
      const file = await readFile(target);
      expect(createHash('sha256').update(file).digest('hex')).toBe(
        createHash('sha256').update(body).digest('hex'),
      );
    } finally {
      await local.close();
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
  }, 60_000);
});
