// The page as the PDF options describe it, in points, for both renderers: the size from `format` and
// `landscape`, the margins from `margin` (48 px a side unless it says otherwise, the reference's default),
// and the band a header or footer takes (its `height`, else 28 pt). Margins and bands that leave no room
// for content are refused (400 naming `margin`), in both renderers alike.
import {
  ValidationError,
  parseFormat,
  type HeaderFooter,
  type PdfOptions,
  PAGE_SIZES_PT,
} from 'doc-convert/internal/rules';

export const POINTS_PER_UNIT = { in: 72, cm: 28.3465, mm: 2.83465, px: 0.75, pt: 1 } as const;

const DEFAULT_MARGIN_PT = 36; // 48 px
const BAND_PT = 28;

export interface Sides {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Width and height in points; height undefined means `auto` (as tall as the content). */
function pageSize(format = 'A4', landscape = false): { width: number; height: number | undefined } {
  const parsed = parseFormat(format) ?? { kind: 'named' as const, name: 'A4' as const };
  if (parsed.kind === 'custom') {
    const scale = POINTS_PER_UNIT[parsed.unit];
    const width = parsed.width * scale;
    if (parsed.height === 'auto') return { width, height: undefined };
    const height = parsed.height * scale;
    return landscape ? { width: height, height: width } : { width, height };
  }
  const [width, height] = PAGE_SIZES_PT[parsed.name];
  return landscape ? { width: height, height: width } : { width, height };
}

/** A length (a number of pixels, or a string with an optional unit) in points; undefined when it is not one. */
export function lengthPt(value: unknown): number | undefined {
  if (typeof value === 'number' && value >= 0) return value * POINTS_PER_UNIT.px;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px|in|cm|mm|pt)?\s*$/.exec(value);
  return match
    ? Number(match[1]) * POINTS_PER_UNIT[(match[2] ?? 'px') as keyof typeof POINTS_PER_UNIT]
    : undefined;
}

/** Margins in points: a number or length for every side, CSS shorthand, or an object of sides. */
export function margins(margin: unknown): Sides {
  const all = lengthPt(margin);
  if (all !== undefined) return { top: all, right: all, bottom: all, left: all };
  if (typeof margin === 'string') {
    const parts = margin.trim().split(/\s+/).map(lengthPt);
    if (parts.length <= 4 && parts.every((p) => p !== undefined)) {
      const [top, right = top, bottom = top, left = right] = parts as number[];
      return { top, right, bottom, left };
    }
  }
  const sides = (margin && typeof margin === 'object' ? margin : {}) as Record<string, unknown>;
  const side = (name: string) => lengthPt(sides[name]) ?? DEFAULT_MARGIN_PT;
  return { top: side('top'), right: side('right'), bottom: side('bottom'), left: side('left') };
}

/** Points a header or footer takes from the body: its `height`, or 28 pt; 0 without one. */
export function bandPt(band: HeaderFooter | undefined): number {
  if (!band) return 0;
  return lengthPt(band.height) ?? BAND_PT;
}

/** A page of `options` laid out: its size, its margins, and the bands' share of the top and bottom. */
export interface PageLayout {
  size: { width: number; height: number | undefined };
  margin: Sides;
  /** The top margin plus the header's band, and the bottom one plus the footer's, in points. */
  top: number;
  bottom: number;
}

const round = (pt: number) => Math.round(pt * 100) / 100;

/**
 * The page `options` describe; a ValidationError naming `margin` when the margins (with the header's and
 * footer's bands) leave no content area, whatever the page size (a client knows only named and custom
 * sizes; a `margin` of percentages or an `auto` height is only known here).
 */
export function pageLayout(options: PdfOptions): PageLayout {
  const size = pageSize(options.format, options.landscape);
  const margin = margins(options.margin);
  const top = margin.top + bandPt(options.header);
  const bottom = margin.bottom + bandPt(options.footer);
  const width = size.width - margin.left - margin.right;
  const height = size.height === undefined ? 1 : size.height - top - bottom;
  if (width <= 0 || height <= 0) {
    const page = `${round(size.width)} × ${size.height === undefined ? 'auto' : round(size.height)} pt`;
    const taken =
      width <= 0
        ? `${round(margin.left + margin.right)} pt left and right`
        : `${round(top + bottom)} pt top and bottom${options.header || options.footer ? ', header and footer included' : ''}`;
    throw new ValidationError([
      { path: 'margin', message: `leaves no room for content on the ${page} page (${taken})` },
    ]);
  }
  return { size, margin, top, bottom };
}

/** The printable area of `layout` in CSS pixels at `zoom`: the viewport a page is laid out in to print. */
export function printableViewport(layout: PageLayout, zoom = 1): { width: number; height: number } {
  const { size, margin, top, bottom } = layout;
  const cssPx = (pt: number) => Math.max(1, Math.round(pt / POINTS_PER_UNIT.px / zoom));
  const width = cssPx(size.width - margin.left - margin.right);
  // An `auto` height has none of its own: the page is as tall as a landscape A4's width would be.
  const height = size.height === undefined ? Math.round(width * 1.414) : cssPx(size.height - top - bottom);
  return { width, height };
}
