// Invoice → Get Many: GET /invoices, page after page from page 0, one output item per invoice.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { collectPages, pagingFields } from '../paging';
import type { OperationContext } from '../types';

export const description: INodeProperties[] = pagingFields('invoice', 'getMany');

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const invoices = await collectPages.call(this, itemIndex, (limit) =>
    client.invoices.iterate({ limit }, { signal }),
  );
  return invoices.map((json) => ({ json, pairedItem: { item: itemIndex } }));
}
