// Documents that arrive later, in the real n8n running as a server (`n8n start`, listening on 127.0.0.1 with
// N8N_WEBHOOK_URL on loopback): the local server delivers a queued conversion to a published Doc Convert
// Trigger's Production URL, and to the resume URL of an execution waiting in Doc Convert (Wait for the
// Document); both executions end with the PDF in their binary field, which an HTTP Request node posts to a
// recorder here. A call with a wrong secret is answered 401 and starts nothing. The wait renders inline HTML
// with the text renderer, far faster than n8n saves a waiting execution (issue 26: the service's call used to
// meet n8n's 409 and the document was lost): 20 executions wait at once and all 20 end with their PDF, every
// call of the service answered 200, and no n8n process logs an error line meanwhile (n8n logs as JSON here, so
// a line's level is read, not guessed: issue 39, the node's readiness probes left n8n's 409s as error lines).
// The waiting execution keeps its input (the Webhook node's body, Include
// Input Fields) through the wait; a wait whose Limit Wait Time (1 minute) runs out resumes with the node's error
// (n8n's resumeError), not its input passed through. The same workflows run in queue mode (queue.ts).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY, type LocalServer } from 'doc-convert-server';
import type { StartN8n } from './memory';

const TRIGGER_WORKFLOW = 'docConvertReadyE2e';
const WAIT_WORKFLOW = 'docConvertWaitE2e';
const TRIGGER_WEBHOOK_ID = '3f0c2b9e-7d41-4a85-9e6b-0c1d2e3f4a5b';
const START_PATH = 'doc-convert-wait-e2e';
const TIMEOUT_WORKFLOW = 'docConvertWaitTimeoutE2e';
const TIMEOUT_PATH = 'doc-convert-wait-timeout-e2e';
export const WEBHOOK_SECRET = `e2e-${randomBytes(18).toString('base64url')}`;

export interface Recorded {
  workflow: string;
  result: Record<string, unknown>;
  /** The execution's ID in n8n. */
  execution: string;
  body: Buffer;
}

/** How many executions wait for a fast render at once, in each execution mode. */
export const FAST_WAITS = 20;

/** The webhook node that starts a workflow when `path` is called (answering at once). */
export function startNode(path: string, webhookId: string) {
  return {
    name: 'Start',
    type: 'n8n-nodes-base.webhook',
    typeVersion: 2,
    position: [0, 0],
    webhookId,
    parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
  };
}

/**
 * An HTTP Request node posting the binary field `data` here (or nothing), with the item's JSON and the
 * execution's ID in headers.
 */
export function recorderNode(
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
        parameters: [
          { name: 'X-Result', value: '={{ encodeURIComponent(JSON.stringify($json)) }}' },
          { name: 'X-Execution', value: '={{ $execution.id }}' },
        ],
      },
      ...(binary ? { sendBody: true, contentType: 'binaryData', inputDataFieldName: 'data' } : {}),
      options: {},
    },
  };
}

/** The wait workflow's node (version 1.2: Wait for the Document beside Output): inline HTML, rendered at once. */
export function fastWaitNode(credential: { id: string; name: string }, position: [number, number]) {
  return {
    name: 'Waited PDF',
    type: 'n8n-nodes-doc-convert.docConvert',
    typeVersion: 1.2,
    position,
    credentials: { docConvertApi: credential },
    parameters: {
      resource: 'conversion',
      operation: 'convertToPdf',
      source: 'html',
      html: '<h1>Rendered at once</h1>',
      output: 'file',
      fileName: 'waited.pdf',
      sandbox: true,
      includeInputFields: true,
      waitForDocument: true,
      limitWaitTime: 5,
    },
  };
}

export function webhookWorkflows(
  credential: { id: string; name: string },
  recorder: string,
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
      fastWaitNode(credential, [240, 0]),
      recorderNode('Record', recorder, WAIT_WORKFLOW, [480, 0]),
    ],
    connections: {
      Start: { main: [[{ node: 'Waited PDF', type: 'main', index: 0 }]] },
      'Waited PDF': { main: [[{ node: 'Record', type: 'main', index: 0 }]] },
    },
  };
  // A source that never loads (within the 600 s the service may take): the wait runs out first, and the node,
  // continuing on fail, outputs the error n8n resumes it with. Node version 1, with the wait in Options →
  // Delivery as its saved workflows have it.
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
 * Where the workflows' HTTP Request nodes post their results; `/never` is a page that never loads (its requests
 * end when the recorder closes).
 */
export async function startRecorder() {
  const recorded: Recorded[] = [];
  const hanging = new Set<IncomingMessage>();
  const server = createServer((req, res) => {
    if (req.url === '/never') {
      hanging.add(req);
      return;
    }
    void readAll(req).then((body) => {
      const header = String(req.headers['x-result'] ?? '');
      recorded.push({
        workflow: (req.url ?? '').slice(1),
        result: header ? JSON.parse(decodeURIComponent(header)) : {},
        execution: String(req.headers['x-execution'] ?? ''),
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
  return { url, recorded, close };
}

export async function until<T>(
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
export function postWhenRegistered(url: string, body: unknown): Promise<Response> {
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

export type Check = (label: string, ok: boolean, detail?: string) => void;

/**
 * What operators alert on: the lines an n8n process logged at level error (n8n logs JSON lines here); a line
 * that is not JSON (printed outside n8n's logger) counts when it speaks of an error.
 */
function errorLines(text: string): string[] {
  return text.split('\n').filter((line) => {
    try {
      return (JSON.parse(line) as { level?: unknown }).level === 'error';
    } catch {
      return /\berror\b/i.test(line);
    }
  });
}

/**
 * FAST_WAITS executions of the wait workflow at once, each started with its own `run` number: every one ends
 * with its PDF, every call the service made to a resume URL was answered 200 (none lost to n8n's 409), and no
 * n8n process logged an error line meanwhile. Prints the figures: the renders' longest duration, how the node
 * learnt each wait was saved (n8n's lifecycle, or probes of the resume URL), the time until the last PDF.
 * Answers the recorded results.
 */
export async function checkFastWaits(options: {
  startUrl: string;
  server: LocalServer;
  recorder: Awaited<ReturnType<typeof startRecorder>>;
  workflow: string;
  /** Each n8n process's output so far, by its role. */
  outputs: Record<string, () => string>;
  check: Check;
  log: (message: string) => void;
  mode: string;
}): Promise<Recorded[]> {
  const { startUrl, server, recorder, workflow, outputs, check, log, mode } = options;
  const started = Date.now();
  const deliveriesBefore = server.state.webhookDeliveries.length;
  const from = Object.fromEntries(Object.entries(outputs).map(([role, output]) => [role, output().length]));
  const starts = await Promise.all(
    Array.from({ length: FAST_WAITS }, (_, run) => postWhenRegistered(startUrl, { run })),
  );
  const ours = () =>
    recorder.recorded.filter((r) => r.workflow === workflow && typeof r.result.run === 'number');
  let results: Recorded[] = [];
  try {
    results = await until(
      `${FAST_WAITS} waited PDFs`,
      () => (ours().length >= FAST_WAITS ? ours() : undefined),
      180_000,
    );
  } catch {
    results = ours();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // What the processes log just after the last execution ended is theirs too.
  await sleep(3000);
  const logged = Object.entries(outputs).map(([role, output]) => ({
    role,
    text: output().slice(from[role]),
  }));
  const errors = logged.flatMap(({ role, text }) => errorLines(text).map((line) => `${role}: ${line}`));
  const all = logged.map(({ text }) => text).join('\n');
  const byLifecycle = all.split("as n8n's execution lifecycle told").length - 1;
  const byProbes = all.split('as its resume URL answered').length - 1;
  const calls = server.state.webhookDeliveries
    .slice(deliveriesBefore)
    .filter((d) => d.url.includes('/webhook-waiting/'));
  const durations = calls.map((d) => Number((d.body as { duration?: unknown }).duration ?? NaN));
  const runs = new Set(results.map((r) => r.result.run));
  const pdfs = results.filter(
    (r) => r.body.subarray(0, 5).toString() === '%PDF-' && r.result.fileSize === r.body.length,
  ).length;
  log(
    `${mode}: ${FAST_WAITS} waits for a fast render: ${results.length} ended with their PDF (${pdfs} checked) in ${seconds} s; ` +
      `the service called ${calls.length} resume URLs, answered ${calls.map((c) => c.status).join(',')}; ` +
      `renders took at most ${Math.max(...durations)} ms; the node knew each wait was saved from n8n's lifecycle ${byLifecycle} time(s), from probes ${byProbes} time(s); ` +
      `error lines logged by n8n meanwhile: ${errors.length}`,
  );
  check(
    `Wait for the Document, ${FAST_WAITS} fast renders (< 100 ms) at once: 0 lost, every PDF delivered`,
    starts.every((start) => start.ok) &&
      runs.size === FAST_WAITS &&
      pdfs === FAST_WAITS &&
      calls.length === FAST_WAITS &&
      calls.every((c) => c.status === 200) &&
      durations.every((d) => d < 100),
    `${results.length} of ${FAST_WAITS} ended, ${pdfs} PDFs, calls ${calls.map((c) => `${c.status}${c.error ? ` ${c.error}` : ''}`).join(',')}, durations ${durations.join(',')}`,
  );
  check(
    `Wait for the Document, ${FAST_WAITS} fast waits: no n8n process (${Object.keys(outputs).join(', ')}) logged an error line`,
    errors.length === 0,
    errors.slice(0, 10).join('\n'),
  );
  return results;
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
    N8N_WEBHOOK_URL: `${base}/`,
    // One JSON line per entry, with its level: what operators' alerting reads (checkFastWaits).
    N8N_LOG_FORMAT: 'json',
  };
  const child = startN8n(['start'], env);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let failures = 0;
  const check: Check = (label, ok, detail = '') => {
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
      refused.status === 401 && !recorder.recorded.some((r) => r.workflow === TRIGGER_WORKFLOW),
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
    const fromWait = await until('the waiting workflow’s result', () =>
      recorder.recorded.find((r) => r.workflow === WAIT_WORKFLOW && r.result.order === 7),
    );
    check(
      'Wait for the Document: the local server delivered to the resume URL; the execution ends with the PDF',
      start.ok &&
        fromWait.body.subarray(0, 5).toString() === '%PDF-' &&
        fromWait.result.fileName === 'waited.pdf' &&
        fromWait.result.fileSize === fromWait.body.length,
      `start ${start.status}, ${JSON.stringify(fromWait.result)}`,
    );
    check(
      'Wait for the Document: the resumed item keeps the fields of the Webhook node’s body (Include Input Fields), not the request’s headers',
      fromWait.result.order === 7 && !('headers' in fromWait.result) && !('body' in fromWait.result),
      JSON.stringify(fromWait.result),
    );
    await checkFastWaits({
      startUrl: `${base}/webhook/${START_PATH}`,
      server,
      recorder,
      workflow: WAIT_WORKFLOW,
      outputs: { 'n8n start': () => output },
      check,
      log,
      mode: 'regular mode',
    });

    const timedOut = await until(
      'the timed-out workflow’s result',
      () => recorder.recorded.find((r) => r.workflow === TIMEOUT_WORKFLOW),
      200_000,
    );
    check(
      'Limit Wait Time: a wait that runs out resumes with the node’s error (continuing on fail: an item with it)',
      timeoutStart.ok &&
        timedOut.result.error ===
          'No document arrived within 1 minute (Options → Delivery → Limit Wait Time)',
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
