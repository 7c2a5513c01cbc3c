// One warm browser per server, one fresh page (in a browser context of its own: no cookie or storage
// outlives its conversion, and whose only way out is its own gate, gate.ts) per conversion, at most
// `concurrency` conversions at a time (the rest wait their turn, which counts against their deadline: one
// whose deadline passes in the queue ends there). Every conversion ends by its deadline or when its caller
// gives up, whatever the page does: the page's script is stopped from outside and its context closed; a
// browser that does not answer that within a few seconds is killed (and started again). Opening a page
// costs Chromium about 80 ms, more than printing a small document, so the next conversion's page is opened
// as soon as a conversion ends, ready for the next one. The browser starts with the first conversion and
// stays up; if it dies (crash, killed), a new one starts, and a conversion the death interrupted runs once
// more on it. close() ends the browser and every process it started.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, CDPSession, Page } from 'puppeteer-core';
import { NO_BYPASS, openGate, type Gate } from './gate';
import type { Launched } from './launch';
import type { Watchdog } from './memory';
import { killSession } from './processes';

/** How long close() gives the browser to quit before it is killed. */
const CLOSE_GRACE_MS = 5_000;
/** How long a page past its deadline has to close before its browser is killed. */
const END_GRACE_MS = 3_000;
/** How long a page's script is given to stop before its context is closed anyway. */
const STOP_WAIT_MS = 500;
/**
 * How long opening a page may take on a running browser (about 80 ms when it answers) before the browser is
 * taken for one that stopped answering, and killed: a conversion's deadline does not count the opening.
 */
const OPEN_LIMIT_MS = 10_000;

interface Fresh {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** A DevTools session of the page's own, to stop its script from outside. */
  session: CDPSession;
  gate: Gate;
}

/** What a conversion gets: its page and the gate its context goes out through. */
export type Session = Pick<Fresh, 'page' | 'gate'>;

export interface Limits {
  /**
   * Milliseconds the work may take from when it asks for a slot: the wait for a slot counts, opening its page
   * (or starting the browser) does not.
   */
  deadlineMs: number;
  /** The error the work ends with past its deadline. */
  overrun: () => Error;
  /** The error a conversion ends with when its deadline passes before it had a slot (default overrun). */
  unstarted?: () => Error;
  /** Aborted when nobody waits for the answer any more: the work ends at once (queued or not). */
  signal?: AbortSignal;
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
    /** Bounds each page's memory; a page whose renderer ends answers with its crashed() error. */
    private readonly watchdog?: Watchdog,
  ) {
    if (!(concurrency >= 1)) throw new RangeError('the render concurrency must be at least 1');
  }

  /** The running browser, started (again) when there is none. */
  async browser(): Promise<Launched> {
    if (this.closed) throw new Error('the local server is closing');
    if (this.launched) {
      const current = this.launched;
      const launched = await current;
      if (!dead(launched.browser) && launched.fontsReadable?.() !== false) return launched;
      // It died and puppeteer has not said so yet, or its font files were deleted under it (it would abort
      // on the next form field, readable-fonts.ts): forget it, and end it.
      if (this.launched === current) this.launched = undefined;
      if (!dead(launched.browser)) void stop(launched.browser);
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
    const gate = await openGate();
    const stuck = setTimeout(() => {
      const pid = browser.process()?.pid;
      if (pid) void killSession(pid); // its death ends the wait below
    }, OPEN_LIMIT_MS);
    stuck.unref();
    try {
      return await whileAlive(browser, async () => {
        const context = await browser.createBrowserContext({
          proxyServer: gate.proxyServer,
          proxyBypassList: NO_BYPASS,
        });
        try {
          const page = await context.newPage();
          return { browser, context, page, session: await page.createCDPSession(), gate };
        } catch (error) {
          await context.close().catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      await gate.close();
      throw error;
    } finally {
      clearTimeout(stuck);
    }
  }

  /** Opens the next conversion's page in the background. */
  private prepare(): void {
    if (this.closed || this.spare) return;
    this.spare = this.open().catch(() => undefined);
  }

  /** Closes a conversion's context and its gate (the page is done, or given up on). */
  private async discard(fresh: Fresh): Promise<void> {
    await fresh.context.close().catch(() => undefined);
    await fresh.gate.close();
  }

  /**
   * Ends a page that is still working: its script is stopped (`Runtime.terminateExecution` interrupts even
   * a page looping forever), then its context closed (see retire()), which ends its renderer process.
   */
  private async end(fresh: Fresh): Promise<void> {
    // Stopped before the context closes: closing first would detach the session that can stop it. (A
    // crashed page never answers: it is not waited for long.)
    const stopped = fresh.session.send('Runtime.terminateExecution').catch(() => undefined);
    await Promise.race([stopped, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
    await this.retire(fresh);
  }

  /**
   * Closes a conversion's context and its gate, as discard() does; a browser that does not manage that within
   * END_GRACE_MS is killed, every process of it, and the next conversion starts another. (A conversion that
   * failed on its own, e.g. its source timing out in a browser that stopped answering, is closed so too:
   * else the browser would stay, and every later conversion wait on it for good.)
   */
  private async retire(fresh: Fresh): Promise<void> {
    const closed = this.discard(fresh).then(() => true);
    const late = sleep(END_GRACE_MS, false, { ref: false });
    if (await Promise.race([closed, late])) return;
    if (this.launched && (await this.launched.catch(() => undefined))?.browser === fresh.browser) {
      this.launched = undefined;
    }
    const pid = fresh.browser.process()?.pid;
    if (pid) await killSession(pid);
    await fresh.gate.close();
  }

  /** The page opened ahead if it is still usable, else a new one. */
  private async fresh(): Promise<Fresh> {
    const spare = this.spare;
    this.spare = undefined;
    const ready = spare && (await spare);
    // Opened on the browser still in service (not one replaced meanwhile, see browser()).
    let current: Browser;
    try {
      current = (await this.browser()).browser;
    } catch (error) {
      if (ready) void this.discard(ready);
      throw error;
    }
    if (ready && ready.browser === current && !dead(ready.browser) && !ready.page.isClosed()) return ready;
    if (ready) void this.discard(ready); // its gate still listens
    try {
      return await this.open();
    } catch (error) {
      // A browser that died while opening (or was killed for not answering): once more, on a new one.
      if (this.closed || !dead(current)) throw error;
      return this.open();
    }
  }

  /**
   * Waits for a slot; rejects with the signal's reason if it is aborted first, and with `late()` once `waitMs`
   * have passed without one (a conversion queued behind busy slots once waited 94 s).
   */
  private async slot(signal: AbortSignal | undefined, waitMs: number, late: () => Error): Promise<void> {
    signal?.throwIfAborted();
    // A finished conversion hands its slot straight to the next in line, so none can slip in between.
    if (this.active < this.concurrency) {
      this.active += 1;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        signal?.removeEventListener('abort', onAbort);
        clearTimeout(timer);
      };
      const turn = () => {
        done();
        resolve();
      };
      const leave = (error: Error) => {
        done();
        this.queue.splice(this.queue.indexOf(turn), 1);
        reject(error);
      };
      const onAbort = () => leave(signal!.reason as Error);
      const timer = setTimeout(() => leave(late()), waitMs);
      this.queue.push(turn);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Runs `work` on a fresh page when a slot is free, within `limits`; the page and its context are closed
   * afterwards, and ended from outside (see end()) when the work overruns or is given up.
   */
  async use<T>(work: (session: Session) => Promise<T>, limits: Limits): Promise<T> {
    const asked = Date.now();
    await this.slot(limits.signal, limits.deadlineMs, limits.unstarted ?? limits.overrun);
    const waited = Date.now() - asked;
    /**
     * Counted from when the first page is ready, less the wait for the slot: the time in the queue is the
     * conversion's, a browser that starts first or a page that opens is not.
     */
    let deadline: number | undefined;
    /** Set when the work is cut short: it may still be running in the page, and it is not tried again. */
    let cut = false;
    try {
      const run = async (fresh: Fresh) => {
        const ends = (deadline ??= Date.now() + limits.deadlineMs - waited);
        this.watchdog?.start(fresh.browser.process()?.pid);
        let timer: NodeJS.Timeout | undefined;
        let onAbort = () => undefined as void;
        let onCrash = () => undefined as void;
        const ended = new Promise<never>((_, reject) => {
          const stop = (error: Error) => {
            cut = true;
            reject(error);
          };
          timer = setTimeout(() => stop(limits.overrun()), Math.max(0, ends - Date.now()));
          onAbort = () => stop(limits.signal!.reason as Error);
          // Its renderer ended (killed past the memory limit, or crashed): nothing in it answers any more.
          onCrash = () => stop(this.watchdog?.crashed() ?? new Error("the page's renderer crashed"));
          // on(), not once(): puppeteer's once() registers a wrapper that off(onCrash) cannot find, and
          // every conversion's page, options and source stayed reachable from the browser (1 MB a 1 MB page).
          fresh.page.on('error', onCrash);
          // Given up while its page was being opened: it ends before it starts.
          if (limits.signal?.aborted) onAbort();
          else limits.signal?.addEventListener('abort', onAbort, { once: true });
        });
        try {
          return await Promise.race([work(fresh), ended]);
        } finally {
          clearTimeout(timer);
          limits.signal?.removeEventListener('abort', onAbort);
          fresh.page.off('error', onCrash);
          // Closed after the answer, not before it: nothing of the page is needed any more. The next page
          // is opened once this one is done, not while it renders: the two would share the same cores.
          if (cut) await this.end(fresh);
          else void this.retire(fresh);
          this.prepare();
        }
      };
      const first = await this.fresh();
      try {
        return await run(first);
      } catch (error) {
        if (cut || !dead(first.browser) || this.closed) throw error;
        return await run(await this.fresh());
      }
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else if (--this.active === 0) this.watchdog?.stop();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.watchdog?.stop();
    const launched = this.launched;
    this.launched = undefined;
    const spare = this.spare;
    this.spare = undefined;
    // The page opened ahead is let finish opening first (about 80 ms; a browser that does not answer is killed
    // at OPEN_LIMIT_MS): a browser stopped while puppeteer waits for the page's target leaves that wait's 30 s
    // timer running, which kept the process (and Jest) alive after close().
    const left = await spare;
    if (left) await this.discard(left);
    if (launched) {
      try {
        await stop((await launched).browser);
      } catch {
        // it never started: nothing to stop
      }
    }
  }
}

/** `work`'s result, or a rejection as soon as the browser disconnects. */
async function whileAlive<T>(browser: Browser, work: () => Promise<T>): Promise<T> {
  let onGone: () => void = () => undefined;
  const gone = new Promise<never>((_, reject) => {
    onGone = () => reject(new Error('the browser went away'));
    if (dead(browser)) onGone();
    // on(), not once(): off() below could not remove puppeteer's once() wrapper (see use()).
    else browser.on('disconnected', onGone);
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

/** Closes the browser, and kills it if it does not quit in time; resolves once all its processes are gone. */
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
  // Its renderers and helpers may outlive it for a moment (or for good, if it was killed): they go too.
  if (child?.pid) await killSession(child.pid);
}
