// Lists for resource locators (the "From List" mode): the account's templates and its recent requests (log
// entries), searchable. The API pages its lists and has no search, so the filter is applied here, page by page:
// a call answers once it has matches, the list ended, or it read MAX_PAGES_PER_CALL pages, with where to go on
// as the pagination token for the editor's "load more" (the next page of templates; for logs the cursor, the id
// of the last entry read).
import type { ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import type { DocConvertClient } from '../../../src/client';
import { MAX_PAGE_SIZE } from '../actions/paging';
import { isoDate } from '../helpers/records';
import { createClient } from '../transport/client';
import { toNodeError } from '../helpers/errors';

/** Pages one editor call reads at most while nothing matches, so that a search of a long list stays quick. */
export const MAX_PAGES_PER_CALL = 10;

interface ListPage {
  /** The page's entries, each with the text the filter looks in. */
  entries: Array<{ item: INodeListSearchItems; text: string }>;
  /** Where the next page starts; undefined on the last page. */
  next: string | undefined;
}

async function searchPages(
  this: ILoadOptionsFunctions,
  filter: string | undefined,
  token: string | undefined,
  readPage: (client: DocConvertClient, token: string | undefined) => Promise<ListPage>,
): Promise<INodeListSearchResult> {
  const node = this.getNode();
  const secrets: string[] = [];
  const fail = (error: unknown) =>
    Promise.reject(toNodeError(error, { node, itemIndex: undefined, secrets, label: () => undefined }));
  const { client, apiKey } = await createClient.call(this).catch(fail);
  secrets.push(apiKey);
  const needle = filter?.trim().toLowerCase() ?? '';
  const results: INodeListSearchItems[] = [];
  let next = token;
  for (let read = 1; ; read++) {
    const page = await readPage(client, next).catch(fail);
    for (const { item, text } of page.entries) {
      if (!needle || text.toLowerCase().includes(needle)) results.push(item);
    }
    next = page.next;
    if (next === undefined) return { results };
    if (results.length > 0 || read >= MAX_PAGES_PER_CALL) return { results, paginationToken: next };
  }
}

/** The account's templates by name and slug; the token is the next page's number. */
export async function searchTemplates(
  this: ILoadOptionsFunctions,
  filter?: string,
  paginationToken?: string,
): Promise<INodeListSearchResult> {
  return searchPages.call(this, filter, paginationToken, async (client, token) => {
    const page = Math.max(0, Math.floor(Number(token ?? 0)) || 0);
    const { data, has_more: hasMore } = await client.templates.list({ page, limit: MAX_PAGE_SIZE });
    return {
      entries: data.map(({ slug, name }) => ({
        item: { name: name === slug ? slug : `${name} (${slug})`, value: slug },
        text: `${name}\n${slug}`,
      })),
      next: hasMore ? String(page + 1) : undefined,
    };
  });
}

/**
 * The account's recent requests, newest first, as "request id (status, time)"; the filter also finds the
 * error message. The token is the cursor: the id of the last entry read.
 */
export async function searchLogs(
  this: ILoadOptionsFunctions,
  filter?: string,
  paginationToken?: string,
): Promise<INodeListSearchResult> {
  return searchPages.call(this, filter, paginationToken, async (client, token) => {
    const cursor = Math.floor(Number(token));
    const { data, has_more: hasMore } = await client.logs.list({
      limit: MAX_PAGE_SIZE,
      ...(cursor >= 1 ? { cursor } : {}),
    });
    const last = data.at(-1);
    return {
      entries: data.map((entry) => {
        const name = `${entry.request_id} (${entry.code}, ${isoDate(entry.executed)})`;
        return { item: { name, value: entry.request_id }, text: `${name}\n${entry.error ?? ''}` };
      }),
      next: hasMore && last ? String(last.id) : undefined,
    };
  });
}
