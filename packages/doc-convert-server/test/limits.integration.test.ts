// The limits a client of the local server can meet on a request, each with its status and message: the body
// size (413 naming the limit), the values a JSON body holds (400 on body), and unknown option names of any
// length or number (400 naming the first 100, a did-you-mean for the first 20 of 64 characters at most),
// answered without holding other clients: a request with 60,000 unknown names once kept the server from
// answering anyone for 17 s. (The JSON nesting depth, the other limit, is in hostile-json.integration.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { MAX_NAMED_ISSUES, MAX_SUGGESTIONS } from '@doc-convert/core/options';
import { JSON_VALUES_RULE, MAX_JSON_VALUES } from '../src/json-body';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from '../src/server';
import { request } from '@doc-convert/testing/conversion';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
});
afterAll(async () => {
  await server.close();
});

/** A conversion body of exactly `bytes` bytes: a trivial page, padded inside an HTML comment. */
function bodyOf(bytes: number): string {
  const frame = JSON.stringify({ source: '<p>x</p><!---->', sandbox: true });
  const padding = 'a'.repeat(bytes - frame.length);
  return frame.replace('<!---->', `<!--${padding}-->`);
}

describe('the request body size', () => {
  it(`reads a body of ${MAX_BODY_BYTES} bytes`, async () => {
    const body = bodyOf(MAX_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    expect((await request(server, 'POST', '/convert/pdf', body)).status).toBe(200);
  });

  it('answers 413 naming the limit, one byte past it', async () => {
    const res = await request(server, 'POST', '/convert/pdf', bodyOf(MAX_BODY_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, error: BODY_TOO_LARGE, code: 413 });
    expect(BODY_TOO_LARGE).toBe(
      "The request body is larger than the local server's limit of 32 MiB (33554432 bytes).",
    );
  });
});

describe('unknown option names', () => {
  it('of 1 MB: 400 naming it, without a suggestion', async () => {
    const name = 'landscape'.padEnd(1024 * 1024, 'e');
    const res = await request(server, 'POST', '/convert/pdf', { source: '<p>x</p>', [name]: true });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ [name]: ['unknown option'] });
  });

  it(`60,000 of them: 400 naming the first ${MAX_NAMED_ISSUES} (${MAX_SUGGESTIONS} with a suggestion), counting the others on body`, async () => {
    const res = await request(server, 'POST', '/convert/pdf', typos(60_000));
    expect(res.status).toBe(400);
    const errors = res.json.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toHaveLength(MAX_NAMED_ISSUES + 1);
    expect(errors.landscap0).toEqual(['unknown option; did you mean "landscape"?']);
    expect(errors[`landscap${MAX_SUGGESTIONS}`]).toEqual(['unknown option']);
    const suggested = Object.values(errors).filter(([m]) => m.includes('did you mean'));
    expect(suggested).toHaveLength(MAX_SUGGESTIONS);
    expect(errors.body).toEqual([
      `${60_000 - MAX_NAMED_ISSUES} more issues not listed (the first ${MAX_NAMED_ISSUES} are)`,
    ]);
  });
});

describe('the number of values in a JSON body', () => {
  /** A conversion body holding `count` values: the source, and unknown names. */
  const holding = (count: number) => typos(count - 1);

  it(`reads ${MAX_JSON_VALUES} values (and refuses them for what they say)`, async () => {
    const res = await request(server, 'POST', '/convert/pdf', holding(MAX_JSON_VALUES));
    expect(res.status).toBe(400);
    expect(res.json.errors.landscap0).toEqual(['unknown option; did you mean "landscape"?']);
  });

  it(`refuses ${MAX_JSON_VALUES + 1} values with 400 on body, before parsing them`, async () => {
    for (const body of [
      holding(MAX_JSON_VALUES + 1),
      { source: '<p>x</p>', cookies: Array.from({ length: MAX_JSON_VALUES }, () => ({ name: 'a' })) },
    ]) {
      const res = await request(server, 'POST', '/convert/pdf', body);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ body: [JSON_VALUES_RULE] });
    }
    expect(JSON_VALUES_RULE).toBe('must not hold more than 100000 values (object members and array items)');
  });
});

/** A conversion body with `count` unknown names, each a typo of `landscape`. */
function typos(count: number): Record<string, unknown> {
  const body: Record<string, unknown> = { source: '<p>x</p>' };
  for (let i = 0; i < count; i++) body[`landscap${i}`] = true;
  return body;
}

/** A request on a connection of its own; `done` records the order the answers begin to arrive in. */
function send(path: string, body: string | undefined, done: string[], name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent: false,
        headers: { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
      },
      (res) => {
        // Its first bytes: a long answer still being read does not let a later one overtake it.
        done.push(name);
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

describe('a hostile request and another client', () => {
  it('the other client is answered while the hostile request is held', async () => {
    // The service's time for the hostile request: its answer leaves 3 s after it came. The work to refuse it
    // is done on arrival; while it runs on this one thread nobody else is served, so the other client's
    // answer comes first only if that work ends well within the hold (the quadratic did-you-mean took 17 s).
    server.faults.add({ kind: 'latency', ms: 3_000, route: 'POST /convert/pdf' });
    const order: string[] = [];
    const hostile = send('/convert/pdf', JSON.stringify(typos(60_000)), order, 'hostile');
    // The other client asks once the hostile body is all in: the server has it, and works on it.
    while (!server.state.requests.some((r) => r.path === '/v3/convert/pdf')) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const other = send('/credits/usage', undefined, order, 'other');
    expect(await Promise.all([hostile, other])).toEqual([400, 200]);
    expect(order).toEqual(['other', 'hostile']);
  });
});
