// The request pipeline (src/server.ts) over real sockets with fetch: where the server listens, authentication
// (every refusal in the Error form with a request id, a key never echoed and redacted where requests are
// recorded), and routing's 404 and 405. Each route has its own file, named after it in src/routes/; the
// rate-limit window is in rate-limit.integration.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DISABLED_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

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

describe('routing', () => {
  it('answers 404 outside the routes and 405 for a wrong method', async () => {
    expect((await call('/nothing')).status).toBe(404);
    const wrong = await call('/account', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });
});
