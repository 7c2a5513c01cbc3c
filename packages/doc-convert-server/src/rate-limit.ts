// The rate-limit window: a fixed window per API key, aligned to the clock (a 60 s window runs from one whole
// minute to the next), as a service whose `X-RateLimit-Reset` is in Unix seconds must have it. Every
// authenticated request counts. The three X-RateLimit-* headers come from here; the reset is rounded up to a
// whole second so a client that waits until then finds the window open.

/** The header value sent when the limit is disabled (`Infinity` or `false`). */
const UNLIMITED_HEADER_VALUE = 1_000_000_000;

export interface RateLimitDecision {
  allowed: boolean;
  headers: Record<string, string>;
}

interface Window {
  startedAt: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    /** Maximum requests per window; Infinity never refuses. */
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one request of `key` and says whether it may proceed. */
  hit(key: string, now = Date.now()): RateLimitDecision {
    const window = this.current(key, now);
    const allowed = window.count < this.limit;
    if (allowed) window.count += 1;
    return {
      allowed,
      headers: this.headers(this.headerLimit - window.count, window.startedAt + this.windowMs),
    };
  }

  /** The headers of a refused request whose window resets `resetInMs` from now (a 429 fault). */
  refusal(resetInMs: number, now = Date.now()): Record<string, string> {
    return this.headers(0, now + resetInMs);
  }

  /** Requests counted in the current window of `key`. */
  used(key: string, now = Date.now()): number {
    return this.current(key, now).count;
  }

  private current(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (!window || now >= window.startedAt + this.windowMs) {
      window = { startedAt: now - (now % this.windowMs), count: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  private get headerLimit(): number {
    return Number.isFinite(this.limit) ? this.limit : UNLIMITED_HEADER_VALUE;
  }

  private headers(remaining: number, resetAtMs: number): Record<string, string> {
    return {
      'X-RateLimit-Limit': String(this.headerLimit),
      'X-RateLimit-Remaining': String(Math.max(0, remaining)),
      'X-RateLimit-Reset': String(Math.ceil(resetAtMs / 1000)),
    };
  }
}
