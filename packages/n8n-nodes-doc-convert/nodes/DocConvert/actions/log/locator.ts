// The log entry a Log operation is about, as a resource locator: picked from the account's recent requests (a
// searchable list, methods/listSearch.ts) or typed by request ID, which a conversion's output shows as
// requestId. Workflows saved with "By ID" keep working: a locator's value records its mode.
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

export function logLocator(operations: string[]): INodeProperties {
  return {
    displayName: 'Log Entry',
    name: 'requestId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    description:
      'The request whose log entry to get; a conversion made by this node shows its ID as requestId',
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: { searchListMethod: 'searchLogs', searchable: true },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. 5f0c2a9e-8b1d-4c3e-9a7f-2d6b1e0c4f8a',
      },
    ],
    displayOptions: { show: { resource: ['log'], operation: operations } },
  };
}

/** The request id the locator points at. */
export function readRequestId(this: IExecuteFunctions, itemIndex: number): string {
  const value = this.getNodeParameter('requestId', itemIndex, '', { extractValue: true });
  return String(value ?? '').trim();
}
