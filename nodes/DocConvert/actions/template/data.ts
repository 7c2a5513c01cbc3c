// Where a generated document's data comes from: the whole input item (its JSON, so `{{ $json }}` of a previous
// node fills the template without a Code node), or a JSON object typed in the Data field or mapped there with an
// expression. JSON text that does not parse is refused naming the field, before anything is sent; whether the
// data is an object of variables is the core's check (templateDataIssue), which names the field the same way.
import {
  NodeOperationError,
  type IDataObject,
  type IExecuteFunctions,
  type INodeProperties,
} from 'n8n-workflow';

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

/** One item's data for the template. */
export function readTemplateData(this: IExecuteFunctions, itemIndex: number): IDataObject {
  const source = this.getNodeParameter('dataSource', itemIndex, 'inputItem') as DataSource;
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
