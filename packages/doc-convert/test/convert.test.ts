// POST /convert/pdf, /convert/png, /convert/jpeg and /convert/webp (convert.pdf(), png(), jpeg(), webp()): the
// exact request the client sends (JSON options, processor version) and each answer form it returns: the file
// with its metadata, the stored-file JSON result, the queued acknowledgement.
import { describe, expect, it } from '@jest/globals';
import { FileConversion } from '@doc-convert/core';
import { storedResult } from '@doc-convert/testing/api-bodies';
import { makeClient, rateLimitHeaders } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

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
