// POST /account/api/{key}/enable.
import { apiPromise, mapData, type APIPromise } from '../internal/api-promise';
import type { Requester } from '../internal/request';
import type { RequestOptions } from '../internal/request-options';
import type { ApiKey } from '../responses';
import { pathParam } from './path';

/** `client.apiKeys`: the account's API keys. */
export interface ApiKeysResource {
  /**
   * Enables a disabled API key, given its secret. Refused (APIError) past the maximum of active keys and for a
   * master key, which is managed only from the Dashboard. The key never appears in errors or logs.
   */
  enable(key: string, options?: RequestOptions): APIPromise<ApiKey>;
}

export function apiKeysResource(requester: Requester): ApiKeysResource {
  return {
    enable: (key, options = {}) =>
      apiPromise(async () => {
        const path = `/account/api/${pathParam('key', key)}/enable`;
        const answer = await requester.json(
          { method: 'POST', path, idempotency: 'idempotent', options, secrets: [key] },
          'key',
        );
        return mapData(answer, (body) => body.key);
      }),
  };
}
