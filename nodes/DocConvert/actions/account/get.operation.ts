// Account → Get: GET /account, the account of the credential's key (owner, company, plan).
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationContext } from '../types';

export const description: INodeProperties[] = [];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const account = await client.account.get({ signal });
  return [{ json: account as IDataObject, pairedItem: { item: itemIndex } }];
}
