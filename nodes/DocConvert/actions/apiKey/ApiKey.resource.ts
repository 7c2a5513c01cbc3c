// API Key: the operation selector and its operations (Enable).
import type { INodeProperties } from 'n8n-workflow';
import * as enable from './enable.operation';

export { enable };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['apiKey'] } },
    options: [
      {
        name: 'Enable',
        value: 'enable',
        description: 'Enable a disabled API key',
        action: 'Enable an API key',
      },
    ],
    default: 'enable',
  },
  ...enable.description,
];
