// The local server's conversions over real sockets, on the text renderer (fast, exact bytes; Chromium's
// rendering has its own tests in test/chromium/): valid PDF and PNG files (read back with
// pdf.js and a PNG decoder from npm), credits and sandbox, the 400 Errors form, the JSON result with a
// download URL, webhooks delivered by real HTTP, URL sources, Base64 answers and large padded PDFs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageTexts, pdfinfo } from '@doc-convert/testing/pdf';
import { convert as post } from '@doc-convert/testing/conversion';
import { readPng } from '@doc-convert/testing/png';
import { MASTER_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

const THREE_PAGES =
  '<title>Three</title><h1>One</h1><div style="page-break-after: always"></div><h1>Two</h1>' +
  '<div style="page-break-before: always"></div><h1>Three</h1>';

const convert = (kind: 'pdf' | 'png', body: unknown, headers: Record<string, string> = {}) =>
  post(server, kind, body, headers);

/** The text of every page, pages separated by a form feed as pdftotext does. */
async function pdftotext(bytes: Buffer): Promise<string> {
  return (await pageTexts(bytes)).map((text) => `${text}\f`).join('');
}

/** Width and height of a PNG whose signature, header and pixels decode. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const { width, height } = readPng(bytes);
  return { width, height };
}

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
});

afterAll(async () => {
  await server.close();
});

describe('POST /convert/pdf: the file', () => {
  it('answers a valid PDF with the metadata headers', async () => {
    const res = await convert('pdf', { source: '<p>Hello PDF</p>' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    expect(res.headers.get('x-credits-cost')).toBe('1');
    expect(res.headers.get('x-credits-used')).toBe('1');
    expect(res.headers.get('x-service-processor')).toBe('local-1');
    expect(Number(res.headers.get('x-response-duration'))).toBeGreaterThanOrEqual(0);
    expect(Number(res.headers.get('x-service-duration'))).toBeGreaterThanOrEqual(0);
    expect(res.headers.get('x-response-status-code')).toBeNull(); // inline HTML: nothing was fetched
    expect(res.headers.get('x-ratelimit-limit')).toBe('250');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const info = await pdfinfo(res.bytes);
    expect(info.Pages).toBe('1');
    expect(info['Page size']).toBe('595.28 x 841.89 pts');
    expect(await pdftotext(res.bytes)).toContain('Hello PDF');
  });

  it('names the text renderer, and the options of the request it does not apply', async () => {
    const plain = await convert('pdf', { source: '<p>x</p>' });
    expect(plain.headers.get('x-local-renderer')).toBe('text');
    expect(plain.headers.get('x-local-not-applied')).toBeNull();
    const styled = await convert('pdf', {
      source: '<p>x</p>',
      css: 'p { color: red }',
      pdfa: true,
      disable_backgrounds: false,
    });
    expect(styled.status).toBe(200);
    expect(styled.headers.get('x-local-not-applied')).toBe('css, pdfa');
  });

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

  it('accepts X-Processor-Version 116 and 142, refuses others', async () => {
    expect((await convert('pdf', { source: 'x' }, { 'X-Processor-Version': '116' })).status).toBe(200);
    expect((await convert('pdf', { source: 'x' }, { 'X-Processor-Version': '142' })).status).toBe(200);
    const bad = await convert('pdf', { source: 'x' }, { 'X-Processor-Version': '99' });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      success: false,
      errors: { 'X-Processor-Version': ['must be 116 or 142'] },
      code: 400,
    });
  });
});

describe('POST /convert/pdf: invalid requests', () => {
  it('answers 400 in the Errors form naming the field (zoom 5)', async () => {
    const before = server.state.credits.used;
    const res = await convert('pdf', { source: '<p>x</p>', zoom: 5 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      errors: { zoom: ['must be between 0.1 and 2 (inclusive)'] },
      code: 400,
    });
    expect(server.state.credits.used).toBe(before);
  });

  it('names every invalid field at once', async () => {
    const res = await convert('pdf', { source: '<p>x</p>', format: 'A7', metadata: { producer: 'me' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(['format', 'metadata.producer']);
  });

  it('answers 400 naming margin when the margins leave no page, not 500', async () => {
    for (const options of [
      { margin: '500mm' },
      { margin: { left: '120mm', right: '120mm' } },
      { format: 'A5', landscape: true, margin: '80mm 10mm' },
      {
        margin: '116mm 4mm',
        header: { source: 'h', height: '35mm' },
        footer: { source: 'f', height: '35mm' },
      },
    ]) {
      const before = server.state.credits.used;
      const res = await convert('pdf', { source: '<p>x</p>', ...options });
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors)).toEqual(['margin']);
      // The client's rule (packages/core/src/options/page-room.ts) words what the options alone decide; the renderer's
      // page geometry words what the header and footer bands add.
      expect(res.json.errors.margin[0]).toMatch(/^leaves no room for content on the /);
      expect(server.state.credits.used).toBe(before);
    }
  });

  it('answers 400 for a body that is not JSON, or without source', async () => {
    const notJson = await convert('pdf', '<html>not json</html>');
    expect(notJson.status).toBe(400);
    expect(notJson.json.errors).toHaveProperty('body');
    const noSource = await convert('pdf', {});
    expect(noSource.status).toBe(400);
    expect(noSource.json.errors).toHaveProperty('source');
  });
});

describe('credits', () => {
  it('deducts the cost of a conversion and shows it in /credits/usage', async () => {
    const before = server.state.creditsUsage();
    const res = await convert('pdf', { source: '<p>charged</p>' });
    expect(res.headers.get('x-credits-used')).toBe('1');
    const answer = await fetch(`${server.url}/credits/usage`, { headers: { 'X-API-Key': SANDBOX_KEY } });
    const usage = (await answer.json()) as { credits: unknown };
    expect(usage.credits).toEqual({ ...before, used: before.used + 1, remaining: before.remaining - 1 });
    const log = server.state.logs.get(res.headers.get('x-request-id')!);
    expect(log).toMatchObject({ credits: 1, sandbox: false, code: 200, filesize: res.bytes.length });
  });

  it('sandbox reports the cost but deducts nothing, and watermarks', async () => {
    const before = server.state.credits.used;
    const res = await convert('pdf', { source: '<p>free</p>', sandbox: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-credits-cost')).toBe('1');
    expect(res.headers.get('x-credits-used')).toBe('0');
    expect(server.state.credits.used).toBe(before);
    expect(await pdftotext(res.bytes)).toContain('SANDBOX');
  });

  it('charges one credit per started 5 MB and refuses with 403 once used reaches total', async () => {
    const local = await startLocalServer({
      renderer: 'text',
      credits: { base: 10, total: 10, used: 7 },
      pdfPadBytes: 5 * 1024 * 1024,
    });
    try {
      const post = (body: object) =>
        fetch(`${local.url}/convert/pdf`, {
          method: 'POST',
          headers: { 'X-API-Key': MASTER_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const big = await post({ source: '<p>just over 5 MB</p>' });
      expect(big.status).toBe(200);
      expect(Number(big.headers.get('content-length'))).toBeGreaterThan(5 * 1024 * 1024);
      expect(big.headers.get('x-credits-cost')).toBe('2');
      await big.arrayBuffer();
      expect(local.state.creditsUsage()).toMatchObject({ used: 9, remaining: 1 });

      await (await post({ source: '<p>the last credit, overdrawn</p>' })).arrayBuffer();
      expect(local.state.creditsUsage()).toMatchObject({ used: 11, remaining: 0 });

      const refused = await post({ source: '<p>no more</p>' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        success: false,
        error: 'No credits remaining: 11 of 10 credits used in this period.',
        code: 403,
      });
      const sandbox = await post({ source: '<p>sandbox still works</p>', sandbox: true });
      expect(sandbox.status).toBe(200);
      await sandbox.arrayBuffer();
      expect(local.state.credits.used).toBe(11);
    } finally {
      await local.close();
    }
  });
});

describe('POST /convert/png', () => {
  it('answers a PNG of the default viewport that decodes', async () => {
    const res = await convert('png', { source: '<h1>Shot</h1><p>text</p>' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-credits-cost')).toBe('1');
    expect(pngSize(res.bytes)).toEqual({ width: 1280, height: 1024 });
    expect(readPng(res.bytes)).toMatchObject({
      width: 1280,
      height: 1024,
      depth: 8,
      color: 'RGB',
      interlaced: false,
    });
  });

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

  it('answers 400 naming the PNG option that is wrong', async () => {
    const res = await convert('png', { source: 'x', dpi: 3 });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty('dpi');
  });
});

describe('filename: the JSON result', () => {
  it('answers JSON with a URL that downloads the file without a key', async () => {
    const res = await convert('pdf', { source: THREE_PAGES, filename: 'my-report_01' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      url: expect.stringMatching(new RegExp(`^${server.origin}/files/[0-9a-f]+/my-report_01\\.pdf$`)),
      filesize: expect.any(Number),
      duration: expect.any(Number),
      response: { duration: expect.any(Number), 'status-code': 200 },
      executed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      pdf_pages: 3,
    });
    expect(res.headers.get('x-credits-cost')).toBe('1');
    const download = await fetch(res.json.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const file = Buffer.from(await download.arrayBuffer());
    expect(file.length).toBe(res.json.filesize);
    expect((await pdfinfo(file)).Pages).toBe('3');
  });

  it('stores PNGs too, without pdf_pages', async () => {
    const res = await convert('png', { source: '<p>x</p>', filename: 'screenshot', viewport: '320x200' });
    expect(res.json).not.toHaveProperty('pdf_pages');
    const file = Buffer.from(await (await fetch(res.json.url)).arrayBuffer());
    expect(pngSize(file)).toEqual({ width: 320, height: 200 });
  });
});

describe('encode: Base64', () => {
  it('answers the file Base64-encoded', async () => {
    const res = await convert('pdf', { source: '<p>b64</p>', encode: true });
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const pdf = Buffer.from(res.bytes.toString(), 'base64');
    expect((await pdfinfo(pdf)).Pages).toBe('1');
  });
});

describe('webhook: 202 then a real POST', () => {
  let hook: Server;
  let hookUrl: string;
  const received: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> =
    [];

  beforeAll(async () => {
    hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    hook.closeAllConnections();
    await new Promise((resolve) => hook.close(resolve));
  });

  it('answers 202 queued and POSTs the result to a string URL', async () => {
    const before = server.state.credits.used;
    const res = await convert('pdf', { source: THREE_PAGES, webhook: `${hookUrl}/done` });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ success: true, queued: true });
    expect(res.headers.get('x-ratelimit-remaining')).toBeTruthy();
    const requestId = res.headers.get('x-request-id')!;

    const delivery = await server.state.waitForWebhook(requestId);
    expect(delivery).toMatchObject({ url: `${hookUrl}/done`, method: 'POST', status: 204 });
    const got = received.find((r) => r.url === '/done')!;
    expect(got.method).toBe('POST');
    expect(got.headers['content-type']).toBe('application/json');
    const body = JSON.parse(got.body);
    expect(body).toEqual(delivery.body);
    expect(body).toMatchObject({ success: true, pdf_pages: 3, url: expect.stringContaining(`/files/`) });
    const file = Buffer.from(await (await fetch(body.url)).arrayBuffer());
    expect((await pdfinfo(file)).Pages).toBe('3');
    expect(server.state.credits.used).toBe(before + 1);
    expect(server.state.logs.get(requestId)).toMatchObject({
      code: 202,
      credits: 1,
      filesize: body.filesize,
    });
  });

  it('honours the object form: method, headers and basic auth', async () => {
    const res = await convert('png', {
      source: '<p>x</p>',
      viewport: '100x100',
      webhook: {
        url: `${hookUrl}/object`,
        method: 'PUT',
        headers: { 'X-Hook-Secret': 's3cret' },
        auth: { username: 'u', password: 'p' },
      },
    });
    expect(res.status).toBe(202);
    const delivery = await server.state.waitForWebhook(res.headers.get('x-request-id')!);
    expect(delivery.status).toBe(204);
    expect(Object.keys(delivery.headers)).toEqual([
      'user-agent',
      'x-hook-secret',
      'content-type',
      'content-length',
      'authorization',
    ]);
    const got = received.find((r) => r.url === '/object')!;
    expect(got.method).toBe('PUT');
    expect(got.headers['x-hook-secret']).toBe('s3cret');
    expect(got.headers.authorization).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
    expect(JSON.parse(got.body)).not.toHaveProperty('pdf_pages');
  });

  it('POSTs the documented failure payload, the error nested in `error`, when the conversion fails after the 202', async () => {
    const res = await convert('pdf', { source: '<p>one page</p>', pages: '9', webhook: `${hookUrl}/failed` });
    expect(res.status).toBe(202);
    const delivery = await server.state.waitForWebhook(res.headers.get('x-request-id')!);
    expect(delivery.body).toEqual({
      error: { code: 400, error: expect.stringContaining('pages'), identifier: 'L400', success: false },
    });
    expect(JSON.parse(received.find((r) => r.url === '/failed')!.body)).toEqual(delivery.body);
  });

  it('refuses webhook.secret: the service’s webhook form has no such field (the client sends it as a header)', async () => {
    const res = await convert('pdf', {
      source: 'x',
      webhook: { url: `${hookUrl}/secret`, secret: 'a-secret-of-24-characters' },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors['webhook.secret'][0]).toContain('unknown field');
  });

  it('never calls a non-loopback webhook', async () => {
    const res = await convert('pdf', { source: 'x', webhook: 'https://hooks.example.com/convert' });
    expect(res.status).toBe(202);
    const delivery = await server.state.waitForWebhook(res.headers.get('x-request-id')!);
    expect(delivery.status).toBe(0);
    expect(delivery.error).toMatch(/not a loopback host/);
  });
});

describe('URL sources', () => {
  let site: Server;
  let siteUrl: string;
  let lastRawHeaders: string[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      lastRawHeaders = req.rawHeaders;
      if (req.url === '/slow') return; // never answers: the load runs into `timeout`
      if (req.url === '/missing')
        return void res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Gone</h1>');
      res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<title>Served page</title><p>Served over HTTP</p>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  it('fetches a loopback URL and reports its status code', async () => {
    const res = await convert('pdf', { source: `${siteUrl}/page` });
    expect(res.headers.get('x-response-status-code')).toBe('200');
    expect(await pdftotext(res.bytes)).toContain('Served over HTTP');
    expect((await pdfinfo(res.bytes)).Title).toBe('Served page');
    const missing = await convert('pdf', { source: `${siteUrl}/missing` });
    expect(missing.headers.get('x-response-status-code')).toBe('404');
  });

  it('sends the User-Agent, then http_headers, then auth as Basic Authorization', async () => {
    const res = await convert('pdf', {
      source: `${siteUrl}/page`,
      http_headers: { 'X-Tenant': 'acme' },
      auth: { username: 'ada' },
    });
    expect(res.status).toBe(200);
    const names = lastRawHeaders.filter((_, i) => i % 2 === 0);
    const sent = names.filter((name) => ['User-Agent', 'X-Tenant', 'Authorization'].includes(name));
    expect(sent).toEqual(['User-Agent', 'X-Tenant', 'Authorization']);
    const value = (name: string) => lastRawHeaders[lastRawHeaders.indexOf(name) + 1];
    expect(value('User-Agent')).toBe('DocConvertLocalServer/1.0');
    expect(value('X-Tenant')).toBe('acme');
    expect(value('Authorization')).toBe(`Basic ${Buffer.from('ada:').toString('base64')}`);
  });

  it('refuses a failing source with raise_for_status', async () => {
    const res = await convert('pdf', { source: `${siteUrl}/missing`, raise_for_status: true });
    expect(res.status).toBe(400);
    expect(res.json.errors.source[0]).toContain('404');
  });

  it('says which status raise_for_status refused', async () => {
    const res = await convert('pdf', { source: `${siteUrl}/missing`, raise_for_status: true });
    expect(res.json.errors).toEqual({ source: ['the source answered 404 and raise_for_status is set'] });
  });

  it('answers 408 when the source takes longer than timeout', async () => {
    const res = await convert('pdf', { source: `${siteUrl}/slow`, timeout: 1 });
    expect(res.status).toBe(408);
    expect(res.json).toEqual({
      success: false,
      error: 'timeout: the source took longer than 1 s to load',
      code: 408,
    });
  });

  it('refuses a loopback source nothing listens on, saying why', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const res = await convert('pdf', { source: `http://127.0.0.1:${port}/page` });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      source: [`the source could not be loaded (connect ECONNREFUSED 127.0.0.1:${port})`],
    });
  });

  it('renders a remote URL as text without fetching it, reporting 200', async () => {
    const res = await convert('pdf', { source: 'https://example.com/some/page' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-response-status-code')).toBe('200');
    expect(await pdftotext(res.bytes)).toContain('https://example.com/some/page');
  });
});

describe('large PDFs', () => {
  it('streams a 256 MB PDF with a correct Content-Length and cost', async () => {
    const pad = 256 * 1024 * 1024;
    const local = await startLocalServer({ renderer: 'text', pdfPadBytes: pad });
    try {
      const res = await fetch(`${local.url}/convert/pdf`, {
        method: 'POST',
        headers: { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ source: '<p>big</p>', sandbox: true }),
      });
      const length = Number(res.headers.get('content-length'));
      expect(length).toBeGreaterThan(pad);
      expect(res.headers.get('x-credits-cost')).toBe(String(Math.ceil(length / (5 * 1024 * 1024))));
      let received = 0;
      let head = Buffer.alloc(0);
      let tail = Buffer.alloc(0);
      for await (const chunk of res.body!) {
        const bytes = Buffer.from(chunk);
        if (head.length < 8) head = Buffer.concat([head, bytes]).subarray(0, 8);
        tail = Buffer.concat([tail, bytes]).subarray(-64);
        received += bytes.length;
      }
      expect(received).toBe(length);
      expect(head.toString('latin1')).toBe('%PDF-1.7');
      expect(tail.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
    } finally {
      await local.close();
    }
  }, 60_000);
});
