// `doc-convert/internal/rules`: what the local server (the package doc-convert-server) takes from the client,
// so that both check a request by the same option rules and answer with the same errors. NOT public API: it is
// exported for doc-convert-server only, which depends on this exact doc-convert version, and it changes in any
// release without notice. Users import from `doc-convert` (src/index.ts).
//
// The server's sources import these from src/ by relative path; its build (build/tsup.server.ts) turns every
// such import into this entry, and a unit test checks that every name the server imports from src/ is here.

export { ValidationError, redact, redactDeep } from '../errors';
export { CONVERSION_CONTENT_TYPES, type ConversionFormat } from '../conversion';
export { PROCESSOR_VERSIONS } from '../resources/convert';
export {
  CAPTURE_MODES,
  IMAGE_QUALITY,
  LOGS_LIMIT,
  pagesToIndexes,
  parseConversionOptions,
  parseFormat,
  parseLogsParams,
  parsePages,
  parseTemplateCreate,
  parseTemplateUpdate,
  readTemplateGenerateBody,
} from '../options';
export type {
  BasicAuth,
  ConversionOptions,
  HeaderFooter,
  ImageFormat,
  LogsQuery,
  PdfMetadata,
  PdfOptions,
  PngOptions,
  TemplateExt,
  Watermark,
  Webhook,
} from '../options';
export { PAGE_SIZES_PT } from '../options/page-formats';
export { IDENTITY, multiply, type Matrix } from '../pdf/matrix';
