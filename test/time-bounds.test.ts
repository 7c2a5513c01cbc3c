// No test bounds elapsed wall-clock time from above, except where the behaviour under test is a deadline: a
// bound on how fast something went passes on a quiet machine and fails on a busy one (a contributor's laptop, a
// shared CI runner). Concurrency, order and pacing are proven by what happened (in-flight counters, recorded
// order, an injected clock or sleep); performance is measured in benchmarks. The scanner (./time-bounds.ts)
// reads every test file of every package (and the root's), and the deadline tests below are the only ones let
// through.
import { describe, expect, it } from '@jest/globals';
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { upperTimeBounds } from './time-bounds';

const ROOT = join(import.meta.dirname, '..');

/**
 * The deadline tests: each proves that something is cut at its deadline, and bounds the time it took with room
 * for a loaded machine (the uncut alternative never ends, or ends far past the bound).
 */
const DEADLINE_TESTS: Array<{ file: string; test: string }> = [
  // Looping pages cut at a 2 s timeout (bound: 2 s + 20 s), and a slot freed long before a minute's deadline.
  {
    file: 'packages/doc-convert-server/test/deadline.chromium.test.ts',
    test: 'stops pages that never yield at their timeout (408 naming timeout), while a normal one succeeds',
  },
  {
    file: 'packages/doc-convert-server/test/deadline.chromium.test.ts',
    test: 'stops the render of a client that went away, and gives its slot to the next',
  },
  // A source cut at its 1 s timeout, while the page would come at 20 s.
  {
    file: 'packages/doc-convert-server/test/browser.chromium.test.ts',
    test: 'answers 408 when the source takes longer than timeout',
  },
  // A stopped browser (SIGSTOP) never answers: the conversion is cut at deadline + graces, 10 s of room.
  {
    file: 'packages/doc-convert-server/test/browser-unresponsive.chromium.test.ts',
    test: 'is killed and started again when stopped once the page has loaded (the cut gets no answer)',
  },
  {
    file: 'packages/doc-convert-server/test/browser-unresponsive.chromium.test.ts',
    test: 'is killed and started again when stopped while the source loads',
  },
  {
    file: 'packages/doc-convert-server/test/browser-unresponsive.chromium.test.ts',
    test: 'is cut at its deadline without killing the browser, which serves on',
  },
  // Opening a page on a stopped browser is given up at 10 s (bound: 10 s + 10 s), the conversion's own
  // deadline being 30 s.
  {
    file: 'packages/doc-convert-server/test/browser-stuck-opening.chromium.test.ts',
    test: 'is killed once opening takes past the limit, and the conversion runs on a new browser',
  },
];

const allowed = (file: string, test: string | undefined) =>
  DEADLINE_TESTS.some((entry) => entry.file === file && entry.test === test);

const scanned = globSync(['test/**/*.ts', 'packages/*/test/**/*.ts'], { cwd: ROOT })
  .sort()
  .map((file) => ({ file, bounds: upperTimeBounds(readFileSync(join(ROOT, file), 'utf8'), file) }));

describe('upper bounds on elapsed time in the tests', () => {
  it('are only in the deadline tests', () => {
    expect(scanned.length).toBeGreaterThan(100);
    const outside = scanned.flatMap(({ file, bounds }) =>
      bounds
        .filter((bound) => !allowed(file, bound.test))
        .map((bound) => `${file}:${bound.line} (${bound.test ?? 'outside a test'}): ${bound.text}`),
    );
    expect(outside).toEqual([]);
  });

  it.each(DEADLINE_TESTS)('$file "$test" is still a deadline test with its bound', ({ file, test }) => {
    const bounds = scanned.find((entry) => entry.file === file)?.bounds ?? [];
    expect(bounds.filter((bound) => bound.test === test).length).toBeGreaterThan(0);
  });
});

describe('the scanner', () => {
  const inTest = (body: string) => `it('is fast', async () => {\n${body}\n});\n`;

  it.each([
    [
      'Date.now() minus a start',
      'const started = Date.now();\nawait work();\nexpect(Date.now() - started).toBeLessThan(100);',
    ],
    [
      'performance.now() through a name',
      'const t0 = performance.now();\nawait work();\nconst took = performance.now() - t0;\nexpect(took).toBeLessThanOrEqual(50);',
    ],
    ['a negated lower bound', 'const s = Date.now();\nexpect(Date.now() - s).not.toBeGreaterThan(100);'],
    [
      'the limit as the subject',
      'const s = Date.now();\nconst ms = Date.now() - s;\nexpect(1000).toBeGreaterThan(ms);',
    ],
    ['a comparison', 'const s = performance.now();\nexpect(performance.now() - s < 500).toBe(true);'],
    [
      'process.hrtime',
      'const s = process.hrtime.bigint();\nexpect(process.hrtime.bigint() - s).toBeLessThan(10n ** 8n);',
    ],
    ['a Date object', 'const s = new Date();\nexpect(new Date().getTime() - s.getTime()).toBeLessThan(100);'],
    ['a reading taken later', 'let t = 0;\nt = Date.now();\nexpect(Date.now() - t).toBeLessThan(100);'],
  ])('finds %s', (_, body) => {
    const found = upperTimeBounds(inTest(body));
    expect(found).toHaveLength(1);
    expect(found[0]!.test).toBe('is fast');
  });

  it('finds elapsed time carried in an object key and destructured from a helper', () => {
    const source = [
      'async function timed() {',
      '  const started = Date.now();',
      '  await work();',
      '  return { error: undefined, elapsed: Date.now() - started };',
      '}',
      "it('answers at once', async () => {",
      '  const result = await timed();',
      '  expect(result.elapsed).toBeLessThan(200);',
      '  const { elapsed } = await timed();',
      '  expect(elapsed).toBeLessThan(200);',
      '});',
    ].join('\n');
    expect(upperTimeBounds(source).map((bound) => [bound.line, bound.test])).toEqual([
      [8, 'answers at once'],
      [10, 'answers at once'],
    ]);
  });

  it('finds one planted in a real test file, naming its line and test', () => {
    const file = 'packages/doc-convert-server/test/faults.integration.test.ts';
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(upperTimeBounds(text, file)).toEqual([]);
    const planted = text.replace(
      "    const other = await exchange('GET', '/v3/credits/usage');\n",
      "    const other = await exchange('GET', '/v3/credits/usage');\n    expect(other.elapsed).toBeLessThan(200);\n",
    );
    expect(planted).not.toBe(text);
    const line = planted.split('\n').indexOf('    expect(other.elapsed).toBeLessThan(200);') + 1;
    expect(upperTimeBounds(planted, file)).toEqual([
      { line, text: 'expect(other.elapsed).toBeLessThan(200)', test: 'delays the matching route only' },
    ]);
  });

  it.each([
    [
      'a lower bound (it waited)',
      'const s = Date.now();\nexpect(Date.now() - s).toBeGreaterThanOrEqual(140);',
    ],
    ['a bound on a size', 'const size = bytes.length;\nexpect(size).toBeLessThan(100 * 1024);'],
    [
      'a server timestamp between clock readings',
      'const before = Date.now();\nawait run();\nconst after = Date.now();\nexpect(at).toBeGreaterThanOrEqual(before);\nexpect(at).toBeLessThanOrEqual(after);',
    ],
    [
      'a clock inside a page script',
      'const html = `<script>const s = performance.now(); if (performance.now() - s < 5) go();</script>`;',
    ],
    [
      'a reading moved by a fixed amount, and a window start',
      'const past = Date.now() - 5 * MINUTE;\nconst clock = { now: Date.now() - (Date.now() % 300) };\nexpect(reset).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));\nexpect(created).toBeLessThan(past);',
    ],
    [
      'an injected clock',
      'const clock = { now: 0 };\nclock.now += 1000;\nexpect(sleeps[0]).toBeLessThanOrEqual(11_000);',
    ],
  ])('leaves alone %s', (_, body) => {
    expect(upperTimeBounds(inTest(body))).toEqual([]);
  });
});
