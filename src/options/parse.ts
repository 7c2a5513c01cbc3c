// The entry points that validate a conversion request: parse with the schema, word every issue, and
// throw one ValidationError listing them, so an invalid request never reaches the service.
import type { z } from 'zod/v4';
import { ValidationError } from '../errors';
import { defaultMessages, formatIssues, type IssueContext } from './issues';
import { pdfOnlyShape, pdfOptionsSchema, quickPdfOptions, type PdfOptions } from './pdf';
import { pngOnlyShape, pngOptionsSchema, quickPngOptions, type PngOptions } from './png';
import type { QuickParser } from './quick';

// An option of the other conversion is a likelier mistake than a typo, so it gets its own explanation.
const pngOptionsInPdf: Record<string, string> = {
  ...Object.fromEntries(
    Object.keys(pngOnlyShape).map((name) => [name, 'is a PNG option; PDF conversions do not accept it']),
  ),
  quality: 'is a JPEG image option; PDF conversions do not accept it',
};
const pdfOptionsInPng: Record<string, string> = {
  ...Object.fromEntries(
    Object.keys(pdfOnlyShape).map((name) => [name, 'is a PDF option; PNG conversions do not accept it']),
  ),
  quality: 'applies to JPEG only; PNG is lossless, so the service would ignore it: remove it',
};

function parseWith<T>(schema: z.ZodType, quick: QuickParser, input: unknown, context: IssueContext): T {
  // Most requests are valid: they are checked option by option, and only the rest meet the full parse.
  const valid = quick(input);
  if (valid) return valid as T;
  const result = schema.safeParse(input, { error: defaultMessages });
  if (result.success) return result.data as T;
  throw new ValidationError(formatIssues(result.error, { schema, ...context }));
}

/** Validates the options of a PDF conversion. Returns them as given; throws ValidationError. */
export function parsePdfOptions(input: unknown): PdfOptions {
  return parseWith<PdfOptions>(pdfOptionsSchema, quickPdfOptions, input, { foreignOptions: pngOptionsInPdf });
}

/** Validates the options of a PNG conversion. Returns them as given; throws ValidationError. */
export function parsePngOptions(input: unknown): PngOptions {
  return parseWith<PngOptions>(pngOptionsSchema, quickPngOptions, input, { foreignOptions: pdfOptionsInPng });
}
