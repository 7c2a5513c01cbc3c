// @doc-convert/core: the client every face shares, as the faces use it. The npm library (doc-convert) re-exports
// its public part and adds the Node transport; the n8n node bundles it with n8n's transport; the Action bundles
// the library. Nothing here reaches Node's globals or a module n8n's rules forbid (eslint.config.mjs), and
// importing it loads neither zod nor the option schemas: the values below come from modules that build nothing
// at import, the schemas load on first use (loadOptions, loadOutline). The option rules themselves are the
// entry `@doc-convert/core/options`; the outline's and the PDF reader's parts the Action uses are
// `@doc-convert/core/outline` and `@doc-convert/core/pdf`.

// The client and its settings.
export { DocConvertClient, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type ClientOptions } from './client';
export { VERSION } from './version';
export type { RequestOptions } from './internal/request-options';
export type { RetryPolicy } from './internal/retry';
export type { Sleep } from './internal/rate-limit';
export { isLogLevel, LOG_LEVELS, type Logger, type LogLevel } from './internal/logger';
export { lazy, loadOptions, loadedOptions, loadOutline } from './internal/lazy';
export { hasPdfHeader } from './pdf/header';
// The rules of a merged book's settings, checked without loading the merge.
export {
  contentsDepthIssue,
  MAX_CONTENTS_DEPTH,
  langIssue,
  linkBaseIssue,
  outlineDepthIssue,
  pageNumbersIssue,
  runningHeadIssue,
} from './merge/rules';

// What every method returns, and the resources.
export type { APIPromise, PagePromise, WithResponse } from './internal/api-promise';
export type { PageParams, IterateParams } from './internal/pagination';
export type { AccountResource, CreditsResource } from './resources/account';
export type { ApiKeysResource } from './resources/api-keys';
export {
  PROCESSOR_VERSIONS,
  type ConvertResource,
  type ConvertRequestOptions,
  type PdfRequestOptions,
  type ProcessorVersion,
} from './resources/convert';
export type { InvoicesResource } from './resources/invoices';
export type { LogsResource } from './resources/logs';
export type { TemplatesResource, TemplateGenerateResult } from './resources/templates';

// What a conversion takes (the types; the rules are `@doc-convert/core/options`).
export type { ConversionFormat } from './options/parse';
export type { ConversionOptions, BasicAuth, Cookie, Webhook, WebhookOptions } from './options/shared';
export type { PdfOptions, HeaderFooter, PdfMetadata, Protection } from './options/pdf';
export { PAGE_FORMATS, type PageFormat, type PdfFormat } from './options/page-formats';
export type { Margin, MarginSides } from './options/margin';
export type { Watermark, WatermarkFontFamily, WatermarkOffsetX, WatermarkOffsetY } from './options/watermark';
export type {
  ImageConversionOptions,
  PngOptions,
  JpegOptions,
  WebpOptions,
  Clip,
  ImageDpi,
} from './options/image';
export type { LogsListParams, LogStatus } from './options/logs';
export type {
  TemplateCreateParams,
  TemplateUpdateParams,
  TemplateGenerateParams,
  TemplateExt,
} from './options/template';
export type { TemplateData } from './options/template-data';

// What a conversion answers, and its headers.
export {
  CONVERSION_CONTENT_TYPES,
  FileConversion,
  type Conversion,
  type FileSink,
  type StoredConversion,
  type QueuedConversion,
} from './conversion';
export type {
  Account,
  ApiKey,
  ConversionResult,
  Credits,
  Invoice,
  LogEntry,
  LogsPage,
  Page,
  Plan,
  QueuedAcknowledgement,
  Template,
} from './responses';
export {
  normalizeHeaders,
  parseConversionMetadata,
  type ConversionMetadata,
  type RateLimit,
} from './metadata';

// Bookmarks from headings.
export {
  DEFAULT_OUTLINE_DEPTH,
  OUTLINE_MAX_DEPTH,
  OUTLINE_MIN_DEPTH,
  outlineDepth,
  outlineIssues,
  type OutlineOption,
} from './outline/option';
export type { OutlineHeading } from './outline/html';
export type { OutlineResult } from './internal/file-amendment';
export { addOutline, type AddOutlineOptions } from './add-outline';

// A book of PDFs you already have: the merge the Action's `merge` and the n8n node's Merge PDFs use.
export {
  loadMerge,
  mergePdfs,
  type BookCover,
  type BookDocument,
  type LinkCounts,
  type MergedBook,
  type MergePdfsDocument,
  type MergePdfsOptions,
  type MissingSection,
} from './merge-pdfs';

// Webhooks: the delivery checked against `webhook.secret`, and the header the secret travels in.
export {
  parseWebhook,
  WebhookVerificationError,
  type WebhookDelivery,
  type WebhookSuccess,
  type WebhookFailure,
  type WebhookHeaders,
  type WebhookRefusal,
  type ParseWebhookOptions,
} from './webhook';
export {
  WEBHOOK_SECRET_HEADER,
  WEBHOOK_SECRET_PATTERN,
  WEBHOOK_SECRET_RULE,
} from './internal/webhook-secret';

// Errors, and the redaction every face applies to what it shows.
export {
  DocConvertError,
  ValidationError,
  APIError,
  BadRequestError,
  AuthenticationError,
  ForbiddenError,
  InsufficientCreditsError,
  PermissionDeniedError,
  NotFoundError,
  SourceTimeoutError,
  RateLimitError,
  InternalServerError,
  ConnectionError,
  TimeoutError,
  AbortError,
  ResponseDecodeError,
  FileWriteError,
  NOT_DELIVERED_CODES,
  abortError,
  type ValidationIssue,
} from './errors';
export { redact, redactDeep } from './internal/redact';

// Escaping text for HTML and XML (the one escaper of the repository).
export { escapeAttributeValue, escapeHtml } from './html/escape';

// The transport seam.
export type { Transport, TransportRequest, TransportResponse, TransportBody, HttpMethod } from './transport';

// The variables a template reads.
export {
  templateVariables,
  missingVariables,
  nestVariables,
  type TemplateVariable,
  type TemplateVariableType,
} from './template-variables';

// Markdown as a conversion's source: what it takes and answers, and the seam a face's preparation plugs into.
export type {
  FromMarkdown,
  MarkdownDocument,
  MarkdownLoader,
  MarkdownPreparation,
  MarkdownProblem,
  MarkdownProblemKind,
  MarkdownResult,
  MarkdownSource,
  PreparedMarkdown,
} from './markdown';
