// The PDF `watermark`, from the reference's WatermarkForm (the contract only says it is always centred):
// a PDF, an image or a text, with the text's font, colour, opacity, offsets and rotation.
import * as z from 'zod/v4';
import { listOf } from './issues';
import { crossFieldRule } from './cross-field';
import { UNSIGNED_NUMBER, integerBetween, nonEmptyString, objectParams } from './primitives';
import type { Assert, SameShape } from '../internal/same-shape';

export const WATERMARK_FONT_FAMILIES = ['Helvetica', 'Times', 'Courier'] as const;
/** The fonts of a text watermark: `'Helvetica'`, `'Times'` or `'Courier'`. */
export type WatermarkFontFamily = (typeof WATERMARK_FONT_FAMILIES)[number];

/** Units an offset may end with. */
const WATERMARK_OFFSET_UNITS = ['px', 'in', 'cm', 'mm', 'pt'] as const;
export const WATERMARK_OFFSET_X_KEYWORDS = ['left', 'right', 'center'] as const;
export const WATERMARK_OFFSET_Y_KEYWORDS = ['top', 'bottom', 'middle'] as const;

/** `font_size` of a text watermark: 5 to 300, the service's default 16. */
export const WATERMARK_FONT_SIZE = { min: 5, max: 300, default: 16 } as const;
/** `font_opacity`, in percent: 0 to 100, the service's default 100. */
export const WATERMARK_FONT_OPACITY = { min: 0, max: 100, default: 100 } as const;
/** `rotate`, in degrees: -359 to 359, the service's default -45. */
export const WATERMARK_ROTATE = { min: -359, max: 359, default: -45 } as const;

function offset(keywords: readonly string[]) {
  const pattern = new RegExp(
    `^(?:${keywords.join('|')}|-?${UNSIGNED_NUMBER}(?:${WATERMARK_OFFSET_UNITS.join('|')}))$`,
  );
  const rule = `must be ${keywords.join(', ')} or a length ending in ${listOf(WATERMARK_OFFSET_UNITS)}, e.g. 20px`;
  return z.string().regex(pattern, { error: rule });
}

interface WatermarkContent {
  source?: string;
  image?: string;
  text?: string;
}

export const watermarkSchema = z
  .strictObject(
    {
      /** A PDF to stamp: a URL or a Base64-encoded document. */
      source: nonEmptyString().optional(),
      /** An image to stamp: a URL or a Base64-encoded image. */
      image: nonEmptyString().optional(),
      text: nonEmptyString().optional(),
      font_size: integerBetween(WATERMARK_FONT_SIZE.min, WATERMARK_FONT_SIZE.max).optional(),
      font_family: z
        .enum(WATERMARK_FONT_FAMILIES, { error: `must be one of ${listOf(WATERMARK_FONT_FAMILIES)}` })
        .optional(),
      font_color: z
        .string()
        .regex(/^#?[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, {
          error: 'must be a hex colour such as #000000, 000000 or #f00',
        })
        .optional(),
      font_opacity: integerBetween(WATERMARK_FONT_OPACITY.min, WATERMARK_FONT_OPACITY.max).optional(),
      font_bold: z.boolean().optional(),
      font_italic: z.boolean().optional(),
      offset_x: offset(WATERMARK_OFFSET_X_KEYWORDS).optional(),
      offset_y: offset(WATERMARK_OFFSET_Y_KEYWORDS).optional(),
      rotate: integerBetween(WATERMARK_ROTATE.min, WATERMARK_ROTATE.max).optional(),
    },
    objectParams('must be an object with one of source, image or text'),
  )
  .check(
    crossFieldRule<WatermarkContent>({
      fields: ['source', 'image', 'text'],
      check: (value, report) => {
        if (value.source === undefined && value.image === undefined && value.text === undefined) {
          report([], 'must set one of source (a PDF), image or text: there is nothing to stamp');
        }
      },
    }),
  );

/**
 * A watermark stamped at the centre of every page: a PDF (`source`), an image (`image`) or a `text`, at least
 * one of them; the font settings apply to a text.
 */
export interface Watermark {
  /** A PDF to stamp: a URL, or a Base64-encoded PDF document. */
  source?: string;
  /** An image to stamp: a URL, or a Base64-encoded image. */
  image?: string;
  /** A text to stamp. */
  text?: string;
  /** Font size of the text, 5 to 300. Default 16. */
  font_size?: number;
  /** Font of the text. Default Helvetica. */
  font_family?: WatermarkFontFamily;
  /** Colour of the text in hexadecimal, `#000000`, `000000` or `#f00`. Default 000000. */
  font_color?: string;
  /** Opacity of the text in percent, 0 to 100. Default 100. */
  font_opacity?: number;
  /** Bold text. Default false. */
  font_bold?: boolean;
  /** Italic text. Default false. */
  font_italic?: boolean;
  /** Horizontal offset: `'left'`, `'right'`, `'center'` (default), or a length ending in px, in, cm, mm or pt. */
  offset_x?: WatermarkOffsetX;
  /** Vertical offset: `'top'`, `'bottom'`, `'middle'` (default), or a length ending in px, in, cm, mm or pt. */
  offset_y?: WatermarkOffsetY;
  /** Rotation in degrees, -359 to 359. Default -45. */
  rotate?: number;
}

/** A keyword, or a length such as `'20px'` (`string & {}` keeps the keywords in the completion list). */
export type WatermarkOffsetX = (typeof WATERMARK_OFFSET_X_KEYWORDS)[number] | (string & {});
/** A keyword, or a length such as `'20px'`. */
export type WatermarkOffsetY = (typeof WATERMARK_OFFSET_Y_KEYWORDS)[number] | (string & {});

type _WatermarkMatch = Assert<SameShape<Watermark, z.input<typeof watermarkSchema>>>;
