// Template: the operation selector and its operations (Get Many, Get HTML, Delete). Past five operations n8n's
// rules want them alphabetical, which Create, Delete, Generate Document, Get HTML, Get Many, Update already are.
import type { INodeProperties } from 'n8n-workflow';
import * as deleteTemplate from './delete.operation';
import * as getHtml from './getHtml.operation';
import * as getMany from './getMany.operation';

export { deleteTemplate as delete, getHtml, getMany };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['template'] } },
    options: [
      {
        name: 'Delete',
        value: 'delete',
        description: 'Delete a stored template',
        action: 'Delete template',
      },
      {
        name: 'Get HTML',
        value: 'getHtml',
        description: 'Get the raw HTML of a template',
        action: 'Get template HTML',
      },
      {
        name: 'Get Many',
        value: 'getMany',
        description: 'Get many templates',
        action: 'Get many templates',
      },
    ],
    default: 'getMany',
  },
  ...getMany.description,
  ...getHtml.description,
  ...deleteTemplate.description,
];
