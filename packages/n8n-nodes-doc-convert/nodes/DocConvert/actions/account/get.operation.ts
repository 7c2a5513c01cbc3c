// Account → Get: GET /account, the account of the credential's key (owner, company, plan).
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { accountJson } from '../../helpers/records';
import type { OperationContext } from '../types';

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const account = await client.account.get({ signal });
  return [{ json: accountJson(account), pairedItem: { item: itemIndex } }];
}
