// The template's HTML, as Create and Update take it. Handlebars variables are typed as the service reads them;
// the field stays Fixed, since in Expression mode n8n would read every {{ }} itself.
import type { INodeProperties } from 'n8n-workflow';

export function contentField(operation: string): INodeProperties {
  return {
    displayName: 'Content',
    name: 'content',
    type: 'string',
    typeOptions: { rows: 10 },
    required: true,
    default: '',
    placeholder: 'e.g. <h1>Invoice {{number}}</h1>',
    description:
      'The HTML of the template, with variables that Generate Document fills in from its data: {{customer.name}}, {{#each lines}}…{{/each}}, {{#if paid}}…{{/if}}. Keep the field Fixed: in Expression mode n8n would read {{ }} itself.',
    displayOptions: { show: { resource: ['template'], operation: [operation] } },
  };
}
