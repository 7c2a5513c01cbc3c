// Hostile JSON against the local server: option names that are members of Object.prototype, bodies nested
// thousands of levels deep and margins larger than the page are refused with a 400 naming the field, never
// a 500 or a dropped socket, and the server keeps serving after them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';
import { MAX_JSON_DEPTH } from '../src/json-body';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
});
afterAll(async () => {
  await server.close();
});

async function post(path: string, body: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
    body,
  });
  const type = res.headers.get('content-type') ?? '';
  const json = type.includes('json') ? ((await res.json()) as Record<string, unknown>) : { type };
  return { status: res.status, json };
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('option names that are members of Object.prototype', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    '%s is an unknown option: 400 naming it',
    async (name) => {
      const res = await post('/convert/pdf', `{"source":"<p>x</p>","${name}":1}`);
      expect(res).toEqual({
        status: 400,
        json: { success: false, errors: { [name]: ['unknown option'] }, code: 400 },
      });
    },
  );

  it('inside a nested option too', async () => {
    const res = await post('/convert/pdf', '{"source":"<p>x</p>","margin":{"constructor":"1mm"}}');
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      'margin.constructor': ['unknown option; allowed options are top, right, bottom and left'],
    });
  });

  it('as a query parameter of GET /logs', async () => {
    for (const name of ['__proto__', 'constructor']) {
      const res = await fetch(`${server.url}/logs?${name}=1`, { headers: { 'X-API-Key': SANDBOX_KEY } });
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([name]);
    }
  });
});

describe('nesting depth', () => {
  it.each([MAX_JSON_DEPTH + 1, 3_000, 100_000])(
    '%d levels: 400 on body, and the server serves on',
    async (depth) => {
      for (const path of ['/convert/pdf', '/convert/png', '/templates', '/templates/invoice.pdf']) {
        const res = await post(path, `{"source":${nested(depth)}}`);
        expect(res).toEqual({
          status: 400,
          json: {
            success: false,
            errors: { body: [`must not nest objects and arrays more than ${MAX_JSON_DEPTH} levels deep`] },
            code: 400,
          },
        });
      }
      expect((await post('/convert/pdf', '{"source":"<p>after</p>","sandbox":true}')).status).toBe(200);
    },
  );

  it(`${MAX_JSON_DEPTH} levels are read (and refused for what they say, not for their depth)`, async () => {
    const res = await post('/convert/pdf', `{"source":"<p>x</p>","margin":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors as object)).toEqual(['margin']);
  });

  it('brackets inside strings do not count', async () => {
    const res = await post(
      '/convert/pdf',
      JSON.stringify({ source: `<p>${'['.repeat(500)}</p>`, sandbox: true }),
    );
    expect(res.status).toBe(200);
  });
});

describe('a margin larger than the page', () => {
  it('is refused by the client’s own rule: 400 naming margin and the page', async () => {
    for (const path of ['/convert/pdf', '/templates/invoice.pdf']) {
      const res = await post(
        path,
        '{"source":"<p>x</p>","data":{},"margin":"500mm"}'.replace(
          path.startsWith('/templates') ? '"source":"<p>x</p>",' : '"data":{},',
          '',
        ),
      );
      expect(res).toEqual({
        status: 400,
        json: {
          success: false,
          errors: {
            margin: [
              'leaves no room for content on the page (A4, 210 × 297 mm): left + right come to 1000 mm, and the page is 210 mm wide',
            ],
          },
          code: 400,
        },
      });
    }
  });
});
