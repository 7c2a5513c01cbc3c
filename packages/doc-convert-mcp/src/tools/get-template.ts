// get_template: a stored template's HTML (GET /templates/{slug}.html) and the variables it reads, found with
// Handlebars' own parser (the core's templateVariables): what generate_document's `data` should hold.
import * as z from 'zod/v4';
import { templateSlugSchema } from '@doc-convert/core/options';
import { templateVariables } from 'doc-convert';
import { toolSchema } from '../schema';
import { defineTool, jsonResult } from './tool';

/** A template's HTML above this is cut in the answer (the variables are read from all of it). */
const LONGEST_HTML = 32 * 1024;

const variableSchema = z.strictObject({
  name: z.string(),
  type: z.enum(['string', 'boolean', 'array']),
});

export const getTemplate = defineTool({
  name: 'get_template',
  title: 'Template and its variables',
  description:
    'A stored template by its slug: the variables it reads (dotted paths such as customer.name; type ' +
    '"array" for what {{#each}} loops over, "boolean" for what {{#if}} tests, else "string"), which ' +
    "generate_document's data should hold, and its HTML. Reads only.",
  inputSchema: toolSchema(z.strictObject({ slug: templateSlugSchema }), {
    descriptions: { slug: "The template's slug, as list_templates gives it." },
  }),
  outputSchema: toolSchema(
    z.strictObject({
      slug: z.string(),
      variables: z.array(variableSchema),
      html: z.string(),
      html_truncated: z.boolean(),
    }),
  ),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  async run({ slug }, { client, signal }) {
    const html = await client.templates.getHtml(slug, { signal });
    const variables = await templateVariables(html);
    const truncated = html.length > LONGEST_HTML;
    const output = {
      slug,
      variables,
      html: truncated ? html.slice(0, LONGEST_HTML) : html,
      html_truncated: truncated,
    };
    const names = variables.map((variable) => `${variable.name} (${variable.type})`);
    return jsonResult(output, `Template ${slug} reads: ${names.length ? names.join(', ') : 'no variables'}.`);
  },
});
