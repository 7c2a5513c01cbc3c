// zod schemas of the response bodies, and the resource types, written out with a comment on every field and
// checked against their schemas (SameShape). They check what the spec promises and let unknown fields
// through, so a new field from the service never breaks a client in production.
import * as z from 'zod/v4';
import type { Assert, SameShape } from './internal/same-shape';

/**
 * A schema made on first use, then kept. zod's schema objects are slow to build: all of these take about 20 ms
 * on a slow 2-core machine, most of the Action's budget for a credits check, while a call reads one kind of
 * answer (the credits check only `{ success, credits }`).
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** An object whose fields are made on first read (see once). */
function madeOnRead<B extends Record<string, () => unknown>>(
  makers: B,
): { readonly [K in keyof B]: ReturnType<B[K]> } {
  const fields = {};
  for (const [name, make] of Object.entries(makers)) {
    Object.defineProperty(fields, name, { get: once(make), enumerable: true });
  }
  return fields as { readonly [K in keyof B]: ReturnType<B[K]> };
}

/** Epoch milliseconds. */
const timestamp = () => z.number();

const plan = once(() =>
  z.looseObject({
    display: z.string(),
    name: z.string(),
    credits: z.number().int(),
    filesize: z.number(),
    timeout: z.number(),
    price: z.number(),
    yearly: z.boolean(),
    overage: z.number(),
  }),
);

const account = once(() =>
  z.looseObject({
    name: z.string(),
    firstname: z.string(),
    email: z.string(),
    created: timestamp(),
    company_name: z.string().nullable(),
    company_details: z.string().nullable(),
    company_vat: z.string().nullable(),
    country: z.string().nullable(),
    renew_date: timestamp().nullable(),
    avatar: z.string().nullable(),
    billing_email: z.string().nullable(),
    plan: plan(),
    hard_limit: z.unknown(),
    subscription_ends_at: z.unknown(),
  }),
);

const credits = once(() =>
  z.looseObject({
    base: z.number().int(),
    total: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int(),
  }),
);

const invoice = once(() =>
  z.looseObject({
    created: timestamp(),
    amount: z.number(),
    reference: z.string(),
    download_url: z.string(),
  }),
);

const template = once(() =>
  z.looseObject({
    slug: z.string(),
    created: timestamp(),
    name: z.string(),
  }),
);

const apiKey = once(() =>
  z.looseObject({
    created: timestamp(),
    name: z.string(),
    removed: z.unknown(),
    token: z.string(),
    public: z.string(),
    last_used: timestamp().nullable(),
    usage: z.number(),
    is_master: z.boolean(),
  }),
);

const logEntry = once(() =>
  z.looseObject({
    id: z.number().int(),
    duration: z.number(),
    executed: timestamp(),
    credits: z.number(),
    sandbox: z.boolean(),
    filesize: z.number().nullable(),
    error: z.string().nullable(),
    code: z.number().int(),
    user_agent: z.string().nullable(),
    request_id: z.string(),
    query: z.unknown(),
  }),
);

function page<T extends z.ZodType>(item: T) {
  return z.looseObject({
    has_more: z.boolean(),
    data: z.array(item),
    limit: z.number().int(),
    page: z.number().int(),
    total: z.number().int(),
  });
}

/**
 * A page of GET /logs. The reference's Logs schema has the paging envelope's fields, none of them required;
 * the client needs `has_more` and `data` to walk the cursor and lets the rest be absent.
 */
const logsPage = once(() =>
  z.looseObject({
    has_more: z.boolean(),
    data: z.array(logEntry()),
    limit: z.number().int().optional(),
    page: z.number().int().optional(),
    total: z.number().int().optional(),
  }),
);

const conversionResult = once(() =>
  z.looseObject({
    success: z.boolean(),
    url: z.string(),
    filesize: z.number().int(),
    duration: z.number(),
    response: z.looseObject({ duration: z.number(), 'status-code': z.number().int() }),
    executed: z.string(),
    pdf_pages: z.number().int().optional(),
  }),
);

const queued = once(() => z.looseObject({ success: z.boolean(), queued: z.boolean() }));

/**
 * How an answer is parsed: `schema.safeParse(json, READ_ONCE)`. Each answer is read once, so zod's compiled fast
 * path for objects (code generated with `new Function` on a schema's first parse: about 6 ms for the credits
 * envelope on a slow machine) costs more than it saves. Given per call, not through `z.config()`, so that an
 * application sharing its zod with the library keeps its own setting.
 */
export const READ_ONCE = { jitless: true } as const;

/** The two forms of an error body: one message, or messages by field. */
export const errorBodies = madeOnRead({
  single: () =>
    z.looseObject({
      success: z.boolean().optional(),
      error: z.string(),
      code: z.number().int().optional(),
      identifier: z.string().optional(),
    }),
  byField: () =>
    z.looseObject({
      success: z.boolean().optional(),
      errors: z.record(z.string(), z.unknown()),
      code: z.number().int().optional(),
      identifier: z.string().optional(),
    }),
});

/** A conversion's JSON answers: the stored file's result (`filename`), or the 202 of a `webhook`. */
export const conversionAnswers = madeOnRead({ result: conversionResult, queued });

export const envelopes = madeOnRead({
  account: () => z.looseObject({ success: z.boolean(), account: account() }),
  credits: () => z.looseObject({ success: z.boolean(), credits: credits() }),
  invoices: () => z.looseObject({ success: z.boolean(), invoices: page(invoice()) }),
  templates: () => z.looseObject({ success: z.boolean(), templates: page(template()) }),
  key: () => z.looseObject({ success: z.boolean(), key: apiKey() }),
  log: () => z.looseObject({ success: z.boolean(), log: logEntry() }),
  logs: () => z.looseObject({ success: z.boolean(), logs: logsPage() }),
  template: () => z.looseObject({ success: z.boolean(), template: template() }),
  success: () => z.looseObject({ success: z.boolean() }),
});

/** The account's plan (`account.plan`). */
export interface Plan {
  /** Display name of the plan. */
  display: string;
  /** Plan identifier. */
  name: string;
  /** Credits of the plan per period. */
  credits: number;
  /** File size limit of the plan (unit not documented). */
  filesize: number;
  /** Time limit of the plan (unit not documented). */
  timeout: number;
  /** Price of the plan. */
  price: number;
  /** Paid yearly. */
  yearly: boolean;
  /** Overage setting of the plan. */
  overage: number;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** The account of the API key (`account.get()`). Timestamps are epoch milliseconds. */
export interface Account {
  /** Full name of the owner. */
  name: string;
  /** First name of the owner. */
  firstname: string;
  /** Email address of the owner. */
  email: string;
  /** When the account was created (epoch ms). */
  created: number;
  /** Company name, when set. */
  company_name: string | null;
  /** Company details (several lines), when set. */
  company_details: string | null;
  /** Company VAT number, when set. */
  company_vat: string | null;
  /** Country code, when set. */
  country: string | null;
  /** When the plan renews (epoch ms), when known. */
  renew_date: number | null;
  /** URL of the owner's avatar, when set. */
  avatar: string | null;
  /** Where invoices are sent, when set. */
  billing_email: string | null;
  /** The account's plan. */
  plan: Plan;
  /** Only seen as null; the type of another value is not documented. */
  hard_limit: unknown;
  /** Only seen as null; the type of another value is not documented. */
  subscription_ends_at: unknown;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** Credits of the current period (`credits.usage()`). Once `used` reaches `total`, conversions are refused. */
export interface Credits {
  /** Credit limit of the plan. */
  base: number;
  /** Credit limit in force: differs from `base` when overage is enabled (then the overage's limit). */
  total: number;
  /** Credits used in the period. */
  used: number;
  /** Credits still usable in the period. */
  remaining: number;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** An invoice (`invoices.list()`, `invoices.iterate()`). */
export interface Invoice {
  /** When it was issued (epoch ms). */
  created: number;
  /** Amount. */
  amount: number;
  /** Invoice reference. */
  reference: string;
  /** URL to download it. */
  download_url: string;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** A stored template (`templates.list()`, `create()`, `update()`). */
export interface Template {
  /** Identifier of the template in paths. */
  slug: string;
  /** When it was created (epoch ms). */
  created: number;
  /** Name of the template. */
  name: string;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** An API key's record (`apiKeys.enable()`). */
export interface ApiKey {
  /** When it was created (epoch ms). */
  created: number;
  /** Label of the key. */
  name: string;
  /** null while the key is not removed. */
  removed: unknown;
  /** The secret key itself. */
  token: string;
  /** Public identifier of the key. */
  public: string;
  /** When it was last used (epoch ms), or null. */
  last_used: number | null;
  /** Usage count of the key. */
  usage: number;
  /** A master key, managed only from the Dashboard. */
  is_master: boolean;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** The log entry of one request (`logs.get()`, `logs.list()`). */
export interface LogEntry {
  /** Log id; the cursor of `logs.list()`. */
  id: number;
  /**
   * Duration of the request, in milliseconds: the service documents its duration headers in milliseconds, and
   * its log example's 2191 sits beside epoch-millisecond dates.
   */
  duration: number;
  /** When it ran (epoch ms). */
  executed: number;
  /** Credits charged. */
  credits: number;
  /** Made in sandbox mode. */
  sandbox: boolean;
  /** Size of the output, when there was one. */
  filesize: number | null;
  /** The error, when it failed. */
  error: string | null;
  /** HTTP status of the request. */
  code: number;
  /** User-Agent of the request, when sent. */
  user_agent: string | null;
  /** The unique request id (`metadata.requestId` of a conversion). */
  request_id: string;
  /** The request's parameters, when logged (`log_request`). */
  query: unknown;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** The pagination envelope of invoices and templates; `page` starts at 0. */
export interface Page<T> {
  /** More pages follow. */
  has_more: boolean;
  /** The items of this page. */
  data: T[];
  /** Page size. */
  limit: number;
  /** Index of this page, from 0. */
  page: number;
  /** Number of items in all pages. */
  total: number;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** A page of recent log entries; walk on with `cursor` set to the `id` of the last entry while `has_more`. */
export interface LogsPage {
  /** More entries follow (after the last `id` of this page). */
  has_more: boolean;
  /** The entries, newest first. */
  data: LogEntry[];
  /** Page size, when the service says. */
  limit?: number;
  /** Page index, when the service says. */
  page?: number;
  /** Number of entries, when the service says. */
  total?: number;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** The JSON answer of a conversion that stored its file (`filename` given). */
export interface ConversionResult {
  /** true: the conversion succeeded. */
  success: boolean;
  /** Where to download the stored file (kept for two days). */
  url: string;
  /** Size of the file in bytes. */
  filesize: number;
  /** Duration of the conversion in milliseconds. */
  duration: number;
  /** How loading the source went: its `duration` (milliseconds) and its `status-code`. */
  response: { duration: number; 'status-code': number; [field: string]: unknown };
  /** When it ran, an ISO date-time. */
  executed: string;
  /** Number of pages, for a PDF. */
  pdf_pages?: number;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

/** The 202 answer of a conversion with a `webhook`: the result will be POSTed there. */
export interface QueuedAcknowledgement {
  /** true: the request was accepted. */
  success: boolean;
  /** true: the conversion is queued. */
  queued: boolean;
  /** Fields the service adds later come through as they are. */
  [field: string]: unknown;
}

// Each documented type is what its schema reads.
type Matches<T, S extends () => z.ZodType> = SameShape<T, z.infer<ReturnType<S>>>;
type _Plan = Assert<Matches<Plan, typeof plan>>;
type _Account = Assert<Matches<Account, typeof account>>;
type _Credits = Assert<Matches<Credits, typeof credits>>;
type _Invoice = Assert<Matches<Invoice, typeof invoice>>;
type _Template = Assert<Matches<Template, typeof template>>;
type _ApiKey = Assert<Matches<ApiKey, typeof apiKey>>;
type _LogEntry = Assert<Matches<LogEntry, typeof logEntry>>;
type _Page = Assert<SameShape<Page<Invoice>, z.infer<ReturnType<typeof page<ReturnType<typeof invoice>>>>>>;
type _LogsPage = Assert<Matches<LogsPage, typeof logsPage>>;
type _ConversionResult = Assert<Matches<ConversionResult, typeof conversionResult>>;
type _Queued = Assert<Matches<QueuedAcknowledgement, typeof queued>>;
