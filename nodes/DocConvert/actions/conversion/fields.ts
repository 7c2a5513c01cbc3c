// The parameters both conversions share: where the HTML comes from, what the node outputs, sandbox, and the
// Options every conversion accepts. Option names are the API's own (`wait_for_network`, `http_headers`), so
// what the user sets is what the core validates, and a validation error's path leads back to its field.
import type { INodeProperties } from 'n8n-workflow';
import { PROCESSOR_VERSIONS } from '../../../../src/resources/convert';

export const MAX_CONCURRENCY = 10;

export const sourceFields: INodeProperties[] = [
  {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'HTML',
        value: 'html',
        description: 'HTML text, typed here or mapped from an earlier node',
      },
      {
        name: 'HTML File',
        value: 'binary',
        description: 'An HTML file in a binary field of the input item',
      },
      {
        name: 'URL',
        value: 'url',
        description: 'A web page that the service loads',
      },
    ],
    default: 'url',
  },
  {
    displayName: 'URL',
    name: 'url',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. https://example.com/invoices/42',
    description: 'Address of the page to convert',
    displayOptions: { show: { source: ['url'] } },
  },
  {
    displayName: 'HTML',
    name: 'html',
    type: 'string',
    typeOptions: { rows: 6 },
    required: true,
    default: '',
    description: 'The HTML document to convert. Relative links cannot be resolved: use absolute URLs.',
    displayOptions: { show: { source: ['html'] } },
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    hint: 'The name of the input binary field containing the HTML file',
    displayOptions: { show: { source: ['binary'] } },
  },
];

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
        description: 'The converted file in a binary field; credits and timings in JSON',
      },
      {
        name: 'Binary File and JSON Result',
        value: 'both',
        description:
          'The service stores the file for two days: its URL and details in JSON, and the file in a binary field',
      },
      {
        name: 'JSON Result',
        value: 'json',
        description:
          'The service stores the file for two days and answers its URL, or with a webhook queues the conversion',
      },
    ],
    default: 'file',
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

const keyValue = (item: string, itemLabel: string, nameLabel: string): INodeProperties['options'] => [
  {
    displayName: itemLabel,
    name: item,
    values: [
      { displayName: nameLabel, name: 'name', type: 'string', default: '' },
      { displayName: 'Value', name: 'value', type: 'string', default: '' },
    ],
  },
];

/** Options of every conversion; each operation adds its own and sorts the list by label. */
export const sharedOptions: INodeProperties[] = [
  {
    displayName: 'Basic Auth',
    name: 'auth',
    type: 'collection',
    placeholder: 'Add credential',
    default: {},
    description: 'Basic authentication the service sends when it loads the source URL',
    options: [
      {
        displayName: 'Password',
        name: 'password',
        type: 'string',
        typeOptions: { password: true },
        default: '',
      },
      { displayName: 'Username', name: 'username', type: 'string', default: '' },
    ],
  },
  {
    displayName: 'Base64 in JSON',
    name: 'encode',
    type: 'boolean',
    default: false,
    description:
      'Whether the service answers the file Base64-encoded: the node puts that text in the JSON field base64, and the decoded file in the binary field',
    displayOptions: { show: { '/output': ['file'] } },
  },
  {
    displayName: 'Concurrency',
    name: 'concurrency',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: MAX_CONCURRENCY },
    default: 1,
    description:
      'How many items to convert at the same time. Output items keep the order of the input items. Read from the first item.',
  },
  {
    displayName: 'Cookies',
    name: 'cookies',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    placeholder: 'Add cookie',
    default: {},
    description: 'Cookies sent with the requests that load the source',
    options: [
      {
        displayName: 'Cookie',
        name: 'cookie',
        values: [
          { displayName: 'Name', name: 'name', type: 'string', default: '' },
          { displayName: 'Value', name: 'value', type: 'string', default: '' },
          {
            displayName: 'Secure',
            name: 'secure',
            type: 'boolean',
            default: false,
            description: 'Whether the cookie is only sent over HTTPS',
          },
          {
            displayName: 'HTTP Only',
            name: 'http_only',
            type: 'boolean',
            default: false,
            description: 'Whether the cookie is hidden from scripts in the page',
          },
        ],
      },
    ],
  },
  {
    displayName: 'CSS',
    name: 'css',
    type: 'string',
    typeOptions: { rows: 4 },
    default: '',
    description: 'CSS rules, or the URL of a style sheet, added to the document before the conversion',
  },
  {
    displayName: 'Delay (Ms)',
    name: 'delay',
    type: 'number',
    typeOptions: { minValue: 0, maxValue: 10000 },
    default: 0,
    description: 'Milliseconds to wait after loading, before the capture (up to 10 000)',
  },
  {
    displayName: 'Disable JavaScript',
    name: 'disable_javascript',
    type: 'boolean',
    default: false,
    description: 'Whether to load the document without running its scripts',
  },
  {
    displayName: 'Fail on Source Error Status',
    name: 'raise_for_status',
    type: 'boolean',
    default: false,
    description: 'Whether to refuse the conversion when the source URL answers a status other than 2XX',
  },
  {
    displayName: 'GDPR Compliance',
    name: 'is_gdpr',
    type: 'boolean',
    default: false,
    description: 'Whether the service must keep the conversion GDPR compliant (no stored results)',
  },
  {
    displayName: 'HIPAA Compliance',
    name: 'is_hipaa',
    type: 'boolean',
    default: false,
    description: 'Whether the service must keep the conversion HIPAA compliant (no stored results)',
  },
  {
    displayName: 'HTTP Headers',
    name: 'http_headers',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    placeholder: 'Add header',
    default: {},
    description: 'Headers sent with the request that loads the source URL',
    options: keyValue('header', 'Header', 'Name'),
  },
  {
    displayName: 'Ignore Long Polling',
    name: 'ignore_long_polling',
    type: 'boolean',
    default: false,
    description:
      'Whether to stop waiting for long-polling requests and websockets (needs Wait for Network Idle)',
  },
  {
    displayName: 'JavaScript',
    name: 'javascript',
    type: 'string',
    typeOptions: { rows: 4 },
    default: '',
    description: 'JavaScript code, or the URL of a script, run in the page before the capture',
  },
  {
    displayName: 'Lazy Load Images',
    name: 'lazy_load_images',
    type: 'boolean',
    default: false,
    description: 'Whether to scroll to the bottom first so that lazily loaded images appear',
  },
  {
    displayName: 'Log Request',
    name: 'log_request',
    type: 'boolean',
    default: false,
    description: 'Whether the service keeps the request parameters in its log, for support',
  },
  {
    displayName: 'Page Load Timeout (Seconds)',
    name: 'timeout',
    type: 'number',
    typeOptions: { minValue: 0, maxValue: 900 },
    default: 30,
    description: 'Seconds after which the service stops loading the page and converts what it has',
  },
  {
    displayName: 'Processor Version',
    name: 'processorVersion',
    type: 'options',
    options: [
      { name: 'Account Default', value: '', description: 'The latest version for new accounts' },
      ...PROCESSOR_VERSIONS.map((version) => ({ name: version, value: version })),
    ],
    default: '',
    description: 'Version of the rendering engine',
  },
  {
    displayName: 'S3 Destination',
    name: 's3_destination',
    type: 'string',
    default: '',
    placeholder: 'e.g. s3://my-bucket/reports/report.pdf',
    description: 'Path in your own S3 bucket where the service saves the result',
  },
  {
    displayName: 'Use Print Stylesheet',
    name: 'use_print',
    type: 'boolean',
    default: false,
    description: 'Whether to render with the print media styles instead of the screen styles',
  },
  {
    displayName: 'Wait for Function',
    name: 'wait_for',
    type: 'string',
    default: '',
    placeholder: 'e.g. chartsReady',
    description:
      'Name of a global function in the page: the capture waits until it returns a truthy value (up to 30 seconds)',
  },
  {
    displayName: 'Wait for Network Idle',
    name: 'wait_for_network',
    type: 'boolean',
    default: true,
    description: 'Whether to wait until the page made no network request for 500 ms',
  },
  {
    displayName: 'Webhook',
    name: 'webhook',
    type: 'fixedCollection',
    placeholder: 'Add webhook',
    default: {},
    description: 'Queue the conversion: the service answers at once and later sends the result to this URL',
    displayOptions: { show: { '/output': ['json'] } },
    options: [
      {
        displayName: 'Webhook',
        name: 'settings',
        values: [
          {
            displayName: 'Headers',
            name: 'headers',
            type: 'fixedCollection',
            typeOptions: { multipleValues: true },
            placeholder: 'Add header',
            default: {},
            options: keyValue('header', 'Header', 'Name'),
          },
          {
            displayName: 'Method',
            name: 'method',
            type: 'string',
            default: 'POST',
            description: 'HTTP method the service uses to call the webhook',
          },
          {
            displayName: 'Password',
            name: 'password',
            type: 'string',
            typeOptions: { password: true },
            default: '',
          },
          {
            displayName: 'URL',
            name: 'url',
            type: 'string',
            default: '',
            placeholder: 'e.g. https://example.com/hooks/conversion',
          },
          { displayName: 'Username', name: 'username', type: 'string', default: '' },
        ],
      },
    ],
  },
];

/** The Options collection of one conversion: the shared options and its own, by label. */
export function optionsCollection(operation: string, own: INodeProperties[]): INodeProperties {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { resource: ['conversion'], operation: [operation] } },
    options: [...sharedOptions, ...own].sort((a, b) => a.displayName.localeCompare(b.displayName)),
  };
}
