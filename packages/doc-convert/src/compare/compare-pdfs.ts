// The comparison itself, loaded on the first comparePdfs() call (with pdf.js, the canvas, pixelmatch and diff):
// pages matched by their text (match-pages.ts), then for each pair whose text differs the share of pixels that
// differ (pixelmatch, Mapbox's) and the lines taken out and put in (jsdiff). Only changed pages are drawn: a
// page with the same text at its place is not, which is what keeps a 50-page review to the cost of a few pages.
import type { DrawnPage, OpenedPdf } from './pdf-pages';
import { drawPage, encodePng, openPdf, pageLines } from './pdf-pages';
import { matchPages } from './match-pages';
import type { PdfChangedPage, PdfComparison, PdfPageChange, PdfPageImages, PdfTextDiff } from './types';

/** The options with their defaults applied (index.ts checks them). */
export interface ComparisonSettings {
  width: number;
  threshold: number;
  images: { maxPages: number; maxBytes: number } | undefined;
}

export async function compare(
  beforeBytes: Uint8Array,
  afterBytes: Uint8Array,
  settings: ComparisonSettings,
): Promise<PdfComparison> {
  const before = await openPdf(beforeBytes);
  try {
    const after = await openPdf(afterBytes);
    try {
      return await compareOpened(before.pdf, after.pdf, settings);
    } finally {
      await after.destroy();
    }
  } finally {
    await before.destroy();
  }
}

async function compareOpened(
  before: OpenedPdf,
  after: OpenedPdf,
  settings: ComparisonSettings,
): Promise<PdfComparison> {
  const beforeLines = await allLines(before);
  const afterLines = await allLines(after);
  const pages: PdfPageChange[] = [];
  const summary = { changed: 0, added: 0, removed: 0, moved: 0, unchanged: 0 };
  const { diffArrays } = await import('diff');
  for (const match of matchPages(
    beforeLines.map((lines) => lines.join('\n')),
    afterLines.map((lines) => lines.join('\n')),
  )) {
    if (match.kind === 'added') pages.push({ status: 'added', after: match.after + 1 });
    else if (match.kind === 'removed') pages.push({ status: 'removed', before: match.before + 1 });
    else {
      const textless = match.kind === 'same' && beforeLines[match.before]!.length === 0;
      // Text tells nothing about a page without any (a picture, a blank page): its pixels decide.
      const share =
        match.kind === 'changed' || textless
          ? await changedShare(before, after, match.before + 1, match.after + 1, settings)
          : 0;
      if (match.kind === 'changed' || share > 0) {
        const text = textDiff(diffArrays, beforeLines[match.before]!, afterLines[match.after]!);
        pages.push({
          status: 'changed',
          before: match.before + 1,
          after: match.after + 1,
          changedPixels: share,
          text,
        });
      } else if (match.before !== match.after)
        pages.push({ status: 'moved', before: match.before + 1, after: match.after + 1 });
      else summary.unchanged++;
    }
  }
  for (const page of pages) summary[page.status]++;
  const changed = pages.filter((page): page is PdfChangedPage => page.status === 'changed');
  const imagesLeftOut = settings.images ? await addImages(before, after, changed, settings) : 0;
  return {
    identical: pages.length === 0,
    beforePages: before.numPages,
    afterPages: after.numPages,
    pages,
    summary,
    largestChange: changed.reduce((largest, page) => Math.max(largest, page.changedPixels), 0),
    imagesLeftOut,
  };
}

async function allLines(pdf: OpenedPdf): Promise<string[][]> {
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) pages.push(await pageLines(pdf, number));
  return pages;
}

function textDiff(
  diffArrays: typeof import('diff').diffArrays,
  before: string[],
  after: string[],
): PdfTextDiff {
  const removed: string[] = [];
  const added: string[] = [];
  for (const part of diffArrays(before, after)) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
  }
  return { removed, added };
}

/** Two drawn pages on one size (the larger of each side), the smaller one on white paper. */
function sameSize(left: DrawnPage, right: DrawnPage): [DrawnPage, DrawnPage] {
  const width = Math.max(left.width, right.width);
  const height = Math.max(left.height, right.height);
  const fit = (page: DrawnPage): DrawnPage => {
    if (page.width === width && page.height === height) return page;
    const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
    for (let y = 0; y < page.height; y++)
      rgba.set(page.rgba.subarray(y * page.width * 4, (y + 1) * page.width * 4), y * width * 4);
    return { width, height, rgba };
  };
  return [fit(left), fit(right)];
}

async function drawPair(
  before: OpenedPdf,
  after: OpenedPdf,
  beforePage: number,
  afterPage: number,
  width: number,
): Promise<[DrawnPage, DrawnPage]> {
  return sameSize(await drawPage(before, beforePage, width), await drawPage(after, afterPage, width));
}

async function changedShare(
  before: OpenedPdf,
  after: OpenedPdf,
  beforePage: number,
  afterPage: number,
  settings: ComparisonSettings,
): Promise<number> {
  const { default: pixelmatch } = await import('pixelmatch');
  const [left, right] = await drawPair(before, after, beforePage, afterPage, settings.width);
  const differing = pixelmatch(left.rgba, right.rgba, undefined, left.width, left.height, {
    threshold: settings.threshold,
  });
  return differing / (left.width * left.height);
}

/**
 * Before/after/diff PNGs for the largest changes first, within the caps; returns how many changed pages got
 * none. The pages are drawn again rather than kept from the measuring pass, so that no more than one pair of
 * pages is ever held in memory.
 */
async function addImages(
  before: OpenedPdf,
  after: OpenedPdf,
  changed: PdfChangedPage[],
  settings: ComparisonSettings,
): Promise<number> {
  const caps = settings.images!;
  const { default: pixelmatch } = await import('pixelmatch');
  const largestFirst = [...changed].sort((a, b) => b.changedPixels - a.changedPixels);
  let leftOut = Math.max(0, largestFirst.length - caps.maxPages);
  for (const page of largestFirst.slice(0, caps.maxPages)) {
    const [left, right] = await drawPair(before, after, page.before, page.after, settings.width);
    const diff = new Uint8ClampedArray(left.rgba.length);
    pixelmatch(left.rgba, right.rgba, diff, left.width, left.height, { threshold: settings.threshold });
    const images: PdfPageImages = {
      before: await encodePng(left.width, left.height, left.rgba),
      after: await encodePng(right.width, right.height, right.rgba),
      diff: await encodePng(left.width, left.height, diff),
    };
    if (images.before.length + images.after.length + images.diff.length > caps.maxBytes) leftOut++;
    else page.images = images;
  }
  return leftOut;
}
