// A caller's AbortSignal stops a request in flight, over a real socket on 127.0.0.1 (no nock in this file).
import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { makeClient } from '../helpers/client';

describe('AbortSignal', () => {
  it('stops a request in flight with AbortError and does not retry it', async () => {
    const sockets = new Set<Socket>();
    let requests = 0;
    const controller = new AbortController();
    const server = createServer(() => {
      requests++; // never answers; the caller gives up once the request has arrived
      controller.abort();
    });
    server.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { client, sleeps } = makeClient({ baseUrl: `http://127.0.0.1:${port}/v3` });
    try {
      const pending = client.account.get({ signal: controller.signal });
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(requests).toBe(1);
      expect(sleeps).toEqual([]);
    } finally {
      await client.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
