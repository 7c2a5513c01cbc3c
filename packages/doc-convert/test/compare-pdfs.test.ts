// comparePdfs(): two PDFs in, a report out, pages matched by their text. The documents are made here
// (@doc-convert/testing/pdf-fixture) and laid out as a renderer would: each section starts a page and runs onto
// the next when it has more lines than a page holds, so an inserted paragraph reflows the way it does in print.
import { describe, expect, it } from '@jest/globals';
import { comparePdfs, ValidationError, type PdfChangedPage } from '../src/index';
import { fixturePdf, type FixturePage } from '@doc-convert/testing/pdf-fixture';

const LINES_PER_PAGE = 30;

/**
 * A PDF of `sections`, each starting a page, LINES_PER_PAGE lines of 11 pt text to a page, `left` points from
 * the left edge.
 */
function documentOf(sections: string[][], left = 72): Buffer {
  const pages: FixturePage[] = [];
  for (const section of sections)
    for (let first = 0; first < section.length; first += LINES_PER_PAGE)
      pages.push({
        lines: section
          .slice(first, first + LINES_PER_PAGE)
          .map((text, i) => ({ text, x: left, y: 780 - i * 22, size: 11 })),
      });
  return fixturePdf({ pages });
}

/** Ten sections of twenty numbered lines, each its own page. */
function tenSections(): string[][] {
  return Array.from({ length: 10 }, (_, s) => [
    `Chapter ${s + 1}`,
    ...Array.from({ length: 19 }, (_, l) => `Line ${l + 1} of chapter ${s + 1}: words that fill the line.`),
  ]);
}

const changedPages = (pages: readonly { status: string }[]) =>
  pages.filter((page): page is PdfChangedPage => page.status === 'changed');

describe('comparePdfs', () => {
  it('reports nothing for the same document made twice', async () => {
    const report = await comparePdfs(documentOf(tenSections()), documentOf(tenSections()));
    expect(report).toEqual({
      identical: true,
      beforePages: 10,
      afterPages: 10,
      pages: [],
      summary: { changed: 0, added: 0, removed: 0, moved: 0, unchanged: 10 },
      largestChange: 0,
      imagesLeftOut: 0,
      measured: 'pixels',
    });
  });

  it('compares the text alone with canvas: false: the same pages found, the changed share from the lines, no images', async () => {
    const invoice = (total: string) => [
      ['Invoice 2026-0042', 'Consulting, 3 days', `Total: ${total} EUR`, 'Due in 30 days'],
      ['Terms', 'Payment by bank transfer.'],
    ];
    const report = await comparePdfs(documentOf(invoice('1,200.00')), documentOf(invoice('1,260.00')), {
      canvas: false,
      images: true,
    });
    expect(report.measured).toBe('text');
    expect(report.pages).toEqual([
      {
        status: 'changed',
        before: 1,
        after: 1,
        // One line of four out, one in: 2 of the 8 lines.
        changedPixels: 0.25,
        text: { removed: ['Total: 1,200.00 EUR'], added: ['Total: 1,260.00 EUR'] },
      },
    ]);
    expect(report.imagesLeftOut).toBe(0);
  });

  it('draws on the canvas module it is given, and refuses anything else as canvas', async () => {
    const { createRequire } = await import('node:module');
    const canvas = createRequire(import.meta.url)('@napi-rs/canvas') as {
      createCanvas: (w: number, h: number) => unknown;
    };
    let made = 0;
    const counting = { createCanvas: (w: number, h: number) => (made++, canvas.createCanvas(w, h)) };
    const report = await comparePdfs(documentOf([['Total: 1 EUR']]), documentOf([['Total: 2 EUR']]), {
      canvas: counting,
    });
    expect(report.measured).toBe('pixels');
    expect(made).toBeGreaterThanOrEqual(2);
    await expect(
      comparePdfs(documentOf([['a']]), documentOf([['b']]), { canvas: {} as never }),
    ).rejects.toThrow(/canvas: must be the @napi-rs\/canvas module/);
  });

  it('reports a changed price on page 1 as exactly that page, with its text diff and changed pixels', async () => {
    const invoice = (total: string) => [
      ['Invoice 2026-0042', 'Consulting, 3 days', `Total: ${total} EUR`, 'Due in 30 days'],
      ['Terms', 'Payment by bank transfer.'],
    ];
    const report = await comparePdfs(documentOf(invoice('1,200.00')), documentOf(invoice('1,260.00')));
    expect(report.identical).toBe(false);
    expect(report.pages).toEqual([
      {
        status: 'changed',
        before: 1,
        after: 1,
        changedPixels: expect.any(Number),
        text: { removed: ['Total: 1,200.00 EUR'], added: ['Total: 1,260.00 EUR'] },
      },
    ]);
    const [page] = changedPages(report.pages);
    // A few digits on a letter page: some pixels, far from all of them.
    expect(page!.changedPixels).toBeGreaterThan(0);
    expect(page!.changedPixels).toBeLessThan(0.01);
    expect(report.largestChange).toBe(page!.changedPixels);
    expect(report.summary).toEqual({ changed: 1, added: 0, removed: 0, moved: 0, unchanged: 1 });
  });

  it('reports a paragraph inserted on page 2 of 10 as page 2 changed and the later pages moved, not changed', async () => {
    const before = tenSections();
    const after = tenSections();
    // Twelve lines more: chapter 2 now runs onto a second page, and every later chapter starts a page later.
    after[1]!.splice(
      5,
      0,
      ...Array.from({ length: 12 }, (_, l) => `Inserted line ${l + 1}: a paragraph added in this change.`),
    );
    const report = await comparePdfs(documentOf(before), documentOf(after));
    expect(report.afterPages).toBe(11);
    const changed = changedPages(report.pages);
    expect(changed.map(({ before, after }) => ({ before, after }))).toEqual([{ before: 2, after: 2 }]);
    // Page 2 kept its first lines and got the first inserted ones; what no longer fits went to a new page 3.
    expect(changed[0]!.text.added).toEqual(
      expect.arrayContaining(['Inserted line 1: a paragraph added in this change.']),
    );
    expect(report.pages.filter((page) => page.status === 'added')).toEqual([{ status: 'added', after: 3 }]);
    expect(report.pages.filter((page) => page.status === 'moved')).toEqual(
      Array.from({ length: 8 }, (_, i) => ({ status: 'moved', before: i + 3, after: i + 4 })),
    );
    expect(report.summary).toEqual({ changed: 1, added: 1, removed: 0, moved: 8, unchanged: 1 });
  });

  it('reports a removed page as removed, and the pages after it as moved', async () => {
    const after = tenSections();
    after.splice(4, 1);
    const report = await comparePdfs(documentOf(tenSections()), documentOf(after));
    expect(report.pages).toEqual([
      { status: 'removed', before: 5 },
      ...Array.from({ length: 5 }, (_, i) => ({ status: 'moved', before: i + 6, after: i + 5 })),
    ]);
    expect(report.summary).toEqual({ changed: 0, added: 0, removed: 1, moved: 5, unchanged: 4 });
  });

  it('reports an added page as added', async () => {
    const after = tenSections();
    after.push(['Appendix', 'A page at the end.']);
    const report = await comparePdfs(documentOf(tenSections()), documentOf(after));
    expect(report.pages).toEqual([{ status: 'added', after: 11 }]);
  });

  it('pairs pages by their text when every page is drawn otherwise (a new margin), each then changed by its pixels', async () => {
    const after = tenSections();
    after.splice(2, 0, ['A new chapter', 'Inserted before chapter 3.']);
    after[8]![1] = 'A line changed on what is now page 9.';
    const report = await comparePdfs(documentOf(tenSections()), documentOf(after, 90));
    expect(
      report.pages.map((page) => [
        page.status,
        'before' in page ? page.before : undefined,
        'after' in page ? page.after : undefined,
      ]),
    ).toEqual([
      ['changed', 1, 1],
      ['changed', 2, 2],
      ['added', undefined, 3],
      ...[3, 4, 5, 6, 7, 8, 9, 10].map((before) => ['changed', before, before + 1]),
    ]);
    const changed = changedPages(report.pages);
    // Every line moved 18 points: a good share of each page's pixels differ, while only page 8's text did.
    for (const page of changed) expect(page.changedPixels).toBeGreaterThan(0.01);
    expect(changed.filter((page) => page.text.added.length + page.text.removed.length > 0)).toEqual([
      expect.objectContaining({
        before: 8,
        after: 9,
        text: {
          removed: ['Line 1 of chapter 8: words that fill the line.'],
          added: ['A line changed on what is now page 9.'],
        },
      }),
    ]);
  });

  it('reports a page whose text stayed but whose drawing changed (a colour, an image) as changed, with an empty text diff', async () => {
    const before = documentOf(tenSections());
    const shifted = fixturePdf({
      pages: tenSections().map((section, s) => ({
        lines: section.map((text, i) => ({ text, x: s === 4 ? 80 : 72, y: 780 - i * 22, size: 11 })),
      })),
    });
    const report = await comparePdfs(before, shifted);
    expect(report.pages).toEqual([
      {
        status: 'changed',
        before: 5,
        after: 5,
        changedPixels: expect.any(Number),
        text: { removed: [], added: [] },
      },
    ]);
  });

  it('makes before/after/diff PNGs only on request, within the caps, counting those left out', async () => {
    const before = tenSections();
    const after = tenSections();
    after[2]![3] = 'A rewritten line on page 3.';
    after[6]![3] = 'A longer rewritten line on page 7, which changes more of the page than the other one.';
    const [beforePdf, afterPdf] = [documentOf(before), documentOf(after)];

    const plain = await comparePdfs(beforePdf, afterPdf);
    expect(changedPages(plain.pages).map((page) => page.images)).toEqual([undefined, undefined]);

    const capped = await comparePdfs(beforePdf, afterPdf, { images: { maxPages: 1 }, width: 300 });
    const [page3, page7] = changedPages(capped.pages);
    // The largest change gets the images; the other is counted.
    expect(page7!.changedPixels).toBeGreaterThan(page3!.changedPixels);
    expect(page3!.images).toBeUndefined();
    const png = [0x89, 0x50, 0x4e, 0x47];
    for (const image of [page7!.images!.before, page7!.images!.after, page7!.images!.diff])
      expect([...image.subarray(0, 4)]).toEqual(png);
    expect(capped.imagesLeftOut).toBe(1);

    const tooLarge = await comparePdfs(beforePdf, afterPdf, { images: { maxBytes: 100 }, width: 300 });
    expect(changedPages(tooLarge.pages).map((page) => page.images)).toEqual([undefined, undefined]);
    expect(tooLarge.imagesLeftOut).toBe(2);
  });

  it('draws a changed pair once, images or not: the PNGs are made from the pair measured', async () => {
    const { createRequire } = await import('node:module');
    const canvas = createRequire(import.meta.url)('@napi-rs/canvas') as {
      createCanvas: (w: number, h: number) => unknown;
    };
    const made: Array<[number, number]> = [];
    const counting = {
      createCanvas: (w: number, h: number) => (made.push([w, h]), canvas.createCanvas(w, h)),
    };
    const before = tenSections();
    const after = tenSections();
    after[4]![2] = 'A rewritten line on page 5.';
    const report = await comparePdfs(documentOf(before), documentOf(after), {
      canvas: counting,
      images: true,
      width: 300,
    });
    const [page5] = changedPages(report.pages);
    expect(page5!.images).toBeDefined();
    // Two canvases drawn on (the pair) and three to encode the PNGs on: the pair is not drawn again for them.
    expect(made).toHaveLength(5);
  });

  it('gives the PNGs to the largest changes whatever order the pages come in, ties to the earlier page', async () => {
    const imaged = (pages: PdfChangedPage[]) => pages.filter((page) => page.images).map((page) => page.after);
    // The largest change comes last: it takes the place of the smallest, met first.
    const before = tenSections();
    const after = tenSections();
    after[1]![3] = 'Line 4 of chapter 2: words that fill the lime.';
    after[4]![3] = 'A rewritten line on page 5, longer than the line it replaces.';
    after[8]![3] =
      'A rewritten line on page 9, longer still than the line it replaces, and the one on page 5.';
    const growing = await comparePdfs(documentOf(before), documentOf(after), {
      images: { maxPages: 2 },
      width: 300,
    });
    const [page2, page5, page9] = changedPages(growing.pages);
    expect(page2!.changedPixels).toBeLessThan(page5!.changedPixels);
    expect(page5!.changedPixels).toBeLessThan(page9!.changedPixels);
    expect(imaged(changedPages(growing.pages))).toEqual([5, 9]);
    expect(growing.imagesLeftOut).toBe(1);

    // Pages 3 and 8 the same, changed the same way: one place left, it goes to the earlier one.
    const twins = tenSections();
    twins[7] = twins[2]!;
    const twinsAfter = twins.map((section) => [...section]);
    twinsAfter[2]![5] = twinsAfter[7]![5] =
      'The same rewritten line on both pages, long enough to be the largest.';
    twinsAfter[4]![5] = 'A short one.';
    const tied = await comparePdfs(documentOf(twins), documentOf(twinsAfter), {
      images: { maxPages: 1 },
      width: 300,
    });
    const [page3, , page8] = changedPages(tied.pages);
    expect(changedPages(tied.pages).map((page) => page.after)).toEqual([3, 5, 8]);
    expect(page3!.changedPixels).toBe(page8!.changedPixels);
    expect(imaged(changedPages(tied.pages))).toEqual([3]);
    expect(tied.imagesLeftOut).toBe(2);
  });

  it('leaves the buffers it is given as they were', async () => {
    const before = documentOf(tenSections());
    const copy = Buffer.from(before);
    await comparePdfs(before, before);
    expect(before.equals(copy)).toBe(true);
  });

  it('refuses what is not a PDF, and options out of range, naming the field and the rule', async () => {
    const pdf = documentOf(tenSections());
    await expect(comparePdfs(Buffer.from('<html>not a PDF</html>'), pdf)).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'before',
      message: expect.stringContaining('before: must be a PDF file'),
    });
    await expect(comparePdfs(pdf, 'after.pdf' as never)).rejects.toMatchObject({
      field: 'after',
      message: expect.stringContaining('must be the PDF file as a Uint8Array'),
    });
    await expect(comparePdfs(pdf, pdf, { width: 50 })).rejects.toThrow(
      'width: must be a number between 100 and 2000 (inclusive)',
    );
    await expect(comparePdfs(pdf, pdf, { images: { maxPages: 1.5 } })).rejects.toThrow(
      'images.maxPages: must be a whole number',
    );
    await expect(comparePdfs(pdf, pdf, { threshold: 2 })).rejects.toBeInstanceOf(ValidationError);
  });
});
