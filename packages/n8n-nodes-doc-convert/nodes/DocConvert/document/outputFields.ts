// What a conversion or generated document outputs (the file in a binary field, the service's stored-file result,
// or both), where the file goes, Sandbox, and (from node version 1.2) Wait for the Document with its Limit Wait
// Time beside Output, where a user decides how the document comes back. Every mode outputs the same JSON shape
// (output.ts); run as a tool, the node outputs JSON Result whatever is chosen here (readOutputSettings).
//
// Sandbox is on by default from version 1.2: a new node spends no credit until the user turns it off. n8n's
// editor drops the value of a parameter it stops showing (its parameter list sets it to undefined, and the
// default comes back), so a Sandbox shown for documents only was turned back on by a pass through Resource →
// Account, and watermarked real documents again. So a Sandbox field of the same name shows wherever the
// document's does not (sandboxElsewhere): the editor never stops showing a `sandbox`, and keeps its value.
import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';
import { before, since } from '../helpers/versions';

/** Limit Wait Time, shown with Wait for the Document in the node versions `versions` gives. */
export function limitWaitTime(versions: IDisplayOptions['show']): INodeProperties {
  return {
    // The unit in the label, as Delay (Milliseconds) and Page Load Timeout (Seconds) have it: n8n shows a
    // number field's description only on hover.
    displayName: 'Limit Wait Time (Minutes)',
    name: 'limitWaitTime',
    type: 'number',
    default: 15,
    typeOptions: { minValue: 1 },
    description:
      'Minutes to wait for the document. When they run out, the node fails saying so (set to continue on error, it outputs an item with the error).',
    displayOptions: { show: { ...versions, waitForDocument: [true] } },
  };
}

const sandbox: INodeProperties = {
  displayName: 'Sandbox',
  name: 'sandbox',
  type: 'boolean',
  default: false,
  description:
    'Whether to convert without spending credits. The result carries a watermark, and sandbox conversions are limited to 10 a minute.',
};

/** Sandbox as every node version has it: off before 1.2, on from 1.2. */
const sandboxByVersion: Array<{ field: INodeProperties; show: IDisplayOptions['show'] }> = [
  { field: sandbox, show: before(1.2) },
  {
    field: {
      ...sandbox,
      default: true,
      description:
        'Whether to convert without spending credits: on until you turn it off for real documents. The result carries a watermark, and sandbox conversions are limited to 10 a minute.',
    },
    show: since(1.2),
  },
];

/**
 * Sandbox where the document's is not shown: the operations that render nothing (Template's others, Log,
 * Account, and any resource added later) and Generate Document as HTML. It does nothing there but keep the
 * node's Sandbox as the user set it while Resource, Operation or Format passes by (see the top of this file).
 */
export const sandboxElsewhere: INodeProperties[] = sandboxByVersion.flatMap(({ field, show }) =>
  [
    { show, hide: { resource: ['conversion'], operation: ['generate'] } },
    { show: { ...show, resource: ['template'], operation: ['generate'], documentFormat: ['html'] } },
  ].map((displayOptions) => ({
    ...field,
    description:
      'Whether conversions and generated documents run without spending credits (the result carries a watermark). This operation renders nothing: Sandbox shows here so that it keeps its value while you switch Resource or Operation.',
    displayOptions,
  })),
);

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
    // Beside Storage File Name with Binary File and JSON Result: each says which file it names.
    hint: 'The file’s name in the binary field above, in n8n',
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
    hint: 'The name of the copy the service keeps for two days: its URL ends in it',
    displayOptions: { show: { output: ['json', 'both'] } },
  },
  ...sandboxByVersion.map(({ field, show }) => ({ ...field, displayOptions: { show } })),
  {
    displayName: 'Wait for the Document',
    name: 'waitForDocument',
    type: 'boolean',
    default: false,
    description:
      'Whether to queue the conversion and pause this execution until the service calls back with the document (no worker is held meanwhile); the node then outputs it as Output says. One item per execution; for many documents, use Options → Delivery → Webhook URL with a Doc Convert Trigger.',
    displayOptions: { show: since(1.2) },
  },
  limitWaitTime(since(1.2)),
];
