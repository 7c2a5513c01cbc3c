// The book `merge` writes, as a writer runs it (issue 36): a run over a few chapters keeps the whole book (§2),
// or keeps the earlier one when a chapter is found nowhere; page numbers and running heads in a margin too
// small for them are a warning naming the option (§6); the cover, running heads, page labels and metadata
// the inputs give (§5); and the library's mergePdfs() makes the same bytes as the Action from the same PDFs.
// run() against the local server's text renderer, read back with pdf.js.
import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import { mergePdfs } from 'doc-convert';
import { openPdf, readPdf } from '@doc-convert/testing/pdf';
import { fixturePdf, page } from '@doc-convert/testing/pdf-fixture';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { localRuns } from './fixtures/local-run';
import type { Files } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const chapter = (title: string) =>
  `<html><head><title>${title} — Acme Docs</title></head><body><h1>${title}</h1><p>${title} text</p></body></html>`;
const BOOK: Files = {
  'book/1-start.html': chapter('Getting started'),
  'book/2-usage.html': chapter('Usage'),
  'book/3-limits.html': chapter('Limits'),
  'order.txt': 'book/1-start.html\nbook/2-usage.html\nbook/3-limits.html\n',
};
const BOOK_INPUTS = {
  sources: 'book/*.html',
  merge: 'book.pdf',
  'merge-order': 'order.txt',
  'cache-dir': '.cache',
};

const { start, world } = localRuns(run, BOOK);
const failures = () => core.messages('setFailed');
const book = () => readFileSync(world().ws.path('doc-convert/book.pdf'));

describe('a run over part of the book (issue 36 §2)', () => {
  it('merges the whole book again, the same bytes, from what the full run left', async () => {
    const w = await start();
    await w.run(BOOK_INPUTS);
    expect(failures()).toEqual([]);
    const full = book();
    expect((await readPdf(full)).outline).toEqual(['Getting started', 'Usage', 'Limits']);
    await w.run({ ...BOOK_INPUTS, sources: 'book/2-usage.html' });
    expect(failures()).toEqual([]);
    expect(book().equals(full)).toBe(true);
    expect(core.messages('info')).toContainEqual(
      expect.stringContaining(
        'Merged 3 documents, 2 of them written by earlier runs, into doc-convert/book.pdf',
      ),
    );
  });

  it('keeps the earlier book when a chapter is found nowhere, and says which; merge-partial merges the run’s', async () => {
    const w = await start();
    await w.run(BOOK_INPUTS);
    const full = book();
    rmSync(w.ws.path('doc-convert/book/3-limits.pdf'));
    rmSync(w.ws.path('.cache'), { recursive: true });
    await w.run({ ...BOOK_INPUTS, sources: 'book/2-usage.html' });
    expect(failures()).toEqual([
      expect.stringContaining(
        'doc-convert/book.pdf was not written (the earlier one, if any, is as it was): 1 document of the book is nowhere to be found, neither in the output folder nor in the cache: book/3-limits.html.',
      ),
    ]);
    expect(book().equals(full)).toBe(true);
    await w.run({ ...BOOK_INPUTS, sources: 'book/2-usage.html', 'merge-partial': 'true' });
    expect(failures()).toEqual([]);
    expect((await readPdf(book())).outline).toEqual(['Usage']);
  });
});

describe('page numbers and running heads in a small margin (issue 36 §6)', () => {
  it('are a warning naming the option', async () => {
    const w = await start();
    await w.run({
      sources: 'book/*.html',
      merge: 'book.pdf',
      options: '{"margin": "0"}',
      'merge-page-numbers': '{page}',
      'merge-running-head': '{chapter}',
    });
    expect(failures()).toEqual([]);
    const warnings = core.messages('warning');
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^merge-page-numbers: the page numbers are drawn in the bottom margin, which options sets to 0 pt/,
      ),
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^merge-running-head: the running heads are drawn in the top margin, which options sets to 0 pt/,
      ),
    );
  });

  it('say nothing in the service’s default margin', async () => {
    const w = await start();
    await w.run({ sources: 'book/*.html', merge: 'book.pdf', 'merge-page-numbers': '{page}' });
    expect(core.messages('warning').filter((line) => line.includes('margin'))).toEqual([]);
  });
});

describe('a book with a cover, running heads and metadata (issue 36 §4, §5)', () => {
  it('labels the front matter in roman numerals and heads every page but the cover', async () => {
    const w = await start();
    await w.run({
      sources: 'book/*.html',
      merge: 'book.pdf',
      'merge-title': 'The Handbook',
      'merge-cover': 'true',
      'merge-author': 'The Docs Team',
      'merge-subject': 'Everything',
      'merge-lang': 'en',
      'merge-toc': 'true',
      'merge-running-head': '{chapter}',
    });
    expect(failures()).toEqual([]);
    const bytes = book();
    const pdf = await readPdf(bytes);
    // Chapters titled by their h1, once, without the site's name.
    expect(pdf.outline).toEqual(['Getting started', 'Usage', 'Limits']);
    expect(pdf.info).toEqual({ Title: 'The Handbook', Author: 'The Docs Team', Subject: 'Everything' });
    const doc = await openPdf(bytes);
    try {
      expect([...((await doc.getPageLabels()) ?? [])]).toEqual(['i', 'ii', '1', '2', '3']);
    } finally {
      await doc.loadingTask.destroy();
    }
    // The heads: none on the cover, "Contents" over the contents, each chapter's title over its pages.
    const heads = pdf.pages.map((p) => p.runs.find((run) => Math.abs(run.y - (p.height - 22)) < 1)?.text);
    expect(heads).toEqual([undefined, 'Contents', 'Getting started', 'Usage', 'Limits']);
  });
});

describe('the same book in every face', () => {
  it('mergePdfs() makes the bytes the Action makes from the same PDFs', async () => {
    const pdfs = ['Alpha', 'Beta'].map((title) =>
      fixturePdf({ pages: [page([title, 24], `${title} text.`), page('More.')] }),
    );
    const w = await start({ 'pdf/a.pdf': pdfs[0]!, 'pdf/b.pdf': pdfs[1]! });
    const settings = {
      'merge-title': 'Two',
      'merge-page-numbers': '{page} / {total}',
      'merge-running-head': '{book}',
    };
    await w.run({ sources: 'pdf/*.pdf', merge: 'book.pdf', ...settings });
    expect(failures()).toEqual([]);
    const library = await mergePdfs(
      [
        { pdf: pdfs[0]!, name: '../pdf/a.pdf', label: 'pdf/a.pdf' },
        { pdf: pdfs[1]!, name: '../pdf/b.pdf', label: 'pdf/b.pdf' },
      ],
      { title: 'Two', pageNumbers: '{page} / {total}', runningHead: '{book}' },
    );
    expect(Buffer.from(library.bytes()).equals(book())).toBe(true);
  });
});
