// GET /logs/{request_id}.
import type { Requester, RequestOptions } from '../request';
import { envelopes, type LogEntry } from '../responses';
import { pathParam } from './path';

export class LogsResource {
  constructor(private readonly requester: Requester) {}

  /** The log entry of one request, by its request id. */
  async get(requestId: string, options: RequestOptions = {}): Promise<LogEntry> {
    const body = await this.requester.json(
      {
        method: 'GET',
        path: `/logs/${pathParam('requestId', requestId)}`,
        idempotency: 'idempotent',
        signal: options.signal,
      },
      envelopes.log,
    );
    return body.log;
  }
}
