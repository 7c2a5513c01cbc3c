// The retry policy's arithmetic: how long a 429 waits (the reset, Retry-After, the cap) and the backoff of 5xx and
// connection failures (the client's retries, with an injected sleep: packages/doc-convert/test/retry.test.ts).
import { describe, expect, it } from '@jest/globals';
import { backoffDelay, DEFAULT_RETRY_POLICY, rateLimitDelay } from '../src/internal/retry';

const NOW = 1_900_000_000_000;

describe('the wait after a 429', () => {
  it('caps the wait at one minute', () => {
    const delay = rateLimitDelay(
      { 'x-ratelimit-reset': String(NOW / 1000 + 3600) },
      0,
      DEFAULT_RETRY_POLICY,
      NOW,
      () => 0,
    );
    expect(delay).toBe(60_000);
  });
  it('uses Retry-After when no reset is given, and backoff when neither is', () => {
    expect(rateLimitDelay({ 'retry-after': '3' }, 0, DEFAULT_RETRY_POLICY, NOW, () => 0)).toBe(3000);
    expect(rateLimitDelay({}, 1, DEFAULT_RETRY_POLICY, NOW, () => 1)).toBe(1000);
  });
});

describe('backoff', () => {
  it('backs off exponentially with jitter, capped', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, DEFAULT_RETRY_POLICY, () => 1))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
    expect(backoffDelay(2, DEFAULT_RETRY_POLICY, () => 0)).toBe(1000);
  });
});
