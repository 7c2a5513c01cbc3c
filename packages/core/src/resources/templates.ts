// Stored templates: GET /templates, POST /templates (create), PUT /templates/{slug} (update),
// GET /templates/{slug}.html, DELETE /templates/{slug}, and POST /templates/{slug}.{ext} (generate a document
// from a template and data). Bodies are validated and built in packages/core/src/options/template.ts.
import {
  apiPromise,
  mapData,
  type APIPromise,
  type PagePromise,
  type WithResponse,
} from '../internal/api-promise';
import type { Conversion, FileSink } from '../conversion';
import { ValidationError } from '../errors';
import type {
  ConversionFormat,
  TemplateCreateParams,
  TemplateExt,
  TemplateGenerateParams,
  TemplateUpdateParams,
} from '../options';
import { loadedOptions, loadOptions, loadOutline } from '../internal/lazy';
import type { IterateParams, PageParams } from '../internal/pagination';
import type { Requester } from '../internal/request';
import type { RequestOptions } from '../internal/request-options';
import type { Page, Template } from '../responses';
import { sendConversion, type PdfRequestOptions } from './convert';
import { pagedList } from './paged';
import { pathParam } from './path';

/** What generate() answers: the filled HTML for html, else the document as a conversion to `E` answers it. */
export type TemplateGenerateResult<E extends TemplateExt> = E extends ConversionFormat
  ? Conversion<E>
  : string;

/** `client.templates`: stored templates, and documents generated from them with data. */
export interface TemplatesResource {
  /**
   * One page of stored templates (`page` from 0) when awaited; every template from that page on when walked:
   * `for await (const template of client.templates.list())`.
   */
  list(params?: PageParams, options?: RequestOptions): PagePromise<Template, Page<Template>>;
  /** Every template, page after page from page 0: the same walk as `for await` over `list()`. */
  iterate(params?: IterateParams, options?: RequestOptions): AsyncGenerator<Template, void, undefined>;
  /**
   * Stores a new template. `slug` (letters, digits, "-", "_") names it in paths and cannot change later;
   * `content` is HTML with `{{variables}}`. Not retried once it may have reached the service: a second
   * attempt would be refused as a duplicate of the first.
   */
  create(params: TemplateCreateParams, options?: RequestOptions): APIPromise<Template>;
  /** Replaces a template's content (required by the service) and, when given, its name. The slug stays. */
  update(slug: string, params: TemplateUpdateParams, options?: RequestOptions): APIPromise<Template>;
  /**
   * Generates a document from a stored template filled with `data`: the filled HTML as a string for 'html';
   * for 'pdf', 'png', 'jpeg' and 'webp' the document as a conversion answers it (file, stored JSON with
   * `filename`, queued with `webhook`), with that format's options beside `data`. The variables and the
   * options travel in one flat object, so a variable named like an option is refused. It spends credits like a
   * conversion and retries as one.
   */
  generate<E extends TemplateExt>(
    slug: string,
    ext: E,
    params?: TemplateGenerateParams<E>,
    request?: PdfRequestOptions,
  ): APIPromise<TemplateGenerateResult<E>>;
  /** The raw HTML of a template. */
  getHtml(slug: string, options?: RequestOptions): APIPromise<string>;
  /** Deletes a template; later calls for its slug answer 404 (NotFoundError). */
  delete(slug: string, options?: RequestOptions): APIPromise<{ success: boolean }>;
}

export function templatesResource(requester: Requester, sink?: FileSink): TemplatesResource {
  const { list, iterate } = pagedList(requester, '/templates', 'templates', (body) => body.templates);
  return {
    list,
    iterate,

    create: (params, options = {}) =>
      apiPromise(async () => {
        const { parseTemplateCreate } = loadedOptions() ?? (await loadOptions());
        const answer = await requester.json(
          {
            method: 'POST',
            path: '/templates',
            body: parseTemplateCreate(params),
            idempotency: 'create',
            options,
          },
          'template',
        );
        return mapData(answer, (body) => body.template);
      }),

    update: (slug, params, options = {}) =>
      apiPromise(async () => {
        const path = `/templates/${pathParam('slug', slug)}`;
        const { parseTemplateUpdate } = loadedOptions() ?? (await loadOptions());
        const answer = await requester.json(
          { method: 'PUT', path, body: parseTemplateUpdate(params), idempotency: 'idempotent', options },
          'template',
        );
        return mapData(answer, (body) => body.template);
      }),

    generate: <E extends TemplateExt>(
      slug: string,
      ext: E,
      params?: TemplateGenerateParams<E>,
      request: PdfRequestOptions = {},
    ) =>
      apiPromise(async () => {
        const encoded = pathParam('slug', slug);
        const { templateGenerateBody, HTML_NOT_RENDERED } = loadedOptions() ?? (await loadOptions());
        // The variables and the options travel in one flat object (see templateGenerateBody()).
        const body = templateGenerateBody(ext, params);
        const path = `/templates/${encoded}.${ext}`;
        const { processorVersion, outline, ...options } = request;
        // Filling a template in spends nothing and gives the same HTML every time: safe to retry.
        const fill = (fillBody: unknown) =>
          requester.send(
            {
              method: 'POST',
              path: `/templates/${encoded}.html`,
              body: fillBody,
              idempotency: 'idempotent',
              options,
            },
            (response) => response.body.text(),
          );
        // The outline reads the template filled with the same data for its headings (src/outline/).
        const amendment =
          outline === undefined
            ? undefined
            : await (
                await loadOutline()
              ).templateOutline(ext, body, outline, async () => {
                const filled = await fill(templateGenerateBody('html', { data: params?.data }));
                return filled.data;
              });
        if (ext !== 'html') {
          const conversion = await sendConversion(requester, sink, {
            format: ext,
            path,
            body,
            request,
            amendment,
          });
          return conversion as WithResponse<TemplateGenerateResult<E>>;
        }
        if (processorVersion !== undefined) {
          throw new ValidationError([{ path: 'processorVersion', message: HTML_NOT_RENDERED }]);
        }
        return (await fill(body)) as WithResponse<TemplateGenerateResult<E>>;
      }),

    getHtml: (slug, options = {}) =>
      apiPromise(async () => {
        const path = `/templates/${pathParam('slug', slug)}.html`;
        return requester.send({ method: 'GET', path, idempotency: 'idempotent', options }, (response) =>
          response.body.text(),
        );
      }),

    delete: (slug, options = {}) =>
      apiPromise(async () => {
        const path = `/templates/${pathParam('slug', slug)}`;
        return requester.json({ method: 'DELETE', path, idempotency: 'idempotent', options }, 'success');
      }),
  };
}
