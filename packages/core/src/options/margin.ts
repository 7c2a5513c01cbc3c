// The PDF `margin`: a number of pixels, a CSS length or shorthand (`10mm`, `10mm 20mm`, up to four), or an
// object of sides. The contract says "object, string or integer" and leaves the rest to the reference,
// whose MarginForm has four optional string sides.
import * as z from 'zod/v4';
import { typeError } from './issues';
import { CSS_LENGTH_RULE, cssLengthString, isCssLength, objectParams } from './primitives';
import type { Assert, SameShape } from '../internal/same-shape';

/** The sides of a margin object, in CSS shorthand order. */
export const MARGIN_SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** The rule, as a `margin` of the wrong kind is told. */
const MARGIN_RULE = `must be a non-negative integer (pixels), a CSS length or shorthand of 1 to 4 lengths such as "10mm" or "10mm 20mm", or an object {${MARGIN_SIDES.join(', ')}}`;

const NON_NEGATIVE = 'must not be negative';

// A side is a CSS length string as in the reference; a plain number is accepted too because editors and
// n8n hand numbers around, and it means pixels exactly like the unitless string does.
const marginSide = z.union([cssLengthString(), z.number().min(0, { error: NON_NEGATIVE })], {
  error: typeError(`${CSS_LENGTH_RULE}, or a non-negative number`),
});

/** True for a CSS margin shorthand: one to four lengths separated by spaces. */
function isMarginShorthand(value: string): boolean {
  const parts = value.trim().split(/\s+/);
  return value.trim() !== '' && parts.length <= 4 && parts.every(isCssLength);
}

const SHORTHAND_RULE = `must be 1 to 4 lengths separated by spaces, e.g. "10mm" or "10mm 20mm 10mm 20mm"; each ${CSS_LENGTH_RULE.replace(/^must be /, 'is ')}`;

const marginObjectSchema = z.strictObject(
  {
    top: marginSide.optional(),
    right: marginSide.optional(),
    bottom: marginSide.optional(),
    left: marginSide.optional(),
  },
  objectParams(MARGIN_RULE),
);

export const marginSchema = z.union(
  [
    z.int().min(0, { error: `${NON_NEGATIVE} (an integer margin is in pixels)` }),
    z.string().refine(isMarginShorthand, { error: SHORTHAND_RULE }),
    marginObjectSchema,
  ],
  { error: typeError(MARGIN_RULE) },
);

/** Margins side by side. Each side is a length: a number of pixels, or a string such as `'48'`, `'20px'`, `'10mm'`. */
export interface MarginSides {
  /** Top margin; the reference's default is 48 (pixels). */
  top?: string | number;
  /** Right margin; the reference's default is 48 (pixels). */
  right?: string | number;
  /** Bottom margin; the reference's default is 48 (pixels). */
  bottom?: string | number;
  /** Left margin; the reference's default is 48 (pixels). */
  left?: string | number;
}

/**
 * Empty space between the page's edge and the content: a whole number of pixels (`20`), a CSS length or
 * shorthand of 1 to 4 lengths (`'10mm'`, `'10mm 20mm'`; units px, in, cm, mm, none for pixels), or the sides
 * one by one (`{ top: '10mm', bottom: '15mm' }`).
 */
export type Margin = number | string | MarginSides;

type _MarginMatch = Assert<SameShape<Margin, z.input<typeof marginSchema>>>;
type _MarginSidesMatch = Assert<SameShape<MarginSides, z.input<typeof marginObjectSchema>>>;
