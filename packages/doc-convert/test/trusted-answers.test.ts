// The client takes only a real document for a file: a conversion's (or a generated document's) file answer
// must have the format's media type; any other type (a proxy's HTML page, an empty answer without a type)
// and any redirect are a ResponseDecodeError, never followed, never retried, and nothing is written.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { ResponseDecodeError } from '../src/index';
import { API_KEY, makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';
import { saveAs } from '@doc-convert/testing/save-as';

useNock();

let dir: string;
/** Requests nock could not match: a followed redirect would land here. */
let unmatched: string[];
const onNoMatch = (req: Request) => void unmatched.push(req.url);
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doc-convert-trusted-'));
  unmatched = [];
  nock.emitter.on('no match', onNoMatch);
});
afterEach(async () => {
  nock.emitter.removeListener('no match', onNoMatch);
  await rm(dir, { recursive: true, force: true });
});

describe('a redirect', () => {
  it.each([301, 302, 303, 307, 308])(
    '%d to a conversion: ResponseDecodeError, not followed, no file',
    async (status) => {
      const { client } = makeClient();
      api()
        .post('/v3/convert/pdf')
        .reply(status, '', { Location: 'https://portal.example.net/login?next=/v3/convert/pdf' });
      const { error, files } = await saveAs(client.convert.pdf({ source: '<p>x</p>' }), dir);
      expect(error).toBeInstanceOf(ResponseDecodeError);
      expect((error as Error).message).toBe(
        `POST /convert/pdf answered ${status}, a redirect to https://portal.example.net: not followed, so the API key never travels to another address. Something other than the service may have answered (a proxy or a captive portal); check baseUrl.`,
      );
      expect(files).toEqual([]);
      expect(unmatched).toEqual([]);
    },
  );

  it('to a JSON read: the same error, and a GET is not retried', async () => {
    const { client, sleeps } = makeClient();
    api().get('/v3/credits/usage').reply(302, '', { Location: '/elsewhere' });
    const error = await client.credits.usage().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect((error as Error).message).toMatch(
      /^GET \/credits\/usage answered 302, a redirect to https:\/\/api\.doc-convert\.test: not followed/,
    );
    expect(sleeps).toEqual([]);
    expect(unmatched).toEqual([]);
  });

  it('never shows the key, even when the Location repeats it', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf')
      .reply(302, '', { Location: `https://${API_KEY}.example.net/?key=${API_KEY}` });
    const error = await client.convert.pdf({ source: '<p>x</p>' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect(`${(error as Error).message} ${(error as Error).stack}`).not.toContain(API_KEY);
  });
});

describe('a file answer of another type', () => {
  it.each([
    ['text/html; charset=utf-8', '<html><body>Sign in to the Wi-Fi</body></html>', 'text/html'],
    ['image/png', '\x89PNG', 'image/png'],
    [undefined, '', 'no content type'],
  ])('%s for a PDF: ResponseDecodeError naming both types, no file', async (type, body, named) => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf')
      .reply(200, body, type ? { 'Content-Type': type } : {});
    const { error, files } = await saveAs(client.convert.pdf({ source: '<p>x</p>' }), dir);
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect((error as Error).message).toBe(
      `The conversion to pdf answered 200 with ${named}, not application/pdf: that is not the document, and nothing was written. Something other than the service may have answered (a proxy or a captive portal); check baseUrl.`,
    );
    expect(files).toEqual([]);
  });

  it('a generated document is held to its format too', async () => {
    const { client } = makeClient();
    api().post('/v3/templates/invoice.png').reply(200, '<html></html>', { 'Content-Type': 'text/html' });
    const error = await client.templates.generate('invoice', 'png', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect((error as Error).message).toMatch(
      /^The conversion to png answered 200 with text\/html, not image\/png:/,
    );
  });

  it('is not retried: the conversion may have spent a credit', async () => {
    const { client, sleeps } = makeClient();
    api().post('/v3/convert/pdf').reply(200, '<html></html>', { 'Content-Type': 'text/html' });
    await expect(client.convert.pdf({ source: '<p>x</p>' })).rejects.toBeInstanceOf(ResponseDecodeError);
    expect(sleeps).toEqual([]);
  });
});

describe('the documents it takes', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['pdf', 'Application/PDF; charset=binary'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('%s as %s', async (format, type) => {
    const { client } = makeClient();
    api().post(`/v3/convert/${format}`).reply(200, 'DOC', { 'Content-Type': type });
    const result = await client.convert[format]({ source: '<p>x</p>' });
    expect(result.kind).toBe('file');
    if (result.kind === 'file') expect(Buffer.from(await result.bytes()).toString()).toBe('DOC');
  });

  it('Base64 text with encode', async () => {
    const { client } = makeClient();
    api().post('/v3/convert/pdf').reply(200, 'JVBERg==', { 'Content-Type': 'text/plain; charset=utf-8' });
    const result = await client.convert.pdf({ source: '<p>x</p>', encode: true });
    expect(result.kind).toBe('file');
    if (result.kind === 'file') expect(Buffer.from(await result.bytes()).toString()).toBe('JVBERg==');
  });

  it('but not Base64 text without encode', async () => {
    const { client } = makeClient();
    api().post('/v3/convert/pdf').reply(200, 'JVBERg==', { 'Content-Type': 'text/plain' });
    await expect(client.convert.pdf({ source: '<p>x</p>' })).rejects.toBeInstanceOf(ResponseDecodeError);
  });
});
