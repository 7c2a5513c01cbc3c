// Shared set-up for unit tests: a client against a test base URL, with recorded sleeps and a virtual clock.
// It does not load nock (importing nock patches the network for the whole worker): see ./nock.ts.
import { DocConvert, type DocConvertOptions } from 'doc-convert';

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

/** Clients made by makeClient and not yet closed (useNock closes them after each test). */
export const openClients = new Set<DocConvert>();

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
