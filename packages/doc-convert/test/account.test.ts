// GET /account and GET /credits/usage (account.get(), credits.usage()): the exact request the client sends and
// the value it returns.
import { describe, expect, it } from '@jest/globals';
import { VERSION } from '../src/index';
import { ACCOUNT } from '@doc-convert/testing/api-bodies';
import { makeClient, rateLimitHeaders } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

describe('account.get()', () => {
  it('sends GET /v3/account with the key and a User-Agent, and returns the account', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/account')
      .matchHeader('user-agent', `doc-convert/${VERSION}`)
      .reply(200, { success: true, account: ACCOUNT }, rateLimitHeaders());
    await expect(client.account.get()).resolves.toEqual(ACCOUNT);
  });
});

describe('credits.usage()', () => {
  it('sends GET /v3/credits/usage and returns base, total, used, remaining', async () => {
    const { client } = makeClient();
    const credits = { base: 250, total: 500, used: 120, remaining: 380 };
    api().get('/v3/credits/usage').reply(200, { success: true, credits }, rateLimitHeaders());
    await expect(client.credits.usage()).resolves.toEqual(credits);
  });
});
