// Per-call settings (the object after a method's own arguments): timeoutMs, maxRetries and headers replace the
// client's for that one call, for every operation; wrong values are refused before anything is sent.
import { describe, expect, it } from '@jest/globals';
import {
  InternalServerError,
  TimeoutError,
  ValidationError,
  type Transport,
  type TransportRequest,
} from '../src/index';
import { API_KEY, makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const credits = { success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } };
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const NOW = 1_900_000_000_000;

/**
 * A transport whose answer takes `takesMs` on the client's clock: it fails the attempt with TimeoutError when
 * its `timeoutMs` is shorter, as the undici transport does, and records each attempt's limit.
 */
function slowTransport(clock: { now: number }, takesMs: number) {
  const limits: number[] = [];
  const transport: Transport = {
    async request(request: TransportRequest) {
      limits.push(request.timeoutMs);
      if (request.timeoutMs < takesMs) {
        clock.now += request.timeoutMs;
        throw new TimeoutError(`No answer from the service within ${request.timeoutMs} ms.`);
      }
      clock.now += takesMs;
      const text = JSON.stringify(credits);
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: {
          async bytes() {
            return new TextEncoder().encode(text);
          },
          async text() {
            return text;
          },
          async cancel() {},
          async *[Symbol.asyncIterator]() {},
        },
      };
    },
  };
  return { transport, limits };
}

describe('timeoutMs per call', () => {
  it('a shorter one than the client’s ends the call at its own limit', async () => {
    const clock = { now: NOW };
    const { transport, limits } = slowTransport(clock, 3000);
    const { client } = makeClient({ timeoutMs: 60_000, maxRetries: 0, transport, now: () => clock.now });
    const error = await client.credits.usage({ timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(limits).toEqual([1000]);
    // The same client, without the per-call limit, waits long enough.
    await expect(client.credits.usage()).resolves.toEqual(credits.credits);
    expect(limits).toEqual([1000, 60_000]);
  });

  it('a longer one than the client’s lets a slow answer arrive', async () => {
    const clock = { now: NOW };
    const { transport, limits } = slowTransport(clock, 3000);
    const { client } = makeClient({ timeoutMs: 1000, maxRetries: 0, transport, now: () => clock.now });
    await expect(client.credits.usage()).rejects.toBeInstanceOf(TimeoutError);
    await expect(client.credits.usage({ timeoutMs: 5000 })).resolves.toEqual(credits.credits);
    expect(limits).toEqual([1000, 5000]);
  });
});

describe('maxRetries per call', () => {
  it('0 makes a 503 final at once: one request, no wait', async () => {
    const { client, sleeps } = makeClient({ maxRetries: 2 });
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    const error = await client.credits.usage({ maxRetries: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(503);
    expect(sleeps).toEqual([]);
  });

  it('0 on a conversion too', async () => {
    const { client, sleeps } = makeClient();
    api().post('/v3/convert/pdf').reply(503, { success: false, error: 'Busy', code: 503 });
    await expect(client.convert.pdf({ source: '<p>x</p>' }, { maxRetries: 0 })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(sleeps).toEqual([]);
  });

  it('more than the client’s: each retry is made', async () => {
    const { client, sleeps } = makeClient({ maxRetries: 0, random: () => 0 });
    api().get('/v3/credits/usage').times(3).reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/credits/usage').reply(200, credits);
    await expect(client.credits.usage({ maxRetries: 3 })).resolves.toEqual(credits.credits);
    expect(sleeps).toEqual([250, 500, 1000]);
  });
});

describe('headers per call', () => {
  it('are merged over the client’s, case-insensitively, and the client’s key is kept', async () => {
    const { client } = makeClient({ headers: { 'X-Tenant': 'acme', 'X-Trace': 'client' } });
    api()
      .get('/v3/credits/usage')
      .matchHeader('x-tenant', 'acme')
      .matchHeader('x-trace', 'call')
      .matchHeader('x-extra', '1')
      .matchHeader('x-api-key', API_KEY)
      .reply(200, credits);
    await client.credits.usage({
      headers: { 'x-trace': 'call', 'X-Extra': '1', 'X-API-Key': 'dc_other_key' },
    });
  });

  it('cannot replace the key, in any spelling, from the client’s headers either', async () => {
    const { client } = makeClient({ headers: { 'x-api-key': 'dc_client_header' } });
    // api() answers only a request carrying the client's apiKey as X-API-Key.
    api().post('/v3/convert/pdf').reply(200, PDF, { 'Content-Type': 'application/pdf' });
    const pdf = await client.convert.pdf({ source: 'x' }, { headers: { 'X-Api-Key': 'dc_call_header' } });
    if (pdf.kind === 'file') await pdf.discard();
  });

  it('go with every kind of call: a conversion, a list’s every page, a template generated as a file', async () => {
    const { client } = makeClient();
    const page = (n: number, more: boolean) => ({
      success: true,
      templates: {
        has_more: more,
        data: [{ slug: `t${n}`, name: `T${n}`, created: 1700000000000 }],
        limit: 1,
        page: n,
        total: 2,
      },
    });
    api()
      .post('/v3/convert/pdf')
      .matchHeader('x-call', 'c')
      .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    api().get('/v3/templates').query(true).matchHeader('x-call', 'l').reply(200, page(0, true));
    api().get('/v3/templates').query({ page: '1' }).matchHeader('x-call', 'l').reply(200, page(1, false));
    api()
      .post('/v3/templates/invoice.pdf')
      .matchHeader('x-call', 'g')
      .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    const converted = await client.convert.pdf({ source: 'x' }, { headers: { 'X-Call': 'c' } });
    if (converted.kind === 'file') await converted.discard();
    const slugs: string[] = [];
    for await (const t of client.templates.list({}, { headers: { 'X-Call': 'l' } })) slugs.push(t.slug);
    expect(slugs).toEqual(['t0', 't1']);
    const generated = await client.templates.generate(
      'invoice',
      'pdf',
      { data: {} },
      { headers: { 'X-Call': 'g' } },
    );
    if (generated.kind === 'file') await generated.discard();
  });

  it('leave the body’s type to the client: one Content-Type, JSON', async () => {
    const { client } = makeClient();
    api()
      .put('/v3/templates/invoice')
      .matchHeader('content-type', 'application/json')
      .reply(200, { success: true, template: { slug: 'invoice', name: 'I', created: 1 } });
    await client.templates.update(
      'invoice',
      { content: '<p>x</p>' },
      { headers: { 'content-type': 'text/plain' } },
    );
  });

  it('leave the operation’s own header to its option: processorVersion wins over a header', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf')
      .matchHeader('x-processor-version', '142')
      .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    const pdf = await client.convert.pdf(
      { source: 'x' },
      { processorVersion: '142', headers: { 'X-Processor-Version': '116' } },
    );
    if (pdf.kind === 'file') await pdf.discard();
  });
});

describe('wrong per-call settings', () => {
  it.each([
    [{ timeoutMs: 0 }, 'timeoutMs: must be an integer of 1 or more'],
    [{ timeoutMs: 1.5 }, 'timeoutMs: must be an integer of 1 or more'],
    [{ maxRetries: -1 }, 'maxRetries: must be an integer of 0 or more'],
    [{ headers: { 'Bad Name': 'x' } }, 'headers.Bad Name: is not a valid header name'],
    [{ headers: { 'X-Ok': 'line\r\nInjected: 1' } }, 'headers.X-Ok: must be a string without line breaks'],
    [{ headers: 'X-A: 1' }, 'headers: must be an object of header names to string values'],
    [{ signal: 'stop' }, 'signal: must be an AbortSignal'],
  ])('%j is refused before anything is sent', async (options, message) => {
    const { client, sleeps } = makeClient();
    // No interceptor: a request would fail the test with nock's "no match".
    const error = await client.account.get(options as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toContain(message);
    expect(sleeps).toEqual([]);
  });

  it('are refused on a conversion before it spends anything', async () => {
    const { client } = makeClient();
    await expect(client.convert.png({ source: 'x' }, { maxRetries: 1.5 })).rejects.toThrow(
      'maxRetries: must be an integer of 0 or more',
    );
  });

  it('the client’s own headers are checked when it is made', () => {
    expect(() => makeClient({ headers: { 'X-Bad\n': 'x' } })).toThrow(ValidationError);
    expect(() => makeClient({ headers: { 'X-Ok': 'a\nb' } })).toThrow('headers.X-Ok: must be a string');
  });
});
