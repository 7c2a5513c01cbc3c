// One warm browser per server, one fresh page (in a browser context of its own: no cookie or storage
// outlives its conversion) per conversion, at most `concurrency` conversions at a time (the rest wait their
// turn). Opening a page costs Chromium about 80 ms, more than printing a small document, so the next
// conversion's page is opened as soon as a conversion ends, ready for the next one. The browser starts with
// the first conversion and stays up; if it dies (crash, killed), a new one starts, and a conversion the
// death interrupted runs once more on it. close() ends the browser and every process it started.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import type { Launched } from './launch';

/** How long close() gives the browser to quit before it is killed. */
const CLOSE_GRACE_MS = 5_000;

interface Fresh {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

export class BrowserPool {
  private launched: Promise<Launched> | undefined;
  /** A page opened ahead for the next conversion. */
  private spare: Promise<Fresh | undefined> | undefined;
  private active = 0;
  private readonly queue: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly launch: () => Promise<Launched>,
    readonly concurrency: number,
  ) {
    if (!(concurrency >= 1)) throw new RangeError('the render concurrency must be at least 1');
  }

  /** The running browser, started (again) when there is none. */
  async browser(): Promise<Launched> {
    if (this.closed) throw new Error('the local server is closing');
    if (this.launched) {
      const current = this.launched;
      const launched = await current;
      if (!dead(launched.browser)) return launched;
      // It died and puppeteer has not said so yet: forget it.
      if (this.launched === current) this.launched = undefined;
    }
    if (!this.launched) {
      const launching: Promise<Launched> = this.launch().then(
        (launched) => {
          launched.browser.once('disconnected', () => {
            if (this.launched === launching) this.launched = undefined;
          });
          if (this.closed) void stop(launched.browser);
          return launched;
        },
        (error: unknown) => {
          if (this.launched === launching) this.launched = undefined;
          throw error;
        },
      );
      this.launched = launching;
    }
    return this.launched;
  }

  /** The browser's process id, while one runs. */
  async pid(): Promise<number | undefined> {
    return this.launched ? (await this.launched).browser.process()?.pid : undefined;
  }

  private async open(): Promise<Fresh> {
    const { browser } = await this.browser();
    // Opening waits for Chromium to announce the new page, which a browser that dies meanwhile never does:
    // its death ends the wait instead (puppeteer would wait 30 s).
    return whileAlive(browser, async () => {
      const context = await browser.createBrowserContext();
      try {
        return { browser, context, page: await context.newPage() };
      } catch (error) {
        await context.close().catch(() => undefined);
        throw error;
      }
    });
  }

  /** Opens the next conversion's page in the background. */
  private prepare(): void {
    if (this.closed || this.spare) return;
    this.spare = this.open().catch(() => undefined);
  }

  /** The page opened ahead if it is still usable, else a new one. */
  private async fresh(): Promise<Fresh> {
    const spare = this.spare;
    this.spare = undefined;
    const ready = spare && (await spare);
    if (ready && !dead(ready.browser) && !ready.page.isClosed()) return ready;
    return this.open();
  }

  /** Runs `work` on a fresh page when a slot is free; the page and its context are closed afterwards. */
  async use<T>(work: (page: Page) => Promise<T>): Promise<T> {
    // A finished conversion hands its slot straight to the next in line, so none can slip in between.
    if (this.active < this.concurrency) this.active += 1;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      const run = async (fresh: Fresh) => {
        try {
          return await work(fresh.page);
        } finally {
          // Closed after the answer, not before it: nothing of the page is needed any more. The next page
          // is opened once this one is done, not while it renders: the two would share the same cores.
          void fresh.context.close().catch(() => undefined);
          this.prepare();
        }
      };
      const first = await this.fresh();
      try {
        return await run(first);
      } catch (error) {
        if (!dead(first.browser) || this.closed) throw error;
        return await run(await this.fresh());
      }
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const launched = this.launched;
    this.launched = undefined;
    this.spare = undefined;
    if (!launched) return;
    try {
      await stop((await launched).browser);
    } catch {
      // it never started: nothing to stop
    }
  }
}

/** `work`'s result, or a rejection as soon as the browser disconnects. */
async function whileAlive<T>(browser: Browser, work: () => Promise<T>): Promise<T> {
  let onGone: () => void = () => undefined;
  const gone = new Promise<never>((_, reject) => {
    onGone = () => reject(new Error('the browser went away'));
    if (dead(browser)) onGone();
    else browser.once('disconnected', onGone);
  });
  try {
    return await Promise.race([work(), gone]);
  } finally {
    browser.off('disconnected', onGone);
  }
}

/** True once the browser's connection or process is gone. */
function dead(browser: Browser): boolean {
  const child = browser.process();
  return !browser.connected || (child !== null && (child.exitCode !== null || child.signalCode !== null));
}

/** Closes the browser, and kills it if it does not quit in time; resolves once its process has exited. */
async function stop(browser: Browser): Promise<void> {
  const child = browser.process();
  const exited =
    child && child.exitCode === null && child.signalCode === null
      ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
      : Promise.resolve();
  const closing = browser.close().catch(() => undefined);
  const graceOver = sleep(CLOSE_GRACE_MS, undefined, { ref: false });
  if ((await Promise.race([closing.then(() => 'closed'), graceOver.then(() => 'late')])) === 'late') {
    child?.kill('SIGKILL');
  }
  await exited;
}
