// get_account: GET /account, who the key belongs to and the plan's limits (credits, file size, timeout).
import * as z from 'zod/v4';
import { envelopes } from '@doc-convert/core/responses';
import { toolSchema } from '../schema';
import { defineTool, jsonResult } from './tool';

export const getAccount = defineTool({
  name: 'get_account',
  title: 'Account and plan',
  description:
    'The account of the API key: the owner, the company and the plan with its limits (credits, filesize, ' +
    'timeout). Reads only.',
  inputSchema: toolSchema(z.strictObject({})),
  outputSchema: toolSchema(envelopes.account.shape.account),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
  async run(_input, { client, signal }) {
    const account = await client.account.get({ signal });
    return jsonResult(account, `Plan: ${account.plan.display}.`);
  },
});
