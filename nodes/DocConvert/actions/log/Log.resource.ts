// Log: the operation selector and its operations (Get).
import type { INodeProperties } from 'n8n-workflow';
import * as get from './get.operation';

export { get };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['log'] } },
    options: [
      {
        name: 'Get',
        value: 'get',
        description: 'Get the log entry of a request',
        action: 'Get log entry',
      },
    ],
    default: 'get',
  },
  ...get.description,
];
