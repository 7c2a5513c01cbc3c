// Template → Create: POST /templates, a new stored template (slug, name and HTML content). The core checks the
// slug with its rule before anything is sent; the error names the Slug field.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { TEMPLATE_SLUG_RULE } from '@doc-convert/core/options';
import { templateJson } from '../../helpers/records';
import type { OperationContext } from '../types';
import { contentFields } from './content';

const displayOptions = { show: { resource: ['template'], operation: ['create'] } };

export const description: INodeProperties[] = [
  {
    displayName: 'Slug',
    name: 'slug',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. invoice-2026',
    description: `The template's identifier in Generate Document and the other operations; it cannot be changed later. It ${TEMPLATE_SLUG_RULE}.`,
    displayOptions,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. Invoice',
    description: 'The name the list of templates shows',
    displayOptions,
  },
  ...contentFields('create'),
];

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const template = await client.templates.create(
    {
      slug: (this.getNodeParameter('slug', itemIndex) as string).trim(),
      name: this.getNodeParameter('name', itemIndex) as string,
      content: this.getNodeParameter('content', itemIndex) as string,
    },
    { signal },
  );
  return [{ json: templateJson(template), pairedItem: { item: itemIndex } }];
}
