// Lists for resource locators (the "From List" mode): the account's templates, searchable. The API pages its
// lists and has no search, so the filter is applied here, page by page: a call answers once it has matches (or
// the list ended), with the next page as the pagination token for the editor's "load more".
import type { ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import { MAX_PAGE_SIZE } from '../actions/paging';
import { createClient } from '../transport/client';
import { toNodeError } from '../helpers/errors';

export async function searchTemplates(
  this: ILoadOptionsFunctions,
  filter?: string,
  paginationToken?: string,
): Promise<INodeListSearchResult> {
  const node = this.getNode();
  const secrets: string[] = [];
  const fail = (error: unknown) =>
    Promise.reject(toNodeError(error, { node, itemIndex: undefined, secrets, label: () => undefined }));
  const { client, apiKey } = await createClient.call(this).catch(fail);
  secrets.push(apiKey);
  const needle = filter?.trim().toLowerCase() ?? '';
  const results: INodeListSearchItems[] = [];
  let page = Math.max(0, Math.floor(Number(paginationToken ?? 0)) || 0);
  for (;;) {
    const { data, has_more: hasMore } = await client.templates
      .list({ page, limit: MAX_PAGE_SIZE })
      .catch(fail);
    for (const { slug, name } of data) {
      if (needle && !`${name}\n${slug}`.toLowerCase().includes(needle)) continue;
      results.push({ name: name === slug ? slug : `${name} (${slug})`, value: slug });
    }
    page += 1;
    if (!hasMore) return { results };
    if (results.length > 0) return { results, paginationToken: String(page) };
  }
}
