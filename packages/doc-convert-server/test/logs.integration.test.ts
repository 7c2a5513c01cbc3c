// The log routes (src/routes/logs.ts) over real sockets: one entry by the X-Request-Id of its request, and
// GET /logs: the recent entries newest first, filtered by status, key and `before`, paged by cursor, its
// query checked by the client's own rules, and a key it was filtered by never shown.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from '@doc-convert/testing/conversion';
import { MASTER_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
});

afterAll(async () => {
  await server.close();
});

describe('GET /logs/{request_id}', () => {
  it('answers the log entry of an earlier request by its X-Request-Id', async () => {
    const earlier = await request(server, 'GET', '/credits/usage', undefined, {
      'User-Agent': 'server-test/1.0',
    });
    const id = earlier.headers.get('x-request-id')!;
    const res = await request(server, 'GET', `/logs/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      log: {
        id: expect.any(Number),
        duration: expect.any(Number),
        executed: expect.any(Number),
        credits: 0,
        sandbox: false,
        filesize: 0,
        error: null,
        code: 200,
        user_agent: 'server-test/1.0',
        request_id: id,
        query: null,
      },
    });
  });

  it('answers 404 in the Error form for an unknown id', async () => {
    const res = await request(server, 'GET', '/logs/no-such-request');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, error: 'Log entry not found.', code: 404 });
  });
});

describe('GET /logs', () => {
  let fresh: LocalServer;
  const get = (query: string, key = SANDBOX_KEY) =>
    request(fresh, 'GET', `/logs${query}`, undefined, { 'X-API-Key': key });

  beforeAll(async () => {
    fresh = await startLocalServer({ renderer: 'text', rateLimit: false });
    const send = (key: string, path: string, body?: unknown) =>
      request(fresh, body === undefined ? 'GET' : 'POST', path, body, { 'X-API-Key': key });
    // Nine requests: six successes (four by the sandbox key, two by the master key) and three failures.
    for (let i = 0; i < 4; i++) await send(SANDBOX_KEY, '/credits/usage');
    await send(MASTER_KEY, '/account');
    await send(MASTER_KEY, '/credits/usage');
    await send(SANDBOX_KEY, '/convert/pdf', { source: '' });
    await send(SANDBOX_KEY, '/templates/none.html');
    await send(MASTER_KEY, '/convert/png', { source: '<p>x</p>', dpi: 3 });
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('answers the recent entries newest first, 20 by default, with the envelope', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.json.logs).toMatchObject({ has_more: false, limit: 20, page: 0, total: 9 });
    expect(res.json.logs.data.map((e: { id: number }) => e.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(Object.keys(res.json.logs.data[0]).sort()).toEqual(
      [
        'code',
        'credits',
        'duration',
        'error',
        'executed',
        'filesize',
        'id',
        'query',
        'request_id',
        'sandbox',
        'user_agent',
      ].sort(),
    );
  });

  it('filters by status and by key, and pages by cursor while has_more', async () => {
    // Each GET /logs is logged too: cursor=10 looks at the nine requests of the set-up alone.
    const ids = (res: { json: any }) => res.json.logs.data.map((e: { id: number }) => e.id); // eslint-disable-line @typescript-eslint/no-explicit-any
    const errors = await get('?status=error&cursor=10');
    expect(errors.json.logs.data.map((e: { code: number }) => e.code)).toEqual([400, 404, 400]);
    const successes = await get('?status=success&limit=5&cursor=10');
    expect(successes.json.logs.has_more).toBe(true);
    expect(ids(successes)).toEqual([6, 5, 4, 3, 2]);
    const mine = await get(`?key=${SANDBOX_KEY}&status=success&limit=5&cursor=10`);
    expect(ids(mine)).toEqual([4, 3, 2, 1]);
    const masters = await get(`?key=${MASTER_KEY}&cursor=10`);
    expect(ids(masters)).toEqual([9, 6, 5]);
    const page1 = await get('?limit=5&cursor=10');
    expect(ids(page1)).toEqual([9, 8, 7, 6, 5]);
    const page2 = await get('?limit=5&cursor=5');
    expect(page2.json.logs.has_more).toBe(false);
    expect(ids(page2)).toEqual([4, 3, 2, 1]);
  });

  it('filters by before (an ISO date-time)', async () => {
    const all = (await get('')).json.logs.data as Array<{ id: number; executed: number }>;
    const cut = all.find((e) => e.id === 5)!.executed;
    const before = await get(`?before=${encodeURIComponent(new Date(cut).toISOString())}`);
    const ids = before.json.logs.data.map((e: { id: number }) => e.id);
    expect(ids.every((id: number) => all.find((e) => e.id === id)!.executed < cut)).toBe(true);
    expect(ids).not.toContain(5);
    const none = await get(`?before=${encodeURIComponent('2000-01-01T00:00:00Z')}`);
    expect(none.json.logs.data).toEqual([]);
  });

  it.each([
    ['?limit=4', 'limit', 'between 5 and 100'],
    ['?limit=101', 'limit', 'between 5 and 100'],
    ['?limit=ten', 'limit', 'integer'],
    ['?status=failed', 'status', 'error, success or all'],
    ['?cursor=-1', 'cursor', 'at least 1'],
    ['?before=yesterday', 'before', 'ISO date-time'],
    ['?page=2', 'page', 'unknown option'],
  ])('refuses %s with 400 naming the parameter', async (query, field, words) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json.errors[field][0]).toContain(words);
  });

  it('never shows a key filter in the log entries it serves', async () => {
    await get(`?key=${MASTER_KEY}`);
    const res = await get('?limit=100');
    expect(JSON.stringify(res.json)).not.toContain(MASTER_KEY);
    // The newest entry is the key-filtered request just before this one: its query, as text.
    expect(res.json.logs.data[0].query).toBe('{"key":"[redacted]"}');
  });
});

describe('secrets a request sent', () => {
  // Every secret a conversion can carry, each a word that must never come back from GET /logs.
  const SECRETS = {
    webhookUser: 'hook-user-7f3a',
    webhookPassword: 'hook-pass-7f3a',
    webhookPathToken: 'hook-path-token-7f3a',
    webhookQueryToken: 'hook-query-token-7f3a',
    webhookHeader: 'whsec-header-7f3a',
    webhookBasicPassword: 'hook-basic-pw-7f3a',
    sourcePassword: 'src-basic-pw-7f3a',
    bearer: 'bearer-token-7f3a',
    cookie: 'cookie-value-7f3a',
    urlPassword: 'src-url-pw-7f3a',
    urlToken: 'src-url-sig-7f3a',
    userPassword: 'pdf-user-pw-7f3a',
    ownerPassword: 'pdf-owner-pw-7f3a',
  };
  const conversion = (logRequest: boolean) => ({
    source: `http://reader:${SECRETS.urlPassword}@example.com/report?sig=${SECRETS.urlToken}&page=2`,
    sandbox: true,
    log_request: logRequest,
    webhook: {
      url: `http://${SECRETS.webhookUser}:${SECRETS.webhookPassword}@127.0.0.1:9/hooks/${SECRETS.webhookPathToken}?token=${SECRETS.webhookQueryToken}`,
      auth: { username: 'hooks', password: SECRETS.webhookBasicPassword },
      headers: { 'X-Webhook-Secret': SECRETS.webhookHeader },
    },
    auth: { username: 'reader', password: SECRETS.sourcePassword },
    http_headers: { Authorization: `Bearer ${SECRETS.bearer}`, 'X-Tenant': 'acme' },
    cookies: [{ name: 'session', value: SECRETS.cookie }],
    protection: { user_password: SECRETS.userPassword, owner_password: SECRETS.ownerPassword },
  });

  it('are never shown back, even when the conversion asks for its parameters to be logged', async () => {
    const fresh = await startLocalServer({ renderer: 'text', rateLimit: false });
    try {
      const answers = [
        await request(fresh, 'POST', '/convert/pdf', conversion(true)),
        await request(fresh, 'POST', '/convert/pdf', conversion(false)),
      ];
      expect(answers.map((a) => a.status)).toEqual([202, 202]);
      const logs = await request(fresh, 'GET', '/logs?limit=100');
      const shown = JSON.stringify(logs.json);
      for (const [what, secret] of Object.entries(SECRETS)) {
        expect({ what, shown: shown.includes(secret) }).toEqual({ what, shown: false });
      }
      const [asked, notAsked] = answers.map((a) =>
        logs.json.logs.data.find(
          (e: { request_id: string }) => e.request_id === a.headers.get('x-request-id'),
        ),
      );
      expect(notAsked.query).toBeNull();
      // What it does show: which options were sent, the names of the headers and cookies, the hosts.
      expect(JSON.parse(asked.query)).toEqual({
        source: 'http://[redacted]@example.com/report?sig=[redacted]&page=[redacted]',
        sandbox: true,
        log_request: true,
        webhook: {
          url: 'http://127.0.0.1:9/[redacted]',
          auth: { username: 'hooks', password: '[redacted]' },
          headers: { 'X-Webhook-Secret': '[redacted]' },
        },
        auth: { username: 'reader', password: '[redacted]' },
        http_headers: { Authorization: '[redacted]', 'X-Tenant': '[redacted]' },
        cookies: [{ name: 'session', value: '[redacted]' }],
        protection: { user_password: '[redacted]', owner_password: '[redacted]' },
      });
    } finally {
      await fresh.close();
    }
  });

  it('leave no API key in a logged query, error or user agent', async () => {
    const fresh = await startLocalServer({ renderer: 'text', rateLimit: false });
    try {
      const answer = await request(
        fresh,
        'POST',
        '/convert/pdf',
        { source: `<p>${MASTER_KEY}</p>`, log_request: true, zoom: 7 },
        { 'User-Agent': `agent ${MASTER_KEY}` },
      );
      expect(answer.status).toBe(400);
      const log = (await request(fresh, 'GET', `/logs/${answer.headers.get('x-request-id')}`)).json.log;
      expect(JSON.stringify(log)).not.toContain(MASTER_KEY);
      expect(log.user_agent).toBe('agent [redacted]');
    } finally {
      await fresh.close();
    }
  });
});
