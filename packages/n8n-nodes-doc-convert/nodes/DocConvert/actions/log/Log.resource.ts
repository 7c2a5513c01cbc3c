// Log: the operation selector and its operations (Get, Get Many).
import type { INodeProperties } from 'n8n-workflow';
import * as get from './get.operation';
import * as getMany from './getMany.operation';

export { get, getMany };

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
      {
        name: 'Get Many',
        value: 'getMany',
        description: 'Get the recent requests of the account, newest first',
        action: 'Get many log entries',
      },
    ],
    default: 'get',
  },
  ...get.description,
  ...getMany.description,
];
