// zod schemas of the response bodies, and the resource types they give. They check what the spec promises
// and let unknown fields through, so a new field from the service never breaks a client in production.
import { z } from 'zod/v4';

/** Epoch milliseconds. */
const timestamp = z.number();

export const planSchema = z.looseObject({
  display: z.string(),
  name: z.string(),
  credits: z.number().int(),
  filesize: z.number(),
  timeout: z.number(),
  price: z.number(),
  yearly: z.boolean(),
  overage: z.number(),
});

export const accountSchema = z.looseObject({
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  created: timestamp,
  company_name: z.string().nullable(),
  company_details: z.string().nullable(),
  company_vat: z.string().nullable(),
  country: z.string().nullable(),
  renew_date: timestamp.nullable(),
  avatar: z.string().nullable(),
  billing_email: z.string().nullable(),
  plan: planSchema,
  hard_limit: z.unknown(),
  subscription_ends_at: z.unknown(),
});

export const creditsSchema = z.looseObject({
  base: z.number().int(),
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});

export const invoiceSchema = z.looseObject({
  created: timestamp,
  amount: z.number(),
  reference: z.string(),
  download_url: z.string(),
});

export const templateSchema = z.looseObject({
  slug: z.string(),
  created: timestamp,
  name: z.string(),
});

export const apiKeySchema = z.looseObject({
  created: timestamp,
  name: z.string(),
  removed: z.unknown(),
  token: z.string(),
  public: z.string(),
  last_used: timestamp.nullable(),
  usage: z.number(),
  is_master: z.boolean(),
});

export const logEntrySchema = z.looseObject({
  id: z.number().int(),
  duration: z.number(),
  executed: timestamp,
  credits: z.number(),
  sandbox: z.boolean(),
  filesize: z.number().nullable(),
  error: z.string().nullable(),
  code: z.number().int(),
  user_agent: z.string().nullable(),
  request_id: z.string(),
  query: z.unknown(),
});

export function pageSchema<T extends z.ZodType>(item: T) {
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
export const logsPageSchema = z.looseObject({
  has_more: z.boolean(),
  data: z.array(logEntrySchema),
  limit: z.number().int().optional(),
  page: z.number().int().optional(),
  total: z.number().int().optional(),
});

export const conversionResultSchema = z.looseObject({
  success: z.boolean(),
  url: z.string(),
  filesize: z.number().int(),
  duration: z.number(),
  response: z.looseObject({ duration: z.number(), 'status-code': z.number().int() }),
  executed: z.string(),
  pdf_pages: z.number().int().optional(),
});

export const queuedSchema = z.looseObject({ success: z.boolean(), queued: z.boolean() });

export const errorBodySchema = z.looseObject({
  success: z.boolean().optional(),
  error: z.string(),
  code: z.number().int().optional(),
  identifier: z.string().optional(),
});

export const errorsBodySchema = z.looseObject({
  success: z.boolean().optional(),
  errors: z.record(z.string(), z.unknown()),
  code: z.number().int().optional(),
  identifier: z.string().optional(),
});

export const envelopes = {
  account: z.looseObject({ success: z.boolean(), account: accountSchema }),
  credits: z.looseObject({ success: z.boolean(), credits: creditsSchema }),
  invoices: z.looseObject({ success: z.boolean(), invoices: pageSchema(invoiceSchema) }),
  templates: z.looseObject({ success: z.boolean(), templates: pageSchema(templateSchema) }),
  key: z.looseObject({ success: z.boolean(), key: apiKeySchema }),
  log: z.looseObject({ success: z.boolean(), log: logEntrySchema }),
  logs: z.looseObject({ success: z.boolean(), logs: logsPageSchema }),
  template: z.looseObject({ success: z.boolean(), template: templateSchema }),
  success: z.looseObject({ success: z.boolean() }),
};

export type Plan = z.infer<typeof planSchema>;
export type Account = z.infer<typeof accountSchema>;
export type Credits = z.infer<typeof creditsSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type Template = z.infer<typeof templateSchema>;
export type ApiKey = z.infer<typeof apiKeySchema>;
export type LogEntry = z.infer<typeof logEntrySchema>;
/** The pagination envelope of invoices and templates; `page` starts at 0. */
export interface Page<T> {
  has_more: boolean;
  data: T[];
  limit: number;
  page: number;
  total: number;
}
/** A page of recent log entries; walk on with `cursor` set to the `id` of the last entry while `has_more`. */
export type LogsPage = z.infer<typeof logsPageSchema>;
/** The JSON answer of a conversion that stored its file (`filename` given). */
export type ConversionResult = z.infer<typeof conversionResultSchema>;
/** The 202 answer of a conversion with a `webhook`. */
export type QueuedAcknowledgement = z.infer<typeof queuedSchema>;
/** The Error body form: `{ success, error, code }`. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
/** The Errors body form (400): `{ success, errors, code }`. */
export type ErrorsBody = z.infer<typeof errorsBodySchema>;
