// What a conversion answers, as a discriminated union on `kind`:
// - 'file': the PDF or image itself, read once as bytes, as a stream, or written atomically to a file;
// - 'stored': the JSON result when `filename` was given (a URL to download the stored file);
// - 'queued': the 202 acknowledgement when `webhook` was given.
// Conversions and documents generated from a template (other than HTML) answer alike. Each carries the metadata of the answer's headers (credits, durations, processor, rate limit).
import { ConnectionError, DocConvertError, ResponseDecodeError } from './errors';
import { parseConversionMetadata, type ConversionMetadata, type RateLimit } from './metadata';
import type { ConversionResult, QueuedAcknowledgement } from './responses';
import { loadedResponses, loadResponses } from './responses-loader';
import type { TransportBody, TransportResponse } from './transport';

/** Writes chunks to `path` atomically (temp file, length check, rename); returns the bytes written. */
export interface FileSink {
  write(path: string, chunks: AsyncIterable<Uint8Array>, expectedLength: number | undefined): Promise<number>;
}

/** What a document is rendered as: a conversion's format, or a template's extension other than html. */
export type ConversionFormat = 'pdf' | 'png' | 'jpeg' | 'webp';

/** The content type of each format's file. */
export const CONVERSION_CONTENT_TYPES: Readonly<Record<ConversionFormat, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

interface ConversionBase {
  format: ConversionFormat;
  /** HTTP status of the answer (200 or 202). */
  status: number;
  metadata: ConversionMetadata;
}

/** The converted file, streamed from the service. Read it once. */
export class FileConversion implements ConversionBase {
  readonly kind = 'file' as const;
  readonly contentType: string;
  /** From Content-Length, when the service sent it. */
  readonly contentLength: number | undefined;
  #body: TransportBody | undefined;

  constructor(
    readonly format: ConversionFormat,
    readonly status: number,
    readonly metadata: ConversionMetadata,
    response: TransportResponse,
    private readonly sink: FileSink | undefined,
  ) {
    this.contentType = response.headers['content-type'] ?? 'application/octet-stream';
    const length = Number(response.headers['content-length']);
    this.contentLength =
      response.headers['content-length'] !== undefined && Number.isFinite(length) ? length : undefined;
    this.#body = response.body;
  }

  #take(): TransportBody {
    const body = this.#body;
    if (!body) throw new DocConvertError('The file of this conversion was already read (or discarded).');
    this.#body = undefined;
    return body;
  }

  /** The whole file in memory. Fails with ConnectionError when fewer bytes arrive than announced. */
  async bytes(): Promise<Uint8Array> {
    const bytes = await this.#take().bytes();
    if (this.contentLength !== undefined && bytes.byteLength !== this.contentLength) {
      throw new ConnectionError(
        `The file ended after ${bytes.byteLength} of ${this.contentLength} bytes; the connection broke.`,
      );
    }
    return bytes;
  }

  /** The file as it arrives, chunk by chunk (pass to stream.pipeline or Readable.from). */
  stream(): AsyncIterable<Uint8Array> {
    return this.#take();
  }

  /**
   * Writes the file to `path` without holding it in memory: into a temporary file beside it, checked against
   * Content-Length, then renamed. Returns the number of bytes. The folder must exist (it is not created).
   * On any failure `path` is left as it was and no temporary file remains: a file system failure throws
   * FileWriteError (naming `path`, the system error as `cause`), a broken download ConnectionError, an abort
   * AbortError.
   */
  async toFile(path: string): Promise<number> {
    if (!this.sink) {
      await this.discard();
      throw new DocConvertError(
        'toFile() needs a file system: this client was created without one; use bytes().',
      );
    }
    const body = this.#take();
    try {
      return await this.sink.write(path, body, this.contentLength);
    } catch (error) {
      // A sink that failed before reading (a missing folder) leaves the body unread: free the connection.
      await body.cancel().catch(() => undefined);
      throw error;
    }
  }

  /** Drops the file unread and frees the connection. */
  async discard(): Promise<void> {
    const body = this.#body;
    this.#body = undefined;
    await body?.cancel();
  }
}

export interface StoredConversion extends ConversionBase {
  kind: 'stored';
  /** The JSON result: `url` of the stored file, `filesize`, `duration`, `pdf_pages`, ... */
  result: ConversionResult;
}

export interface QueuedConversion extends ConversionBase {
  kind: 'queued';
  acknowledgement: QueuedAcknowledgement;
}

export type Conversion = FileConversion | StoredConversion | QueuedConversion;

async function readJson(response: TransportResponse): Promise<unknown> {
  const text = await response.body.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ResponseDecodeError(`The conversion answered ${response.status} with a body that is not JSON.`);
  }
}

/** Reads a successful conversion answer into its form, going by the status and the content type. */
export async function readConversion(
  format: ConversionFormat,
  response: TransportResponse,
  sink: FileSink | undefined,
  rateLimit?: RateLimit,
): Promise<Conversion> {
  const metadata = parseConversionMetadata(response.headers, rateLimit);
  const isJson = /\bjson\b/i.test(response.headers['content-type'] ?? '');
  if (response.status !== 202 && !isJson) {
    return new FileConversion(format, response.status, metadata, response, sink);
  }
  const { queuedSchema, conversionResultSchema } = loadedResponses() ?? (await loadResponses());
  if (response.status === 202) {
    const parsed = queuedSchema.safeParse(await readJson(response));
    if (!parsed.success) throw new ResponseDecodeError('The 202 answer is not a queued acknowledgement.');
    return { kind: 'queued', format, status: 202, metadata, acknowledgement: parsed.data };
  }
  const parsed = conversionResultSchema.safeParse(await readJson(response));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResponseDecodeError(
      `The JSON conversion result is not as documented: ${issue?.path.join('.') || 'body'}: ${issue?.message}.`,
    );
  }
  return { kind: 'stored', format, status: response.status, metadata, result: parsed.data };
}
