// Log → Get: GET /logs/{request_id}, the log entry of one request (credits charged, status, duration).
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationContext } from '../types';

export const description: INodeProperties[] = [
  {
    displayName: 'Request ID',
    name: 'requestId',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. 5f0c2a9e-8b1d-4c3e-9a7f-2d6b1e0c4f8a',
    description:
      'The unique ID of the request; a conversion made by this node shows it in its metadata as requestId',
    displayOptions: { show: { resource: ['log'], operation: ['get'] } },
  },
];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const requestId = (this.getNodeParameter('requestId', itemIndex) as string).trim();
  const entry = await client.logs.get(requestId, { signal });
  return [{ json: entry as IDataObject, pairedItem: { item: itemIndex } }];
}
