// Retries with an injected sleep: what is retried, how long the client waits, and what is never retried (the
// delays' arithmetic alone: packages/core/test/retry.test.ts).
import { describe, expect, it } from '@jest/globals';
import { ConnectionError, TimeoutError, type Transport } from '../src/index';
import { makeClient, rateLimitHeaders } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

const credits = { success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } };
const NOW = 1_900_000_000_000;

useNock();

describe('429', () => {
  it('waits until X-RateLimit-Reset (Unix seconds) and then succeeds', async () => {
    const { client, sleeps } = makeClient({ random: () => 0 }, NOW);
    api()
      .get('/v3/credits/usage')
      .reply(
        429,
        { success: false, error: 'Too many requests', code: 429 },
        rateLimitHeaders(0, NOW / 1000 + 7),
      );
    api().get('/v3/credits/usage').reply(200, credits);
    await expect(client.credits.usage()).resolves.toEqual(credits.credits);
    expect(sleeps).toEqual([7000]);
  });

  it('adds jitter of up to 10 % to the reset wait', async () => {
    const { client, sleeps } = makeClient({ random: () => 0.999999 }, NOW);
    api()
      .get('/v3/credits/usage')
      .reply(429, { success: false, error: 'slow down', code: 429 }, rateLimitHeaders(0, NOW / 1000 + 10));
    api().get('/v3/credits/usage').reply(200, credits);
    await client.credits.usage();
    expect(sleeps[0]).toBeGreaterThan(10_000);
    expect(sleeps[0]).toBeLessThanOrEqual(11_000);
  });

  it('retries a conversion too, and gives up with RateLimitError after maxRetries', async () => {
    const { client, sleeps } = makeClient({ random: () => 0 }, NOW);
    api()
      .post('/v3/convert/pdf')
      .times(3)
      .reply(429, { success: false, error: 'Too many', code: 429 }, rateLimitHeaders(0, NOW / 1000 + 1));
    await expect(client.convert.pdf({ source: 'x' })).rejects.toMatchObject({
      name: 'RateLimitError',
      status: 429,
    });
    // The second 429 repeats a reset that the (virtual) clock has passed: the client falls back to backoff.
    expect(sleeps).toEqual([1000, 500]);
  });
});

describe('5xx', () => {
  it('503 then 200 on a GET: backs off once and succeeds', async () => {
    const { client, sleeps } = makeClient();
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'down', code: 503 });
    api().get('/v3/credits/usage').reply(200, credits);
    await expect(client.credits.usage()).resolves.toEqual(credits.credits);
    expect(sleeps).toEqual([375]);
  });

  it('a GET retries a 500 as well', async () => {
    const { client, sleeps } = makeClient();
    api().get('/v3/credits/usage').reply(500, { success: false, error: 'oops', code: 500 });
    api().get('/v3/credits/usage').reply(200, credits);
    await expect(client.credits.usage()).resolves.toEqual(credits.credits);
    expect(sleeps).toHaveLength(1);
  });

  it('503 then 200 on a conversion', async () => {
    const { client, sleeps } = makeClient();
    api().post('/v3/convert/pdf').reply(503, { success: false, error: 'busy', code: 503 });
    api().post('/v3/convert/pdf').reply(200, '%PDF', { 'Content-Type': 'application/pdf' });
    const result = await client.convert.pdf({ source: 'x' });
    expect(result.kind).toBe('file');
    expect(sleeps).toEqual([375]);
  });

  it('does not retry a conversion on 500: it may have spent credits', async () => {
    const { client, sleeps } = makeClient();
    api().post('/v3/convert/pdf').reply(500, { success: false, error: 'render failed', code: 500 });
    await expect(client.convert.pdf({ source: 'x' })).rejects.toMatchObject({ name: 'InternalServerError' });
    expect(sleeps).toEqual([]);
  });

  it('stops after maxRetries and reports the last error', async () => {
    const { client, sleeps } = makeClient({ maxRetries: 3 });
    api().get('/v3/account').times(4).reply(502, { success: false, error: 'bad gateway', code: 502 });
    await expect(client.account.get()).rejects.toMatchObject({ status: 502 });
    expect(sleeps).toHaveLength(3);
  });
});

describe('never retried', () => {
  it.each([400, 401, 403, 404])('%i', async (status) => {
    const { client, sleeps } = makeClient();
    api().post('/v3/convert/pdf').reply(status, { success: false, error: 'no', code: status });
    await expect(client.convert.pdf({ source: 'x' })).rejects.toMatchObject({ status });
    api().get('/v3/account').reply(status, { success: false, error: 'no', code: status });
    await expect(client.account.get()).rejects.toMatchObject({ status });
    expect(sleeps).toEqual([]);
  });
});

// nock cannot fake socket failures on undici reliably, so these use a scripted transport (the seam the client
// is built on) and, for the abort, a real socket on 127.0.0.1.
describe('connection failures', () => {
  function scripted(steps: Array<Error | number>) {
    const calls: string[] = [];
    const transport: Transport = {
      async request(request) {
        calls.push(`${request.method} ${request.url}`);
        const step = steps.shift();
        if (step === undefined) throw new Error('unexpected request');
        if (step instanceof Error) throw step;
        const isConversion = request.url.includes('/convert/');
        const body = isConversion ? '%PDF-1.7' : JSON.stringify(credits);
        return {
          status: step,
          headers: { 'content-type': isConversion ? 'application/pdf' : 'application/json' },
          body: {
            async *[Symbol.asyncIterator]() {
              yield new TextEncoder().encode(body);
            },
            bytes: async () => new TextEncoder().encode(body),
            text: async () => body,
            cancel: async () => undefined,
          },
        };
      },
    };
    return { transport, calls };
  }

  it('a GET whose connection resets is retried', async () => {
    const { transport, calls } = scripted([new ConnectionError('reset', { code: 'ECONNRESET' }), 200]);
    const { client, sleeps } = makeClient({ transport });
    await expect(client.credits.usage()).resolves.toEqual(credits.credits);
    expect(calls).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
  });

  it('a GET that times out is retried, then reports TimeoutError', async () => {
    const { transport, calls } = scripted([
      new TimeoutError('slow'),
      new TimeoutError('slow'),
      new TimeoutError('slow'),
    ]);
    const { client } = makeClient({ transport });
    await expect(client.credits.usage()).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toHaveLength(3);
  });

  it('a conversion whose connection resets is not retried (it may have been rendered and billed)', async () => {
    const { transport, calls } = scripted([new ConnectionError('reset', { code: 'ECONNRESET' }), 200]);
    const { client, sleeps } = makeClient({ transport });
    await expect(client.convert.pdf({ source: 'x' })).rejects.toMatchObject({ name: 'ConnectionError' });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('a conversion that timed out is not retried', async () => {
    const { transport, calls } = scripted([new TimeoutError('slow'), 200]);
    const { client } = makeClient({ transport });
    await expect(client.convert.pdf({ source: 'x' })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toHaveLength(1);
  });

  it('a conversion that was refused before delivery is retried', async () => {
    const refused = new ConnectionError('refused', { code: 'ECONNREFUSED', notDelivered: true });
    const { transport, calls } = scripted([refused, 200]);
    const { client, sleeps } = makeClient({ transport });
    await expect(client.convert.pdf({ source: 'x' })).resolves.toMatchObject({ kind: 'file' });
    expect(calls).toEqual([
      'POST https://api.doc-convert.test/v3/convert/pdf',
      'POST https://api.doc-convert.test/v3/convert/pdf',
    ]);
    expect(sleeps).toHaveLength(1);
  });

  it('an abort before sending sends nothing', async () => {
    const { transport, calls } = scripted([200]);
    const { client } = makeClient({ transport });
    const controller = new AbortController();
    controller.abort();
    await expect(client.credits.usage({ signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toEqual([]);
  });
});
