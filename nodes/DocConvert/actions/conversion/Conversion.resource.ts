// Conversion: the operation selector and its operations (Convert to PDF, Convert to PNG).
import type { INodeProperties } from 'n8n-workflow';
import * as convertToPdf from './convertToPdf.operation';
import * as convertToPng from './convertToPng.operation';

export { convertToPdf, convertToPng };

export const description: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['conversion'] } },
    options: [
      {
        name: 'Convert to PDF',
        value: 'convertToPdf',
        description: 'Convert a URL or HTML to a PDF document',
        action: 'Convert to PDF',
      },
      {
        name: 'Convert to PNG',
        value: 'convertToPng',
        description: 'Convert a URL or HTML to a PNG image',
        action: 'Convert to PNG',
      },
    ],
    default: 'convertToPdf',
  },
  ...convertToPdf.description,
  ...convertToPng.description,
];
