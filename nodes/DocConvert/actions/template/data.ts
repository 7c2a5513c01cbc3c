// Where a generated document's data comes from: the whole input item (its JSON, so `{{ $json }}` of a previous
// node fills the template without a Code node), or a JSON object typed in the Data field or mapped there with an
// expression. JSON text that does not parse is refused naming the field, before anything is sent; whether the
// data is an object of variables is the core's check (templateDataIssue), which names the field the same way.
// The service reads the variables beside the options in one object, so a field named like an option of the
// format (a `format` column of a sheet) fails its item, in n8n's words for the two ways out.
import {
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type INodeProperties,
} from 'n8n-workflow';
import { conversionName, templateVariableIssues, type TemplateExt } from '../../../../src/options';

export type DataSource = 'inputItem' | 'json';

export const dataFields: INodeProperties[] = [
  {
    displayName: 'Data Source',
    name: 'dataSource',
    type: 'options',
    noDataExpression: true,
    options: [
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
    default: 'inputItem',
    description: "Where the template's variables get their values",
  },
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
];

/** One item's data for a document of `ext`. */
export function readTemplateData(this: IExecuteFunctions, itemIndex: number, ext: TemplateExt): IDataObject {
  const source = this.getNodeParameter('dataSource', itemIndex, 'inputItem') as DataSource;
  const data = readData.call(this, itemIndex, source);
  refuseOptionNames.call(this, itemIndex, ext, source, data);
  return data;
}

function readData(this: IExecuteFunctions, itemIndex: number, source: DataSource): IDataObject {
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
  const where = source === 'inputItem' ? 'the input item' : 'the Data';
  const waysOut =
    source === 'inputItem'
      ? `Either choose Data Source → JSON and map the item under a name of your own, e.g. Data {{ { invoice: $json } }} and {{invoice.${first}}} in the template; or rename the field in a previous node (e.g. Edit Fields).`
      : `Either nest it in the Data under a name of your own, e.g. { "invoice": { "${first}": … } } and {{invoice.${first}}} in the template; or rename it.`;
  throw new NodeOperationError(
    this.getNode(),
    `Invalid data: ${where} has ${names.length === 1 ? 'a field' : 'fields'} named like a ${conversionName(ext)} option: ${quoted}`,
    {
      itemIndex,
      description: `The service reads the template's variables and the document's options from one object, so it would take ${quoted} for the option rather than fill the template with ${names.length === 1 ? 'it' : 'them'}. ${waysOut}`,
    },
  );
}
