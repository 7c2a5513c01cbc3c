// The API's records as the node outputs them, in one dialect: camelCase names, dates as ISO 8601 strings
// (the API sends epoch milliseconds), durations in milliseconds named `…Ms`. Every operation's JSON goes
// through one of these, so the same fact has the same name and form wherever it appears.
import type { IDataObject } from 'n8n-workflow';
import type { RateLimit, Account, ApiKey, Credits, Invoice, LogEntry, Template } from '@doc-convert/core';
import { maskSecretOptions } from './secrets';

/** Epoch milliseconds as an ISO 8601 string; null stays null (the API's "not set"). */
function isoDate(epochMs: number): string;
function isoDate(epochMs: number | null | undefined): string | null;
function isoDate(epochMs: number | null | undefined): string | null {
  return typeof epochMs === 'number' && Number.isFinite(epochMs) ? new Date(epochMs).toISOString() : null;
}

/** Drops undefined values, so an absent fact is an absent key rather than `undefined`. */
export function defined<T extends Record<string, unknown>>(value: T): IDataObject {
  const out: IDataObject = {};
  for (const [name, field] of Object.entries(value)) {
    if (field !== undefined) out[name] = field as IDataObject[string];
  }
  return out;
}

export interface RateLimitJson extends IDataObject {
  limit?: number;
  remaining?: number;
  /** When the window resets. */
  resetAt?: string;
}

/** The rate-limit window of an answer: its reset as a date, like every other date the node outputs. */
export function rateLimitJson(rateLimit: RateLimit | undefined): RateLimitJson | undefined {
  if (!rateLimit) return undefined;
  return defined({
    limit: rateLimit.limit,
    remaining: rateLimit.remaining,
    resetAt: rateLimit.resetAt?.toISOString(),
  }) as RateLimitJson;
}

export function accountJson(account: Account): IDataObject {
  const { plan } = account;
  return {
    name: account.name,
    firstName: account.firstname,
    email: account.email,
    createdAt: isoDate(account.created),
    companyName: account.company_name,
    companyDetails: account.company_details,
    companyVat: account.company_vat,
    country: account.country,
    renewsAt: isoDate(account.renew_date),
    avatar: account.avatar,
    billingEmail: account.billing_email,
    plan: {
      name: plan.name,
      displayName: plan.display,
      credits: plan.credits,
      fileSize: plan.filesize,
      timeout: plan.timeout,
      price: plan.price,
      yearly: plan.yearly,
      overage: plan.overage,
    },
    hardLimit: (account.hard_limit ?? null) as IDataObject[string],
    subscriptionEndsAt: (account.subscription_ends_at ?? null) as IDataObject[string],
  };
}

export function creditsJson(credits: Credits): IDataObject {
  return { base: credits.base, total: credits.total, used: credits.used, remaining: credits.remaining };
}

export function invoiceJson(invoice: Invoice): IDataObject {
  return {
    reference: invoice.reference,
    amount: invoice.amount,
    createdAt: isoDate(invoice.created),
    downloadUrl: invoice.download_url,
  };
}

export function templateJson(template: Template): IDataObject {
  return { slug: template.slug, name: template.name, createdAt: isoDate(template.created) };
}

/** An API key; `token` is the masked secret (see enableApiKey). */
export function apiKeyJson(key: ApiKey, token: string): IDataObject {
  return {
    name: key.name,
    token,
    public: key.public,
    isMaster: key.is_master,
    usage: key.usage,
    createdAt: isoDate(key.created),
    lastUsedAt: isoDate(key.last_used),
    removed: (key.removed ?? null) as IDataObject[string],
  };
}

/**
 * A log entry; its `duration` is milliseconds (see LogEntry), hence `durationMs`.
 * `query` is the logged request's options: its passwords and cookie values are masked, since the request that
 * carried them is not this one and its secrets are not known here.
 */
export function logJson(entry: LogEntry): IDataObject {
  return {
    id: entry.id,
    requestId: entry.request_id,
    statusCode: entry.code,
    error: entry.error,
    creditsUsed: entry.credits,
    sandbox: entry.sandbox,
    fileSize: entry.filesize,
    durationMs: entry.duration,
    executedAt: isoDate(entry.executed),
    userAgent: entry.user_agent,
    query: maskSecretOptions(entry.query ?? null) as IDataObject[string],
  };
}
