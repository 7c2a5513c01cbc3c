// The quick path of option validation (packages/core/src/options/quick.ts) must agree with the full zod parse exactly: on
// every generated options object it returns the parse's data when the parse succeeds and undefined when it
// fails, so the full parse alone decides what is refused and how the refusal is worded.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { z } from 'zod/v4';
import {
  jpegOptionsSchema,
  parsePdfOptions,
  pdfOptionsSchema,
  pngOptionsSchema,
  webpOptionsSchema,
} from '../src/options';
import { quickJpegOptions, quickPngOptions, quickWebpOptions } from '../src/options/image';
import { quickPdfOptions } from '../src/options/pdf';
import type { QuickParser } from '../src/options/quick';
import { corpus } from '@doc-convert/testing/invalid-options';

/** Values that fit the option, and a few that break its rule or a cross-field rule. */
const samples: Record<string, unknown[]> = {
  source: ['<p>x</p>', 'https://example.com/page', '  ', ['a', 'b']],
  webhook: ['https://example.com/hook', { url: 'https://example.com/h', method: 'PUT' }, 'ftp://x'],
  filename: ['report_2026', 'short', 'a.pdf'],
  s3_destination: ['s3://bucket/file.pdf'],
  css: ['h1 { color: red }'],
  javascript: ['window.x = 1'],
  wait_for: ['ready'],
  delay: [0, 500, 10000, 10001, 2.5],
  timeout: [0, 30, 900, 901],
  auth: [{ username: 'u', password: 'p' }, { user: 'u' }],
  http_headers: [
    { 'X-Test': '1' },
    { 'Bad Name': 'x' },
    { 'X-A': 'a\r\nb' },
    { 'X-N': 'a\u0000' },
    { 'X-T': 'a\tb' },
  ],
  // Hostile cookies too, as an API fuzzer sent them: what a Cookie header cannot carry must be refused by
  // the quick path as by the full parse.
  cookies: [
    [{ name: 'a', value: 'b', secure: true }],
    [{ value: 'b' }],
    [{ name: 'a', value: 'b;c=d' }],
    [{ name: 'a', value: 'b\r\nX: 1' }],
    [{ name: 'a', value: 'b\u0000' }],
    [{ name: 'a=b', value: 'c' }],
    [{ name: 'a;b', value: 'c' }],
    [{ name: 'a', value: 'x'.repeat(5000) }],
    [{ name: ' padded ', value: ' café ' }],
  ],
  format: ['A4', 'Letter', '210x297mm', '8.5inx11in', 'A9', '0x10mm'],
  pages: ['1-3', '2', '1-3, 6', '0', '3-1'],
  zoom: [0.5, 1, 2, 2.5],
  margin: ['10mm', '10mm 20mm', { top: '1in', left: 5 }, { middle: 1 }, '-5px'],
  header: [
    { source: '<p>h</p>', height: '20mm', start_at: 2 },
    { source: 'h', start_at: 3 },
    { start_at: 1 },
  ],
  footer: [{ source: '<p>f</p>', start_at: 2 }, { source: 'f' }, { source: 'f', start_at: 3 }],
  metadata: [{ title: 'Report' }, { producer: 'x' }, { title: 1 }],
  protection: [{ user_password: 'a', no_print: true }, { no_print: 'yes' }],
  watermark: [
    { text: 'DRAFT' },
    { image: 'https://example.com/w.png', rotate: 45 },
    {},
    { text: 'x', rotate: 400 },
  ],
  viewport: ['1280x1024', '0x10'],
  css_selector: ['#main', ''],
  clip: [
    { x: 0, y: 0, width: 10, height: 10 },
    { x: 0, y: 0, width: 0, height: 10 },
  ],
  dpi: [1, 2, 4, 3],
  fullpage: [true, false],
  quality: [10, 80, 100, 9, 101, 50.5],
  transparent: [true, false],
};
/** Anything, for any option. */
const junk: unknown[] = [undefined, null, '', 'x', 0, -1, 1.5, true, false, {}, [], 'A4', '10mm'];
/** Options no conversion has, or that belong to the other one. */
const strangers = [
  'quality',
  'transparent',
  'landscpe',
  'encode_it',
  'viewport',
  'landscape',
  'toString',
  '__proto__',
];

function arbitraryOptions(schema: z.ZodObject) {
  const keys = [...Object.keys(schema.shape), ...strangers];
  const valueFor = (key: string) => {
    const own = Object.hasOwn(samples, key)
      ? samples[key]!
      : Object.hasOwn(schema.shape, key) && schema.shape[key]!.safeParse(true).success
        ? [true, false]
        : ['some text'];
    return fc.oneof(
      { arbitrary: fc.constantFrom(...own), weight: 6 },
      { arbitrary: fc.constantFrom(...junk), weight: 1 },
    );
  };
  const entry = fc.constantFrom(...keys).chain((key) => valueFor(key).map((value) => [key, value] as const));
  return fc
    .tuple(fc.constantFrom(...samples.source!), fc.array(entry, { maxLength: 4 }), fc.boolean())
    .map(([source, entries, withSource]) => {
      const options: Record<string, unknown> = withSource ? { source } : {};
      for (const [key, value] of entries) {
        // Own properties even for "__proto__", as JSON.parse would make them.
        Object.defineProperty(options, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return options;
    });
}

function agreesWithFullParse(schema: z.ZodObject, quick: QuickParser, examples: Record<string, unknown>[]) {
  let accepted = 0;
  let runs = 0;
  fc.assert(
    fc.property(arbitraryOptions(schema), (options) => {
      runs++;
      const full = schema.safeParse(options);
      const fast = quick(options);
      if (full.success) {
        accepted++;
        expect(fast).toEqual(full.data);
      } else {
        expect(fast).toBeUndefined();
      }
    }),
    // Each cross-field rule broken once for sure, besides whatever the generator finds.
    {
      numRuns: 3000,
      examples: examples.map((options): [Record<string, unknown>] => [{ source: '<p>x</p>', ...options }]),
    },
  );
  // Not a vacuous agreement: a good share of the generated requests are valid.
  expect(accepted / runs).toBeGreaterThan(0.1);
  expect(accepted / runs).toBeLessThan(0.9);
}

describe('quick option validation', () => {
  it('agrees with the full PDF parse on generated options', () => {
    agreesWithFullParse(pdfOptionsSchema, quickPdfOptions, [
      { header: { source: 'h', start_at: 2 }, footer: { source: 'f', start_at: 3 } },
      { wait_for_network: false, ignore_long_polling: true },
    ]);
  });

  it('agrees with the full PNG parse on generated options', () => {
    agreesWithFullParse(pngOptionsSchema, quickPngOptions, [
      { fullpage: true, css_selector: '#main' },
      { wait_for_network: false, ignore_long_polling: true },
    ]);
  });

  it.each([
    ['JPEG', jpegOptionsSchema, quickJpegOptions],
    ['WebP', webpOptionsSchema, quickWebpOptions],
  ] as const)('agrees with the full %s parse on generated options', (_name, schema, quick) => {
    agreesWithFullParse(schema, quick, [
      { clip: { x: 0, y: 0, width: 1, height: 1 }, css_selector: '#main' },
      { quality: 100, transparent: true },
    ]);
  });

  it('refuses every row of the invalid-options corpus, leaving the wording to the full parse', () => {
    const quick = {
      pdf: quickPdfOptions,
      png: quickPngOptions,
      jpeg: quickJpegOptions,
      webp: quickWebpOptions,
    };
    for (const [kind, options] of corpus) expect(quick[kind](options)).toBeUndefined();
  });

  it('leaves anything but a plain object to the full parse, which still decides', () => {
    class Options {
      source = '<p>x</p>';
    }
    expect(quickPdfOptions(new Options())).toBeUndefined();
    expect(parsePdfOptions(new Options())).toEqual({ source: '<p>x</p>' });
    expect(quickPdfOptions([])).toBeUndefined();
    expect(quickPdfOptions('<p>x</p>')).toBeUndefined();
    const bare = Object.assign(Object.create(null) as object, { source: '<p>x</p>', sandbox: true });
    expect(quickPdfOptions(bare)).toEqual({ source: '<p>x</p>', sandbox: true });
  });
});
