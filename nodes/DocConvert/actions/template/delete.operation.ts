// Template → Delete: DELETE /templates/{slug}.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationContext } from '../types';
import { slugField } from './slug';

export const description: INodeProperties[] = [slugField('delete')];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const slug = (this.getNodeParameter('slug', itemIndex) as string).trim();
  const { success } = await client.templates.delete(slug, { signal });
  return [{ json: { slug, deleted: success }, pairedItem: { item: itemIndex } }];
}
