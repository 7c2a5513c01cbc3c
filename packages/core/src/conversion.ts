// What a conversion answers, as a discriminated union on `kind`:
// - 'file': the PDF or image itself, read once as bytes, as a stream, or written atomically to a file;
// - 'stored': the JSON result when `filename` was given (a URL to download the stored file);
// - 'queued': the 202 acknowledgement when `webhook` was given.
// Conversions and documents generated from a template (other than HTML) answer alike. Each carries the
// metadata of the answer's headers (credits, durations, processor, rate limit).
import { DocConvertError, ResponseDecodeError } from './errors';
import {
  amendedBytes,
  amendedChunks,
  checkLength,
  type FileAmendment,
  type OutlineResult,
} from './internal/file-amendment';
import type { MarkdownResult } from './markdown';
import { parseConversionMetadata, type ConversionMetadata, type RateLimit } from './metadata';
import type { ConversionResult, QueuedAcknowledgement } from './responses';
import { loadedResponses, loadResponses } from './internal/lazy';
import type { ConversionFormat } from './options/parse';
import type { TransportBody, TransportResponse } from './transport';

/** Writes chunks to `path` atomically (temp file, length check, rename); returns the bytes written. */
export interface FileSink {
  write(
    path: string,
    chunks: AsyncIterable<Uint8Array>,
    expectedLength: number | undefined,
    options?: FileSinkOptions,
  ): Promise<number>;
}

interface FileSinkOptions {
  /** The chunks come from a body whose whole-buffer chunks are the writer's alone (TransportBody.releasable). */
  releaseWritten?: boolean;
}

/** The content type of each format's file. */
export const CONVERSION_CONTENT_TYPES: Readonly<Record<ConversionFormat, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

interface ConversionBase<F extends ConversionFormat> {
  /** What was rendered: `'pdf'` for `convert.pdf()` and a template generated as pdf, and so on. */
  format: F;
  /** HTTP status of the answer (200 or 202). */
  status: number;
  /** What the answer's headers said: credits cost and used, durations, processor, request id, rate limit. */
  metadata: ConversionMetadata;
  /** From Markdown (`markdown` given): the document's title and the problems found in it. */
  markdown?: MarkdownResult;
}

/** The converted file, streamed from the service. Read it once: `bytes()`, `stream()` or `toFile()`. */
export class FileConversion<F extends ConversionFormat = ConversionFormat> implements ConversionBase<F> {
  /** Tells the three answers apart. */
  readonly kind = 'file' as const;
  /** The Content-Type the service sent, e.g. `application/pdf`. */
  readonly contentType: string;
  /** From Content-Length, when the service sent it. */
  readonly contentLength: number | undefined;
  #body: TransportBody | undefined;
  readonly #sink: FileSink | undefined;
  readonly #amendment: FileAmendment | undefined;
  /**
   * From Markdown (`markdown` given): the document's title and the problems found in it; for a PDF with diagrams,
   * the ones the renderer could not draw are added once the file is read.
   */
  markdown?: MarkdownResult;

  /** @internal made by the client from an answer */
  constructor(
    /** What was rendered: `'pdf'` for `convert.pdf()`, and so on. */
    readonly format: F,
    /** HTTP status of the answer (200). */
    readonly status: number,
    /** What the answer's headers said: credits cost and used, durations, processor, request id, rate limit. */
    readonly metadata: ConversionMetadata,
    response: TransportResponse,
    sink: FileSink | undefined,
    amendment?: FileAmendment,
  ) {
    this.#sink = sink;
    this.#amendment = amendment;
    this.contentType = response.headers['content-type'] ?? 'application/octet-stream';
    const length = Number(response.headers['content-length']);
    this.contentLength =
      response.headers['content-length'] !== undefined && Number.isFinite(length) ? length : undefined;
    this.#body = response.body;
  }

  /**
   * With the `outline` request option: what the outline did, once the file was read (`bytes()`, `toFile()`,
   * or `stream()` to its end): the bookmarks written, the headings found on no page. Undefined without it.
   */
  get outline(): OutlineResult | undefined {
    return this.#amendment?.result;
  }

  #take(): TransportBody {
    const body = this.#body;
    if (!body) throw new DocConvertError('The file of this conversion was already read (or discarded).');
    this.#body = undefined;
    return body;
  }

  /** The whole file in memory. Fails with ConnectionError when fewer bytes arrive than announced. */
  async bytes(): Promise<Uint8Array> {
    if (this.#amendment) return amendedBytes(this.#take(), this.contentLength, this.#amendment);
    const bytes = await this.#take().bytes();
    checkLength(bytes.byteLength, this.contentLength);
    return bytes;
  }

  /** The file as it arrives, chunk by chunk (pass to stream.pipeline or Readable.from). */
  stream(): AsyncIterable<Uint8Array> {
    const body = this.#take();
    return this.#amendment ? amendedChunks(body, this.contentLength, this.#amendment) : body;
  }

  /**
   * Writes the file to `path` without holding it in memory: into a temporary file beside it, checked against
   * Content-Length, then renamed. Returns the number of bytes. The folder must exist (it is not created).
   * On any failure `path` is left as it was and no temporary file remains: a file system failure throws
   * FileWriteError (naming `path`, the system error as `cause`), a broken download ConnectionError, an abort
   * AbortError.
   */
  async toFile(path: string): Promise<number> {
    if (!this.#sink) {
      await this.discard();
      throw new DocConvertError(
        'toFile() needs a file system: this client was created without one; use bytes().',
      );
    }
    const body = this.#take();
    try {
      // An amended file is longer than announced: its length is checked as it passes (amendedChunks).
      const amendment = this.#amendment;
      const chunks = amendment ? amendedChunks(body, this.contentLength, amendment) : body;
      const expected = amendment ? undefined : this.contentLength;
      return await this.#sink.write(path, chunks, expected, { releaseWritten: body.releasable });
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

/** The answer of a conversion with `filename`: the file was stored, `result.url` downloads it for two days. */
export interface StoredConversion<F extends ConversionFormat = ConversionFormat> extends ConversionBase<F> {
  /** Tells the three answers apart. */
  kind: 'stored';
  /** The JSON result: `url` of the stored file, `filesize`, `duration`, `pdf_pages`, ... */
  result: ConversionResult;
}

/** The answer of a conversion with `webhook`: queued (202); the result will be POSTed to the webhook. */
export interface QueuedConversion<F extends ConversionFormat = ConversionFormat> extends ConversionBase<F> {
  /** Tells the three answers apart. */
  kind: 'queued';
  /** The 202 answer's body. */
  acknowledgement: QueuedAcknowledgement;
}

/**
 * What a conversion to `F` answers, told apart by `kind`: the file itself (`'file'`), the stored file's URL
 * when `filename` was given (`'stored'`), or an acknowledgement when `webhook` was given (`'queued'`).
 */
export type Conversion<F extends ConversionFormat = ConversionFormat> =
  FileConversion<F> | StoredConversion<F> | QueuedConversion<F>;

async function readJson(response: TransportResponse): Promise<unknown> {
  const text = await response.body.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ResponseDecodeError(`The conversion answered ${response.status} with a body that is not JSON.`);
  }
}

/** The media type of a Content-Type header, lower-cased, without its parameters (`; charset=...`). */
function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

/**
 * The media types a file answer may have: the format's own, and for `encode` (Base64 text) also text/plain.
 * The service documents the default answer as "the raw binary document"
 * (https://docs.pdfshift.io/docs/varying-responses) and does not name the type of an encoded one; text/plain
 * is what the local server sends.
 */
function fileTypesOf(format: ConversionFormat, encoded: boolean): readonly string[] {
  const own = CONVERSION_CONTENT_TYPES[format];
  return encoded ? [own, 'text/plain'] : [own];
}

/** How a conversion was asked for, as far as reading its answer goes. */
export interface ConversionAnswer<F extends ConversionFormat> {
  format: F;
  /** `encode` was set: the file comes as Base64 text. */
  encoded: boolean;
  /** What to append to a file answer as it is read (the outline option). */
  amendment?: FileAmendment;
}

/**
 * Reads a successful conversion answer into its form, going by the status and the content type. Only a
 * document is taken for a file: an answer of any other type (a proxy's or a captive portal's HTML page, an
 * empty answer without a type) is a ResponseDecodeError, its body dropped unread, so nothing is written.
 */
export async function readConversion<F extends ConversionFormat>(
  { format, encoded, amendment }: ConversionAnswer<F>,
  response: TransportResponse,
  sink: FileSink | undefined,
  rateLimit?: RateLimit,
): Promise<Conversion<F>> {
  const metadata = parseConversionMetadata(response.headers, rateLimit);
  const type = mediaTypeOf(response.headers['content-type']);
  const isJson = type !== undefined && /\bjson\b/.test(type);
  if (response.status !== 202 && !isJson) {
    const expected = fileTypesOf(format, encoded);
    if (type === undefined || !expected.includes(type)) {
      await response.body.cancel().catch(() => undefined);
      throw new ResponseDecodeError(
        `The conversion to ${format} answered ${response.status} with ${type ?? 'no content type'}, not ${expected.join(' or ')}: that is not the document, and nothing was written. Something other than the service may have answered (a proxy or a captive portal); check baseUrl.`,
      );
    }
    return new FileConversion(format, response.status, metadata, response, sink, amendment);
  }
  const { conversionAnswers, READ_ONCE } = loadedResponses() ?? (await loadResponses());
  if (response.status === 202) {
    const parsed = conversionAnswers.queued.safeParse(await readJson(response), READ_ONCE);
    if (!parsed.success) throw new ResponseDecodeError('The 202 answer is not a queued acknowledgement.');
    return { kind: 'queued', format, status: 202, metadata, acknowledgement: parsed.data };
  }
  const parsed = conversionAnswers.result.safeParse(await readJson(response), READ_ONCE);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResponseDecodeError(
      `The JSON conversion result is not as documented: ${issue?.path.join('.') || 'body'}: ${issue?.message}.`,
    );
  }
  return { kind: 'stored', format, status: response.status, metadata, result: parsed.data };
}
