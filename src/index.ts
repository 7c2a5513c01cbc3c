// The npm library: `DocConvert` is the core client with Node defaults (the undici transport, timers and
// atomic file output), plus every public type and error class.
import { unsupportedNodeMessage } from './node-version';

// Refuse an old Node.js in a sentence, before the first request would fail inside undici.
const unsupported = unsupportedNodeMessage(process.versions.node);
if (unsupported) throw new Error(unsupported);

export { DocConvert, type DocConvertOptions } from './doc-convert';
export { DocConvertClient, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type ClientOptions } from './client';
export { UndiciTransport, type UndiciTransportOptions } from './transports/undici';
export { nodeFileSink } from './transports/file-sink';
export * from './errors';
export * from './options';
export type { Transport, TransportRequest, TransportResponse, TransportBody, HttpMethod } from './transport';
export type { ConversionMetadata, RateLimit } from './metadata';
export {
  FileConversion,
  CONVERSION_CONTENT_TYPES,
  type Conversion,
  type ConversionFormat,
  type StoredConversion,
  type QueuedConversion,
  type FileSink,
} from './conversion';
export type {
  Account,
  Plan,
  Credits,
  Invoice,
  Template,
  ApiKey,
  LogEntry,
  LogsPage,
  Page,
  ConversionResult,
  QueuedAcknowledgement,
  ErrorBody,
  ErrorsBody,
} from './responses';
export type { PageParams, IterateParams } from './pagination';
export type { RequestOptions } from './request';
export { PROCESSOR_VERSIONS, type ProcessorVersion, type ConvertRequestOptions } from './resources/convert';
export type { TemplateGenerateResult } from './resources/templates';
export type { Sleep } from './rate-limit';
export type { RetryPolicy } from './retry';
export { VERSION } from './version';
