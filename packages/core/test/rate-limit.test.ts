// The shared rate limiter on its own, with a fake clock: it holds new requests once the window it has learned is
// spent, and lets them go when the window resets (inside a client: packages/doc-convert/test/rate-limit.test.ts).
import { describe, expect, it } from '@jest/globals';
import { RateLimiter } from '../src/internal/rate-limit';

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
