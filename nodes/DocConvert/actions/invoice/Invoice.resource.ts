// Invoice: the operation selector and its operations (Get Many).
import type { INodeProperties } from 'n8n-workflow';
import * as getMany from './getMany.operation';

export { getMany };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['invoice'] } },
    options: [
      {
        name: 'Get Many',
        value: 'getMany',
        description: 'Get many invoices',
        action: 'Get many invoices',
      },
    ],
    default: 'getMany',
  },
  ...getMany.description,
];
