// Downloads of stored results and invoices, like pre-signed storage URLs: no API key, an unguessable id in
// the path. Invoice PDFs are rendered (by the server's renderer) when asked for.
import type { Handler } from '../context';
import { errorReply, type Reply } from '../reply';

async function invoicePdf({
  state,
  params,
  signal,
  renderer,
  origin,
}: Parameters<Handler>[0]): Promise<Reply> {
  const invoice = state.invoices.find((i) => `${i.reference}.pdf` === params.name);
  if (!invoice) return errorReply(404, 'File not found.');
  const html = `<title>Invoice ${invoice.reference}</title><h1>Invoice ${invoice.reference}</h1>
    <p>${state.account.company_name}</p><p>Date: ${new Date(invoice.created).toISOString().slice(0, 10)}</p>
    <p>Amount: ${invoice.amount.toFixed(2)}</p>`;
  const { body } = await renderer.render({ kind: 'pdf', options: { source: html } }, { origin, signal });
  return { status: 200, headers: { 'Content-Type': 'application/pdf' }, body };
}

export const getFile: Handler = (ctx) => {
  const { state, params } = ctx;
  if (params.id === 'invoices') return invoicePdf(ctx);
  const file = state.files.get(params.id);
  if (!file || file.filename !== params.name) return errorReply(404, 'File not found.');
  return { status: 200, headers: { 'Content-Type': file.contentType }, body: file.body };
};
