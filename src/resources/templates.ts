// GET /templates, GET /templates/{slug}.html, DELETE /templates/{slug}.
import type { IterateParams, PageParams } from '../pagination';
import type { Requester, RequestOptions } from '../request';
import { envelopes, type Page, type Template } from '../responses';
import { pagedList, type PagedList } from './paged';
import { pathParam } from './path';

export class TemplatesResource {
  readonly #pages: PagedList<Template>;

  constructor(private readonly requester: Requester) {
    this.#pages = pagedList(requester, '/templates', envelopes.templates, (body) => body.templates);
  }

  /** One page of stored templates (`page` from 0). */
  list(params: PageParams = {}, options: RequestOptions = {}): Promise<Page<Template>> {
    return this.#pages.list(params, options);
  }

  /** Every template, page after page. */
  iterate(
    params: IterateParams = {},
    options: RequestOptions = {},
  ): AsyncGenerator<Template, void, undefined> {
    return this.#pages.iterate(params, options);
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
