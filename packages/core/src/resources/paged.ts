// One paged list endpoint (GET with `page` and `limit`): `list()` is one page when awaited and every item from
// that page on when walked with `for await`; `iterate()` is the walk from page 0. Invoices and templates are
// both served this way.
import { mapData, pagePromise, type PagePromise, type WithResponse } from '../internal/api-promise';
import { checkPageParams, walkLazily, type IterateParams, type PageParams } from '../internal/pagination';
import type { EnvelopeBody, Requester } from '../internal/request';
import type { RequestOptions } from '../internal/request-options';
import type { Envelopes } from '../internal/lazy';
import type { Page } from '../responses';

export interface PagedList<T> {
  list(params?: PageParams, options?: RequestOptions): PagePromise<T, Page<T>>;
  iterate(params?: IterateParams, options?: RequestOptions): AsyncGenerator<T, void, undefined>;
}

export function pagedList<K extends keyof Envelopes, T>(
  requester: Requester,
  path: string,
  envelope: K,
  pick: (body: EnvelopeBody<K>) => Page<T>,
): PagedList<T> {
  const fetchPage = async (params: PageParams, options: RequestOptions): Promise<WithResponse<Page<T>>> => {
    checkPageParams(params);
    const query = { page: params.page, limit: params.limit };
    const answer = await requester.json(
      { method: 'GET', path, query, idempotency: 'idempotent', options },
      envelope,
    );
    return mapData(answer, pick);
  };
  const list = (params: PageParams = {}, options: RequestOptions = {}): PagePromise<T, Page<T>> =>
    pagePromise(
      () => fetchPage(params, options),
      async (page, walked) => {
        // An empty page ends the walk even if the service says there is more, so a bug there cannot loop forever.
        if (!page.has_more || page.data.length === 0) return undefined;
        // Counted here rather than read from the answer's `page`, which a faulty answer could repeat.
        return (await fetchPage({ ...params, page: (params.page ?? 0) + walked }, options)).data;
      },
    );
  return {
    list,
    iterate(params: IterateParams = {}, options: RequestOptions = {}) {
      checkPageParams(params);
      return walkLazily(() => list({ page: 0, limit: params.limit }, options));
    },
  };
}
