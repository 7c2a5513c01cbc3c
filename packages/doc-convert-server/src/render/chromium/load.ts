// Loads a conversion's source into a guarded page and gets it ready for the capture, as the service does:
// the source (inline HTML, or a loopback URL with `http_headers`, `auth` and `cookies`) within `timeout`
// (408 past it), `raise_for_status`, then `css` and `javascript` (inline, or a URL the guard allows),
// `lazy_load_images` (the page scrolled to the bottom and back, so lazy images start loading: scroll.ts),
// `wait_for` (a global function polled until it returns something truthy, 30 s at most), `delay`, and the network
// settling (`wait_for_network`, on by default: no request of the page left in flight, until the timeout;
// with `ignore_long_polling`, requests open for more than 500 ms no longer count), then the page's
// animations finishing (settle.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'puppeteer-core';
import { type ConversionOptions, ValidationError } from 'doc-convert/internal/rules';
import { isUrl } from '../../urls';
import {
  checkSourceStatus,
  sourceNotLoaded,
  sourceTimedOut,
  SourceLoadError,
  timeoutSeconds,
} from '../renderer';
import type { GuardedPage } from './guard';
import { scrollThrough } from './scroll';
import { animationsSettled, watchAnimations } from './settle';

const WAIT_FOR_MAX_MS = 30_000;
const POLL_MS = 25;
const LONG_POLL_MS = 500;

export interface LoadedPage {
  loadMs: number;
  statusCode: number | undefined;
  title: string;
  /** The source URL, or '' for inline HTML ({{url}} in headers). */
  url: string;
}

function isTimeout(error: unknown): boolean {
  return (error as Error)?.name === 'TimeoutError';
}

/**
 * Runs `step` for at most `timeoutS`: past it, or on a puppeteer timeout, the 408 answer; any other failure
 * is a 400 naming the source. The clock is the server's own: puppeteer's navigation timeout does not fire
 * while Chromium still waits for the first byte of an answer (as it does behind the gate).
 */
async function loading<T>(step: () => Promise<T>, timeoutS: number): Promise<T> {
  const late = new AbortController();
  const timer = sleep(timeoutS * 1000, undefined, { signal: late.signal }).then(() => {
    throw sourceTimedOut(timeoutS);
  });
  try {
    return await Promise.race([step(), timer]);
  } catch (error) {
    if (error instanceof SourceLoadError) throw error;
    throw isTimeout(error) ? sourceTimedOut(timeoutS) : sourceNotLoaded(error as Error);
  } finally {
    late.abort();
    timer.catch(() => undefined);
  }
}

async function addCss(page: Page, css: string): Promise<void> {
  await (isUrl(css) ? page.addStyleTag({ url: css.trim() }) : page.addStyleTag({ content: css }));
}

async function runJavascript(page: Page, javascript: string): Promise<void> {
  try {
    if (isUrl(javascript)) await page.addScriptTag({ url: javascript.trim() });
    else await page.evaluate(javascript);
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    throw new ValidationError([{ path: 'javascript', message: `failed in the page: ${message}` }]);
  }
}

async function waitFor(page: Page, name: string, leftMs: number): Promise<void> {
  const timeout = Math.max(1, Math.min(WAIT_FOR_MAX_MS, leftMs));
  try {
    // An expression, evaluated in the page (this file is compiled without the DOM's types).
    const call = `(() => { const f = window[${JSON.stringify(name)}]; return typeof f === 'function' && Boolean(f()); })()`;
    await page.waitForFunction(call, { timeout, polling: POLL_MS });
  } catch (error) {
    if (!isTimeout(error)) throw error;
    throw new SourceLoadError(
      408,
      `wait_for: ${name}() did not return a truthy value within ${Math.round(timeout / 1000)} s`,
      'wait_for',
    );
  }
}

export async function loadPage(
  page: Page,
  guard: GuardedPage,
  source: URL | undefined,
  options: ConversionOptions,
  signal: AbortSignal,
): Promise<LoadedPage> {
  const timeoutS = timeoutSeconds(options.timeout);
  const started = Date.now();
  const deadline = started + timeoutS * 1000;
  if (options.disable_javascript) await page.setJavaScriptEnabled(false);
  else await watchAnimations(page);
  // The service captures the screen stylesheet unless `use_print` asks for the print one.
  await page.emulateMediaType(options.use_print ? 'print' : 'screen');
  let statusCode: number | undefined;
  if (source) {
    if (options.cookies?.length) {
      await page.browserContext().setCookie(
        // Trimmed as a browser trims a Set-Cookie header's name and value (RFC 6265, 5.2): Chromium's
        // setCookie refuses them untrimmed. What a Cookie header cannot carry was refused with the options.
        ...options.cookies.map((cookie) => ({
          name: cookie.name.trim(),
          value: cookie.value.trim(),
          domain: source.hostname,
          path: '/',
          secure: cookie.secure ?? false,
          httpOnly: cookie.http_only ?? false,
        })),
      );
    }
    const response = await loading(
      () => page.goto(source.href, { waitUntil: 'load', timeout: timeoutS * 1000, signal }),
      timeoutS,
    );
    statusCode = response?.status();
    checkSourceStatus(statusCode, options.raise_for_status);
  } else {
    await loading(
      () => page.setContent(options.source, { waitUntil: 'load', timeout: timeoutS * 1000 }),
      timeoutS,
    );
  }
  const loadMs = Date.now() - started;
  if (options.css) await addCss(page, options.css);
  if (options.javascript) await runJavascript(page, options.javascript);
  if (options.lazy_load_images) await scrollThrough(page, deadline, signal);
  if (options.wait_for) await waitFor(page, options.wait_for, deadline - Date.now());
  if (options.delay) await sleep(options.delay, undefined, { signal });
  if (options.wait_for_network !== false) {
    const olderMs = options.ignore_long_polling ? LONG_POLL_MS : Infinity;
    while (guard.inFlight(olderMs) > 0 && Date.now() < deadline) await sleep(POLL_MS, undefined, { signal });
  }
  if (!options.disable_javascript) await animationsSettled(page, deadline);
  return { loadMs, statusCode, title: await page.title(), url: source?.href ?? '' };
}
