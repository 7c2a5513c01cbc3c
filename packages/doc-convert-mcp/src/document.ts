// What the document tools (convert, generate_document) answer, whatever made the document: the file written into
// an allowed folder and returned as a `resource_link` (its path, size and type) with a small PNG of page 1, so
// the agent sees what it made without the file in its context; or the stored file's URL (`filename`), or the
// queued acknowledgement (`webhook`). The structured output says the same for programs.
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CallToolResult, ContentBlock } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { conversionAnswers } from '@doc-convert/core/responses';
import type { Conversion, ConversionMetadata } from 'doc-convert';
import { writeNewFile, writeNewText } from './files/output';
import { previewOf } from './preview';
import { toolSchema } from './schema';
import { DOCUMENT_FORMATS } from './tools/request-options';
import type { ToolCall } from './tools/tool';

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  html: 'text/html',
};

const documentOutput = z.strictObject({
  kind: z.enum(['file', 'stored', 'queued']),
  format: z.enum([...DOCUMENT_FORMATS, 'html']),
  path: z.string().optional(),
  uri: z.string().optional(),
  size: z.number().int().optional(),
  mime_type: z.string(),
  pages: z.number().int().optional(),
  sandbox: z.boolean(),
  request_id: z.string().optional(),
  credits_used: z.number().optional(),
  credits_cost: z.number().optional(),
  stored: conversionAnswers.result.optional(),
  preview: z.strictObject({ width: z.number().int(), height: z.number().int() }).optional(),
  preview_error: z.string().optional(),
  missing_variables: z.array(z.string()).optional(),
  markdown_problems: z.array(z.string()).optional(),
});

type DocumentOutput = z.infer<typeof documentOutput>;

/** The output schema of the document tools. */
export const documentOutputSchema = toolSchema(documentOutput);

/** What a document tool knows besides the answer: where to write it, whether to draw page 1, and more to say. */
export interface Delivery {
  format: (typeof DOCUMENT_FORMATS)[number] | 'html';
  /** The new file's path, inside a root (checked). */
  target: string;
  /** The tool field that named it (for refusals). */
  field: string;
  sandbox: boolean;
  preview: boolean;
  /** Added to the structured output (generate_document's missing variables). */
  extra?: Partial<DocumentOutput>;
  /** Said after the summary (a warning). */
  note?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function spent(output: DocumentOutput): string {
  if (output.sandbox) return 'sandbox: watermarked, no credit spent';
  return output.credits_used === undefined ? 'credits spent' : `${output.credits_used} credit(s) spent`;
}

function metadataOutput(metadata: ConversionMetadata): Partial<DocumentOutput> {
  return {
    ...(metadata.requestId === undefined ? {} : { request_id: metadata.requestId }),
    ...(metadata.creditsUsed === undefined ? {} : { credits_used: metadata.creditsUsed }),
    ...(metadata.creditsCost === undefined ? {} : { credits_cost: metadata.creditsCost }),
  };
}

function result(output: DocumentOutput, content: ContentBlock[], note?: string): CallToolResult {
  const text = [content[0]!.type === 'text' ? content[0].text : '', note].filter(Boolean).join('\n');
  return {
    content: [{ type: 'text', text }, ...content.slice(1)],
    structuredContent: output as Record<string, unknown>,
  };
}

/** A written file's link, and page 1 drawn small (or why it could not be). */
async function fileContent(
  output: DocumentOutput,
  delivery: Delivery,
  call: ToolCall,
): Promise<ContentBlock[]> {
  const path = output.path!;
  const link: ContentBlock = {
    type: 'resource_link',
    uri: output.uri!,
    name: basename(path),
    mimeType: output.mime_type,
    size: output.size,
    description: `The ${delivery.format.toUpperCase()} written at ${path}`,
  };
  const blocks: ContentBlock[] = [link];
  if (delivery.preview && delivery.format !== 'html') {
    await call.progress('drawing page 1');
    try {
      const preview = await previewOf(path, output.size!, output.mime_type);
      output.preview = { width: preview.width, height: preview.height };
      if (preview.pages !== undefined) output.pages = preview.pages;
      blocks.push({ type: 'image', data: preview.data, mimeType: preview.mimeType });
    } catch (error) {
      output.preview_error = `page 1 could not be drawn: ${(error as Error).message}`;
    }
  }
  const pages = output.pages === undefined ? '' : `, ${output.pages} page(s)`;
  const summary = `Wrote ${path} (${kb(output.size!)}${pages}; ${spent(output)}).${output.request_id ? ` request_id: ${output.request_id}` : ''}`;
  const seen = output.preview
    ? ' Page 1 is shown below.'
    : output.preview_error
      ? ` (${output.preview_error})`
      : '';
  return [{ type: 'text', text: summary + seen }, ...blocks];
}

/** Writes a conversion's answer where `delivery` says, and says what was made. */
export async function deliverConversion(
  conversion: Conversion,
  delivery: Delivery,
  call: ToolCall,
): Promise<CallToolResult> {
  const base: DocumentOutput = {
    kind: conversion.kind,
    format: delivery.format,
    mime_type: MIME_TYPES[delivery.format]!,
    sandbox: delivery.sandbox,
    ...metadataOutput(conversion.metadata),
    ...delivery.extra,
  };
  if (conversion.kind === 'stored') {
    const output = {
      ...base,
      uri: conversion.result.url,
      size: conversion.result.filesize,
      stored: conversion.result,
    };
    if (conversion.result.pdf_pages !== undefined) output.pages = conversion.result.pdf_pages;
    const text = `Stored at the service for two days: ${conversion.result.url} (${kb(conversion.result.filesize)}; ${spent(output)}).`;
    const link: ContentBlock = {
      type: 'resource_link',
      uri: conversion.result.url,
      name: basename(new URL(conversion.result.url).pathname) || 'document',
      mimeType: output.mime_type,
      size: conversion.result.filesize,
    };
    return result(output, [{ type: 'text', text }, link], delivery.note);
  }
  if (conversion.kind === 'queued') {
    return result(
      base,
      [
        {
          type: 'text',
          text: 'Queued: the service will POST the result to the webhook; no file is written here.',
        },
      ],
      delivery.note,
    );
  }
  await call.progress('rendered; writing the file');
  const size = await writeNewFile(conversion, delivery.target, delivery.field);
  const output: DocumentOutput = {
    ...base,
    path: delivery.target,
    uri: pathToFileURL(delivery.target).href,
    size,
  };
  return result(output, await fileContent(output, delivery, call), delivery.note);
}

/** Writes a filled template's HTML where `delivery` says, and says what was made. */
export async function deliverHtml(html: string, delivery: Delivery, call: ToolCall): Promise<CallToolResult> {
  const size = await writeNewText(html, delivery.target, delivery.field);
  const output: DocumentOutput = {
    kind: 'file',
    format: 'html',
    mime_type: MIME_TYPES.html!,
    sandbox: delivery.sandbox,
    path: delivery.target,
    uri: pathToFileURL(delivery.target).href,
    size,
    ...delivery.extra,
  };
  return result(output, await fileContent(output, delivery, call), delivery.note);
}
