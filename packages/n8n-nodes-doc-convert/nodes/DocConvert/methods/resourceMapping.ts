// The fields of Generate Document's Variables (Data Source → Map Fields): the chosen template's variables, read
// from its HTML (GET /templates/{slug}.html) with the library's Handlebars reading (packages/core/src/template-variables.ts),
// in the order the template uses them. A template that cannot be read (deleted, no permission, not valid
// Handlebars, a key refused) shows why in the mapper's notice instead of an empty list.
import type {
  FieldType,
  ILoadOptionsFunctions,
  ResourceMapperField,
  ResourceMapperFields,
} from 'n8n-workflow';
import { templateVariables, type TemplateVariableType } from '@doc-convert/core';
import { toNodeError } from '../helpers/errors';
import { createClient } from '../transport/client';

/** The mapper's widget for each kind: a text, a switch, a JSON editor. */
const FIELD_TYPES: Record<TemplateVariableType, FieldType> = {
  string: 'string',
  boolean: 'boolean',
  array: 'array',
};

export async function getTemplateVariables(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
  const value: unknown = this.getNodeParameter('template', '', { extractValue: true });
  const slug = String(value ?? '').trim();
  if (slug === '') return { fields: [], emptyFieldsNotice: 'Choose a template: its variables appear here' };
  const secrets: string[] = [];
  try {
    const { client, apiKey } = await createClient.call(this);
    secrets.push(apiKey);
    const variables = await templateVariables(await client.templates.getHtml(slug));
    if (variables.length === 0) {
      return {
        fields: [],
        emptyFieldsNotice: `The template "${slug}" has no variables: it renders the same for every item`,
      };
    }
    const fields: ResourceMapperField[] = variables.map(({ name, type }) => ({
      id: name,
      displayName: name,
      type: FIELD_TYPES[type],
      required: false,
      defaultMatch: false,
      canBeUsedToMatch: false,
      display: true,
    }));
    return { fields };
  } catch (error) {
    const reason = toNodeError(error, {
      node: this.getNode(),
      itemIndex: undefined,
      secrets,
      label: () => undefined,
    }).message;
    return {
      fields: [],
      emptyFieldsNotice: `The variables of the template "${slug}" could not be read: ${reason}`,
    };
  }
}
