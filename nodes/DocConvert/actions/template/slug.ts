// The Template Slug field shared by Get HTML and Delete.
import type { INodeProperties } from 'n8n-workflow';

export function slugField(operation: string): INodeProperties {
  return {
    displayName: 'Template Slug',
    name: 'slug',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. invoice',
    description: 'Identifier of the template, as Get Many lists it',
    displayOptions: { show: { resource: ['template'], operation: [operation] } },
  };
}
