// The node hands n8n's logger (`this.logger`) to the core client: a retry and its wait reach n8n's log at info,
// with the facts as metadata, and never the credential's key. nock answers the context's real requests; the
// retry waits with n8n's own sleep (a backoff of 250 to 500 ms).
import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from 'n8n-workflow';
import { useNock } from '@doc-convert/testing/nock';
import { api } from './helpers/answers';
import { CREDENTIAL_KEY, createContext, runNode } from './helpers/context';

useNock();

describe('the node’s log', () => {
  it('receives a retry after a 503 through n8n’s logger, without the key', async () => {
    const credits = { base: 2500, total: 2500, used: 120, remaining: 2380 };
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/credits/usage').reply(200, { success: true, credits });
    const test = createContext({ parameters: { resource: 'account', operation: 'getCreditUsage' } });
    const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    Object.assign(test.context, { logger: logger as unknown as Logger });
    const output = await runNode(test);
    expect(output[0]?.json).toMatchObject(credits);
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringMatching(/^server error 503: waiting \d+ ms \(attempt 2 of 3\)$/),
      expect.objectContaining({ method: 'GET', path: '/credits/usage', attempt: 2, attempts: 3 }),
    );
    const everything = JSON.stringify([logger.debug.mock.calls, logger.info.mock.calls]);
    expect(everything).not.toContain(CREDENTIAL_KEY);
  });
});
