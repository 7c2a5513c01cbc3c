// Reads one item's document request: what the document is made from (a conversion's source, a template's
// data) and its options, into the API's request options. Fields carry the API's names and pass through; groups
// are spread (groups.ts), except those named after an API object (`header`, `footer`, `protection`,
// `watermark`), which become it. Lists (cookies, headers, metadata), the webhook, the page size, the
// orientation and the watermark positions are reshaped. Empty fields count as not set. The output settings
// (output.ts) decide what of the delivery is sent (`filename`, `webhook`, `encode`). Validation is left to the
// core's schemas, which name the field (helpers/labels.ts finds its label).
import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import {
  type ConversionFormat,
  ValidationError,
  type OutlineOption,
  PROCESSOR_VERSIONS,
  type ProcessorVersion,
} from '@doc-convert/core';
import { secretsOfOptions } from '../helpers/secrets';
import { isAtLeast } from '../helpers/versions';
import { waitSettings, type WaitSettings } from './wait';
import { readOutputSettings, webhookSent, type OutputSettings, type RequestedDelivery } from './output';
import { CUSTOM } from './pdfGroups';

/** What a document is made from, besides its options. */
export interface DocumentInput {
  /** The request's own fields: a conversion's `source` (and `auth`), a generated document's `data`. */
  fields: Record<string, unknown>;
  /** The input file's name, when the HTML came from a binary field. */
  fileName?: string;
}

export interface ConversionRequest {
  /** Options for `convert.*()` or `templates.generate()`, before validation. */
  body: Record<string, unknown>;
  processorVersion: ProcessorVersion | undefined;
  /** Bookmarks from Headings (Document Properties): the client adds them, nothing is sent for it. */
  outline: OutlineOption | undefined;
  /** Where the document goes (output.ts). */
  settings: OutputSettings;
  /** The secrets the request carries (passwords, cookie values): scrubbed from errors and output. */
  secrets: string[];
  /** Wait for the Document (wait.ts): the webhook is then this execution's resume URL. */
  wait: WaitSettings | undefined;
}

/** Option groups that are one API object each. */
const OBJECT_GROUPS = new Set(['header', 'footer', 'protection', 'watermark']);

/** Fields that set how the node works, not what the service does. */
const NODE_SETTINGS = new Set([
  'concurrency',
  'processorVersion',
  'waitForDocument',
  'limitWaitTime',
  'outline',
  'outlineDepth',
]);

/** Bookmarks from Headings and its depth, as the core's `outline` request option. */
function outlineOption(options: IDataObject): OutlineOption | undefined {
  const properties = (options.documentProperties ?? {}) as IDataObject;
  if (properties.outline !== true) return undefined;
  return properties.outlineDepth === undefined ? true : { depth: properties.outlineDepth as number };
}

/** The webhook fields of Options → Delivery, with their labels. */
const WEBHOOK_LABELS: Record<string, string> = {
  webhookUrl: 'Webhook URL',
  webhookSecret: 'Webhook Secret',
  webhookUser: 'Webhook User',
  webhookPassword: 'Webhook Password',
  webhookHeaders: 'Webhook Headers',
  webhookMethod: 'Webhook Method',
};
const WEBHOOK_FIELDS = Object.keys(WEBHOOK_LABELS);

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** Drops empty strings and empty objects at any depth: a field left blank is a field not set. */
function compact(value: IDataObject): IDataObject {
  const out: IDataObject = {};
  for (const [key, raw] of Object.entries(value)) {
    const inner =
      raw && typeof raw === 'object' && !Array.isArray(raw) ? compact(raw as IDataObject) : (raw as unknown);
    if (!isEmpty(inner)) out[key] = inner as IDataObject[string];
  }
  return out;
}

type Pair = { name?: string; value?: string };

/** A fixedCollection of name/value rows as an object; rows without a name are skipped. */
function pairsToObject(rows: Pair[] | undefined): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const row of rows ?? []) if (row.name) out[row.name] = row.value ?? '';
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The webhook: a bare URL while nothing else is set (POST is the service's default), else the object form. */
function webhookOption(fields: IDataObject): unknown {
  const { webhookUrl: url, webhookMethod: method, webhookUser, webhookPassword, webhookSecret } = fields;
  const auth = compact({ username: webhookUser, password: webhookPassword } as IDataObject);
  const headers = pairsToObject((fields.webhookHeaders as { header?: Pair[] } | undefined)?.header);
  const secret = isEmpty(webhookSecret) ? undefined : webhookSecret;
  if (url === undefined && isEmpty(auth) && !headers && secret === undefined) return undefined;
  const customMethod = method === undefined || String(method).toUpperCase() === 'POST' ? undefined : method;
  if (!customMethod && isEmpty(auth) && !headers && secret === undefined) return url;
  return compact({
    url,
    method: customMethod,
    auth: isEmpty(auth) ? undefined : auth,
    headers,
    secret,
  } as IDataObject);
}

/** Watermark fields that say what to stamp: Stamp picks which of the API's three Stamp Content fills. */
const STAMPS = ['text', 'image', 'source'];

/**
 * The watermark object: Stamp Content under the API name Stamp chose (Text unless chosen; `text`, `image` or
 * `source` as saved by earlier versions pass as they are); a Custom position stands for the offset typed
 * beside it. Settings without anything to stamp are refused naming Stamp Content.
 */
function watermarkOption(fields: IDataObject): IDataObject {
  const out: IDataObject = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name.endsWith('_custom') || name === 'stamp' || name === 'content') continue;
    // Custom without an offset sends "custom", which the core refuses naming the offset.
    out[name] = value === CUSTOM ? (fields[`${name}_custom`] ?? value) : value;
  }
  if (fields.content !== undefined) out[String(fields.stamp ?? 'text')] = fields.content;
  const watermark = compact(out);
  if (Object.keys(watermark).length > 0 && !STAMPS.some((name) => name in watermark)) {
    throw new ValidationError([
      {
        path: 'watermark.content',
        message: 'is required: the text to stamp, or the URL or Base64 of the image or PDF, as Stamp says',
      },
    ]);
  }
  return watermark;
}

/** Puts one group's fields into the request, reshaping those the API wants in another form. */
function spreadGroup(body: Record<string, unknown>, fields: IDataObject): void {
  for (const [name, value] of Object.entries(fields)) {
    if (NODE_SETTINGS.has(name) || WEBHOOK_FIELDS.includes(name) || name === 'custom_format') continue;
    switch (name) {
      case 'format':
        // Custom without a size sends "custom", which the core refuses naming Page Size.
        body.format = value === CUSTOM ? (fields.custom_format ?? value) : value;
        break;
      case 'orientation':
        body.landscape = value === 'landscape';
        break;
      case 'cookies':
        // A cookie's value may be empty; its flags are sent only when set.
        body.cookies = ((value as { cookie?: IDataObject[] }).cookie ?? []).map((cookie) => ({
          ...compact(cookie),
          value: cookie.value ?? '',
        }));
        break;
      case 'http_headers':
        body.http_headers = pairsToObject((value as { header?: Pair[] }).header);
        break;
      case 'metadata':
        body.metadata = pairsToObject((value as { entry?: Pair[] }).entry);
        break;
      case 'author':
        // Shown with the document's properties; the API keeps it with the security settings.
        body.protection = { ...(body.protection as IDataObject | undefined), author: value };
        break;
      default:
        body[name] = value;
    }
  }
  if (WEBHOOK_FIELDS.some((name) => name in fields)) body.webhook = webhookOption(fields);
}

/**
 * The API options of the top-level groups (Page Layout, Image) and of the Options collection's groups. Groups
 * and fields come in any order; each API option has one field, so nothing is set twice.
 */
export function apiOptions(topGroups: IDataObject[], options: IDataObject): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const fields of topGroups) spreadGroup(body, compact(fields));
  for (const [name, fields] of Object.entries(compact(options))) {
    if (name === 'watermark') body.watermark = watermarkOption(fields as IDataObject);
    else if (OBJECT_GROUPS.has(name))
      body[name] = { ...(body[name] as IDataObject | undefined), ...(fields as IDataObject) };
    else spreadGroup(body, fields as IDataObject);
  }
  for (const [name, value] of Object.entries(body)) if (isEmpty(value)) delete body[name];
  return body;
}

/**
 * Refuses Options → Delivery's webhook beside Wait for the Document (node version 1.2 and later, where both are
 * shown at once): the wait gives the service this execution's resume URL, so the fields typed there would be
 * silently left out. Before 1.2 the wait lived among those fields and left them out, as saved workflows expect.
 */
function refuseWebhookWithWait(this: IExecuteFunctions, itemIndex: number, options: IDataObject): void {
  const delivery = compact((options.delivery ?? {}) as IDataObject);
  const set = WEBHOOK_FIELDS.find((name) => name in delivery && name !== 'webhookMethod') ?? 'webhookMethod';
  throw new NodeOperationError(
    this.getNode(),
    `Options → Delivery → ${WEBHOOK_LABELS[set]}: cannot be combined with Wait for the Document, which gives the service this execution's own URL`,
    {
      itemIndex,
      description:
        'To wait for the document here, remove the webhook fields from Options → Delivery. To have the service call your URL instead (a Doc Convert Trigger’s Production URL), turn Wait for the Document off.',
    },
  );
}

/**
 * Everything one item asks of a document in `format`: the input's fields, Sandbox, the options of the
 * operation's top-level groups (`topGroups`: Page Layout, Image) and of Options, and what the output settings
 * send for delivery.
 */
export function readConversionRequest(
  this: IExecuteFunctions,
  itemIndex: number,
  format: ConversionFormat,
  topGroups: string[],
  input: DocumentInput,
): ConversionRequest {
  const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
  const tops = topGroups.map((name) => this.getNodeParameter(name, itemIndex, {}) as IDataObject);
  // Sandbox's default is the node version's (on from 1.2: outputFields.ts).
  const sandbox = this.getNodeParameter('sandbox', itemIndex, isAtLeast(this.getNode(), 1.2)) === true;
  const body: Record<string, unknown> = {
    ...input.fields,
    ...(sandbox ? { sandbox: true } : {}),
    ...apiOptions(tops, options),
  };
  const wait = waitSettings.call(this, itemIndex, options);
  if (wait && body.webhook !== undefined && isAtLeast(this.getNode(), 1.2)) {
    refuseWebhookWithWait.call(this, itemIndex, options);
  }
  const outline = outlineOption(options);
  const requested: RequestedDelivery = {
    sourceFileName: input.fileName,
    webhook: body.webhook !== undefined || wait !== undefined,
    // Before node version 1.2 the webhook fields belonged to JSON Result; from 1.2 they queue whatever Output
    // says. Wait for the Document's resume URL goes with every Output.
    webhookOnlyForJson: wait === undefined && !isAtLeast(this.getNode(), 1.2),
    encode: body.encode === true,
    outline: outline !== undefined,
  };
  const settings = { ...readOutputSettings.call(this, itemIndex, format, requested), sandbox };
  // Wait for the Document sends its own webhook (run.ts); the fields' webhook goes only where it is sent.
  if (wait || !webhookSent(settings.output, requested)) delete body.webhook;
  if (!settings.base64) delete body.encode;
  if (settings.storageName !== undefined) body.filename = settings.storageName;
  const rendering = (options.rendering ?? {}) as IDataObject;
  const version = PROCESSOR_VERSIONS.find((known) => known === rendering.processorVersion);
  return { body, processorVersion: version, outline, settings, secrets: secretsOfOptions(body), wait };
}
