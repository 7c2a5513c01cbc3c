// The request options of the conversions, and the parameters of the logs and template operations: schemas,
// their types, the constants the n8n UI offers, the parsers the local server validates with, and the
// validating entry points. The one source of truth for every option rule.
export {
  parseConversionOptions,
  parsePdfOptions,
  parsePngOptions,
  parseJpegOptions,
  parseWebpOptions,
} from './parse';
export type { ConversionOptionsByFormat } from './parse';
export { sharedOptionsSchema, basicAuthSchema, webhookSchema, cookieSchema } from './shared';
export type { ConversionOptions, BasicAuth, Webhook, WebhookOptions, Cookie } from './shared';
export {
  pdfOptionsSchema,
  headerFooterSchema,
  metadataSchema,
  protectionSchema,
  RESERVED_METADATA_NAMES,
} from './pdf';
export type { PdfOptions, HeaderFooter, Protection, PdfMetadata } from './pdf';
export {
  pngOptionsSchema,
  jpegOptionsSchema,
  webpOptionsSchema,
  clipSchema,
  IMAGE_FORMATS,
  IMAGE_DPI_VALUES,
  IMAGE_QUALITY,
  CAPTURE_MODES,
} from './image';
export type {
  PngOptions,
  JpegOptions,
  WebpOptions,
  ImageConversionOptions,
  ImageOptions,
  ImageFormat,
  Clip,
  ImageDpi,
} from './image';
export { LOG_STATUSES, LOGS_LIMIT, logsQuerySchema, parseLogsParams } from './logs';
export type { LogStatus, LogsListParams, LogsQuery } from './logs';
export {
  TEMPLATE_EXTS,
  TEMPLATE_SLUG_RULE,
  TEMPLATE_SLUG_PATTERN,
  templateSlugSchema,
  templateCreateSchema,
  templateUpdateSchema,
  parseTemplateCreate,
  parseTemplateUpdate,
  checkTemplateExt,
  templateGenerateBody,
} from './template';
export type {
  TemplateExt,
  TemplateCreateParams,
  TemplateUpdateParams,
  TemplateGenerateParams,
} from './template';
export { templateDataIssue, type TemplateData } from './template-data';
export { marginSchema, MARGIN_SIDES, isMarginShorthand } from './margin';
export type { Margin, MarginSides } from './margin';
export {
  watermarkSchema,
  WATERMARK_FONT_FAMILIES,
  WATERMARK_OFFSET_UNITS,
  WATERMARK_OFFSET_X_KEYWORDS,
  WATERMARK_OFFSET_Y_KEYWORDS,
} from './watermark';
export type { Watermark, WatermarkFontFamily, WatermarkOffsetX, WatermarkOffsetY } from './watermark';
export { PAGE_FORMATS, FORMAT_UNITS, formatSchema, parseFormat } from './format';
export type { PageFormat, PdfFormat, FormatUnit, ParsedFormat } from './format';
export { pagesSchema, parsePages, pagesToIndexes } from './pages';
export type { PageRange } from './pages';
export { LENGTH_UNITS, isCssLength } from './primitives';
export { formatIssues, defaultMessages } from './issues';
export type { IssueContext } from './issues';
export { didYouMean, editDistance } from './did-you-mean';
