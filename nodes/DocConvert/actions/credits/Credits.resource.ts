// Credits: the operation selector and its operations (Get Usage).
import type { INodeProperties } from 'n8n-workflow';
import * as getUsage from './getUsage.operation';

export { getUsage };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['credits'] } },
    options: [
      {
        name: 'Get Usage',
        value: 'getUsage',
        description: 'Get the credits of the current period: limit, used and remaining',
        action: 'Get credit usage',
      },
    ],
    default: 'getUsage',
  },
  ...getUsage.description,
];
