// Constructing the client: the API key it requires, the base URL it uses by default and the ones it refuses,
// and the key sent in X-API-Key on every request.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { API_KEY, BASE, makeClient } from '@doc-convert/testing/client';
import { useNock } from '@doc-convert/testing/nock';

useNock();

describe('construction', () => {
  it.each([undefined, '', '   '])('refuses to construct without a key (%j)', (apiKey) => {
    expect(() => makeClient({ apiKey: apiKey as string })).toThrow('apiKey: is required');
  });

  it('uses https://api.pdfshift.io/v3 by default', () => {
    const { client } = makeClient({ baseUrl: undefined });
    expect(client.baseUrl).toBe('https://api.pdfshift.io/v3');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => makeClient({ baseUrl: 'ftp://x' })).toThrow('baseUrl: must be an http(s) URL');
  });

  it('sends the key in X-API-Key on every request', async () => {
    const { client } = makeClient();
    nock(BASE)
      .get('/v3/credits/usage')
      .matchHeader('x-api-key', API_KEY)
      .reply(200, { success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } });
    await client.credits.usage();
  });
});
