// The entry points that validate a conversion request: parse with the format's schema, word every issue, and
// throw one ValidationError listing them, so an invalid request never reaches the service. One table holds
// the four conversions; an option of another conversion is explained as such, from the same table.
import type { z } from 'zod/v4';
import {
  imageOnlyShapes,
  imageOptionRefusals,
  jpegOptionsSchema,
  pngOptionsSchema,
  quickJpegOptions,
  quickPngOptions,
  quickWebpOptions,
  webpOptionsSchema,
  type JpegOptions,
  type PngOptions,
  type WebpOptions,
} from './image';
import { listOf, parseOrThrow } from './issues';
import { pdfOnlyShape, pdfOptionsSchema, quickPdfOptions, type PdfOptions } from './pdf';
import type { QuickParser } from './quick';
import { sharedOptionsShape } from './shared';

/** What a document is rendered as: a conversion's format, or a template's extension other than html. */
export type ConversionFormat = 'pdf' | 'png' | 'jpeg' | 'webp';

/** The options type of each conversion. */
export interface ConversionOptionsByFormat {
  pdf: PdfOptions;
  png: PngOptions;
  jpeg: JpegOptions;
  webp: WebpOptions;
}

interface Conversion {
  /** As people write the format. */
  name: string;
  /** The options only this conversion (or some of the conversions) takes, beyond the shared ones. */
  only: Readonly<Record<string, unknown>>;
  schema: z.ZodType;
  quick: QuickParser;
  /** Explanations for options of other conversions that say more than "not an option of this one". */
  refusals?: Readonly<Record<string, string>>;
}

const CONVERSIONS: Record<ConversionFormat, Conversion> = {
  pdf: { name: 'PDF', only: pdfOnlyShape, schema: pdfOptionsSchema, quick: quickPdfOptions },
  png: {
    name: 'PNG',
    only: imageOnlyShapes.png,
    schema: pngOptionsSchema,
    quick: quickPngOptions,
    refusals: imageOptionRefusals.png,
  },
  jpeg: {
    name: 'JPEG',
    only: imageOnlyShapes.jpeg,
    schema: jpegOptionsSchema,
    quick: quickJpegOptions,
    refusals: imageOptionRefusals.jpeg,
  },
  webp: {
    name: 'WebP',
    only: imageOnlyShapes.webp,
    schema: webpOptionsSchema,
    quick: quickWebpOptions,
    refusals: imageOptionRefusals.webp,
  },
};

const FORMATS = Object.keys(CONVERSIONS) as ConversionFormat[];

const optionNames = new Map<ConversionFormat, ReadonlySet<string>>();

/** Every option a conversion to `format` takes (the shared ones, `source` included, and its own). */
export function conversionOptionNames(format: ConversionFormat): ReadonlySet<string> {
  let names = optionNames.get(format);
  if (!names) {
    names = new Set([...Object.keys(sharedOptionsShape), ...Object.keys(CONVERSIONS[format].only)]);
    optionNames.set(format, names);
  }
  return names;
}

/** The format as people write it: `PDF`, `PNG`, `JPEG`, `WebP`. */
export function conversionName(format: ConversionFormat): string {
  return CONVERSIONS[format].name;
}

// An option of another conversion is a likelier mistake than a typo, so it gets its own explanation:
// `landscape: is a PDF option; PNG conversions do not accept it`.
function foreignOptionsOf(format: ConversionFormat): Record<string, string> {
  const own = CONVERSIONS[format];
  const out: Record<string, string> = {};
  for (const other of FORMATS) {
    for (const name of Object.keys(CONVERSIONS[other].only)) {
      if (Object.hasOwn(own.only, name) || Object.hasOwn(out, name)) continue;
      const takers = FORMATS.filter((f) => Object.hasOwn(CONVERSIONS[f].only, name));
      const names = takers.map((f) => CONVERSIONS[f].name);
      out[name] = `is a ${listOf(names, 'and')} option; ${own.name} conversions do not accept it`;
    }
  }
  return { ...out, ...own.refusals };
}

const foreignOptions = new Map<ConversionFormat, Record<string, string>>();

/** Validates the options of a conversion to `format`. Returns them as given; throws ValidationError. */
export function parseConversionOptions<F extends ConversionFormat>(
  format: F,
  input: unknown,
): ConversionOptionsByFormat[F] {
  const conversion = CONVERSIONS[format];
  // Most requests are valid: they are checked option by option, and only the rest meet the full parse.
  const valid = conversion.quick(input);
  if (valid) return valid as unknown as ConversionOptionsByFormat[F];
  let foreign = foreignOptions.get(format);
  if (!foreign) foreignOptions.set(format, (foreign = foreignOptionsOf(format)));
  return parseOrThrow(conversion.schema, input, { foreignOptions: foreign });
}

/** Validates the options of a PDF conversion. Returns them as given; throws ValidationError. */
export function parsePdfOptions(input: unknown): PdfOptions {
  return parseConversionOptions('pdf', input);
}

/** Validates the options of a PNG conversion. Returns them as given; throws ValidationError. */
export function parsePngOptions(input: unknown): PngOptions {
  return parseConversionOptions('png', input);
}

/** Validates the options of a JPEG conversion. Returns them as given; throws ValidationError. */
export function parseJpegOptions(input: unknown): JpegOptions {
  return parseConversionOptions('jpeg', input);
}

/** Validates the options of a WebP conversion. Returns them as given; throws ValidationError. */
export function parseWebpOptions(input: unknown): WebpOptions {
  return parseConversionOptions('webp', input);
}
