// A browser that stops answering mid-conversion does not hang the server: the conversion still answers the
// 408 naming `timeout` soon after its deadline, and a browser that does not close the page's context (after
// the cut stopped its script, or after the conversion failed on its own) within 3 s is killed and started
// again. Made unresponsive for real: its process is stopped (SIGSTOP), so no DevTools call gets an answer,
// once the page has loaded and while it loads. A page whose renderer alone is stopped is cut the same way,
// and its browser serves on. No Chromium process is left after close() (counted in /proc).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChromiumRenderer, type ChromiumRenderer } from '../src/render/chromium';
import { SourceLoadError, type RenderJob } from '../src/render/renderer';
import { pageTexts } from '@doc-convert/testing/pdf';
import {
  chromiumProcessesSettled,
  processGone,
  processState,
  rendererProcesses,
} from '@doc-convert/testing/processes';

/** The cut's margins (pool.ts, renderer.ts): 1 s past the deadline, 0.5 s for the script, 3 s for the context. */
const CUT_GRACE_MS = 1_000;
const STOP_WAIT_MS = 500;
const END_GRACE_MS = 3_000;
/**
 * What killing the browser (and every process of it) and answering may take on a busy machine: generous, as
 * what matters is that the conversion is cut (a stopped browser left alone never answers).
 */
const MARGIN_MS = 10_000;
const bound = (timeoutS: number) => timeoutS * 1000 + CUT_GRACE_MS + STOP_WAIT_MS + END_GRACE_MS + MARGIN_MS;

let renderer: ChromiumRenderer;
let http: Server;
let origin: string;
/** Called when the page asks for /loaded (after its load event) or for /slow (while it loads). */
let onRequest: (path: string) => void = () => undefined;
const stop = (pid: number) => process.kill(pid, 'SIGSTOP');

/** A promise of the page's request for `path`, run by `then` as it arrives. */
function whenAsked(path: string, then: () => void): Promise<void> {
  return new Promise((resolve) => {
    onRequest = (asked) => {
      if (asked !== path) return;
      onRequest = () => undefined;
      then();
      resolve();
    };
  });
}

/** A page loaded from `path` with `timeout`, then a `delay` past its deadline: the cut ends it. */
const render = (path: string, timeout: number, signal: AbortSignal) =>
  renderer.render(
    { kind: 'pdf', options: { source: `${origin}${path}`, timeout, delay: 10_000 } } as RenderJob,
    { origin, signal },
  );

async function text(source: string): Promise<string> {
  const rendered = await renderer.render({ kind: 'pdf', options: { source, timeout: 10 } } as RenderJob, {
    origin,
    signal: new AbortController().signal,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of rendered.body.chunks()) chunks.push(chunk);
  return (await pageTexts(Buffer.concat(chunks))).join('');
}

/** Renders `path` with `timeout`; resolves with its error and how long it took to come. */
async function failing(path: string, timeout: number): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  const asker = new AbortController();
  const error = await render(path, timeout, asker.signal).then(
    () => undefined,
    (e: unknown) => e,
  );
  const ms = Date.now() - started;
  // Answered: the caller goes (what the cut left of the work in this process, its `delay`, ends now).
  asker.abort();
  return { error, ms };
}

function expectTimeout(error: unknown, timeoutS: number): void {
  expect(error).toBeInstanceOf(SourceLoadError);
  expect((error as SourceLoadError).status).toBe(408);
  expect((error as Error).message).toMatch(
    new RegExp(
      `^timeout: the (source took longer than ${timeoutS} s to load|conversion took longer than ${timeoutS} s and was stopped)$`,
    ),
  );
}

beforeAll(async () => {
  http = createServer((req, res) => {
    const path = req.url ?? '/';
    onRequest(path);
    if (path === '/page') {
      // Loads at once, then tells the test it has loaded.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end("<p>x</p><script>addEventListener('load', () => fetch('/loaded'))</script>");
    }
    // /loaded is never answered, nor is /slow (the page is still loading).
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  renderer = createChromiumRenderer();
});

afterAll(async () => {
  await renderer.close();
  // Whatever a failing test left (a stopped browser the pool no longer knows of) is killed, not left behind.
  for (const pid of await chromiumProcessesSettled(1_000)) process.kill(pid, 'SIGKILL');
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

describe('a browser that does not answer', () => {
  it('is killed and started again when stopped once the page has loaded (the cut gets no answer)', async () => {
    expect(await text('<p>before</p>')).toBe('before');
    const browser = (await renderer.browserPid())!;
    // Stopped a moment after the page's load event: the conversion is past loading (waiting its `delay`),
    // and the cut's DevTools calls (Runtime.terminateExecution, closing its context) are never answered.
    const asked = whenAsked('/loaded', () => void setTimeout(() => stop(browser), 200));
    const { error, ms } = await failing('/page', 2);
    await asked;
    expect(error).toBeInstanceOf(SourceLoadError);
    expect((error as Error).message).toBe('timeout: the conversion took longer than 2 s and was stopped');
    expect((error as SourceLoadError).field).toBe('timeout');
    expect(ms).toBeGreaterThanOrEqual(2_000 + CUT_GRACE_MS + END_GRACE_MS);
    expect(ms).toBeLessThan(bound(2));
    // Killed, though stopped (SIGKILL needs no cooperation), and a new browser renders the next page.
    expect(await processGone(browser, MARGIN_MS)).toBe(true);
    expect(await text('<p>after</p>')).toBe('after');
    const next = await renderer.browserPid();
    expect(next).toBeDefined();
    expect(next).not.toBe(browser);
  });

  it('is killed and started again when stopped while the source loads', async () => {
    expect(await text('<p>before</p>')).toBe('before');
    const browser = (await renderer.browserPid())!;
    // The page asks for /slow while it loads (never answered): the browser is stopped then.
    const asked = whenAsked('/slow', () => stop(browser));
    const { error, ms } = await failing('/slow', 1);
    await asked;
    // The load's own clock answers first (no cut): the context that then does not close, within 3 s, gets
    // the browser killed all the same (else it would stay stopped, and every later conversion wait on it).
    expectTimeout(error, 1);
    expect(ms).toBeLessThan(bound(1));
    expect(await processGone(browser, END_GRACE_MS + MARGIN_MS)).toBe(true);
    expect(await text('<p>after</p>')).toBe('after');
    const next = await renderer.browserPid();
    expect(next).toBeDefined();
    expect(next).not.toBe(browser);
  });
});

describe('a page whose renderer alone does not answer', () => {
  it('is cut at its deadline without killing the browser, which serves on', async () => {
    expect(await text('<p>before</p>')).toBe('before');
    const browser = (await renderer.browserPid())!;
    // Every renderer of the browser once the page has loaded: the page's, and any spare one Chromium keeps
    // for the next page (which pid serves which page is not in /proc). The browser process still answers.
    let renderers: number[] = [];
    const asked = whenAsked(
      '/loaded',
      () =>
        void setTimeout(() => {
          renderers = rendererProcesses(browser);
          renderers.forEach(stop);
        }, 200),
    );
    const { error, ms } = await failing('/page', 2);
    await asked;
    expect(renderers.length).toBeGreaterThan(0);
    // Cut at the deadline: the script stop gets no answer (0.5 s), the context closes at once.
    expectTimeout(error, 2);
    expect(ms).toBeLessThan(2_000 + CUT_GRACE_MS + STOP_WAIT_MS + MARGIN_MS);
    expect(processState(browser)).toBeDefined();
    expect(await text('<p>after</p>')).toBe('after');
    expect(await renderer.browserPid()).toBe(browser);
    // The page's renderer does not outlive its page (Chromium kills a renderer that does not exit 2 s after
    // its page closed); a spare one stopped with it is let go on.
    const gone = await Promise.all(renderers.map((pid) => processGone(pid, END_GRACE_MS)));
    expect(gone).toContain(true);
    for (const pid of renderers) if (processState(pid) !== undefined) process.kill(pid, 'SIGCONT');
    expect(await text('<p>after that</p>')).toBe('after that');
  });
});

describe('close()', () => {
  it('leaves no Chromium process', async () => {
    await renderer.close();
    expect(await chromiumProcessesSettled()).toEqual([]);
  });
});
