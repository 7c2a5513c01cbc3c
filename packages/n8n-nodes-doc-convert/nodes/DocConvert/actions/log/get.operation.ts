// Log → Get: GET /logs/{request_id}, the log entry of one request (credits charged, status, duration).
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { logJson } from '../../helpers/records';
import type { OperationContext } from '../types';
import { logLocator, readRequestId } from './locator';

export const description: INodeProperties[] = [logLocator(['get'])];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const entry = await client.logs.get(readRequestId.call(this, itemIndex), { signal });
  return [{ json: logJson(entry), pairedItem: { item: itemIndex } }];
}
