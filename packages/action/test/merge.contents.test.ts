// How the contents page of `merge-toc` settles its length (packages/action/src/merge/merge-contents.ts): rendered numbered
// for one page first, then again numbered for the length it took, until the two agree; a render shorter than
// numbered for is padded with blank pages; a length that never settles fails the merge and writes nothing.
// mergePdfs() with given PDFs and a stand-in for the service that answers as many pages as each test says,
// so every path is taken, whatever a real renderer's layout would do; its lines' links land on their pages.
import { describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENTS_LINK } from '../src/merge/contents-page';
import { MAX_RENDERS } from '../src/merge/merge-contents';
import type { ConversionJob } from '../src/types';
import { readLinks } from '@doc-convert/testing/pdf-outline';
import * as core from './fixtures/core';

jest.unstable_mockModule('@actions/core', () => core);
const { mergePdfs } = await import('../src/merge/merge');

const lib = await import('@libpdf/core');

/** A PDF of `pages` pages, each drawing `text`; on each page of a contents stand-in, a link per line. */
async function pdfOf(pages: number, text: string, links: number[] = []): Promise<Uint8Array> {
  const pdf = lib.PDF.create();
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage({ width: 300, height: 400 });
    page.drawText(`${text} ${i + 1}`, { x: 20, y: 350 });
    for (const [n, line] of links.entries()) {
      page.addLinkAnnotation({
        rect: { x: 20, y: 300 - n * 20, width: 200, height: 14 },
        uri: `${CONTENTS_LINK}${line}`,
      });
    }
  }
  return pdf.save();
}

/** The page numbers a contents page's HTML prints, line by line. */
const printed = (html: string) =>
  [...html.matchAll(/<span class="page">(\d+)<\/span>/g)].map((m) => Number(m[1]));

/**
 * Merges a book of three documents (2, 1 and 3 pages) with a contents stand-in that answers `pagesFor(n)`
 * pages when numbered for n pages of contents; returns the HTML of each render and the merged PDF.
 */
async function merge(pagesFor: (numberedFor: number) => number) {
  const root = mkdtempSync(path.join(tmpdir(), 'merge-contents-'));
  try {
    const out = path.join(root, 'out');
    mkdirSync(out);
    const parts: ConversionJob[] = [];
    for (const [name, pages] of [
      ['a', 2],
      ['b', 1],
      ['c', 3],
    ] as const) {
      const output = path.join(out, `${name}.pdf`);
      writeFileSync(output, await pdfOf(pages, `Document ${name}`));
      parts.push({ label: `${name}.pdf`, file: undefined, source: undefined, output, given: true });
    }
    const renders: string[] = [];
    const contents = async (html: string) => {
      renders.push(html);
      // Numbered for n pages of contents, the first document starts on page n + 1.
      const numberedFor = printed(html)[0]! - 1;
      return pdfOf(pagesFor(numberedFor), 'Contents', [0, 1, 2]);
    };
    const file = path.join(out, 'book.pdf');
    let error: unknown;
    const merged = await mergePdfs(parts, file, { workspace: root, outputDir: out }, { contents }).catch(
      (caught: unknown) => {
        error = caught;
        return undefined;
      },
    );
    const bytes = existsSync(file) ? readFileSync(file) : undefined;
    return { renders, merged, bytes, error };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Where each document starts in the book: the index of the page drawing its first page. */
async function starts(bytes: Uint8Array): Promise<number[]> {
  const pdf = await lib.PDF.load(bytes);
  const texts = pdf.getPages().map((page) => page.extractText().text);
  return ['a', 'b', 'c'].map((name) => texts.findIndex((text) => text.includes(`Document ${name} 1`)));
}

describe('the contents page’s length', () => {
  it('is rendered once when it fits the one page it was numbered for', async () => {
    const { renders, merged, bytes } = await merge(() => 1);
    expect(renders.map(printed)).toEqual([[2, 4, 5]]);
    expect(merged).toMatchObject({ pages: 7, contentsPages: 1 });
    expect(await starts(bytes!)).toEqual([1, 3, 4]);
  });

  it('is rendered again, numbered for the length it took, when it takes more', async () => {
    const { renders, merged, bytes } = await merge(() => 2);
    expect(renders.map(printed)).toEqual([
      [2, 4, 5],
      [3, 5, 6],
    ]);
    expect(merged).toMatchObject({ pages: 8, contentsPages: 2 });
    expect(await starts(bytes!)).toEqual([2, 4, 5]);
  });

  it('follows a length that grows with its numbers until it settles', async () => {
    const { renders, bytes } = await merge((numberedFor) => Math.min(numberedFor + 1, 3));
    expect(renders.map((html) => printed(html)[0])).toEqual([2, 3, 4]);
    expect(await starts(bytes!)).toEqual([3, 5, 6]);
  });

  it('is padded with blank pages when a render comes out shorter than it was numbered for', async () => {
    const { renders, merged, bytes } = await merge((numberedFor) => (numberedFor === 1 ? 3 : 2));
    expect(renders.map((html) => printed(html)[0])).toEqual([2, 4]);
    // Numbered for 3 pages, rendered on 2, and a blank third: every number is right.
    expect(merged).toMatchObject({ pages: 9, contentsPages: 3 });
    expect(await starts(bytes!)).toEqual([3, 5, 6]);
    const pdf = await lib.PDF.load(bytes!);
    expect(pdf.getPage(2)!.extractText().text.trim()).toBe('');
  });

  it(`fails the merge and writes nothing when it has not settled after ${MAX_RENDERS} renders`, async () => {
    const { renders, bytes, error } = await merge((numberedFor) => numberedFor + 1);
    expect(renders).toHaveLength(MAX_RENDERS);
    expect((error as Error).message).toBe(
      `the contents page's length did not settle after ${MAX_RENDERS} renders (its page numbers depend on it)`,
    );
    expect(bytes).toBeUndefined();
  });
});

describe('the contents page’s lines', () => {
  it('link to the page where each document starts', async () => {
    const { bytes } = await merge(() => 2);
    const links = await readLinks(bytes!);
    // Each of the two contents pages has the three lines' links; each opens its document's first page.
    expect(links.map((link) => [link.page, link.target?.page])).toEqual([
      [0, 2],
      [0, 4],
      [0, 5],
      [1, 2],
      [1, 4],
      [1, 5],
    ]);
  });
});
