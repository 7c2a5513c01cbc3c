// The shared rate limiter: a client holds new requests once the window it has learned is spent, and lets
// them go when the window resets, instead of collecting 429s.
import { describe, expect, it } from '@jest/globals';
import { RateLimiter } from '../../src/rate-limit';
import { makeClient } from '../helpers/client';
import { api, useNock } from '../helpers/nock';

const T0 = 1_900_000_000_000; // a whole second, in ms

function fakeClock() {
  const clock = { now: T0, sleeps: [] as number[] };
  const sleep = async (ms: number) => {
    clock.sleeps.push(ms);
    clock.now += ms;
  };
  return { clock, limiter: new RateLimiter(sleep, () => clock.now) };
}

const window = (remaining: number, limit = 3, resetSeconds = T0 / 1000 + 2) => ({
  limit,
  remaining,
  reset: resetSeconds,
  resetAt: new Date(resetSeconds * 1000),
});

describe('RateLimiter', () => {
  it('lets requests through while nothing is known', async () => {
    const { clock, limiter } = fakeClock();
    for (let i = 0; i < 10; i++) await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
  });

  it('holds the request after the last one of the window until the reset', async () => {
    const { clock, limiter } = fakeClock();
    await limiter.acquire();
    limiter.observe(window(2));
    await limiter.acquire();
    await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire(); // the 4th of a 3-request window waits for the reset
    expect(clock.sleeps).toEqual([2005]);
    expect(clock.now).toBeGreaterThanOrEqual(T0 + 2000);
  });

  it('counts what it sent even when answers are late (concurrent batch)', async () => {
    const { clock, limiter } = fakeClock();
    await limiter.acquire();
    limiter.observe(window(2)); // the service has seen 1 of 3
    await Promise.all([limiter.acquire(), limiter.acquire()]);
    const third = limiter.acquire();
    await third;
    expect(clock.sleeps).toHaveLength(1);
  });

  it('trusts the service when it reports more use than this client made (another client on the key)', async () => {
    const { clock, limiter } = fakeClock();
    await limiter.acquire();
    limiter.observe(window(0, 10));
    await limiter.acquire();
    expect(clock.sleeps).toEqual([2005]);
  });

  it('ignores a window whose reset is already past', async () => {
    const { clock, limiter } = fakeClock();
    limiter.observe(window(0, 3, T0 / 1000 - 1));
    await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
  });
});

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
