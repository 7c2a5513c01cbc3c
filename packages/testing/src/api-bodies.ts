// Answer bodies of the API as the spec describes them, for tests that mock the service (client and node alike).
import type { Account, ConversionResult, LogEntry } from 'doc-convert';

export const ACCOUNT: Account = {
  name: 'Ada Lovelace',
  firstname: 'Ada',
  email: 'ada@example.com',
  created: 1700000000000,
  company_name: 'Analytical Ltd',
  company_details: 'Line 1\nLine 2',
  company_vat: null,
  country: 'GB',
  renew_date: 1730000000000,
  avatar: 'https://example.com/a.png',
  billing_email: 'billing@example.com',
  plan: {
    display: 'Boost',
    name: 'boost',
    credits: 2500,
    filesize: 10,
    timeout: 100,
    price: 9,
    yearly: false,
    overage: 0,
  },
  hard_limit: null,
  subscription_ends_at: null,
};

/** The JSON answer of a conversion with `filename`, stored at `url`. */
export function storedResult(url: string, overrides: Partial<ConversionResult> = {}): ConversionResult {
  return {
    success: true,
    url,
    filesize: 1234,
    duration: 456,
    response: { duration: 12, 'status-code': 200 },
    executed: '2026-11-21T10:00:00Z',
    pdf_pages: 3,
    ...overrides,
  };
}

/** A log entry for `requestId`. */
export function logEntry(requestId: string, overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id: 42,
    duration: 1200,
    executed: 1700000000000,
    credits: 1,
    sandbox: false,
    filesize: 2048,
    error: null,
    code: 200,
    user_agent: 'doc-convert/0.1.0',
    request_id: requestId,
    query: null,
    ...overrides,
  };
}
