// Template → Get HTML: GET /templates/{slug}.html, the raw HTML of a stored template.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { OperationContext } from '../types';
import { onTemplate, readSlug, templateLocator } from './locator';

export const description: INodeProperties[] = [templateLocator(['getHtml'])];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const slug = readSlug.call(this, itemIndex);
  const html = await onTemplate(this, itemIndex, slug, () => client.templates.getHtml(slug, { signal }));
  return [{ json: { slug, html }, pairedItem: { item: itemIndex } }];
}
