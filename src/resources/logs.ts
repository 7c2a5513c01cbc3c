// GET /logs (recent entries, filtered, paged by cursor) and GET /logs/{request_id}.
import { DocConvertError } from '../errors';
import type { LogsListParams } from '../options';
import { loadedOptions, loadOptions } from '../options-loader';
import type { Requester, RequestOptions } from '../request';
import type { LogEntry, LogsPage } from '../responses';
import { pathParam } from './path';

export class LogsResource {
  constructor(private readonly requester: Requester) {}

  /**
   * One page of recent log entries, newest first: `limit` 5 to 100 (default 20), `status` 'error', 'success'
   * or 'all', `key` (only that API key's requests), `cursor` (the entries after that log id) and `before`
   * (a Date or an ISO date-time).
   */
  async list(params: LogsListParams = {}, options: RequestOptions = {}): Promise<LogsPage> {
    const { parseLogsParams } = loadedOptions() ?? (await loadOptions());
    const query = parseLogsParams(params);
    const body = await this.requester.json(
      {
        method: 'GET',
        path: '/logs',
        query,
        idempotency: 'idempotent',
        signal: options.signal,
        // The key filter is a secret, and it travels in the URL.
        secrets: typeof query.key === 'string' ? [query.key] : [],
      },
      'logs',
    );
    return body.logs;
  }

  /**
   * Every entry matching the filters, page after page: each next page starts after the `id` of the last
   * entry of the previous one (the cursor), while `has_more`. Starts after `cursor` when it is given.
   */
  async *iterate(
    params: LogsListParams = {},
    options: RequestOptions = {},
  ): AsyncGenerator<LogEntry, void, undefined> {
    // The first page as asked (list() checks the parameters before its request), then the cursor spread in.
    let cursor = params.cursor;
    for (
      let page = await this.list(params, options);
      ;
      page = await this.list({ ...params, cursor }, options)
    ) {
      yield* page.data;
      // An empty page ends the walk even if the service says there is more, so a bug there cannot loop forever.
      const last = page.data.at(-1);
      if (!page.has_more || !last) return;
      if (last.id === cursor) {
        throw new DocConvertError(`GET /logs answered the same page again after cursor ${cursor}; stopping.`);
      }
      cursor = last.id;
    }
  }

  /** The log entry of one request, by its request id. */
  async get(requestId: string, options: RequestOptions = {}): Promise<LogEntry> {
    const body = await this.requester.json(
      {
        method: 'GET',
        path: `/logs/${pathParam('requestId', requestId)}`,
        idempotency: 'idempotent',
        signal: options.signal,
      },
      'log',
    );
    return body.log;
  }
}
