// The browser pool without a browser: at most `concurrency` conversions at once and none slipping past the
// queue, one launch shared by every waiting conversion, a fresh page in a context of its own for each
// conversion (one opened ahead, closed after), a dead browser replaced (and the conversion it interrupted
// run again), close() stopping the browser even while it is still starting, and no listener left behind.
// The fakes emit events with puppeteer's own EventEmitter: its once() registers a wrapper that off() with
// the handler cannot remove, which once kept every conversion's page and source alive.
import { describe, expect, it } from '@jest/globals';
import { EventEmitter, type Browser, type Page } from 'puppeteer-core';
import type { Launched } from '../src/render/chromium/launch';
import { BrowserPool, type Limits, type Session } from '../src/render/chromium/pool';

class FakePage extends EventEmitter<Record<string, unknown>> {
  closed = false;
  readonly sent: string[] = [];
  constructor(readonly browser: FakeBrowser) {
    super();
  }
  async createCDPSession() {
    return { send: async (method: string) => void this.sent.push(method) };
  }
  isClosed() {
    return this.closed;
  }
}

class FakeContext {
  readonly pages: FakePage[] = [];
  closed = false;
  constructor(readonly browser: FakeBrowser) {}
  async newPage() {
    // A browser about to die may never announce the page it was asked for.
    if (this.browser.hangPages) return new Promise<FakePage>(() => undefined);
    const page = new FakePage(this.browser);
    this.pages.push(page);
    return page;
  }
  async close() {
    this.closed = true;
    for (const page of this.pages) page.closed = true;
  }
}

class FakeBrowser extends EventEmitter<Record<string, unknown>> {
  connected = true;
  closed = false;
  hangPages = false;
  readonly contexts: FakeContext[] = [];
  process() {
    return null;
  }
  async createBrowserContext() {
    if (!this.connected) throw new Error('Target closed');
    const context = new FakeContext(this);
    this.contexts.push(context);
    return context;
  }
  async close() {
    this.closed = true;
    this.connected = false;
  }
  /** What a crash looks like from outside: the connection is gone. */
  crash() {
    this.connected = false;
    this.emit('disconnected', undefined);
  }
}

function fakeLaunches() {
  const browsers: FakeBrowser[] = [];
  const launch = async (): Promise<Launched> => {
    const browser = new FakeBrowser();
    browsers.push(browser);
    return { browser: browser as unknown as Browser, files: {} as Launched['files'] };
  };
  return { browsers, launch };
}

const LIMITS: Limits = { deadlineMs: 60_000, overrun: () => new Error('overran') };
const use = <T>(pool: BrowserPool, work: (session: Session) => Promise<T>, limits = LIMITS) =>
  pool.use(work, limits);

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const browserOf = (page: Page) => (page as unknown as FakePage).browser;

describe('BrowserPool', () => {
  it('runs at most `concurrency` conversions at once, the queued ones in arrival order', async () => {
    const { launch, browsers } = fakeLaunches();
    const pool = new BrowserPool(launch, 2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        use(pool, async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    // The first two start together; the queued ones in the order they came.
    expect(started.slice(0, 2).sort()).toEqual([0, 1]);
    expect(started.slice(2)).toEqual([2, 3, 4, 5, 6]);
    expect(browsers).toHaveLength(1); // one launch, shared
    // Seven conversions, seven contexts used and closed, and one more opened ahead for the next.
    expect(browsers[0].contexts).toHaveLength(8);
    expect(browsers[0].contexts.filter((c) => c.closed)).toHaveLength(7);
    await pool.close();
    expect(browsers[0].closed).toBe(true);
  });

  it('gives each conversion a page of its own, never one used before', async () => {
    const pool = new BrowserPool(fakeLaunches().launch, 3);
    const pages = await Promise.all(
      Array.from({ length: 6 }, () =>
        use(pool, async ({ page }) => {
          expect(page.isClosed()).toBe(false);
          await tick();
          return page;
        }),
      ),
    );
    expect(new Set(pages).size).toBe(6);
    expect(pages.every((page) => page.isClosed())).toBe(true);
    await pool.close();
  });

  it('hands a freed slot to the next in line, not to a newcomer', async () => {
    const pool = new BrowserPool(fakeLaunches().launch, 1);
    const order: string[] = [];
    const first = use(pool, async () => {
      await tick();
      order.push('first');
    });
    const queued = use(pool, async () => void order.push('queued'));
    await first;
    const newcomer = use(pool, async () => void order.push('newcomer'));
    await Promise.all([queued, newcomer]);
    expect(order).toEqual(['first', 'queued', 'newcomer']);
    await pool.close();
  });

  it('starts a new browser when the old one died, and runs an interrupted conversion again', async () => {
    const { launch, browsers } = fakeLaunches();
    const pool = new BrowserPool(launch, 2);
    await use(pool, async () => undefined);
    browsers[0].crash();
    let attempts = 0;
    const used = await use(pool, async ({ page }) => {
      attempts += 1;
      return browserOf(page);
    });
    expect(browsers).toHaveLength(2);
    expect(used).toBe(browsers[1]);
    expect(attempts).toBe(1);
    // Dies during a conversion: that conversion runs once more, on the next browser.
    const result = await use(pool, async ({ page }) => {
      attempts += 1;
      if (browserOf(page) === browsers[1]) {
        browsers[1].crash();
        throw new Error('Target closed');
      }
      return 'done';
    });
    expect(result).toBe('done');
    expect(browsers).toHaveLength(3);
    await pool.close();
  });

  it('does not wait for a page that a browser died before opening', async () => {
    const { launch, browsers } = fakeLaunches();
    const pool = new BrowserPool(launch, 1);
    // The page opened ahead after this conversion never comes: the browser dies while opening it.
    await use(pool, async () => void (browsers[0].hangPages = true));
    browsers[0].crash();
    const used = await use(pool, async ({ page }) => browserOf(page));
    expect(used).toBe(browsers[1]);
    await pool.close();
  });

  it('does not retry a failure of a conversion whose browser is alive', async () => {
    const { launch, browsers } = fakeLaunches();
    const pool = new BrowserPool(launch, 1);
    await expect(use(pool, async () => Promise.reject(new Error('bad page')))).rejects.toThrow('bad page');
    expect(browsers).toHaveLength(1);
    await pool.close();
  });

  it('stops a browser that finishes starting after close()', async () => {
    let release!: () => void;
    const browser = new FakeBrowser();
    const pool = new BrowserPool(
      () =>
        new Promise<Launched>((resolve) => {
          release = () => resolve({ browser: browser as unknown as Browser, files: {} as Launched['files'] });
        }),
      1,
    );
    const starting = pool.browser();
    await tick();
    const closing = pool.close();
    release();
    await starting;
    await closing;
    await tick();
    expect(browser.closed).toBe(true);
    await expect(use(pool, async () => 'late')).rejects.toThrow('closing');
  });

  it('ends a conversion at its deadline from outside: its script stopped, its context closed, its slot freed', async () => {
    const { launch, browsers } = fakeLaunches();
    const pool = new BrowserPool(launch, 1);
    let page: FakePage | undefined;
    // The conversion never ends by itself: only the cut at its deadline can end it.
    const never = use(
      pool,
      async (session) => {
        page = session.page as unknown as FakePage;
        return new Promise<string>(() => undefined);
      },
      { deadlineMs: 50, overrun: () => new Error('past its deadline') },
    );
    await expect(never).rejects.toThrow('past its deadline');
    expect(page!.sent).toEqual(['Runtime.terminateExecution']);
    expect(page!.closed).toBe(true);
    // The slot is free, and the same browser serves the next conversion.
    expect(await use(pool, async () => 'next')).toBe('next');
    expect(browsers).toHaveLength(1);
    await pool.close();
  });

  it('ends a conversion whose caller gives up, and drops one that was still queued', async () => {
    const pool = new BrowserPool(fakeLaunches().launch, 1);
    const running = new AbortController();
    const queued = new AbortController();
    const ran: string[] = [];
    const first = use(pool, async () => new Promise(() => undefined), { ...LIMITS, signal: running.signal });
    const second = use(pool, async () => void ran.push('second'), { ...LIMITS, signal: queued.signal });
    await tick();
    queued.abort(new Error('caller left (queued)'));
    await expect(second).rejects.toThrow('caller left (queued)');
    running.abort(new Error('caller left'));
    await expect(first).rejects.toThrow('caller left');
    expect(await use(pool, async () => 'free again')).toBe('free again');
    expect(ran).toEqual([]);
    await pool.close();
  });

  it('ends a conversion whose deadline passes while it waits for a slot, without starting it', async () => {
    const { launch, browsers } = fakeLaunches();
    const pool = new BrowserPool(launch, 1);
    let release = () => undefined as void;
    const first = use(pool, () => new Promise<string>((resolve) => (release = () => resolve('first'))));
    await tick();
    let started = false;
    const queued = use(pool, async () => void (started = true), {
      deadlineMs: 50,
      overrun: () => new Error('overran'),
      unstarted: () => new Error('waited too long for a slot'),
    });
    // If it is never ended, the first is let go after a while: the queued one then runs, and the test fails.
    const letGo = setTimeout(() => release(), 2_000);
    await expect(queued).rejects.toThrow('waited too long for a slot');
    expect(started).toBe(false);
    clearTimeout(letGo);
    release();
    expect(await first).toBe('first');
    // One page used (the first's), and the slot is free for the next.
    expect(await use(pool, async () => 'next')).toBe('next');
    expect(browsers).toHaveLength(1);
    await pool.close();
  });

  it('counts the wait for a slot against the deadline of a conversion that then starts', async () => {
    const pool = new BrowserPool(fakeLaunches().launch, 1);
    const first = use(pool, () => new Promise((resolve) => setTimeout(resolve, 300)));
    await tick();
    // 300 ms in the queue and 200 ms of work: past a deadline of 400 ms, which the work alone is within.
    const queued = use(pool, () => new Promise((resolve) => setTimeout(resolve, 200)), {
      deadlineMs: 400,
      overrun: () => new Error('past its deadline'),
    });
    await expect(queued).rejects.toThrow('past its deadline');
    await first;
    await pool.close();
  });

  it('leaves no listener on the browser or a page once its conversions are done', async () => {
    const { launch, browsers } = fakeLaunches();
    const pool = new BrowserPool(launch, 2);
    await use(pool, async () => undefined);
    const browser = browsers[0];
    const listening = browser.listenerCount('disconnected');
    const pages: FakePage[] = [];
    await Promise.all(
      Array.from({ length: 20 }, () =>
        use(pool, async ({ page }) => void pages.push(page as unknown as FakePage)),
      ),
    );
    expect(browser.listenerCount('disconnected')).toBe(listening);
    expect(pages.map((page) => page.listenerCount('error'))).toEqual(pages.map(() => 0));
    await pool.close();
  });

  it('refuses a concurrency below 1', () => {
    expect(() => new BrowserPool(fakeLaunches().launch, 0)).toThrow(RangeError);
  });
});
