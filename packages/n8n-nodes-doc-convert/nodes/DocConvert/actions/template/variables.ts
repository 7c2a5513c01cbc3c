// The template's variables in Generate Document: the Variables field (n8n's resource mapper, filled by
// methods/resourceMapping.ts from the template's own HTML), what the mapped values make of the data, and what
// an item's data lacks. The variables are the library's (packages/core/src/template-variables.ts: Handlebars' parser); the
// node reads a template's HTML once per execution (GET /templates/{slug}.html, no credit), before anything is
// generated, so On Missing Variables → Fail the Item spends nothing.
import {
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type INodeProperties,
  type ResourceMapperValue,
} from 'n8n-workflow';
import { missingVariables, nestVariables, templateVariables, type TemplateVariable } from '@doc-convert/core';
import type { OperationContext } from '../types';

export const variablesField: INodeProperties = {
  displayName: 'Variables',
  name: 'variables',
  type: 'resourceMapper',
  noDataExpression: true,
  default: { mappingMode: 'defineBelow', value: null },
  required: true,
  description: "The template's variables, read from its HTML: map each from the input, or by name",
  typeOptions: {
    loadOptionsDependsOn: ['template.value'],
    resourceMapper: {
      resourceMapperMethod: 'getTemplateVariables',
      mode: 'add',
      fieldWords: { singular: 'variable', plural: 'variables' },
      addAllFields: true,
      multiKeyMatch: false,
      supportAutoMap: true,
      // Every empty list says why in the mapper's notice (methods/resourceMapping.ts: no template chosen yet,
      // a template without variables, one that could not be read); n8n's red "No variables found… Retry"
      // would stand beside it, before a template is even chosen.
      hideNoDataError: true,
    },
  },
};

type OnMissing = 'leaveBlank' | 'fail';

export const onMissingField: INodeProperties = {
  displayName: 'On Missing Variables',
  name: 'onMissingVariables',
  type: 'options',
  noDataExpression: true,
  options: [
    {
      name: 'Leave Blank',
      value: 'leaveBlank',
      description: 'Generate the document; the output lists the missing variables in missingVariables',
    },
    {
      name: 'Fail the Item',
      value: 'fail',
      description: 'Generate nothing for an item whose data lacks a variable (no credit spent)',
    },
  ],
  default: 'leaveBlank',
  description: "What to do when an item's data has no value for some of the template's variables",
};

/** One template's variables per execution (and per slug), however many items read them. */
const readings = new WeakMap<OperationContext, Map<string, Promise<TemplateVariable[]>>>();

export function variablesOf(context: OperationContext, slug: string): Promise<TemplateVariable[]> {
  let bySlug = readings.get(context);
  if (!bySlug) readings.set(context, (bySlug = new Map()));
  let reading = bySlug.get(slug);
  if (!reading) {
    reading = context.client.templates
      .getHtml(slug, { signal: context.signal })
      .then((html) => templateVariables(html));
    bySlug.set(slug, reading);
  }
  return reading;
}

/** A mapped list arrives as JSON text from the field, or as a list from an expression. */
function listValue(this: IExecuteFunctions, itemIndex: number, name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Refused below, with the field's name.
  }
  throw new NodeOperationError(this.getNode(), `Invalid Variables → ${name}: must be a JSON list`, {
    itemIndex,
    description: `Variables → ${name} is looped over by {{#each ${name}}}: type a JSON list such as [{"description": "Tea"}], or map a list with an expression`,
  });
}

/** The variables as the editor listed them (the mapper saves its fields); read from the template if absent. */
async function mappedVariables(
  mapper: Partial<ResourceMapperValue>,
  read: () => Promise<TemplateVariable[]>,
): Promise<TemplateVariable[]> {
  if (!Array.isArray(mapper.schema) || mapper.schema.length === 0) return read();
  return mapper.schema.map((field) => ({
    name: field.id,
    type: field.type === 'array' || field.type === 'boolean' ? field.type : 'string',
  }));
}

/**
 * The data of Map Fields: the values mapped below (dotted names nested, lists parsed), or with Map
 * Automatically the input item's fields that are the template's variables (or hold them: `customer` for
 * `customer.name`).
 */
export async function mappedData(
  this: IExecuteFunctions,
  itemIndex: number,
  read: () => Promise<TemplateVariable[]>,
): Promise<IDataObject> {
  const mapper = this.getNodeParameter('variables', itemIndex, {}) as Partial<ResourceMapperValue>;
  const variables = await mappedVariables(mapper, read);
  if (mapper.mappingMode === 'autoMapInputData') {
    const item = this.getInputData()[itemIndex]?.json ?? {};
    const picked: Record<string, unknown> = {};
    for (const { name } of variables) {
      const root = name.split('.')[0]!;
      if (Object.hasOwn(item, root)) picked[root] = item[root];
      else if (Object.hasOwn(item, name)) picked[name] = item[name];
    }
    return nestVariables(picked) as IDataObject;
  }
  const kinds = new Map(variables.map((variable) => [variable.name, variable.type]));
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(mapper.value ?? {})) {
    if (value === null || value === undefined) continue;
    values[name] = kinds.get(name) === 'array' ? listValue.call(this, itemIndex, name, value) : value;
  }
  return nestVariables(values) as IDataObject;
}

/**
 * The variables `data` has no value for; with Fail the Item, an error naming them (and the template) instead.
 */
export function checkMissing(
  this: IExecuteFunctions,
  itemIndex: number,
  slug: string,
  variables: TemplateVariable[],
  data: IDataObject,
): string[] {
  const missing = missingVariables(variables, data);
  const onMissing = this.getNodeParameter('onMissingVariables', itemIndex, 'leaveBlank') as OnMissing;
  if (missing.length > 0 && onMissing === 'fail') {
    throw new NodeOperationError(
      this.getNode(),
      `The data has no value for ${missing.length === 1 ? 'the variable' : 'the variables'} ${missing.join(', ')} of the template "${slug}"`,
      {
        itemIndex,
        description:
          'On Missing Variables is Fail the Item: map a value for each (Data Source → Map Fields), add them to the item, or choose Leave Blank',
      },
    );
  }
  return missing;
}
