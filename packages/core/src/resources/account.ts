// GET /account and GET /credits/usage.
import { apiPromise, mapData, type APIPromise } from '../internal/api-promise';
import type { Requester } from '../internal/request';
import type { RequestOptions } from '../internal/request-options';
import type { Account, Credits } from '../responses';

/** `client.account`: the account of the API key. */
export interface AccountResource {
  /** The account of the API key: owner, company, plan. */
  get(options?: RequestOptions): APIPromise<Account>;
}

/** `client.credits`: the credits of the current period. */
export interface CreditsResource {
  /** Credits of the current period: `base`, `total`, `used`, `remaining`. */
  usage(options?: RequestOptions): APIPromise<Credits>;
}

export function accountResource(requester: Requester): AccountResource {
  return {
    get: (options = {}) =>
      apiPromise(async () =>
        mapData(
          await requester.json(
            { method: 'GET', path: '/account', idempotency: 'idempotent', options },
            'account',
          ),
          (body) => body.account,
        ),
      ),
  };
}

export function creditsResource(requester: Requester): CreditsResource {
  return {
    usage: (options = {}) =>
      apiPromise(async () =>
        mapData(
          await requester.json(
            { method: 'GET', path: '/credits/usage', idempotency: 'idempotent', options },
            'credits',
          ),
          (body) => body.credits,
        ),
      ),
  };
}
