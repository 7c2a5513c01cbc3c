// nock for unit tests that pin exact HTTP exchanges. Only files that call useNock() load it: importing nock
// patches node:net for the whole jest worker until nock.restore().
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import nock from 'nock';
import { API_KEY, BASE, openClients } from './client';

export function api(): nock.Scope {
  return nock(BASE, { reqheaders: { 'x-api-key': API_KEY } });
}

/**
 * Turns nock on for one test file: no real connections, every mock used, and nock's socket patching removed
 * afterwards so that later files in the same worker get real sockets.
 */
export function useNock(): void {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate();
    nock.disableNetConnect();
  });
  afterEach(async () => {
    // Each test's connections end with it, so no mocked socket carries an answer into the next test.
    await Promise.all([...openClients].map((client) => client.close()));
    openClients.clear();
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending).toEqual([]);
  });
  afterAll(() => {
    nock.enableNetConnect();
    nock.restore();
  });
}
