// get_log: GET /logs/{request_id}, what the service recorded of one request (its status, duration, credits and
// error), by the request id every conversion tool returns.
import * as z from 'zod/v4';
import { envelopes } from '@doc-convert/core/responses';
import { toolSchema } from '../schema';
import { defineTool, jsonResult } from './tool';

export const getLog = defineTool({
  name: 'get_log',
  title: 'Log of a request',
  description:
    'What the service recorded of one request, by its request_id (returned by convert and ' +
    'generate_document): status code, duration, credits charged, sandbox, file size and error. Reads only.',
  inputSchema: toolSchema(
    z.strictObject({
      request_id: z.string().min(1, { error: 'must not be empty' }),
    }),
    { descriptions: { request_id: 'The request id a conversion returned (request_id).' } },
  ),
  outputSchema: toolSchema(envelopes.log.shape.log),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  async run({ request_id }, { client, signal }) {
    const log = await client.logs.get(request_id, { signal });
    return jsonResult(log, `Request ${log.request_id}: status ${log.code}, ${log.credits} credit(s).`);
  },
});
