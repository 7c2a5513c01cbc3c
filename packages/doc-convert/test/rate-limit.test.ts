// The shared rate limiter inside a client: after an answer saying the window is spent, the next request waits
// for the reset instead of collecting a 429 (the limiter on its own: packages/core/test/rate-limit.test.ts).
import { describe, expect, it } from '@jest/globals';
import { makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

const T0 = 1_900_000_000_000; // a whole second, in ms

describe('the limiter inside a client', () => {
  useNock();

  it('after an answer saying the window is spent, the next request waits for the reset instead of a 429', async () => {
    const { client, sleeps } = makeClient({}, T0);
    const credits = { success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } };
    const headers = {
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(T0 / 1000 + 3),
    };
    api().get('/v3/credits/usage').twice().reply(200, credits, headers);
    await client.credits.usage();
    expect(sleeps).toEqual([]);
    await client.credits.usage();
    expect(sleeps).toEqual([3005]);
  });
});
