// `doc-convert/internal/rules`: what the local server (the package doc-convert-server) takes from the client,
// so that both check a request by the same option rules and answer with the same errors. NOT public API: it is
// exported for doc-convert-server only, which depends on this exact doc-convert version, and it changes in any
// release without notice. Users import from `doc-convert` (packages/doc-convert/src/index.ts).
//
// The server's sources import these from src/ by relative path; its build (build/tsup.server.ts) turns every
// such import into this entry, and a unit test checks that every name the server imports from src/ is here.

export { ValidationError, escapeHtml, redact, redactDeep } from '@doc-convert/core';
export { CONVERSION_CONTENT_TYPES, type ConversionFormat } from '@doc-convert/core';
export { PROCESSOR_VERSIONS } from '@doc-convert/core';
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
} from '@doc-convert/core/options';
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
} from '@doc-convert/core/options';
export { PAGE_SIZES_PT } from '@doc-convert/core/options';
export { IDENTITY, multiply, type Matrix } from '@doc-convert/core/pdf';
export { decodeEntities, htmlTitle } from '@doc-convert/core/html';
