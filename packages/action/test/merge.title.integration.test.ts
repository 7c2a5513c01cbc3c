// `merge-title` and the merged PDF's document information (issue 28 §2): the Title is the one given, else
// the first document's title as its bookmark shows it; the bookmarks and the contents page use the same
// titles; no field is written that the user did not give (no "Unknown" Author, no Creator or Producer of the
// PDF library, no dates); the same parts merged alike give the same bytes. Read back with pdf.js
// (getMetadata, getOutline) and checked for structure. run() against the local server's text renderer.
import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { readPdf } from '@doc-convert/testing/pdf';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { localRuns } from './fixtures/local-run';
import { checkStructure } from './fixtures/pdf-structure';
import type { Files } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const page = (title: string) =>
  `<html><head><title>${title}</title></head><body><p>${title} text</p></body></html>`;
const BOOK: Files = {
  'book/1-start.html': page('Getting started'),
  'book/2-usage.html': page('Usage'),
  'book/3-untitled.html': '<html><body><p>No title</p></body></html>',
};

const { start, world } = localRuns(run, BOOK);
const failures = () => core.messages('setFailed');

async function merged(file = 'doc-convert/book.pdf') {
  const bytes = readFileSync(world().ws.path(file));
  await checkStructure(bytes);
  return { bytes, pdf: await readPdf(bytes) };
}

describe('merge-title', () => {
  it('is the Title of the merged PDF, and the only field of its document information', async () => {
    const w = await start();
    await w.run({ sources: 'book/*.html', merge: 'book.pdf', 'merge-title': 'The Handbook' });
    expect(failures()).toEqual([]);
    const { bytes, pdf } = await merged();
    expect(pdf.info).toEqual({ Title: 'The Handbook' });
    // Not even empty or hidden: the file names none of them.
    const text = Buffer.from(bytes).toString('latin1');
    for (const key of ['/Author', '/Creator', '/Producer', '/CreationDate', '/ModDate']) {
      expect({ key, written: text.includes(key) }).toEqual({ key, written: false });
    }
    expect(pdf.outline).toEqual(['Getting started', 'Usage', 'book/3-untitled.html']);
    expect(core.summaries.at(-1)).toContain('<p>Merged 3 documents into doc-convert/book.pdf (3 pages, ');
    expect(core.summaries.at(-1)).toContain('), titled &quot;The Handbook&quot;.</p>');
  });

  it('defaults to the first document’s title, which the bookmarks and the contents page show too', async () => {
    const w = await start();
    await w.run({ sources: 'book/*.html', merge: 'book.pdf', 'merge-toc': 'true' });
    expect(failures()).toEqual([]);
    const { pdf } = await merged();
    expect(pdf.info).toEqual({ Title: 'Getting started' });
    const [title, ...lines] = pdf.pages[0]!.text.split('\n');
    expect(title).toBe('Getting started');
    expect(lines.map((line) => line.replace(/\s+\d+$/, ''))).toEqual(pdf.outline);
    expect(pdf.outline).toEqual(['Getting started', 'Usage', 'book/3-untitled.html']);
  });

  it('keeps any language: a title beyond ASCII is written as Unicode', async () => {
    const w = await start();
    const title = 'Fünf Kapitel — 手引き';
    await w.run({ sources: 'book/*.html', merge: 'book.pdf', 'merge-title': title, 'merge-toc': 'true' });
    expect(failures()).toEqual([]);
    const { pdf } = await merged();
    expect(pdf.info).toEqual({ Title: title });
    // The contents page heads with it (the text renderer draws Latin-1, `?` for the rest; Chromium all).
    expect(pdf.pages[0]!.text.split('\n')[0]).toBe('Fünf Kapitel ? ???');
    expect(w.sent().at(-1)).toContain(`<h1>${title}</h1>`);
  });

  it('is refused without merge, before any request', async () => {
    const w = await start();
    await w.run({ sources: 'book/*.html', 'merge-title': 'Orphan' });
    expect(failures()).toEqual(['Input merge-title is the Title of the merge PDF, so it needs merge.']);
    expect(w.server.state.requests).toEqual([]);
  });
});

describe('the same book twice', () => {
  it('is the same bytes: nothing in it depends on when or where it was merged', async () => {
    const { PDF } = await import('@libpdf/core');
    const part = async (text: string) => {
      const pdf = PDF.create();
      pdf.setTitle(text);
      pdf.addPage().drawText(text, { x: 50, y: 700 });
      return Buffer.from(await pdf.save());
    };
    const w = await start({ 'pdf/a.pdf': await part('Alpha'), 'pdf/b.pdf': await part('Beta') });
    const inputs = { sources: 'pdf/*.pdf', merge: 'book.pdf', 'merge-page-numbers': '{page}' };
    await w.run(inputs);
    const first = readFileSync(w.ws.path('doc-convert/book.pdf'));
    await w.run({ ...inputs, 'output-dir': 'again' });
    expect(failures()).toEqual([]);
    expect(Buffer.compare(readFileSync(w.ws.path('again/book.pdf')), first)).toBe(0);
    // Another title is another book, with another identifier.
    await w.run({ ...inputs, 'output-dir': 'titled', 'merge-title': 'Other' });
    const id = (bytes: Buffer) => /\/ID \[<([0-9A-F]+)>/.exec(bytes.toString('latin1'))![1];
    expect(id(readFileSync(w.ws.path('titled/book.pdf')))).not.toBe(id(first));
  });
});
