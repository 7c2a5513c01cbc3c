// Sends a request to a local server over a real socket and reads the whole answer: status, headers, the bytes
// and, for a JSON answer, the parsed body. request() is any endpoint; convert() posts a conversion, and
// convertOk() also fails the test unless it answered 200.
import type { ConversionFormat } from '@doc-convert/core';
import { SANDBOX_KEY, type LocalServer } from 'doc-convert-server';

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the fields they expect
  json: any;
}

/**
 * `method path` with the sandbox key (a header given overrides it); a body is sent as JSON (a string as it is),
 * with its Content-Type.
 */
export async function request(
  server: Pick<LocalServer, 'url'>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'X-API-Key': SANDBOX_KEY,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('json')
    ? JSON.parse(bytes.toString())
    : undefined;
  return { status: res.status, headers: res.headers, bytes, json };
}

export function convert(
  server: Pick<LocalServer, 'url'>,
  kind: ConversionFormat,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return request(server, 'POST', `/convert/${kind}`, body, headers);
}

/** A conversion that must succeed: anything but 200 fails the test with the status and the answer. */
export async function convertOk(
  server: Pick<LocalServer, 'url'>,
  kind: ConversionFormat,
  body: unknown,
): Promise<Answer> {
  const answer = await convert(server, kind, body);
  if (answer.status !== 200) throw new Error(`${answer.status}: ${answer.bytes.toString()}`);
  return answer;
}
