// Account → Get Many Invoices: GET /invoices, page after page from page 0, one output item per invoice.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { Invoice } from '@doc-convert/core';
import { invoiceJson } from '../../helpers/records';
import { collectPages, pagingFields } from '../paging';
import type { OperationContext } from '../types';

export const description: INodeProperties[] = pagingFields('account', 'getManyInvoices');

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const invoices = await (collectPages<Invoice>).call(this, itemIndex, (limit) =>
    client.invoices.iterate({ limit }, { signal }),
  );
  return invoices.map((invoice) => ({ json: invoiceJson(invoice), pairedItem: { item: itemIndex } }));
}
