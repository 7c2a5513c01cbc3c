// POST /account/api/{key}/enable.
import type { Requester, RequestOptions } from '../request';
import type { ApiKey } from '../responses';
import { pathParam } from './path';

export class ApiKeysResource {
  constructor(private readonly requester: Requester) {}

  /**
   * Enables a disabled API key, given its secret. Refused (APIError) past the maximum of active keys and for a
   * master key, which is managed only from the Dashboard. The key never appears in errors.
   */
  async enable(key: string, options: RequestOptions = {}): Promise<ApiKey> {
    const path = `/account/api/${pathParam('key', key)}/enable`;
    const body = await this.requester.json(
      { method: 'POST', path, idempotency: 'idempotent', signal: options.signal, secrets: [key] },
      'key',
    );
    return body.key;
  }
}
