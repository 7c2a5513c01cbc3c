// The rule that a PDF's margins leave room for a page: when the page size is known from the options
// (a named or custom `format`, turned by `landscape`), left + right must be less than its width and
// top + bottom less than its height. A browser refuses to print a page whose content area is empty; the
// request would spend a credit to fail. Sides a margin object leaves out count as the reference's default,
// 48 px. A page whose height is `auto` is checked across only.
import { parseFormat, type FormatUnit } from './format';
import { PAGE_SIZES_PT, type PageFormat } from './page-formats';
import type { CrossFieldRule, ReportIssue } from './cross-field';
import type { Margin } from './margin';

type Unit = FormatUnit | 'px';

const POINTS_PER: Readonly<Record<Unit, number>> = { in: 72, cm: 72 / 2.54, mm: 72 / 25.4, px: 0.75 };

/** The reference's margin on a side it is not given: 48 px. */
const DEFAULT_SIDE_PT = 48 * POINTS_PER.px;

/** Sizes named after inches are told in inches, the ISO ones in millimetres. */
const INCH_FORMATS: readonly PageFormat[] = ['Letter', 'Legal', 'Tabloid', 'Ledger'];

/** One side of a margin (a number of pixels, or a length such as `'10mm'`) in points. */
function sidePt(side: string | number | undefined): number {
  if (side === undefined) return DEFAULT_SIDE_PT;
  if (typeof side === 'number') return side * POINTS_PER.px;
  const match = /^([\d.]+)(px|in|cm|mm)?$/.exec(side.trim());
  return match ? Number(match[1]) * POINTS_PER[(match[2] ?? 'px') as Unit] : 0;
}

/** The margin's four sides in points (a valid margin: a number, a CSS shorthand or an object of sides). */
export function marginPoints(margin: Margin): { top: number; right: number; bottom: number; left: number } {
  if (typeof margin === 'object') {
    return {
      top: sidePt(margin.top),
      right: sidePt(margin.right),
      bottom: sidePt(margin.bottom),
      left: sidePt(margin.left),
    };
  }
  if (typeof margin === 'number') {
    const all = sidePt(margin);
    return { top: all, right: all, bottom: all, left: all };
  }
  const [top, right = top, bottom = top, left = right] = margin.trim().split(/\s+/).map(sidePt);
  return { top: top!, right: right!, bottom: bottom!, left: left! };
}

interface Page {
  width: number;
  height: number | undefined;
  /** How the page is named in a message, e.g. `A4 landscape, 297 × 210 mm`. */
  unit: Unit;
  name: string;
}

/** The page the options describe, in points; undefined for a format that does not parse. */
function pageOf(format: string, landscape: boolean): Page | undefined {
  const parsed = parseFormat(format);
  if (!parsed) return undefined;
  const turn = (width: number, height: number | undefined) =>
    landscape && height !== undefined ? { width: height, height: width } : { width, height };
  if (parsed.kind === 'named') {
    const [width, height] = PAGE_SIZES_PT[parsed.name];
    const unit = INCH_FORMATS.includes(parsed.name) ? 'in' : 'mm';
    return { ...turn(width, height), unit, name: `${parsed.name}${landscape ? ' landscape' : ''}` };
  }
  const scale = POINTS_PER[parsed.unit];
  const height = parsed.height === 'auto' ? undefined : parsed.height * scale;
  return {
    ...turn(parsed.width * scale, height),
    unit: parsed.unit,
    name: `${format}${landscape && height !== undefined ? ' landscape' : ''}`,
  };
}

/** Points in `unit`, rounded to what a person reads: `297 mm`, `8.5 in`. */
function shown(points: number, unit: Unit): string {
  return `${Number((points / POINTS_PER[unit]).toFixed(unit === 'in' ? 2 : 1))} ${unit}`;
}

interface PageOptions {
  margin?: Margin;
  format?: string;
  landscape?: boolean;
}

function marginLeavesRoom(value: PageOptions, report: ReportIssue): void {
  if (value.margin === undefined) return;
  const page = pageOf(value.format ?? 'A4', value.landscape === true);
  if (!page) return;
  const sides = marginPoints(value.margin);
  const size =
    page.height === undefined
      ? `${shown(page.width, page.unit)} wide`
      : `${shown(page.width, page.unit).split(' ')[0]} × ${shown(page.height, page.unit)}`;
  const across = sides.left + sides.right;
  const down = sides.top + sides.bottom;
  const problem =
    across >= page.width
      ? `left + right come to ${shown(across, page.unit)}, and the page is ${shown(page.width, page.unit)} wide`
      : page.height !== undefined && down >= page.height
        ? `top + bottom come to ${shown(down, page.unit)}, and the page is ${shown(page.height, page.unit)} tall`
        : undefined;
  if (problem) {
    report(['margin'], `leaves no room for content on the page (${page.name}, ${size}): ${problem}`);
  }
}

/** Margins must leave some of the page for content (see the header). */
export const marginRoomRule: CrossFieldRule<PageOptions> = {
  fields: ['margin', 'format', 'landscape'],
  check: marginLeavesRoom,
};
