// One paged list endpoint (GET with `page` and `limit`): a page at a time, or every item while `has_more`.
// Invoices and templates are both served this way.
import { checkPageParams, iteratePages, type IterateParams, type PageParams } from '../pagination';
import type { EnvelopeBody, Requester, RequestOptions } from '../request';
import type { Envelopes } from '../responses-loader';
import type { Page } from '../responses';

export interface PagedList<T> {
  list(params?: PageParams, options?: RequestOptions): Promise<Page<T>>;
  iterate(params?: IterateParams, options?: RequestOptions): AsyncGenerator<T, void, undefined>;
}

export function pagedList<K extends keyof Envelopes, T>(
  requester: Requester,
  path: string,
  envelope: K,
  pick: (body: EnvelopeBody<K>) => Page<T>,
): PagedList<T> {
  const list = async (params: PageParams = {}, options: RequestOptions = {}): Promise<Page<T>> => {
    checkPageParams(params);
    const query = { page: params.page, limit: params.limit };
    const body = await requester.json(
      { method: 'GET', path, query, idempotency: 'idempotent', signal: options.signal },
      envelope,
    );
    return pick(body);
  };
  return {
    list,
    iterate(params: IterateParams = {}, options: RequestOptions = {}) {
      checkPageParams(params);
      return iteratePages((page) => list({ page, limit: params.limit }, options));
    },
  };
}
