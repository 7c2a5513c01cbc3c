// Turns a conversion's answer into the node's output item: the file in a binary field, the service's JSON result
// (stored file or queued acknowledgement), or both, and always the metadata of the answer (credits, timings,
// processor, pages when known, rate limit) under `metadata`.
import type { IBinaryKeyData, IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import type { Conversion, ConversionFormat } from '../../../../src/conversion';
import type { ConversionMetadata } from '../../../../src/metadata';
import type { ConversionRequest, OutputMode } from './request';

export const MIME_TYPES: Record<ConversionFormat, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Metadata as JSON: only what the answer said, the reset time also as an ISO date. */
export function metadataJson(metadata: ConversionMetadata, pages?: number): IDataObject {
  const { rateLimit, ...fields } = metadata;
  const out: IDataObject = {};
  for (const [name, value] of Object.entries({ ...fields, pages }))
    if (value !== undefined) out[name] = value;
  if (rateLimit) {
    const limits: IDataObject = {};
    if (rateLimit.limit !== undefined) limits.limit = rateLimit.limit;
    if (rateLimit.remaining !== undefined) limits.remaining = rateLimit.remaining;
    if (rateLimit.reset !== undefined) limits.reset = rateLimit.reset;
    if (rateLimit.resetAt) limits.resetAt = rateLimit.resetAt.toISOString();
    out.rateLimit = limits;
  }
  return out;
}

/** The file name to give the output: the user's, else the input file's with the new extension, else `document`. */
export function outputFileName(
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
  fileName: string;
  /** The service answers the file Base64-encoded (`encode`): it is decoded for the binary field. */
  base64: boolean;
}

/** Where the file goes: the binary field and file name of this item. */
export function readOutputSettings(
  this: IExecuteFunctions,
  itemIndex: number,
  format: ConversionFormat,
  request: ConversionRequest,
): OutputSettings {
  return {
    output: request.output,
    binaryField: this.getNodeParameter('outputBinaryField', itemIndex, 'data') as string,
    fileName: outputFileName(
      format,
      this.getNodeParameter('fileName', itemIndex, '') as string,
      request.sourceFileName,
    ),
    base64: request.body.encode === true,
  };
}

/** Downloads a stored result. Its URL is pre-signed: no credential goes with it. */
async function download(this: IExecuteFunctions, url: string): Promise<{ bytes: Buffer; mimeType?: string }> {
  const response = (await this.helpers.httpRequest({
    method: 'GET',
    url,
    encoding: 'arraybuffer',
    returnFullResponse: true,
  })) as { body: Buffer; headers: Record<string, string | undefined> };
  const mimeType = response.headers['content-type']?.split(';')[0]?.trim();
  return { bytes: Buffer.from(response.body), mimeType };
}

async function binaryOf(
  this: IExecuteFunctions,
  settings: OutputSettings,
  bytes: Uint8Array,
  mimeType: string,
): Promise<IBinaryKeyData> {
  const data = await this.helpers.prepareBinaryData(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    settings.fileName,
    mimeType,
  );
  return { [settings.binaryField]: data };
}

export async function conversionItem(
  this: IExecuteFunctions,
  itemIndex: number,
  conversion: Conversion,
  settings: OutputSettings,
): Promise<INodeExecutionData> {
  const pairedItem = { item: itemIndex };
  const wantsFile = settings.output !== 'json';
  if (conversion.kind === 'file') {
    const received = await conversion.bytes();
    const base64 = settings.base64 ? new TextDecoder().decode(received).trim() : undefined;
    const bytes = base64 === undefined ? received : Buffer.from(base64, 'base64');
    const mimeType =
      (base64 === undefined && conversion.contentType.split(';')[0]!.trim()) || MIME_TYPES[conversion.format];
    const json: IDataObject = {
      format: conversion.format,
      fileName: settings.fileName,
      mimeType,
      fileSize: bytes.byteLength,
      ...(base64 === undefined ? {} : { base64 }),
      metadata: metadataJson(conversion.metadata),
    };
    if (!wantsFile) return { json, pairedItem };
    return { json, binary: await binaryOf.call(this, settings, bytes, mimeType), pairedItem };
  }
  if (conversion.kind === 'queued') {
    const json: IDataObject = {
      format: conversion.format,
      ...conversion.acknowledgement,
      metadata: metadataJson(conversion.metadata),
    };
    return { json, pairedItem };
  }
  const result = conversion.result as IDataObject & { url: string; pdf_pages?: number };
  const json: IDataObject = {
    format: conversion.format,
    ...result,
    metadata: metadataJson(conversion.metadata, result.pdf_pages),
  };
  if (!wantsFile) return { json, pairedItem };
  const file = await download.call(this, result.url);
  const mimeType = file.mimeType || MIME_TYPES[conversion.format];
  Object.assign(json, { fileName: settings.fileName, mimeType, fileSize: file.bytes.byteLength });
  return { json, binary: await binaryOf.call(this, settings, file.bytes, mimeType), pairedItem };
}
