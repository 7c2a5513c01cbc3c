import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-Z3GR3XIV.mjs";
import {
  init_esm_shims
} from "./chunk-6ODO5OSX.mjs";

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
var timestamp = () => external_exports.number();
var plan = once(
  () => external_exports.looseObject({
    display: external_exports.string(),
    name: external_exports.string(),
    credits: external_exports.number().int(),
    filesize: external_exports.number(),
    timeout: external_exports.number(),
    price: external_exports.number(),
    yearly: external_exports.boolean(),
    overage: external_exports.number()
  })
);
var account = once(
  () => external_exports.looseObject({
    name: external_exports.string(),
    firstname: external_exports.string(),
    email: external_exports.string(),
    created: timestamp(),
    company_name: external_exports.string().nullable(),
    company_details: external_exports.string().nullable(),
    company_vat: external_exports.string().nullable(),
    country: external_exports.string().nullable(),
    renew_date: timestamp().nullable(),
    avatar: external_exports.string().nullable(),
    billing_email: external_exports.string().nullable(),
    plan: plan(),
    hard_limit: external_exports.unknown(),
    subscription_ends_at: external_exports.unknown()
  })
);
var credits = once(
  () => external_exports.looseObject({
    base: external_exports.number().int(),
    total: external_exports.number().int(),
    used: external_exports.number().int(),
    remaining: external_exports.number().int()
  })
);
var invoice = once(
  () => external_exports.looseObject({
    created: timestamp(),
    amount: external_exports.number(),
    reference: external_exports.string(),
    download_url: external_exports.string()
  })
);
var template = once(
  () => external_exports.looseObject({
    slug: external_exports.string(),
    created: timestamp(),
    name: external_exports.string()
  })
);
var apiKey = once(
  () => external_exports.looseObject({
    created: timestamp(),
    name: external_exports.string(),
    removed: external_exports.unknown(),
    token: external_exports.string(),
    public: external_exports.string(),
    last_used: timestamp().nullable(),
    usage: external_exports.number(),
    is_master: external_exports.boolean()
  })
);
var logEntry = once(
  () => external_exports.looseObject({
    id: external_exports.number().int(),
    duration: external_exports.number(),
    executed: timestamp(),
    credits: external_exports.number(),
    sandbox: external_exports.boolean(),
    filesize: external_exports.number().nullable(),
    error: external_exports.string().nullable(),
    code: external_exports.number().int(),
    user_agent: external_exports.string().nullable(),
    request_id: external_exports.string(),
    query: external_exports.unknown()
  })
);
function page(item) {
  return external_exports.looseObject({
    has_more: external_exports.boolean(),
    data: external_exports.array(item),
    limit: external_exports.number().int(),
    page: external_exports.number().int(),
    total: external_exports.number().int()
  });
}
var logsPage = once(
  () => external_exports.looseObject({
    has_more: external_exports.boolean(),
    data: external_exports.array(logEntry()),
    limit: external_exports.number().int().optional(),
    page: external_exports.number().int().optional(),
    total: external_exports.number().int().optional()
  })
);
var conversionResult = once(
  () => external_exports.looseObject({
    success: external_exports.boolean(),
    url: external_exports.string(),
    filesize: external_exports.number().int(),
    duration: external_exports.number(),
    response: external_exports.looseObject({ duration: external_exports.number(), "status-code": external_exports.number().int() }),
    executed: external_exports.string(),
    pdf_pages: external_exports.number().int().optional()
  })
);
var queued = once(() => external_exports.looseObject({ success: external_exports.boolean(), queued: external_exports.boolean() }));
var READ_ONCE = { jitless: true };
var errorBodies = madeOnRead({
  single: () => external_exports.looseObject({
    success: external_exports.boolean().optional(),
    error: external_exports.string(),
    code: external_exports.number().int().optional(),
    identifier: external_exports.string().optional()
  }),
  byField: () => external_exports.looseObject({
    success: external_exports.boolean().optional(),
    errors: external_exports.record(external_exports.string(), external_exports.unknown()),
    code: external_exports.number().int().optional(),
    identifier: external_exports.string().optional()
  })
});
var conversionAnswers = madeOnRead({ result: conversionResult, queued });
var envelopes = madeOnRead({
  account: () => external_exports.looseObject({ success: external_exports.boolean(), account: account() }),
  credits: () => external_exports.looseObject({ success: external_exports.boolean(), credits: credits() }),
  invoices: () => external_exports.looseObject({ success: external_exports.boolean(), invoices: page(invoice()) }),
  templates: () => external_exports.looseObject({ success: external_exports.boolean(), templates: page(template()) }),
  key: () => external_exports.looseObject({ success: external_exports.boolean(), key: apiKey() }),
  log: () => external_exports.looseObject({ success: external_exports.boolean(), log: logEntry() }),
  logs: () => external_exports.looseObject({ success: external_exports.boolean(), logs: logsPage() }),
  template: () => external_exports.looseObject({ success: external_exports.boolean(), template: template() }),
  success: () => external_exports.looseObject({ success: external_exports.boolean() })
});
export {
  READ_ONCE,
  conversionAnswers,
  envelopes,
  errorBodies
};
