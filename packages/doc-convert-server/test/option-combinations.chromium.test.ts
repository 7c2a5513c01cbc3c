// No combination of valid options hangs a Chromium render. A fuzzer once found two valid options that did:
// `lazy_load_images` with `disable_javascript` answered 408 after the whole deadline, on every conversion,
// because the scroll that wakes lazy images awaited timers of a page whose scripts were off. The property
// below draws combinations of valid options from the zod schemas (@doc-convert/testing's valid-options.ts) for each
// conversion endpoint, on a trivial page, and asserts an answer that is neither a 408 nor a 5xx (a 400 is
// fine: valid options may still ask for what the page cannot give). Each conversion carries a `timeout`
// generous for a loaded machine, so a hang shows as a 408 within it instead of the default 60 s.
//
// The runs are bounded in count (RUNS per endpoint) and in time (fast-check starts no run after
// TIME_LIMIT_MS). The seed is printed; replay a failure with DOC_CONVERT_PROPERTY_SEED=<seed>. A failing run
// ends the property at once (no shrinking: each try of a hang would take the whole timeout), and the
// message shows the combination.
//
// The same combinations are sent again with hostile cookies, headers and URL sources drawn in (HOSTILE, as an
// API fuzzer sent them: a cookie value with CR/LF once reached Chromium and answered 500). Every one is
// answered with neither a 408 nor a 5xx, and one the client's own parser refuses is a 400 naming the same
// field, so the client and the server refuse the same requests.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ConversionFormat, ValidationError } from '@doc-convert/core';
import { conversionOptionNames, parseConversionOptions } from '@doc-convert/core/options';
import { convert as post } from '@doc-convert/testing/conversion';
import { hostileOptions, LEFT_OUT, optionDraws, validOptions } from '@doc-convert/testing/valid-options';
import { startLocalServer, type LocalServer } from '../src/index';

const FORMATS: ConversionFormat[] = ['pdf', 'png', 'jpeg', 'webp'];
const PAGE = '<p>x</p>';
/** Seconds: a trivial page renders in well under one; a hang meets this deadline. */
const TIMEOUT_S = 15;
const RUNS = 12;
/** Hostile combinations per endpoint: enough that some are refused and some rendered, whatever the seed. */
const HOSTILE_RUNS = 30;
const TIME_LIMIT_MS = 90_000;

const SEED_VARIABLE = 'DOC_CONVERT_PROPERTY_SEED';
const seed = process.env[SEED_VARIABLE] ? Number(process.env[SEED_VARIABLE]) : Date.now() % 2 ** 31;

let server: LocalServer;
/** Serves the page of a URL source on loopback. */
let pages: Server;
/** Where the hostile URLs point: the served page, and a loopback port nobody listens on. */
const places = { page: '', closed: '' };
const statuses: Record<string, Record<number, number>> = {};

beforeAll(async () => {
  console.log(
    `option combinations: seed ${seed} (replay: ${SEED_VARIABLE}=${seed} npm test -- packages/doc-convert-server/test/option-combinations.chromium.test.ts)`,
  );
  server = await startLocalServer({ renderer: 'chromium', rateLimit: false });
  pages = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  places.page = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/page.html`;
  const closing = createServer();
  await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
  places.closed = `127.0.0.1:${(closing.address() as AddressInfo).port}`;
  await new Promise((resolve) => closing.close(resolve));
  await server.renderer.ready();
}, 60_000);

afterAll(async () => {
  console.log(`option combinations: seed ${seed}, statuses by endpoint ${JSON.stringify(statuses)}`);
  await server.close();
  await new Promise((resolve) => pages.close(resolve));
});

/** The field the client's own parser names when it refuses `options`; undefined when it accepts them. */
function refusedField(kind: ConversionFormat, options: Record<string, unknown>): string | undefined {
  try {
    parseConversionOptions(kind, options);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.field;
    throw error;
  }
}

describe('lazy_load_images with disable_javascript', () => {
  it.each(FORMATS)('answers 200 on /convert/%s', async (kind) => {
    const answer = await post(server, kind, {
      source: PAGE,
      sandbox: true,
      lazy_load_images: true,
      disable_javascript: true,
      timeout: TIMEOUT_S,
    });
    expect(answer.status).toBe(200);
  });
});

describe('lazy_load_images on a page that grows as it is scrolled', () => {
  it('is scrolled for part of the deadline, then captured: 200', async () => {
    // Every scroll adds a screen below: the bottom is never reached.
    const source =
      '<div id="more" style="height:2000px">endless</div><script>addEventListener("scroll", () => ' +
      '{ more.style.height = more.offsetHeight + 2000 + "px"; });</script>';
    const answer = await post(server, 'png', { source, lazy_load_images: true, timeout: 8 });
    expect(answer.status).toBe(200);
  }, 30_000);
});

describe('any combination of valid options', () => {
  it.each(FORMATS)('draws every option of /convert/%s but the few left out for a reason', (kind) => {
    const drawn = Object.keys(optionDraws(kind));
    expect([...drawn, ...Object.keys(LEFT_OUT)].sort()).toEqual([...conversionOptionNames(kind)].sort());
  });

  it.each(FORMATS)(
    'answers /convert/%s with neither a 408 nor a 5xx',
    async (kind) => {
      const seen: Record<number, number> = (statuses[kind] = {});
      await fc.assert(
        fc.asyncProperty(validOptions(kind, { source: PAGE, timeout: TIMEOUT_S }), async (options) => {
          const answer = await post(server, kind, options);
          seen[answer.status] = (seen[answer.status] ?? 0) + 1;
          if (answer.status === 408 || answer.status >= 500) {
            throw new Error(`answered ${answer.status}: ${answer.bytes.toString().slice(0, 300)}`);
          }
        }),
        { seed, numRuns: RUNS, endOnFailure: true, interruptAfterTimeLimit: TIME_LIMIT_MS },
      );
      // Not a property of refusals only: the combinations were rendered.
      expect(seen[200]).toBeGreaterThan(0);
    },
    TIME_LIMIT_MS + 2 * TIMEOUT_S * 1000,
  );
});

describe('any combination with hostile cookies, headers and URLs', () => {
  it.each(FORMATS)(
    'answers /convert/%s with neither a 408 nor a 5xx, and refuses what the client refuses on the same field',
    async (kind) => {
      const seen: Record<number, number> = (statuses[`${kind} hostile`] = {});
      let refusedByClient = 0;
      await fc.assert(
        fc.asyncProperty(hostileOptions(kind, { timeout: TIMEOUT_S }, places), async (options) => {
          const answer = await post(server, kind, options);
          seen[answer.status] = (seen[answer.status] ?? 0) + 1;
          const shown = () => `${answer.status} ${answer.bytes.toString().slice(0, 300)}`;
          if (answer.status === 408 || answer.status >= 500) throw new Error(`answered ${shown()}`);
          const field = refusedField(kind, options);
          if (field === undefined) return;
          refusedByClient += 1;
          const errors = (answer.json as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
          if (answer.status !== 400 || !Object.hasOwn(errors, field)) {
            throw new Error(`the client refuses ${field}; the server answered ${shown()}`);
          }
        }),
        { seed, numRuns: HOSTILE_RUNS, endOnFailure: true, interruptAfterTimeLimit: TIME_LIMIT_MS },
      );
      // Both kinds were sent: some the client refuses, some it lets through to be rendered.
      expect(refusedByClient).toBeGreaterThan(0);
      expect(seen[200]).toBeGreaterThan(0);
    },
    TIME_LIMIT_MS + 2 * TIMEOUT_S * 1000,
  );
});
