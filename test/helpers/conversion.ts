// Posts a conversion to a local server over a real socket and reads the whole answer: status, headers, the
// bytes and, for a JSON answer, the parsed body.
import type { ConversionFormat } from '../../src/conversion';
import { SANDBOX_KEY, type LocalServer } from '../../server/index';

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the fields they expect
  json: any;
}

export async function convert(
  server: Pick<LocalServer, 'url'>,
  kind: ConversionFormat,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}/convert/${kind}`, {
    method: 'POST',
    headers: { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('json')
    ? JSON.parse(bytes.toString())
    : undefined;
  return { status: res.status, headers: res.headers, bytes, json };
}
