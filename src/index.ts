// The npm library: `DocConvert` is the core client with Node defaults (the undici transport, timers and
// atomic file output), plus every public type and error class.
import { DocConvertClient, type ClientOptions } from './client';
import { nodeFileSink } from './transports/file-sink';
import { sleep } from './transports/sleep';
import { UndiciTransport, type UndiciTransportOptions } from './transports/undici';

export interface DocConvertOptions extends Partial<Omit<ClientOptions, 'apiKey'>> {
  apiKey: string;
  /** Pool settings of the default undici transport (ignored when `transport` is given). */
  pool?: UndiciTransportOptions;
}

/**
 * The Document Conversion API v3 client.
 *
 * ```ts
 * const client = new DocConvert({ apiKey: process.env.DOC_CONVERT_API_KEY! });
 * const pdf = await client.convert.pdf({ source: '<h1>Hello</h1>', sandbox: true });
 * if (pdf.kind === 'file') await pdf.toFile('hello.pdf');
 * ```
 */
export class DocConvert extends DocConvertClient {
  constructor(options: DocConvertOptions) {
    super({
      ...options,
      // The key is checked before a transport (and its connection pool) is created.
      transport: options.transport ?? lazyTransport(options.pool),
      sleep: options.sleep ?? sleep,
      fileSink: options.fileSink ?? nodeFileSink,
    });
  }
}

/** Creates the undici pool on first use, so a client that is never used opens nothing. */
function lazyTransport(pool: UndiciTransportOptions | undefined): ClientOptions['transport'] {
  let transport: UndiciTransport | undefined;
  return {
    request: (request) => (transport ??= new UndiciTransport(pool)).request(request),
    close: async () => transport?.close(),
  };
}

export { DocConvertClient, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, type ClientOptions } from './client';
export { UndiciTransport, type UndiciTransportOptions } from './transports/undici';
export { nodeFileSink } from './transports/file-sink';
export * from './errors';
export * from './options';
export type { Transport, TransportRequest, TransportResponse, TransportBody, HttpMethod } from './transport';
export type { ConversionMetadata, RateLimit } from './metadata';
export {
  FileConversion,
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
  Page,
  ConversionResult,
  QueuedAcknowledgement,
  ErrorBody,
  ErrorsBody,
} from './responses';
export type { PageParams, IterateParams } from './pagination';
export type { RequestOptions } from './request';
export { PROCESSOR_VERSIONS, type ProcessorVersion, type ConvertRequestOptions } from './resources/convert';
export type { Sleep } from './rate-limit';
export type { RetryPolicy } from './retry';
export { VERSION } from './version';
