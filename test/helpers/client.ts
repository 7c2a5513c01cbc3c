// Shared set-up for unit tests: a client against a nock-mocked base URL, with recorded sleeps.
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import nock from 'nock';
import { DocConvert, type DocConvertOptions } from '../../src/index';

/** A distinctive key, searched for in every error, log and inspect output. */
export const API_KEY = 'dc_unit_SECRET_7f3a9c1e5b2d4f60';
export const BASE = 'https://api.doc-convert.test';
export const BASE_URL = `${BASE}/v3`;

export interface TestClient {
  client: DocConvert;
  /** Every wait the client asked for, in ms. */
  sleeps: number[];
  /** The virtual clock (epoch ms); each sleep moves it forward instead of waiting. */
  clock: { now: number };
}

const openClients = new Set<DocConvert>();

/** A client whose waits are recorded and take no time: its clock jumps forward by each sleep. */
export function makeClient(options: Partial<DocConvertOptions> = {}, startAt = Date.now()): TestClient {
  const sleeps: number[] = [];
  const clock = { now: startAt };
  const client = new DocConvert({
    apiKey: API_KEY,
    baseUrl: BASE_URL,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock.now += ms;
    },
    now: () => clock.now,
    random: () => 0.5,
    ...options,
  });
  openClients.add(client);
  return { client, sleeps, clock };
}

export const rateLimitHeaders = (remaining = 249, reset = Math.floor(Date.now() / 1000) + 60) => ({
  'X-RateLimit-Limit': '250',
  'X-RateLimit-Remaining': String(remaining),
  'X-RateLimit-Reset': String(reset),
});

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
