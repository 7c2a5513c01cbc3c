// list_templates: GET /templates, one page of the stored templates (slug and name), to pick one for
// generate_document.
import * as z from 'zod/v4';
import { envelopes } from '@doc-convert/core/responses';
import { toolSchema } from '../schema';
import { defineTool, jsonResult } from './tool';

export const listTemplates = defineTool({
  name: 'list_templates',
  title: 'Stored templates',
  description:
    'One page of the stored templates (slug, name, created), page 0 first; has_more tells whether another ' +
    'page follows. get_template tells the variables a template reads. Reads only.',
  inputSchema: toolSchema(
    z.strictObject({
      page: z.number().int().min(0, { error: 'must be 0 or more (the first page is 0)' }).optional(),
    }),
    { descriptions: { page: 'The page, from 0 (the default).' } },
  ),
  outputSchema: toolSchema(envelopes.templates.shape.templates),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  async run({ page }, { client, signal }) {
    const templates = await client.templates.list(page === undefined ? {} : { page }, { signal });
    const names = templates.data.map((template) => `${template.slug} (${template.name})`);
    return jsonResult(
      templates,
      `${templates.total} template(s)${names.length ? `; on this page: ${names.join(', ')}` : ''}.`,
    );
  },
});
