// Requests that are not valid HTTP/1.1, sent byte for byte as a fuzzer sends them: a control byte in a header,
// Transfer-Encoding and Content-Length tricks, headers too large, an Expect the server cannot meet, CONNECT,
// HTTP/2, no Host. Node answers these itself with a bare status line (no body, no Content-Type); every one
// must be the contract's JSON Error form, and the server must serve the next request.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
});
afterAll(async () => {
  await server.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `raw` on a connection of its own and reads the answer until the server closes the connection. */
function send(raw: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const at = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, at).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: text.slice(at + 4) });
    });
    socket.end(raw);
  });
}

const HEADERS = `Host: 127.0.0.1\r\nX-API-Key: ${SANDBOX_KEY}\r\n`;
const POST = `POST /v3/convert/pdf HTTP/1.1\r\n${HEADERS}Content-Type: application/json\r\n`;

/** Expects the answer to be the Error form with `status`, its message containing `words`. */
function expectErrorForm(answer: RawAnswer, status: number, words: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const json = JSON.parse(answer.body) as { success: boolean; error: string; code: number };
  expect(json).toEqual({ success: false, error: expect.stringContaining(words), code: status });
}

describe('requests Node refuses to parse get the JSON Error form', () => {
  it.each([
    [
      'a control byte in a header value',
      `GET /v3/account HTTP/1.1\r\n${HEADERS}X-Bad: a\u0001b\r\n\r\n`,
      'Invalid header value char',
    ],
    [
      'a NUL in a header value',
      `GET /v3/account HTTP/1.1\r\n${HEADERS}X-Bad: a\u0000b\r\n\r\n`,
      'Invalid header value char',
    ],
    [
      'a header name with a space',
      `GET /v3/account HTTP/1.1\r\n${HEADERS}Bad Name: x\r\n\r\n`,
      'Invalid header token',
    ],
    [
      'Transfer-Encoding with Content-Length',
      `${POST}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      'Transfer-Encoding',
    ],
    [
      'two Content-Lengths',
      `${POST}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      'Duplicate Content-Length',
    ],
    ['a Content-Length that is not a number', `${POST}Content-Length: 2x\r\n\r\n{}`, 'Content-Length'],
    [
      'a Transfer-Encoding other than chunked last',
      `${POST}Transfer-Encoding: chunked, gzip\r\n\r\n`,
      'Transfer-Encoding',
    ],
    [
      'a chunk size that is not hexadecimal',
      `${POST}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      'chunk size',
    ],
    [
      'a line folded onto the next',
      `GET /v3/account HTTP/1.1\r\n${HEADERS}X-A: a\r\n b\r\n\r\n`,
      'whitespace',
    ],
    ['a bare LF line end', 'GET /v3/account HTTP/1.1\nHost: 127.0.0.1\n\n', 'CRLF'],
    ['an unknown HTTP version', `GET /v3/account HTTP/9.9\r\n${HEADERS}\r\n`, 'HTTP version'],
  ])('%s: 400', async (_, raw, words) => {
    expectErrorForm(await send(raw), 400, words);
  });

  it('headers past 16 KiB: 431', async () => {
    const raw = `GET /v3/account HTTP/1.1\r\n${HEADERS}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectErrorForm(await send(raw), 431, '16384 bytes');
  });

  it('HTTP/2 spoken without asking: 400 saying the server speaks HTTP/1.1', async () => {
    expectErrorForm(await send('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'), 400, 'HTTP/1.1 only');
  });

  it('an Expect other than 100-continue: 417', async () => {
    const raw = `${POST}Expect: teapot\r\nContent-Length: 2\r\n\r\n{}`;
    expectErrorForm(await send(raw), 417, 'Expect: teapot is not supported');
  });

  it('CONNECT: 405, the server being no proxy', async () => {
    expectErrorForm(await send(`CONNECT 127.0.0.1:80 HTTP/1.1\r\n${HEADERS}\r\n`), 405, 'not a proxy');
  });

  it('HTTP/1.1 without Host: 400 naming Host in the Errors form', async () => {
    const answer = await send(
      `GET /v3/account HTTP/1.1\r\nX-API-Key: ${SANDBOX_KEY}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      errors: { Host: ['is required in an HTTP/1.1 request (RFC 9112, 3.2)'] },
      code: 400,
    });
  });

  it('a path starting with "//" is a path, not a host', async () => {
    const answer = await send(`GET //[ HTTP/1.1\r\n${HEADERS}Connection: close\r\n\r\n`);
    expectErrorForm(answer, 404, 'the API lives under /v3');
  });

  it('counts each answer, and keeps serving', async () => {
    const before = server.state.statusCounts[400] ?? 0;
    await send(`GET /v3/account HTTP/1.1\r\n${HEADERS}X-Bad: \u0000\r\n\r\n`);
    expect(server.state.statusCounts[400]).toBe(before + 1);
    const res = await fetch(`${server.url}/account`, { headers: { 'X-API-Key': SANDBOX_KEY } });
    expect(res.status).toBe(200);
  });
});
