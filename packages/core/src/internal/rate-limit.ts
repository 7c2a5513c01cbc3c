// A limiter shared by all requests of one client. It learns the window from X-RateLimit-Limit/Remaining/Reset
// and, when the window is spent, holds new requests until the reset instead of letting them earn a 429.
// Within a window it counts what this client sent as well as what the service says was used, and trusts the
// larger, so a concurrent batch stops in time even while earlier answers are still on their way.
import type { RateLimit } from '../metadata';

/** How the client waits `ms` before a retry or for the rate limit; rejects when `signal` fires. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

interface Window {
  /** When the window resets, in epoch ms. */
  resetAtMs: number;
  limit: number;
  /** The highest use the service reported for this window. */
  reportedUsed: number;
}

export class RateLimiter {
  #window: Window | undefined;
  /** Requests this client let through since the current window began. */
  #sent = 0;

  constructor(
    private readonly sleep: Sleep,
    private readonly now: () => number,
    /** Longest single hold, so a wrong clock cannot park the client for long. */
    private readonly maxWaitMs = 60_000,
  ) {}

  /** Counts a request and returns true when the known window lets it go now; false when it must wait. */
  tryAcquire(): boolean {
    const window = this.#window;
    if (window && this.now() >= window.resetAtMs) {
      // The window turned: nothing is known about the next one until an answer describes it.
      this.#window = undefined;
      this.#sent = 0;
    }
    if (!this.#window || this.remaining > 0) {
      this.#sent++;
      return true;
    }
    return false;
  }

  /** Waits until a request may be sent under the known window, then counts it; `onWait` hears of each wait. */
  async acquire(signal?: AbortSignal, onWait?: (ms: number) => void): Promise<void> {
    while (!this.tryAcquire()) {
      // A few ms late, so that the service's window has really turned when the request arrives.
      const wait = Math.max(1, Math.min(this.maxWaitMs, this.#window!.resetAtMs - this.now() + 5));
      onWait?.(wait);
      await this.sleep(wait, signal);
    }
  }

  /** Learns from the rate-limit headers of an answer (any status). */
  observe(rateLimit: RateLimit | undefined): void {
    if (!rateLimit || rateLimit.remaining === undefined || rateLimit.reset === undefined) return;
    const resetAtMs = rateLimit.reset * 1000;
    if (resetAtMs <= this.now()) return;
    const limit = rateLimit.limit ?? rateLimit.remaining + this.#sent;
    const used = Math.max(0, limit - rateLimit.remaining);
    const window = this.#window;
    if (!window || resetAtMs > window.resetAtMs) {
      // A newer window than the one counted: what was sent before it belongs to the old one.
      if (window) this.#sent = 0;
      this.#window = { resetAtMs, limit, reportedUsed: used };
    } else if (resetAtMs === window.resetAtMs) {
      window.limit = limit;
      window.reportedUsed = Math.max(window.reportedUsed, used);
    }
  }

  /** Requests left in the known window (Infinity when no window is known). */
  get remaining(): number {
    const window = this.#window;
    if (!window) return Infinity;
    return window.limit - Math.max(window.reportedUsed, this.#sent);
  }
}
