// GET /logs (recent entries, filtered, paged by cursor) and GET /logs/{request_id}.
import {
  apiPromise,
  mapData,
  pagePromise,
  type APIPromise,
  type PagePromise,
  type WithResponse,
} from '../internal/api-promise';
import { DocConvertError } from '../errors';
import type { LogsListParams } from '../options';
import { loadedOptions, loadOptions } from '../internal/lazy';
import { walkLazily } from '../internal/pagination';
import type { Requester } from '../internal/request';
import type { RequestOptions } from '../internal/request-options';
import type { LogEntry, LogsPage } from '../responses';
import { pathParam } from './path';

/** `client.logs`: the account's request logs. */
export interface LogsResource {
  /**
   * One page of recent log entries, newest first, when awaited: `limit` 5 to 100 (default 20), `status`
   * 'error', 'success' or 'all', `key` (only that API key's requests), `cursor` (the entries after that log id)
   * and `before` (a Date or an ISO date-time). Walked with `for await`, every matching entry from there on:
   * each next page starts after the `id` of the last entry of the previous one (the cursor), while `has_more`.
   */
  list(params?: LogsListParams, options?: RequestOptions): PagePromise<LogEntry, LogsPage>;
  /** Every matching entry, page after page by cursor: the same walk as `for await` over `list()`. */
  iterate(params?: LogsListParams, options?: RequestOptions): AsyncGenerator<LogEntry, void, undefined>;
  /** The log entry of one request, by its request id. */
  get(requestId: string, options?: RequestOptions): APIPromise<LogEntry>;
}

export function logsResource(requester: Requester): LogsResource {
  const fetchPage = async (
    params: LogsListParams,
    options: RequestOptions,
  ): Promise<WithResponse<LogsPage>> => {
    const { parseLogsParams } = loadedOptions() ?? (await loadOptions());
    const query = parseLogsParams(params);
    const answer = await requester.json(
      {
        method: 'GET',
        path: '/logs',
        query,
        idempotency: 'idempotent',
        options,
        // The key filter is a secret, and it travels in the URL.
        secrets: typeof query.key === 'string' ? [query.key] : [],
      },
      'logs',
    );
    return mapData(answer, (body) => body.logs);
  };

  // The cursor each page was asked with, to notice a service that answers the same page again.
  const askedAfter = new WeakMap<LogsPage, LogsListParams['cursor']>();
  const list = (params: LogsListParams = {}, options: RequestOptions = {}): PagePromise<LogEntry, LogsPage> =>
    pagePromise(
      async () => {
        const answer = await fetchPage(params, options);
        askedAfter.set(answer.data, params.cursor);
        return answer;
      },
      async (page) => {
        // An empty page ends the walk even if the service says there is more, so a bug there cannot loop forever.
        const last = page.data.at(-1);
        if (!page.has_more || !last) return undefined;
        const cursor = askedAfter.get(page);
        if (cursor !== undefined && String(last.id) === String(cursor)) {
          throw new DocConvertError(
            `GET /logs answered the same page again after cursor ${cursor}; stopping.`,
          );
        }
        const next = (await fetchPage({ ...params, cursor: last.id }, options)).data;
        askedAfter.set(next, last.id);
        return next;
      },
    );

  return {
    list,
    iterate: (params = {}, options = {}) => walkLazily(() => list(params, options)),
    get: (requestId, options = {}) =>
      apiPromise(async () => {
        const path = `/logs/${pathParam('requestId', requestId)}`;
        const answer = await requester.json(
          { method: 'GET', path, idempotency: 'idempotent', options },
          'log',
        );
        return mapData(answer, (body) => body.log);
      }),
  };
}
