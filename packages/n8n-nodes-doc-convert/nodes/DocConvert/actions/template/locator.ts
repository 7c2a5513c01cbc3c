// The template an operation works on, as a resource locator: picked from the account's templates (a searchable
// list, methods/listSearch.ts) or typed by slug. Generate Document, Get HTML, Update and Delete use it. A typed
// slug is checked with the core's own slug rule, so the editor and the client refuse the same slugs.
// Switching From List → By Slug, n8n's editor keeps the chosen template's slug in the box, whatever the mode is
// named (ResourceLocator.vue's onModeSelected keeps the value for every mode but URL, n8n 2.41), and typing then
// adds to it: the mode's hint says to select it first. The modes keep their names, which saved workflows hold.
import { NodeOperationError, type IExecuteFunctions, type INodeProperties } from 'n8n-workflow';
import { NotFoundError } from '@doc-convert/core';
import { TEMPLATE_SLUG_PATTERN, TEMPLATE_SLUG_RULE } from '@doc-convert/core/options';

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
        hint: 'From List’s choice stays here when you switch: select it all to type another slug',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: TEMPLATE_SLUG_PATTERN.source,
              errorMessage: `A slug ${TEMPLATE_SLUG_RULE}`,
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

/** Runs a request about the template `slug`; a 404 becomes an error that names the slug. */
export function onTemplate<T>(
  context: IExecuteFunctions,
  itemIndex: number,
  slug: string,
  request: () => Promise<T>,
): Promise<T> {
  const named = (error: unknown) =>
    error instanceof NotFoundError
      ? new NodeOperationError(context.getNode(), `No template with the slug "${slug}" (404)`, {
          itemIndex,
          description: `The service answered: ${error.message}. Pick the template From List, or check the slug typed By Slug.`,
        })
      : error;
  return request().catch((error: unknown) => Promise.reject(named(error)));
}
