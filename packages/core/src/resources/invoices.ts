// GET /invoices, one page at a time or every invoice.
import type { PagePromise } from '../internal/api-promise';
import type { IterateParams, PageParams } from '../internal/pagination';
import type { Requester } from '../internal/request';
import type { RequestOptions } from '../internal/request-options';
import type { Invoice, Page } from '../responses';
import { pagedList } from './paged';

/** `client.invoices`: the account's invoices, page by page. */
export interface InvoicesResource {
  /**
   * One page of invoices (`page` from 0) when awaited; every invoice from that page on when walked:
   * `for await (const invoice of client.invoices.list())`.
   */
  list(params?: PageParams, options?: RequestOptions): PagePromise<Invoice, Page<Invoice>>;
  /** Every invoice, page after page from page 0: the same walk as `for await` over `list()`. */
  iterate(params?: IterateParams, options?: RequestOptions): AsyncGenerator<Invoice, void, undefined>;
}

export function invoicesResource(requester: Requester): InvoicesResource {
  const { list, iterate } = pagedList(requester, '/invoices', 'invoices', (body) => body.invoices);
  return { list, iterate };
}
