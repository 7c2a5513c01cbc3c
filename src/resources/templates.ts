// GET /templates, GET /templates/{slug}.html, DELETE /templates/{slug}.
import { checkPageParams, iteratePages, type IterateParams, type PageParams } from '../pagination';
import type { Requester, RequestOptions } from '../request';
import { envelopes, type Page, type Template } from '../responses';
import { pathParam } from './path';

export class TemplatesResource {
  constructor(private readonly requester: Requester) {}

  /** One page of stored templates (`page` from 0). */
  async list(params: PageParams = {}, options: RequestOptions = {}): Promise<Page<Template>> {
    checkPageParams(params);
    const body = await this.requester.json(
      {
        method: 'GET',
        path: '/templates',
        query: { page: params.page, limit: params.limit },
        idempotency: 'idempotent',
        signal: options.signal,
      },
      envelopes.templates,
    );
    return body.templates;
  }

  /** Every template, page after page. */
  iterate(
    params: IterateParams = {},
    options: RequestOptions = {},
  ): AsyncGenerator<Template, void, undefined> {
    checkPageParams(params);
    return iteratePages((page) => this.list({ page, limit: params.limit }, options));
  }

  /** The raw HTML of a template. */
  async getHtml(slug: string, options: RequestOptions = {}): Promise<string> {
    const path = `/templates/${pathParam('slug', slug)}.html`;
    return this.requester.send(
      { method: 'GET', path, idempotency: 'idempotent', signal: options.signal },
      (response) => response.body.text(),
    );
  }

  /** Deletes a template; later calls for its slug answer 404 (NotFoundError). */
  async delete(slug: string, options: RequestOptions = {}): Promise<{ success: boolean }> {
    const path = `/templates/${pathParam('slug', slug)}`;
    return this.requester.json(
      { method: 'DELETE', path, idempotency: 'idempotent', signal: options.signal },
      envelopes.success,
    );
  }
}
