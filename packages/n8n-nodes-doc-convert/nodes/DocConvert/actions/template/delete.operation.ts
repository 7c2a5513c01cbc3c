// Template → Delete: DELETE /templates/{slug}.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationContext } from '../types';
import { onTemplate, readSlug, templateLocator } from './locator';

export const description: INodeProperties[] = [templateLocator(['delete'])];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const slug = readSlug.call(this, itemIndex);
  const { success } = await onTemplate(this, itemIndex, slug, () =>
    client.templates.delete(slug, { signal }),
  );
  return [{ json: { slug, deleted: success }, pairedItem: { item: itemIndex } }];
}
