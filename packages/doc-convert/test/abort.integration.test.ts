// A caller's AbortSignal stops a request in flight, over a real socket on 127.0.0.1 (no nock in this file):
// AbortError with the signal's reason as `cause`, or TimeoutError when the signal was AbortSignal.timeout();
// never retried.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { AbortError, DocConvert, DocConvertError, TimeoutError } from '../src/index';
import { makeClient, type TestClient } from '@doc-convert/testing/client';

let server: Server;
let sockets: Set<Socket>;
let requests: number;
/** Runs when a request has arrived; the server never answers it. */
let onRequest: () => void;
let made: TestClient;

beforeEach(async () => {
  sockets = new Set();
  requests = 0;
  onRequest = () => undefined;
  server = createServer(() => {
    requests++;
    onRequest();
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  made = makeClient({ baseUrl: `http://127.0.0.1:${port}/v3` });
});

afterEach(async () => {
  await made.client.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('AbortSignal', () => {
  it('stops a request in flight with AbortError and does not retry it', async () => {
    const controller = new AbortController();
    onRequest = () => controller.abort();
    const pending = made.client.account.get({ signal: controller.signal });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toBe(1);
    expect(made.sleeps).toEqual([]);
  });

  it("keeps the caller's reason as cause, the very object given", async () => {
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    onRequest = () => controller.abort(reason);
    const error = await made.client.account.get({ signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe(reason);
    expect((error as AbortError).message).toBe('The request was aborted by the caller.');
  });

  it('keeps a reason that is not an Error too', async () => {
    const controller = new AbortController();
    onRequest = () => controller.abort('navigated away');
    const error = await made.client.credits.usage({ signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe('navigated away');
  });

  it('refuses an already aborted signal before sending anything, with its reason', async () => {
    const reason = new Error('too late');
    const error = await made.client.account
      .get({ signal: AbortSignal.abort(reason) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).cause).toBe(reason);
    expect(requests).toBe(0);
  });

  it('turns AbortSignal.timeout() into TimeoutError, not retried, the DOMException as cause', async () => {
    const error = await made.client.account
      .get({ signal: AbortSignal.timeout(100) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).not.toBeInstanceOf(AbortError);
    expect((error as TimeoutError).message).toBe('The request was stopped: its AbortSignal timed out.');
    const cause = (error as TimeoutError).cause as DOMException;
    expect(cause.name).toBe('TimeoutError');
    expect(requests).toBe(1);
    expect(made.sleeps).toEqual([]);
  });

  it("stops the default sleep between retries, with the signal's reason", async () => {
    // A 503 the first time: the client waits before trying again, and the caller aborts during the wait.
    const controller = new AbortController();
    const reason = new Error('stop waiting');
    const { port } = server.address() as AddressInfo;
    server.removeAllListeners('request');
    server.on('request', (_request, response) => {
      requests++;
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, error: 'busy', code: 503 }));
      setTimeout(() => controller.abort(reason), 50);
    });
    const client = new DocConvert({
      apiKey: 'dc_abort_test_key',
      baseUrl: `http://127.0.0.1:${port}/v3`,
      retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    try {
      const error = await client.account.get({ signal: controller.signal }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocConvertError);
      expect(error).toBeInstanceOf(AbortError);
      expect((error as AbortError).cause).toBe(reason);
      expect(requests).toBe(1);
    } finally {
      await client.close();
    }
  });
});
