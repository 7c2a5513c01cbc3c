// `lazy_load_images`: the page scrolled through a screen at a time and back to the top, so images that load as
// they come into view (`loading="lazy"`, or a script's IntersectionObserver) are asked for before the capture.
// The loop runs here, not as a script in the page: with `disable_javascript` the page runs none of its
// callbacks (timers, animation frames), so a loop that awaited them inside the page never ended, and every
// conversion asking for both options waited for its deadline and answered 408. Each step is one synchronous
// evaluation (DevTools evaluates even when the page's scripts are off) and a pause on this side for the
// browser to lay the screen out and request what came into view. Scrolling stops at the bottom, or at
// min(SCROLL_MAX_MS, half the time left): an endless page (infinite scroll) is captured as far as it got,
// with time left for the capture.
import { setTimeout as sleep } from 'node:timers/promises';

/** Time for a screen to be laid out and its lazy images requested (a few frames). */
const SCREEN_PAUSE_MS = 50;
/** Longest a page is scrolled through. */
const SCROLL_MAX_MS = 10_000;

const scrollTo = (y: number) => `scrollTo(0, ${y})`;
const SCREEN = 'Math.max(1, innerHeight)';
/** How far down the page can be scrolled: its height less one screen. */
const BOTTOM = `document.documentElement.scrollHeight - ${SCREEN}`;

/** What the scroll needs of a page: synchronous evaluation of an expression. */
export interface Scrollable {
  evaluate(expression: string): Promise<unknown>;
}

/** Scrolls through the page a screen at a time, then back to the top; ends before `deadline` (epoch ms). */
export async function scrollThrough(page: Scrollable, deadline: number, signal: AbortSignal): Promise<void> {
  const pause = () => sleep(SCREEN_PAUSE_MS, undefined, { signal });
  const stopAt = Date.now() + Math.min(SCROLL_MAX_MS, (deadline - Date.now()) / 2);
  const screen = Number(await page.evaluate(SCREEN));
  for (let y = 0; Date.now() < stopAt; y += screen) {
    await page.evaluate(scrollTo(y));
    await pause();
    // Read after the pause: what came into view may have made the page longer.
    if (!(y < Number(await page.evaluate(BOTTOM)))) break;
  }
  await page.evaluate(scrollTo(0));
  await pause();
}
