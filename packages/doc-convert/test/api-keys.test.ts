// POST /account/api/{key}/enable (apiKeys.enable()): the exact request the client sends, the key URL-encoded in
// its path, and the key it returns.
import { describe, expect, it } from '@jest/globals';
import { makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

describe('apiKeys.enable()', () => {
  it('posts to /v3/account/api/{key}/enable with the key URL-encoded', async () => {
    const { client } = makeClient();
    const key = {
      created: 1700000000000,
      name: 'CI key',
      removed: null,
      token: 'sk/with space',
      public: 'pk_1',
      last_used: 1700000001000,
      usage: 3,
      is_master: false,
    };
    api().post('/v3/account/api/sk%2Fwith%20space/enable').reply(200, { success: true, key });
    await expect(client.apiKeys.enable('sk/with space')).resolves.toEqual(key);
  });
});
