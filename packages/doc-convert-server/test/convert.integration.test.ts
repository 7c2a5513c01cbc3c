// The conversion routes (src/routes/convert.ts: POST /convert/pdf, png, jpeg and webp) over real sockets, on
// the text renderer: the answer and its headers (which renderer, the options it did not apply), the processor
// version, the 400 Errors form, credits and sandbox, the three answer forms (the file, Base64, the JSON result
// with a download URL, 202 then a webhook delivered by real HTTP), URL sources and large padded PDFs. What the
// text renderer draws is in text-renderer.integration.test.ts; Chromium's renderer has the *.chromium tests.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ConversionFormat } from '@doc-convert/core';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pdfinfo } from '@doc-convert/testing/pdf';
import { convert as post } from '@doc-convert/testing/conversion';
import { readJpeg, readWebp } from '@doc-convert/testing/image';
import { readPng } from '@doc-convert/testing/png';
import { MASTER_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';
import { pdftotext, pngSize, THREE_PAGES } from './documents';

let server: LocalServer;

const convert = (kind: ConversionFormat, body: unknown, headers: Record<string, string> = {}) =>
  post(server, kind, body, headers);

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

  it('answers 400 naming the PNG option that is wrong', async () => {
    const res = await convert('png', { source: 'x', dpi: 3 });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty('dpi');
  });
});

describe('POST /convert/jpeg and /convert/webp', () => {
  it('answers a real JPEG of the viewport times dpi, with the conversion headers', async () => {
    const res = await convert('jpeg', {
      source: '<p>Hello JPEG</p>',
      viewport: '320x240',
      dpi: 2,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-credits-cost')).toBe('1');
    const image = readJpeg(res.bytes);
    expect([image.width, image.height]).toEqual([640, 480]);
    // The title bar is drawn in colour, the page below it white.
    const pixel = (x: number, y: number) => [
      ...image.data.subarray((y * 640 + x) * 4, (y * 640 + x) * 4 + 3),
    ];
    expect(Math.min(...pixel(300, 470))).toBeGreaterThan(240);
    expect(pixel(10, 10)).not.toEqual(pixel(300, 470));
  });

  it('answers a real WebP (RIFF, VP8, the declared size decodes), the sandbox bar red', async () => {
    const res = await convert('webp', {
      source: '<p>Hello WebP</p>',
      viewport: '300x200',
      sandbox: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-credits-used')).toBe('0');
    const image = await readWebp(res.bytes);
    expect(image).toMatchObject({ chunk: 'VP8 ', width: 300, height: 200 });
    const [r, g, b] = image.data.subarray((10 * 300 + 10) * 4);
    expect(r).toBeGreaterThan(150);
    expect(Math.max(g, b)).toBeLessThan(90);
  });

  it.each([
    ['jpeg', { transparent: true }, 'transparent', 'PNG only'],
    ['webp', { quality: 5 }, 'quality', 'between 10 and 100'],
    ['jpeg', { landscape: true }, 'landscape', 'PDF option'],
    ['webp', { viewport: '20000x100' }, 'viewport', 'at most 16383 pixels a side'],
  ] as const)('%s %j is refused with 400 naming %s', async (format, options, field, words) => {
    const res = await convert(format, { source: '<p>x</p>', ...options });
    expect(res.status).toBe(400);
    expect(res.json.errors[field][0]).toContain(words);
  });

  it('keeps PNG as it was: a PNG, transparent when asked', async () => {
    const res = await convert('png', {
      source: '<p>x</p>',
      viewport: '50x40',
      transparent: true,
    });
    expect(readPng(res.bytes)).toMatchObject({ width: 50, height: 40, color: 'RGBA' });
  });

  it('stores a JPEG with filename and serves it at the answered URL', async () => {
    const res = await convert('jpeg', {
      source: '<p>x</p>',
      viewport: '64x48',
      filename: 'stored-shot',
    });
    expect(res.json.url).toMatch(/\/stored-shot\.jpeg$/);
    const file = await fetch(res.json.url);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(readJpeg(Buffer.from(await file.arrayBuffer()))).toMatchObject({ width: 64, height: 48 });
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
