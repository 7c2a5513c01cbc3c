// Account → Get Credit Usage: GET /credits/usage, the credits of the current period (base, total, used,
// remaining).
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { creditsJson } from '../../helpers/records';
import type { OperationContext } from '../types';

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const credits = await client.credits.usage({ signal });
  return [{ json: creditsJson(credits), pairedItem: { item: itemIndex } }];
}
