// The image conversions of the live service's surface through the library, against the local server over real
// sockets: convert.jpeg() written to a file at the viewport's size times dpi, convert.webp() read at its clip's.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocConvert } from '../src/index';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { readJpeg, readWebp } from '@doc-convert/testing/image';

let server: LocalServer;
let client: DocConvert;
let dir: string;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
  client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  dir = await mkdtemp(join(tmpdir(), 'doc-convert-convert-'));
});
afterAll(async () => {
  await client.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('JPEG and WebP conversions through the library', () => {
  it('convert.jpeg() writes a JPEG of the viewport times dpi', async () => {
    const result = await client.convert.jpeg({
      source: '<h1>JPEG</h1>',
      viewport: '160x120',
      dpi: 2,
      quality: 75,
    });
    if (result.kind !== 'file') throw new Error('expected a file');
    const target = join(dir, 'shot.jpeg');
    await result.toFile(target);
    expect(readJpeg(await readFile(target))).toMatchObject({ width: 320, height: 240 });
  });

  it('convert.webp() streams a WebP that decodes to the clip size', async () => {
    const result = await client.convert.webp({
      source: '<h1>WebP</h1>',
      clip: { x: 0, y: 0, width: 90, height: 70 },
    });
    if (result.kind !== 'file') throw new Error('expected a file');
    expect(result.contentType).toBe('image/webp');
    await expect(readWebp(await result.bytes())).resolves.toMatchObject({ width: 90, height: 70 });
  });
});
