// The comparison itself, loaded on the first comparePdfs() call (with pdf.js, the canvas, pixelmatch and diff).
// Pages are matched first by what they draw (content-keys.ts, our own PDF reader: no text read, nothing drawn),
// then those left over by their text (match-pages.ts, pdf.js reading only those pages); for each pair whose text
// differs, the share of pixels that differ (pixelmatch, Mapbox's, over the rows that differ: changed-pixels.ts)
// and the lines taken out and put in (jsdiff).
// A 50-page review with one changed page thus reads the text of two pages and draws one pair, once: the PNGs,
// when asked for, are made from the pair measured.
import type { DrawnPage, OpenedPdf } from './pdf-pages';
import { drawPage, encodePng, loadPdfjs, openPdf, pageLines } from './pdf-pages';
import { changedPixels } from './changed-pixels';
import { contentKeys } from './content-keys';
import { checkPeers, installedCanvas } from './peers';
import { commonPages, matchPages, type PageMatch } from './match-pages';
import type {
  PdfCanvasModule,
  PdfChangedPage,
  PdfComparison,
  PdfPageChange,
  PdfPageImages,
  PdfTextDiff,
} from './types';

/** The options with their defaults applied (index.ts checks them). */
export interface ComparisonSettings {
  width: number;
  threshold: number;
  /** The canvas given (`false`: text only), or undefined for the one installed beside doc-convert. */
  canvas: PdfCanvasModule | false | undefined;
  images: { maxPages: number; maxBytes: number } | undefined;
}

export async function compare(
  beforeBytes: Uint8Array,
  afterBytes: Uint8Array,
  settings: ComparisonSettings,
): Promise<PdfComparison> {
  const canvas = await canvasOf(settings);
  const before = await openPdf(beforeBytes, canvas);
  try {
    const after = await openPdf(afterBytes, canvas);
    try {
      return await compareOpened(
        before.pdf,
        after.pdf,
        keysOf(beforeBytes, afterBytes, before.pdf, after.pdf),
        settings,
        canvas,
      );
    } finally {
      await after.destroy();
    }
  } finally {
    await before.destroy();
  }
}

/**
 * The canvas pages are drawn on, undefined for text only. Without one given, every peer must be installed
 * beside doc-convert (one sentence names those missing); with one given (a bundle, such as the Action's, that
 * carries pdf.js, pixelmatch and diff in itself), only a failure to load those names them.
 */
async function canvasOf(settings: ComparisonSettings): Promise<PdfCanvasModule | undefined> {
  if (settings.canvas === undefined) {
    checkPeers();
    return installedCanvas();
  }
  try {
    await Promise.all([loadPdfjs(), import('pixelmatch'), import('diff')]);
  } catch (error) {
    checkPeers(undefined, ['pdfjs-dist', 'pixelmatch', 'diff']);
    throw error;
  }
  return settings.canvas || undefined;
}

/** Both documents' content keys, if the core's reader sees the same pages pdf.js does. */
function keysOf(
  beforeBytes: Uint8Array,
  afterBytes: Uint8Array,
  before: OpenedPdf,
  after: OpenedPdf,
): [string[], string[]] | undefined {
  const beforeKeys = contentKeys(beforeBytes);
  const afterKeys = contentKeys(afterBytes);
  if (beforeKeys?.length !== before.numPages || afterKeys?.length !== after.numPages) return undefined;
  return [beforeKeys, afterKeys];
}

async function compareOpened(
  before: OpenedPdf,
  after: OpenedPdf,
  keys: [string[], string[]] | undefined,
  settings: ComparisonSettings,
  canvas: PdfCanvasModule | undefined,
): Promise<PdfComparison> {
  const beforeLines = linesReader(before);
  const afterLines = linesReader(after);
  const pages: PdfPageChange[] = [];
  const summary = { changed: 0, added: 0, removed: 0, moved: 0, unchanged: 0 };
  const { diffArrays } = await import('diff');
  const kept = settings.images && canvas ? new KeptImages(settings.images.maxPages) : undefined;
  for (const match of await matchAll(before, after, keys, beforeLines, afterLines)) {
    if (match.kind === 'added') pages.push({ status: 'added', after: match.after + 1 });
    else if (match.kind === 'removed') pages.push({ status: 'removed', before: match.before + 1 });
    else {
      // The same text drawn otherwise (a colour, an image, a font; or no text at all): its pixels decide.
      // Without keys every page would be drawn for that, so then only pages without text are.
      const drawnOtherwise =
        match.kind === 'same' &&
        !match.sameDrawing &&
        (keys !== undefined || (await beforeLines(match.before)).length === 0);
      const { share, images }: Measured =
        match.kind === 'changed' || drawnOtherwise
          ? canvas
            ? await changedShare(before, after, match.before + 1, match.after + 1, settings, match.kind, kept)
            : { share: textShare(await beforeLines(match.before), await afterLines(match.after)) }
          : { share: 0 };
      if (match.kind === 'changed' || share > 0) {
        const text = textDiff(diffArrays, await beforeLines(match.before), await afterLines(match.after));
        const page: PdfChangedPage = {
          status: 'changed',
          before: match.before + 1,
          after: match.after + 1,
          changedPixels: share,
          text,
        };
        if (images) kept?.place(page, images);
        pages.push(page);
      } else if (match.before !== match.after)
        pages.push({ status: 'moved', before: match.before + 1, after: match.after + 1 });
      else summary.unchanged++;
    }
  }
  for (const page of pages) summary[page.status]++;
  const changed = pages.filter((page): page is PdfChangedPage => page.status === 'changed');
  const imagesLeftOut = kept ? addImages(changed, settings.images!, kept) : 0;
  return {
    identical: pages.length === 0,
    beforePages: before.numPages,
    afterPages: after.numPages,
    pages,
    summary,
    largestChange: changed.reduce((largest, page) => Math.max(largest, page.changedPixels), 0),
    imagesLeftOut,
    measured: canvas ? 'pixels' : 'text',
  };
}

/**
 * Text only (nothing drawn): the share of the two pages' lines taken out or put in, so that one line changed
 * of forty reads as a small change and a page rewritten as 1.
 */
function textShare(before: string[], after: string[]): number {
  const lines = before.length + after.length;
  if (lines === 0) return 0;
  const kept = new Map<string, number>();
  for (const line of before) kept.set(line, (kept.get(line) ?? 0) + 1);
  let common = 0;
  for (const line of after) {
    const left = kept.get(line) ?? 0;
    if (left > 0) {
      common++;
      kept.set(line, left - 1);
    }
  }
  return (lines - 2 * common) / lines;
}

type Match = PageMatch & { sameDrawing?: boolean };

/**
 * The pages matched in two stages: first by what they draw (content-keys.ts: no text read, nothing drawn), then
 * the pages left between two such pairs by their text. Without keys, every page by its text.
 */
async function matchAll(
  before: OpenedPdf,
  after: OpenedPdf,
  keys: [string[], string[]] | undefined,
  beforeLines: LinesReader,
  afterLines: LinesReader,
): Promise<Match[]> {
  const byText = async (b0: number, b1: number, a0: number, a1: number): Promise<Match[]> => {
    const texts = async (read: LinesReader, from: number, to: number) => {
      const all: string[] = [];
      for (let index = from; index < to; index++) all.push((await read(index)).join('\n'));
      return all;
    };
    return matchPages(await texts(beforeLines, b0, b1), await texts(afterLines, a0, a1)).map((match) =>
      match.kind === 'added'
        ? { ...match, after: match.after + a0 }
        : match.kind === 'removed'
          ? { ...match, before: match.before + b0 }
          : { ...match, before: match.before + b0, after: match.after + a0 },
    );
  };
  if (!keys) return byText(0, before.numPages, 0, after.numPages);
  const matches: Match[] = [];
  let b = 0;
  let a = 0;
  const end = [before.numPages, after.numPages] as const;
  for (const [anchorBefore, anchorAfter] of [...commonPages(keys[0], keys[1]), end]) {
    if (b < anchorBefore || a < anchorAfter) matches.push(...(await byText(b, anchorBefore, a, anchorAfter)));
    if (anchorBefore < before.numPages)
      matches.push({ kind: 'same', before: anchorBefore, after: anchorAfter, sameDrawing: true });
    b = anchorBefore + 1;
    a = anchorAfter + 1;
  }
  return matches;
}

type LinesReader = (index: number) => Promise<string[]>;

/** A page's lines by its index (from 0), read once. */
function linesReader(pdf: OpenedPdf): LinesReader {
  const read = new Map<number, Promise<string[]>>();
  return (index) => {
    let lines = read.get(index);
    if (!lines) read.set(index, (lines = pageLines(pdf, index + 1)));
    return lines;
  };
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

/** A pair's share of pixels that differ, and its PNGs when they were made. */
interface Measured {
  share: number;
  images?: PdfPageImages;
}

/**
 * The share of the pair's pixels that differ. With images asked for, a pair that will be reported changed and
 * may yet be among the largest changes gets its PNGs here, from the pair just drawn (`kept` then holds them),
 * so that no page is drawn twice and no more than one pair of drawn pages is held at a time.
 */
async function changedShare(
  before: OpenedPdf,
  after: OpenedPdf,
  beforePage: number,
  afterPage: number,
  settings: ComparisonSettings,
  kind: 'changed' | 'same',
  kept: KeptImages | undefined,
): Promise<Measured> {
  const { default: pixelmatch } = await import('pixelmatch');
  const [left, right] = await drawPair(before, after, beforePage, afterPage, settings.width);
  const share = changedPixels(pixelmatch, left, right, settings.threshold) / (left.width * left.height);
  if (!kept || !(kind === 'changed' || share > 0) || !kept.wants(share)) return { share };
  const diff = new Uint8ClampedArray(left.rgba.length);
  pixelmatch(left.rgba, right.rgba, diff, left.width, left.height, { threshold: settings.threshold });
  const images = {
    before: await encodePng(after, left.width, left.height, left.rgba),
    after: await encodePng(after, right.width, right.height, right.rgba),
    diff: await encodePng(after, left.width, left.height, diff),
  };
  return { share, images };
}

/**
 * The PNGs of the changed pages that may yet be among the `maxPages` largest changes (the order addImages()
 * gives them in: largest first, the earlier page first on a tie), made as the pages are measured; a page pushed
 * out by larger ones loses its PNGs, so that at most `maxPages` pages' are held.
 */
class KeptImages {
  /** The changed pages that hold PNGs, in the order they were placed. */
  readonly #images = new Map<PdfChangedPage, PdfPageImages>();

  constructor(readonly maxPages: number) {}

  /** Whether a page of `share`, measured after every page placed so far, would be among the largest. */
  wants(share: number): boolean {
    if (this.#images.size < this.maxPages) return true;
    return this.maxPages > 0 && share > this.#smallest().changedPixels;
  }

  /** A changed page (one wants() took) with its PNGs; the smallest held is pushed out if all places are taken. */
  place(page: PdfChangedPage, images: PdfPageImages): void {
    if (this.#images.size === this.maxPages) this.#images.delete(this.#smallest());
    this.#images.set(page, images);
  }

  images(page: PdfChangedPage): PdfPageImages | undefined {
    return this.#images.get(page);
  }

  /** The page held that comes last largest first: the smallest change, the later page on a tie. */
  #smallest(): PdfChangedPage {
    return [...this.#images.keys()].reduce((last, page) =>
      page.changedPixels <= last.changedPixels ? page : last,
    );
  }
}

/**
 * Before/after/diff PNGs for the largest changes first, within the caps (made while measuring: KeptImages);
 * returns how many changed pages got none.
 */
function addImages(
  changed: PdfChangedPage[],
  caps: { maxPages: number; maxBytes: number },
  kept: KeptImages,
): number {
  const largestFirst = [...changed].sort((a, b) => b.changedPixels - a.changedPixels);
  let leftOut = Math.max(0, largestFirst.length - caps.maxPages);
  for (const page of largestFirst.slice(0, caps.maxPages)) {
    const images = kept.images(page);
    if (!images) throw new Error(`comparePdfs(): no images kept for page ${page.after}`);
    if (images.before.length + images.after.length + images.diff.length > caps.maxBytes) leftOut++;
    else page.images = images;
  }
  return leftOut;
}
