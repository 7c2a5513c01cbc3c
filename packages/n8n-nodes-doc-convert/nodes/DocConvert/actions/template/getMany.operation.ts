// Template → Get Many: GET /templates, page after page from page 0, one output item per template.
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import type { Template } from '@doc-convert/core';
import { templateJson } from '../../helpers/records';
import { collectPages, pagingFields } from '../paging';
import type { OperationContext } from '../types';

export const description: INodeProperties[] = pagingFields('template', 'getMany');

export async function execute(
  this: IExecuteFunctions,
  itemIndex: number,
  { client, signal }: OperationContext,
): Promise<INodeExecutionData[]> {
  const templates = await (collectPages<Template>).call(this, itemIndex, (limit) =>
    client.templates.iterate({ limit }, { signal }),
  );
  return templates.map((template) => ({ json: templateJson(template), pairedItem: { item: itemIndex } }));
}
