// Lists as Stainless SDKs have them: `await list()` is one page, `for await (const x of list())` is every item of
// every page from there on (templates and invoices by page number, logs by cursor), and iterate() is the same
// walk from the start. Pages are fetched only as the walk reaches them.
import { describe, expect, it } from '@jest/globals';
import { DocConvertError, ValidationError } from '../src/index';
import { logEntry } from '@doc-convert/testing/api-bodies';
import { makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const template = (n: number) => ({ slug: `tpl-${n}`, created: 1700000000000, name: `Template ${n}` });
const templatesPage = (page: number, slugs: number[], more: boolean) => ({
  success: true,
  templates: { has_more: more, data: slugs.map(template), limit: 2, page, total: 5 },
});
const invoice = (n: number) => ({
  created: 1700000000000 + n,
  amount: n,
  reference: `INV-${n}`,
  download_url: `https://example.com/${n}.pdf`,
});
const invoicesPage = (page: number, refs: number[], more: boolean) => ({
  success: true,
  invoices: { has_more: more, data: refs.map(invoice), limit: 2, page, total: 5 },
});
const entry = (id: number) => logEntry(`req_${id}`, { id });
const logsPage = (ids: number[], more: boolean) => ({
  success: true,
  logs: { has_more: more, data: ids.map(entry) },
});

/** A page as mocked: its number, the items on it, and whether it says there is more. */
type MockPage = [page: number, items: number[], more: boolean];
/** Five items in pages 0..2 of limit 2. */
const FIVE_IN_THREE: MockPage[] = [
  [0, [1, 2], true],
  [1, [3, 4], true],
  [2, [5], false],
];

/**
 * Mocks `pages` (limit 2) at `path`, each answer made by `body`. Page 0 is asked for without `page` (as list()
 * asks for it) unless `pageZeroNamed` (as iterate() does).
 */
function mockPages(
  path: string,
  body: (page: number, items: number[], more: boolean) => object,
  pages: MockPage[] = FIVE_IN_THREE,
  pageZeroNamed = false,
): void {
  for (const [page, items, more] of pages) {
    const query = page === 0 && !pageZeroNamed ? { limit: '2' } : { page: String(page), limit: '2' };
    api()
      .get(path)
      .query(query)
      .reply(200, body(page, items, more));
  }
}

describe('templates.list()', () => {
  it('awaited: the first page, as before', async () => {
    const { client } = makeClient();
    mockPages('/v3/templates', templatesPage, FIVE_IN_THREE.slice(0, 1));
    const page = await client.templates.list({ limit: 2 });
    expect(page).toEqual(templatesPage(0, [1, 2], true).templates);
  });

  it('walked with for await: every template of three pages, in order', async () => {
    const { client } = makeClient();
    mockPages('/v3/templates', templatesPage);
    const slugs: string[] = [];
    for await (const t of client.templates.list({ limit: 2 })) slugs.push(t.slug);
    expect(slugs).toEqual(['tpl-1', 'tpl-2', 'tpl-3', 'tpl-4', 'tpl-5']);
  });

  it('walked from the page asked for', async () => {
    const { client } = makeClient();
    mockPages('/v3/templates', templatesPage, FIVE_IN_THREE.slice(1));
    const slugs: string[] = [];
    for await (const t of client.templates.list({ page: 1, limit: 2 })) slugs.push(t.slug);
    expect(slugs).toEqual(['tpl-3', 'tpl-4', 'tpl-5']);
  });

  it('fetches a page only when the walk reaches it: a break stops there', async () => {
    const { client } = makeClient();
    // Only the first page is mocked: asking for the second would fail the test with nock's "no match".
    mockPages('/v3/templates', templatesPage, FIVE_IN_THREE.slice(0, 1));
    for await (const t of client.templates.list({ limit: 2 })) {
      expect(t.slug).toBe('tpl-1');
      break;
    }
  });

  it('awaited and walked: the first page is fetched once', async () => {
    const { client } = makeClient();
    mockPages('/v3/templates', templatesPage);
    const list = client.templates.list({ limit: 2 });
    expect((await list).data).toHaveLength(2);
    const slugs: string[] = [];
    for await (const t of list) slugs.push(t.slug);
    expect(slugs).toHaveLength(5);
  });

  it('ends at an empty page even if it says there is more', async () => {
    const { client } = makeClient();
    mockPages('/v3/templates', templatesPage, [
      [0, [1], true],
      [1, [], true],
    ]);
    const slugs: string[] = [];
    for await (const t of client.templates.list({ limit: 2 })) slugs.push(t.slug);
    expect(slugs).toEqual(['tpl-1']);
  });

  it('refuses wrong parameters before sending, awaited or walked', async () => {
    const { client } = makeClient();
    await expect(client.templates.list({ limit: 0 })).rejects.toBeInstanceOf(ValidationError);
    const walk = async () => {
      for await (const t of client.templates.list({ page: -1 })) void t;
    };
    await expect(walk()).rejects.toThrow('page: must be an integer of 0 or more');
  });
});

describe('templates.iterate(), the documented alias', () => {
  it('walks every template from page 0, as for await over list() does', async () => {
    const { client } = makeClient();
    mockPages('/v3/templates', templatesPage, FIVE_IN_THREE, true);
    const slugs: string[] = [];
    for await (const t of client.templates.iterate({ limit: 2 })) slugs.push(t.slug);
    expect(slugs).toEqual(['tpl-1', 'tpl-2', 'tpl-3', 'tpl-4', 'tpl-5']);
  });

  it('sends nothing until it is walked', () => {
    const { client } = makeClient();
    // No interceptor: a request would leave nock's "no match" error behind.
    const walk = client.templates.iterate({ limit: 2 });
    expect(typeof walk.next).toBe('function');
  });
});

describe('invoices.list()', () => {
  it('walked with for await: every invoice of three pages', async () => {
    const { client } = makeClient();
    mockPages('/v3/invoices', invoicesPage);
    const refs: string[] = [];
    for await (const i of client.invoices.list({ limit: 2 })) refs.push(i.reference);
    expect(refs).toEqual(['INV-1', 'INV-2', 'INV-3', 'INV-4', 'INV-5']);
  });

  it('passes the call’s settings to every page', async () => {
    const { client, sleeps } = makeClient();
    api()
      .get('/v3/invoices')
      .query(true)
      .matchHeader('x-trace', 't')
      .reply(200, invoicesPage(0, [1], true));
    api()
      .get('/v3/invoices')
      .query({ page: '1' })
      .matchHeader('x-trace', 't')
      .reply(503, { success: false, error: 'Busy', code: 503 });
    const walk = async () => {
      for await (const i of client.invoices.list({}, { headers: { 'X-Trace': 't' }, maxRetries: 0 })) void i;
    };
    await expect(walk()).rejects.toMatchObject({ status: 503 });
    expect(sleeps).toEqual([]);
  });
});

describe('logs.list(), by cursor', () => {
  it('awaited: one page; walked: every entry, each next page after the last id', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .query({ limit: '5', status: 'success' })
      .reply(200, logsPage([9, 8], true));
    api()
      .get('/v3/logs')
      .query({ limit: '5', status: 'success', cursor: '8' })
      .reply(200, logsPage([7, 6], true));
    api()
      .get('/v3/logs')
      .query({ limit: '5', status: 'success', cursor: '6' })
      .reply(200, logsPage([5], false));
    const ids: number[] = [];
    for await (const log of client.logs.list({ limit: 5, status: 'success' })) ids.push(log.id);
    expect(ids).toEqual([9, 8, 7, 6, 5]);
  });

  it('starts after the cursor given', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .query({ cursor: '50' })
      .reply(200, logsPage([49], true));
    api().get('/v3/logs').query({ cursor: '49' }).reply(200, logsPage([], true));
    const ids: number[] = [];
    for await (const log of client.logs.list({ cursor: 50 })) ids.push(log.id);
    expect(ids).toEqual([49]);
  });

  it('stops with an error when the service answers the same page again', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/logs')
      .query({ cursor: '7' })
      .reply(200, logsPage([7], true));
    const walk = async () => {
      for await (const log of client.logs.list({ cursor: 7 })) void log;
    };
    await expect(walk()).rejects.toThrow(DocConvertError);
  });
});
