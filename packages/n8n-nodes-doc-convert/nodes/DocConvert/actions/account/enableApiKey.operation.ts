// Account → Enable API Key: POST /account/api/{key}/enable. The key to enable is a secret that has to be a
// parameter: masked, kept out of errors and output, and the field says to map it from an expression. The key
// record comes back with its secret `token`; the output shows only its last four characters.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { apiKeyJson } from '../../helpers/records';
import { secretField, secretValues } from '../../helpers/secrets';
import type { OperationContext } from '../types';

const displayOptions = { show: { resource: ['account'], operation: ['enableApiKey'] } };

export const description: INodeProperties[] = [
  secretField(
    {
      displayName: 'API Key to Enable',
      name: 'key',
      required: true,
      description: 'The secret of the disabled API key. A master key can only be managed in the Dashboard.',
      displayOptions,
    },
    'DOC_CONVERT_KEY_TO_ENABLE',
  ),
];

/** `…3476`: enough to tell keys apart, useless as a key. */
function maskSecret(secret: string): string {
  return secret.length > 8 ? `…${secret.slice(-4)}` : '…';
}

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal, secrets }: OperationContext,
): Promise<INodeExecutionData[]> {
  const key = (this.getNodeParameter('key', itemIndex) as string).trim();
  secrets.push(...secretValues([key]));
  const record = await client.apiKeys.enable(key, { signal });
  return [{ json: apiKeyJson(record, maskSecret(record.token)), pairedItem: { item: itemIndex } }];
}
