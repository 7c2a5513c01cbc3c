// The outline's own PDF reader and writer (src/pdf/), on every shape of file a renderer may give: where text
// is drawn, the named destinations, and the incremental update written after them, read back by pdf.js and
// @libpdf/core and checked as qpdf --check would (@doc-convert/testing/pdf-outline).
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { addOutline } from '../src/add-outline';
import { PdfFile } from '../src/pdf/document';
import { decodeStream } from '../src/pdf/filters';
import { PdfDict, PdfName, PdfStream } from '../src/pdf/objects';
import { drawnText } from '../src/pdf/text';
import { fixturePdf, page, type FixtureOptions } from '@doc-convert/testing/pdf-fixture';
import { flatOutline, readOutline, textPlace } from '@doc-convert/testing/pdf-outline';
import { checkUpdate } from '@doc-convert/testing/pdf-update';

const HEADINGS = [
  { level: 1, title: 'Introduction', id: 'intro' },
  { level: 2, title: 'Getting started' },
];

const twoPages = (options: Partial<FixtureOptions> = {}) =>
  fixturePdf({
    pages: [page(['Introduction', 24], 'Some text.'), page('More text.', ['Getting started', 18])],
    dests: { intro: [0, 72, 800] },
    ...options,
  });

describe('inflate (the FlateDecode filter)', () => {
  const inflate = (data: Uint8Array) =>
    decodeStream(new PdfStream(new PdfDict().set('Filter', new PdfName('FlateDecode')), data), (v) => v)!;
  const data = Buffer.concat([randomBytes(3000), Buffer.from('abcabcabc'.repeat(4000)), randomBytes(500)]);

  it.each([0, 1, 6, 9])(
    'reads what zlib deflates at level %i (stored, fixed and dynamic blocks)',
    (level) => {
      expect(Buffer.from(inflate(deflateSync(data, { level })))).toEqual(data);
    },
  );

  it('reads a raw deflate stream without the zlib header', () => {
    expect(Buffer.from(inflate(deflateRawSync(data)))).toEqual(data);
  });

  it('gives what it inflated before a stream is cut short', () => {
    const whole = deflateSync(Buffer.from('x'.repeat(100_000) + 'y'.repeat(100_000)), { level: 1 });
    const part = inflate(whole.subarray(0, whole.length >> 1));
    expect(part.length).toBeGreaterThan(0);
    expect(Buffer.from(part).toString()).toMatch(/^x+/);
  });
});

describe('reading a PDF', () => {
  it.each<[string, Partial<FixtureOptions>]>([
    ['a cross-reference table', {}],
    ['a compressed cross-reference stream with the PNG predictor', { xrefStream: true }],
    ['objects in an object stream', { xrefStream: true, objectStreams: true }],
    ['compressed content', { compress: true }],
    ['bytes before its header', { junkBefore: 'HTTP junk\n' }],
    ['destinations in a /Names tree', { destsIn: 'names' }],
  ])('finds the pages, the named destinations and the text of a file with %s', (_, options) => {
    const file = new PdfFile(twoPages(options));
    expect(file.pages()).toHaveLength(2);
    const dests = file.namedDestinations();
    expect([...dests.keys()]).toEqual(['intro']);
    expect(dests.get('intro')!.slice(2)).toEqual([72, 800, 0]);
    const text: string[] = [];
    drawnText(file, file.pages()[1]!, (c) => text.push(c.text));
    expect(text.join('')).toBe('More text.Getting started');
  });

  it('places each character where pdf.js finds its text', async () => {
    const pdf = twoPages();
    const file = new PdfFile(pdf);
    const chars: Array<{ text: string; x: number; y: number; size: number }> = [];
    drawnText(file, file.pages()[1]!, (c) => chars.push(c));
    const heading = chars.find((c) => c.text === 'G')!;
    const seen = await textPlace(pdf, 'Getting started');
    expect(seen).toMatchObject({ page: 1 });
    expect(heading.x).toBeCloseTo(seen!.x, 1);
    expect(heading.y).toBeCloseTo(seen!.y, 1);
    expect(heading.size).toBe(18);
  });

  it('refuses an encrypted PDF, and one without cross-references', () => {
    const encrypted = Buffer.from(
      twoPages().toString('latin1').replace('trailer\n<</Size', 'trailer\n<</Encrypt 3 0 R /Size'),
      'latin1',
    );
    expect(() => new PdfFile(encrypted)).toThrow('the PDF is encrypted');
    expect(() => new PdfFile(Buffer.from('%PDF-1.7\nnothing here\n'))).toThrow('there is no startxref');
  });
});

describe('the update', () => {
  it.each<[string, Partial<FixtureOptions>]>([
    ['a cross-reference table', {}],
    ['a cross-reference stream', { xrefStream: true }],
    ['objects in an object stream', { xrefStream: true, objectStreams: true }],
    ['bytes before its header', { junkBefore: 'HTTP junk\n' }],
  ])('is appended to a file with %s as a section of the same kind, chained to it', async (_, options) => {
    const pdf = twoPages(options);
    const out = await addOutline(pdf, HEADINGS);
    const written = await checkUpdate(pdf, out);
    // The outline's root, two items, the catalog and (for the heading found by its text) the destinations.
    expect(written.length).toBeGreaterThanOrEqual(4);
    const tail = Buffer.from(out.subarray(pdf.length)).toString('latin1');
    expect(tail.includes('/Type /XRef')).toBe(options.xrefStream === true);
    expect(flatOutline(await readOutline(out))).toEqual([
      [1, 'Introduction', 0],
      [2, 'Getting started', 1],
    ]);
  });

  it('follows an earlier update, and a second outline replaces the first', async () => {
    const pdf = twoPages();
    const once = await addOutline(pdf, HEADINGS);
    const twice = await addOutline(once, [{ level: 1, title: 'Getting started' }]);
    await checkUpdate(once, twice);
    expect(flatOutline(await readOutline(twice))).toEqual([[1, 'Getting started', 1]]);
  });
});
