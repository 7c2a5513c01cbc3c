// A call's own timeoutMs over a real socket on 127.0.0.1 (no nock in this file): the server answers late, and the
// call's limit, not the client's, decides whether the answer is waited for. The deadline is the behaviour under
// test, so the late answer is late by far (10 s against 200 ms; 300 ms against 50 ms).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { TimeoutError } from '../src/index';
import { ACCOUNT } from '@doc-convert/testing/api-bodies';
import { makeClient } from '@doc-convert/testing/client';

let server: Server;
let sockets: Set<Socket>;
let baseUrl: string;
/** How late the server answers. */
let answerAfterMs: number;
const timers = new Set<NodeJS.Timeout>();

beforeEach(async () => {
  sockets = new Set();
  server = createServer((_request, response) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, account: ACCOUNT }));
    }, answerAfterMs);
    timers.add(timer);
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});

afterEach(async () => {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('timeoutMs given to one call', () => {
  it('shorter than the client’s: the call ends at its own limit, and the error names it', async () => {
    answerAfterMs = 10_000;
    const { client } = makeClient({ baseUrl, maxRetries: 0 });
    try {
      const error = await client.account.get({ timeoutMs: 200 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toContain('200 ms');
    } finally {
      await client.close();
    }
  });

  it('longer than the client’s: an answer later than the client’s limit is waited for', async () => {
    answerAfterMs = 300;
    const { client } = makeClient({ baseUrl, maxRetries: 0, timeoutMs: 50 });
    try {
      await expect(client.account.get()).rejects.toBeInstanceOf(TimeoutError);
      await expect(client.account.get({ timeoutMs: 30_000 })).resolves.toEqual(ACCOUNT);
    } finally {
      await client.close();
    }
  });
});
