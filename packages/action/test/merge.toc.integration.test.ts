// `merge-toc` (issue 28 §2, issue 36 §4): a contents page in front of the merged PDF, the book's title then one
// line per chapter (and, with `outline`, per heading beneath it) with the number its first page prints: the
// contents are front matter, the body counts from 1; rendered through the service with the run's options and
// sandbox, counted in the credits preflight, cached like a document, and a row of the job summary. Read back with pdf.js: the contents page's text
// against the page where each document's (and heading's) text is. run() against the local server's text
// renderer, which draws no links: where the lines link is merge-toc-links.test.ts (Chromium).
import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { readPdf, type PdfFacts } from '@doc-convert/testing/pdf';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { localRuns } from './fixtures/local-run';
import { checkStructure } from './fixtures/pdf-structure';
import type { Files } from './fixtures/workspace';
import type { Scenario } from 'doc-convert-server';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const BREAK = '<div style="break-before: page"></div>';

/** A document of `pages` pages, each saying which it is: `Usage page 2`. */
const doc = (title: string, pages: number, body = '') =>
  `<html><head><title>${title}</title></head><body>${body}${Array.from(
    { length: pages },
    (_, i) => `${i > 0 ? BREAK : ''}<p>${title} page ${i + 1}</p>`,
  ).join('')}</body></html>`;

/** A book whose parts have different lengths, in a reading order that is not the paths' order. */
const BOOK: Files = {
  'book/index.html': doc('Cover', 1),
  'book/chapters/01-intro.html': doc('Introduction', 3),
  'book/chapters/02-usage.html': doc('Usage &amp; limits', 2),
  'book/appendix.html': doc('Appendix', 1),
};
const ORDER = 'book/index.html\nbook/chapters/*.html\nbook/appendix.html';
const TITLES = ['Cover', 'Introduction', 'Usage & limits', 'Appendix'];

const { start, world } = localRuns(run, BOOK);
const failures = () => core.messages('setFailed');
const summary = () => core.summaries.at(-1)!;
/** The cells of the contents page's row of the summary. */
const contentsRow = () => {
  const match = /<tr><td>Contents page \(merge-toc\)<\/td>(.*?)<\/tr>/.exec(summary());
  return match ? [...match[1]!.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]) : undefined;
};

interface Book {
  pdf: PdfFacts;
  /** Pages of contents in front: the page index of the first document's first page. */
  contentsPages: number;
  /** The contents' lines after the book's title, as [title, page number]. */
  entries: Array<[string, number]>;
}

async function readBook(file: string, firstText = 'Cover page 1'): Promise<Book> {
  const bytes = readFileSync(world().ws.path(file));
  await checkStructure(bytes);
  const pdf = await readPdf(bytes);
  const contentsPages = pdf.pages.findIndex((page) => page.text.includes(firstText));
  expect(contentsPages).toBeGreaterThan(0);
  const lines = pdf.pages
    .slice(0, contentsPages)
    .flatMap((page) => page.text.split('\n'))
    // The sandbox's mark is no line of the contents.
    .filter((line) => line.trim() !== '' && line.trim() !== 'SANDBOX');
  const entries = lines.slice(1).map((line): [string, number] => {
    const match = /^(.*\S)\s+(\d+)$/.exec(line.trim());
    if (!match) throw new Error(`not a line of the contents: ${JSON.stringify(line)}`);
    return [match[1]!, Number(match[2])];
  });
  return { pdf, contentsPages, entries };
}

/** The number the first page of the body whose text holds `text` prints: the body counts from 1. */
const pageNumberOf = (book: Book, text: string, from = book.contentsPages) =>
  book.pdf.pages.findIndex((page, i) => i >= from && page.text.includes(text)) + 1 - book.contentsPages;

describe('merge-toc', () => {
  it('puts the book’s title and every document, with the page where it starts, in front', async () => {
    const w = await start();
    await w.run({ sources: ORDER, merge: 'book.pdf', 'merge-toc': 'true' });
    expect(failures()).toEqual([]);
    const book = await readBook('doc-convert/book.pdf');
    expect(book.contentsPages).toBe(1);
    // The title first, then the documents in the reading order, titled as their bookmarks are.
    expect(book.pdf.pages[0]!.text.split('\n')[0]).toBe('Cover');
    expect(book.entries.map(([title]) => title)).toEqual(TITLES);
    expect(book.pdf.outline).toEqual(TITLES);
    // Each number is the one printed on the page where the document starts: the body from 1 (issue 36 §5).
    for (const [title, page] of book.entries) {
      expect({ title, page }).toEqual({ title, page: pageNumberOf(book, `${title} page 1`) });
    }
    expect(book.entries.map(([, page]) => page)).toEqual([1, 2, 5, 7]);
    expect(book.pdf.pages).toHaveLength(1 + 1 + 3 + 2 + 1);
  });

  it('takes as many pages as it needs, rendered once: its length moves none of its numbers', async () => {
    const chapters: Files = {};
    for (let i = 1; i <= 70; i++) {
      chapters[`book/c${String(i).padStart(2, '0')}.html`] = doc(`Chapter ${i}`, i % 3 === 0 ? 2 : 1);
    }
    const w = await start(chapters);
    await w.run({ sources: 'book/*.html', merge: 'book.pdf', 'merge-toc': 'true', 'merge-title': 'Long' });
    expect(failures()).toEqual([]);
    const book = await readBook('doc-convert/book.pdf', 'Chapter 1 page 1');
    expect(book.contentsPages).toBe(2);
    expect(book.entries).toHaveLength(70);
    for (const [title, page] of book.entries) {
      expect({ title, page }).toEqual({ title, page: pageNumberOf(book, `${title} page 1`) });
    }
    expect(book.entries[0]).toEqual(['Chapter 1', 1]);
    // Rendered once: the body's numbers do not depend on how many pages of contents come before it.
    const contents = w.sent().filter((html) => html.includes('<nav>'));
    expect(contents).toHaveLength(1);
    expect(contents[0]).toContain('<span class="page">1</span>');
    // The row tells the book it went into: its output, and the book's size (issue 36 §7).
    const bytes = readFileSync(w.ws.path('doc-convert/book.pdf')).length;
    expect(contentsRow()).toEqual([
      '<code>doc-convert/book.pdf</code>',
      `${(bytes / 1000).toFixed(1)} kB`,
      '2',
      '1',
      expect.stringMatching(/ ms$|\d s$/),
      '✅ converted',
    ]);
  });

  it('lists each document’s headings beneath it, to the outline’s depth, with the page each is on', async () => {
    const w = await start({
      'guide/a.html': `<html><head><title>Alpha</title></head><body><h1>Alpha guide</h1><p>Alpha page 1</p>${BREAK}<h2>Alpha details</h2><h3>Alpha deep</h3><p>more</p></body></html>`,
      'guide/b.html': `<html><head><title>Beta</title></head><body><h1>Beta guide</h1><p>Beta page 1</p>${BREAK}${BREAK}<h2>Beta setup</h2></body></html>`,
    });
    await w.run({ sources: 'guide/*.html', merge: 'guide.pdf', 'merge-toc': 'true', outline: '2' });
    expect(failures()).toEqual([]);
    const book = await readBook('doc-convert/guide.pdf', 'Alpha page 1');
    // h3 is below the depth asked for: neither a bookmark nor a line. Each chapter is titled by its h1, once
    // (issue 36 §4): not its <title> and then its h1 again.
    expect(book.entries.map(([title]) => title)).toEqual([
      'Alpha guide',
      'Alpha details',
      'Beta guide',
      'Beta setup',
    ]);
    expect(book.pdf.outline).toEqual(book.entries.map(([title]) => title));
    for (const [title, page] of book.entries) {
      const text = title.includes(' ') ? title : `${title} page 1`;
      expect({ title, page }).toEqual({ title, page: pageNumberOf(book, text) });
    }
    expect(book.entries.map(([, page]) => page)).toEqual([1, 2, 3, 5]);
  });

  it('is rendered with the run’s options and sandbox, like the documents', async () => {
    const w = await start();
    await w.run({
      sources: ORDER,
      merge: 'book.pdf',
      'merge-toc': 'true',
      sandbox: 'true',
      options: '{"format": "A5", "margin": "1cm"}',
    });
    expect(failures()).toEqual([]);
    const bodies = w.conversions().map((request) => request.body as Record<string, unknown>);
    expect(bodies).toHaveLength(5);
    for (const body of bodies) expect(body).toMatchObject({ format: 'A5', margin: '1cm', sandbox: true });
    const book = await readBook('doc-convert/book.pdf');
    // A5 like every document; watermarked as the sandbox marks them.
    expect(new Set(book.pdf.pages.map((page) => `${page.width} x ${page.height}`))).toEqual(
      new Set(['419.53 x 595.28']),
    );
    expect(book.pdf.pages[0]!.text).toContain('SANDBOX');
    expect(contentsRow()!.at(-3)).toBe('0');
  });

  it('is cached like a document: an unchanged book renders nothing, and says so in its row', async () => {
    const w = await start();
    const inputs = { sources: ORDER, merge: 'book.pdf', 'merge-toc': 'true', 'cache-dir': '.cache' };
    await w.run(inputs);
    expect(failures()).toEqual([]);
    const first = readFileSync(w.ws.path('doc-convert/book.pdf'));
    expect(contentsRow()).toEqual([
      '<code>doc-convert/book.pdf</code>',
      expect.stringMatching(/ kB$/),
      '1',
      '1',
      expect.stringMatching(/ ms$|\d s$/),
      '✅ converted',
    ]);
    w.forget();
    await w.run(inputs);
    expect(failures()).toEqual([]);
    expect(w.conversions()).toEqual([]);
    expect(contentsRow()).toEqual([
      '<code>doc-convert/book.pdf</code>',
      expect.stringMatching(/ kB$/),
      '1',
      '0',
      '—',
      '✅ from the cache',
    ]);
    // The same parts and the same contents: the same book, byte for byte.
    expect(Buffer.compare(readFileSync(w.ws.path('doc-convert/book.pdf')), first)).toBe(0);
    // A changed title is another contents page: rendered, the documents still from the cache.
    w.forget();
    await w.run({ ...inputs, 'merge-title': 'The Book' });
    expect(w.sent()).toHaveLength(1);
    expect(w.sent()[0]).toContain('<h1>The Book</h1>');
  });
});

describe('merge-toc and the credits', () => {
  const CREDITS: Scenario = { credits: { total: 100, used: 97 } };

  it('is counted in the preflight, as one more file to convert', async () => {
    const w = await start(BOOK, CREDITS);
    await w.run({ sources: 'book/index.html\nbook/chapters/*.html', merge: 'book.pdf', 'merge-toc': 'true' });
    expect(failures()).toEqual([
      '3 credits remaining, fewer than the 3 files and the contents page to convert (one credit each at least).',
    ]);
    expect(w.conversions()).toEqual([]);
    expect(summary()).toContain(
      '<strong>Nothing converted: 3 credits remaining, fewer than the 3 files and the contents page to convert (one credit each at least).</strong>',
    );
    // Without the contents page the same run fits.
    await w.run({ sources: 'book/index.html\nbook/chapters/*.html', merge: 'book.pdf' });
    expect(failures()).toEqual([]);
  });

  it('counts its credit in the run’s, and in the balance after it', async () => {
    const w = await start(BOOK, { credits: { total: 100, used: 10 } });
    await w.run({ sources: ORDER, merge: 'book.pdf', 'merge-toc': 'true' });
    expect(failures()).toEqual([]);
    expect(core.outputs['credits-used']).toBe('5');
    expect(core.outputs['credits-remaining']).toBe('85');
    expect(contentsRow()!.at(-3)).toBe('1');
  });

  it('reads the balance before rendering the contents page of a run the cache answered, and refuses it when short', async () => {
    const w = await start(BOOK, { credits: { total: 100, used: 90 } });
    const inputs = { sources: ORDER, merge: 'book.pdf', 'cache-dir': '.cache' };
    await w.run(inputs);
    expect(failures()).toEqual([]);
    // Every document from the cache; the contents page is new, and 1 credit is left for it.
    w.server.state.credits.used = 100;
    w.forget();
    await w.run({ ...inputs, 'merge-toc': 'true' });
    expect(w.conversions()).toEqual([]);
    expect(failures()).toEqual([
      'The merge into doc-convert/book.pdf failed: 0 credits remaining, fewer than the contents page to convert (one credit at least).',
    ]);
    expect(contentsRow()!.at(-1)).toBe(
      '❌ 0 credits remaining, fewer than the contents page to convert (one credit at least).',
    );
    // With a credit it is converted, and the balance read for it is the summary's.
    w.server.state.credits.used = 99;
    await w.run({ ...inputs, 'merge-toc': 'true' });
    expect(failures()).toEqual([]);
    expect(w.conversions()).toHaveLength(1);
    expect(summary()).toContain('<tr><td>Remaining</td><td>1</td><td>0</td></tr>');
    expect(core.outputs['credits-remaining']).toBe('0');
  });
});

describe('merge-toc is refused before any request', () => {
  it.each([
    [
      { 'merge-toc': 'true' },
      'Input merge-toc puts a contents page in front of the merge PDF, so it needs merge.',
    ],
    [{ 'merge-toc': 'yes', merge: 'book.pdf' }, 'Input merge-toc must be true or false (got "yes").'],
  ])('%j', async (inputs, message) => {
    const w = await start();
    await w.run({ sources: ORDER, ...inputs });
    expect(failures()).toEqual([message]);
    expect(w.server.state.requests).toEqual([]);
  });
});

describe('merge-toc with a merge-order', () => {
  it('lists the documents in the listed order', async () => {
    const w = await start();
    writeFileSync(w.ws.path('order.txt'), 'book/appendix.html\nbook/index.html\n');
    await w.run({
      sources: 'book/**/*.html',
      merge: 'book.pdf',
      'merge-order': 'order.txt',
      'merge-toc': 'true',
    });
    expect(failures()).toEqual([]);
    const book = await readBook('doc-convert/book.pdf', 'Appendix page 1');
    expect(book.entries).toEqual([
      ['Appendix', 1],
      ['Cover', 2],
      ['Introduction', 3],
      ['Usage & limits', 6],
    ]);
  });
});
