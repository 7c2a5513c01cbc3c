// Valid options of a conversion, drawn for property tests. The option names and the kinds of their values
// come from the zod schemas (src/options): a boolean option draws booleans (mostly true: false is the
// default), an enum or literal option its values, a number option its range. Options whose values follow a
// grammar or have a shape (format, margin, header, watermark, ...) draw from SAMPLES, valid values written
// out. A few options are LEFT_OUT, each with its reason; every other option of the schema is drawn, and
// optionDraws() refuses to run when an option has neither a way to be drawn nor a reason to be left out,
// so an option added to a schema is fuzzed or explicitly excused. Every drawn combination is then checked
// by the conversion's own parser: only the ones it accepts are kept. hostileOptions() adds what an attacker
// sends for cookies, headers and URLs (HOSTILE), valid or not, for a property over the answers to those.
import fc from 'fast-check';
import { type ConversionFormat, ValidationError } from '@doc-convert/core';
import {
  jpegOptionsSchema,
  parseConversionOptions,
  pdfOptionsSchema,
  pngOptionsSchema,
  webpOptionsSchema,
} from '@doc-convert/core/options';
import { RED_PNG } from './png';

/** The slice of zod's definitions needed to read a schema (zod/v4 keeps `_zod.def` stable). */
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  entries?: Record<string, unknown>;
  values?: unknown[];
  checks?: Array<{ _zod: { def: { check: string; value?: number; format?: string } } }>;
}
interface Schema {
  _zod: { def: Def };
}

const SCHEMAS: Record<ConversionFormat, unknown> = {
  pdf: pdfOptionsSchema,
  png: pngOptionsSchema,
  jpeg: jpegOptionsSchema,
  webp: webpOptionsSchema,
};

/** Options no drawn combination has, and why. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  source: 'the page is the same trivial one in every run',
  timeout: 'set by the test: it is what turns a hang into a quick 408',
  wait_for: 'names a function the trivial page does not define: 408 is then the documented answer',
  webhook: 'answers 202 and renders after the answer: there is no answer to check',
};

/** Valid values of the options whose values the schema cannot say by their kind alone. */
export const SAMPLES: Readonly<Record<string, readonly unknown[]>> = {
  filename: ['result-file'],
  s3_destination: ['s3://bucket/result'],
  css: ['p { color: red }', '@page { margin: 1cm } body { font-size: 20px }'],
  javascript: ['document.body.dataset.done = "yes"', 'document.title = "scripted"'],
  auth: [{ username: 'ada', password: 'lovelace' }],
  http_headers: [{ 'X-Tenant': 'acme' }],
  cookies: [[{ name: 'session', value: 'abc123' }]],
  format: ['A4', 'Letter', 'A5', '200x300mm', '8.5inx5in', '600xauto'],
  pages: ['1', '1-2', '1,1'],
  margin: ['10mm', 20, { top: '5mm', bottom: '1cm' }],
  header: [{ source: '<div style="font-size:8px">{{page}} of {{total}}</div>', height: '15mm' }],
  footer: [{ source: '<div style="font-size:8px">footer</div>' }],
  metadata: [{ title: 'Title', author: 'Ada' }],
  protection: [{ user_password: 'user', owner_password: 'owner', no_print: true }],
  watermark: [{ text: 'DRAFT' }, { image: RED_PNG, rotate: 30 }],
  viewport: ['400x300', '1024x768'],
  css_selector: ['p', 'body'],
  clip: [{ x: 0, y: 0, width: 50, height: 40 }],
};

/** Ranges narrower than the schema's, so that a drawn value fits the test's conversion deadline. */
const PRACTICAL_MAX: Readonly<Record<string, number>> = { delay: 500 };

const defOf = (schema: Schema): Def => schema._zod.def;

function objectShape(schema: Schema): Record<string, Schema> {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.innerType) return objectShape(def.innerType);
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  throw new Error(`not an object schema: ${def.type}`);
}

function numberDraw(name: string, def: Def): fc.Arbitrary<number> {
  let min = -Infinity;
  let max = Infinity;
  let integer = false;
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'greater_than') min = check.value!;
    if (check.check === 'less_than') max = check.value!;
    if (check.check === 'number_format') integer = check.format === 'safeint';
  }
  max = Math.min(max, PRACTICAL_MAX[name] ?? Infinity);
  if (!Number.isFinite(min) || !Number.isFinite(max))
    throw new Error(`${name}: a number option without a range`);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/** A draw of valid values for one option, from its schema's kind; undefined when the kind does not say. */
function kindDraw(name: string, schema: Schema): fc.Arbitrary<unknown> | undefined {
  const def = defOf(schema);
  if (def.innerType) return kindDraw(name, def.innerType); // optional, default
  switch (def.type) {
    case 'boolean':
      return fc.oneof(
        { arbitrary: fc.constant(true), weight: 3 },
        { arbitrary: fc.constant(false), weight: 1 },
      );
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'number':
      return numberDraw(name, def);
    default:
      return undefined;
  }
}

/** For each option of a conversion to `format`: how it is drawn. Throws naming any option it cannot draw. */
export function optionDraws(format: ConversionFormat): Record<string, fc.Arbitrary<unknown>> {
  const draws: Record<string, fc.Arbitrary<unknown>> = {};
  const undrawable: string[] = [];
  for (const [name, schema] of Object.entries(objectShape(SCHEMAS[format] as Schema))) {
    if (Object.hasOwn(LEFT_OUT, name)) continue;
    const draw = Object.hasOwn(SAMPLES, name) ? fc.constantFrom(...SAMPLES[name]) : kindDraw(name, schema);
    if (draw) draws[name] = draw;
    else undrawable.push(name);
  }
  if (undrawable.length) {
    throw new Error(`${format}: no way to draw ${undrawable.join(', ')}: add SAMPLES or a LEFT_OUT reason`);
  }
  return draws;
}

function accepted(format: ConversionFormat, options: Record<string, unknown>): boolean {
  try {
    parseConversionOptions(format, options);
    return true;
  } catch (error) {
    if (error instanceof ValidationError) return false;
    throw error;
  }
}

/**
 * Combinations of valid options of a conversion to `format` (each option present or not), with `fixed`
 * (the source, the timeout) in every one, as the conversion's parser accepts them.
 */
export function validOptions(
  format: ConversionFormat,
  fixed: Record<string, unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  // Each option is in a third of the combinations: about a dozen options together, and any two of them
  // together in one combination in nine.
  const sometimes = Object.fromEntries(
    Object.entries(optionDraws(format)).map(([name, draw]) => [
      name,
      fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: draw, weight: 1 }),
    ]),
  );
  return fc
    .record(sometimes)
    .map((drawn) => ({
      ...fixed,
      ...Object.fromEntries(Object.entries(drawn).filter(([, value]) => value !== undefined)),
    }))
    .filter((options) => accepted(format, options));
}

/**
 * What an attacker sends for cookies, headers and URL sources, as an API fuzzer sent them to the local server:
 * control bytes that would split a header, separators, names a browser or a proxy treats specially, sizes
 * past what browsers keep, and URLs of places a page must never reach. Some are valid (the client and the
 * server must then serve them), most are refused (by the client, before any request, and by the server
 * with the same 400).
 */
const HOSTILE = {
  cookies: [
    [{ name: 'session', value: 'a;b=c' }],
    [{ name: 'session', value: 'a\r\nSet-Cookie: admin=1' }],
    [{ name: 'session', value: 'a\u0000b' }],
    [{ name: 'session', value: 'tab\there' }],
    [{ name: 'a;b', value: 'x' }],
    [{ name: 'a=b', value: 'x' }],
    [{ name: 'line\nbreak', value: 'x' }],
    [{ name: 'big', value: 'x'.repeat(5_000) }],
    [{ name: 'quoted', value: '"a,b c"' }],
    [{ name: 'unicode', value: 'café ☕' }],
    [{ name: 'padded', value: '  spaces  ' }],
    [
      { name: 'first', value: 'ok' },
      { name: 'second', value: 'x\r\n' },
    ],
  ],
  http_headers: [
    { 'X-Evil': 'a\r\nX-Injected: 1' },
    { 'X-Nul': 'a\u0000b' },
    { 'Bad Name': 'x' },
    { 'X-Colon:': 'x' },
    { Host: '169.254.169.254' },
    { 'Content-Length': '0' },
    { 'Transfer-Encoding': 'chunked' },
    { Cookie: 'injected=1' },
    { 'Proxy-Authorization': 'Basic YWRhOmxvdmVsYWNl' },
    { 'X-Long': 'x'.repeat(20_000) },
    { 'X-Unicode': 'café' },
    { 'X-Tab': 'a\tb' },
  ],
  /** URL sources; `{page}` is a page on loopback the test serves, `{closed}` a loopback port nobody listens on. */
  urls: [
    '{page}',
    '{page}?q=a%0d%0aX-Injected:%201',
    '{page}#' + 'x'.repeat(3_000),
    'http://user:secret@{closed}/',
    'http://{closed}/',
    'http://[::1]:1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0x7f000001:1/',
    'http://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'gopher://127.0.0.1:25/',
    'http://127.0.0.1:1/\r\nX-Injected: 1',
  ],
} as const;

/**
 * Combinations of valid options of a conversion to `format` with hostile `cookies`, `http_headers` and URL
 * `source` (HOSTILE) drawn in, not filtered: the conversion's parser may refuse them. `page` is a loopback URL
 * that serves a page, `closed` a loopback host:port that refuses connections.
 */
export function hostileOptions(
  format: ConversionFormat,
  fixed: Record<string, unknown>,
  places: { page: string; closed: string },
): fc.Arbitrary<Record<string, unknown>> {
  const url = (template: string) =>
    template.replace('{page}', places.page).replace('{closed}', places.closed);
  const maybe = <T>(draw: fc.Arbitrary<T>) => fc.oneof(fc.constant(undefined), draw);
  const hostile = fc.record({
    cookies: maybe(fc.constantFrom(...HOSTILE.cookies)),
    http_headers: maybe(fc.constantFrom(...HOSTILE.http_headers)),
    // The served page half the time: cookies and headers are only sent when a URL is loaded.
    source: fc.oneof(fc.constant(places.page), fc.constantFrom(...HOSTILE.urls.map(url))),
  });
  // The valid part is drawn with the served page as its source (the parser keeps only accepted ones, and
  // needs a source); the hostile source then takes its place.
  return fc.tuple(validOptions(format, { ...fixed, source: places.page }), hostile).map(([valid, drawn]) => ({
    ...valid,
    ...Object.fromEntries(Object.entries(drawn).filter(([, value]) => value !== undefined)),
  }));
}
