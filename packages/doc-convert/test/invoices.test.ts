// GET /invoices (invoices.list(), invoices.iterate()): the exact query the client sends, the page it returns,
// the walk over every page, and a refusal before anything is sent.
import { describe, expect, it } from '@jest/globals';
import { makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

describe('invoices', () => {
  const invoice = (n: number) => ({
    created: 1700000000000 + n,
    amount: 9 + n,
    reference: `INV-${n}`,
    download_url: `https://example.com/i/${n}.pdf`,
  });

  it('list() sends page and limit as query parameters and returns the envelope', async () => {
    const { client } = makeClient();
    const envelope = { has_more: true, data: [invoice(1)], limit: 1, page: 2, total: 7 };
    api()
      .get('/v3/invoices')
      .query({ page: '2', limit: '1' })
      .reply(200, { success: true, invoices: envelope });
    await expect(client.invoices.list({ page: 2, limit: 1 })).resolves.toEqual(envelope);
  });

  it('list() without parameters sends no query', async () => {
    const { client } = makeClient();
    const envelope = { has_more: false, data: [], limit: 10, page: 0, total: 0 };
    api().get('/v3/invoices').reply(200, { success: true, invoices: envelope });
    await expect(client.invoices.list()).resolves.toEqual(envelope);
  });

  it('iterate() walks pages from 0 while has_more', async () => {
    const { client } = makeClient();
    const pages = [
      { has_more: true, data: [invoice(0), invoice(1)], limit: 2, page: 0, total: 5 },
      { has_more: true, data: [invoice(2), invoice(3)], limit: 2, page: 1, total: 5 },
      { has_more: false, data: [invoice(4)], limit: 2, page: 2, total: 5 },
    ];
    pages.forEach((envelope, page) =>
      api()
        .get('/v3/invoices')
        .query({ page: String(page), limit: '2' })
        .reply(200, { success: true, invoices: envelope }),
    );
    const seen = [];
    for await (const item of client.invoices.iterate({ limit: 2 })) seen.push(item.reference);
    expect(seen).toEqual(['INV-0', 'INV-1', 'INV-2', 'INV-3', 'INV-4']);
  });

  it('refuses a negative page before sending', async () => {
    const { client } = makeClient();
    await expect(client.invoices.list({ page: -1 })).rejects.toThrow('page: must be an integer of 0 or more');
  });
});
