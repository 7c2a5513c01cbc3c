// The transport adapter on its own: what it hands to n8n's request helper, how it reads n8n's answer (a stream,
// kept a stream), and how n8n's failures (wrapped in NodeApiError around the HTTP client's error) become the
// core's transport errors.
import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import {
  NodeApiError,
  type JsonObject,
  type IExecuteFunctions,
  type IHttpRequestOptions,
} from 'n8n-workflow';
import { AbortError, ConnectionError, TimeoutError, type TransportRequest } from '@doc-convert/core';
import { memoryBody, N8nTransport, StreamBody, toTransportError } from '../nodes/DocConvert/transport';

const node = {
  id: '1',
  name: 'Doc Convert',
  type: 't',
  typeVersion: 1,
  position: [0, 0] as [number, number],
  parameters: {},
};

const request: TransportRequest = {
  method: 'POST',
  url: 'https://api.doc-convert.test/v3/convert/pdf',
  headers: { 'X-API-Key': 'dc_secret_key_123456', 'Content-Type': 'application/json', Accept: '*/*' },
  body: '{"source":"<p>x</p>"}',
  timeoutMs: 5000,
};

function contextAnswering(answer: (options: IHttpRequestOptions) => Promise<unknown>) {
  const seen: Array<{ type: string; options: IHttpRequestOptions }> = [];
  const context = {
    helpers: {
      httpRequestWithAuthentication(type: string, options: IHttpRequestOptions) {
        seen.push({ type, options });
        return answer(options);
      },
    },
  } as unknown as IExecuteFunctions;
  return { context, seen };
}

/** n8n wraps the HTTP client's error in a NodeApiError; the code sits on its cause. */
const n8nFailure = (code: string, message: string) =>
  new NodeApiError(node, Object.assign(new Error(message), { code }) as unknown as JsonObject);

describe('N8nTransport.request()', () => {
  it('asks n8n for the full answer as a stream, any status, redirects unfollowed, through the credential, without the core’s key header', async () => {
    const { context, seen } = contextAnswering(async () => ({
      statusCode: 200,
      statusMessage: 'OK',
      headers: { 'Content-Type': 'application/pdf', 'X-Credits-Cost': 1, 'Set-Cookie': ['a=1', 'b=2'] },
      body: Buffer.from('%PDF-1.7'),
    }));
    const response = await new N8nTransport(context).request(request);
    expect(seen).toEqual([
      {
        type: 'docConvertApi',
        options: {
          method: 'POST',
          url: request.url,
          headers: { 'Content-Type': 'application/json', Accept: '*/*' },
          body: request.body,
          encoding: 'stream',
          json: false,
          returnFullResponse: true,
          ignoreHttpStatusErrors: true,
          disableFollowRedirect: true,
          timeout: 5000,
        },
      },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers).toEqual({
      'content-type': 'application/pdf',
      'x-credits-cost': '1',
      'set-cookie': 'a=1, b=2',
    });
    expect(Buffer.from(await response.body.bytes()).toString()).toBe('%PDF-1.7');
  });

  it('returns error statuses as answers for the core to decode', async () => {
    const { context } = contextAnswering(async () => ({
      statusCode: 429,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"error":"slow down"}'),
    }));
    const response = await new N8nTransport(context).request(request);
    expect(response.status).toBe(429);
    expect(await response.body.text()).toBe('{"error":"slow down"}');
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    const { context, seen } = contextAnswering(async () => ({
      statusCode: 200,
      headers: {},
      body: Buffer.alloc(0),
    }));
    await new N8nTransport(context).request({ ...request, signal: controller.signal });
    expect(seen[0]!.options.abortSignal).toBe(controller.signal);
  });

  it('turns n8n’s failures into the core’s errors, without n8n’s error (which holds the request headers)', async () => {
    const { context } = contextAnswering(async () => {
      throw n8nFailure('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9');
    });
    const error = await new N8nTransport(context).request(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED', notDelivered: true });
    expect((error as Error).cause).toBeUndefined();
  });
});

describe('toTransportError()', () => {
  it.each([
    ['ECONNRESET', 'socket hang up', ConnectionError, false],
    ['ENOTFOUND', 'getaddrinfo ENOTFOUND api', ConnectionError, true],
    ['ECONNABORTED', 'timeout of 5000ms exceeded', TimeoutError, undefined],
    ['ETIMEDOUT', 'timeout', TimeoutError, undefined],
    ['ERR_CANCELED', 'canceled', AbortError, undefined],
  ] as const)('%s → %p', (code, message, ErrorClass, notDelivered) => {
    const error = toTransportError(n8nFailure(code, message), request);
    expect(error).toBeInstanceOf(ErrorClass);
    if (notDelivered !== undefined) expect((error as ConnectionError).notDelivered).toBe(notDelivered);
  });

  it('any failure after the caller aborted is an AbortError', () => {
    const controller = new AbortController();
    controller.abort();
    const error = toTransportError(new Error('whatever'), { ...request, signal: controller.signal });
    expect(error).toBeInstanceOf(AbortError);
  });
});

describe('memoryBody()', () => {
  it('is read once, as bytes, text or chunks', async () => {
    const body = memoryBody(new TextEncoder().encode('héllo'));
    const chunks = [];
    for await (const chunk of body) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('héllo');
    expect(await body.text()).toBe('');
    const other = memoryBody(new TextEncoder().encode('x'));
    await other.cancel();
    expect((await other.bytes()).byteLength).toBe(0);
  });
});

describe('StreamBody (what n8n answers with encoding: stream)', () => {
  const streamed = (text: string) =>
    Readable.from([Buffer.from(text.slice(0, 2)), Buffer.from(text.slice(2))]);

  it('an answer n8n streams stays a stream: the core reads it whole only when asked', async () => {
    const { context } = contextAnswering(async () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/pdf' },
      body: streamed('%PDF-1.7'),
    }));
    const response = await new N8nTransport(context).request(request);
    expect(response.body).toBeInstanceOf(StreamBody);
    expect(Buffer.from(await response.body.bytes()).toString()).toBe('%PDF-1.7');
  });

  it('hands its stream over once, unread; after that it refuses to be read again', async () => {
    const source = streamed('héllo');
    const body = new StreamBody(source);
    expect(body.takeStream()).toBe(source);
    expect(() => body.takeStream()).toThrow('already read');
  });

  it('reads as text, and cancel() destroys the stream', async () => {
    expect(await new StreamBody(streamed('héllo')).text()).toBe('héllo');
    const source = streamed('x');
    await new StreamBody(source).cancel();
    expect(source.destroyed).toBe(true);
  });
});
