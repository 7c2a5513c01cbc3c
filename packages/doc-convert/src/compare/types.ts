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
  /**
   * What pages are drawn on: by default the @napi-rs/canvas installed beside doc-convert; or that module
   * itself, loaded from elsewhere (the Action loads it from the runner's tool cache); or `false` to compare the
   * text alone (pages matched and their text diffed as usual, nothing drawn, no images, and `changedPixels`
   * the share of the page's lines taken out or put in): for a machine where the native canvas cannot load.
   */
  canvas?: PdfCanvasModule | false;
}

/** The part of @napi-rs/canvas comparePdfs() uses (its `createCanvas`, and pdf.js's `DOMMatrix` and `Path2D`). */
export interface PdfCanvasModule {
  /** Makes a canvas `width` × `height` pixels: each page pair is drawn on two. */
  createCanvas(width: number, height: number): unknown;
  /** The matrix class pdf.js draws with in Node, set as `globalThis.DOMMatrix` when Node has none. */
  DOMMatrix?: unknown;
  /** The path class pdf.js draws with in Node, set as `globalThis.Path2D` when Node has none. */
  Path2D?: unknown;
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
  /** How many pages `before` has. */
  beforePages: number;
  /** How many pages `after` has. */
  afterPages: number;
  /** Every page that is not unchanged, in the order of `after` (a removed page where it stood). */
  pages: PdfPageChange[];
  /** How many pages of each kind; `unchanged` are the pages with the same text at the same number. */
  summary: PdfComparisonSummary;
  /** The largest share of changed pixels on a changed page (0 to 1); 0 without changed pages. */
  largestChange: number;
  /** Changed pages that got no images because of the caps (`images.maxPages`, `images.maxBytes`). */
  imagesLeftOut: number;
  /** What `changedPixels` measures: `pixels` drawn, or `text` (with `canvas: false`: lines, nothing drawn). */
  measured: 'pixels' | 'text';
}

/** How many pages became of each kind (`PdfComparison.summary`). */
export interface PdfComparisonSummary {
  /** Pages whose text, or whose drawing, differs from their partner's. */
  changed: number;
  /** Pages of `after` without a partner in `before`. */
  added: number;
  /** Pages of `before` without a partner in `after`. */
  removed: number;
  /** Pages as they were, at another number. */
  moved: number;
  /** Pages as they were, at the same number (not listed in `pages`). */
  unchanged: number;
}

/** One page's fate. Page numbers count from 1. */
export type PdfPageChange = PdfChangedPage | PdfAddedPage | PdfRemovedPage | PdfMovedPage;

/** A page of `before` whose content differs in `after`. */
export interface PdfChangedPage {
  /** What became of the page. */
  status: 'changed';
  /** Its number in `before`. */
  before: number;
  /** Its number in `after`. */
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
  /** What became of the page. */
  status: 'added';
  /** Its number in `after`. */
  after: number;
}

/** A page of `before` that matches no page of `after`. */
export interface PdfRemovedPage {
  /** What became of the page. */
  status: 'removed';
  /** Its number in `before`. */
  before: number;
}

/** A page with the same text as in `before`, at another number (pages inserted or removed before it). */
export interface PdfMovedPage {
  /** What became of the page. */
  status: 'moved';
  /** Its number in `before`. */
  before: number;
  /** Its number in `after`. */
  after: number;
}

/** A changed page's text: its lines taken out and put in, each list in page order. */
export interface PdfTextDiff {
  /** Lines of the page in `before` that `after` does not have. */
  removed: string[];
  /** Lines of the page in `after` that `before` did not have. */
  added: string[];
}

/** A changed page's images, PNG files of one size (the larger page's, the smaller one on white). */
export interface PdfPageImages {
  /** The page in `before`. */
  before: Uint8Array;
  /** The page in `after`. */
  after: Uint8Array;
  /** `before` faded, the pixels that differ in red. */
  diff: Uint8Array;
}
