// Large downloads over a real socket: a 50 MB PDF is streamed to a file (never held whole in memory by the
// client) and arrives byte-exact; a cut-off download leaves nothing at the target path. File system failures
// and aborts of toFile() are in to-file.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, open, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConnectionError, DocConvert } from '../../src/index';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../../server/index';

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
    await expect(import('node:fs/promises').then((fs) => fs.readFile(target, 'utf8'))).resolves.toBe(
      'the good old file',
    );
  });
});
