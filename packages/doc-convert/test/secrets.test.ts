// The API key (a distinctive string) never appears in any error's message, stack, cause, toJSON() or
// util.inspect output, nor in the client's own inspect/JSON output, even when the service or a socket echoes it.
import { describe, expect, it } from '@jest/globals';
import { inspect } from 'node:util';
import {
  ConnectionError,
  DocConvert,
  DocConvertError,
  TimeoutError,
  type Transport,
  type TransportResponse,
} from '../src/index';
import { API_KEY, makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const ENABLED_KEY = 'dc_other_SECRET_0b9e8d7c6a5f4e3d';

function everyForm(value: unknown): string {
  const error = value as Error & { cause?: unknown };
  return [
    String(error),
    error.message,
    error.stack,
    JSON.stringify(error),
    inspect(error, { showHidden: true, depth: 10 }),
    inspect(error.cause, { showHidden: true, depth: 10 }),
    (error.cause as Error | undefined)?.stack,
  ].join('\n');
}

function expectClean(error: unknown, ...secrets: string[]) {
  expect(error).toBeInstanceOf(DocConvertError);
  const text = everyForm(error);
  for (const secret of [API_KEY, ...secrets]) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(secret));
  }
}

function throwing(error: Error): Transport {
  return {
    request: async () => {
      throw error;
    },
  };
}

describe('errors never carry the key', () => {
  it('an API error whose body echoes the key', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/account')
      .reply(401, { success: false, error: `Key ${API_KEY} is disabled`, code: 401, identifier: API_KEY });
    const error = await client.account.get().catch((e) => e);
    expectClean(error);
    expect(error.message).toContain('[redacted]');
  });

  it('a 400 whose field errors echo the key', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf')
      .reply(400, { success: false, errors: { http_headers: [`bad value ${API_KEY}`] }, code: 400 });
    expectClean(await client.convert.pdf({ source: 'x' }).catch((e) => e));
  });

  it('an HTML error page that echoes the key', async () => {
    const { client } = makeClient({ maxRetries: 0 });
    api().get('/v3/account').reply(502, `<html><body>upstream said ${API_KEY}</body></html>`);
    expectClean(await client.account.get().catch((e) => e));
  });

  it('the key being enabled, in its path and in the refusal', async () => {
    const { client } = makeClient();
    api()
      .post(`/v3/account/api/${ENABLED_KEY}/enable`)
      .reply(403, { success: false, error: `Key ${ENABLED_KEY} is a master key`, code: 403 });
    expectClean(await client.apiKeys.enable(ENABLED_KEY).catch((e) => e), ENABLED_KEY);
  });

  it('a connection failure whose cause mentions the key and the URL', async () => {
    const cause = Object.assign(new Error(`socket closed while sending X-API-Key: ${API_KEY}`), {
      code: 'ECONNRESET',
    });
    const { client } = makeClient({ transport: throwing(new ConnectionError(cause.message, { cause })) });
    expectClean(await client.convert.pdf({ source: 'x' }).catch((e) => e));
  });

  it('a transport that throws something unexpected', async () => {
    const { client } = makeClient({
      transport: throwing(new TypeError(`bad header ${API_KEY}`)),
      maxRetries: 0,
    });
    expectClean(await client.credits.usage().catch((e) => e));
  });

  it('a timeout', async () => {
    const { client } = makeClient({
      transport: throwing(new TimeoutError(`slow ${API_KEY}`)),
      maxRetries: 0,
    });
    expectClean(await client.credits.usage().catch((e) => e));
  });

  it('a success answer that cannot be decoded', async () => {
    const { client } = makeClient();
    api().get('/v3/credits/usage').reply(200, `not json ${API_KEY}`);
    expectClean(await client.credits.usage().catch((e) => e));
  });

  it('a key with a line break is refused without echoing it', () => {
    let error: unknown;
    try {
      new DocConvert({ apiKey: `${API_KEY}\n` });
    } catch (e) {
      error = e;
    }
    expectClean(error);
  });
});

describe('the client never shows the key', () => {
  it('in util.inspect, JSON.stringify or its resources', () => {
    const { client } = makeClient();
    for (const text of [
      inspect(client, { showHidden: true, depth: 10 }),
      JSON.stringify(client),
      inspect(client.convert, { showHidden: true, depth: 10 }),
      inspect(client.account, { showHidden: true, depth: 10 }),
    ]) {
      expect(text).not.toContain(API_KEY);
    }
  });

  it('and a file result does not reveal it either', async () => {
    const response: TransportResponse = {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
      body: {
        async *[Symbol.asyncIterator]() {
          yield new Uint8Array([37]);
        },
        bytes: async () => new Uint8Array([37]),
        text: async () => '%',
        cancel: async () => undefined,
      },
    };
    const { client } = makeClient({ transport: { request: async () => response } });
    const result = await client.convert.pdf({ source: 'x' });
    expect(inspect(result, { showHidden: true, depth: 10 })).not.toContain(API_KEY);
  });
});
