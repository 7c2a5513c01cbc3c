// The PDF page `format`: a named paper size, or a custom `{width}x{height}` with units. The same parser
// validates the option here and tells the local test server which page size to render.
//
// Named sizes are case-sensitive: the contract spells them `Letter` … `A5`, and whether the service folds
// case is not shown. Accepting `a4` locally could send something the service refuses, so `a4` is refused
// here with a did-you-mean to the exact spelling.
import * as z from 'zod/v4';
import { didYouMean } from './did-you-mean';
import { listOf, typeError } from './issues';
import { FORMAT_UNITS, PAGE_FORMATS, type FormatUnit, type PageFormat } from './page-formats';
import { UNSIGNED_NUMBER } from './primitives';

export { FORMAT_UNITS, PAGE_FORMATS, type FormatUnit, type PageFormat, type PdfFormat } from './page-formats';

export type ParsedFormat =
  | { kind: 'named'; name: PageFormat }
  | { kind: 'custom'; width: number; height: number | 'auto'; unit: FormatUnit | 'px' };

const unitGroup = `(${FORMAT_UNITS.join('|')})?`;
// width[unit] x (height[unit] | auto)
const customPattern = new RegExp(
  `^(${UNSIGNED_NUMBER})${unitGroup}x(?:(${UNSIGNED_NUMBER})${unitGroup}|auto)$`,
);

function resolveUnit(widthUnit: string | undefined, heightUnit: string | undefined, auto: boolean) {
  if (auto) return (widthUnit ?? 'px') as FormatUnit | 'px';
  // `210x297mm`: a unit at the end applies to both sides.
  if (!widthUnit) return (heightUnit ?? 'px') as FormatUnit | 'px';
  // `210mmx297` is ambiguous (is the height in pixels?) and `8.5inx279mm` mixes systems; both are refused
  // so that a parsed format always has one unit.
  return widthUnit === heightUnit ? (widthUnit as FormatUnit) : undefined;
}

/**
 * Parses a `format` value. Returns undefined when the value is not a valid format; never throws.
 * Named sizes match exactly (case-sensitive). Custom sizes: positive decimal numbers, unit `in`, `cm` or
 * `mm` on both sides (the same one) or only at the end, height `auto`, or no unit at all for pixels.
 */
export function parseFormat(format: string): ParsedFormat | undefined {
  if ((PAGE_FORMATS as readonly string[]).includes(format))
    return { kind: 'named', name: format as PageFormat };
  const match = customPattern.exec(format);
  if (!match) return undefined;
  const [, widthText, widthUnit, heightText, heightUnit] = match;
  const auto = heightText === undefined;
  const unit = resolveUnit(widthUnit, heightUnit, auto);
  const width = Number(widthText);
  const height = auto ? 'auto' : Number(heightText);
  if (!unit || width <= 0 || height === 0) return undefined;
  return { kind: 'custom', width, height, unit };
}

/** The rule, as every `format` message states it. */
const FORMAT_RULE = `must be one of ${PAGE_FORMATS.join(', ')} or a custom size {width}x{height} with units ${listOf(FORMAT_UNITS)} (height may be auto), e.g. 210x297mm`;

// Same shape as a custom size but with any letters as units: lets a refusal say what exactly is off.
const loosePattern = new RegExp(`^(${UNSIGNED_NUMBER})([a-z]*)x(?:(${UNSIGNED_NUMBER})([a-z]*)|auto)$`, 'i');

function hintFor(value: string): string {
  const sameLetters = PAGE_FORMATS.find((name) => name.toLowerCase() === value.toLowerCase());
  const named = sameLetters ?? (/^[a-z]{4,}$/i.test(value) ? didYouMean(value, PAGE_FORMATS) : undefined);
  if (named) return `; did you mean "${named}"? (names are case-sensitive)`;
  const loose = loosePattern.exec(value);
  if (!loose) return '';
  const [, width, widthUnit, height, heightUnit] = loose;
  const strange = [widthUnit, heightUnit].find((u) => u && !(FORMAT_UNITS as readonly string[]).includes(u));
  if (strange) return `; "${strange}" is not a unit here (use ${listOf(FORMAT_UNITS)}, or none for pixels)`;
  if (Number(width) === 0 || (height !== undefined && Number(height) === 0)) {
    return '; width and height must be greater than 0';
  }
  if (widthUnit && height !== undefined && !heightUnit) {
    return `; give the height a unit too, e.g. ${width}${widthUnit}x${height}${widthUnit}`;
  }
  if (widthUnit && heightUnit && widthUnit !== heightUnit) return '; use the same unit for width and height';
  return '';
}

/** The `format` option. */
export const formatSchema = z
  .string({ error: typeError(FORMAT_RULE) })
  .refine((value) => parseFormat(value) !== undefined, {
    error: (issue) => `${FORMAT_RULE}${typeof issue.input === 'string' ? hintFor(issue.input) : ''}`,
  });
