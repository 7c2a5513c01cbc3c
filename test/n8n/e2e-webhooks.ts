// Documents that arrive later, in the real n8n running as a server (`n8n start`, listening on 127.0.0.1 with
// WEBHOOK_URL on loopback): the local server delivers a queued conversion to a published Doc Convert Trigger's
// Production URL, and to the resume URL of an execution waiting in Doc Convert (Wait for the Document); both
// executions end with the PDF in their binary field, which an HTTP Request node posts to a recorder here. A
// call with a wrong secret is answered 401 and starts nothing. The waiting execution keeps its input item's
// fields (Include Input Fields) through the wait; a wait whose Limit Wait Time (1 minute) runs out resumes with
// the node's error (n8n's resumeError), not its input passed through.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DocConvert } from '../../src/index';
import { SANDBOX_KEY, type LocalServer } from '../../server/index';
import type { StartN8n } from './e2e-memory';

const TRIGGER_WORKFLOW = 'docConvertReadyE2e';
const WAIT_WORKFLOW = 'docConvertWaitE2e';
const TRIGGER_WEBHOOK_ID = '3f0c2b9e-7d41-4a85-9e6b-0c1d2e3f4a5b';
const START_PATH = 'doc-convert-wait-e2e';
const TIMEOUT_WORKFLOW = 'docConvertWaitTimeoutE2e';
const TIMEOUT_PATH = 'doc-convert-wait-timeout-e2e';
export const WEBHOOK_SECRET = `e2e-${randomBytes(18).toString('base64url')}`;

interface Recorded {
  workflow: string;
  result: Record<string, unknown>;
  body: Buffer;
}

/** The webhook node that starts a workflow when `path` is called (answering at once). */
function startNode(path: string, webhookId: string) {
  return {
    name: 'Start',
    type: 'n8n-nodes-base.webhook',
    typeVersion: 2,
    position: [0, 0],
    webhookId,
    parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
  };
}

/** An HTTP Request node posting the binary field `data` here (or nothing), with the item's JSON in a header. */
function recorderNode(
  name: string,
  url: string,
  workflow: string,
  position: [number, number],
  binary = true,
) {
  return {
    name,
    type: 'n8n-nodes-base.httpRequest',
    typeVersion: 4.2,
    position,
    parameters: {
      method: 'POST',
      url: `${url}/${workflow}`,
      sendHeaders: true,
      headerParameters: {
        parameters: [{ name: 'X-Result', value: '={{ encodeURIComponent(JSON.stringify($json)) }}' }],
      },
      ...(binary ? { sendBody: true, contentType: 'binaryData', inputDataFieldName: 'data' } : {}),
      options: {},
    },
  };
}

/**
 * `slowPage`: a page that takes seconds to load, as the wait workflow's source. The service calls the resume URL
 * when the document is ready; a call before n8n has saved the execution as waiting (a render faster than that
 * save) is answered 409 by n8n, so the render takes the time a real one does.
 */
export function webhookWorkflows(
  credential: { id: string; name: string },
  recorder: string,
  slowPage: string,
  neverPage = `${recorder}/never`,
) {
  const trigger = {
    id: TRIGGER_WORKFLOW,
    name: 'e2e: document ready',
    nodes: [
      {
        name: 'On Document Ready',
        type: 'n8n-nodes-doc-convert.docConvertTrigger',
        typeVersion: 1,
        position: [0, 0],
        webhookId: TRIGGER_WEBHOOK_ID,
        parameters: { secret: WEBHOOK_SECRET, download: true, outputBinaryField: 'data' },
      },
      recorderNode('Record', recorder, TRIGGER_WORKFLOW, [240, 0]),
    ],
    connections: { 'On Document Ready': { main: [[{ node: 'Record', type: 'main', index: 0 }]] } },
  };
  const wait = {
    id: WAIT_WORKFLOW,
    name: 'e2e: wait for the document',
    nodes: [
      startNode(START_PATH, '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d'),
      {
        name: 'Waited PDF',
        type: 'n8n-nodes-doc-convert.docConvert',
        typeVersion: 1,
        position: [240, 0],
        credentials: { docConvertApi: credential },
        parameters: {
          resource: 'conversion',
          operation: 'convertToPdf',
          source: 'url',
          url: slowPage,
          output: 'file',
          fileName: 'waited.pdf',
          sandbox: true,
          includeInputFields: true,
          options: { delivery: { waitForDocument: true, limitWaitTime: 5 } },
        },
      },
      recorderNode('Record', recorder, WAIT_WORKFLOW, [480, 0]),
    ],
    connections: {
      Start: { main: [[{ node: 'Waited PDF', type: 'main', index: 0 }]] },
      'Waited PDF': { main: [[{ node: 'Record', type: 'main', index: 0 }]] },
    },
  };
  // A source that never loads (within the 600 s the service may take): the wait runs out first, and the node,
  // continuing on fail, outputs the error n8n resumes it with.
  const timeout = {
    id: TIMEOUT_WORKFLOW,
    name: 'e2e: a wait that runs out',
    nodes: [
      startNode(TIMEOUT_PATH, '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e'),
      {
        name: 'Waited in Vain',
        type: 'n8n-nodes-doc-convert.docConvert',
        typeVersion: 1,
        position: [240, 0],
        onError: 'continueRegularOutput',
        credentials: { docConvertApi: credential },
        parameters: {
          resource: 'conversion',
          operation: 'convertToPdf',
          source: 'url',
          url: neverPage,
          output: 'file',
          sandbox: true,
          options: {
            pageLoading: { timeout: 600 },
            delivery: { waitForDocument: true, limitWaitTime: 1 },
          },
        },
      },
      recorderNode('Record', recorder, TIMEOUT_WORKFLOW, [480, 0], false),
    ],
    connections: {
      Start: { main: [[{ node: 'Waited in Vain', type: 'main', index: 0 }]] },
      'Waited in Vain': { main: [[{ node: 'Record', type: 'main', index: 0 }]] },
    },
  };
  return {
    workflows: [trigger, wait, timeout],
    ids: [TRIGGER_WORKFLOW, WAIT_WORKFLOW, TIMEOUT_WORKFLOW],
  };
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Where the workflows' HTTP Request nodes post their results; `/slow` is a page that loads in 5 seconds,
 * `/never` one that never does (its requests end when the recorder closes).
 */
export async function startRecorder() {
  const recorded: Recorded[] = [];
  const hanging = new Set<IncomingMessage>();
  const server = createServer((req, res) => {
    if (req.url === '/slow') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Waited for</h1>'), 5000);
      return;
    }
    if (req.url === '/never') {
      hanging.add(req);
      return;
    }
    void readAll(req).then((body) => {
      const header = String(req.headers['x-result'] ?? '');
      recorded.push({
        workflow: (req.url ?? '').slice(1),
        result: header ? JSON.parse(decodeURIComponent(header)) : {},
        body,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    for (const req of hanging) req.socket.destroy();
    return new Promise((done) => server.close(done));
  };
  return { url, slowPage: `${url}/slow`, recorded, close };
}

async function until<T>(
  what: string,
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/**
 * POSTs `body` as JSON to a published workflow's webhook `url`, again while n8n answers 404: it registers the
 * published workflows' webhooks one by one just after it says it listens.
 */
function postWhenRegistered(url: string, body: unknown): Promise<Response> {
  return until(
    `the webhook ${url}`,
    async () => {
      const answer = await fetch(url, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      return answer.status === 404 ? undefined : answer;
    },
    60_000,
  );
}

/** Runs `n8n start` until the checks are done; counts failed checks. */
export async function checkWebhooksInN8n(options: {
  startN8n: StartN8n;
  env: NodeJS.ProcessEnv;
  port: number;
  server: LocalServer;
  recorder: Awaited<ReturnType<typeof startRecorder>>;
  log: (message: string) => void;
}): Promise<number> {
  const { startN8n, port, server, recorder, log } = options;
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...options.env,
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    WEBHOOK_URL: `${base}/`,
  };
  const child = startN8n(['start'], env);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let failures = 0;
  const check = (label: string, ok: boolean, detail = '') => {
    if (!ok) failures++;
    log(`${ok ? 'ok  ' : 'FAIL'} n8n start: ${label}${ok || !detail ? '' : ` (${detail})`}`);
  };
  try {
    const started = Date.now();
    await until('n8n to listen', () => (/Editor is now accessible/.test(output) ? true : undefined), 240_000);
    log(`n8n start listening on ${base} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
    const triggerUrl = `${base}/webhook/${TRIGGER_WEBHOOK_ID}/document-ready`;

    // n8n registers the published workflows' webhooks just after it says it listens: until then, 404. A call
    // without the secret is then answered 401.
    const missing = await until(
      'the trigger’s webhook',
      async () => {
        const answer = await fetch(triggerUrl, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        });
        return answer.status === 404 ? undefined : answer.status;
      },
      60_000,
    );
    check('a call without the secret is answered 401', missing === 401, `status ${missing}`);

    // Started now, checked last: its wait runs out after a minute, and n8n's wait tracker looks every minute.
    const timeoutStart = await postWhenRegistered(`${base}/webhook/${TIMEOUT_PATH}`, {});

    // A wrong secret: n8n answers 401 and nothing reaches the recorder.
    const wrong = await client.convert.pdf({
      source: '<h1>Not yours</h1>',
      sandbox: true,
      webhook: { url: triggerUrl, secret: `wrong-${randomBytes(12).toString('hex')}` },
    });
    const refused = await server.state.waitForWebhook(wrong.metadata.requestId, 60_000);
    await sleep(3000);
    check(
      'a call with a wrong secret is answered 401 and starts nothing',
      refused.status === 401 && recorder.recorded.length === 0,
      `status ${refused.status} ${refused.error ?? ''}, recorded ${recorder.recorded.length}`,
    );

    const right = await client.convert.pdf({
      source: '<h1>Ready</h1>',
      sandbox: true,
      webhook: { url: triggerUrl, secret: WEBHOOK_SECRET },
    });
    const delivered = await server.state.waitForWebhook(right.metadata.requestId, 60_000);
    const fromTrigger = await until('the trigger workflow’s result', () =>
      recorder.recorded.find((r) => r.workflow === TRIGGER_WORKFLOW),
    );
    check(
      'the local server delivered to the trigger’s Production URL; the execution ends with the PDF in binary',
      delivered.status === 200 &&
        fromTrigger.body.subarray(0, 5).toString() === '%PDF-' &&
        fromTrigger.result.fileSize === fromTrigger.body.length &&
        fromTrigger.result.url === (delivered.body as { url?: string }).url,
      `status ${delivered.status}, ${fromTrigger.body.length} bytes, ${JSON.stringify(fromTrigger.result)}`,
    );

    const start = await postWhenRegistered(`${base}/webhook/${START_PATH}`, { order: 7 });
    const resumed = await server.state.waitForWebhook((d) => d.url.includes('/webhook-waiting/'), 90_000);
    const fromWait = await until('the waiting workflow’s result', () =>
      recorder.recorded.find((r) => r.workflow === WAIT_WORKFLOW),
    );
    check(
      'Wait for the Document: the local server delivered to the resume URL; the execution ends with the PDF',
      start.ok &&
        resumed.status === 200 &&
        fromWait.body.subarray(0, 5).toString() === '%PDF-' &&
        fromWait.result.fileName === 'waited.pdf' &&
        fromWait.result.fileSize === fromWait.body.length,
      `start ${start.status}, resume ${resumed.status} ${resumed.error ?? ''}, ${JSON.stringify(fromWait.result)}`,
    );
    check(
      'Wait for the Document: the resumed item keeps the input item’s fields (Include Input Fields)',
      (fromWait.result.body as { order?: unknown } | undefined)?.order === 7 &&
        typeof fromWait.result.requestId === 'string',
      JSON.stringify(fromWait.result),
    );

    const timedOut = await until(
      'the timed-out workflow’s result',
      () => recorder.recorded.find((r) => r.workflow === TIMEOUT_WORKFLOW),
      200_000,
    );
    check(
      'Limit Wait Time: a wait that runs out resumes with the node’s error (continuing on fail: an item with it)',
      timeoutStart.ok &&
        timedOut.result.error ===
          'No document arrived within 1 minute (Options → Delivery → Limit Wait Time): the service did not call back in time' &&
        !('requestId' in timedOut.result),
      `start ${timeoutStart.status}, ${JSON.stringify(timedOut.result)}`,
    );
  } catch (error) {
    failures++;
    log(`FAIL n8n start: ${(error as Error).message}\n${output.slice(-4000)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('close', done));
  }
  return failures;
}
