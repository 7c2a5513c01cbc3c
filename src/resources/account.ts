// GET /account and GET /credits/usage.
import type { Requester, RequestOptions } from '../request';
import type { Account, Credits } from '../responses';

export class AccountResource {
  constructor(private readonly requester: Requester) {}

  /** The account of the API key: owner, company, plan. */
  async get(options: RequestOptions = {}): Promise<Account> {
    const body = await this.requester.json(
      { method: 'GET', path: '/account', idempotency: 'idempotent', signal: options.signal },
      'account',
    );
    return body.account;
  }
}

export class CreditsResource {
  constructor(private readonly requester: Requester) {}

  /** Credits of the current period: `base`, `total`, `used`, `remaining`. */
  async usage(options: RequestOptions = {}): Promise<Credits> {
    const body = await this.requester.json(
      { method: 'GET', path: '/credits/usage', idempotency: 'idempotent', signal: options.signal },
      'credits',
    );
    return body.credits;
  }
}
