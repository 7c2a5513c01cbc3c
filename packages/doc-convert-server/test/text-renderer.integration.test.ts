// What the text renderer (src/render/text/) draws, through the local server and read back with pdf.js and
// npm image decoders: PDF pages sized by format, landscape and `auto` heights, explicit page breaks and
// `pages`, long text flowing onto further pages, remove_blank, the Info dictionary and the title, header,
// footer and watermark text, band variables; images sized by viewport, dpi, clip and fullpage, transparency,
// and JPEG and WebP quality. The routes' own behaviour is in convert.integration.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ConversionFormat } from '@doc-convert/core';
import { convert as post } from '@doc-convert/testing/conversion';
import { readJpeg, readWebp } from '@doc-convert/testing/image';
import { pdfinfo } from '@doc-convert/testing/pdf';
import { readPng } from '@doc-convert/testing/png';
import { startLocalServer, type LocalServer } from '../src/index';
import { MAX_TEXT_LINES } from '../src/render/text/html-text';
import { pdftotext, pngSize, THREE_PAGES } from './documents';

let server: LocalServer;

const convert = (kind: ConversionFormat, body: unknown) => post(server, kind, body);

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
});

afterAll(async () => {
  await server.close();
});

describe('PDF: pages, text, metadata and bands', () => {
  it.each([
    [{ format: 'Letter' }, '612 x 792 pts'],
    [{ format: 'A4', landscape: true }, '841.89 x 595.28 pts'],
    [{ format: 'Legal' }, '612 x 1008 pts'],
    [{ format: 'Ledger' }, '1224 x 792 pts'],
    [{ format: 'A0' }, '2383.94 x 3370.39 pts'],
    [{ format: 'A5' }, '419.53 x 595.28 pts'],
    [{ format: '210x297mm' }, '595.28 x 841.89 pts'],
    [{ format: '100x50mm' }, '283.46 x 141.73 pts'],
    [{ format: '10x5cm', landscape: true }, '141.73 x 283.46 pts'],
    [{ format: '8.5x11in', landscape: true }, '792 x 612 pts'],
    [{ format: '800x600' }, '600 x 450 pts'],
  ])('sizes the page for %j', async (options, size) => {
    const res = await convert('pdf', { source: '<p>size</p>', ...options });
    expect(res.status).toBe(200);
    expect((await pdfinfo(res.bytes))['Page size']).toBe(size);
  });

  it('fits an auto height to the content', async () => {
    const short = await pdfinfo((await convert('pdf', { source: '<p>a</p>', format: '100mmxauto' })).bytes);
    const long = await pdfinfo(
      (
        await convert('pdf', {
          source: Array.from({ length: 40 }, (_, i) => `<p>line ${i}</p>`).join(''),
          format: '100mmxauto',
        })
      ).bytes,
    );
    const height = (info: Record<string, string>) => Number(/x ([\d.]+) pts/.exec(info['Page size'])![1]);
    expect(short['Page size']).toMatch(/^283\.46 x /);
    expect(height(long)).toBeGreaterThan(height(short) + 39 * 11);
  });

  it('makes one page per explicit page break, and honours pages', async () => {
    const all = await convert('pdf', { source: THREE_PAGES });
    expect((await pdfinfo(all.bytes)).Pages).toBe('3');
    const some = await convert('pdf', { source: THREE_PAGES, pages: '1,3-9' });
    expect((await pdfinfo(some.bytes)).Pages).toBe('2');
    const text = await pdftotext(some.bytes);
    expect(text).toContain('One');
    expect(text).not.toContain('Two');
    expect(text).toContain('Three');
  });

  it('flows long text onto further pages', async () => {
    const source = Array.from({ length: 200 }, (_, i) => `<p>Paragraph ${i}</p>`).join('');
    expect(Number((await pdfinfo((await convert('pdf', { source })).bytes)).Pages)).toBeGreaterThan(2);
  });

  it('removes a blank last page with remove_blank', async () => {
    const source = '<p>content</p><div style="page-break-after: always"></div>';
    expect((await pdfinfo((await convert('pdf', { source })).bytes)).Pages).toBe('2');
    expect((await pdfinfo((await convert('pdf', { source, remove_blank: true })).bytes)).Pages).toBe('1');
  });

  it('refuses a pages selection beyond the document with 400', async () => {
    const res = await convert('pdf', { source: '<p>one page</p>', pages: '5-6' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty('pages');
  });

  it('puts metadata in the Info dictionary, custom keys included', async () => {
    const res = await convert('pdf', {
      source: '<title>From the source</title><p>x</p>',
      metadata: {
        title: 'Quarterly report',
        author: 'Ada',
        subject: 'Q3',
        keywords: 'finance, q3',
        creator: 'tests',
        project: 'Apollo',
      },
    });
    const info = await pdfinfo(res.bytes);
    expect(info).toMatchObject({
      Title: 'Quarterly report',
      Author: 'Ada',
      Subject: 'Q3',
      Keywords: 'finance, q3',
      Creator: 'tests',
    });
    expect(info.project).toBe('Apollo');
  });

  it('takes the title from <title> and keeps non-ASCII metadata', async () => {
    const info = await pdfinfo(
      (await convert('pdf', { source: '<title>Résumé</title><p>x</p>', metadata: { author: 'Zoë 東京' } }))
        .bytes,
    );
    expect(info.Title).toBe('Résumé');
    expect(info.Author).toBe('Zoë 東京');
  });

  it('draws header, footer and watermark text', async () => {
    const res = await convert('pdf', {
      source: THREE_PAGES,
      header: { source: '<span>Header {{page}}/{{total}}</span>' },
      footer: { source: 'Footer text', start_at: 2 },
      watermark: { text: 'CONFIDENTIAL' },
    });
    const text = await pdftotext(res.bytes);
    expect(text).toContain('Header 1/3');
    expect(text).toContain('Header 3/3');
    expect(text.match(/Footer text/g)).toHaveLength(2);
    expect(text).toContain('CONFIDENTIAL');
  });

  it('leaves a band variable it does not know as written, {{constructor}} included', async () => {
    const res = await convert('pdf', {
      source: '<p>x</p>',
      header: { source: '{{constructor}} {{toString}} {{nope}} page {{ page }}' },
    });
    expect(await pdftotext(res.bytes)).toContain('{{constructor}} {{toString}} {{nope}} page 1');
  });
});

describe('images: size, transparency and quality', () => {
  it.each([
    [{ viewport: '800x600' }, { width: 800, height: 600 }],
    [
      { viewport: '800x600', dpi: 2 },
      { width: 1600, height: 1200 },
    ],
    [{ clip: { x: 0, y: 0, width: 300, height: 200 } }, { width: 300, height: 200 }],
    [
      { clip: { x: 10, y: 10, width: 64, height: 32 }, dpi: 4 },
      { width: 256, height: 128 },
    ],
  ])('sizes the image for %j', async (options, size) => {
    const res = await convert('png', { source: '<p>x</p>', ...options });
    expect(pngSize(res.bytes)).toEqual(size);
  });

  it('grows a full-page capture with the content, and supports transparency', async () => {
    const source = Array.from({ length: 100 }, (_, i) => `<p>row ${i}</p>`).join('');
    const res = await convert('png', { source, viewport: '640x480', fullpage: true, transparent: true });
    const { width, height } = pngSize(res.bytes);
    expect(width).toBe(640);
    expect(height).toBeGreaterThan(480);
    expect(readPng(res.bytes)).toMatchObject({ depth: 8, color: 'RGBA', channels: 4 });
  });

  it.each([
    ['jpeg', readJpeg],
    ['webp', readWebp],
  ] as const)('%s: quality 100 is more faithful to the drawing than quality 10', async (format, read) => {
    const options = { source: `<h1>Quality</h1>${'<p>a line of text</p>'.repeat(12)}`, viewport: '400x300' };
    const drawing = readPng((await convert('png', options)).bytes);
    // Mean difference per colour sample between the decoded image and the lossless PNG of the same drawing.
    const error = async (quality: number) => {
      const image = await read((await convert(format, { ...options, quality })).bytes);
      let sum = 0;
      for (let i = 0; i < 400 * 300; i++) {
        for (let c = 0; c < 3; c++) sum += Math.abs(image.data[i * 4 + c] - drawing.data[i * 3 + c]);
      }
      return sum / (400 * 300 * 3);
    };
    const [low, high] = [await error(10), await error(100)];
    expect(high).toBeLessThan(low);
    expect(high).toBeLessThan(1);
  });
});

describe('a page longer than the text renderer lays out', () => {
  // 31 MiB of short paragraphs, 1.3 million lines: laid out in full it took 16 s of the server's one thread.
  const paragraphs = '<p>lorem ipsum dolor</p>'.repeat((31 * 1024 * 1024) / 24);

  it.each(['pdf', 'png'] as const)('%s: 400 naming source and the limit', async (kind) => {
    const answer = await convert(kind, { source: paragraphs, sandbox: true });
    expect(answer.status).toBe(400);
    expect(answer.json.errors.source[0]).toContain(`more than ${MAX_TEXT_LINES} lines of text`);
  });

  it('leaves the server rendering the next page', async () => {
    expect((await convert('pdf', { source: '<p>next</p>', sandbox: true })).status).toBe(200);
  });
});
