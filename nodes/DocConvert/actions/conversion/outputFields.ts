// What a conversion or generated document outputs (the file in a binary field, the service's stored-file result,
// or both), where the file goes, and Sandbox. Every mode outputs the same JSON shape (output.ts); run as a tool,
// the node outputs JSON Result whatever is chosen here (readOutputSettings).
import type { INodeProperties } from 'n8n-workflow';

export const outputFields: INodeProperties[] = [
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Binary File',
        value: 'file',
        description: 'The converted file in a binary field; its details, credits and timings in JSON',
      },
      {
        name: 'Binary File and JSON Result',
        value: 'both',
        description:
          'The service stores the file for two days: its URL in JSON, and the file in a binary field',
      },
      {
        name: 'JSON Result',
        value: 'json',
        description:
          'The service stores the file for two days and answers its URL, or with a webhook queues the conversion',
      },
    ],
    default: 'file',
    description:
      'What the node outputs. Run as an AI agent’s tool it always answers JSON Result, since agents cannot take files: the stored file’s URL and its details.',
  },
  {
    displayName: 'Put Output File in Field',
    name: 'outputBinaryField',
    type: 'string',
    required: true,
    default: 'data',
    hint: 'The name of the output binary field to put the file in',
    displayOptions: { show: { output: ['file', 'both'] } },
  },
  {
    displayName: 'File Name',
    name: 'fileName',
    type: 'string',
    default: '',
    placeholder: 'e.g. invoice-42.pdf',
    description:
      'Name of the output file. Empty: the input HTML file name with the new extension, or "document" with it.',
    displayOptions: { show: { output: ['file', 'both'] } },
  },
  {
    displayName: 'Storage File Name',
    name: 'storageFileName',
    type: 'string',
    default: '',
    placeholder: 'e.g. invoice-2024-042',
    description:
      'Name under which the service stores the result: at least 7 letters, digits, "-" or "_", no extension. Needed unless a webhook is set.',
    displayOptions: { show: { output: ['json', 'both'] } },
  },
  {
    displayName: 'Sandbox',
    name: 'sandbox',
    type: 'boolean',
    default: false,
    description:
      'Whether to convert without spending credits. The result carries a watermark, and sandbox conversions are limited to 10 a minute.',
  },
];
