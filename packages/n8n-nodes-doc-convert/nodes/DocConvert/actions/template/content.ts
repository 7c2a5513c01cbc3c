// The template's HTML, as Create and Update take it. Handlebars variables are typed as the service reads them;
// the field stays Fixed, since in Expression mode n8n would read every {{ }} itself: a notice above the field
// says so where it is seen, not in a tooltip.
import type { INodeProperties } from 'n8n-workflow';

export function contentFields(operation: string): INodeProperties[] {
  const displayOptions = { show: { resource: ['template'], operation: [operation] } };
  return [
    {
      displayName:
        'Keep Content in Fixed mode: in Expression mode n8n reads every {{ }} itself, and the template’s variables are lost',
      name: 'contentNotice',
      type: 'notice',
      default: '',
      displayOptions,
    },
    contentField(displayOptions),
  ];
}

function contentField(displayOptions: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName: 'Content',
    name: 'content',
    type: 'string',
    typeOptions: { rows: 10 },
    required: true,
    default: '',
    placeholder: 'e.g. <h1>Invoice {{number}}</h1>',
    description:
      'The HTML of the template, with variables that Generate Document fills in from its data: {{customer.name}}, {{#each lines}}…{{/each}}, {{#if paid}}…{{/if}}',
    displayOptions,
  };
}
