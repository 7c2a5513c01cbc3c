// Each API operation: the exact request the client sends and the value it returns.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { FileConversion } from '@doc-convert/core';
import { VERSION } from '../src/index';
import { ACCOUNT, logEntry, storedResult } from '@doc-convert/testing/api-bodies';
import { API_KEY, BASE, makeClient, rateLimitHeaders } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

describe('account.get()', () => {
  it('sends GET /v3/account with the key and a User-Agent, and returns the account', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/account')
      .matchHeader('user-agent', `doc-convert/${VERSION}`)
      .reply(200, { success: true, account: ACCOUNT }, rateLimitHeaders());
    await expect(client.account.get()).resolves.toEqual(ACCOUNT);
  });
});

describe('credits.usage()', () => {
  it('sends GET /v3/credits/usage and returns base, total, used, remaining', async () => {
    const { client } = makeClient();
    const credits = { base: 250, total: 500, used: 120, remaining: 380 };
    api().get('/v3/credits/usage').reply(200, { success: true, credits }, rateLimitHeaders());
    await expect(client.credits.usage()).resolves.toEqual(credits);
  });
});

describe('invoices', () => {
  const invoice = (n: number) => ({
    created: 1700000000000 + n,
    amount: 9 + n,
    reference: `INV-${n}`,
    download_url: `https://example.com/i/${n}.pdf`,
  });

  it('list() sends page and limit as query parameters and returns the envelope', async () => {
    const { client } = makeClient();
    const envelope = { has_more: true, data: [invoice(1)], limit: 1, page: 2, total: 7 };
    api()
      .get('/v3/invoices')
      .query({ page: '2', limit: '1' })
      .reply(200, { success: true, invoices: envelope });
    await expect(client.invoices.list({ page: 2, limit: 1 })).resolves.toEqual(envelope);
  });

  it('list() without parameters sends no query', async () => {
    const { client } = makeClient();
    const envelope = { has_more: false, data: [], limit: 10, page: 0, total: 0 };
    api().get('/v3/invoices').reply(200, { success: true, invoices: envelope });
    await expect(client.invoices.list()).resolves.toEqual(envelope);
  });

  it('iterate() walks pages from 0 while has_more', async () => {
    const { client } = makeClient();
    const pages = [
      { has_more: true, data: [invoice(0), invoice(1)], limit: 2, page: 0, total: 5 },
      { has_more: true, data: [invoice(2), invoice(3)], limit: 2, page: 1, total: 5 },
      { has_more: false, data: [invoice(4)], limit: 2, page: 2, total: 5 },
    ];
    pages.forEach((envelope, page) =>
      api()
        .get('/v3/invoices')
        .query({ page: String(page), limit: '2' })
        .reply(200, { success: true, invoices: envelope }),
    );
    const seen = [];
    for await (const item of client.invoices.iterate({ limit: 2 })) seen.push(item.reference);
    expect(seen).toEqual(['INV-0', 'INV-1', 'INV-2', 'INV-3', 'INV-4']);
  });

  it('refuses a negative page before sending', async () => {
    const { client } = makeClient();
    await expect(client.invoices.list({ page: -1 })).rejects.toThrow('page: must be an integer of 0 or more');
  });
});

describe('convert.pdf()', () => {
  it('posts the options as JSON with the processor version and returns the file', async () => {
    const { client } = makeClient();
    const pdf = Buffer.from('%PDF-1.7\n...%%EOF\n');
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hi</h1>', format: 'A4', landscape: true, sandbox: true })
      .matchHeader('content-type', 'application/json')
      .matchHeader('x-processor-version', '142')
      .reply(200, pdf, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'X-Credits-Cost': '1',
        'X-Credits-Used': '0',
        'X-Response-Duration': '12',
        'X-Service-Duration': '340',
        'X-Service-Processor': 'renderer-7',
        'X-Response-Status-Code': '200',
        'X-Request-Id': 'req_123',
        ...rateLimitHeaders(10, 1900000000),
      });
    const result = await client.convert.pdf(
      { source: '<h1>Hi</h1>', format: 'A4', landscape: true, sandbox: true },
      { processorVersion: '142' },
    );
    expect(result).toBeInstanceOf(FileConversion);
    if (result.kind !== 'file') throw new Error('expected a file');
    expect(result.contentType).toBe('application/pdf');
    expect(result.contentLength).toBe(pdf.length);
    expect(result.metadata).toEqual({
      creditsCost: 1,
      creditsUsed: 0,
      responseDuration: 12,
      serviceDuration: 340,
      processor: 'renderer-7',
      sourceStatusCode: 200,
      requestId: 'req_123',
      rateLimit: { limit: 250, remaining: 10, reset: 1900000000, resetAt: new Date(1900000000 * 1000) },
    });
    expect(Buffer.from(await result.bytes())).toEqual(pdf);
    await expect(result.bytes()).rejects.toThrow('already read');
  });

  it('reads the live service header names X-PDFShift-Processor and X-PDFShift-Duration', async () => {
    const { client } = makeClient();
    api().post('/v3/convert/pdf').reply(200, 'x', {
      'Content-Type': 'application/pdf',
      'X-PDFShift-Processor': 'p-2',
      'X-PDFShift-Duration': '77',
    });
    const result = await client.convert.pdf({ source: 'https://example.com' });
    expect(result.metadata.processor).toBe('p-2');
    expect(result.metadata.serviceDuration).toBe(77);
    if (result.kind === 'file') await result.discard();
  });

  it('returns the stored-file JSON result when filename is given', async () => {
    const { client } = makeClient();
    const stored = storedResult('https://s3.example.com/report-2026.pdf');
    api()
      .post('/v3/convert/pdf', { source: '<p>x</p>', filename: 'report-2026' })
      .reply(200, stored, { 'X-Credits-Used': '1' });
    const result = await client.convert.pdf({ source: '<p>x</p>', filename: 'report-2026' });
    expect(result.kind).toBe('stored');
    if (result.kind === 'stored') expect(result.result).toEqual(stored);
    expect(result.metadata.creditsUsed).toBe(1);
  });

  it('returns the queued acknowledgement on 202 when a webhook is given', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf', { source: '<p>x</p>', webhook: 'https://hooks.example.com/done' })
      .reply(202, { success: true, queued: true }, rateLimitHeaders());
    const result = await client.convert.pdf({
      source: '<p>x</p>',
      webhook: 'https://hooks.example.com/done',
    });
    expect(result).toMatchObject({
      kind: 'queued',
      status: 202,
      acknowledgement: { success: true, queued: true },
    });
  });

  it('refuses a processor version other than 116 or 142 before sending', async () => {
    const { client } = makeClient();
    await expect(
      client.convert.pdf({ source: 'x' }, { processorVersion: '120' as unknown as '116' }),
    ).rejects.toMatchObject({ name: 'ValidationError', field: 'processorVersion' });
  });

  it('accepts the processor version as a number', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf')
      .matchHeader('x-processor-version', '116')
      .reply(200, '%PDF', { 'Content-Type': 'application/pdf' });
    const result = await client.convert.pdf({ source: 'x' }, { processorVersion: 116 });
    expect(result.kind).toBe('file');
    if (result.kind === 'file') await result.discard();
  });
});

describe('convert.png()', () => {
  it('posts image options to /v3/convert/png and streams the PNG', async () => {
    const { client } = makeClient();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    api()
      .post('/v3/convert/png', { source: 'https://example.com', viewport: '800x600', fullpage: true })
      .reply(200, png, { 'Content-Type': 'image/png', 'Content-Length': String(png.length) });
    const result = await client.convert.png({
      source: 'https://example.com',
      viewport: '800x600',
      fullpage: true,
    });
    if (result.kind !== 'file') throw new Error('expected a file');
    const chunks: Uint8Array[] = [];
    for await (const chunk of result.stream()) chunks.push(chunk);
    expect(Buffer.concat(chunks)).toEqual(png);
  });
});

describe.each([
  ['jpeg', 'image/jpeg', [0xff, 0xd8, 0xff, 0xe0, 1, 2, 0xff, 0xd9]],
  ['webp', 'image/webp', [...Buffer.from('RIFF\x0c\0\0\0WEBPVP8 ', 'latin1')]],
] as const)('convert.%s()', (format, contentType, bytes) => {
  it(`posts the image options with quality to /v3/convert/${format} and returns the file`, async () => {
    const { client } = makeClient();
    const file = Buffer.from(bytes);
    const options = { source: '<p>x</p>', viewport: '640x480', dpi: 2 as const, quality: 65, sandbox: true };
    api()
      .post(`/v3/convert/${format}`, options)
      .matchHeader('content-type', 'application/json')
      .matchHeader('x-processor-version', '116')
      .reply(200, file, {
        'Content-Type': contentType,
        'Content-Length': String(file.length),
        'X-Credits-Cost': '1',
        'X-Credits-Used': '0',
      });
    const result = await client.convert[format](options, { processorVersion: '116' });
    if (result.kind !== 'file') throw new Error('expected a file');
    expect(result.format).toBe(format);
    expect(result.contentType).toBe(contentType);
    expect(result.metadata).toMatchObject({ creditsCost: 1, creditsUsed: 0 });
    expect(Buffer.from(await result.bytes())).toEqual(file);
  });

  it('answers the stored JSON with filename and the queued acknowledgement with a webhook', async () => {
    const { client } = makeClient();
    const stored = storedResult(`https://s3.example.com/shot.${format}`, { pdf_pages: undefined });
    api().post(`/v3/convert/${format}`, { source: 'x', filename: 'shot-001' }).reply(200, stored);
    api()
      .post(`/v3/convert/${format}`, { source: 'x', webhook: 'https://hooks.example.com/x' })
      .reply(202, { success: true, queued: true });
    const json = await client.convert[format]({ source: 'x', filename: 'shot-001' });
    expect(json).toMatchObject({ kind: 'stored', format, result: { url: stored.url } });
    const queued = await client.convert[format]({ source: 'x', webhook: 'https://hooks.example.com/x' });
    expect(queued).toMatchObject({ kind: 'queued', format, status: 202 });
  });
});

describe('apiKeys.enable()', () => {
  it('posts to /v3/account/api/{key}/enable with the key URL-encoded', async () => {
    const { client } = makeClient();
    const key = {
      created: 1700000000000,
      name: 'CI key',
      removed: null,
      token: 'sk/with space',
      public: 'pk_1',
      last_used: 1700000001000,
      usage: 3,
      is_master: false,
    };
    api().post('/v3/account/api/sk%2Fwith%20space/enable').reply(200, { success: true, key });
    await expect(client.apiKeys.enable('sk/with space')).resolves.toEqual(key);
  });
});

describe('logs.get()', () => {
  it('sends GET /v3/logs/{request_id} encoded and returns the entry', async () => {
    const { client } = makeClient();
    const log = logEntry('req/1?x');
    api().get('/v3/logs/req%2F1%3Fx').reply(200, { success: true, log });
    await expect(client.logs.get('req/1?x')).resolves.toEqual(log);
  });
});

describe('templates', () => {
  const template = (n: number) => ({ slug: `tpl-${n}`, created: 1700000000000, name: `Template ${n}` });

  it('list() returns one page', async () => {
    const { client } = makeClient();
    const envelope = { has_more: false, data: [template(1)], limit: 10, page: 0, total: 1 };
    api().get('/v3/templates').query({ page: '0' }).reply(200, { success: true, templates: envelope });
    await expect(client.templates.list({ page: 0 })).resolves.toEqual(envelope);
  });

  it('iterate() yields every template across pages', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/templates')
      .query({ page: '0' })
      .reply(200, {
        success: true,
        templates: { has_more: true, data: [template(1)], limit: 1, page: 0, total: 2 },
      });
    api()
      .get('/v3/templates')
      .query({ page: '1' })
      .reply(200, {
        success: true,
        templates: { has_more: false, data: [template(2)], limit: 1, page: 1, total: 2 },
      });
    const slugs = [];
    for await (const t of client.templates.iterate()) slugs.push(t.slug);
    expect(slugs).toEqual(['tpl-1', 'tpl-2']);
  });

  it('getHtml() returns the raw HTML of GET /v3/templates/{slug}.html', async () => {
    const { client } = makeClient();
    api().get('/v3/templates/invoice%20v2.html').reply(200, '<html><body>{{name}}</body></html>', {
      'Content-Type': 'text/html',
    });
    await expect(client.templates.getHtml('invoice v2')).resolves.toBe('<html><body>{{name}}</body></html>');
  });

  it('delete() sends DELETE /v3/templates/{slug}', async () => {
    const { client } = makeClient();
    api().delete('/v3/templates/old-one').reply(200, { success: true });
    await expect(client.templates.delete('old-one')).resolves.toEqual({ success: true });
  });

  it.each(['', '..', '.'])('refuses the slug %j before sending', async (slug) => {
    const { client } = makeClient();
    await expect(client.templates.getHtml(slug)).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'slug',
    });
  });

  it('encodes a slug so it cannot leave its path', async () => {
    const { client } = makeClient();
    api().delete('/v3/templates/..%2F..%2Faccount').reply(200, { success: true });
    await client.templates.delete('../../account');
  });
});

describe('construction', () => {
  it.each([undefined, '', '   '])('refuses to construct without a key (%j)', (apiKey) => {
    expect(() => makeClient({ apiKey: apiKey as string })).toThrow('apiKey: is required');
  });

  it('uses https://api.pdfshift.io/v3 by default', () => {
    const { client } = makeClient({ baseUrl: undefined });
    expect(client.baseUrl).toBe('https://api.pdfshift.io/v3');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => makeClient({ baseUrl: 'ftp://x' })).toThrow('baseUrl: must be an http(s) URL');
  });

  it('sends the key in X-API-Key on every request', async () => {
    const { client } = makeClient();
    nock(BASE)
      .get('/v3/credits/usage')
      .matchHeader('x-api-key', API_KEY)
      .reply(200, { success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } });
    await client.credits.usage();
  });
});
