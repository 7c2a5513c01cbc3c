// Type-checks the published CommonJS entry as a consumer sees it (module: nodenext, .cts).
import { DocConvert, type Invoice } from 'doc-convert';
import type { LogEntry } from 'doc-convert';

const client = new DocConvert({ apiKey: 'dc_example_key' });
export async function all(): Promise<Invoice[]> {
  const invoices: Invoice[] = [];
  for await (const invoice of client.invoices.iterate()) invoices.push(invoice);
  return invoices;
}
export type Log = LogEntry['request_id'];
// @ts-expect-error templates.getHtml needs a slug
export const missing = () => client.templates.getHtml();
