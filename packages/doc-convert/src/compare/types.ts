// The public shapes of comparePdfs(): what it takes and the report it returns. Kept apart from the code that
// draws and diffs pages, so the library's index can name them without loading any of it.

/** What comparePdfs() is asked to do beyond the report. All optional. */
export interface PdfComparisonOptions {
  /**
   * Before/after/diff PNGs of each changed page: `true` for the defaults, or the caps. Without it no image is
   * made (the share of changed pixels is measured all the same).
   */
  images?: boolean | PdfComparisonImageOptions;
  /**
   * The width in pixels pages are drawn at to count changed pixels (and for the images). Default 800; 100 to
   * 2000.
   */
  width?: number;
  /**
   * How far apart two pixels' colours may be and still count as the same, 0 to 1 (pixelmatch's `threshold`:
   * anti-aliasing and a font's hinting move a little). Default 0.1.
   */
  threshold?: number;
}

/** The caps on the images of the changed pages, so a rewritten 400-page document does not make 1,200 PNGs. */
export interface PdfComparisonImageOptions {
  /** At most this many changed pages get images (the largest changes first). Default 20; 0 to 1000. */
  maxPages?: number;
  /** A page whose three PNGs together exceed this many bytes gets none. Default 4 MiB; at least 1. */
  maxBytes?: number;
}

/** The report: what became of every page of `before` in `after`, the unchanged ones counted only. */
export interface PdfComparison {
  /** True when `pages` is empty: every page of `after` is the page of `before` at its number, unchanged. */
  identical: boolean;
  /** Page counts of the two documents. */
  beforePages: number;
  afterPages: number;
  /** Every page that is not unchanged, in the order of `after` (a removed page where it stood). */
  pages: PdfPageChange[];
  /** How many pages of each kind; `unchanged` are the pages with the same text at the same number. */
  summary: PdfComparisonSummary;
  /** The largest share of changed pixels on a changed page (0 to 1); 0 without changed pages. */
  largestChange: number;
  /** Changed pages that got no images because of the caps (`images.maxPages`, `images.maxBytes`). */
  imagesLeftOut: number;
}

export interface PdfComparisonSummary {
  changed: number;
  added: number;
  removed: number;
  moved: number;
  unchanged: number;
}

/** One page's fate. Page numbers count from 1. */
export type PdfPageChange = PdfChangedPage | PdfAddedPage | PdfRemovedPage | PdfMovedPage;

/** A page of `before` whose content differs in `after`. */
export interface PdfChangedPage {
  status: 'changed';
  before: number;
  after: number;
  /** The share of the page's pixels that differ, 0 to 1. */
  changedPixels: number;
  /** The lines of text taken out and put in, in page order. */
  text: PdfTextDiff;
  /** Before, after and the diff (changed pixels in red), when `images` was asked for and the caps allow. */
  images?: PdfPageImages;
}

/** A page of `after` that matches no page of `before`. */
export interface PdfAddedPage {
  status: 'added';
  after: number;
}

/** A page of `before` that matches no page of `after`. */
export interface PdfRemovedPage {
  status: 'removed';
  before: number;
}

/** A page with the same text as in `before`, at another number (pages inserted or removed before it). */
export interface PdfMovedPage {
  status: 'moved';
  before: number;
  after: number;
}

export interface PdfTextDiff {
  removed: string[];
  added: string[];
}

/** PNG files. */
export interface PdfPageImages {
  before: Uint8Array;
  after: Uint8Array;
  diff: Uint8Array;
}
