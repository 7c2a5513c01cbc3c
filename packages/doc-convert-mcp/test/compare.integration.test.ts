// compare_pdfs through the SDK's client over stdio, against the local server (text renderer) for the PDFs:
// two versions of a document the agent made with convert, compared page by page by the library's
// comparePdfs(): the changed price reported on its page with the lines taken out and put in, the most changed
// page shown as an image, PNGs written on request as new files; the same file against itself is identical;
// a path outside the roots is refused. Nothing is sent to the service.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readPng } from '@doc-convert/testing/png';
import { freshFolder, overStdio, type Connected } from './mcp-client';

let mcp: Connected;

const invoice = (total: string) =>
  `<h1>Invoice 42</h1><p>Design work, 5 days.</p><p>Total: ${total} EUR</p>` +
  '<h2 style="break-before: page">Terms</h2><p>Payable within 30 days.</p>';

beforeAll(async () => {
  mcp = await overStdio();
  for (const [name, total] of [
    ['before.pdf', '1,200.00'],
    ['after.pdf', '1,260.00'],
  ]) {
    const made = await mcp.client.callTool({
      name: 'convert',
      arguments: { source: invoice(total!), output_path: name, preview: false },
    });
    if (made.isError) throw new Error(JSON.stringify(made.content));
  }
}, 60_000);

afterAll(async () => {
  await mcp?.close();
});

interface Answer {
  content: Array<{ type: string; text?: string; data?: string; uri?: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

const compare = async (args: Record<string, unknown>) =>
  (await mcp.client.callTool({ name: 'compare_pdfs', arguments: args })) as Answer;
const sentToApi = () => mcp.api.state.requests.length;

describe('compare_pdfs', () => {
  it('reports the changed price on its page with its text, shows that page, and sends nothing', async () => {
    const sent = sentToApi();
    const answer = await compare({ before_path: 'before.pdf', after_path: 'after.pdf' });
    expect(answer.isError).toBeFalsy();
    expect(sentToApi()).toBe(sent);
    expect(answer.structuredContent).toMatchObject({
      identical: false,
      before_pages: 2,
      after_pages: 2,
      changed: 1,
      unchanged: 1,
      measured: 'pixels',
      pages: [
        {
          status: 'changed',
          before: 1,
          after: 1,
          removed_lines: [expect.stringContaining('1,200.00')],
          added_lines: [expect.stringContaining('1,260.00')],
        },
      ],
    });
    const changed = (answer.structuredContent!.pages as Array<{ changed_pixels: number }>)[0]!;
    expect(changed.changed_pixels).toBeGreaterThan(0);
    expect(changed.changed_pixels).toBeLessThan(0.05);
    const image = answer.content.find((block) => block.type === 'image')!;
    expect(readPng(Buffer.from(image.data!, 'base64')).width).toBe(480);
  });

  it('writes before, after and diff PNGs of the changed page into images_path, as new files', async () => {
    const answer = await compare({
      before_path: 'before.pdf',
      after_path: 'after.pdf',
      images_path: 'review',
    });
    expect(answer.isError).toBeFalsy();
    const paths = ['before', 'after', 'diff'].map((kind) => join(mcp.root, 'review', `page-1-${kind}.png`));
    expect(paths.every((path) => existsSync(path))).toBe(true);
    expect((answer.structuredContent!.pages as Array<{ images: string[] }>)[0]!.images).toEqual(paths);
    const again = await compare({
      before_path: 'before.pdf',
      after_path: 'after.pdf',
      images_path: 'review',
    });
    expect(again.isError).toBe(true);
    expect(again.content[0]!.text).toContain('exists');
  });

  it('finds a file identical to itself, and refuses a path outside the roots naming the field', async () => {
    const same = await compare({ before_path: 'after.pdf', after_path: 'after.pdf' });
    expect(same.structuredContent).toMatchObject({ identical: true, changed: 0, pages: [] });
    const outside = freshFolder();
    try {
      const away = await compare({ before_path: join(outside.path, 'x.pdf'), after_path: 'after.pdf' });
      expect(away.isError).toBe(true);
      expect(away.content[0]!.text).toContain('before_path');
    } finally {
      outside.remove();
    }
  });
});
