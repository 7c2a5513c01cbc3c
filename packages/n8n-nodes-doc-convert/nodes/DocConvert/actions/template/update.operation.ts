// Template → Update: PUT /templates/{slug}. The service wants the content on every update; the name changes only
// when a new one is given. The slug stays.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { templateJson } from '../../helpers/records';
import type { OperationContext } from '../types';
import { contentFields } from './content';
import { onTemplate, readSlug, templateLocator } from './locator';

export const description: INodeProperties[] = [
  templateLocator(['update']),
  ...contentFields('update'),
  {
    displayName: 'New Name',
    name: 'name',
    type: 'string',
    default: '',
    placeholder: 'e.g. Invoice 2026',
    description: 'The name the list of templates shows. Empty: the name stays as it is.',
    displayOptions: { show: { resource: ['template'], operation: ['update'] } },
  },
];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const slug = readSlug.call(this, itemIndex);
  const name = (this.getNodeParameter('name', itemIndex, '') as string).trim();
  const content = this.getNodeParameter('content', itemIndex) as string;
  const template = await onTemplate(this, itemIndex, slug, () =>
    client.templates.update(slug, { content, ...(name === '' ? {} : { name }) }, { signal }),
  );
  return [{ json: templateJson(template), pairedItem: { item: itemIndex } }];
}
