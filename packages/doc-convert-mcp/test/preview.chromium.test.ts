// Page 1 as the agent sees it, from a real render (the local server's Chromium): the preview is the PDF's first
// page drawn to scale, the coloured block of the HTML where the page has it, and for an image output the image
// itself scaled down.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readPng, type PngFacts } from '@doc-convert/testing/png';
import { overHttp } from './mcp-client';

let mcp: Awaited<ReturnType<typeof overHttp>>;

beforeAll(async () => {
  mcp = await overHttp({ renderer: 'chromium' });
}, 120_000);

afterAll(async () => {
  await mcp?.close();
});

type Answer = {
  content: Array<{ type: string; data?: string }>;
  structuredContent?: Record<string, unknown>;
};

const previewOf = (answer: Answer): PngFacts =>
  readPng(Buffer.from(answer.content.find((block) => block.type === 'image')!.data!, 'base64'));

/** The colour at (x, y) as [r, g, b]. */
function pixel(png: PngFacts, x: number, y: number): number[] {
  const at = (y * png.width + x) * png.channels;
  return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;

describe('the page-1 preview of a real render', () => {
  it('shows the red block in the top half of page 1 and white paper below, on a two-page PDF', async () => {
    const html =
      '<body style="margin:0"><div style="height:300px;background:#ff0000"></div>' +
      '<div style="page-break-before:always">page two</div></body>';
    const answer = (await mcp.client.callTool({
      name: 'convert',
      arguments: { source: html, output_path: 'red.pdf', format: 'pdf', margin: '0' },
    })) as Answer;
    expect(answer.structuredContent).toMatchObject({ pages: 2, preview: { width: 480 } });
    const png = previewOf(answer);
    expect(png.width).toBe(480);
    // 300 CSS px of the A4 page's 1123: the top quarter is red, the bottom is paper.
    expect(isRed(pixel(png, 240, Math.round(png.height * 0.1)))).toBe(true);
    expect(pixel(png, 240, Math.round(png.height * 0.8))).toEqual([255, 255, 255]);
  });

  it('for a PNG output, the image itself scaled to the preview width', async () => {
    const answer = (await mcp.client.callTool({
      name: 'convert',
      arguments: {
        source: '<body style="margin:0;background:#ff0000"></body>',
        format: 'png',
        viewport: '960x600',
        output_path: 'red.png',
      },
    })) as Answer;
    const png = previewOf(answer);
    expect([png.width, png.height]).toEqual([480, 300]);
    expect(isRed(pixel(png, 100, 100))).toBe(true);
  });
});
