// The options of POST /convert/png: the shared options plus the reference's image options that apply to
// PNG. `quality` is JPEG-only in the reference and does nothing for PNG, so it is refused (see parse.ts).
import { z } from 'zod/v4';
import { listOf } from './issues';
import { integer, integerAtLeast, nonEmptyString, objectParams, type ReportIssue } from './primitives';
import type { CrossFieldRule } from './quick';
import { conversionOptions } from './shared';

/** DPI scaling factors of the image conversions. */
export const IMAGE_DPI_VALUES = [1, 2, 4] as const;
export type ImageDpi = (typeof IMAGE_DPI_VALUES)[number];

/** The three ways to pick what to capture; at most one per request. */
export const CAPTURE_MODES = ['fullpage', 'css_selector', 'clip'] as const;

export const clipSchema = z.strictObject(
  {
    x: integer(),
    y: integer(),
    width: integerAtLeast(1, ' (pixels)'),
    height: integerAtLeast(1, ' (pixels)'),
  },
  objectParams('must be an object {x, y, width, height} of integer pixels'),
);

export const pngOnlyShape = {
  /** Size of the rendering window, `{width}x{height}` in pixels. */
  viewport: z
    .string()
    .regex(/^[1-9]\d*x[1-9]\d*$/, { error: 'must be {width}x{height} in whole pixels, e.g. 1280x1024' })
    .optional(),
  transparent: z.boolean().optional(),
  /** Capture the whole scrollable page. */
  fullpage: z.boolean().optional(),
  /** Capture the elements this selector matches. */
  css_selector: nonEmptyString().optional(),
  /** Capture this region. */
  clip: clipSchema.optional(),
  dpi: z.literal(IMAGE_DPI_VALUES, { error: `must be one of ${listOf(IMAGE_DPI_VALUES)}` }).optional(),
};

interface CaptureModes {
  fullpage?: boolean;
  css_selector?: string;
  clip?: object;
}

// `fullpage: false` is the default, so it does not count as choosing full-page capture.
function oneCaptureMode(value: CaptureModes, report: ReportIssue): void {
  const chosen = CAPTURE_MODES.filter((mode) =>
    mode === 'fullpage' ? value.fullpage === true : value[mode] !== undefined,
  );
  if (chosen.length > 1) {
    report(
      [chosen.at(-1) as string],
      `only one of ${listOf(CAPTURE_MODES)} may be set; got ${listOf(chosen, 'and')}`,
    );
  }
}

const captureModeRule: CrossFieldRule<CaptureModes> = { fields: CAPTURE_MODES, check: oneCaptureMode };

const pngOptions = conversionOptions(pngOnlyShape, captureModeRule);

export const pngOptionsSchema = pngOptions.schema;

/** The options of a valid PNG request, quickly; undefined means "run pngOptionsSchema" (see quick.ts). */
export const quickPngOptions = pngOptions.quick;

export type PngOptions = z.input<typeof pngOptionsSchema>;
export type Clip = z.input<typeof clipSchema>;
