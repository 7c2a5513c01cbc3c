// The rate-limit window (src/rate-limit.ts, applied by server.ts to every authenticated request) over real
// sockets: 429 past the limit with the three headers and the reset of the key's window, a window per key, a
// new window after windowMs (on the test's clock), and no 429 when the scenario disables it.
import { describe, expect, it } from '@jest/globals';
import { MASTER_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

describe('rate limit', () => {
  /**
   * Gives the server's rate-limit windows the test's clock (hit() takes `now`), so that requests on a busy
   * machine, however far apart, fall in the window the test means. Windows are aligned to whole multiples of
   * windowMs; the clock starts at one's beginning.
   */
  function windowClock(local: LocalServer, windowMs: number) {
    const limiter = local.state.rateLimiter;
    const hit = limiter.hit.bind(limiter);
    // One reading of the clock: two could fall either side of a window's start, and the clock would be 1 ms
    // short of one (a reset of …899.999 s, seen once in CI).
    const start = Date.now();
    const clock = { now: start - (start % windowMs) };
    limiter.hit = (key) => hit(key, clock.now);
    return clock;
  }

  it('answers 429 past the limit, with the headers, and counts it', async () => {
    const local = await startLocalServer({ renderer: 'text', rateLimit: { limit: 3, windowMs: 60_000 } });
    const clock = windowClock(local, 60_000);
    try {
      const get = () => fetch(`${local.url}/account`, { headers: { 'X-API-Key': SANDBOX_KEY } });
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await get();
        await res.arrayBuffer();
        remaining.push(res.headers.get('x-ratelimit-remaining')!);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await get();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        success: false,
        error: expect.stringContaining('rate limit'),
        code: 429,
      });
      expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(refused.headers.get('x-ratelimit-reset'))).toBe((clock.now + 60_000) / 1000);
      expect(local.state.answered429).toBe(1);
      // Another key has its own window.
      const other = await fetch(`${local.url}/account`, { headers: { 'X-API-Key': MASTER_KEY } });
      expect(other.status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('opens a new window after windowMs', async () => {
    const local = await startLocalServer({ renderer: 'text', rateLimit: { limit: 1, windowMs: 300 } });
    const clock = windowClock(local, 300);
    try {
      const get = async () =>
        (await fetch(`${local.url}/account`, { headers: { 'X-API-Key': SANDBOX_KEY } })).status;
      expect([await get(), await get()]).toEqual([200, 429]);
      clock.now += 299;
      expect(await get()).toBe(429);
      clock.now += 1;
      expect(await get()).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('never answers 429 when disabled, but still sends the headers', async () => {
    const local = await startLocalServer({ renderer: 'text', rateLimit: false });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${local.url}/credits/usage`, { headers: { 'X-API-Key': SANDBOX_KEY } });
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        expect(res.headers.get('x-ratelimit-limit')).toBe('1000000000');
      }
    } finally {
      await local.close();
    }
  });
});
