// `merge-page-numbers` (issue 28 §2, issue 36 §5): every page of the merged PDF stamped with its number from the
// template (`{page}`, `{total}`), continuous across documents, the contents pages numbered as front matter (i, ii)
// and the body from 1, as the page labels say, `{total}` the body's last number, centred in the bottom
// margin of the page as it is shown (its CropBox and /Rotate), in Helvetica (a standard font: nothing
// embedded); off by default; a template it cannot draw refused before any request. Read back with pdf.js
// (getTextContent, and the page's viewport for where a reader sees it). run() against the local server's
// text renderer, and PDFs given as sources for the page shapes a renderer may send.
import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { openPdf, readPdf } from '@doc-convert/testing/pdf';
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

const BREAK = '<div style="break-before: page"></div>';
const doc = (title: string, pages: number) =>
  `<html><head><title>${title}</title></head><body>${Array.from(
    { length: pages },
    (_, i) => `${i > 0 ? BREAK : ''}<p>${title} page ${i + 1}</p>`,
  ).join('')}</body></html>`;

const BOOK: Files = {
  'book/a.html': doc('Alpha', 2),
  'book/b.html': doc('Beta', 3),
  'book/c.html': doc('Gamma', 1),
};

const { start } = localRuns(run, BOOK);
const failures = () => core.messages('setFailed');

/** A number drawn on a page, where a reader sees it: in the page's viewport (y down from its top edge). */
interface Stamp {
  text: string;
  /** Its baseline's distance above the shown page's bottom edge, and its centre's from the left edge. */
  bottom: number;
  centre: number;
  /** The shown page's size. */
  width: number;
  height: number;
  /** The direction its text runs in, as shown: [1, 0] is upright, left to right. */
  direction: [number, number];
  size: number;
}

/** The runs of text on each page that `match`, as a reader of the page sees them. */
async function stampsOf(bytes: Uint8Array, match: RegExp): Promise<Stamp[][]> {
  const doc = await openPdf(bytes);
  try {
    const pages: Stamp[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const stamps: Stamp[] = [];
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || !match.test(item.str)) continue;
        const [a, b, , , e, f] = item.transform as number[];
        const scale = Math.hypot(a!, b!);
        const [x0, y0] = viewport.convertToViewportPoint(e!, f!);
        const [x1, y1] = viewport.convertToViewportPoint(e! + a! / scale, f! + b! / scale);
        const direction: [number, number] = [Math.round(x1! - x0!), Math.round(y1! - y0!)];
        stamps.push({
          text: item.str,
          bottom: Math.round((viewport.height - y0!) * 10) / 10,
          centre: Math.round((x0! + (direction[0] * item.width) / 2) * 10) / 10,
          width: viewport.width,
          height: viewport.height,
          direction,
          size: Math.round(scale * 10) / 10,
        });
      }
      pages.push(stamps);
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.loadingTask.destroy();
  }
}

/** Each page's one number: upright, centred, 15 pt above the bottom, 9 pt; returns their texts. */
function expectCentredAtTheBottom(pages: Stamp[][]): string[] {
  return pages.map((stamps, i) => {
    expect({ page: i + 1, stamps: stamps.length }).toEqual({ page: i + 1, stamps: 1 });
    const stamp = stamps[0]!;
    expect({ page: i + 1, direction: stamp.direction, size: stamp.size }).toEqual({
      page: i + 1,
      direction: [1, 0],
      size: 9,
    });
    expect(Math.abs(stamp.bottom - 15)).toBeLessThan(0.5);
    expect(Math.abs(stamp.centre - stamp.width / 2)).toBeLessThan(1);
    return stamp.text;
  });
}

describe('merge-page-numbers', () => {
  it('numbers every page, continuous across the documents, the contents in roman numerals', async () => {
    const w = await start();
    await w.run({
      sources: 'book/*.html',
      merge: 'book.pdf',
      'merge-toc': 'true',
      'merge-page-numbers': '{page} / {total}',
    });
    expect(failures()).toEqual([]);
    const bytes = readFileSync(w.ws.path('doc-convert/book.pdf'));
    await checkStructure(bytes);
    const texts = expectCentredAtTheBottom(await stampsOf(bytes, /^[\divx]+ \/ \d+$/));
    expect(texts).toEqual(['i / 6', '1 / 6', '2 / 6', '3 / 6', '4 / 6', '5 / 6', '6 / 6']);
    // Drawn in Helvetica, a standard font: the page's text is otherwise the documents'.
    const pdf = await readPdf(bytes);
    expect(pdf.pages.every((page) => page.fonts.includes('Helvetica'))).toBe(true);
    expect(pdf.pages[1]!.text).toContain('Alpha page 1');
    // The contents page and the pages agree: Beta starts on page 3 of 6, after the contents page i.
    expect(pdf.pages[0]!.text).toMatch(/^Beta 3$/m);
    expect(pdf.pages[3]!.text).toMatch(/Beta page 1[\s\S]*3 \/ 6/);
    // Nothing embedded for it: every Helvetica of the pages (the renderer's and the numbers') is the
    // standard font, by name, in WinAnsi.
    const lib = await import('@libpdf/core');
    const merged = await lib.PDF.load(bytes);
    const resolve = (ref: Parameters<typeof merged.getObject>[0]) => merged.getObject(ref);
    for (const page of merged.getPages()) {
      const fonts = page.getResources().get('Font', resolve);
      const helvetica = [...(fonts instanceof lib.PdfDict ? fonts : [])]
        .map(([, font]) => (font instanceof lib.PdfRef ? resolve(font) : font))
        .filter((font) => font instanceof lib.PdfDict && font.getName('BaseFont')?.value === 'Helvetica')
        .map((font) => font as InstanceType<typeof lib.PdfDict>);
      expect(helvetica.length).toBeGreaterThan(0);
      expect(
        new Set(helvetica.map((font) => `${font.getName('Encoding')?.value} ${font.has('FontDescriptor')}`)),
      ).toEqual(new Set(['WinAnsiEncoding false']));
    }
  });

  it('fills any template of {page} and {total} in Helvetica’s characters', async () => {
    const w = await start();
    await w.run({
      sources: 'book/*.html',
      merge: 'book.pdf',
      'merge-page-numbers': '— Seite {page} von {total} —',
    });
    expect(failures()).toEqual([]);
    const texts = expectCentredAtTheBottom(
      await stampsOf(readFileSync(w.ws.path('doc-convert/book.pdf')), /Seite/),
    );
    expect(texts).toEqual([1, 2, 3, 4, 5, 6].map((n) => `— Seite ${n} von 6 —`));
  });

  it('is off by default', async () => {
    const w = await start();
    await w.run({ sources: 'book/*.html', merge: 'book.pdf' });
    expect(failures()).toEqual([]);
    const stamps = await stampsOf(readFileSync(w.ws.path('doc-convert/book.pdf')), /^\d+ \/ \d+$|^\d+$/);
    expect(stamps.flat()).toEqual([]);
  });

  it('stands upright at the bottom of the page as shown: turned by /Rotate, cut by a CropBox', async () => {
    const lib = await import('@libpdf/core');
    /** A PDF of one 400 × 600 page, turned and cropped as given. */
    const part = async (rotation: 0 | 90 | 180 | 270, crop?: [number, number, number, number]) => {
      const pdf = lib.PDF.create();
      const page = pdf.addPage({ width: 400, height: 600 });
      page.drawText(`Turned ${rotation}`, { x: 60, y: 300 });
      page.setRotation(rotation);
      if (crop) page.dict.set('CropBox', lib.PdfArray.of(...crop.map((n) => lib.PdfNumber.of(n))));
      return Buffer.from(await pdf.save());
    };
    const w = await start({
      'parts/1.pdf': await part(0),
      'parts/2.pdf': await part(90),
      'parts/3.pdf': await part(180, [50, 100, 350, 500]),
      'parts/4.pdf': await part(270, [20, 40, 380, 560]),
      'parts/5.pdf': await part(90, [0, 0, 300, 400]),
    });
    await w.run({ sources: 'parts/*.pdf', merge: 'parts.pdf', 'merge-page-numbers': 'p. {page}' });
    expect(failures()).toEqual([]);
    expect(w.conversions()).toEqual([]);
    const bytes = readFileSync(w.ws.path('doc-convert/parts.pdf'));
    await checkStructure(bytes);
    const stamps = await stampsOf(bytes, /^p\. \d+$/);
    expect(expectCentredAtTheBottom(stamps)).toEqual(['p. 1', 'p. 2', 'p. 3', 'p. 4', 'p. 5']);
    // The shown sizes: turned pages are landscape, cropped ones smaller.
    expect(stamps.map(([stamp]) => [stamp!.width, stamp!.height])).toEqual([
      [400, 600],
      [600, 400],
      [300, 400],
      [520, 360],
      [400, 300],
    ]);
  });

  it('keeps its place and size after content that leaves a transformation behind', async () => {
    const lib = await import('@libpdf/core');
    const pdf = lib.PDF.create();
    const page = pdf.addPage({ width: 500, height: 700 });
    page.drawText('Careless page', { x: 60, y: 600 });
    // A `q` never closed, a scale and a colour: what follows would be drawn twice as large, red.
    const careless = pdf.createStream(
      {},
      new TextEncoder().encode('q 2 0 0 2 0 0 cm 1 0 0 rg 0 0 40 40 re f'),
    );
    const own = page.dict.get('Contents')!;
    page.dict.set('Contents', lib.PdfArray.of(own, careless));
    const w = await start({
      'parts/careless.pdf': Buffer.from(await pdf.save()),
      'book/a.html': doc('Alpha', 1),
    });
    await w.run({
      sources: 'parts/careless.pdf\nbook/a.html',
      merge: 'book.pdf',
      'merge-page-numbers': '{page} / {total}',
    });
    expect(failures()).toEqual([]);
    const bytes = readFileSync(w.ws.path('doc-convert/book.pdf'));
    await checkStructure(bytes);
    expect(expectCentredAtTheBottom(await stampsOf(bytes, /^\d+ \/ \d+$/))).toEqual(['1 / 2', '2 / 2']);
    // The page's own text is where it was.
    expect((await readPdf(bytes)).pages[0]!.runs).toContainEqual({
      text: 'Careless page',
      x: 60,
      y: 600,
      size: 12,
    });
  });
});

describe('merge-page-numbers is refused before any request', () => {
  it.each([
    [
      'true',
      'Input merge-page-numbers must hold {page}, where each page\'s number goes (e.g. "{page} / {total}" or "Page {page} of {total}"; got "true").',
    ],
    [
      '{page} of {pages}',
      'Input merge-page-numbers knows {page} and {total}, not {pages} (e.g. "{page} / {total}" or "Page {page} of {total}"; got "{page} of {pages}").',
    ],
    [
      '第{page}页',
      'Input merge-page-numbers can only hold characters of the standard PDF font Helvetica (WinAnsi: Latin letters, digits, punctuation), which every viewer shows without an embedded font; "第" is not one (got "第{page}页").',
    ],
  ])('%s', async (template, message) => {
    const w = await start();
    await w.run({ sources: 'book/*.html', merge: 'book.pdf', 'merge-page-numbers': template });
    expect(failures()).toEqual([message]);
    expect(w.server.state.requests).toEqual([]);
  });

  it('without merge', async () => {
    const w = await start();
    await w.run({ sources: 'book/*.html', 'merge-page-numbers': '{page}' });
    expect(failures()).toEqual([
      'Input merge-page-numbers numbers the pages of the merge PDF, so it needs merge.',
    ]);
    expect(w.server.state.requests).toEqual([]);
  });
});
