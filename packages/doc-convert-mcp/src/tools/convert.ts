// convert: HTML or Markdown (text, or a file in an allowed root) or a URL to PDF, PNG, JPEG or WebP, with every
// request option of the service (the library's convert.pdf/png/jpeg/webp), in the sandbox unless the call turns it off, so an
// agent iterates for free. The file is written into an allowed folder and answered as a link with page 1 drawn
// small (document.ts). Everything is checked before a byte is sent: the tool's own fields here, the request
// options by the core's parser for the chosen format (no credit is spent on a request known to be wrong).
import { readFile } from 'node:fs/promises';
import type { CallToolResult } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { parseConversionOptions } from '@doc-convert/core/options';
import {
  ValidationError,
  type MarkdownResult,
  type PdfRequestOptions,
  type ValidationIssue,
} from 'doc-convert';
import { deliverConversion, documentOutputSchema } from '../document';
import { defaultFileName, refuseExisting, stemOf } from '../files/output';
import { resolveInRoots } from '../files/roots';
import { preparePreview } from '../preview';
import { toolSchema } from '../schema';
import {
  DOCUMENT_FORMATS,
  REQUEST_OPTION_DESCRIPTIONS,
  requestOptionsShape,
  type DocumentFormat,
} from './request-options';
import { defineTool, type ToolCall } from './tool';

/** The fields of a document tool that are not request options: where things are, and what to answer. */
export const documentFields = {
  format: z.enum(DOCUMENT_FORMATS, { error: `must be one of ${DOCUMENT_FORMATS.join(', ')}` }).optional(),
  output_path: z.string().min(1, { error: 'must not be empty' }).optional(),
  preview: z.boolean().optional(),
  outline: z
    .union([z.boolean(), z.strictObject({ depth: z.number().int().min(1).max(6) })], {
      error: 'must be true or {depth: 1..6}',
    })
    .optional(),
};

export const DOCUMENT_FIELD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  format: 'What to make: pdf (default), png, jpeg or webp.',
  output_path:
    'Where to write the file: a path inside an allowed root (relative paths start at the first root); folders are made. It must not exist: nothing is ever replaced. Default: a new name in the first root.',
  preview: 'Return a small PNG of page 1 (default true): drawn here from the file, it costs nothing.',
  outline: '(PDF only) Bookmarks from the headings: true (h1 to h3) or {depth: 1..6}.',
};

const convertFields = {
  ...documentFields,
  source_path: z.string().min(1, { error: 'must not be empty' }).optional(),
  // Markdown goes through the library's preparation (GitHub's rules, Mermaid diagrams, KaTeX math, coloured code).
  markdown: z.string().min(1, { error: 'must not be empty' }).optional(),
  markdown_path: z.string().min(1, { error: 'must not be empty' }).optional(),
};

/** The fields that name what is converted: exactly one of them. */
const SOURCE_FIELDS = ['source', 'source_path', 'markdown', 'markdown_path'] as const;

const convertShape = {
  ...requestOptionsShape,
  // Either this or source_path: the check says so, with both names.
  source: requestOptionsShape.source!.optional(),
  ...convertFields,
};

/** The source the service is sent when the call names a file: it stands in while the options are checked. */
const FILE_SOURCE_STANDS_IN = '<!doctype html><p>the file named by source_path</p>';

export interface ConvertInput {
  format: DocumentFormat;
  /** Inline HTML or a URL, or undefined when another of SOURCE_FIELDS names what to send. */
  source: string | undefined;
  source_path: string | undefined;
  markdown: string | undefined;
  markdown_path: string | undefined;
  output_path: string | undefined;
  preview: boolean;
  outline: PdfRequestOptions['outline'];
  /** The request options (without `source`), sandbox set. */
  options: Record<string, unknown>;
}

/** Issues of the document fields, by zod, in the core's words. */
export function fieldIssues(schema: z.ZodType, value: unknown): ValidationIssue[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Splits a document tool's arguments into its own fields and the request options. */
export function splitFields(value: unknown, names: readonly string[]) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ValidationError([{ path: '', message: 'the arguments must be an object' }]);
  const fields: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) (names.includes(name) ? fields : options)[name] = field;
  return { fields, options };
}

/** The check of convert's arguments: everything the service would refuse, refused here first. */
export function checkConvert(value: unknown): ConvertInput {
  const { fields, options } = splitFields(value, Object.keys(convertFields));
  const issues = fieldIssues(z.strictObject(convertFields), fields);
  const format = (fields.format as DocumentFormat | undefined) ?? 'pdf';
  const given = SOURCE_FIELDS.filter((name) => (name === 'source' ? options : fields)[name] !== undefined);
  if (given.length === 0)
    issues.push({
      path: 'source',
      message:
        'is required: give source (HTML or a URL), source_path (an HTML file), markdown (Markdown text) or markdown_path (a Markdown file)',
    });
  if (given.length > 1)
    issues.push({
      path: given[1]!,
      message: `cannot be given with ${given[0]}: give one of ${SOURCE_FIELDS.join(', ')}`,
    });
  if (fields.outline !== undefined && format !== 'pdf')
    issues.push({ path: 'outline', message: `is for PDF only (format is ${format})` });
  if (issues.length) throw new ValidationError(issues);
  const sandbox = options.sandbox ?? true;
  const checked = { ...options, sandbox, source: options.source ?? FILE_SOURCE_STANDS_IN };
  parseConversionOptions(format, checked);
  const { source: _source, ...rest } = checked;
  return {
    format,
    source: options.source as string | undefined,
    source_path: fields.source_path as string | undefined,
    markdown: fields.markdown as string | undefined,
    markdown_path: fields.markdown_path as string | undefined,
    output_path: fields.output_path as string | undefined,
    preview: (fields.preview as boolean | undefined) ?? true,
    outline: fields.outline as PdfRequestOptions['outline'],
    options: rest,
  };
}

/** The extension of a file of `format`. */
const extensionOf = (format: string) => (format === 'jpeg' ? 'jpg' : format);

/** Where a document tool writes: the call's output_path, or a new name in the first root. */
export async function outputTarget(
  call: ToolCall,
  outputPath: string | undefined,
  stem: string,
  format: string,
): Promise<string> {
  const roots = await call.roots();
  const target = await resolveInRoots(
    outputPath ?? defaultFileName(stem, extensionOf(format)),
    roots,
    'output_path',
    'write',
  );
  // Refused before the request: nothing is spent on a file that could not be written.
  await refuseExisting(target, 'output_path');
  return target;
}

/** The name a source gives a file: its file's name, a URL's last part, else `document`. */
function stemOfSource(input: ConvertInput): string {
  const path = input.source_path ?? input.markdown_path;
  if (path) return stemOf(path);
  if (input.source === undefined) return 'document';
  const source = input.source.trim();
  if (/^https?:\/\//i.test(source)) {
    const last = new URL(source).pathname.split('/').filter(Boolean).at(-1);
    return last ? stemOf(last) : new URL(source).hostname;
  }
  return 'document';
}

/** What the call converts, read from its file in the roots where it names one. */
async function sourceOf(input: ConvertInput, call: ToolCall) {
  const read = async (path: string, field: string) =>
    readFile(await resolveInRoots(path, await call.roots(), field, 'read'), 'utf8');
  if (input.markdown !== undefined) return { markdown: input.markdown };
  if (input.markdown_path !== undefined)
    return {
      markdown: { text: await read(input.markdown_path, 'markdown_path'), file: input.markdown_path },
    };
  return { source: input.source ?? (await read(input.source_path!, 'source_path')) };
}

export const convert = defineTool({
  name: 'convert',
  title: 'Convert HTML, Markdown or a URL to PDF or an image',
  description:
    'Renders HTML (the text itself in source, or an HTML file in an allowed folder in source_path), Markdown ' +
    '(the text in markdown, or a .md file in markdown_path: GitHub-flavoured, with Mermaid diagrams, $math$ and ' +
    "coloured code; front matter may set options) or a web page (its URL in source) as PDF, PNG, JPEG or WebP, with the service's request options (page format, margins, " +
    'header and footer, ...). Writes the file into an allowed folder and answers its link, with page 1 drawn ' +
    'small so you can check the result. sandbox is on unless you set it to false: sandbox documents are free ' +
    'but watermarked, so iterate in the sandbox and render the final document with sandbox false. Local ' +
    'stylesheets and images a file refers to are not sent: put CSS in a <style> element, images as URLs or ' +
    'data: URLs. Never replaces a file.',
  inputSchema: toolSchema(z.strictObject(convertShape), {
    check: checkConvert,
    descriptions: {
      ...REQUEST_OPTION_DESCRIPTIONS,
      ...DOCUMENT_FIELD_DESCRIPTIONS,
      source: 'The document: HTML text, or an http(s) URL the service loads. Or give source_path.',
      source_path: 'An HTML file inside an allowed root, sent as the source (instead of source).',
      markdown: 'Markdown text to render (instead of source): GitHub-flavoured, Mermaid, math, front matter.',
      markdown_path: 'A Markdown file inside an allowed root to render (instead of source).',
    },
  }),
  outputSchema: documentOutputSchema,
  // Writes a new file and may spend credits, but never replaces or deletes anything; each call renders anew.
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(input, call) {
    if (input.preview) preparePreview();
    // The file's place is checked before anything is sent, unless the service keeps the file (filename) or
    // sends it elsewhere (webhook).
    const answersFile = input.options.filename === undefined && input.options.webhook === undefined;
    const target = answersFile
      ? await outputTarget(call, input.output_path, stemOfSource(input), input.format)
      : '';
    const what = await sourceOf(input, call);
    await call.progress(`rendering the ${input.format.toUpperCase()}`);
    const conversion = await call.client.convert[input.format]({ ...input.options, ...what } as never, {
      signal: call.signal,
      ...(input.outline === undefined ? {} : { outline: input.outline }),
    });
    const answer = await deliverConversion(
      conversion,
      {
        format: input.format,
        target,
        field: 'output_path',
        sandbox: input.options.sandbox === true,
        preview: input.preview,
      },
      call,
    );
    return withMarkdownProblems(answer, conversion.markdown);
  },
});

/**
 * A Markdown document's problems (a formula KaTeX refused, an image not found, a diagram Mermaid could not draw),
 * each also a visible box in the document, said to the agent so it can fix its Markdown. Diagrams are known once
 * the file was read, which delivering it did.
 */
function withMarkdownProblems(answer: CallToolResult, markdown: MarkdownResult | undefined): CallToolResult {
  if (!markdown?.problems.length) return answer;
  const problems = markdown.problems.map(
    (problem) => `${problem.file ? `${problem.file}:` : 'line '}${problem.line}: ${problem.message}`,
  );
  const [summary, ...rest] = answer.content;
  const text = `${summary?.type === 'text' ? summary.text : ''}\nThe Markdown has problems (shown as boxes in the document):\n${problems.join('\n')}`;
  return {
    ...answer,
    content: [{ type: 'text', text }, ...rest],
    structuredContent: {
      ...(answer.structuredContent as Record<string, unknown>),
      markdown_problems: problems,
    },
  };
}
