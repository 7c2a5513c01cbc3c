// n8n's waiting webhooks, as n8n 2.41 answers them (WaitingWebhooks.executeWebhook in n8n's cli), for the node's
// tests of Wait for the Document: a loopback server at /webhook-waiting/<execution>. While an execution runs
// (the node has not returned, or n8n has not saved it as waiting yet) every call is answered 409 "The execution
// … is running already" and never reaches the node; once it is saved as waiting, a call goes to the node's
// webhook() with the waiting entry of n8n's execution stack (`executeData`): an answer without items leaves it
// waiting, one with items resumes it (n8n answers 200 at once, as for responseMode onReceived), and any later
// call is answered 409 again ("finished"). Each call is recorded with who made it and what it was answered.
// lifecycleHooks() is n8n's ExecutionLifecycleHooks as a node's context holds it (`additionalData.hooks`):
// handlers run in the order added, each awaited, the way n8n runs its save before what a node added.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  IDataObject,
  IExecuteData,
  INodeExecutionData,
  IWebhookFunctions,
  IWebhookResponseData,
} from 'n8n-workflow';
import { DocConvert } from '../../nodes/DocConvert/DocConvert.node.ts';
import { createContext } from './context';

interface WaitingCall {
  /** The node's own calls carry X-Doc-Convert-Call; the service's do not. */
  from: 'node' | 'service';
  status: number;
  /** What the execution was when the call came. */
  state: ExecutionState;
  /** The URL called, query included. */
  url: string;
}

type ExecutionState = 'running' | 'waiting' | 'resumed';

export interface MockExecution {
  id: string;
  credentials?: IDataObject;
  state: ExecutionState;
  /** The waiting node's entry of the execution stack, as n8n saved it. */
  entry?: IExecuteData;
  calls: WaitingCall[];
  /** The node's output on resumption. */
  resumed?: INodeExecutionData[];
  /** Resolves with the resumed output. */
  resumption: Promise<INodeExecutionData[]>;
}

export interface MockN8n {
  origin: string;
  /** A new execution, running, of a node with these credentials (the server's by default). */
  execution: (credentials?: IDataObject) => MockExecution;
  resumeUrl: (execution: MockExecution) => string;
  /** n8n saves the execution as waiting (after the node returned), with the node's stack entry. */
  save: (execution: MockExecution, entry: IExecuteData) => void;
  close: () => Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return text;
  }
}

/** n8n's webhook context for one call: body, headers (lower-case names) and query as n8n hands them over. */
function webhookContext(
  call: { body: unknown; headers: IDataObject; query?: IDataObject },
  credentials: IDataObject,
  res: Pick<ServerResponse, 'statusCode'> & { json: (body: unknown) => void },
  executeData?: IExecuteData,
): IWebhookFunctions {
  const helpers = createContext({ parameters: {}, credentials }).context.helpers;
  const response = {
    status(code: number) {
      res.statusCode = code;
      return response;
    },
    json(body: unknown) {
      res.json(body);
      return response;
    },
  };
  return {
    getBodyData: () => call.body,
    getHeaderData: () => call.headers,
    getQueryData: () => call.query ?? {},
    getNodeParameter: (_name: string, fallback?: unknown) => fallback,
    getResponseObject: () => response,
    getNode: () => ({ name: 'Doc Convert', type: 'n8n-nodes-doc-convert.docConvert' }),
    getCredentials: async () => credentials,
    helpers,
    executeData,
  } as unknown as IWebhookFunctions;
}

type HookHandler = (...parameters: unknown[]) => unknown;

/** n8n-core's ExecutionLifecycleHooks, as far as a node reaches it: addHandler, and runHook in order. */
export interface MockLifecycleHooks {
  addHandler: (name: string, ...handlers: HookHandler[]) => void;
  runHook: (name: string, parameters: unknown[]) => Promise<void>;
  handlers: Record<string, HookHandler[]>;
}

export function lifecycleHooks(): MockLifecycleHooks {
  const handlers: Record<string, HookHandler[]> = {};
  return {
    handlers,
    addHandler: (name, ...added) => (handlers[name] ??= []).push(...added),
    async runHook(name, parameters) {
      for (const handler of handlers[name] ?? []) await handler(...parameters);
    },
  };
}

export async function startMockN8n(credentials: () => IDataObject): Promise<MockN8n> {
  const executions = new Map<string, MockExecution & { resolve: (items: INodeExecutionData[]) => void }>();
  let next = 1;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const id = /^\/webhook-waiting\/([^/]+)$/.exec(url.pathname)?.[1];
    const execution = id === undefined ? undefined : executions.get(id);
    const body = await readJson(req);
    const from = req.headers['x-doc-convert-call'] === undefined ? 'service' : 'node';
    const answer = (status: number, json: unknown) => {
      execution?.calls.push({ from, status, state, url: `${origin}${req.url ?? ''}` });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (!execution) return answer(404, { code: 404, message: `The execution "${id}" does not exist.` });
    const state = execution.state;
    if (state === 'running') {
      return answer(409, { code: 409, message: `The execution "${id}" is running already.` });
    }
    if (state === 'resumed') {
      return answer(409, { code: 409, message: `The execution "${id} has finished already.` });
    }
    let status = 200;
    let json: unknown;
    const context = webhookContext(
      {
        body,
        headers: req.headers as IDataObject,
        query: Object.fromEntries(url.searchParams),
      },
      execution.credentials ?? credentials(),
      {
        get statusCode() {
          return status;
        },
        set statusCode(code: number) {
          status = code;
        },
        json: (value: unknown) => (json = value),
      },
      execution.entry,
    );
    let result: IWebhookResponseData;
    try {
      result = await new DocConvert().webhook.call(context);
    } catch (error) {
      return answer(500, { code: 500, message: (error as Error).message });
    }
    if (result.workflowData) {
      execution.state = 'resumed';
      execution.resumed = result.workflowData[0] ?? [];
      execution.resolve(execution.resumed);
      if (!result.noWebhookResponse) return answer(200, { message: 'Workflow was started' });
    }
    return answer(status, json ?? { message: 'Webhook call received' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    execution(executionCredentials) {
      let resolve!: (items: INodeExecutionData[]) => void;
      const resumption = new Promise<INodeExecutionData[]>((done) => (resolve = done));
      const execution = {
        id: String(next++),
        credentials: executionCredentials,
        state: 'running' as const,
        calls: [],
        resumption,
        resolve,
      };
      executions.set(execution.id, execution);
      return execution;
    },
    resumeUrl: (execution) => `${origin}/webhook-waiting/${execution.id}?signature=sig${execution.id}`,
    save(execution, entry) {
      execution.entry = entry;
      execution.state = 'waiting';
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
