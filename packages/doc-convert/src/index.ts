// The npm library's public surface, all of it, in one place: what a user of the client needs, by group. Most of
// it is the shared core's (@doc-convert/core); what this package adds is the Node side: `DocConvert` with the
// undici transport, timers, atomic files and the environment (./doc-convert.ts). Everything else stays private, so
// it can change without breaking anyone; test/surface.package.test.ts pins this list in the built package.
import { unsupportedNodeMessage } from './internal/node-version';

// Refuse an old Node.js in a sentence, before the first request would fail inside undici.
const unsupported = unsupportedNodeMessage(process.versions.node);
if (unsupported) throw new Error(unsupported);

// The client, its settings, and the options every call takes.
export { DocConvert, type DocConvertOptions } from './doc-convert';
export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS } from '@doc-convert/core';
export { VERSION } from '@doc-convert/core';
export type { RequestOptions } from '@doc-convert/core';
export type { RetryPolicy } from '@doc-convert/core';
export type { Sleep } from '@doc-convert/core';
export type { Logger, LogLevel } from '@doc-convert/core';
export type { UndiciTransportOptions } from './internal/undici';

// What every method returns: a Promise with withResponse(), and for lists one you can also walk with for await.
export type { APIPromise, PagePromise, WithResponse } from '@doc-convert/core';

// The client's resources, one per group of endpoints (client.account, client.convert, ...).
export type { AccountResource, CreditsResource } from '@doc-convert/core';
export type { ApiKeysResource } from '@doc-convert/core';
export type { ConvertResource } from '@doc-convert/core';
export type { InvoicesResource } from '@doc-convert/core';
export type { LogsResource } from '@doc-convert/core';
export type { TemplatesResource } from '@doc-convert/core';

// What a conversion takes: convert.pdf(), png(), jpeg(), webp() (and templates.generate() beside `data`).
export type { ConversionOptions, BasicAuth, Cookie, Webhook, WebhookOptions } from '@doc-convert/core';
export type { PdfOptions, HeaderFooter, PdfMetadata, Protection } from '@doc-convert/core';
export { PAGE_FORMATS, type PageFormat, type PdfFormat } from '@doc-convert/core';
export type { Margin, MarginSides } from '@doc-convert/core';
export type { Watermark, WatermarkFontFamily, WatermarkOffsetX, WatermarkOffsetY } from '@doc-convert/core';
export type {
  ImageConversionOptions,
  PngOptions,
  JpegOptions,
  WebpOptions,
  Clip,
  ImageDpi,
} from '@doc-convert/core';
export {
  PROCESSOR_VERSIONS,
  type ProcessorVersion,
  type ConvertRequestOptions,
  type PdfRequestOptions,
} from '@doc-convert/core';

// What a conversion answers: a file, a stored file's URL, or a queued acknowledgement; and its headers.
export type {
  Conversion,
  ConversionFormat,
  FileConversion,
  StoredConversion,
  QueuedConversion,
} from '@doc-convert/core';
export type { ConversionResult, QueuedAcknowledgement } from '@doc-convert/core';
export type { ConversionMetadata, RateLimit } from '@doc-convert/core';

// Markdown as the source of a conversion (`markdown` in place of `source`) and what it answers besides the file.
export type {
  FromMarkdown,
  MarkdownDocument,
  MarkdownProblem,
  MarkdownProblemKind,
  MarkdownResult,
  MarkdownSource,
} from '@doc-convert/core';

// Bookmarks from headings: the `outline` request option of a PDF, and the same for a PDF you already have.
export type { OutlineOption } from '@doc-convert/core';
export type { OutlineResult } from '@doc-convert/core';
export { addOutline, type AddOutlineOptions, type OutlineHeading } from '@doc-convert/core';

// Two PDFs compared page by page (pages matched by their text): what a change did to a document.
export { comparePdfs } from './compare/index';
export type {
  PdfComparison,
  PdfComparisonOptions,
  PdfComparisonImageOptions,
  PdfCanvasModule,
  PdfComparisonSummary,
  PdfPageChange,
  PdfChangedPage,
  PdfAddedPage,
  PdfRemovedPage,
  PdfMovedPage,
  PdfTextDiff,
  PdfPageImages,
} from './compare/types';
// A book of PDFs you already have: order, contents, page numbers, running heads, bookmarks, links that land.
export {
  mergePdfs,
  type BookCover,
  type BookDocument,
  type LinkCounts,
  type MergedBook,
  type MergePdfsDocument,
  type MergePdfsOptions,
  type MissingSection,
} from '@doc-convert/core';

// Receiving the service's webhook call: the typed delivery, checked against `webhook.secret`.
export {
  parseWebhook,
  WebhookVerificationError,
  type WebhookDelivery,
  type WebhookSuccess,
  type WebhookFailure,
  type WebhookHeaders,
  type WebhookRefusal,
  type ParseWebhookOptions,
} from '@doc-convert/core';

// The other operations' parameters and answers.
export type {
  Account,
  Plan,
  Credits,
  Invoice,
  ApiKey,
  LogEntry,
  LogsPage,
  Template,
  Page,
} from '@doc-convert/core';
export type { PageParams, IterateParams } from '@doc-convert/core';
export type { LogsListParams, LogStatus } from '@doc-convert/core';
export type {
  TemplateCreateParams,
  TemplateUpdateParams,
  TemplateGenerateParams,
  TemplateExt,
} from '@doc-convert/core';
export type { TemplateData } from '@doc-convert/core';
export type { TemplateGenerateResult } from '@doc-convert/core';

// Errors: one base class, one class per answer status and per local failure (docs/library.md: the errors table).
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
  type ValidationIssue,
} from '@doc-convert/core';

// A transport of your own (`transport` option): the client speaks only this interface.
export type {
  Transport,
  TransportRequest,
  TransportResponse,
  TransportBody,
  HttpMethod,
} from '@doc-convert/core';

// The variables a template reads (Handlebars' parser), and which of them a piece of data lacks.
export {
  templateVariables,
  missingVariables,
  nestVariables,
  type TemplateVariable,
  type TemplateVariableType,
} from '@doc-convert/core';
