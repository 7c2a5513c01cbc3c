// Lets a page's animations finish before the capture, so that a chart is not captured half-drawn: CSS
// transitions and animations and Web Animations that end (document.getAnimations()), and script
// animations driven by requestAnimationFrame (Chart.js and most chart libraries), which are over once the
// page has asked for no animation frame for a few frames. At most ANIMATION_MAX_MS, and never past the
// conversion's deadline; an endless animation (a spinner) is captured as it is then.
import type { Page } from 'puppeteer-core';

const ANIMATION_MAX_MS = 5_000;
const QUIET_MS = 100;

/**
 * Notes when the page last asked for an animation frame, on a property the page cannot see by enumeration.
 * Run in every new document (a URL source) and in the blank one inline HTML is written into.
 */
const WATCH_FRAMES = `(() => {
  if (window.__docConvertFrameAt !== undefined) return;
  Object.defineProperty(window, '__docConvertFrameAt', { value: { at: 0 }, enumerable: false });
  const request = window.requestAnimationFrame;
  window.requestAnimationFrame = function (callback) {
    window.__docConvertFrameAt.at = performance.now();
    return request.call(window, callback);
  };
})()`;

/** True once no finite animation runs and no frame was asked for in the last QUIET_MS. */
const SETTLED = `(() => {
  const frames = window.__docConvertFrameAt;
  if (frames && performance.now() - frames.at < ${QUIET_MS}) return false;
  return document.getAnimations().every((animation) => {
    const end = animation.effect ? animation.effect.getComputedTiming().endTime : 0;
    return animation.playState !== 'running' || end === Infinity;
  });
})()`;

/** Watches the page's animation frames from its first script on (call before the source loads). */
export async function watchAnimations(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(WATCH_FRAMES);
  await page.evaluate(WATCH_FRAMES);
}

/** Waits for the page's animations to end, until `deadline` (epoch ms) or ANIMATION_MAX_MS at most. */
export async function animationsSettled(page: Page, deadline: number): Promise<void> {
  const timeout = Math.min(ANIMATION_MAX_MS, deadline - Date.now());
  if (timeout <= 0) return;
  try {
    await page.waitForFunction(SETTLED, { timeout, polling: 50 });
  } catch {
    // still animating at the limit (or scripts are off): captured as it is
  }
}
