// Reads one item's conversion parameters into the API's request options. Scalar options already carry the API's
// names and pass through; lists (cookies, headers, metadata), the webhook, the page format and the PNG capture
// mode are reshaped. Empty fields count as not set. Validation is left to the core's schemas, which name the field.
import { NodeOperationError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';
import { PROCESSOR_VERSIONS, type ProcessorVersion } from '../../../../src/resources/convert';

export type OutputMode = 'file' | 'json' | 'both';

export interface ConversionRequest {
  /** Options for `convert.pdf()` / `convert.png()`, before validation. */
  body: Record<string, unknown>;
  processorVersion: ProcessorVersion | undefined;
  output: OutputMode;
  /** The input file's name, when the HTML came from a binary field. */
  sourceFileName: string | undefined;
}

/** Keys of the Options collection that are node settings, not API options. */
const NODE_SETTINGS = new Set(['concurrency', 'processorVersion', 'format', 'custom_format']);

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** Drops empty strings and empty objects at any depth: a field left blank is a field not set. */
export function compact(value: IDataObject): IDataObject {
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

function webhookOption(raw: IDataObject | undefined): unknown {
  const settings = compact((raw?.settings as IDataObject | undefined) ?? {});
  if (isEmpty(settings)) return undefined;
  const { url, method, username, password, headers } = settings;
  const auth = compact({ username, password } as IDataObject);
  const headerMap = pairsToObject((headers as { header?: Pair[] } | undefined)?.header);
  // POST is the service's default: it is left out, and a bare URL is sent when nothing else is set.
  const customMethod = method === undefined || String(method).toUpperCase() === 'POST' ? undefined : method;
  if (!customMethod && isEmpty(auth) && !headerMap) return url;
  return compact({
    url,
    method: customMethod,
    auth: isEmpty(auth) ? undefined : auth,
    headers: headerMap,
  } as IDataObject);
}

/** The API options named in the Options collection (shared and operation-specific). */
export function apiOptions(raw: IDataObject): Record<string, unknown> {
  const options = compact(raw);
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(options)) {
    if (NODE_SETTINGS.has(name)) continue;
    switch (name) {
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
      case 'webhook':
        body.webhook = webhookOption(value as IDataObject);
        break;
      default:
        body[name] = value;
    }
  }
  const format = options.format === 'custom' ? options.custom_format : options.format;
  if (format !== undefined) body.format = format;
  for (const [name, value] of Object.entries(body)) if (value === undefined) delete body[name];
  return body;
}

/** The HTML or URL the service converts, from the chosen source. */
async function readSource(
  this: IExecuteFunctions,
  itemIndex: number,
): Promise<{ source: string; fileName: string | undefined }> {
  const kind = this.getNodeParameter('source', itemIndex) as 'url' | 'html' | 'binary';
  if (kind === 'url')
    return { source: this.getNodeParameter('url', itemIndex) as string, fileName: undefined };
  if (kind === 'html')
    return { source: this.getNodeParameter('html', itemIndex) as string, fileName: undefined };
  const field = this.getNodeParameter('binaryPropertyName', itemIndex) as string;
  const binary = this.helpers.assertBinaryData(itemIndex, field);
  const bytes = await this.helpers.getBinaryDataBuffer(itemIndex, field);
  return { source: new TextDecoder().decode(bytes), fileName: binary.fileName };
}

/** Everything one item asks of a conversion. */
export async function readConversionRequest(
  this: IExecuteFunctions,
  itemIndex: number,
): Promise<ConversionRequest> {
  const { source, fileName } = await readSource.call(this, itemIndex);
  const output = this.getNodeParameter('output', itemIndex) as OutputMode;
  const options = this.getNodeParameter('options', itemIndex, {}) as IDataObject;
  const body: Record<string, unknown> = {
    source,
    ...(this.getNodeParameter('sandbox', itemIndex, false) ? { sandbox: true } : {}),
    ...apiOptions(options),
  };
  if (output !== 'json') delete body.webhook;
  if (output !== 'file') delete body.encode;
  if (output !== 'file') {
    const storage = (this.getNodeParameter('storageFileName', itemIndex, '') as string).trim();
    if (storage !== '') body.filename = storage;
    else if (output === 'both' || body.webhook === undefined) {
      throw new NodeOperationError(
        this.getNode(),
        'Storage File Name: is required for this output (the service stores the file and answers its URL)',
        {
          itemIndex,
          description:
            'Set a Storage File Name of at least 7 letters, digits, "-" or "_", or choose the Binary File output.' +
            (output === 'json' ? ' With a Webhook option the name may be left empty.' : ''),
        },
      );
    }
  }
  const version = PROCESSOR_VERSIONS.find((known) => known === options.processorVersion);
  return {
    body,
    processorVersion: version,
    output,
    sourceFileName: fileName,
  };
}
