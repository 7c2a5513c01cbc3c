// API Key → Enable: POST /account/api/{key}/enable. The key record comes back with its secret `token`; the
// output shows only its last four characters, so execution data never holds a usable key.
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationContext } from '../types';

export const description: INodeProperties[] = [
  {
    displayName: 'Key',
    name: 'key',
    type: 'string',
    typeOptions: { password: true },
    required: true,
    default: '',
    description:
      'The secret of the disabled API key to enable. A master key can only be managed in the Dashboard.',
    displayOptions: { show: { resource: ['apiKey'], operation: ['enable'] } },
  },
];

/** `…3476`: enough to tell keys apart, useless as a key. */
export function maskSecret(secret: string): string {
  return secret.length > 8 ? `…${secret.slice(-4)}` : '…';
}

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const key = (this.getNodeParameter('key', itemIndex) as string).trim();
  const record = await client.apiKeys.enable(key, { signal });
  const json: IDataObject = { ...(record as IDataObject), token: maskSecret(record.token) };
  return [{ json, pairedItem: { item: itemIndex } }];
}
