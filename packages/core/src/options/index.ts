// The request options of the conversions, and the parameters of the logs and template operations: schemas,
// their types, the constants the n8n UI offers, the parsers the local server validates with, and the
// validating entry points. The one source of truth for every option rule.
export {
  conversionName,
  conversionOptionNames,
  parseConversionOptions,
  parsePdfOptions,
  parsePngOptions,
  parseJpegOptions,
  parseWebpOptions,
  type ConversionFormat,
} from './parse';
export { sharedOptionsSchema, DELAY_MS, TIMEOUT_SECONDS } from './shared';
export type { ConversionOptions, BasicAuth, Webhook, WebhookOptions, Cookie } from './shared';
export { pdfOptionsSchema, RESERVED_METADATA_NAMES, PDF_ZOOM, HEADER_FOOTER_START_AT } from './pdf';
export type { PdfOptions, HeaderFooter, Protection, PdfMetadata } from './pdf';
export {
  pngOptionsSchema,
  jpegOptionsSchema,
  webpOptionsSchema,
  IMAGE_FORMATS,
  IMAGE_DPI_VALUES,
  IMAGE_QUALITY,
  CAPTURE_MODES,
  CLIP_SIZE,
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
export { LOG_STATUSES, LOGS_LIMIT, parseLogsParams } from './logs';
export type { LogStatus, LogsListParams, LogsQuery } from './logs';
export {
  TEMPLATE_EXTS,
  TEMPLATE_SLUG_RULE,
  TEMPLATE_SLUG_PATTERN,
  templateSlugSchema,
  parseTemplateCreate,
  parseTemplateUpdate,
  templateGenerateBody,
  readTemplateGenerateBody,
  templateOptionNames,
  templateVariableIssues,
  HTML_NOT_RENDERED,
} from './template';
export type {
  TemplateExt,
  TemplateCreateParams,
  TemplateUpdateParams,
  TemplateGenerateParams,
} from './template';
export { templateDataIssue, type TemplateData } from './template-data';
export { MARGIN_SIDES } from './margin';
export { marginPoints } from './page-room';
export type { Margin, MarginSides } from './margin';
export {
  WATERMARK_FONT_FAMILIES,
  WATERMARK_FONT_OPACITY,
  WATERMARK_FONT_SIZE,
  WATERMARK_OFFSET_X_KEYWORDS,
  WATERMARK_OFFSET_Y_KEYWORDS,
  WATERMARK_ROTATE,
} from './watermark';
export type { Watermark, WatermarkFontFamily, WatermarkOffsetX, WatermarkOffsetY } from './watermark';
export { PAGE_FORMATS, FORMAT_UNITS, parseFormat } from './format';
export { PAGE_SIZES_PT } from './page-formats';
export type { PageFormat, PdfFormat } from './format';
export { parsePages, pagesToIndexes } from './pages';
export { formatIssues, listOf, MAX_NAMED_ISSUES, MAX_SUGGESTIONS } from './issues';
export { didYouMean, editDistance } from './did-you-mean';
