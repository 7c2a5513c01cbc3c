// Account: everything about the API key's account (the account itself, its credits, its invoices, and enabling
// one of its keys). One resource rather than four with one operation each, so that the node's four resources
// can be listed by importance, Conversion first.
import type { INodeProperties } from 'n8n-workflow';
import * as enableApiKey from './enableApiKey.operation';
import * as get from './get.operation';
import * as getCreditUsage from './getCreditUsage.operation';
import * as getManyInvoices from './getManyInvoices.operation';

export { enableApiKey, get, getCreditUsage, getManyInvoices };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['account'] } },
    options: [
      {
        name: 'Get',
        value: 'get',
        description: 'Get the account of the API key: owner, company and plan',
        action: 'Get account',
      },
      {
        name: 'Get Credit Usage',
        value: 'getCreditUsage',
        description: 'Get the credits of the current period: limit, used and remaining',
        action: 'Get credit usage',
      },
      {
        name: 'Get Many Invoices',
        value: 'getManyInvoices',
        description: 'Get many invoices of the account',
        action: 'Get many invoices',
      },
      {
        name: 'Enable API Key',
        value: 'enableApiKey',
        description: 'Enable a disabled API key of the account',
        action: 'Enable API key',
      },
    ],
    default: 'get',
  },
  ...getManyInvoices.description,
  ...enableApiKey.description,
];
