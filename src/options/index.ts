// The request options of the conversions: schemas, their types, the constants the n8n UI offers, the
// parsers the local server renders with, and the validating entry points. The one source of truth for
// every option rule.
export { parsePdfOptions, parsePngOptions } from './parse';
export { sharedOptionsSchema, basicAuthSchema, webhookSchema, cookieSchema } from './shared';
export type { SharedOptions, BasicAuth, Webhook, Cookie } from './shared';
export {
  pdfOptionsSchema,
  headerFooterSchema,
  metadataSchema,
  protectionSchema,
  RESERVED_METADATA_NAMES,
} from './pdf';
export type { PdfOptions, HeaderFooter, Protection, Metadata } from './pdf';
export { pngOptionsSchema, clipSchema, IMAGE_DPI_VALUES, CAPTURE_MODES } from './png';
export type { PngOptions, Clip, ImageDpi } from './png';
export { marginSchema, MARGIN_SIDES, isMarginShorthand } from './margin';
export type { Margin } from './margin';
export {
  watermarkSchema,
  WATERMARK_FONT_FAMILIES,
  WATERMARK_OFFSET_UNITS,
  WATERMARK_OFFSET_X_KEYWORDS,
  WATERMARK_OFFSET_Y_KEYWORDS,
} from './watermark';
export type { Watermark, WatermarkFontFamily } from './watermark';
export { PAGE_FORMATS, FORMAT_UNITS, formatSchema, parseFormat } from './format';
export type { PageFormat, FormatUnit, ParsedFormat } from './format';
export { pagesSchema, parsePages, pagesToIndexes } from './pages';
export type { PageRange } from './pages';
export { LENGTH_UNITS, isCssLength } from './primitives';
export { formatIssues, defaultMessages } from './issues';
export type { IssueContext } from './issues';
export { didYouMean, editDistance } from './did-you-mean';
