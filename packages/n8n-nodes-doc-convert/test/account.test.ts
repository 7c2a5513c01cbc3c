// Account → Get, Get Credit Usage, Get Many Invoices and Enable API Key: the exact request of each, and the
// answer as output items in the node's one dialect (camelCase names, ISO dates), the key to enable masked.
import { describe, expect, it } from '@jest/globals';
import { ACCOUNT } from '@doc-convert/testing/api-bodies';
import { useNock } from '@doc-convert/testing/nock';
import { api, rateLimit } from './helpers/answers';
import { createContext, runNode } from './helpers/context';

useNock();

describe('Account', () => {
  it('Get sends GET /v3/account and outputs the account with camelCase names and ISO dates', async () => {
    api().get('/v3/account').reply(200, { success: true, account: ACCOUNT }, rateLimit);
    const output = await runNode(createContext({ parameters: { resource: 'account', operation: 'get' } }));
    expect(output).toEqual([
      {
        json: {
          name: 'Ada Lovelace',
          firstName: 'Ada',
          email: 'ada@example.com',
          createdAt: new Date(ACCOUNT.created).toISOString(),
          companyName: 'Analytical Ltd',
          companyDetails: 'Line 1\nLine 2',
          companyVat: null,
          country: 'GB',
          renewsAt: new Date(ACCOUNT.renew_date!).toISOString(),
          avatar: 'https://example.com/a.png',
          billingEmail: 'billing@example.com',
          plan: {
            name: 'boost',
            displayName: 'Boost',
            credits: 2500,
            fileSize: 10,
            timeout: 100,
            price: 9,
            yearly: false,
            overage: 0,
          },
          hardLimit: null,
          subscriptionEndsAt: null,
        },
        pairedItem: { item: 0 },
      },
    ]);
  });

  it('Get Credit Usage sends GET /v3/credits/usage and outputs the credits', async () => {
    const credits = { base: 2500, total: 2500, used: 120, remaining: 2380 };
    api().get('/v3/credits/usage').reply(200, { success: true, credits }, rateLimit);
    const output = await runNode(
      createContext({ parameters: { resource: 'account', operation: 'getCreditUsage' } }),
    );
    expect(output).toEqual([{ json: credits, pairedItem: { item: 0 } }]);
  });

  it('Get Many Invoices with a limit asks for one page of that size, one item per invoice', async () => {
    const invoice = (n: number) => ({
      created: 1700000000000 + n,
      amount: 24,
      reference: `INV-${n}`,
      download_url: `https://example.com/${n}.pdf`,
    });
    api()
      .get('/v3/invoices')
      .query({ page: '0', limit: '2' })
      .reply(200, {
        success: true,
        invoices: { has_more: true, data: [invoice(1), invoice(2)], limit: 2, page: 0, total: 9 },
      });
    const output = await runNode(
      createContext({
        parameters: { resource: 'account', operation: 'getManyInvoices', returnAll: false, limit: 2 },
      }),
    );
    expect(output.map((item) => item.json)).toEqual(
      [1, 2].map((n) => ({
        reference: `INV-${n}`,
        amount: 24,
        createdAt: new Date(1700000000000 + n).toISOString(),
        downloadUrl: `https://example.com/${n}.pdf`,
      })),
    );
  });

  it('Enable API Key posts to /account/api/{key}/enable with the key encoded and masks the secret', async () => {
    const secret = 'dc live/old+key 0042';
    const record = {
      created: 1700000000000,
      name: 'Old CI key',
      removed: null,
      token: secret,
      public: 'pk_1',
      last_used: null,
      usage: 3,
      is_master: false,
    };
    api()
      .post(`/v3/account/api/${encodeURIComponent(secret)}/enable`)
      .reply(200, { success: true, key: record });
    const output = await runNode(
      createContext({ parameters: { resource: 'account', operation: 'enableApiKey', key: secret } }),
    );
    expect(output).toEqual([
      {
        json: {
          name: 'Old CI key',
          token: '…0042',
          public: 'pk_1',
          isMaster: false,
          usage: 3,
          createdAt: new Date(1700000000000).toISOString(),
          lastUsedAt: null,
          removed: null,
        },
        pairedItem: { item: 0 },
      },
    ]);
  });
});
