// The account routes (src/routes/account.ts) over real sockets: GET /account with its plan, GET
// /credits/usage, GET /invoices and its pages (the envelope and the page and limit rules of
// routes/pagination.ts, which GET /templates shares), and POST /account/api/{key}/enable: a disabled key
// enabled, a master key refused, an unknown key not named, the maximum of active keys kept.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from '@doc-convert/testing/conversion';
import { DISABLED_KEY, MASTER_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
});

afterAll(async () => {
  await server.close();
});

/** `method path` on the shared server, as `key`. */
const call = (method: string, path: string, key = SANDBOX_KEY) =>
  request(server, method, path, undefined, { 'X-API-Key': key });

describe('GET /account', () => {
  it('answers the account with its plan', async () => {
    const res = await call('GET', '/account');
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
    const res = await call('GET', '/account');
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
    const res = await call('GET', '/credits/usage');
    expect(res.json).toEqual({
      success: true,
      credits: { base: 2500, total: 2500, used: 120, remaining: 2380 },
    });
  });
});

describe('GET /invoices', () => {
  it('answers page 0 with 10 items by default', async () => {
    const res = await call('GET', '/invoices');
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
    const last = await call('GET', '/invoices?page=2&limit=10');
    expect(last.json.invoices).toMatchObject({ has_more: false, page: 2, limit: 10, total: 25 });
    expect(last.json.invoices.data).toHaveLength(5);
    const beyond = await call('GET', '/invoices?page=9');
    expect(beyond.json.invoices).toMatchObject({ has_more: false, data: [] });
  });

  it.each([
    ['page=-1', 'page'],
    ['page=x', 'page'],
    ['limit=0', 'limit'],
    ['limit=1000', 'limit'],
  ])('refuses %s with 400 in the Errors form', async (query, field) => {
    const res = await call('GET', `/invoices?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, errors: { [field]: [expect.any(String)] }, code: 400 });
  });
});

describe('POST /account/api/{key}/enable', () => {
  it('enables a disabled key and answers the key record', async () => {
    const res = await call('POST', `/account/api/${encodeURIComponent(DISABLED_KEY)}/enable`);
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
    expect((await call('GET', '/account', DISABLED_KEY)).status).toBe(200);
  });

  it('refuses a master key with 403', async () => {
    const res = await call('POST', `/account/api/${MASTER_KEY}/enable`);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      success: false,
      error: 'A master key can only be managed from the Dashboard.',
      code: 403,
    });
  });

  it('answers 404 for an unknown key without naming it', async () => {
    const res = await call('POST', '/account/api/dc_live_unknown_0000000/enable');
    expect(res.status).toBe(404);
    expect(res.bytes.toString()).not.toContain('dc_live_unknown_0000000');
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
