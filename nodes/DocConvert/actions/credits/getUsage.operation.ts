// Credits → Get Usage: GET /credits/usage, the credits of the current period (base, total, used, remaining).
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationContext } from '../types';

export const description: INodeProperties[] = [];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const credits = await client.credits.usage({ signal });
  return [{ json: credits as IDataObject, pairedItem: { item: itemIndex } }];
}
