// Bookmarks from headings against the local server's Chromium, read back with pdf.js: every bookmark opens
// the page where pdf.js finds its heading's text, at the heading; the bytes the server sent are a prefix of
// the file; Chromium wrote a destination for every heading (the hidden links did it). The same headings are
// found by their text in the PDF with its destinations taken out, and in a document generated from a stored
// template (whose HTML the client cannot prepare). One server (one browser) for the file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addOutline, ConnectionError, DocConvert, type FileConversion } from '../src/index';
import type { Transport, TransportBody } from '@doc-convert/core';
import { UndiciTransport } from '../src/internal/undici';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { readPdf } from '@doc-convert/testing/pdf';
import {
  flatOutline,
  readCatalog,
  readDestination,
  readOutline,
  textPlace,
  type OutlineEntry,
} from '@doc-convert/testing/pdf-outline';
import { checkUpdate } from '@doc-convert/testing/pdf-update';

let server: LocalServer;
let client: DocConvert;
let folder: string;
/** The bodies the server sent, as they were read. */
let received: Buffer[] = [];

/** A transport that keeps a copy of each body it hands on: what the service sent, byte for byte. */
function recording(inner: Transport): Transport {
  return {
    async request(request) {
      const response = await inner.request(request);
      const chunks: Buffer[] = [];
      const body = response.body;
      const done = () => received.push(Buffer.concat(chunks));
      const recorded: TransportBody = {
        async *[Symbol.asyncIterator]() {
          for await (const chunk of body) {
            chunks.push(Buffer.from(chunk));
            yield chunk;
          }
          done();
        },
        bytes: async () => {
          const bytes = await body.bytes();
          chunks.push(Buffer.from(bytes));
          done();
          return bytes;
        },
        text: async () => {
          const text = await body.text();
          chunks.push(Buffer.from(text));
          done();
          return text;
        },
        cancel: () => body.cancel(),
      };
      return { ...response, body: recorded };
    },
    close: () => inner.close?.() ?? Promise.resolve(),
  };
}

const PARAGRAPH = '<p>' + 'The quick brown fox jumps over the lazy dog. '.repeat(30) + '</p>';
const BOOK = `<!doctype html><html><head><title>Handbook</title>
<style>h1 { font-size: 28px } h2 { font-size: 20px } .break { break-before: page }</style></head><body>
<h1>Handbook</h1>${PARAGRAPH}
<h2 id="setup">Setting things up</h2>${PARAGRAPH}
<h3>On Linux</h3>${PARAGRAPH.repeat(2)}
<h3>On   macOS</h3>${PARAGRAPH}
<h1 class="break">Reference &amp; options</h1>${PARAGRAPH}
<h2>Formats</h2>${PARAGRAPH.repeat(3)}
<h4>Too deep for the default</h4>
<h2><a href="#setup">See setup</a> again</h2>${PARAGRAPH}
</body></html>`;

const TITLES = [
  [1, 'Handbook'],
  [2, 'Setting things up'],
  [3, 'On Linux'],
  [3, 'On macOS'],
  [1, 'Reference & options'],
  [2, 'Formats'],
  [2, 'See setup again'],
];

/** Each bookmark opens the page pdf.js finds its heading's text on, at its line: the top of its em box. */
async function expectAtHeadings(pdf: Uint8Array, items: OutlineEntry[]): Promise<void> {
  for (const item of items) {
    const drawn = await textPlace(pdf, item.title.replace('See setup again', 'again'));
    expect({ title: item.title, page: item.page }).toEqual({ title: item.title, page: drawn!.page });
    // At the heading: above its baseline by about its font size, not a line off.
    expect(item.top! - drawn!.y).toBeGreaterThan(drawn!.height * 0.5);
    expect(item.top! - drawn!.y).toBeLessThan(drawn!.height * 1.6);
    await expectAtHeadings(pdf, item.items);
  }
}

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium', rateLimit: false });
  client = new DocConvert({
    apiKey: SANDBOX_KEY,
    baseUrl: server.url,
    transport: recording(new UndiciTransport()),
  });
  folder = await mkdtemp(path.join(tmpdir(), 'outline-chromium-'));
}, 120_000);

afterAll(async () => {
  await client.close();
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

beforeEach(() => {
  received = [];
});

async function convert(outline: Parameters<DocConvert['convert']['pdf']>[1]): Promise<FileConversion<'pdf'>> {
  const conversion = await client.convert.pdf({ source: BOOK }, outline);
  if (conversion.kind !== 'file') throw new Error(`answered ${conversion.kind}`);
  return conversion;
}

describe('convert.pdf() with outline, rendered by Chromium', () => {
  it('bookmarks h1 to h3, nested, each at its heading, after the bytes the server sent', async () => {
    const conversion = await convert({ outline: true });
    const pdf = await conversion.bytes();
    expect(received).toHaveLength(1);
    await checkUpdate(received[0]!, pdf);
    const outline = await readOutline(pdf);
    expect(flatOutline(outline).map(([level, title]) => [level, title])).toEqual(TITLES);
    await expectAtHeadings(pdf, outline);
    expect(conversion.outline).toEqual({ bookmarks: 7, missing: [] });
    // Chromium's destinations, written without the page margins, are moved onto their headings.
    const setup = await readDestination(pdf, 'setup');
    const drawn = await textPlace(pdf, 'Setting things up');
    expect(setup!.page).toBe(drawn!.page);
    expect(setup!.top! - drawn!.y).toBeGreaterThan(drawn!.height * 0.5);
    expect(setup!.top! - drawn!.y).toBeLessThan(drawn!.height * 1.6);
    const catalog = await readCatalog(pdf);
    expect(catalog.pageMode).toBe('UseOutlines');
    // Chromium wrote a destination for every heading's anchor, and for the id the page gave one.
    expect(Object.keys(catalog.destinations).sort()).toEqual([
      'doc-convert-h1',
      'doc-convert-h2',
      'doc-convert-h3',
      'doc-convert-h4',
      'doc-convert-h5',
      'doc-convert-h6',
      'doc-convert-h7',
      'setup',
    ]);
  });

  it('opens at the text of headings with padding, a border or a large font, and moves their ids there too', async () => {
    // Chromium puts an element's destination at its top, above its padding and border: 60 pt above the text
    // of this padded heading. The bookmarks and the page's own id land on the first line all the same.
    const styled = `<!doctype html><html><head><style>
      .pad { padding-top: 80px } .border { border-top: 40px solid #ccc } .big { font-size: 60px }
      </style></head><body><h1>Alpha</h1>${PARAGRAPH}<h2>Bravo</h2>${PARAGRAPH}
      <h2 class="pad">Charlie padded</h2>${PARAGRAPH}<h3 class="border">Delta bordered</h3>${PARAGRAPH}
      <h2 class="big">Echo big</h2>${PARAGRAPH}<h2 id="golf" class="pad">Golf padded</h2>${PARAGRAPH}
      <h1>Hotel</h1>${PARAGRAPH}<h2>India</h2>${PARAGRAPH}<p><a href="#golf">To Golf</a></p></body></html>`;
    const conversion = await client.convert.pdf({ source: styled }, { outline: true });
    if (conversion.kind !== 'file') throw new Error(conversion.kind);
    const pdf = await conversion.bytes();
    const outline = await readOutline(pdf);
    expect(flatOutline(outline).map(([, title]) => title)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie padded',
      'Delta bordered',
      'Echo big',
      'Golf padded',
      'Hotel',
      'India',
    ]);
    await expectAtHeadings(pdf, outline);
    const golf = await readDestination(pdf, 'golf');
    const drawn = await textPlace(pdf, 'Golf padded');
    expect(golf!.page).toBe(drawn!.page);
    expect(golf!.top! - drawn!.y).toBeGreaterThan(drawn!.height * 0.5);
    expect(golf!.top! - drawn!.y).toBeLessThan(drawn!.height * 1.6);
  });

  it('prints the same pages, text and places as without the option: the prepared HTML changes nothing seen', async () => {
    const plain = await client.convert.pdf({ source: BOOK });
    if (plain.kind !== 'file') throw new Error(plain.kind);
    const [without, withOutline] = await Promise.all([
      readPdf(await plain.bytes()),
      readPdf(await (await convert({ outline: true })).bytes()),
    ]);
    expect(withOutline.pages.map((p) => p.runs)).toEqual(without.pages.map((p) => p.runs));
    expect(withOutline.pages.length).toBeGreaterThanOrEqual(3);
  });

  it('writes the same with toFile(), and only h1 with depth 1', async () => {
    const conversion = await convert({ outline: { depth: 1 } });
    const file = path.join(folder, 'handbook.pdf');
    await conversion.toFile(file);
    const pdf = await readFile(file);
    await checkUpdate(received[0]!, pdf);
    const outline = await readOutline(pdf);
    expect(flatOutline(outline).map(([level, title]) => [level, title])).toEqual([
      [1, 'Handbook'],
      [1, 'Reference & options'],
    ]);
    await expectAtHeadings(pdf, outline);
  });

  it('fails a download cut short with ConnectionError and writes no file', async () => {
    server.faults.add({ route: 'POST /convert/pdf', kind: 'truncate' });
    const conversion = await convert({ outline: true });
    await expect(conversion.toFile(path.join(folder, 'cut.pdf'))).rejects.toBeInstanceOf(ConnectionError);
    expect(
      (await readdir(folder)).filter((name) => name.startsWith('cut') || name.includes('partial')),
    ).toEqual([]);
  });
});

describe('headings found by their text', () => {
  it('in the PDF with its named destinations taken out, at the same pages and places', async () => {
    const conversion = await client.convert.pdf({ source: BOOK });
    if (conversion.kind !== 'file') throw new Error(conversion.kind);
    const printed = await conversion.bytes();
    // The destinations taken out: the catalog rewritten without /Dests (and a new file written).
    const { PDF } = await import('@libpdf/core');
    const doc = await PDF.load(printed);
    doc.getCatalog().delete('Dests');
    const bare = await doc.save();
    expect((await readCatalog(bare)).destinations).toEqual({});
    const out = await addOutline(bare, BOOK);
    await checkUpdate(bare, out);
    const outline = await readOutline(out);
    expect(flatOutline(outline).map(([level, title]) => [level, title])).toEqual(TITLES);
    await expectAtHeadings(out, outline);
    // The heading with an id gets its destination back, so links to it land.
    expect((await readCatalog(out)).destinations).toEqual({ setup: outline[0]!.items[0]!.page });
  });

  it('in a document generated from a stored template, filled with its data', async () => {
    await client.templates.create({
      slug: 'handbook',
      name: 'Handbook',
      content: BOOK.replace('<h1>Handbook</h1>', '<h1>{{title}}</h1>'),
    });
    received = [];
    const document = await client.templates.generate(
      'handbook',
      'pdf',
      { data: { title: 'Field guide' } },
      { outline: true },
    );
    if (document.kind !== 'file') throw new Error(document.kind);
    const pdf = await document.bytes();
    // The filled HTML first (its headings), then the PDF: the second body is the one amended.
    expect(received).toHaveLength(2);
    await checkUpdate(received[1]!, pdf);
    const outline = await readOutline(pdf);
    expect(flatOutline(outline).map(([, title]) => title)).toEqual([
      'Field guide',
      ...TITLES.slice(1).map(([, title]) => title),
    ]);
    await expectAtHeadings(pdf, outline);
  });
});
