// Loads a conversion's source into a guarded page and gets it ready for the capture, as the service does:
// the source (inline HTML, or a loopback URL with `http_headers`, `auth` and `cookies`) within `timeout`
// (408 past it), `raise_for_status`, then `css` and `javascript` (inline, or a URL the guard allows),
// `wait_for` (a global function polled until it returns something truthy, 30 s at most), `delay`, and the
// network settling (`wait_for_network`, on by default: no request of the page left in flight).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'puppeteer-core';
import type { SharedOptions } from '../../../src/options';
import { ValidationError } from '../../../src/errors';
import { isUrl } from '../../urls';
import { SourceLoadError } from '../renderer';
import { DEFAULT_TIMEOUT_S } from '../text/source';
import type { GuardedPage } from './guard';

const WAIT_FOR_MAX_MS = 30_000;
const POLL_MS = 25;

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

/** Runs `step`; a puppeteer timeout becomes the 408 answer, any other failure a 400 naming the source. */
async function loading<T>(step: () => Promise<T>, timeoutS: number): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (isTimeout(error)) throw new SourceLoadError(408, `the source took longer than ${timeoutS} s to load`);
    throw new SourceLoadError(400, `the source could not be loaded (${(error as Error).message})`);
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
  options: SharedOptions,
  signal: AbortSignal,
): Promise<LoadedPage> {
  const timeoutS = options.timeout || DEFAULT_TIMEOUT_S;
  const started = Date.now();
  const deadline = started + timeoutS * 1000;
  if (options.disable_javascript) await page.setJavaScriptEnabled(false);
  // The service captures the screen stylesheet unless `use_print` asks for the print one.
  await page.emulateMediaType(options.use_print ? 'print' : 'screen');
  let statusCode: number | undefined;
  if (source) {
    if (options.cookies?.length) {
      await page.browserContext().setCookie(
        ...options.cookies.map((cookie) => ({
          name: cookie.name,
          value: cookie.value,
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
    if (options.raise_for_status && statusCode !== undefined && (statusCode < 200 || statusCode > 299)) {
      throw new SourceLoadError(400, `the source answered ${statusCode} and raise_for_status is set`);
    }
  } else {
    await loading(
      () => page.setContent(options.source, { waitUntil: 'load', timeout: timeoutS * 1000 }),
      timeoutS,
    );
  }
  const loadMs = Date.now() - started;
  if (options.css) await addCss(page, options.css);
  if (options.javascript) await runJavascript(page, options.javascript);
  if (options.wait_for) await waitFor(page, options.wait_for, deadline - Date.now());
  if (options.delay) await sleep(options.delay, undefined, { signal });
  if (options.wait_for_network !== false) {
    while (guard.inFlight() > 0 && Date.now() < deadline) await sleep(POLL_MS, undefined, { signal });
  }
  return { loadMs, statusCode, title: await page.title(), url: source?.href ?? '' };
}
