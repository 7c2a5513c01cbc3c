// The local server's non-conversion endpoints, authentication, request ids, logs and the rate-limit
// window, exercised over real sockets with fetch.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DISABLED_KEY, MASTER_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

async function call(path: string, init: RequestInit & { key?: string | null } = {}) {
  const { key = SANDBOX_KEY, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (key !== null) headers.set('X-API-Key', key);
  const res = await fetch(`${server.url}${path}`, { ...rest, headers });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined;
  return { status: res.status, headers: res.headers, text, json };
}

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
});

afterAll(async () => {
  await server.close();
});

describe('startLocalServer', () => {
  it('listens on 127.0.0.1 with a base URL ending in /v3', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v3$/);
    expect(server.url).toBe(`${server.origin}/v3`);
  });
});

describe('authentication', () => {
  it.each([
    ['missing', null, 'Missing API key: send it in the X-API-Key header.'],
    ['unknown', 'dc_live_not_a_real_key_123456', 'Invalid API key.'],
    ['disabled', DISABLED_KEY, 'This API key is disabled.'],
  ])('answers 401 in the Error form when the key is %s', async (_, key, error) => {
    const res = await call('/account', { key });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ success: false, error, code: 401 });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never echoes a key in a body and redacts it in the recorded requests', async () => {
    const secret = 'dc_live_secret_never_echoed_42';
    const res = await call('/account', { key: secret });
    expect(res.text).not.toContain(secret);
    const recorded = server.state.requests.find(
      (r) => r.headers['x-api-key'] && r.requestId === res.headers.get('x-request-id'),
    );
    expect(recorded?.headers['x-api-key']).toBe('[redacted]');
    expect(JSON.stringify(server.state.requests)).not.toContain(secret);
    expect(JSON.stringify(server.state.requests)).not.toContain(SANDBOX_KEY);
  });
});

describe('GET /account', () => {
  it('answers the account with its plan', async () => {
    const res = await call('/account');
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.account).toMatchObject({
      name: expect.any(String),
      email: expect.any(String),
      created: expect.any(Number),
      company_vat: null,
      hard_limit: null,
      subscription_ends_at: null,
      plan: { credits: 2500, yearly: false, price: expect.any(Number), filesize: expect.any(Number) },
    });
    expect(res.json.account.created).toBeGreaterThan(1_500_000_000_000); // epoch milliseconds
  });

  it('sends the three rate-limit headers, the reset in Unix seconds', async () => {
    const res = await call('/account');
    expect(Number(res.headers.get('x-ratelimit-limit'))).toBe(250);
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(250);
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    expect(Number.isInteger(reset)).toBe(true);
    expect(reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 60);
  });
});

describe('GET /credits/usage', () => {
  it('answers base, total, used and the derived remaining', async () => {
    const res = await call('/credits/usage');
    expect(res.json).toEqual({
      success: true,
      credits: { base: 2500, total: 2500, used: 120, remaining: 2380 },
    });
  });
});

describe('GET /invoices', () => {
  it('answers page 0 with 10 items by default', async () => {
    const res = await call('/invoices');
    expect(res.status).toBe(200);
    const { invoices } = res.json;
    expect(invoices).toMatchObject({ has_more: true, limit: 10, page: 0, total: 25 });
    expect(invoices.data).toHaveLength(10);
    expect(invoices.data[0]).toEqual({
      created: expect.any(Number),
      amount: expect.any(Number),
      reference: 'INV-00025',
      download_url: `${server.origin}/files/invoices/INV-00025.pdf`,
    });
  });

  it('pages with page and limit until has_more is false', async () => {
    const last = await call('/invoices?page=2&limit=10');
    expect(last.json.invoices).toMatchObject({ has_more: false, page: 2, limit: 10, total: 25 });
    expect(last.json.invoices.data).toHaveLength(5);
    const beyond = await call('/invoices?page=9');
    expect(beyond.json.invoices).toMatchObject({ has_more: false, data: [] });
  });

  it.each([
    ['page=-1', 'page'],
    ['page=x', 'page'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
  ])('refuses %s with 400 in the Errors form', async (query, field) => {
    const res = await call(`/invoices?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, errors: { [field]: [expect.any(String)] }, code: 400 });
  });

  it('serves the invoice PDF at its download_url without a key', async () => {
    const res = await fetch(`${server.origin}/files/invoices/INV-00001.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('templates', () => {
  it('GET /templates answers the envelope of {slug, created, name}', async () => {
    const res = await call('/templates?limit=2');
    expect(res.json.templates).toMatchObject({ has_more: true, limit: 2, page: 0, total: 3 });
    expect(res.json.templates.data[0]).toEqual({
      slug: 'invoice',
      created: expect.any(Number),
      name: 'Invoice',
    });
  });

  it('GET /templates with a bad limit answers 400 in the Errors form', async () => {
    const res = await call('/templates?limit=abc');
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty('limit');
  });

  it('GET /templates/{slug}.html answers the raw HTML', async () => {
    const res = await call('/templates/receipt.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<h1>Receipt</h1>');
  });

  it('a slug with an encoded slash or dots names nothing', async () => {
    for (const slug of ['..%2Faccount', '%2E%2E', 'receipt%2F..']) {
      const res = await call(`/templates/${slug}.html`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, error: 'Template not found.', code: 404 });
    }
  });

  it('DELETE /templates/{slug} deletes, then answers 404', async () => {
    const first = await call('/templates/invoice', { method: 'DELETE' });
    expect(first.json).toEqual({ success: true });
    const again = await call('/templates/invoice', { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await call('/templates/invoice.html')).status).toBe(404);
    expect(server.state.templates.has('invoice')).toBe(false);
  });
});

describe('POST /account/api/{key}/enable', () => {
  it('enables a disabled key and answers the key record', async () => {
    const res = await call(`/account/api/${encodeURIComponent(DISABLED_KEY)}/enable`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      key: {
        created: expect.any(Number),
        name: 'Old CI key',
        removed: null,
        token: DISABLED_KEY,
        public: expect.stringMatching(/^pk_/),
        last_used: expect.any(Number),
        usage: 0,
        is_master: false,
      },
    });
    expect(server.state.keys.get(DISABLED_KEY)?.active).toBe(true);
    expect((await call('/account', { key: DISABLED_KEY })).status).toBe(200);
  });

  it('refuses a master key with 403', async () => {
    const res = await call(`/account/api/${MASTER_KEY}/enable`, { method: 'POST' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      success: false,
      error: 'A master key can only be managed from the Dashboard.',
      code: 403,
    });
  });

  it('answers 404 for an unknown key without naming it', async () => {
    const res = await call('/account/api/dc_live_unknown_0000000/enable', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('dc_live_unknown_0000000');
  });

  it('records the enable path with the key redacted', () => {
    const paths = server.state.requests.map((r) => r.path).filter((p) => p.includes('/enable'));
    expect(paths).toContain('/v3/account/api/[redacted]/enable');
  });
});

describe('maximum of active keys', () => {
  it('refuses to enable past maxActiveKeys, with a clear error', async () => {
    const local = await startLocalServer({
      renderer: 'text',
      maxActiveKeys: 2,
      keys: [
        { token: 'dc_k_one_00000001' },
        { token: 'dc_k_two_00000002' },
        { token: 'dc_k_off_00000003', active: false },
      ],
    });
    try {
      const res = await fetch(`${local.url}/account/api/dc_k_off_00000003/enable`, {
        method: 'POST',
        headers: { 'X-API-Key': 'dc_k_one_00000001' },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        success: false,
        error: 'Enabling this key would exceed the maximum of 2 active API keys; disable another key first.',
        code: 403,
      });
      expect(local.state.keys.get('dc_k_off_00000003')?.active).toBe(false);
    } finally {
      await local.close();
    }
  });
});

describe('GET /logs/{request_id}', () => {
  it('answers the log entry of an earlier request by its X-Request-Id', async () => {
    const earlier = await call('/credits/usage', { headers: { 'User-Agent': 'server-test/1.0' } });
    const id = earlier.headers.get('x-request-id')!;
    const res = await call(`/logs/${id}`);
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
    const res = await call('/logs/no-such-request');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, error: 'Log entry not found.', code: 404 });
  });
});

describe('history', () => {
  it('keeps only the last `history` requests and log entries when the scenario says so', async () => {
    const small = await startLocalServer({ renderer: 'text', history: 2 });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${small.url}/credits/usage`, { headers: { 'X-API-Key': SANDBOX_KEY } });
        ids.push(res.headers.get('x-request-id')!);
      }
      expect(small.state.requests.map((r) => r.requestId)).toEqual(ids.slice(1));
      const log = (id: string) =>
        fetch(`${small.url}/logs/${id}`, { headers: { 'X-API-Key': SANDBOX_KEY } }).then((r) => r.status);
      expect(await log(ids[0]!)).toBe(404);
      expect(await log(ids[2]!)).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('routing', () => {
  it('answers 404 outside the routes and 405 for a wrong method', async () => {
    expect((await call('/nothing')).status).toBe(404);
    const wrong = await call('/account', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });
});

describe('rate limit', () => {
  /**
   * Gives the server's rate-limit windows the test's clock (hit() takes `now`), so that requests on a busy
   * machine, however far apart, fall in the window the test means. Windows are aligned to whole multiples of
   * windowMs; the clock starts at one's beginning.
   */
  function windowClock(local: LocalServer, windowMs: number) {
    const limiter = local.state.rateLimiter;
    const hit = limiter.hit.bind(limiter);
    const clock = { now: Date.now() - (Date.now() % windowMs) };
    limiter.hit = (key) => hit(key, clock.now);
    return clock;
  }

  it('answers 429 past the limit, with the headers, and counts it', async () => {
    const local = await startLocalServer({ renderer: 'text', rateLimit: { limit: 3, windowMs: 60_000 } });
    const clock = windowClock(local, 60_000);
    try {
      const get = () => fetch(`${local.url}/account`, { headers: { 'X-API-Key': SANDBOX_KEY } });
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await get();
        await res.arrayBuffer();
        remaining.push(res.headers.get('x-ratelimit-remaining')!);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await get();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        success: false,
        error: expect.stringContaining('rate limit'),
        code: 429,
      });
      expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(refused.headers.get('x-ratelimit-reset'))).toBe((clock.now + 60_000) / 1000);
      expect(local.state.answered429).toBe(1);
      // Another key has its own window.
      const other = await fetch(`${local.url}/account`, { headers: { 'X-API-Key': MASTER_KEY } });
      expect(other.status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('opens a new window after windowMs', async () => {
    const local = await startLocalServer({ renderer: 'text', rateLimit: { limit: 1, windowMs: 300 } });
    const clock = windowClock(local, 300);
    try {
      const get = async () =>
        (await fetch(`${local.url}/account`, { headers: { 'X-API-Key': SANDBOX_KEY } })).status;
      expect([await get(), await get()]).toEqual([200, 429]);
      clock.now += 299;
      expect(await get()).toBe(429);
      clock.now += 1;
      expect(await get()).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('never answers 429 when disabled, but still sends the headers', async () => {
    const local = await startLocalServer({ renderer: 'text', rateLimit: false });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${local.url}/credits/usage`, { headers: { 'X-API-Key': SANDBOX_KEY } });
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        expect(res.headers.get('x-ratelimit-limit')).toBe('1000000000');
      }
    } finally {
      await local.close();
    }
  });
});
