// The template an operation works on, as a resource locator: picked from the account's templates (a searchable
// list, methods/listSearch.ts) or typed by slug. Get HTML and Delete use it today; Generate Document and Update
// take the same locator.
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/** What the By Slug mode accepts: the characters a slug is made of in a path (`/templates/{slug}.html`). */
export const TEMPLATE_SLUG_PATTERN = '^[A-Za-z0-9_-]+$';

export function templateLocator(operations: string[]): INodeProperties {
  return {
    displayName: 'Template',
    name: 'template',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    description: 'The stored template',
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: { searchListMethod: 'searchTemplates', searchable: true },
      },
      {
        displayName: 'By Slug',
        name: 'slug',
        type: 'string',
        placeholder: 'e.g. invoice',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: TEMPLATE_SLUG_PATTERN,
              errorMessage: 'A slug is made of letters, digits, "-" and "_"',
            },
          },
        ],
      },
    ],
    displayOptions: { show: { resource: ['template'], operation: operations } },
  };
}

/** The slug the locator points at. */
export function readSlug(this: IExecuteFunctions, itemIndex: number): string {
  const value = this.getNodeParameter('template', itemIndex, '', { extractValue: true });
  return String(value ?? '').trim();
}
