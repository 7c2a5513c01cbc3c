import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-L5SIMXAD.mjs";
import "./chunk-HQO2VLD3.mjs";

// src/responses.ts
var timestamp = external_exports.number();
var planSchema = external_exports.looseObject({
  display: external_exports.string(),
  name: external_exports.string(),
  credits: external_exports.number().int(),
  filesize: external_exports.number(),
  timeout: external_exports.number(),
  price: external_exports.number(),
  yearly: external_exports.boolean(),
  overage: external_exports.number()
});
var accountSchema = external_exports.looseObject({
  name: external_exports.string(),
  firstname: external_exports.string(),
  email: external_exports.string(),
  created: timestamp,
  company_name: external_exports.string().nullable(),
  company_details: external_exports.string().nullable(),
  company_vat: external_exports.string().nullable(),
  country: external_exports.string().nullable(),
  renew_date: timestamp.nullable(),
  avatar: external_exports.string().nullable(),
  billing_email: external_exports.string().nullable(),
  plan: planSchema,
  hard_limit: external_exports.unknown(),
  subscription_ends_at: external_exports.unknown()
});
var creditsSchema = external_exports.looseObject({
  base: external_exports.number().int(),
  total: external_exports.number().int(),
  used: external_exports.number().int(),
  remaining: external_exports.number().int()
});
var invoiceSchema = external_exports.looseObject({
  created: timestamp,
  amount: external_exports.number(),
  reference: external_exports.string(),
  download_url: external_exports.string()
});
var templateSchema = external_exports.looseObject({
  slug: external_exports.string(),
  created: timestamp,
  name: external_exports.string()
});
var apiKeySchema = external_exports.looseObject({
  created: timestamp,
  name: external_exports.string(),
  removed: external_exports.unknown(),
  token: external_exports.string(),
  public: external_exports.string(),
  last_used: timestamp.nullable(),
  usage: external_exports.number(),
  is_master: external_exports.boolean()
});
var logEntrySchema = external_exports.looseObject({
  id: external_exports.number().int(),
  duration: external_exports.number(),
  executed: timestamp,
  credits: external_exports.number(),
  sandbox: external_exports.boolean(),
  filesize: external_exports.number().nullable(),
  error: external_exports.string().nullable(),
  code: external_exports.number().int(),
  user_agent: external_exports.string().nullable(),
  request_id: external_exports.string(),
  query: external_exports.unknown()
});
function pageSchema(item) {
  return external_exports.looseObject({
    has_more: external_exports.boolean(),
    data: external_exports.array(item),
    limit: external_exports.number().int(),
    page: external_exports.number().int(),
    total: external_exports.number().int()
  });
}
var logsPageSchema = external_exports.looseObject({
  has_more: external_exports.boolean(),
  data: external_exports.array(logEntrySchema),
  limit: external_exports.number().int().optional(),
  page: external_exports.number().int().optional(),
  total: external_exports.number().int().optional()
});
var conversionResultSchema = external_exports.looseObject({
  success: external_exports.boolean(),
  url: external_exports.string(),
  filesize: external_exports.number().int(),
  duration: external_exports.number(),
  response: external_exports.looseObject({ duration: external_exports.number(), "status-code": external_exports.number().int() }),
  executed: external_exports.string(),
  pdf_pages: external_exports.number().int().optional()
});
var queuedSchema = external_exports.looseObject({ success: external_exports.boolean(), queued: external_exports.boolean() });
var errorBodySchema = external_exports.looseObject({
  success: external_exports.boolean().optional(),
  error: external_exports.string(),
  code: external_exports.number().int().optional(),
  identifier: external_exports.string().optional()
});
var errorsBodySchema = external_exports.looseObject({
  success: external_exports.boolean().optional(),
  errors: external_exports.record(external_exports.string(), external_exports.unknown()),
  code: external_exports.number().int().optional(),
  identifier: external_exports.string().optional()
});
var envelopes = {
  account: external_exports.looseObject({ success: external_exports.boolean(), account: accountSchema }),
  credits: external_exports.looseObject({ success: external_exports.boolean(), credits: creditsSchema }),
  invoices: external_exports.looseObject({ success: external_exports.boolean(), invoices: pageSchema(invoiceSchema) }),
  templates: external_exports.looseObject({ success: external_exports.boolean(), templates: pageSchema(templateSchema) }),
  key: external_exports.looseObject({ success: external_exports.boolean(), key: apiKeySchema }),
  log: external_exports.looseObject({ success: external_exports.boolean(), log: logEntrySchema }),
  logs: external_exports.looseObject({ success: external_exports.boolean(), logs: logsPageSchema }),
  template: external_exports.looseObject({ success: external_exports.boolean(), template: templateSchema }),
  success: external_exports.looseObject({ success: external_exports.boolean() })
};
export {
  accountSchema,
  apiKeySchema,
  conversionResultSchema,
  creditsSchema,
  envelopes,
  errorBodySchema,
  errorsBodySchema,
  invoiceSchema,
  logEntrySchema,
  logsPageSchema,
  pageSchema,
  planSchema,
  queuedSchema,
  templateSchema
};
