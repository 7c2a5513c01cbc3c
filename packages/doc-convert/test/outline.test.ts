// Bookmarks from headings: addOutline() on a PDF one has, and the `outline` request option of convert.pdf()
// and templates.generate(…, 'pdf', …), whose answer gets them as it is read (bytes(), toFile(), stream()). The
// "service" here answers hand-made PDFs (@doc-convert/testing/pdf-fixture); outline.chromium.test.ts
// does the same against the local server's Chromium.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addOutline, ValidationError } from '../src/index';
import { makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';
import { fixturePdf, page } from '@doc-convert/testing/pdf-fixture';
import {
  flatOutline,
  readCatalog,
  readDestination,
  readOutline,
  textPlace,
} from '@doc-convert/testing/pdf-outline';
import { checkUpdate } from '@doc-convert/testing/pdf-update';

useNock();

/** A book of three pages: chapter headings (24 pt), sections (18 pt), text (12 pt). */
function book(dests: Record<string, [number, number, number]> = {}) {
  return fixturePdf({
    pages: [
      page(['Guide', 24], 'Welcome.', ['Install', 18], 'Run the installer.', ['Examples', 14]),
      page('Example text.', ['Use', 18], ['Examples', 14], 'More text.'),
      page(['Reference', 24], ['Options', 18]),
    ],
    dests,
  });
}

const GUIDE = [
  { level: 1, title: 'Guide' },
  { level: 2, title: 'Install' },
  { level: 3, title: 'Examples' },
  { level: 2, title: 'Use' },
  { level: 3, title: 'Examples' },
  { level: 1, title: 'Reference' },
  { level: 2, title: 'Options' },
];

describe('addOutline()', () => {
  it('nests bookmarks by level in document order, each opening the page its heading is printed on', async () => {
    const pdf = book();
    const out = await addOutline(pdf, GUIDE);
    await checkUpdate(pdf, out);
    expect(flatOutline(await readOutline(out))).toEqual([
      [1, 'Guide', 0],
      [2, 'Install', 0],
      [3, 'Examples', 0],
      [2, 'Use', 1],
      // The second "Examples" is found after "Use", in its own place.
      [3, 'Examples', 1],
      [1, 'Reference', 2],
      [2, 'Options', 2],
    ]);
  });

  it("opens a heading found by its text at the heading: its left and the top of the text's em box", async () => {
    const pdf = book();
    const [guide] = await readOutline(await addOutline(pdf, GUIDE));
    const drawn = await textPlace(pdf, 'Install');
    const install = guide!.items[0]!;
    expect(install.page).toBe(drawn!.page);
    expect(install.left).toBeCloseTo(drawn!.x, 1);
    // Above the baseline by the font size (18 pt): where the line's top is.
    expect(install.top! - drawn!.y).toBeCloseTo(18, 1);
  });

  it("opens a heading with a named destination at the destination's place, measured against its text", async () => {
    // Destinations 10 pt above and left of their headings, as Chromium writes them without the margins.
    const pdf = book({ guide: [0, 62, 804], ref: [2, 62, 804] });
    const out = await addOutline(pdf, [
      { level: 1, title: 'Guide', id: 'guide' },
      { level: 1, title: 'Reference', id: 'ref' },
    ]);
    const [guide, reference] = await readOutline(out);
    expect(guide).toMatchObject({ page: 0, left: 72, top: 794 });
    expect(reference).toMatchObject({ page: 2, left: 72, top: 794 });
    // The destinations themselves are moved onto their headings, so links to them land there too.
    expect(await readDestination(out, 'guide')).toEqual({ page: 0, left: 72, top: 794 });
    expect(await readDestination(out, 'ref')).toEqual({ page: 2, left: 72, top: 794 });
  });

  it('opens every heading at its first line, wherever its destination was put (issue 36 §1)', async () => {
    // As Chromium writes them in real books: most 10 pt above and left of their headings (the margins it
    // leaves out), one 68 pt under its heading's top, one below its page's bottom edge (the heading is at
    // the top of the next page).
    const pdf = book({
      guide: [0, 62, 804],
      install: [0, 62, 640],
      use: [1, 62, 758],
      ref: [2, 62, 804],
      options: [1, 62, -73],
    });
    const out = await addOutline(pdf, [
      { level: 1, title: 'Guide', id: 'guide' },
      { level: 2, title: 'Install', id: 'install' },
      { level: 2, title: 'Use', id: 'use' },
      { level: 1, title: 'Reference', id: 'ref' },
      { level: 2, title: 'Options', id: 'options' },
    ]);
    const places = (entries: Awaited<ReturnType<typeof readOutline>>): unknown[] =>
      entries.flatMap((entry) => [[entry.title, entry.page, entry.top], ...places(entry.items)]);
    // The top of each heading's first line: its baseline plus its size.
    expect(places(await readOutline(out))).toEqual([
      ['Guide', 0, 794],
      ['Install', 0, 708],
      ['Use', 1, 748],
      ['Reference', 2, 794],
      ['Options', 2, 748],
    ]);
    // Links to them land there too: their destinations are where the bookmarks open.
    expect(await readDestination(out, 'install')).toEqual({ page: 0, left: 72, top: 708 });
    expect(await readDestination(out, 'options')).toEqual({ page: 2, left: 72, top: 748 });
    for (const [title, name] of [
      ['Install', 'install'],
      ['Options', 'options'],
    ] as const) {
      const drawn = await textPlace(pdf, title);
      const dest = await readDestination(out, name);
      expect({ title, page: dest!.page, off: Math.abs(dest!.top! - (drawn!.y + drawn!.height)) < 2 }).toEqual(
        { title, page: drawn!.page, off: true },
      );
    }
  });

  it('does not invent a skipped level, and leaves out a heading printed nowhere', async () => {
    const out = await addOutline(book(), [
      { level: 2, title: 'Guide' },
      { level: 4, title: 'Install' },
      { level: 3, title: 'Not printed' },
      { level: 4, title: 'Use' },
      { level: 1, title: 'Reference' },
      { level: 3, title: 'Options' },
    ]);
    expect(flatOutline(await readOutline(out))).toEqual([
      // An h2 before any h1 starts the outline; an h4 under it is its child, no h3 made up between them.
      [1, 'Guide', 0],
      [2, 'Install', 0],
      // The heading printed nowhere is left out: the next one goes under the heading before it.
      [2, 'Use', 1],
      [1, 'Reference', 2],
      [2, 'Options', 2],
    ]);
  });

  it('opens the document with its bookmarks shown, and names a destination for each id found by its text', async () => {
    const out = await addOutline(book(), [
      { level: 1, title: 'Guide', id: 'guide' },
      { level: 1, title: 'Reference', id: 'reference' },
    ]);
    expect(await readCatalog(out)).toEqual({
      pageMode: 'UseOutlines',
      destinations: { guide: 0, reference: 2 },
    });
  });

  it('reads the headings of the HTML the PDF was printed from, down to `depth`', async () => {
    const html = '<h1>Guide</h1><h2>Install</h2><h3>Examples</h3><h1>Reference</h1><h2>Options</h2>';
    expect(flatOutline(await readOutline(await addOutline(book(), html, { depth: 1 })))).toEqual([
      [1, 'Guide', 0],
      [1, 'Reference', 2],
    ]);
    expect(flatOutline(await readOutline(await addOutline(book(), html))).map(([, t]) => t)).toEqual([
      'Guide',
      'Install',
      'Examples',
      'Reference',
      'Options',
    ]);
  });

  it('returns the very bytes it was given when no heading is found', async () => {
    const pdf = book();
    await expect(addOutline(pdf, [{ level: 1, title: 'Nowhere' }])).resolves.toBe(pdf);
    await expect(addOutline(pdf, '<p>no headings</p>')).resolves.toBe(pdf);
  });

  it('refuses headings, a depth or a PDF it cannot use, naming them', async () => {
    const pdf = book();
    await expect(
      addOutline(pdf, [
        { level: 1, title: 'A' },
        { level: 7, title: 'B' },
      ]),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'headings[1].level',
    });
    await expect(addOutline(pdf, '<h1>A</h1>', { depth: 0 })).rejects.toMatchObject({ field: 'depth' });
    await expect(addOutline('not bytes' as never, [])).rejects.toMatchObject({ field: 'pdf' });
    await expect(addOutline(Buffer.from('not a pdf'), [{ level: 1, title: 'A' }])).rejects.toThrow(
      'The PDF cannot be given an outline: there is no startxref.',
    );
  });
});

describe('the outline request option', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'outline-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const HTML = '<html><body><h1>Guide</h1><h2>Install</h2><h3>Examples</h3><h1>Reference</h1></body></html>';
  /** The answer: the book, with a destination for the ids the client gives the first two headings. */
  const answer = () => book({ 'doc-convert-h1': [0, 72, 794], 'doc-convert-h2': [0, 72, 714] });

  /** Answers POST /convert/pdf with `pdf`, keeping the body sent. */
  function service(pdf: Buffer, headers: Record<string, string> = {}): { body?: Record<string, unknown> } {
    const sent: { body?: Record<string, unknown> } = {};
    api()
      .post('/v3/convert/pdf', (body: Record<string, unknown>) => {
        sent.body = body;
        return true;
      })
      .reply(200, pdf, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        ...headers,
      });
    return sent;
  }

  it('sends the HTML with ids and hidden links to its headings, and never the option itself', async () => {
    const { client } = makeClient();
    const sent = service(answer());
    const conversion = await client.convert.pdf({ source: HTML }, { outline: true });
    if (conversion.kind === 'file') await conversion.discard();
    expect(Object.keys(sent.body!)).toEqual(['source']);
    expect(sent.body!.source).toBe(
      '<html><body><h1 id="doc-convert-h1">Guide</h1><h2 id="doc-convert-h2">Install</h2>' +
        '<h3 id="doc-convert-h3">Examples</h3><h1 id="doc-convert-h4">Reference</h1>' +
        '<doc-convert-outline hidden aria-hidden="true" style="display:none!important">' +
        '<a href="#doc-convert-h1" tabindex="-1"></a><a href="#doc-convert-h2" tabindex="-1"></a>' +
        '<a href="#doc-convert-h3" tabindex="-1"></a><a href="#doc-convert-h4" tabindex="-1"></a>' +
        '</doc-convert-outline></body></html>',
    );
  });

  it('appends the outline to the answer in bytes(), the service bytes a prefix, and says what it wrote', async () => {
    const { client } = makeClient();
    const pdf = answer();
    service(pdf);
    const conversion = await client.convert.pdf({ source: HTML }, { outline: true });
    if (conversion.kind !== 'file') throw new Error(conversion.kind);
    expect(conversion.outline).toBeUndefined();
    const bytes = await conversion.bytes();
    await checkUpdate(pdf, bytes);
    expect(conversion.outline).toEqual({ bookmarks: 4, missing: [] });
    expect(flatOutline(await readOutline(bytes))).toEqual([
      [1, 'Guide', 0],
      [2, 'Install', 0],
      [3, 'Examples', 0],
      [1, 'Reference', 2],
    ]);
  });

  it('writes the same file with toFile() and hands the same chunks to stream()', async () => {
    const { client } = makeClient();
    const pdf = answer();
    service(pdf);
    service(pdf);
    const first = await client.convert.pdf({ source: HTML }, { outline: { depth: 2 } });
    const second = await client.convert.pdf({ source: HTML }, { outline: { depth: 2 } });
    if (first.kind !== 'file' || second.kind !== 'file') throw new Error('not files');
    const file = path.join(folder, 'book.pdf');
    const written = await first.toFile(file);
    const onDisk = await readFile(file);
    expect(written).toBe(onDisk.length);
    const chunks: Uint8Array[] = [];
    for await (const chunk of second.stream()) chunks.push(chunk);
    expect(Buffer.concat(chunks)).toEqual(onDisk);
    await checkUpdate(pdf, onDisk);
    expect(flatOutline(await readOutline(onDisk)).map(([, title]) => title)).toEqual([
      'Guide',
      'Install',
      'Reference',
    ]);
    expect(first.outline).toEqual({ bookmarks: 3, missing: [] });
  });

  it('leaves an answer without headings untouched', async () => {
    const { client } = makeClient();
    const pdf = answer();
    service(pdf);
    const conversion = await client.convert.pdf({ source: '<p>Plain</p>' }, { outline: true });
    if (conversion.kind !== 'file') throw new Error(conversion.kind);
    expect(Buffer.from(await conversion.bytes())).toEqual(pdf);
    expect(conversion.outline).toEqual({ bookmarks: 0, missing: [] });
  });

  it('hands on an answer it cannot read as it came, saying why', async () => {
    const { client } = makeClient();
    const odd = Buffer.from('%PDF-1.7\nnot really a PDF\n');
    service(odd);
    const conversion = await client.convert.pdf({ source: HTML }, { outline: true });
    if (conversion.kind !== 'file') throw new Error(conversion.kind);
    expect(Buffer.from(await conversion.bytes())).toEqual(odd);
    expect(conversion.outline).toEqual({
      bookmarks: 0,
      missing: [],
      skipped: 'the PDF could not be read: there is no startxref',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['filename', { filename: 'stored-book' }, 'with filename'],
    ['webhook', { webhook: 'https://example.com/hook' }, 'with webhook'],
    ['encode', { encode: true }, 'with encode'],
    ['a URL source', { source: 'https://example.com/book.html' }, 'to a URL source'],
    ['an encrypting protection', { protection: { owner_password: 'owner-secret' } }, 'with protection'],
  ])('is refused with %s before anything is sent', async (_, options, reason) => {
    const { client } = makeClient();
    const call = client.convert.pdf({ source: HTML, ...options } as never, { outline: true });
    await expect(call).rejects.toBeInstanceOf(ValidationError);
    await expect(call).rejects.toMatchObject({ field: 'outline' });
    await expect(call).rejects.toThrow(`outline: cannot be added ${reason}`);
  });

  it('is refused for an image, and for a depth out of 1 to 6, naming it', async () => {
    const { client } = makeClient();
    await expect(client.convert.png({ source: HTML }, { outline: true } as never)).rejects.toThrow(
      'outline: is for PDFs only: bookmarks cannot be added to png',
    );
    await expect(client.convert.pdf({ source: HTML }, { outline: { depth: 7 } })).rejects.toMatchObject({
      field: 'outline.depth',
    });
    await expect(client.convert.pdf({ source: HTML }, { outline: 'yes' as never })).rejects.toMatchObject({
      field: 'outline',
    });
  });

  it('is off with false: the HTML goes as it is', async () => {
    const { client } = makeClient();
    const sent = service(answer());
    const conversion = await client.convert.pdf({ source: HTML }, { outline: false });
    if (conversion.kind === 'file') await conversion.discard();
    expect(sent.body).toEqual({ source: HTML });
  });
});

describe('the outline of a generated document', () => {
  it('reads the template filled with the data for its headings, then generates the PDF and finds them', async () => {
    const { client } = makeClient();
    const order: string[] = [];
    api()
      .post('/v3/templates/manual.html', (body) => {
        order.push(`html ${JSON.stringify(body)}`);
        return true;
      })
      .reply(200, '<h1>Guide</h1><h2>Use</h2><h1>Reference</h1>', { 'Content-Type': 'text/html' });
    const pdf = book();
    api()
      .post('/v3/templates/manual.pdf', (body) => {
        order.push(`pdf ${JSON.stringify(body)}`);
        return true;
      })
      .reply(200, pdf, { 'Content-Type': 'application/pdf' });
    const document = await client.templates.generate(
      'manual',
      'pdf',
      { data: { product: 'Acme' }, landscape: false },
      { outline: true },
    );
    if (document.kind !== 'file') throw new Error(document.kind);
    const bytes = await document.bytes();
    expect(order).toEqual(['html {"product":"Acme"}', 'pdf {"product":"Acme","landscape":false}']);
    await checkUpdate(pdf, bytes);
    expect(flatOutline(await readOutline(bytes))).toEqual([
      [1, 'Guide', 0],
      [2, 'Use', 1],
      [1, 'Reference', 2],
    ]);
  });

  it('is refused for another format and with filename, before anything is sent', async () => {
    const { client } = makeClient();
    await expect(client.templates.generate('manual', 'png', {}, { outline: true })).rejects.toMatchObject({
      field: 'outline',
    });
    await expect(
      client.templates.generate('manual', 'pdf', { filename: 'stored-manual' }, { outline: true }),
    ).rejects.toThrow('outline: cannot be added with filename');
  });
});
