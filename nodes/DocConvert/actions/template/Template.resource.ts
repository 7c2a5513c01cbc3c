// Template: the operation selector and its operations. Past five operations n8n's rules want them
// alphabetical: Create, Delete, Generate Document, Get HTML, Get Many, Update. Get Many stays the default, so
// that saved workflows, which leave a default value out, keep their meaning.
import type { INodeProperties } from 'n8n-workflow';
import * as create from './create.operation';
import * as deleteTemplate from './delete.operation';
import * as generate from './generate.operation';
import * as getHtml from './getHtml.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

export { create, deleteTemplate as delete, generate, getHtml, getMany, update };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['template'] } },
    options: [
      {
        name: 'Create',
        value: 'create',
        description: 'Store a new template: HTML with variables',
        action: 'Create template',
      },
      {
        name: 'Delete',
        value: 'delete',
        description: 'Delete a stored template',
        action: 'Delete template',
      },
      {
        name: 'Generate Document',
        value: 'generate',
        description: 'Fill a template with data into a PDF, an image or HTML',
        action: 'Generate document from template',
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
      {
        name: 'Update',
        value: 'update',
        description: 'Replace the HTML of a template, and its name if given',
        action: 'Update template',
      },
    ],
    default: 'getMany',
  },
  ...create.description,
  ...generate.description,
  ...update.description,
  ...getMany.description,
  ...getHtml.description,
  ...deleteTemplate.description,
];
