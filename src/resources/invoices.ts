// GET /invoices, one page at a time or every invoice.
import type { IterateParams, PageParams } from '../pagination';
import type { Requester, RequestOptions } from '../request';
import type { Invoice, Page } from '../responses';
import { pagedList, type PagedList } from './paged';

export class InvoicesResource {
  readonly #pages: PagedList<Invoice>;

  constructor(requester: Requester) {
    this.#pages = pagedList(requester, '/invoices', 'invoices', (body) => body.invoices);
  }

  /** One page of invoices (`page` from 0). */
  list(params: PageParams = {}, options: RequestOptions = {}): Promise<Page<Invoice>> {
    return this.#pages.list(params, options);
  }

  /** Every invoice, page after page. */
  iterate(
    params: IterateParams = {},
    options: RequestOptions = {},
  ): AsyncGenerator<Invoice, void, undefined> {
    return this.#pages.iterate(params, options);
  }
}
