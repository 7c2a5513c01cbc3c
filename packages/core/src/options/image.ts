// The options of the three image conversions, POST /convert/png, /convert/jpeg and /convert/webp: the shared
// options plus the reference's ImageConvertForm. One set of image rules for the three formats; each format
// takes the options that mean something for it: `transparent` is PNG only (JPEG has no alpha channel, and the
// reference offers transparency for PNG alone), `quality` is for the lossy formats, JPEG and WebP.
import * as z from 'zod/v4';
import { listOf } from './issues';
import { integer, integerAtLeast, integerBetween, nonEmptyString, objectParams } from './primitives';
import type { CrossFieldRule, ReportIssue } from './cross-field';
import type { Assert, SameShape } from '../internal/same-shape';
import { conversionOptions, type ConversionOptions } from './shared';

/** The image conversions. */
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** DPI scaling factors of the image conversions. */
export const IMAGE_DPI_VALUES = [1, 2, 4] as const;
/** An image conversion's DPI scaling factor: 1, 2 or 4. */
export type ImageDpi = (typeof IMAGE_DPI_VALUES)[number];

/** The three ways to pick what to capture; at most one per request. */
export const CAPTURE_MODES = ['fullpage', 'css_selector', 'clip'] as const;

/** `quality` of JPEG and WebP: 10 to 100, the service's default 80. */
export const IMAGE_QUALITY = { min: 10, max: 100, default: 80 } as const;

/** `width` and `height` of a clip region: at least 1 pixel (its `x` and `y` are any integer). */
export const CLIP_SIZE = { min: 1 } as const;

const clipSchema = z.strictObject(
  {
    x: integer(),
    y: integer(),
    width: integerAtLeast(CLIP_SIZE.min, ' (pixels)'),
    height: integerAtLeast(CLIP_SIZE.min, ' (pixels)'),
  },
  objectParams('must be an object {x, y, width, height} of integer pixels'),
);

/** Size of the rendering window, `{width}x{height}` in pixels. */
const viewport = z
  .string()
  .regex(/^[1-9]\d*x[1-9]\d*$/, { error: 'must be {width}x{height} in whole pixels, e.g. 1280x1024' })
  .optional();
/** Capture the whole scrollable page. */
const fullpage = z.boolean().optional();
/** Capture the elements this selector matches. */
const css_selector = nonEmptyString().optional();
/** Capture this region. */
const clip = clipSchema.optional();
const dpi = z.literal(IMAGE_DPI_VALUES, { error: `must be one of ${listOf(IMAGE_DPI_VALUES)}` }).optional();
/** A transparent background instead of white. */
const transparent = z.boolean().optional();
const quality = integerBetween(IMAGE_QUALITY.min, IMAGE_QUALITY.max).optional();

/** The image options each format takes (beyond the shared options). */
export const imageOnlyShapes = {
  png: { viewport, transparent, fullpage, css_selector, clip, dpi },
  jpeg: { viewport, fullpage, css_selector, clip, dpi, quality },
  webp: { viewport, fullpage, css_selector, clip, dpi, quality },
};

/** Why a format refuses an image option another format takes, where "not an option of X" says too little. */
export const imageOptionRefusals: Record<ImageFormat, Readonly<Record<string, string>>> = {
  png: {
    quality: 'applies to JPEG and WebP only; PNG is lossless, so the service would ignore it: remove it',
  },
  jpeg: { transparent: 'is PNG only: JPEG has no transparency; remove it, or convert to PNG' },
  webp: {
    transparent:
      'is PNG only: the service makes transparent backgrounds for PNG alone; remove it, or convert to PNG',
  },
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

const pngOptions = conversionOptions(imageOnlyShapes.png, captureModeRule);
const jpegOptions = conversionOptions(imageOnlyShapes.jpeg, captureModeRule);
const webpOptions = conversionOptions(imageOnlyShapes.webp, captureModeRule);

export const pngOptionsSchema = pngOptions.schema;
export const jpegOptionsSchema = jpegOptions.schema;
export const webpOptionsSchema = webpOptions.schema;

/** The options of a valid request, quickly; undefined means "run the schema" (see quick.ts). */
export const quickPngOptions = pngOptions.quick;
export const quickJpegOptions = jpegOptions.quick;
export const quickWebpOptions = webpOptions.quick;

/** A region of the page to capture, in whole pixels from the top-left corner. */
export interface Clip {
  /** X coordinate of the region's top-left corner, in pixels. */
  x: number;
  /** Y coordinate of the region's top-left corner, in pixels. */
  y: number;
  /** Width of the region, in pixels (1 or more). */
  width: number;
  /** Height of the region, in pixels (1 or more). */
  height: number;
}

/**
 * The options every image conversion takes (PNG, JPEG, WebP): every conversion's options plus what to capture.
 * At most one of `fullpage`, `css_selector` and `clip`.
 */
export interface ImageConversionOptions extends ConversionOptions {
  /** Size of the rendering window, `{width}x{height}` in pixels; the image's width with `fullpage`. Default `'1280x1024'`. */
  viewport?: string;
  /** Capture the whole scrollable page. Default false. */
  fullpage?: boolean;
  /** Capture the element(s) this CSS selector matches. */
  css_selector?: string;
  /** Capture this region of the page. */
  clip?: Clip;
  /** Pixel density: 1, 2 or 4 times the viewport's pixels. Default 1. */
  dpi?: ImageDpi;
}

/** The options of a PNG conversion (`convert.png()`). */
export interface PngOptions extends ImageConversionOptions {
  /** A transparent background instead of white (PNG only). Default false. */
  transparent?: boolean;
}

/** The options of a JPEG conversion (`convert.jpeg()`). */
export interface JpegOptions extends ImageConversionOptions {
  /** Quality of the image, 10 to 100. Default 80. */
  quality?: number;
}

/** The options of a WebP conversion (`convert.webp()`). */
export interface WebpOptions extends ImageConversionOptions {
  /** Quality of the image, 10 to 100. Default 80. */
  quality?: number;
}

/** The options of any image conversion. */
export type ImageOptions = PngOptions | JpegOptions | WebpOptions;

type _PngOptionsMatch = Assert<SameShape<PngOptions, z.input<typeof pngOptionsSchema>>>;
type _JpegOptionsMatch = Assert<SameShape<JpegOptions, z.input<typeof jpegOptionsSchema>>>;
type _WebpOptionsMatch = Assert<SameShape<WebpOptions, z.input<typeof webpOptionsSchema>>>;
type _ClipMatch = Assert<SameShape<Clip, z.input<typeof clipSchema>>>;
