// generate_document: a document from a stored template filled with data (the library's templates.generate), as
// PDF, PNG, JPEG or WebP with the request options of that format, or the filled HTML. The template's variables
// are offered by get_template and checked here against the data: the ones without a value print blank, so
// they are named in the answer. Checked before anything is sent by the core's own body check
// (templateGenerateBody: the data, a variable named like an option, the options of the format).
import * as z from 'zod/v4';
import { templateGenerateBody, templateSlugSchema, TEMPLATE_EXTS } from '@doc-convert/core/options';
import {
  missingVariables,
  templateVariables,
  ValidationError,
  type PdfRequestOptions,
  type TemplateExt,
} from 'doc-convert';
import { deliverConversion, deliverHtml, documentOutputSchema } from '../document';
import { preparePreview } from '../preview';
import { toolSchema } from '../schema';
import {
  DOCUMENT_FIELD_DESCRIPTIONS,
  documentFields,
  fieldIssues,
  outputTarget,
  splitFields,
} from './convert';
import { REQUEST_OPTION_DESCRIPTIONS, requestOptionsShape } from './request-options';
import { defineTool } from './tool';

const generateFields = {
  ...documentFields,
  format: z.enum(TEMPLATE_EXTS, { error: `must be one of ${TEMPLATE_EXTS.join(', ')}` }).optional(),
  slug: templateSlugSchema,
  data: z
    .record(z.string(), z.unknown(), { error: "must be an object of the template's variables" })
    .optional(),
};

const { source: _source, ...optionsShape } = requestOptionsShape;

export interface GenerateInput {
  slug: string;
  format: TemplateExt;
  data: Record<string, unknown>;
  output_path: string | undefined;
  preview: boolean;
  outline: PdfRequestOptions['outline'];
  /** The request options (sandbox set, but for html, which is only filled in). */
  options: Record<string, unknown>;
}

export function checkGenerate(value: unknown): GenerateInput {
  const { fields, options } = splitFields(value, Object.keys(generateFields));
  const issues = fieldIssues(z.strictObject(generateFields), fields);
  const format = (fields.format as TemplateExt | undefined) ?? 'pdf';
  if (fields.outline !== undefined && format !== 'pdf')
    issues.push({ path: 'outline', message: `is for PDF only (format is ${format})` });
  if (issues.length) throw new ValidationError(issues);
  const data = (fields.data as Record<string, unknown> | undefined) ?? {};
  const withSandbox = format === 'html' ? options : { ...options, sandbox: options.sandbox ?? true };
  templateGenerateBody(format, { data, ...withSandbox });
  return {
    slug: fields.slug as string,
    format,
    data,
    output_path: fields.output_path as string | undefined,
    preview: (fields.preview as boolean | undefined) ?? true,
    outline: fields.outline as PdfRequestOptions['outline'],
    options: withSandbox,
  };
}

export const generateDocument = defineTool({
  name: 'generate_document',
  title: 'Generate a document from a template',
  description:
    'Fills a stored template (its slug, from list_templates) with data and renders it as PDF (default), PNG, ' +
    'JPEG or WebP with the request options of that format, or only fills it in (format html). get_template ' +
    'tells the variables the data should hold (customer.name is data: {customer: {name}}); variables left ' +
    'without a value print blank and are named in the answer. Writes the file into an allowed folder and ' +
    'answers its link with page 1 drawn small. sandbox is on unless you set it to false (free, watermarked). ' +
    'Never replaces a file.',
  inputSchema: toolSchema(z.strictObject({ ...optionsShape, ...generateFields }), {
    check: checkGenerate,
    descriptions: {
      ...REQUEST_OPTION_DESCRIPTIONS,
      ...DOCUMENT_FIELD_DESCRIPTIONS,
      format: 'What to make: pdf (default), png, jpeg, webp, or html (filled in, not rendered).',
      slug: "The template's slug (list_templates).",
      data: "The template's variables, as the template reads them (get_template lists them).",
    },
  }),
  outputSchema: documentOutputSchema,
  // Writes a new file and may spend credits, but never replaces or deletes anything; each call renders anew.
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(input, call) {
    if (input.preview && input.format !== 'html') preparePreview();
    const answersFile = input.options.filename === undefined && input.options.webhook === undefined;
    const target = answersFile ? await outputTarget(call, input.output_path, input.slug, input.format) : '';
    // Reading the template is free: it tells which variables the data leaves blank.
    const html = await call.client.templates.getHtml(input.slug, { signal: call.signal });
    const missing = missingVariables(await templateVariables(html), input.data);
    const delivery = {
      format: input.format,
      target,
      field: 'output_path',
      sandbox: input.options.sandbox === true,
      preview: input.preview,
      extra: { missing_variables: missing },
      ...(missing.length
        ? { note: `These variables had no value and print blank: ${missing.join(', ')}.` }
        : {}),
    };
    await call.progress(
      input.format === 'html' ? 'filling in the template' : `rendering the ${input.format.toUpperCase()}`,
    );
    const request = {
      signal: call.signal,
      ...(input.outline === undefined ? {} : { outline: input.outline }),
    };
    const params = { data: input.data, ...input.options } as never;
    if (input.format === 'html') {
      const filled = await call.client.templates.generate(input.slug, 'html', params, request);
      return deliverHtml(filled, delivery, call);
    }
    const conversion = await call.client.templates.generate(input.slug, input.format, params, request);
    return deliverConversion(conversion, delivery, call);
  },
});
