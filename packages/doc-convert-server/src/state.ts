// The server's real state, open for assertions: keys, credits, account, templates, invoices, stored files,
// log entries by request id, every request received (with secrets redacted), answer counts by status,
// the rate-limit windows, and webhook deliveries with a way to await them.
import type { Body } from './reply';
import { RateLimiter } from './rate-limit';
import type { Account, CreditCounts, Invoice, KeyRecord, LogEntry, Template } from './resources';
import {
  DEFAULT_CREDITS,
  DEFAULT_HISTORY,
  DEFAULT_MAX_ACTIVE_KEYS,
  DEFAULT_RECORDED_BODY_BYTES,
  DEFAULT_RATE_LIMIT,
  defaultAccount,
  defaultKeys,
  defaultTemplates,
  generateInvoices,
  keyRecord,
  type Scenario,
} from './scenario';

export interface RecordedRequest {
  requestId: string;
  method: string;
  /** Path and query as received, any API key in it replaced by `[redacted]`. */
  path: string;
  /** Lower-case names; `x-api-key` is always `[redacted]`. */
  headers: Record<string, string>;
  /**
   * Parsed JSON when the body was JSON, text otherwise, undefined when empty (or over the 32 MiB limit); parsed
   * and redacted when first read.
   */
  body: unknown;
  receivedAt: number;
}

export interface WebhookDelivery {
  /** Request id of the conversion that was queued. */
  requestId: string;
  url: string;
  method: string;
  /** Status the webhook endpoint answered; 0 when it could not be reached or was not called. */
  status: number;
  /** Headers sent, lower-case names. */
  headers: Record<string, string>;
  /** The JSON body sent: the conversion result, or the documented failure payload `{ error: {...} }`. */
  body: Record<string, unknown>;
  error?: string;
  deliveredAt: number;
}

/** A converted file kept for download (the `filename` and `webhook` forms answer its URL). */
export interface StoredFile {
  id: string;
  filename: string;
  contentType: string;
  body: Body;
}

export type CreditsUsage = CreditCounts & { remaining: number };

type DeliveryMatch = string | ((delivery: WebhookDelivery) => boolean);

interface Waiter {
  matches: (delivery: WebhookDelivery) => boolean;
  resolve: (delivery: WebhookDelivery) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class ServerState {
  /** API keys by token. */
  readonly keys = new Map<string, KeyRecord>();
  maxActiveKeys: number;
  /** Mutable; `remaining` is derived by `creditsUsage()`. */
  readonly credits: CreditCounts;
  account: Account;
  /** Templates by slug. */
  readonly templates = new Map<string, Template>();
  invoices: Invoice[];
  /** Log entries by request id. */
  readonly logs = new Map<string, LogEntry>();
  readonly requests: RecordedRequest[] = [];
  /** See Scenario.history. */
  readonly history: number;
  /** See Scenario.recordedBodyBytes. */
  readonly recordedBodyBytes: number;
  readonly webhookDeliveries: WebhookDelivery[] = [];
  /** Stored conversion results by id. */
  readonly files = new Map<string, StoredFile>();
  /** How many answers went out with each status. */
  readonly statusCounts: Record<number, number> = {};
  readonly rateLimiter: RateLimiter;
  /** Extra bytes in every PDF answer (see Scenario.pdfPadBytes); may be changed between requests. */
  pdfPadBytes: number;
  /** Milliseconds added before every answer; may be changed between requests. */
  latencyMs: number;
  processor: string;

  private nextLogId = 1;
  /** The body size of each recorded request. */
  private readonly recordedBytes = new WeakMap<RecordedRequest, number>();
  /** The token of the key that made each logged request, by request id (never shown in a log entry). */
  private readonly logKeys = new Map<string, string>();
  private waiters: Waiter[] = [];

  constructor(scenario: Scenario, origin: string, now = Date.now()) {
    (scenario.keys ?? defaultKeys()).forEach((key, i) => this.keys.set(key.token, keyRecord(key, i, now)));
    this.maxActiveKeys = scenario.maxActiveKeys ?? DEFAULT_MAX_ACTIVE_KEYS;
    this.credits = { ...DEFAULT_CREDITS, ...scenario.credits };
    this.account = defaultAccount(now, this.credits, scenario.account);
    for (const template of scenario.templates ?? defaultTemplates(now)) {
      this.templates.set(template.slug, { ...template, created: template.created ?? now });
    }
    const invoices = scenario.invoices ?? 25;
    this.invoices = typeof invoices === 'number' ? generateInvoices(invoices, now, origin) : [...invoices];
    const rate =
      scenario.rateLimit === false ? { limit: Infinity } : (scenario.rateLimit ?? DEFAULT_RATE_LIMIT);
    this.rateLimiter = new RateLimiter(rate.limit, rate.windowMs ?? DEFAULT_RATE_LIMIT.windowMs);
    this.history = scenario.history ?? DEFAULT_HISTORY;
    this.recordedBodyBytes = scenario.recordedBodyBytes ?? DEFAULT_RECORDED_BODY_BYTES;
    this.pdfPadBytes = scenario.pdfPadBytes ?? 0;
    this.latencyMs = scenario.latencyMs ?? 0;
    this.processor = scenario.processor ?? 'local-1';
  }

  creditsUsage(): CreditsUsage {
    const { base, total, used } = this.credits;
    return { base, total, used, remaining: Math.max(0, total - used) };
  }

  activeKeyCount(): number {
    return [...this.keys.values()].filter((key) => key.active).length;
  }

  /** Every key token: the strings redaction removes from recorded requests. */
  secrets(): string[] {
    return [...this.keys.keys()];
  }

  get answered429(): number {
    return this.statusCounts[429] ?? 0;
  }

  /** Adds a log entry, made with the key `keyToken` when there was one; ids count up from 1. */
  addLog(entry: Omit<LogEntry, 'id'>, keyToken?: string): LogEntry {
    const log = { id: this.nextLogId++, ...entry };
    this.logs.set(log.request_id, log);
    if (keyToken !== undefined) this.logKeys.set(log.request_id, keyToken);
    if (this.logs.size > this.history) {
      const oldest = this.logs.keys().next().value!;
      this.logs.delete(oldest);
      this.logKeys.delete(oldest);
    }
    return log;
  }

  /** The token of the key that made a logged request, if one did (for GET /logs?key=). */
  logKey(requestId: string): string | undefined {
    return this.logKeys.get(requestId);
  }

  /**
   * Keeps a request for the tests to inspect, `bodyBytes` the size of its body: the last Scenario.history
   * requests, their bodies Scenario.recordedBodyBytes at most (the newest is kept whatever its size).
   */
  recordRequest(request: RecordedRequest, bodyBytes = 0): void {
    this.requests.push(request);
    this.recordedBytes.set(request, bodyBytes);
    if (this.requests.length > this.history) this.requests.shift();
    // Summed afresh each time: a test may take requests out of the array itself (`requests.splice(0)`).
    let total = this.requests.reduce((sum, recorded) => sum + (this.recordedBytes.get(recorded) ?? 0), 0);
    while (total > this.recordedBodyBytes && this.requests.length > 1) {
      total -= this.recordedBytes.get(this.requests.shift()!) ?? 0;
    }
  }

  countAnswer(status: number): void {
    this.statusCounts[status] = (this.statusCounts[status] ?? 0) + 1;
  }

  recordDelivery(delivery: WebhookDelivery): void {
    this.webhookDeliveries.push(delivery);
    for (const waiter of [...this.waiters]) {
      if (!waiter.matches(delivery)) continue;
      this.dropWaiter(waiter);
      waiter.resolve(delivery);
    }
  }

  /**
   * The first webhook delivery matching `match` (a conversion's request id, or a predicate; default any),
   * whether it already happened or happens within `timeoutMs`.
   */
  waitForWebhook(match?: DeliveryMatch, timeoutMs = 10_000): Promise<WebhookDelivery> {
    const matches =
      match === undefined
        ? () => true
        : typeof match === 'string'
          ? (d: WebhookDelivery) => d.requestId === match
          : match;
    const done = this.webhookDeliveries.find(matches);
    if (done) return Promise.resolve(done);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        matches,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.dropWaiter(waiter);
          reject(new Error(`no webhook delivery within ${timeoutMs} ms`));
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** Rejects every pending `waitForWebhook` (the server is closing). */
  cancelWaiters(reason: string): void {
    for (const waiter of [...this.waiters]) {
      this.dropWaiter(waiter);
      waiter.reject(new Error(reason));
    }
  }

  private dropWaiter(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    this.waiters = this.waiters.filter((w) => w !== waiter);
  }
}
