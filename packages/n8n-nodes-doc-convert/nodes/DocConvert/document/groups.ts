// The Options of a conversion, grouped by what a user is doing, as the HTTP Request node groups its options:
// Page Loading (when to capture), Rendering (what runs and applies in the page), Source Access (headers and
// cookies for the source), Delivery (where the result goes), Privacy and Batching. Each operation adds its own
// groups (PDF: Page Header, Page Footer, Document Properties, Document Security, Watermark).
//
// Fields inside a group carry the API option's name (`wait_for_network`, `http_headers`): request.ts spreads a
// group's fields into the request, and a validation error's path leads back to its field (helpers/labels.ts).
// Groups named after an API object (`header`, `footer`, `protection`, `watermark`) become that object instead.
import type { INodeProperties, INodePropertyCollection } from 'n8n-workflow';
import { PROCESSOR_VERSIONS } from '@doc-convert/core';
import { DELAY_MS, TIMEOUT_SECONDS } from '@doc-convert/core/options';
import { secretField } from '../helpers/secrets';
import { before, since } from '../helpers/versions';
import { limitWaitTime } from './outputFields';

export const MAX_CONCURRENCY = 10;

// The ranges are the core's, which its schemas check with (test/option-limits.test.ts walks every field). n8n's
// lint reads a computed default only from a plain name, not from `DELAY_MS.default`.
const { default: delayDefault } = DELAY_MS;

/** n8n lists a collection's fields in the order given: alphabetical, as n8n's own nodes do. */
export function byLabel(fields: INodeProperties[]): INodeProperties[] {
  return [...fields].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** A group of optional fields: a collection the user adds fields to. */
export function group(
  displayName: string,
  name: string,
  description: string,
  fields: INodeProperties[],
  extra: Partial<INodeProperties> = {},
): INodeProperties {
  return {
    displayName,
    name,
    type: 'collection',
    placeholder: `Add ${displayName.toLowerCase()} option`,
    default: {},
    description,
    options: byLabel(fields),
    ...extra,
  };
}

/** A list of name/value rows (`{ [item]: [{ name, value }] }`), e.g. HTTP headers. */
export function nameValueRows(item: string, itemLabel: string): INodePropertyCollection {
  return {
    displayName: itemLabel,
    name: item,
    values: [
      { displayName: 'Name', name: 'name', type: 'string', default: '' },
      { displayName: 'Value', name: 'value', type: 'string', default: '' },
    ],
  };
}

const pageLoading = group('Page Loading', 'pageLoading', 'When the service captures the page', [
  {
    displayName: 'Delay (Milliseconds)',
    name: 'delay',
    type: 'number',
    typeOptions: { minValue: DELAY_MS.min, maxValue: DELAY_MS.max, numberPrecision: 0 },
    default: delayDefault,
    description: `Time to wait after loading, before the capture (up to ${DELAY_MS.max} ms)`,
  },
  {
    displayName: 'Fail on Source Error Status',
    name: 'raise_for_status',
    type: 'boolean',
    default: false,
    description: 'Whether to refuse the conversion when the source URL answers a status other than 2XX',
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
    displayName: 'Lazy Load Images',
    name: 'lazy_load_images',
    type: 'boolean',
    default: false,
    description: 'Whether to scroll to the bottom first so that lazily loaded images appear',
  },
  {
    displayName: 'Page Load Timeout (Seconds)',
    name: 'timeout',
    type: 'number',
    typeOptions: { minValue: TIMEOUT_SECONDS.min, maxValue: TIMEOUT_SECONDS.max, numberPrecision: 0 },
    // The service sets no default: added to the options, the field starts at half a minute.
    default: 30,
    description: 'Time after which the service stops loading the page and converts what it has',
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
]);

const rendering = group('Rendering', 'rendering', 'What runs and applies in the page', [
  {
    displayName: 'CSS',
    name: 'css',
    type: 'string',
    typeOptions: { rows: 4 },
    default: '',
    description: 'CSS rules, or the URL of a style sheet, added to the document before the conversion',
  },
  {
    displayName: 'Disable JavaScript',
    name: 'disable_javascript',
    type: 'boolean',
    default: false,
    description: 'Whether to load the document without running its scripts',
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
    displayName: 'Rendering Engine Version',
    name: 'processorVersion',
    type: 'options',
    options: [
      { name: 'Account Default', value: '', description: 'The latest version for new accounts' },
      ...PROCESSOR_VERSIONS.map((version) => ({ name: version, value: version })),
    ],
    default: '',
    description: 'Version of the rendering engine (sent as X-Processor-Version)',
  },
  {
    displayName: 'Use Print Stylesheet',
    name: 'use_print',
    type: 'boolean',
    default: false,
    description: 'Whether to render with the print media styles instead of the screen styles',
  },
]);

const sourceAccess = group(
  'Source Access',
  'sourceAccess',
  'What the service sends when it loads the source. For a Basic Auth login use Source Authentication.',
  [
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
            secretField({ displayName: 'Value', name: 'value' }, 'SESSION_COOKIE'),
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
      displayName: 'HTTP Headers',
      name: 'http_headers',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add header',
      default: {},
      description:
        'Headers sent with the request that loads the source URL. Map a secret value (a token) with an expression.',
      options: [nameValueRows('header', 'Header')],
    },
  ],
);

/**
 * The webhook fields: for every Output from node version 1.2 (a webhook queues the conversion, whatever Output
 * says, and the node outputs the queued answer); before 1.2 with JSON Result only, as saved workflows of those
 * versions have them. They stay while Wait for the Document is on: n8n's editor drops the value of a field it
 * hides, so hiding them lost what was typed there; a request with both is refused instead, naming the field
 * (request.ts).
 */
function webhookFields(fields: INodeProperties[]): INodeProperties[] {
  return fields.flatMap((field) => [
    { ...field, displayOptions: { show: { ...before(1.2), '/output': ['json'] } } },
    { ...field, displayOptions: { show: since(1.2) } },
  ]);
}

const delivery = group('Delivery', 'delivery', 'Where the result goes besides this node', [
  // Before node version 1.2 Wait for the Document lived here; from 1.2 it is a field beside Output.
  {
    displayName: 'Wait for the Document',
    name: 'waitForDocument',
    type: 'boolean',
    default: false,
    description:
      'Whether to queue the conversion with this execution’s resume URL as its webhook and wait: the execution pauses (no worker is held) and continues with the document when the service calls. One item per execution; for several, use Options → Delivery → Webhook URL with a Doc Convert Trigger.',
    displayOptions: { show: before(1.2) },
  },
  limitWaitTime(before(1.2)),
  {
    displayName: 'Base64 in JSON',
    name: 'encode',
    type: 'boolean',
    default: false,
    description:
      'Whether the service answers the file Base64-encoded: the node puts that text in the JSON field base64, and the decoded file in the binary field. Not with Wait for the Document (the service delivers a stored file’s URL).',
    // Shown while Wait for the Document is on too, so that turning it on loses nothing; the two together are
    // refused when the node runs (wait.ts).
    displayOptions: { show: { '/output': ['file'] } },
  },
  {
    displayName: 'S3 Destination',
    name: 's3_destination',
    type: 'string',
    default: '',
    placeholder: 'e.g. s3://my-bucket/reports/report.pdf',
    description: 'Path in your own S3 bucket where the service saves the result',
  },
  ...webhookFields([
    {
      displayName: 'Webhook URL',
      name: 'webhookUrl',
      type: 'string',
      default: '',
      placeholder: 'e.g. https://n8n.example.com/webhook/…/document-ready',
      description:
        'Queue the conversion: the service answers at once (the node outputs that answer, with no file, whatever Output says) and later sends the result to this URL. To receive it in n8n, paste the Production URL of a Doc Convert Trigger node (On document ready) here. Not with Wait for the Document, which gives the service this execution’s own URL.',
    },
    secretField(
      {
        displayName: 'Webhook Secret',
        name: 'webhookSecret',
        description:
          'Sent with the call (header X-Doc-Convert-Secret) so the receiver can tell it from anyone else’s: the same secret as in the Doc Convert Trigger node. 16 to 256 visible ASCII characters.',
      },
      'DOC_CONVERT_WEBHOOK_SECRET',
    ),
    {
      displayName: 'Webhook Method',
      name: 'webhookMethod',
      type: 'string',
      default: 'POST',
      description: 'HTTP method the service uses to call the webhook',
    },
    {
      displayName: 'Webhook Headers',
      name: 'webhookHeaders',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      placeholder: 'Add header',
      default: {},
      description: 'Headers the service sends to the webhook',
      options: [nameValueRows('header', 'Header')],
    },
    {
      displayName: 'Webhook User',
      name: 'webhookUser',
      type: 'string',
      default: '',
      description: 'Basic authentication user for the webhook',
    },
    secretField(
      {
        displayName: 'Webhook Password',
        name: 'webhookPassword',
        description: 'Basic authentication password for the webhook',
      },
      'WEBHOOK_PASSWORD',
    ),
  ]),
]);

const privacy = group('Privacy', 'privacy', 'Compliance modes and the service’s request log', [
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
    displayName: 'Log Request Parameters',
    name: 'log_request',
    type: 'boolean',
    default: false,
    description: 'Whether the service keeps the request parameters in its log, for support',
  },
]);

const batching = group('Batching', 'batching', 'How the node runs many items', [
  {
    displayName: 'Concurrency',
    name: 'concurrency',
    type: 'number',
    typeOptions: { minValue: 1, maxValue: MAX_CONCURRENCY },
    default: 1,
    description:
      'How many items to convert at the same time. Output items keep the order of the input items. Read from the first item.',
  },
]);

/** The groups every conversion offers after its own, by how often a conversion needs them; Batching last. */
const sharedGroups: INodeProperties[] = [pageLoading, rendering, sourceAccess, privacy, batching];

/**
 * The Options collection of one conversion: Delivery first (where the document goes besides the output, right
 * under Output and Wait for the Document; a PDF's eleven groups put it below the fold of n8n's "Add option"
 * list), then its own groups (what the document looks like), then the shared ones, in the order of use rather
 * than of the alphabet (fields inside a group stay alphabetical). The order is the editor's only: the groups'
 * names, which saved workflows hold, stay.
 */
export function optionsCollection(own: INodeProperties[]): INodeProperties {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [delivery, ...own, ...sharedGroups],
  };
}
