// The order of a run's documents (issue 28 §1): the order `sources` gives, pattern by pattern, each pattern's
// matches in path order, a file matched twice in its first place; `merge-order` for a list the patterns cannot
// say; data files in path order. Read back from the merged PDF with pdf.js (bookmarks, and where each
// document's text is), from the `files` output and from the summary's rows. run() against the local server.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readPdf } from '@doc-convert/testing/pdf';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { startRun, type LocalRun } from './fixtures/local-run';
import type { Files } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const page = (title: string) =>
  `<html><head><title>${title}</title></head><body><p>${title} text</p></body></html>`;

/** A book whose reading order is not its paths' order. */
const BOOK: Files = {
  'book/index.html': page('Cover'),
  'book/about.html': page('About'),
  'book/blank.html': page('Blank'),
  'book/chapters/01-intro.html': page('Introduction'),
  'book/chapters/02-usage.html': page('Usage'),
  'book/appendix/index.html': page('Index'),
};
const READING_ORDER = 'book/index.html\nbook/chapters/*.html\nbook/appendix/*.html\nbook/about.html';

let world: LocalRun;
const failures = () => core.messages('setFailed');

/** The merged PDF's bookmarks, and its documents in the order their text comes (each by its title). */
async function merged(file: string): Promise<{ outline: string[]; texts: string[] }> {
  const pdf = await readPdf(world.ws.path(file));
  const texts = pdf.pages.flatMap((p) => [...p.text.matchAll(/(\w+) text/g)].map((m) => m[1]!));
  return { outline: pdf.outline, texts };
}

/** The summary's rows, each by its source. */
const rows = () =>
  [...core.summaries.at(-1)!.matchAll(/<tr><td><code>([^<]+)<\/code><\/td>/g)].map((m) => m[1]);

beforeEach(async () => {
  process.env.GITHUB_STEP_SUMMARY = '/dev/null';
  world = await startRun(run, BOOK);
});
afterEach(async () => {
  await world.close();
  delete process.env.GITHUB_STEP_SUMMARY;
});

describe('the order of sources', () => {
  it('merges pattern by pattern, as written, each pattern’s matches in path order', async () => {
    await world.run({ sources: READING_ORDER, merge: 'book.pdf' });
    expect(failures()).toEqual([]);
    const expected = ['Cover', 'Introduction', 'Usage', 'Index', 'About'];
    expect(await merged('doc-convert/book.pdf')).toEqual({ outline: expected, texts: expected });
    expect(JSON.parse(core.outputs.files!)).toEqual([
      'doc-convert/book/index.pdf',
      'doc-convert/book/chapters/01-intro.pdf',
      'doc-convert/book/chapters/02-usage.pdf',
      'doc-convert/book/appendix/index.pdf',
      'doc-convert/book/about.pdf',
    ]);
    expect(rows()).toEqual([
      'book/index.html',
      'book/chapters/01-intro.html',
      'book/chapters/02-usage.html',
      'book/appendix/index.html',
      'book/about.html',
    ]);
  });

  it('keeps a file matched by two patterns in its first place, converted once', async () => {
    await world.run({
      sources: 'book/chapters/02-usage.html\nbook/chapters/*.html\nbook/index.html',
      merge: 'book.pdf',
    });
    expect(world.conversions()).toHaveLength(3);
    const expected = ['Usage', 'Introduction', 'Cover'];
    expect(await merged('doc-convert/book.pdf')).toEqual({ outline: expected, texts: expected });
  });

  it('keeps path order for a single pattern, and leaves out `!` exclusions wherever they are written', async () => {
    await world.run({ sources: '!book/blank.html\nbook/**/*.html', merge: 'book.pdf' });
    // Sorted paths: about, appendix/index, chapters/01, chapters/02, index.
    const expected = ['About', 'Index', 'Introduction', 'Usage', 'Cover'];
    expect(await merged('doc-convert/book.pdf')).toEqual({ outline: expected, texts: expected });
  });

  it('is the same order in every shard, and in the cache’s rows', async () => {
    const inputs = { sources: READING_ORDER, 'cache-dir': '.cache' };
    await world.run(inputs);
    await world.run({ ...inputs, sources: `book/blank.html\n${READING_ORDER}` });
    // The cached pages and the one converted take their places in the order given.
    expect(rows()).toEqual([
      'book/blank.html',
      'book/index.html',
      'book/chapters/01-intro.html',
      'book/chapters/02-usage.html',
      'book/appendix/index.html',
      'book/about.html',
    ]);
    const order = [
      'book/index.html',
      'book/chapters/01-intro.html',
      'book/chapters/02-usage.html',
      'book/appendix/index.html',
      'book/about.html',
    ];
    const seen: string[] = [];
    for (const shard of ['1/2', '2/2']) {
      await world.run({ sources: READING_ORDER, shard });
      const mine = rows();
      expect(mine).toEqual(order.filter((label) => mine.includes(label)));
      seen.push(...mine);
    }
    expect(seen.sort()).toEqual([...order].sort());
  });
});

describe('merge-order', () => {
  /** The shards' PDFs, as a matrix's jobs leave them in pdf/. */
  async function shardsWritten(): Promise<void> {
    await world.run({ sources: 'book/**/*.html', 'output-dir': 'pdf' });
    expect(failures()).toEqual([]);
  }

  it('orders the documents the last job of a matrix merges: listed first, the others after by path', async () => {
    await shardsWritten();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      world.ws.path('book-order.txt'),
      [
        '# The reading order of the book',
        'pdf/book/index.pdf',
        '',
        './pdf/book/chapters/01-intro.pdf',
        'pdf/book/chapters/02-usage.pdf',
        'pdf/book/gone.pdf',
        'pdf/book/index.pdf',
      ].join('\r\n'),
    );
    world.forget();
    await world.run({ sources: 'pdf/**/*.pdf', merge: 'book.pdf', 'merge-order': 'book-order.txt' });
    expect(failures()).toEqual([]);
    expect(world.conversions()).toEqual([]);
    // Listed: Cover, Introduction, Usage; then by path: about, appendix/index, blank.
    const expected = ['Cover', 'Introduction', 'Usage', 'About', 'Index', 'Blank'];
    expect(await merged('doc-convert/book.pdf')).toEqual({ outline: expected, texts: expected });
    // The listed path that is no file, and the documents the list forgot (issue 36 §6), each named.
    expect(core.messages('warning')).toEqual([
      'merge-order lists pdf/book/gone.pdf, which is no file of the workspace: left out of the book.',
      'merge-order does not list pdf/book/about.pdf, pdf/book/appendix/index.pdf, pdf/book/blank.pdf: merged after the listed documents, in path order. List them where they belong, or leave them out of sources.',
    ]);
  });

  it('orders pages converted in the same run too', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(world.ws.path('order.txt'), 'book/about.html\nbook/index.html\n');
    await world.run({ sources: 'book/*.html', merge: 'book.pdf', 'merge-order': 'order.txt' });
    const expected = ['About', 'Cover', 'Blank'];
    expect(await merged('doc-convert/book.pdf')).toEqual({ outline: expected, texts: expected });
    expect(rows()).toEqual(['book/about.html', 'book/index.html', 'book/blank.html']);
  });

  it.each([
    [{}, 'order.txt', 'Input merge-order orders the documents of merge, so it needs merge.'],
    [
      { merge: 'book.pdf' },
      'nowhere.txt',
      'Input merge-order ("nowhere.txt") cannot be read: no such file in the workspace.',
    ],
    [
      { merge: 'book.pdf' },
      '../order.txt',
      'Input merge-order ("../order.txt") must be a file relative to the workspace, without "..".',
    ],
    [
      { merge: 'book.pdf' },
      'bad-order.txt',
      'Input merge-order ("bad-order.txt"), line 2: "../elsewhere/a.pdf" must be a path relative to the workspace, without "..".',
    ],
  ])('is refused before any request: %j with %s', async (inputs, file, message) => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(world.ws.path('order.txt'), 'book/index.html\n');
    writeFileSync(world.ws.path('bad-order.txt'), 'book/index.html\n../elsewhere/a.pdf\n');
    await world.run({ sources: 'book/*.html', ...inputs, 'merge-order': file });
    expect(failures()).toEqual([message]);
    expect(world.server.state.requests).toEqual([]);
  });

  it('is not read through a symbolic link that leads outside the workspace', async () => {
    const { createOutsideFolder } = await import('./fixtures/workspace');
    const outside = createOutsideFolder();
    try {
      world.ws.link('order.txt', `${outside.root}/page.html`);
      await world.run({ sources: 'book/*.html', merge: 'book.pdf', 'merge-order': 'order.txt' });
      expect(failures()).toEqual([
        'Input merge-order ("order.txt") cannot be read: it resolves outside the workspace, so it is not read.',
      ]);
      expect(world.server.state.requests).toEqual([]);
    } finally {
      outside.remove();
    }
  });
});

describe('data files', () => {
  it('keep path order whatever order the patterns are written in', async () => {
    await world.close();
    world = await startRun(run, {
      'data/z.json': JSON.stringify({ number: 'Z' }),
      'data/a.json': JSON.stringify({ number: 'A' }),
      'data/m.json': JSON.stringify({ number: 'M' }),
    });
    await world.run({ template: 'invoice', data: 'data/z.json\ndata/*.json', merge: 'all.pdf' });
    expect(failures()).toEqual([]);
    expect(rows()).toEqual(['data/a.json', 'data/m.json', 'data/z.json']);
  });
});
