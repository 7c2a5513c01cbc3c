// What a local server starts with, and the defaults for everything a test leaves out: a plausible paying
// account, a master key, a sandbox key and a disabled key, 250 requests per minute, a few templates and
// 25 invoices. A Scenario is plain data so a test can describe the world it needs in one literal.
import { createHash } from 'node:crypto';
import type { RendererName } from './render/renderer';
import type { Account, CreditCounts, Invoice, KeyRecord, Template } from './resources';

/** The default master key: active, managed only from the Dashboard (enable refuses it). */
export const MASTER_KEY = 'dc_live_master_0001_4f9c2b7e81d3a6c5';
/** The default everyday key: active, not a master key. The CLI prints it. */
export const SANDBOX_KEY = 'dc_test_sandbox_7b1e93d0c4a25f86';
/** A default key that starts disabled, so `POST /account/api/{key}/enable` has something to enable. */
export const DISABLED_KEY = 'dc_live_disabled_2c8d5a1f9e0b3476';

export const DEFAULT_MAX_ACTIVE_KEYS = 5;
export const DEFAULT_RATE_LIMIT = { limit: 250, windowMs: 60_000 } as const;
export const DEFAULT_CREDITS: CreditCounts = { base: 2500, total: 2500, used: 120 };
/** Log entries and recorded requests kept by default (Scenario.history). */
export const DEFAULT_HISTORY = 1_000;
/** Bytes of request bodies the recorded requests hold by default (Scenario.recordedBodyBytes). */
export const DEFAULT_RECORDED_BODY_BYTES = 16 * 1024 * 1024;

export interface ScenarioKey {
  token: string;
  name?: string;
  /** Default true. */
  active?: boolean;
  /** Default false. */
  master?: boolean;
  /** What the key is for, in a few words (`npm run server` prints it). */
  purpose?: string;
}

export interface ScenarioTemplate {
  slug: string;
  name: string;
  html: string;
  created?: number;
}

export interface Scenario {
  /** Default 0: an ephemeral port. The server listens on 127.0.0.1 only. */
  port?: number;
  keys?: ScenarioKey[];
  maxActiveKeys?: number;
  /** Missing fields take the defaults (base 2500, total 2500, used 120). */
  credits?: Partial<CreditCounts>;
  /**
   * One window per API key. `limit: Infinity` or `false` never answers 429; the headers are still sent
   * (the limit header then reads 1000000000).
   */
  rateLimit?: { limit: number; windowMs?: number } | false;
  /**
   * How many log entries (`GET /logs`) and recorded requests (`state.requests`) are kept, the oldest dropped
   * first (default DEFAULT_HISTORY: 1,000). Benchmarks keep a few: tens of thousands of recorded bodies grow
   * the server's heap, and its collections then stall answers at random.
   */
  history?: number;
  /**
   * How many bytes of request bodies the recorded requests (`state.requests`) hold at most (default
   * DEFAULT_RECORDED_BODY_BYTES: 16 MiB): past it the oldest recorded requests are dropped, the newest is
   * always kept. Log entries never hold a body (see log-entry.ts).
   */
  recordedBodyBytes?: number;
  /** Milliseconds from a request's arrival to its answer (the work is done within them). */
  latencyMs?: number;
  templates?: ScenarioTemplate[];
  /** Invoices to serve, or how many to generate (default 25). */
  invoices?: Invoice[] | number;
  /** Fields to override in the default account (`plan` is merged too). */
  account?: Partial<Omit<Account, 'plan'>> & { plan?: Partial<Account['plan']> };
  /** Extra bytes in every PDF answer, streamed from a generator (e.g. 256 MB for a large-download bench). */
  pdfPadBytes?: number;
  /** Value of `X-Service-Processor`. */
  processor?: string;
  /**
   * `chromium` (a headless Chromium: real layout, slower) or `text` (the source's text laid out as lines:
   * fast, exact bytes, no browser). Default: DOC_CONVERT_RENDERER, else Chromium where it can run.
   */
  renderer?: RendererName;
  /** Conversions Chromium renders at once (default 4); the others wait their turn. */
  renderConcurrency?: number;
}

const DAY = 86_400_000;

export function defaultKeys(): ScenarioKey[] {
  return [
    {
      token: MASTER_KEY,
      name: 'Master key',
      master: true,
      purpose: 'active master key; apiKeys.enable refuses it with 403 (managed from the Dashboard only)',
    },
    {
      token: SANDBOX_KEY,
      name: 'Sandbox key',
      purpose: 'active; the everyday key for conversions and every other call',
    },
    {
      token: DISABLED_KEY,
      name: 'Old CI key',
      active: false,
      purpose: 'disabled (401) until apiKeys.enable / POST /account/api/{key}/enable turns it on',
    },
  ];
}

export function keyRecord(key: ScenarioKey, index: number, now: number): KeyRecord {
  return {
    token: key.token,
    name: key.name ?? `Key ${index + 1}`,
    active: key.active ?? true,
    is_master: key.master ?? false,
    created: now - (90 - index) * DAY,
    // The public identifier must not reveal the secret: a digest prefix is stable and one-way.
    public: `pk_${createHash('sha256').update(key.token).digest('hex').slice(0, 20)}`,
    last_used: now - index * DAY,
    usage: 0,
    removed: null,
  };
}

export function defaultAccount(
  now: number,
  credits: CreditCounts,
  override: Scenario['account'] = {},
): Account {
  const { plan, ...fields } = override;
  return {
    name: 'Ada Lovelace',
    firstname: 'Ada',
    email: 'ada@example.com',
    created: now - 400 * DAY,
    company_name: 'Analytical Engines Ltd',
    company_details: 'Analytical Engines Ltd\n12 St James Square\nLondon SW1Y 4JH',
    company_vat: null,
    country: 'GB',
    renew_date: now + 17 * DAY,
    avatar: 'https://www.gravatar.com/avatar/00000000000000000000000000000000',
    billing_email: 'billing@example.com',
    hard_limit: null,
    subscription_ends_at: null,
    ...fields,
    plan: {
      display: 'Startup',
      name: 'startup',
      credits: credits.base,
      filesize: 50,
      timeout: 100,
      price: 24,
      yearly: false,
      overage: 0,
      ...plan,
    },
  };
}

export function defaultTemplates(now: number): Template[] {
  const page = (title: string, body: string) =>
    `<!doctype html>\n<html><head><meta charset="utf-8"><title>${title}</title></head>\n<body>${body}</body></html>\n`;
  return [
    {
      slug: 'invoice',
      name: 'Invoice',
      created: now - 30 * DAY,
      html: page('Invoice', '<h1>Invoice {{number}}</h1><p>Amount due: {{amount}}</p>'),
    },
    {
      slug: 'receipt',
      name: 'Receipt',
      created: now - 20 * DAY,
      html: page('Receipt', '<h1>Receipt</h1><p>Thank you for your payment.</p>'),
    },
    {
      slug: 'monthly-report',
      name: 'Monthly report',
      created: now - 10 * DAY,
      html: page(
        'Monthly report',
        '<section><h1>Summary</h1></section><div style="page-break-after: always"></div><section><h1>Details</h1></section>',
      ),
    },
  ];
}

/** `count` monthly invoices, newest first; `download_url` points at this server's file store. */
export function generateInvoices(count: number, now: number, origin: string): Invoice[] {
  return Array.from({ length: count }, (_, i) => {
    const reference = `INV-${String(count - i).padStart(5, '0')}`;
    return {
      created: now - i * 30 * DAY,
      amount: i % 6 === 0 ? 49 : 24,
      reference,
      download_url: `${origin}/files/invoices/${reference}.pdf`,
    };
  });
}
