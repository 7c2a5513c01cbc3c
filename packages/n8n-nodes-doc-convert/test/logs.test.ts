// The Log resource. Log → Get: GET /logs/{request_id} for the locator's ID, the entry with an ISO date, the
// secrets of the logged request masked. Log → Get Many (what it shows, and the log locator's list, searchLogs):
// the filters (status, the API key, a date-time in the workflow's time zone) become GET /logs's exact query, pages
// follow the cursor (the id of the last entry), the entries come out in Log → Get's form, and the key filter, a
// secret, stays out of errors and output.
import { describe, expect, it } from '@jest/globals';
import type { IDataObject, ILoadOptionsFunctions, INodeProperties } from 'n8n-workflow';
import { LOG_STATUSES } from '@doc-convert/core/options';
import { logLabel, MAX_PAGES_PER_CALL, searchLogs } from '../nodes/DocConvert/methods/listSearch';
import { logEntry } from '@doc-convert/testing/api-bodies';
import { useNock } from '@doc-convert/testing/nock';
import { api } from './helpers/answers';
import { createContext, runNode } from './helpers/context';
import { childrenOf, field, fieldsOf, names, optionsOf } from './helpers/description';

useNock();

const LOG_KEY = 'dc_key_of_the_ci_pipeline_7f3e';

/** Entries `from` down to `from - count + 1` (newest first), with ids and request ids to tell them apart. */
const entries = (from: number, count: number, overrides: IDataObject = {}) =>
  Array.from({ length: count }, (_, i) =>
    logEntry(`req-${from - i}`, { id: from - i, executed: 1700000000000 + (from - i) * 1000, ...overrides }),
  );
const page = (data: ReturnType<typeof entries>, hasMore: boolean) => ({
  success: true,
  logs: { has_more: hasMore, data },
});

const getMany = (extra: IDataObject = {}): IDataObject => ({
  resource: 'log',
  operation: 'getMany',
  returnAll: false,
  limit: 50,
  filters: {},
  ...extra,
});

describe('Log → Get', () => {
  it('sends GET /v3/logs/{request_id} for the locator’s ID and outputs the entry with an ISO date', async () => {
    const log = logEntry('req/1', { id: 7, duration: 340, user_agent: 'doc-convert/0.1.0 n8n' });
    api().get('/v3/logs/req%2F1').reply(200, { success: true, log });
    const output = await runNode(
      createContext({
        parameters: {
          resource: 'log',
          operation: 'get',
          requestId: { __rl: true, mode: 'id', value: ' req/1 ' },
        },
      }),
    );
    expect(output).toEqual([
      {
        json: {
          id: 7,
          requestId: 'req/1',
          statusCode: 200,
          error: null,
          creditsUsed: 1,
          sandbox: false,
          fileSize: 2048,
          durationMs: 340,
          executedAt: new Date(1700000000000).toISOString(),
          userAgent: 'doc-convert/0.1.0 n8n',
          query: null,
        },
        pairedItem: { item: 0 },
      },
    ]);
  });
});

describe('Log → Get of a request that carried secrets', () => {
  it('masks the passwords and cookie values in the logged request options (query)', async () => {
    const query = {
      source: 'https://intranet.example.com/r',
      auth: { username: 'reports', password: 'login-secret-1' },
      protection: { user_password: 'open-secret-2', owner_password: '', no_print: true },
      webhook: { url: 'https://example.com/h', auth: { username: 'hook', password: 'hook-secret-3' } },
      cookies: [
        { name: 'a', value: 'cookie-secret-4' },
        { name: 'b', value: 'cookie-secret-5', secure: true },
      ],
    };
    api()
      .get('/v3/logs/req-9')
      .reply(200, { success: true, log: logEntry('req-9', { query }) });
    const [item] = await runNode(
      createContext({
        parameters: {
          resource: 'log',
          operation: 'get',
          requestId: { __rl: true, mode: 'id', value: 'req-9' },
        },
      }),
    );
    expect(item!.json.query).toEqual({
      source: 'https://intranet.example.com/r',
      auth: { username: 'reports', password: '[redacted]' },
      protection: { user_password: '[redacted]', owner_password: '', no_print: true },
      webhook: { url: 'https://example.com/h', auth: { username: 'hook', password: '[redacted]' } },
      cookies: [
        { name: 'a', value: '[redacted]' },
        { name: 'b', value: '[redacted]', secure: true },
      ],
    });
  });
});

describe('Log → Get Many layout', () => {
  it('pages with Return All / Limit and filters by status, API key and time', () => {
    expect(names(fieldsOf('log', 'getMany'))).toEqual(['returnAll', 'limit', 'filters']);
    const filters = childrenOf(field('log', 'getMany', 'filters')!) as INodeProperties[];
    expect(filters.map((f) => [f.displayName, f.type])).toEqual([
      ['API Key', 'string'],
      ['Executed Before', 'dateTime'],
      ['Status', 'options'],
    ]);
    expect(
      optionsOf(filters[2])
        .map((o) => o.value)
        .sort(),
    ).toEqual([...LOG_STATUSES].sort());
  });
});

describe('Log → Get Many', () => {
  it('sends the filters as GET /logs’s query: status, key, and before as UTC from the workflow’s time zone', async () => {
    api()
      .get('/v3/logs')
      .query({ limit: '20', status: 'error', key: LOG_KEY, before: '2026-03-01T11:00:00.000Z' })
      .reply(200, page(entries(9, 2, { code: 500, error: 'Render failed' }), false));
    const output = await runNode(
      createContext({
        parameters: getMany({
          limit: 20,
          filters: { status: 'error', key: ` ${LOG_KEY} `, before: '2026-03-01T12:00:00' },
        }),
        timezone: 'Europe/Berlin',
      }),
    );
    expect(output).toEqual(
      [9, 8].map((n) => ({
        json: {
          id: n,
          requestId: `req-${n}`,
          statusCode: 500,
          error: 'Render failed',
          creditsUsed: 1,
          sandbox: false,
          fileSize: 2048,
          durationMs: 1200,
          executedAt: new Date(1700000000000 + n * 1000).toISOString(),
          userAgent: 'doc-convert/0.1.0',
          query: null,
        },
        pairedItem: { item: 0 },
      })),
    );
  });

  it('takes a date-time with its own offset as it says', async () => {
    api()
      .get('/v3/logs')
      .query({ limit: '50', before: '2026-03-01T10:30:00.000Z' })
      .reply(200, page([], false));
    await runNode(
      createContext({ parameters: getMany({ filters: { before: '2026-03-01T12:30:00+02:00' } }) }),
    );
  });

  it('asks for the API’s smallest page (5) for a smaller limit and outputs only the limit', async () => {
    api()
      .get('/v3/logs')
      .query({ limit: '5' })
      .reply(200, page(entries(100, 5), true));
    const output = await runNode(createContext({ parameters: getMany({ limit: 3 }) }));
    expect(output.map((item) => item.json.requestId)).toEqual(['req-100', 'req-99', 'req-98']);
  });

  it('Return All follows the cursor, the id of each page’s last entry, across three pages', async () => {
    api()
      .get('/v3/logs')
      .query({ limit: '100', status: 'success' })
      .reply(200, page(entries(300, 100), true));
    api()
      .get('/v3/logs')
      .query({ limit: '100', status: 'success', cursor: '201' })
      .reply(200, page(entries(200, 100), true));
    api()
      .get('/v3/logs')
      .query({ limit: '100', status: 'success', cursor: '101' })
      .reply(200, page(entries(100, 40), false));
    const output = await runNode(
      createContext({ parameters: getMany({ returnAll: true, filters: { status: 'success' } }) }),
    );
    expect(output).toHaveLength(240);
    expect(output.at(-1)!.json.requestId).toBe('req-61');
  });

  it('refuses a time that is no date, naming Filters → Executed Before, before any request', async () => {
    const test = createContext({ parameters: getMany({ filters: { before: 'next tuesday-ish' } }) });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/^Invalid Filters → Executed Before: must be a Date or an ISO date-time/);
    expect(test.calls).toEqual([]);
  });

  it('masks the key filter of a logged GET /logs in the entries’ query', async () => {
    api()
      .get('/v3/logs')
      .query({ limit: '50' })
      .reply(200, page([logEntry('req-1', { query: { status: 'all', key: LOG_KEY } })], false));
    const [item] = await runNode(createContext({ parameters: getMany() }));
    expect(item!.json.query).toEqual({ status: 'all', key: '[redacted]' });
  });

  it('masks the webhook secret header of a logged conversion (the library’s webhook.secret)', async () => {
    const webhook = {
      url: 'https://hooks.example.com/x',
      headers: { 'X-Doc-Convert-Secret': 'whsec_logged_0123456789' },
    };
    api()
      .get('/v3/logs')
      .query({ limit: '50' })
      .reply(200, page([logEntry('req-1', { query: { source: '<p>x</p>', webhook } })], false));
    const [item] = await runNode(createContext({ parameters: getMany() }));
    expect(item!.json.query).toEqual({
      source: '<p>x</p>',
      webhook: { url: webhook.url, headers: { 'X-Doc-Convert-Secret': '[redacted]' } },
    });
  });

  it('keeps the key filter out of the error when the service echoes it', async () => {
    api()
      .get('/v3/logs')
      .query(true)
      .reply(403, { success: false, error: `Key ${LOG_KEY} belongs to another account`, code: 403 });
    const test = createContext({ parameters: getMany({ filters: { key: LOG_KEY } }) });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error & { description?: string };
    expect(error.name).toBe('NodeApiError');
    const text = `${error.message}\n${error.description}\n${JSON.stringify(error)}`;
    expect(text).not.toContain(LOG_KEY);
    expect(error.message).toContain('[redacted]');
  });
});

describe('Log → Get, a request picked from the list', () => {
  it('gets the entry of the request id the list gave', async () => {
    api()
      .get('/v3/logs/req-7')
      .reply(200, { success: true, log: logEntry('req-7', { id: 7 }) });
    const [item] = await runNode(
      createContext({
        parameters: {
          resource: 'log',
          operation: 'get',
          requestId: { __rl: true, mode: 'list', value: 'req-7', cachedResultName: 'req-7 (200, …)' },
        },
      }),
    );
    expect(item!.json).toMatchObject({ id: 7, requestId: 'req-7' });
  });
});

describe('the log locator’s list (searchLogs)', () => {
  const search = (filter?: string, token?: string) => {
    const test = createContext({ parameters: {} });
    return searchLogs.call(test.context as unknown as ILoadOptionsFunctions, filter, token);
  };

  it('answers one page of recent requests, named by status, time (workflow time zone) and request id, with the cursor as token', async () => {
    api()
      .get('/v3/logs')
      .query({ limit: '100' })
      .reply(200, page(entries(500, 100), true));
    const { results, paginationToken } = await search();
    expect(results).toHaveLength(100);
    // 1700000500000 is 2023-11-14T22:21:40Z: 23:21:40 in Berlin, the context's workflow time zone.
    expect(results[0]).toEqual({ name: '200 · 2023-11-14 23:21:40 · req-500', value: 'req-500' });
    expect(paginationToken).toBe('401');
  });

  it('continues after the token’s entry and ends without a token on the last page', async () => {
    api()
      .get('/v3/logs')
      .query({ limit: '100', cursor: '401' })
      .reply(200, page(entries(400, 30), false));
    const { results, paginationToken } = await search(undefined, '401');
    expect(results.map((r) => r.value)).toEqual(entries(400, 30).map((e) => e.request_id));
    expect(paginationToken).toBeUndefined();
  });

  it('filters by request id, status or error message, reading on while a page has no match', async () => {
    const failed = logEntry('req-abc', { id: 350, code: 500, error: 'Timeout loading the source' });
    api()
      .get('/v3/logs')
      .query({ limit: '100' })
      .reply(200, page(entries(500, 100), true));
    api()
      .get('/v3/logs')
      .query({ limit: '100', cursor: '401' })
      .reply(200, page([...entries(400, 49), failed, ...entries(349, 50)], true));
    const { results, paginationToken } = await search('TIMEOUT');
    expect(results.map((r) => r.value)).toEqual(['req-abc']);
    expect(results[0]!.name).toMatch(
      /^500 · \d{4}-\d\d-\d\d \d\d:\d\d:\d\d · Timeout loading the source · req-abc$/,
    );
    expect(paginationToken).toBe('300');
  });

  it('puts the error before the request ID, shortened so the ID stays in reach, in any time zone', () => {
    const entry = logEntry('req-long', {
      code: 400,
      executed: Date.UTC(2026, 0, 31, 23, 30, 5),
      error: 'x'.repeat(100),
    });
    expect(logLabel(entry, 'America/New_York')).toBe(
      `400 · 2026-01-31 18:30:05 · ${'x'.repeat(59)}… · req-long`,
    );
    expect(logLabel({ ...entry, error: null }, 'Asia/Tokyo')).toBe('400 · 2026-02-01 08:30:05 · req-long');
  });

  it(`reads at most ${MAX_PAGES_PER_CALL} pages per call when nothing matches, then hands on the cursor`, async () => {
    for (let n = 0; n < MAX_PAGES_PER_CALL; n++) {
      const from = 5000 - n * 100;
      api()
        .get('/v3/logs')
        .query(n === 0 ? { limit: '100' } : { limit: '100', cursor: String(from + 1) })
        .reply(200, page(entries(from, 100), true));
    }
    const { results, paginationToken } = await search('no such request');
    expect(results).toEqual([]);
    expect(paginationToken).toBe(String(5000 - MAX_PAGES_PER_CALL * 100 + 1));
  });
});
