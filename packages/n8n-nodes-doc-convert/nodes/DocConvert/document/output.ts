// Where a document goes and what the node outputs for it. readOutputSettings() decides, in one place, the
// output mode, the binary field and file name, and the stored file's name; run as an AI agent's tool, the node
// always answers JSON Result (a stored file's URL), since agents cannot take binary output. conversionItem()
// turns the answer into the output item: whatever the output mode (Binary File, JSON Result or both) and
// whatever the service answered (the file, a stored file's JSON, a queued acknowledgement), the item's JSON
// has one shape, ConversionOutput, built in one place (conversionOutput): the facts the headers and the body
// both tell (durations, the source's status) are merged, not repeated; dates are ISO 8601 strings.
import {
  NodeOperationError,
  randomString,
  type IBinaryKeyData,
  type IDataObject,
  type IExecuteFunctions,
  type INodeExecutionData,
} from 'n8n-workflow';
import {
  CONVERSION_CONTENT_TYPES as MIME_TYPES,
  type Conversion,
  type ConversionFormat,
  type FileConversion,
  type ConversionMetadata,
  type ConversionResult,
  type MarkdownResult,
} from '@doc-convert/core';
import { checkStorable } from '../helpers/binaryLimits';
import { defined, rateLimitJson, type RateLimitJson } from '../helpers/records';
import { isNodeReadable, StreamBody, type NodeReadable } from '../transport';

export type OutputMode = 'file' | 'json' | 'both';

/** The JSON of every conversion output item. Keys are absent when the answer does not tell them. */
export interface ConversionOutput extends IDataObject {
  /** pdf, png, jpeg or webp. */
  format: ConversionFormat;
  /** The file's name: the binary field's file, or the stored file's. */
  fileName?: string;
  mimeType?: string;
  /** Bytes. */
  fileSize?: number;
  /** Pages of a PDF, when the service counted them (stored results). */
  pages?: number;
  /** Where the service stores the file for two days (JSON Result, or both). */
  url?: string;
  /** The file Base64-encoded, with the Base64 in JSON option. */
  base64?: string;
  /** True when the conversion was queued for a webhook: no file yet. */
  queued: boolean;
  /** Look the request up with Log → Get. */
  requestId?: string;
  /** What the conversion costs, in credits: what it would have cost, in sandbox. */
  creditsCost?: number;
  /** 0 in sandbox. */
  creditsUsed?: number;
  /**
   * True for a sandbox run (watermarked, free: creditsUsed 0 whatever creditsCost says); absent otherwise, and
   * where the node cannot know (a Doc Convert Trigger's delivery).
   */
  sandbox?: true;
  /** Loading the source and rendering, in milliseconds. */
  durationMs?: number;
  /** Loading the source, in milliseconds. */
  loadDurationMs?: number;
  /** HTTP status of the source URL when the service loaded it. */
  sourceStatusCode?: number;
  /** The server that rendered. */
  processor?: string;
  /** With Bookmarks from Headings: how many bookmarks were written (0: none of the headings was found). */
  bookmarks?: number;
  /**
   * From a Markdown source: the document's title, the problems found (a formula or a diagram that did not
   * render: its kind, file, line and the parser's message) and whether the diagrams were checked.
   */
  markdown?: IDataObject;
  /** When the service converted (stored results). */
  executedAt?: string;
  rateLimit?: RateLimitJson;
}

/** What one answer tells, gathered from wherever it came from. */
export interface OutputFacts {
  format: ConversionFormat;
  metadata: ConversionMetadata;
  file?: { fileName: string; mimeType: string; fileSize?: number };
  stored?: ConversionResult;
  base64?: string;
  queued?: boolean;
  /** From a Markdown source: its title and problems. */
  markdown?: MarkdownResult;
  /** Bookmarks written by Bookmarks from Headings. */
  bookmarks?: number;
  /** Whether the request was a sandbox one (the node sent it so); undefined where unknown. */
  sandbox?: boolean;
}

function isoOrAsGiven(date: string | undefined): string | undefined {
  if (date === undefined) return undefined;
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toISOString();
}

/** The one output shape. Headers win over the stored result's body where both tell the same fact. */
export function conversionOutput(facts: OutputFacts): ConversionOutput {
  const { metadata, stored, file } = facts;
  return defined({
    format: facts.format,
    fileName: file?.fileName,
    mimeType: file?.mimeType,
    fileSize: file?.fileSize ?? stored?.filesize,
    pages: stored?.pdf_pages,
    url: stored?.url,
    base64: facts.base64,
    queued: facts.queued === true,
    requestId: metadata.requestId,
    creditsCost: metadata.creditsCost,
    creditsUsed: metadata.creditsUsed,
    sandbox: facts.sandbox === true ? true : undefined,
    durationMs: metadata.serviceDuration ?? stored?.duration,
    loadDurationMs: metadata.responseDuration ?? stored?.response.duration,
    sourceStatusCode: metadata.sourceStatusCode ?? stored?.response['status-code'],
    processor: metadata.processor,
    bookmarks: facts.bookmarks,
    markdown: facts.markdown as IDataObject | undefined,
    executedAt: isoOrAsGiven(stored?.executed),
    rateLimit: rateLimitJson(metadata.rateLimit),
  }) as ConversionOutput;
}

/** The file name to give the output: the user's, else the input file's with the new extension, else `document`. */
function outputFileName(
  format: ConversionFormat,
  chosen: string,
  sourceFileName: string | undefined,
): string {
  if (chosen.trim() !== '') return chosen.trim();
  const stem = sourceFileName?.replace(/\.[^.]*$/, '').trim();
  return `${stem || 'document'}.${format}`;
}

export interface OutputSettings {
  output: OutputMode;
  binaryField: string;
  /** Name of the binary file (Binary File, or both). */
  fileName: string;
  /** The name the service stores the file under (JSON Result, or both): the stored file is `<name>.<format>`. */
  storageName: string | undefined;
  /** The service answers the file Base64-encoded (`encode`): it is decoded for the binary field. */
  base64: boolean;
  /** Bookmarks from Headings is on: the file is read whole, the outline added to it as it is. */
  bookmarks?: boolean;
  /** Sandbox was sent (the output says so); undefined where unknown (a Doc Convert Trigger's delivery). */
  sandbox?: boolean;
}

/** What the request asks for that the output settings depend on. */
export interface RequestedDelivery {
  /** The input file's name, when the HTML came from a binary field. */
  sourceFileName: string | undefined;
  /** A webhook is set: the Delivery options' fields, or Wait for the Document's resume URL. */
  webhook: boolean;
  /**
   * The webhook goes with JSON Result only (the Delivery options' fields before node version 1.2); otherwise
   * with every Output. webhookSent() decides.
   */
  webhookOnlyForJson: boolean;
  /** Base64 in JSON is on (Binary File only). */
  encode: boolean;
  /** Bookmarks from Headings is on. */
  outline?: boolean;
}

/**
 * Whether the node runs as an AI agent's tool: n8n 2 says so with isToolExecution(); the tool variant n8n makes
 * of a node usable as a tool has a type ending in "Tool" (and runs through the ordinary context when the
 * agent's engine requests it, where isToolExecution() answers false).
 */
export function runsAsTool(this: IExecuteFunctions): boolean {
  if (typeof this.isToolExecution === 'function' && this.isToolExecution()) return true;
  return this.getNode().type.endsWith('Tool');
}

/** A storage name for a tool's document: the file name's stem (or "document") and a random part, as the API allows. */
function toolStorageName(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'document'}-${randomString(8)}`;
}

/**
 * Whether the request goes with the webhook set, for this output mode: the conversion is then queued, and the
 * service stores the file under a name of its own and calls with its URL. Otherwise the webhook is left out.
 */
export function webhookSent(output: OutputMode, requested: RequestedDelivery): boolean {
  return requested.webhook && (output === 'json' || !requested.webhookOnlyForJson);
}

/** Where one item's document goes: the output mode, the binary field and file name, the storage name. */
export function readOutputSettings(
  this: IExecuteFunctions,
  itemIndex: number,
  format: ConversionFormat,
  requested: RequestedDelivery,
): OutputSettings {
  const tool = runsAsTool.call(this);
  const output: OutputMode = tool ? 'json' : (this.getNodeParameter('output', itemIndex) as OutputMode);
  const fileName = outputFileName(
    format,
    this.getNodeParameter('fileName', itemIndex, '') as string,
    requested.sourceFileName,
  );
  const chosenStorage =
    output === 'file' ? '' : (this.getNodeParameter('storageFileName', itemIndex, '') as string).trim();
  let storageName = chosenStorage === '' ? undefined : chosenStorage;
  if (output !== 'file' && storageName === undefined && !webhookSent(output, requested)) {
    if (!tool) {
      throw new NodeOperationError(
        this.getNode(),
        'Storage File Name: is required for this output (the service stores the file and answers its URL)',
        {
          itemIndex,
          description:
            'Set a Storage File Name of at least 7 letters, digits, "-" or "_", or choose the Binary File output.' +
            (output === 'json' ? ' With a Webhook URL (Options → Delivery) the name may be left empty.' : ''),
        },
      );
    }
    storageName = toolStorageName(fileName);
  }
  return {
    output,
    binaryField: this.getNodeParameter('outputBinaryField', itemIndex, 'data') as string,
    fileName,
    storageName,
    base64: output === 'file' && requested.encode,
    bookmarks: requested.outline === true,
  };
}

/**
 * What handing a file to n8n needs: a node's execution, or the webhook call that delivers a queued document
 * (the Doc Convert Trigger, and Wait for the Document).
 */
export type FileContext = Pick<IExecuteFunctions, 'getNode'> & {
  helpers: Pick<IExecuteFunctions['helpers'], 'httpRequest' | 'prepareBinaryData'>;
};

/** A file to hand n8n: its bytes, or a stream n8n reads as it stores (filesystem mode writes it to disk). */
type FileData = Uint8Array | NodeReadable;

/** Downloads a stored result, as a stream. Its URL is pre-signed: no credential goes with it. */
async function download(
  this: FileContext,
  url: string,
): Promise<{ data: FileData; length?: number; mimeType?: string }> {
  const response = (await this.helpers.httpRequest({
    method: 'GET',
    url,
    encoding: 'stream',
    returnFullResponse: true,
  })) as { body: unknown; headers: Record<string, string | undefined> };
  const mimeType = response.headers['content-type']?.split(';')[0]?.trim();
  const data = isNodeReadable(response.body) ? response.body : Buffer.from(response.body as Uint8Array);
  return { data, length: contentLength(response.headers['content-length']), mimeType };
}

function contentLength(header: string | undefined): number | undefined {
  const length = Number(header);
  return header !== undefined && header !== '' && Number.isInteger(length) ? length : undefined;
}

/** The code of an error or of its cause (ECONNRESET, UND_ERR_SOCKET). */
function codeOf(error: unknown): string | undefined {
  return [error, (error as { cause?: unknown } | undefined)?.cause]
    .map((e) => (e as { code?: unknown } | undefined)?.code)
    .find((c): c is string => typeof c === 'string');
}

/**
 * The file in the binary field, and its size: a stream goes to n8n unread, so a 256 MB PDF never sits in this
 * process whole (in n8n's memory mode n8n itself reads it into memory). The size is what n8n stored; a stream
 * that ends short of its announced length fails the item rather than leaving a cut file in the field. When
 * n8n itself cannot store the file (database mode's size limit, a full disk), its own error reaches the user:
 * only a failure of the stream itself is the download's.
 */
async function binaryOf(
  this: FileContext,
  settings: OutputSettings,
  data: FileData,
  mimeType: string,
  announced: number | undefined,
): Promise<{ binary: IBinaryKeyData; fileSize: number | undefined }> {
  const file = isNodeReadable(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const brokeOff = (reason: string) =>
    new NodeOperationError(
      this.getNode(),
      `The file broke off before all of it arrived (${reason}); nothing was output.`,
    );
  // The stream's own failure (the connection's), told from n8n's failure to store what it read.
  let streamFailure: unknown;
  if (isNodeReadable(data)) data.once?.('error', (error: unknown) => (streamFailure ??= error));
  const binary = await this.helpers
    .prepareBinaryData(
      file as Parameters<FileContext['helpers']['prepareBinaryData']>[0],
      settings.fileName,
      mimeType,
    )
    .catch((error: unknown) => {
      if (isNodeReadable(data) && streamFailure !== undefined) {
        throw brokeOff(codeOf(streamFailure) ?? codeOf(error) ?? 'connection error');
      }
      if (isNodeReadable(data)) data.destroy();
      throw new NodeOperationError(
        this.getNode(),
        `n8n could not store the file: ${(error as Error)?.message ?? String(error)}`,
        {
          description:
            'n8n’s binary data storage refused it (N8N_DEFAULT_BINARY_DATA_MODE and its settings decide where files go and how big they may be).',
        },
      );
    });
  const fileSize = binary.bytes ?? (isNodeReadable(data) ? announced : data.byteLength);
  if (announced !== undefined && fileSize !== undefined && fileSize !== announced) {
    throw brokeOff(`${fileSize} of ${announced} bytes`);
  }
  return { binary: { [settings.binaryField]: binary }, fileSize };
}

/** A conversion's file as n8n's stream when the transport streamed it, else its bytes. */
function fileData(conversion: FileConversion): FileData | Promise<Uint8Array> {
  const body = conversion.stream();
  return body instanceof StreamBody ? body.takeStream() : collect(body);
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  // A body read whole is one chunk: no copy of it.
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

export async function conversionItem(
  this: IExecuteFunctions,
  itemIndex: number,
  conversion: Conversion,
  settings: OutputSettings,
): Promise<INodeExecutionData> {
  const pairedItem = { item: itemIndex };
  const { format, metadata } = conversion;
  if (conversion.kind === 'queued') {
    const { sandbox } = settings;
    const markdown = conversion.markdown;
    return { json: conversionOutput({ format, metadata, queued: true, sandbox, markdown }), pairedItem };
  }
  if (conversion.kind === 'file') {
    if (settings.output === 'json' || settings.base64) {
      return bufferedFileItem.call(this, itemIndex, conversion, settings);
    }
    const mimeType = conversion.contentType.split(';')[0]!.trim() || MIME_TYPES[format];
    await checkStorable(this, conversion.contentLength).catch(async (error: unknown) => {
      await conversion.discard();
      throw error;
    });
    // With bookmarks (or a Markdown PDF's diagrams to check) the PDF is read whole, once, the outline appended in
    // the same buffer (its length is checked as it arrives); otherwise it streams to n8n unread.
    const whole = settings.bookmarks || conversion.markdown?.diagrams === 'unchecked';
    const data = whole ? await conversion.bytes() : await fileData(conversion);
    const announced = whole ? undefined : conversion.contentLength;
    const { binary, fileSize } = await binaryOf.call(this, settings, data, mimeType, announced);
    const file = { fileName: settings.fileName, mimeType, fileSize };
    const bookmarks = conversion.outline?.bookmarks;
    const markdown = conversion.markdown;
    const json = conversionOutput({ format, metadata, file, bookmarks, sandbox: settings.sandbox, markdown });
    return { json, binary, pairedItem };
  }
  const item = await storedItem.call(this, {
    format,
    metadata,
    stored: conversion.result,
    settings,
    pairedItem,
  });
  if (conversion.markdown) item.json.markdown = conversion.markdown as unknown as IDataObject;
  return item;
}

/**
 * A stored file's item: its URL and details in JSON, and with Binary File (or both) the file downloaded into the
 * binary field. A conversion with a storage name answers one; so does the service's webhook call.
 */
export async function storedItem(
  this: FileContext,
  facts: {
    format: ConversionFormat;
    metadata: ConversionMetadata;
    stored: ConversionResult;
    settings: OutputSettings;
    pairedItem?: INodeExecutionData['pairedItem'];
  },
): Promise<INodeExecutionData> {
  const { format, metadata, stored, settings, pairedItem } = facts;
  if (settings.output === 'json') {
    const fileName = `${settings.storageName ?? 'document'}.${format}`;
    const file = { fileName, mimeType: MIME_TYPES[format], fileSize: stored.filesize };
    return {
      json: conversionOutput({ format, metadata, stored, file, sandbox: settings.sandbox }),
      pairedItem,
    };
  }
  const downloaded = await download.call(this, stored.url);
  await checkStorable(this, downloaded.length).catch((error: unknown) => {
    if (isNodeReadable(downloaded.data)) downloaded.data.destroy();
    throw error;
  });
  const mimeType = downloaded.mimeType || MIME_TYPES[format];
  const { binary, fileSize } = await binaryOf.call(
    this,
    settings,
    downloaded.data,
    mimeType,
    downloaded.length,
  );
  const file = { fileName: settings.fileName, mimeType, fileSize };
  // Binary File alone (a delivered document, as a direct conversion outputs it): no stored file's facts.
  const told = settings.output === 'file' ? undefined : stored;
  const json = conversionOutput({ format, metadata, stored: told, file, sandbox: settings.sandbox });
  return { json, binary, pairedItem };
}

/** Base64 in JSON (the service answers the file as Base64 text, which the JSON carries whole): read in memory. */
async function bufferedFileItem(
  this: IExecuteFunctions,
  itemIndex: number,
  conversion: FileConversion,
  settings: OutputSettings,
): Promise<INodeExecutionData> {
  const pairedItem = { item: itemIndex };
  const { format, metadata } = conversion;
  const received = await conversion.bytes();
  const base64 = settings.base64 ? new TextDecoder().decode(received).trim() : undefined;
  const bytes = base64 === undefined ? received : Buffer.from(base64, 'base64');
  const mimeType =
    (base64 === undefined && conversion.contentType.split(';')[0]!.trim()) || MIME_TYPES[format];
  const file = { fileName: settings.fileName, mimeType, fileSize: bytes.byteLength };
  const { sandbox } = settings;
  const json = conversionOutput({ format, metadata, file, base64, sandbox, markdown: conversion.markdown });
  if (settings.output === 'json') return { json, pairedItem };
  const { binary } = await binaryOf.call(this, settings, bytes, mimeType, undefined);
  return { json, binary, pairedItem };
}
