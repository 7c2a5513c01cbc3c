// get_credits: GET /credits/usage, the credits of the current period, so an agent can tell whether a real
// (non-sandbox) conversion will go through before it asks for one.
import * as z from 'zod/v4';
import { envelopes } from '@doc-convert/core/responses';
import { toolSchema } from '../schema';
import { defineTool, jsonResult } from './tool';

export const getCredits = defineTool({
  name: 'get_credits',
  title: 'Credits of this period',
  description:
    'The credits of the current period: base (the plan), total (the limit in force), used and remaining. A ' +
    'conversion costs a credit per 5 MB of output; sandbox conversions cost none. Reads only.',
  inputSchema: toolSchema(z.strictObject({})),
  outputSchema: toolSchema(envelopes.credits.shape.credits),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  async run(_input, { client, signal }) {
    const credits = await client.credits.usage({ signal });
    return jsonResult(credits, `${credits.remaining} of ${credits.total} credits remain this period.`);
  },
});
