import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  array,
  boolean,
  looseObject,
  number,
  record,
  string,
  unknown
} from "./chunk-7KS7CNLY.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/responses.ts
init_esm_shims();
function once(make) {
  let made;
  return () => made ??= make();
}
function madeOnRead(makers) {
  const fields = {};
  for (const [name, make] of Object.entries(makers)) {
    Object.defineProperty(fields, name, { get: once(make), enumerable: true });
  }
  return fields;
}
var timestamp = () => number();
var plan = once(
  () => looseObject({
    display: string(),
    name: string(),
    credits: number().int(),
    filesize: number(),
    timeout: number(),
    price: number(),
    yearly: boolean(),
    overage: number()
  })
);
var account = once(
  () => looseObject({
    name: string(),
    firstname: string(),
    email: string(),
    created: timestamp(),
    company_name: string().nullable(),
    company_details: string().nullable(),
    company_vat: string().nullable(),
    country: string().nullable(),
    renew_date: timestamp().nullable(),
    avatar: string().nullable(),
    billing_email: string().nullable(),
    plan: plan(),
    hard_limit: unknown(),
    subscription_ends_at: unknown()
  })
);
var credits = once(
  () => looseObject({
    base: number().int(),
    total: number().int(),
    used: number().int(),
    remaining: number().int()
  })
);
var invoice = once(
  () => looseObject({
    created: timestamp(),
    amount: number(),
    reference: string(),
    download_url: string()
  })
);
var template = once(
  () => looseObject({
    slug: string(),
    created: timestamp(),
    name: string()
  })
);
var apiKey = once(
  () => looseObject({
    created: timestamp(),
    name: string(),
    removed: unknown(),
    token: string(),
    public: string(),
    last_used: timestamp().nullable(),
    usage: number(),
    is_master: boolean()
  })
);
var logEntry = once(
  () => looseObject({
    id: number().int(),
    duration: number(),
    executed: timestamp(),
    credits: number(),
    sandbox: boolean(),
    filesize: number().nullable(),
    error: string().nullable(),
    code: number().int(),
    user_agent: string().nullable(),
    request_id: string(),
    query: unknown()
  })
);
function page(item) {
  return looseObject({
    has_more: boolean(),
    data: array(item),
    limit: number().int(),
    page: number().int(),
    total: number().int()
  });
}
var logsPage = once(
  () => looseObject({
    has_more: boolean(),
    data: array(logEntry()),
    limit: number().int().optional(),
    page: number().int().optional(),
    total: number().int().optional()
  })
);
var conversionResult = once(
  () => looseObject({
    success: boolean(),
    url: string(),
    filesize: number().int(),
    duration: number(),
    response: looseObject({ duration: number(), "status-code": number().int() }),
    executed: string(),
    pdf_pages: number().int().optional()
  })
);
var queued = once(() => looseObject({ success: boolean(), queued: boolean() }));
var READ_ONCE = { jitless: true };
var errorBodies = madeOnRead({
  single: () => looseObject({
    success: boolean().optional(),
    error: string(),
    code: number().int().optional(),
    identifier: string().optional()
  }),
  byField: () => looseObject({
    success: boolean().optional(),
    errors: record(string(), unknown()),
    code: number().int().optional(),
    identifier: string().optional()
  })
});
var conversionAnswers = madeOnRead({ result: conversionResult, queued });
var envelopes = madeOnRead({
  account: () => looseObject({ success: boolean(), account: account() }),
  credits: () => looseObject({ success: boolean(), credits: credits() }),
  invoices: () => looseObject({ success: boolean(), invoices: page(invoice()) }),
  templates: () => looseObject({ success: boolean(), templates: page(template()) }),
  key: () => looseObject({ success: boolean(), key: apiKey() }),
  log: () => looseObject({ success: boolean(), log: logEntry() }),
  logs: () => looseObject({ success: boolean(), logs: logsPage() }),
  template: () => looseObject({ success: boolean(), template: template() }),
  success: () => looseObject({ success: boolean() })
});
export {
  READ_ONCE,
  conversionAnswers,
  envelopes,
  errorBodies
};
