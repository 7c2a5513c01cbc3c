// GET /logs/{request_id} and GET /logs: the entry logs.get() returns for an encoded request id, the exact query
// of logs.list(), the parsed page, the cursor walk of logs.iterate(), and every refusal before anything is sent.
// The key filter is a secret: it never appears in an error.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { ValidationError, type LogsListParams } from '../src/index';
import { logEntry } from '@doc-convert/testing/api-bodies';
import { BASE, makeClient, rateLimitHeaders } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const FILTER_KEY = 'dc_live_filter_SECRET_91a7c3e2';
const entry = (id: number) => logEntry(`req-${id}`, { id });
const page = (ids: number[], has_more: boolean, limit = 5) => ({
  success: true,
  logs: { has_more, data: ids.map(entry), limit, page: 0, total: 13 },
});

describe('logs.get()', () => {
  it('sends GET /v3/logs/{request_id} encoded and returns the entry', async () => {
    const { client } = makeClient();
    const log = logEntry('req/1?x');
    api().get('/v3/logs/req%2F1%3Fx').reply(200, { success: true, log });
    await expect(client.logs.get('req/1?x')).resolves.toEqual(log);
  });
});

describe('logs.list()', () => {
  it('sends every filter as a query parameter and returns the page', async () => {
    const { client } = makeClient();
    const body = page([20, 19, 18, 17, 16], true);
    api()
      .get('/v3/logs')
      .query({
        limit: '5',
        status: 'error',
        key: FILTER_KEY,
        cursor: '21',
        before: '2026-03-01T12:00:00.000Z',
      })
      .reply(200, body, rateLimitHeaders());
    const result = await client.logs.list({
      limit: 5,
      status: 'error',
      key: FILTER_KEY,
      cursor: 21,
      before: new Date('2026-03-01T12:00:00Z'),
    });
    expect(result).toEqual(body.logs);
    expect(result.data[0]).toEqual(entry(20));
  });

  it('sends no query without parameters, and an ISO string for before as given', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .reply(200, page([], false, 20));
    await expect(client.logs.list()).resolves.toMatchObject({ has_more: false, data: [] });
    api()
      .get('/v3/logs')
      .query({ before: '2026-03-01T12:00:00+02:00', status: 'all' })
      .reply(200, page([3], false));
    await client.logs.list({ before: '2026-03-01T12:00:00+02:00', status: 'all' });
  });

  it('reads a page without limit, page or total (the reference requires none of them)', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .reply(200, { success: true, logs: { has_more: false, data: [entry(1)], next: 'x' } });
    await expect(client.logs.list()).resolves.toEqual({ has_more: false, data: [entry(1)], next: 'x' });
  });
});

describe('logs.iterate()', () => {
  it('walks three pages, each from the id of the last entry of the one before, while has_more', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .query({ limit: '5', status: 'success' })
      .reply(200, page([13, 12, 11, 10, 9], true));
    api()
      .get('/v3/logs')
      .query({ limit: '5', status: 'success', cursor: '9' })
      .reply(200, page([8, 7, 6, 5, 4], true));
    api()
      .get('/v3/logs')
      .query({ limit: '5', status: 'success', cursor: '4' })
      .reply(200, page([3, 2, 1], false));
    const ids = [];
    for await (const log of client.logs.iterate({ limit: 5, status: 'success' })) ids.push(log.id);
    expect(ids).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('starts after the cursor given, and stops on an empty page whatever has_more says', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .query({ cursor: '50' })
      .reply(200, page([49], true));
    api().get('/v3/logs').query({ cursor: '49' }).reply(200, page([], true));
    const ids = [];
    for await (const log of client.logs.iterate({ cursor: 50 })) ids.push(log.id);
    expect(ids).toEqual([49]);
  });

  it('stops with an error when the service answers the same cursor again', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .query({ cursor: '7' })
      .reply(200, page([7], true));
    const walk = async () => {
      for await (const _log of client.logs.iterate({ cursor: 7 })) void _log;
    };
    await expect(walk()).rejects.toThrow('same page again after cursor 7');
  });
});

describe('logs.list() refusals, before anything is sent', () => {
  const refusals: Array<[string, unknown, string, string]> = [
    ['limit below 5', { limit: 4 }, 'limit', 'must be an integer between 5 and 100 (inclusive)'],
    ['limit above 100', { limit: 101 }, 'limit', 'between 5 and 100'],
    ['limit not whole', { limit: 7.5 }, 'limit', 'between 5 and 100'],
    ['an unknown status', { status: 'failed' }, 'status', 'must be one of error, success or all'],
    ['an empty key', { key: '' }, 'key', 'must not be empty'],
    ['cursor 0', { cursor: 0 }, 'cursor', 'at least 1 (a log entry id)'],
    ['cursor as text', { cursor: '12' }, 'cursor', 'integer'],
    ['before without a time zone', { before: '2026-03-01T12:00:00' }, 'before', 'time zone'],
    ['before as a day', { before: '2026-03-01' }, 'before', 'ISO date-time'],
    ['before as a number', { before: 1764753251000 }, 'before', 'Date or an ISO date-time'],
    ['an Invalid Date', { before: new Date('nope') }, 'before', 'valid Date'],
    ['a misspelt filter', { stauts: 'error' }, 'stauts', 'did you mean "status"?'],
    ['not an object', 'error', '', 'must be an object'],
  ];

  it.each(refusals)('%s', async (_what, params, field, words) => {
    const { client } = makeClient();
    const scope = nock(BASE).get(/.*/).reply(200, page([], false));
    const error = await client.logs.list(params as LogsListParams).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect((error as ValidationError).message).toContain(words);
    expect(scope.isDone()).toBe(false);
    nock.cleanAll();
  });

  it('iterate() refuses as list() does, on the first step', async () => {
    const { client } = makeClient();
    const walk = async () => {
      for await (const _log of client.logs.iterate({ limit: 1000 })) void _log;
    };
    await expect(walk()).rejects.toMatchObject({ name: 'ValidationError', field: 'limit' });
  });

  it('never shows the key filter, in a refusal or in an API error', async () => {
    const { client } = makeClient();
    const refused = await client.logs.list({ key: FILTER_KEY, limit: 1 }).catch((e: unknown) => e);
    expect(JSON.stringify(refused) + String(refused)).not.toContain(FILTER_KEY);
    api()
      .get('/v3/logs')
      .query({ key: FILTER_KEY })
      .reply(400, { success: false, errors: { key: [`unknown key ${FILTER_KEY}`] }, code: 400 });
    const failed = await client.logs.list({ key: FILTER_KEY }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ name: 'BadRequestError', status: 400 });
    expect(JSON.stringify(failed) + String(failed) + (failed as Error).stack).not.toContain(FILTER_KEY);
  });
});
