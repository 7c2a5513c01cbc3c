// Template: the operation selector and its operations. Past five operations n8n's rules want them
// alphabetical: Create, Delete, Generate Document, Get HTML, Get Many, Update. From node version 1.2 Generate
// Document is the default: switching Resource from a conversion lands on it, so its Sandbox (and Output) stay
// as they were. Earlier versions keep Get Many, so that their saved workflows, which leave a default value out,
// keep their meaning.
import type { INodeProperties } from 'n8n-workflow';
import { before, since } from '../../helpers/versions';
import * as create from './create.operation';
import * as deleteTemplate from './delete.operation';
import * as generate from './generate.operation';
import * as getHtml from './getHtml.operation';
import * as getMany from './getMany.operation';
import * as update from './update.operation';

export { create, deleteTemplate as delete, generate, getHtml, getMany, update };

const operation: INodeProperties = {
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
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
};

export const description: INodeProperties[] = [
  { ...operation, displayOptions: { show: { resource: ['template'], ...before(1.2) } } },
  {
    ...operation,
    default: 'generate',
    displayOptions: { show: { resource: ['template'], ...since(1.2) } },
  },
  ...create.description,
  ...generate.description,
  ...update.description,
  ...getMany.description,
  ...getHtml.description,
  ...deleteTemplate.description,
];
