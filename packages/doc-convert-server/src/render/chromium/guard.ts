// The page's network guard: only `data:`, `blob:` and `about:` URLs, the server's own origin and, for a URL
// source, that source's origin are reachable; everything else is refused and counted. Two layers say so:
// the page's requests are intercepted (aborted early, and those to the source's origin given
// `http_headers` and `auth`), and the page's browser context has no network but its gate (gate.ts), a
// proxy of the server's that forwards only those origins: what interception does not see (WebSockets,
// prefetches, out-of-process frames) is refused there. A URL source must be on a loopback host: the local
// server contacts nothing outside this machine.
import type { HTTPRequest, Page } from 'puppeteer-core';
import type { ConversionOptions } from 'doc-convert/internal/rules';
import { isLoopback, isUrl, sourceHeaders } from '../../urls';
import { SourceLoadError } from '../renderer';
import type { Gate } from './gate';

export interface GuardedPage {
  /** Requests refused so far, by the interception and the gate. */
  blocked(): number;
  /** Requests let through and not finished yet (for `wait_for_network`), those older than `olderMs` left out. */
  inFlight(olderMs?: number): number;
}

/** The source (or `field`) as a URL, after checking that the local server may load it; undefined for inline HTML. */
export function sourceUrl(source: string, field = 'source'): URL | undefined {
  if (!isUrl(source)) return undefined;
  const url = new URL(source.trim());
  if (!isLoopback(url)) {
    throw new SourceLoadError(
      400,
      `the local server loads only loopback URLs (127.0.0.1, localhost, ::1); ${url.origin} was not contacted`,
      field,
    );
  }
  return url;
}

const ALWAYS = new Set(['data:', 'blob:', 'about:']);

/** A request answered after its page closed rejects; nothing is left to do about it then. */
const quietly = (answer: Promise<void>) => void answer.catch(() => undefined);

/**
 * Turns interception on for `page` and opens its `gate`: besides `data:`, `blob:` and `about:` URLs, it
 * may reach `serverOrigin` and the origin of `source`, whose requests carry `access` (`http_headers`, `auth`).
 */
export async function guardPage(
  page: Page,
  gate: Gate,
  serverOrigin: string,
  source: URL | undefined,
  access: Pick<ConversionOptions, 'http_headers' | 'auth'>,
): Promise<GuardedPage> {
  const allowed = new Set([serverOrigin, ...(source ? [source.origin] : [])]);
  gate.allow(allowed);
  const extraHeaders = sourceHeaders(access);
  const blocked: string[] = [];
  const pending = new Map<HTTPRequest, number>();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (parsed && ALWAYS.has(parsed.protocol)) return quietly(request.continue());
    if (!parsed || !allowed.has(parsed.origin)) {
      blocked.push(url);
      return quietly(request.abort('blockedbyclient'));
    }
    pending.set(request, Date.now());
    if (source && parsed.origin === source.origin && Object.keys(extraHeaders).length > 0) {
      return quietly(request.continue({ headers: { ...request.headers(), ...extraHeaders } }));
    }
    quietly(request.continue());
  });
  const settle = (request: HTTPRequest) => void pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const inFlight = (olderMs = Infinity) => {
    const since = Date.now() - olderMs;
    return [...pending.values()].filter((started) => started > since).length;
  };
  return { blocked: () => blocked.length + gate.refused.length, inFlight };
}
