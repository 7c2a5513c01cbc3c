// withResponse(): every call's promise also gives the answer's metadata, { data, requestId, rateLimit, status,
// headers }, from the same single request; a plain await gives what it always gave.
import { describe, expect, it } from '@jest/globals';
import { FileConversion } from '@doc-convert/core';
import { NotFoundError, type WithResponse } from '../src/index';
import { ACCOUNT, storedResult } from '@doc-convert/testing/api-bodies';
import { API_KEY, makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const RESET = 1_900_000_060;
const answerHeaders = {
  'X-Request-Id': 'req_123',
  'X-RateLimit-Limit': '250',
  'X-RateLimit-Remaining': '249',
  'X-RateLimit-Reset': String(RESET),
};
const rateLimit = { limit: 250, remaining: 249, reset: RESET, resetAt: new Date(RESET * 1000) };
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('withResponse() on an account call', () => {
  it('gives the data with the request id, rate limit, status and headers', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/account')
      .reply(200, { success: true, account: ACCOUNT }, { ...answerHeaders, 'X-Served-By': 'edge-1' });
    const answer: WithResponse<typeof ACCOUNT> = await client.account.get().withResponse();
    expect(answer.data).toEqual(ACCOUNT);
    expect(answer.requestId).toBe('req_123');
    expect(answer.rateLimit).toEqual(rateLimit);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'x-request-id': 'req_123', 'x-served-by': 'edge-1' });
  });

  it('leaves cookies and any header holding the key out of headers', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/credits/usage')
      .reply(
        200,
        { success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } },
        { 'Set-Cookie': 'session=abc', 'X-Echo-Key': `key=${API_KEY}`, 'X-Kept': 'yes' },
      );
    const { headers } = await client.credits.usage().withResponse();
    expect(headers['x-kept']).toBe('yes');
    expect(headers).not.toHaveProperty('set-cookie');
    expect(headers).not.toHaveProperty('x-echo-key');
    expect(JSON.stringify(headers)).not.toContain(API_KEY);
  });

  it('sends one request whether the promise is awaited, asked withResponse(), or both', async () => {
    const { client } = makeClient();
    api().get('/v3/account').once().reply(200, { success: true, account: ACCOUNT }, answerHeaders);
    const call = client.account.get();
    const [data, answer] = await Promise.all([call, call.withResponse()]);
    expect(data).toEqual(ACCOUNT);
    expect(answer.data).toBe(data);
  });

  it('rejects with the call’s error, as the plain await does', async () => {
    const { client } = makeClient();
    api().get('/v3/logs/req_9').reply(404, { success: false, error: 'Not found', code: 404 });
    const call = client.logs.get('req_9');
    await expect(call.withResponse()).rejects.toBeInstanceOf(NotFoundError);
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
  });

  it('is a real Promise: then, catch, finally and Promise.all work as before', async () => {
    const { client } = makeClient();
    api().get('/v3/account').reply(200, { success: true, account: ACCOUNT });
    const call = client.account.get();
    expect(call).toBeInstanceOf(Promise);
    let settled = false;
    const email = await call.finally(() => (settled = true)).then((account) => account.email);
    expect(email).toBe(ACCOUNT.email);
    expect(settled).toBe(true);
  });
});

describe('withResponse() on a list', () => {
  it('gives the first page as data, with the answer’s metadata', async () => {
    const { client } = makeClient();
    const page = {
      has_more: true,
      data: [{ created: 1, amount: 9, reference: 'INV-1', download_url: 'https://example.com/1.pdf' }],
      limit: 1,
      page: 0,
      total: 3,
    };
    api()
      .get('/v3/invoices')
      .query({ limit: '1' })
      .reply(200, { success: true, invoices: page }, answerHeaders);
    const answer = await client.invoices.list({ limit: 1 }).withResponse();
    expect(answer).toEqual({
      data: page,
      requestId: 'req_123',
      rateLimit,
      status: 200,
      headers: expect.objectContaining({ 'x-ratelimit-remaining': '249' }),
    });
  });

  it('on the logs’ cursor page too', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .reply(200, { success: true, logs: { has_more: false, data: [] } }, answerHeaders);
    const answer = await client.logs.list().withResponse();
    expect(answer.data).toEqual({ has_more: false, data: [] });
    expect(answer.requestId).toBe('req_123');
  });
});

describe('withResponse() on a conversion', () => {
  it('gives the file with its status and headers; the body is still unread', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf')
      .reply(200, PDF, { ...answerHeaders, 'Content-Type': 'application/pdf', 'X-Credits-Cost': '1' });
    const answer = await client.convert.pdf({ source: '<p>x</p>' }).withResponse();
    expect(answer.status).toBe(200);
    expect(answer.requestId).toBe('req_123');
    expect(answer.rateLimit).toEqual(rateLimit);
    expect(answer.headers['x-credits-cost']).toBe('1');
    expect(answer.data).toBeInstanceOf(FileConversion);
    if (answer.data.kind !== 'file') throw new Error('expected a file');
    expect(answer.data.metadata.requestId).toBe('req_123');
    expect(Buffer.from(await answer.data.bytes())).toEqual(PDF);
  });

  it('gives a stored result’s JSON, and a queued conversion’s 202', async () => {
    const { client } = makeClient();
    const result = storedResult('https://files.example/r.pdf');
    api().post('/v3/convert/png').reply(200, result, answerHeaders);
    api().post('/v3/convert/jpeg').reply(202, { success: true, queued: true }, answerHeaders);
    const stored = await client.convert.png({ source: 'x', filename: 'report-q1' }).withResponse();
    expect(stored.data).toMatchObject({ kind: 'stored', result });
    const queued = await client.convert
      .jpeg({ source: 'x', webhook: 'https://hooks.example/done' })
      .withResponse();
    expect(queued.status).toBe(202);
    expect(queued.data.kind).toBe('queued');
  });

  it('on a template generated as a file and as HTML', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/templates/inv.pdf')
      .reply(200, PDF, { ...answerHeaders, 'Content-Type': 'application/pdf' });
    api()
      .post('/v3/templates/inv.html')
      .reply(200, '<p>1</p>', { 'Content-Type': 'text/html', 'X-Request-Id': 'h' });
    const pdf = await client.templates.generate('inv', 'pdf', { data: { n: 1 } }).withResponse();
    expect(pdf.requestId).toBe('req_123');
    if (pdf.data.kind === 'file') await pdf.data.discard();
    const html = await client.templates.generate('inv', 'html', { data: { n: 1 } }).withResponse();
    expect(html).toMatchObject({ data: '<p>1</p>', requestId: 'h', status: 200 });
  });
});
