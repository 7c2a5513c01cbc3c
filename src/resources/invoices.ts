// GET /invoices, one page at a time or every invoice.
import { checkPageParams, iteratePages, type IterateParams, type PageParams } from '../pagination';
import type { Requester, RequestOptions } from '../request';
import { envelopes, type Invoice, type Page } from '../responses';

export class InvoicesResource {
  constructor(private readonly requester: Requester) {}

  /** One page of invoices (`page` from 0). */
  async list(params: PageParams = {}, options: RequestOptions = {}): Promise<Page<Invoice>> {
    checkPageParams(params);
    const body = await this.requester.json(
      {
        method: 'GET',
        path: '/invoices',
        query: { page: params.page, limit: params.limit },
        idempotency: 'idempotent',
        signal: options.signal,
      },
      envelopes.invoices,
    );
    return body.invoices;
  }

  /** Every invoice, page after page. */
  iterate(
    params: IterateParams = {},
    options: RequestOptions = {},
  ): AsyncGenerator<Invoice, void, undefined> {
    checkPageParams(params);
    return iteratePages((page) => this.list({ page, limit: params.limit }, options));
  }
}
