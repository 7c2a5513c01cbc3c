// Return All / Limit for the paged lists (invoices, templates): the fields, and the walk over pages that stops
// as soon as enough items arrived.
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/** The largest page of GET /templates and GET /invoices (the core refuses more); logs have LOGS_LIMIT. */
export const MAX_PAGE_SIZE = 100;

export function pagingFields(resource: string, operation: string): INodeProperties[] {
  const displayOptions = { show: { resource: [resource], operation: [operation] } };
  return [
    {
      displayName: 'Return All',
      name: 'returnAll',
      type: 'boolean',
      default: false,
      description: 'Whether to return all results or only up to a given limit',
      displayOptions,
    },
    {
      displayName: 'Limit',
      name: 'limit',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 50,
      description: 'Max number of results to return',
      displayOptions: { show: { ...displayOptions.show, returnAll: [false] } },
    },
  ];
}

/** Every item (Return All) or the first `limit`, fetched with pages no larger than needed. */
export async function collectPages<T>(
  this: IExecuteFunctions,
  itemIndex: number,
  iterate: (pageSize: number) => AsyncIterable<T>,
): Promise<T[]> {
  const returnAll = this.getNodeParameter('returnAll', itemIndex, false) as boolean;
  const limit = returnAll ? Infinity : (this.getNodeParameter('limit', itemIndex, 50) as number);
  const items: T[] = [];
  if (limit < 1) return items;
  for await (const item of iterate(Math.min(limit, MAX_PAGE_SIZE))) {
    items.push(item);
    if (items.length >= limit) break;
  }
  return items;
}
