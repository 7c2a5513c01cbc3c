// A mocked n8n execution context for the node's unit tests. It behaves like n8n's where the node depends on it:
// parameters per item (dotted paths, fallbacks), credentials, binary data helpers, continueOnFail, the cancel
// signal, and request helpers that make REAL HTTP requests (fetch), so nock or the local server answers them.
// `httpRequestWithAuthentication` does what n8n's does for a generic credential: it adds X-API-Key from the
// credential, honours returnFullResponse, ignoreHttpStatusErrors, encoding ('arraybuffer'; 'stream' answers a
// Readable of the body as it arrives, as n8n's axios does) and timeout, and wraps its own failures in a
// NodeApiError. prepareBinaryData takes a Buffer or a Readable, as n8n's does; `binaryInputs` records which.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  NodeApiError,
  NodeOperationError,
  type IBinaryData,
  type IDataObject,
  type IExecuteFunctions,
  type IHttpRequestOptions,
  type ILoadOptionsFunctions,
  type INode,
  type INodeExecutionData,
  type JsonObject,
} from 'n8n-workflow';
// With its extension: CommonJS resolution (tsx, the benchmarks) would otherwise find DocConvert.node.json first.
import { DocConvert } from '../../nodes/DocConvert/DocConvert.node.ts';

export const CREDENTIAL_KEY = 'dc_n8n_SECRET_5a4b3c2d1e0f9a8b';

interface RecordedCall {
  credentialType: string | undefined;
  method: string;
  url: string;
  /** Headers as sent, names lower-cased (X-API-Key included). */
  headers: Record<string, string>;
  body: string | undefined;
  timeout: number | undefined;
}

export interface ContextOptions {
  /** Parameters of the node; a function gives each item its own. */
  parameters: IDataObject | ((itemIndex: number) => IDataObject);
  items?: INodeExecutionData[];
  credentials?: IDataObject;
  /** The Doc Convert Source Login credential (user, password), when a test chooses Basic Auth. */
  sourceLogin?: IDataObject;
  continueOnFail?: boolean;
  /** Run as an AI agent's tool: n8n 2's isToolExecution() answers true. */
  asTool?: boolean;
  /** The node's type; n8n's tool variant of a node has a type ending in "Tool". */
  nodeType?: string;
  /** The workflow's time zone (getTimezone); Europe/Berlin unless given. */
  timezone?: string;
  /** The node's version in the workflow; 1 unless given. */
  typeVersion?: number;
  /** What `$execution.resumeUrl` evaluates to (n8n's is the waiting-webhook URL with its signature). */
  resumeUrl?: string;
}

export interface TestContext {
  context: IExecuteFunctions;
  /** Every request the helpers sent, in order. */
  calls: RecordedCall[];
  /** The most requests that were in flight at once. */
  maxInFlight: () => number;
  cancel: () => void;
  /** What each prepareBinaryData call was given: a stream (unread until n8n read it) or a whole buffer. */
  binaryInputs: Array<'stream' | 'buffer'>;
  /** Each date putExecutionToWait was called with. */
  waits: Date[];
}

const node: INode = {
  id: 'd0c0c0c0-0000-4000-8000-000000000001',
  name: 'Doc Convert',
  type: 'n8n-nodes-doc-convert.docConvert',
  typeVersion: 1,
  position: [0, 0],
  parameters: {},
};

function readPath(source: IDataObject, path: string): unknown {
  let current: unknown = source;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as IDataObject)[segment];
  }
  return current;
}

/** A fetch failure dressed as n8n's: a NodeApiError whose cause carries the system error code. */
function failure(error: unknown): NodeApiError {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const wrapped = Object.assign(new Error(cause?.message ?? (error as Error).message), {
    code: cause?.code ?? (error as { code?: string }).code,
    name: (error as Error).name === 'TimeoutError' ? 'AxiosError' : (error as Error).name,
  });
  if ((error as Error).name === 'TimeoutError') wrapped.code = 'ECONNABORTED';
  if ((error as Error).name === 'AbortError') wrapped.code = 'ERR_CANCELED';
  return new NodeApiError(node, wrapped as unknown as JsonObject);
}

export function createContext(options: ContextOptions): TestContext {
  const items: INodeExecutionData[] = options.items ?? [{ json: {} }];
  const credentials = options.credentials ?? {
    apiKey: CREDENTIAL_KEY,
    baseUrl: 'https://api.doc-convert.test/v3',
  };
  const calls: RecordedCall[] = [];
  const controller = new AbortController();
  const binaryInputs: TestContext['binaryInputs'] = [];
  const waits: Date[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const parametersOf = (itemIndex: number): IDataObject =>
    typeof options.parameters === 'function' ? options.parameters(itemIndex) : options.parameters;

  async function send(request: IHttpRequestOptions, credentialType: string | undefined) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers ?? {}))
      headers[name.toLowerCase()] = String(value);
    if (credentialType !== undefined) headers['x-api-key'] = String(credentials.apiKey);
    const body = typeof request.body === 'string' ? request.body : undefined;
    calls.push({
      credentialType,
      method: request.method ?? 'GET',
      url: request.url,
      headers,
      body,
      timeout: request.timeout,
    });
    const signals = [request.abortSignal, request.timeout ? AbortSignal.timeout(request.timeout) : undefined];
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers,
        body,
        signal: AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined)),
      }).catch((error: unknown) => Promise.reject(failure(error)));
      if (!response.ok && !request.ignoreHttpStatusErrors) {
        throw new NodeApiError(node, { message: `Request failed with status code ${response.status}` });
      }
      const responseHeaders: IDataObject = {};
      response.headers.forEach((value, name) => (responseHeaders[name] = value));
      const parsed =
        request.encoding === 'stream'
          ? Readable.fromWeb((response.body ?? new Blob([]).stream()) as WebReadableStream<Uint8Array>)
          : request.encoding === 'arraybuffer'
            ? Buffer.from(await response.arrayBuffer())
            : await response.text();
      return request.returnFullResponse
        ? {
            body: parsed,
            headers: responseHeaders,
            statusCode: response.status,
            statusMessage: response.statusText,
          }
        : parsed;
    } finally {
      inFlight--;
    }
  }

  const thisNode: INode = {
    ...node,
    type: options.nodeType ?? node.type,
    typeVersion: options.typeVersion ?? node.typeVersion,
  };
  const context = {
    getInputData: () => items,
    getNode: () => thisNode,
    getTimezone: () => options.timezone ?? 'Europe/Berlin',
    isToolExecution: () => options.asTool ?? false,
    continueOnFail: () => options.continueOnFail ?? false,
    getExecutionCancelSignal: () => controller.signal,
    evaluateExpression(expression: string) {
      if (expression.replace(/\s/g, '') === '{{$execution?.resumeUrl}}') return options.resumeUrl;
      throw new Error(`The test context evaluates no expression but $execution.resumeUrl: ${expression}`);
    },
    async putExecutionToWait(waitTill: Date) {
      waits.push(waitTill);
    },
    getCredentials: async (type: string) => {
      if (type === 'docConvertApi') return credentials;
      if (type === 'docConvertSourceLoginApi' && options.sourceLogin) return options.sourceLogin;
      // n8n's own words when a node asks for a credential that is not set.
      throw new NodeOperationError(node, 'Node does not have any credentials set');
    },
    getNodeParameter(
      name: string,
      itemIndex: number,
      fallback?: unknown,
      options?: { extractValue?: boolean },
    ) {
      let value = readPath(parametersOf(itemIndex), name);
      // A resource locator's value is { __rl, mode, value }; extractValue answers the value, as n8n does.
      if (options?.extractValue && value && typeof value === 'object' && 'mode' in value) {
        value = (value as IDataObject).value;
      }
      if (value !== undefined) return value;
      if (arguments.length >= 3) return fallback;
      throw new Error(`Could not get parameter "${name}"`);
    },
    helpers: {
      httpRequestWithAuthentication: (type: string, request: IHttpRequestOptions) => send(request, type),
      httpRequest: (request: IHttpRequestOptions) => send(request, undefined),
      assertBinaryData(itemIndex: number, field: string): IBinaryData {
        const binary = items[itemIndex]?.binary?.[field];
        if (!binary)
          throw new NodeOperationError(node, `No binary data property "${field}" exists on item!`, {
            itemIndex,
          });
        return binary;
      },
      async getBinaryDataBuffer(itemIndex: number, field: string): Promise<Buffer> {
        return Buffer.from(context.helpers.assertBinaryData(itemIndex, field).data, 'base64');
      },
      async prepareBinaryData(
        input: Buffer | Readable,
        fileName?: string,
        mimeType?: string,
      ): Promise<IBinaryData> {
        binaryInputs.push(Buffer.isBuffer(input) ? 'buffer' : 'stream');
        const data = Buffer.isBuffer(input) ? input : Buffer.concat(await input.toArray());
        const extension = fileName?.includes('.') ? fileName.split('.').pop() : undefined;
        return {
          data: data.toString('base64'),
          mimeType: mimeType ?? 'application/octet-stream',
          fileName,
          fileExtension: extension,
          fileSize: `${data.length} B`,
          bytes: data.length,
        };
      },
    },
  };
  return {
    context: context as unknown as IExecuteFunctions,
    calls,
    maxInFlight: () => maxInFlight,
    cancel: () => controller.abort(),
    binaryInputs,
    waits,
  };
}

/** The same context as the editor's load-options functions see it (no item index in getNodeParameter). */
export function loadOptionsContext(test: TestContext): ILoadOptionsFunctions {
  const execute = test.context;
  return {
    ...execute,
    getNode: () => execute.getNode(),
    getCredentials: (type: string) => execute.getCredentials(type),
    getNodeParameter: (name: string, fallback?: unknown, options?: { extractValue?: boolean }) =>
      execute.getNodeParameter(name, 0, fallback, options),
  } as unknown as ILoadOptionsFunctions;
}

/** Runs the node's execute() in the context; answers its only output. */
export async function runNode(test: TestContext): Promise<INodeExecutionData[]> {
  const [output] = await new DocConvert().execute.call(test.context);
  return output!;
}

/** The error a run ends with. */
export const failureOf = (test: TestContext) =>
  runNode(test).catch((e: unknown) => e) as Promise<Error & { description?: string; context: IDataObject }>;

/** An input item holding an HTML file. */
export function htmlItem(html: string, fileName = 'report.html', field = 'data'): INodeExecutionData {
  return {
    json: {},
    binary: {
      [field]: { data: Buffer.from(html).toString('base64'), mimeType: 'text/html', fileName },
    },
  };
}
