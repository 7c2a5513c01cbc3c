// Where a generated document's data comes from: the template's variables mapped one by one (Map Fields, the
// default since version 1.1: variables.ts), the whole input item (its JSON, so `{{ $json }}` of a previous node
// fills the template without a Code node), or a JSON object typed in the Data field or mapped there with an
// expression. Version 1 keeps Input Item as its default, so that saved workflows, which leave a default value
// out, keep their meaning. JSON text that does not parse is refused naming the field, before anything is sent;
// whether the data is an object of variables is the core's check (templateDataIssue), which names the field the
// same way.
// The service reads the variables beside the options in one object, so a field named like an option of the
// format (a `format` column of a sheet) fails its item, in n8n's words for the ways out.
import {
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type INodeProperties,
} from 'n8n-workflow';
import { conversionName, templateVariableIssues, type TemplateExt } from '@doc-convert/core/options';
import type { TemplateVariable } from '@doc-convert/core';
import { mappedData, onMissingField, variablesField } from './variables';

type DataSource = 'mapFields' | 'inputItem' | 'json';

/** The node version from which Map Fields is the default data source. */
const MAP_FIELDS_SINCE = 1.1;

const dataSource: INodeProperties = {
  displayName: 'Data Source',
  name: 'dataSource',
  type: 'options',
  noDataExpression: true,
  options: [
    {
      name: 'Map Fields',
      value: 'mapFields',
      description: "The template's variables as fields: map each from the input, or by name",
    },
    {
      name: 'Input Item',
      value: 'inputItem',
      description: "The input item's JSON: its fields are the template's variables",
    },
    {
      name: 'JSON',
      value: 'json',
      description: 'A JSON object typed below, or mapped with an expression',
    },
  ],
  default: 'mapFields',
  description: "Where the template's variables get their values",
};

export const dataFields: INodeProperties[] = [
  { ...dataSource, default: 'inputItem', displayOptions: { show: { '@version': [1] } } },
  { ...dataSource, displayOptions: { show: { '@version': [{ _cnd: { gte: MAP_FIELDS_SINCE } }] } } },
  {
    // n8n's mapper names its modes after a sheet's columns whatever the node's field words, and no setting
    // changes that: the notice says what they mean here, above them.
    displayName:
      'In the mapper below, a column is a template variable: Map Each Column Manually maps each variable yourself; Map Automatically takes the input item’s fields of the same names.',
    name: 'variablesNotice',
    type: 'notice',
    default: '',
    displayOptions: { show: { dataSource: ['mapFields'] } },
  },
  { ...variablesField, displayOptions: { show: { dataSource: ['mapFields'] } } },
  {
    displayName: 'Data',
    name: 'data',
    type: 'json',
    default: '{}',
    placeholder: 'e.g. { "number": "INV-042", "lines": [{ "description": "Tea", "amount": "4.00" }] }',
    description:
      "An object of the template's variables in JSON, typed here or mapped from a previous node with an expression",
    displayOptions: { show: { dataSource: ['json'] } },
  },
  onMissingField,
];

/** The data source an item reads: as set, else the node version's default. */
function readDataSource(this: IExecuteFunctions, itemIndex: number): DataSource {
  const byVersion = this.getNode().typeVersion >= MAP_FIELDS_SINCE ? 'mapFields' : 'inputItem';
  return this.getNodeParameter('dataSource', itemIndex, byVersion) as DataSource;
}

/** One item's data for a document of `ext`; `variables` reads the template's, when Map Fields needs them. */
export async function readTemplateData(
  this: IExecuteFunctions,
  itemIndex: number,
  ext: TemplateExt,
  variables: () => Promise<TemplateVariable[]>,
): Promise<IDataObject> {
  const source = readDataSource.call(this, itemIndex);
  const data = await readData.call(this, itemIndex, source, variables);
  refuseOptionNames.call(this, itemIndex, ext, source, data);
  return data;
}

async function readData(
  this: IExecuteFunctions,
  itemIndex: number,
  source: DataSource,
  variables: () => Promise<TemplateVariable[]>,
): Promise<IDataObject> {
  if (source === 'mapFields') return mappedData.call(this, itemIndex, variables);
  if (source === 'inputItem') return this.getInputData()[itemIndex]?.json ?? {};
  const value = this.getNodeParameter('data', itemIndex, '{}') as unknown;
  if (typeof value !== 'string') return value as IDataObject;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as IDataObject;
  } catch (error) {
    throw new NodeOperationError(
      this.getNode(),
      `Invalid Data: the text is not JSON (${(error as Error).message})`,
      {
        itemIndex,
        description:
          'Data (data): type a JSON object of the template\'s variables, e.g. {"name": "Ada"}, or map one with an expression, or choose the Input Item data source',
      },
    );
  }
}

/** Fails the item when a field of its data has the name of an option of `ext` (the core's rule). */
function refuseOptionNames(
  this: IExecuteFunctions,
  itemIndex: number,
  ext: TemplateExt,
  source: DataSource,
  data: IDataObject,
): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return; // the core words that one
  const names = templateVariableIssues(ext, data).map((issue) => issue.path.slice('data.'.length));
  if (names.length === 0 || ext === 'html') return;
  const quoted = names.map((name) => `"${name}"`).join(', ');
  const first = names[0]!;
  const where = { mapFields: 'the template', inputItem: 'the input item', json: 'the Data' }[source];
  const waysOut = {
    mapFields: `Rename the template's variable, or nest it under a name of your own, e.g. {{invoice.${first}}} in the template.`,
    inputItem: `Either choose Data Source → JSON and map the item under a name of your own, e.g. Data {{ { invoice: $json } }} and {{invoice.${first}}} in the template; or rename the field in a previous node (e.g. Edit Fields).`,
    json: `Either nest it in the Data under a name of your own, e.g. { "invoice": { "${first}": … } } and {{invoice.${first}}} in the template; or rename it.`,
  }[source];
  throw new NodeOperationError(
    this.getNode(),
    `Invalid data: ${where} has ${names.length === 1 ? 'a field' : 'fields'} named like a ${conversionName(ext)} option: ${quoted}`,
    {
      itemIndex,
      description: `The service reads the template's variables and the document's options from one object, so it would take ${quoted} for the option rather than fill the template with ${names.length === 1 ? 'it' : 'them'}. ${waysOut}`,
    },
  );
}
