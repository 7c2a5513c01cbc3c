// A browser that stops answering while a conversion's page is being opened does not hold that conversion:
// opening is bounded (pool.ts, OPEN_LIMIT_MS, 10 s; it takes about 80 ms), past it the browser is killed,
// and the page is opened on a new one, where the conversion runs. Made unresponsive for real: its process is
// stopped (SIGSTOP) between two conversions, with no page opened ahead, so the next one has to open its own.
import { afterAll, describe, expect, it } from '@jest/globals';
import { launchChromium } from '../src/render/chromium/launch';
import { BrowserPool, type Limits } from '../src/render/chromium/pool';
import { chromiumProcessesSettled, processGone } from '@doc-convert/testing/processes';

const OPEN_LIMIT_MS = 10_000;
/** Killing the stopped browser, starting another and rendering, on a busy machine. */
const MARGIN_MS = 10_000;

const limits: Limits = { deadlineMs: 30_000, overrun: () => new Error('overran') };
const pool = new BrowserPool(() => launchChromium(), 1);

afterAll(async () => {
  await pool.close();
  expect(await chromiumProcessesSettled()).toEqual([]);
});

describe('a browser that stops answering while a page is opened', () => {
  it('is killed once opening takes past the limit, and the conversion runs on a new browser', async () => {
    const title = (text: string) =>
      pool.use(async ({ page }) => {
        await page.setContent(`<title>${text}</title>`);
        return page.title();
      }, limits);
    expect(await title('first')).toBe('first');
    const stopped = (await pool.pid())!;
    // The page opened ahead for the next conversion is let go (it closes with its browser), so the next
    // conversion opens its own on the stopped browser.
    const internals = pool as unknown as {
      spare?: Promise<unknown>;
      discard(fresh: unknown): Promise<void>;
    };
    const spare = await internals.spare;
    internals.spare = undefined;
    // Closed as the pool closes a page it does not use: its context and its gate (a loopback proxy).
    if (spare) await internals.discard(spare);
    process.kill(stopped, 'SIGSTOP');
    const started = Date.now();
    expect(await title('second')).toBe('second');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(OPEN_LIMIT_MS - 100);
    expect(took).toBeLessThan(OPEN_LIMIT_MS + MARGIN_MS);
    expect(await processGone(stopped)).toBe(true);
    expect(await pool.pid()).not.toBe(stopped);
  }, 60_000);
});
