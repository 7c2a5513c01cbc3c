// The drawing thread behind page 1's preview (preview.ts): a file it cannot draw is a reason, not a crash of the
// server; a stopped thread is started anew by the next preview; and an image comes back scaled to 480 px.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readPng, solidPng } from '@doc-convert/testing/png';
import { previewOf, stopPreviews } from '../src/preview';

const folder = mkdtempSync(join(tmpdir(), 'doc-convert-mcp-preview-'));

afterAll(async () => {
  await stopPreviews();
  rmSync(folder, { recursive: true, force: true });
});

describe('previewOf()', () => {
  it('answers why a file that is not a PDF could not be drawn', async () => {
    const path = join(folder, 'broken.pdf');
    writeFileSync(path, 'not a PDF at all');
    await expect(previewOf(path, 16, 'application/pdf')).rejects.toThrow(/PDF/i);
  });

  it('scales an image to 480 px wide, before and after the thread was stopped', async () => {
    const path = join(folder, 'wide.png');
    writeFileSync(path, solidPng(960, [255, 0, 0]));
    const first = await previewOf(path, 1, 'image/png');
    await stopPreviews();
    const again = await previewOf(path, 1, 'image/png');
    for (const preview of [first, again]) {
      expect([preview.width, preview.height]).toEqual([480, 480]);
      const png = readPng(Buffer.from(preview.data, 'base64'));
      expect(png.data.subarray(0, 3)).toEqual(new Uint8Array([255, 0, 0]));
    }
  });

  it('refuses a file above 64 MiB without reading it', async () => {
    await expect(previewOf(join(folder, 'absent.pdf'), 65 * 1024 * 1024, 'application/pdf')).rejects.toThrow(
      /more than/,
    );
  });
});
