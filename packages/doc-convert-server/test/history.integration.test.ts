// What the local server keeps of the requests it answered, all of it bounded: a log entry holds the service's
// LogObject fields with every text cut to 1,024 characters and its query (the JSON text of a conversion's
// options when it asks with log_request) to 4,096 characters of names and values (never a request's body),
// the log keeps the last `history` entries (1,000 by default), and the recorded requests (`state.requests`,
// for tests to inspect) the last `history` requests with 16 MiB of bodies at most, the newest always.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEFAULT_HISTORY,
  DEFAULT_RECORDED_BODY_BYTES,
  SANDBOX_KEY,
  startLocalServer,
  type LocalServer,
} from '../src/index';
import { LOGGED_QUERY_CHARS, LOGGED_TEXT_CHARS } from '../src/logged-parameters';
import { request } from '@doc-convert/testing/conversion';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
});
afterAll(async () => {
  await server.close();
});

/** The log entry of the request that got `answer`. */
async function logOf(answer: { headers: Headers }) {
  const id = answer.headers.get('x-request-id')!;
  const res = await request(server, 'GET', `/logs/${id}`);
  expect(res.status).toBe(200);
  return res.json.log;
}

describe('a log entry', () => {
  it('keeps no options of a conversion that does not ask for it, as the service logs query: null', async () => {
    const answer = await request(server, 'POST', '/convert/pdf', { source: '<p>x</p>', sandbox: true });
    expect(answer.status).toBe(200);
    expect(await logOf(answer)).toMatchObject({ code: 200, sandbox: true, error: null, query: null });
  });

  it(`keeps the options of one with log_request as JSON text, each text cut to ${LOGGED_TEXT_CHARS} characters`, async () => {
    const source = `<p>x</p>${'a'.repeat(100_000)}`;
    const options = { source, sandbox: true, landscape: true, log_request: true };
    const answer = await request(server, 'POST', '/convert/pdf', options);
    expect(answer.status).toBe(200);
    const log = await logOf(answer);
    expect(typeof log.query).toBe('string');
    expect(JSON.parse(log.query)).toEqual({
      source: `${source.slice(0, LOGGED_TEXT_CHARS)}… (${source.length - LOGGED_TEXT_CHARS} more characters)`,
      sandbox: true,
      landscape: true,
      log_request: true,
    });
    expect(log).toMatchObject({ code: 200, sandbox: true, error: null });
  });

  it(`keeps ${LOGGED_QUERY_CHARS} characters of the query in all, and counts what it leaves out`, async () => {
    const metadata = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [`field_${i}`, 'v'.repeat(40)]),
    );
    const answer = await request(server, 'POST', '/convert/pdf', {
      source: '<p>x</p>',
      sandbox: true,
      log_request: true,
      metadata,
    });
    expect(answer.status).toBe(200);
    const query = JSON.parse((await logOf(answer)).query);
    expect(query.source).toBe('<p>x</p>');
    const kept = Object.keys(query.metadata);
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.length).toBeLessThan(500);
    expect(query.metadata['…']).toBe(`${500 - (kept.length - 1)} more`);
    expect(JSON.stringify(query).length).toBeLessThan(LOGGED_QUERY_CHARS + 1024);
  });

  it(`cuts the error to ${LOGGED_TEXT_CHARS} characters`, async () => {
    const body: Record<string, unknown> = { source: '<p>x</p>' };
    for (let i = 0; i < 1000; i++) body[`unknown_option_${i}`] = 1;
    const answer = await request(server, 'POST', '/convert/pdf', body);
    expect(answer.status).toBe(400);
    const { error } = await logOf(answer);
    expect(error).toMatch(/^unknown_option_0: unknown option; /);
    expect(error).toMatch(/… \(\d+ more characters\)$/);
    expect(error.length).toBeLessThan(LOGGED_TEXT_CHARS + 40);
  });

  it(`cuts the user agent to ${LOGGED_TEXT_CHARS} characters`, async () => {
    const agent = 'A'.repeat(5000);
    const answer = await request(server, 'GET', '/credits/usage', undefined, { 'User-Agent': agent });
    const log = await logOf(answer);
    expect(log.user_agent).toBe(
      `${agent.slice(0, LOGGED_TEXT_CHARS)}… (${5000 - LOGGED_TEXT_CHARS} more characters)`,
    );
  });
});

describe('the log', () => {
  it(`keeps the last ${DEFAULT_HISTORY} entries by default, the oldest dropped first`, async () => {
    const fresh = await startLocalServer({ renderer: 'text', rateLimit: false });
    try {
      const ids: string[] = [];
      for (let i = 0; i < DEFAULT_HISTORY + 3; i++) {
        const res = await fetch(`${fresh.url}/credits/usage`, { headers: { 'X-API-Key': SANDBOX_KEY } });
        ids.push(res.headers.get('x-request-id')!);
      }
      expect(fresh.state.logs.size).toBe(DEFAULT_HISTORY);
      const page = await request(fresh, 'GET', '/logs?limit=5');
      expect(page.json.logs.total).toBe(DEFAULT_HISTORY);
      // That GET /logs took the place of ids[3]: ids[4] is now the oldest entry.
      expect((await request(fresh, 'GET', `/logs/${ids[4]}`)).status).toBe(200);
      expect((await request(fresh, 'GET', `/logs/${ids[2]}`)).status).toBe(404);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe('the recorded requests', () => {
  it(`hold ${DEFAULT_RECORDED_BODY_BYTES / 2 ** 20} MiB of bodies by default; recordedBodyBytes sets it`, () => {
    expect(DEFAULT_RECORDED_BODY_BYTES).toBe(16 * 1024 * 1024);
    expect(server.state.recordedBodyBytes).toBe(DEFAULT_RECORDED_BODY_BYTES);
  });

  it('drop the oldest past the bytes, always keeping the newest', async () => {
    const small = await startLocalServer({ renderer: 'text', rateLimit: false, recordedBodyBytes: 1000 });
    try {
      const send = (body: unknown) => request(small, 'POST', '/convert/pdf', body);
      const big = { source: `<p>${'b'.repeat(600)}</p>`, sandbox: true };
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await send(big)).headers.get('x-request-id'));
      expect(small.state.requests.map((r) => r.requestId)).toEqual([ids[2]]);
      const huge = { source: `<p>${'h'.repeat(5000)}</p>`, sandbox: true };
      const last = (await send(huge)).headers.get('x-request-id');
      expect(small.state.requests.map((r) => r.requestId)).toEqual([last]);
      expect(small.state.requests[0].body).toEqual(huge);
      await request(small, 'GET', '/credits/usage');
      expect(small.state.requests).toHaveLength(1); // 5,000 bytes and a GET: past 1,000, the body goes
    } finally {
      await small.close();
    }
  });
});

describe('the `history` of a scenario', () => {
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
