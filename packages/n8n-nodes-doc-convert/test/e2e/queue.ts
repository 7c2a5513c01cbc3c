// The node in n8n's queue mode, as operators run it (issue 26): Postgres and Redis on loopback
// (services.ts), one main (`n8n start`, not serving production webhooks), one worker (`n8n worker`) and one
// webhook processor (`n8n webhook`), `database` binary data (queue mode's default), N8N_WEBHOOK_URL at the
// processor, the packed package installed in each process's user folder. Workflows started through the
// processor: a conversion, Generate Document with Map Fields, the Doc Convert Trigger, Wait for the Document
// (once, then FAST_WAITS at once with a render faster than n8n's save: 0 lost), a big PDF through a wait (the
// processor downloads it into the database, the worker reads it back: byte-identical; each process's memory
// growth printed), and a PDF over what database mode can give back (refused before it is downloaded, in the
// node's words). Every execution's result reaches a recorder with its execution ID, and the worker's log must
// say it started (and, resumed after a wait, started again) each of them: they ran on the worker.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DocConvert } from 'doc-convert';
import { SANDBOX_KEY, startLocalServer } from 'doc-convert-server';
import { megabytes, status, type StartN8n } from './memory';
import { startPostgres, startRedis, type Service } from './services';
import {
  FAST_WAITS,
  WEBHOOK_SECRET,
  checkFastWaits,
  fastWaitNode,
  postWhenRegistered,
  recorderNode,
  startNode,
  startRecorder,
  until,
  type Check,
  type Recorded,
} from './webhooks';
import { freePort, startN8nServer } from './n8n-server';

const CREDENTIAL = { id: 'DocConvertQueue1', name: 'Doc Convert (local server, queue mode)' };
const NODE_TYPE = 'n8n-nodes-doc-convert.docConvert';
const TRIGGER_WEBHOOK_ID = '5e1d2c3b-4a59-4687-9a8b-7c6d5e4f3a2b';
/** Through a wait: the processor downloads it into the database, the worker reads it back. */
const BIG_BYTES = 80 * 1024 * 1024;
/** Over what database mode gives back from Postgres (268 435 443 bytes): refused before it is downloaded. */
const TOO_BIG_BYTES = 300 * 1000 * 1000;

interface QueueWorkflow {
  id: string;
  name: string;
  nodes: object[];
  connections: object;
}

/** Start → one Doc Convert node (version 1.2) → Record: started by a POST to `path` on the processor. */
function flow(id: string, path: string, webhookId: string, node: object, recordBinary = true): QueueWorkflow {
  return {
    id,
    name: `queue: ${id}`,
    nodes: [
      startNode(path, webhookId),
      {
        name: 'Doc Convert',
        type: NODE_TYPE,
        typeVersion: 1.2,
        position: [240, 0],
        credentials: { docConvertApi: CREDENTIAL },
        ...node,
      },
      recorderNode('Record', '{{RECORDER}}', id, [480, 0], recordBinary),
    ],
    connections: {
      Start: { main: [[{ node: 'Doc Convert', type: 'main', index: 0 }]] },
      'Doc Convert': { main: [[{ node: 'Record', type: 'main', index: 0 }]] },
    },
  };
}

const pdf = (extra: object = {}) => ({
  resource: 'conversion',
  operation: 'convertToPdf',
  source: 'html',
  html: '<h1>Queue mode</h1>',
  output: 'file',
  sandbox: true,
  ...extra,
});

function queueWorkflows(recorder: string): QueueWorkflow[] {
  const workflows: QueueWorkflow[] = [
    flow('qConvert', 'q-convert', '0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9', {
      parameters: pdf({ fileName: 'queued.pdf' }),
    }),
    flow('qGenerate', 'q-generate', '1c2d3e4f-5061-4728-9394-a5b6c7d8e9fa', {
      parameters: {
        resource: 'template',
        operation: 'generate',
        template: { __rl: true, mode: 'slug', value: 'invoice' },
        documentFormat: 'pdf',
        dataSource: 'mapFields',
        variables: {
          mappingMode: 'defineBelow',
          value: { number: '={{ $json.body.number }}', amount: '={{ $json.body.amount }}' },
        },
        output: 'file',
        sandbox: true,
      },
    }),
    {
      id: 'qTrigger',
      name: 'queue: document ready',
      nodes: [
        {
          name: 'On Document Ready',
          type: 'n8n-nodes-doc-convert.docConvertTrigger',
          typeVersion: 1,
          position: [0, 0],
          webhookId: TRIGGER_WEBHOOK_ID,
          parameters: { secret: WEBHOOK_SECRET, download: true, outputBinaryField: 'data' },
        },
        recorderNode('Record', '{{RECORDER}}', 'qTrigger', [240, 0]),
      ],
      connections: { 'On Document Ready': { main: [[{ node: 'Record', type: 'main', index: 0 }]] } },
    },
    {
      id: 'qWait',
      name: 'queue: wait for the document',
      nodes: [
        startNode('q-wait', '2d3e4f50-6172-4839-a4a5-b6c7d8e9fa0b'),
        fastWaitNode(CREDENTIAL, [240, 0]),
        recorderNode('Record', '{{RECORDER}}', 'qWait', [480, 0]),
      ],
      connections: {
        Start: { main: [[{ node: 'Waited PDF', type: 'main', index: 0 }]] },
        'Waited PDF': { main: [[{ node: 'Record', type: 'main', index: 0 }]] },
      },
    },
    flow('qBig', 'q-big', '3e4f5061-7283-494a-b5b6-c7d8e9fa0b1c', {
      parameters: pdf({ fileName: 'big.pdf', waitForDocument: true, limitWaitTime: 5 }),
    }),
    flow(
      'qTooBig',
      'q-too-big',
      '4f506172-8394-4a5b-86c7-d8e9fa0b1c2d',
      { onError: 'continueRegularOutput', parameters: pdf({ fileName: 'too-big.pdf' }) },
      false,
    ),
  ];
  return JSON.parse(JSON.stringify(workflows).replaceAll('{{RECORDER}}', recorder)) as QueueWorkflow[];
}

/** An n8n process, its output kept. */
function watched(startN8n: StartN8n, args: string[], env: NodeJS.ProcessEnv) {
  const child = startN8n(args, env);
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('close', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, output: () => output, stop };
}

/** Resets a process's peak memory and answers a function that reads its growth since, in bytes. */
async function peakFrom(pid: number): Promise<() => Promise<number>> {
  await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => undefined);
  const baseline = (await status(pid))?.rss ?? 0;
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = await status(pid);
      if (now) peak = Math.max(peak, now.rss, now.hwm);
      await sleep(25);
    }
  })();
  return async () => {
    sampling = false;
    await sampler;
    return peak - baseline;
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface QueueContext {
  work: string;
  /** Installs the packed n8n package into a user folder's .n8n/nodes. */
  install: (nodesDir: string) => Promise<void>;
  n8nDir: string;
  n8nBin: string;
  startN8n: StartN8n;
  withNode24: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
  mustRun: (
    command: string,
    args: string[],
    options: { env: NodeJS.ProcessEnv; timeoutMs?: number },
  ) => Promise<unknown>;
  log: (message: string) => void;
}

/** The queue-mode phase; counts failed checks. */
export async function queueSuite(context: QueueContext): Promise<number> {
  const { work, log } = context;
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  let failures = 0;
  const check: Check = (label, ok, detail = '') => {
    if (!ok) failures++;
    log(`${ok ? 'ok  ' : 'FAIL'} queue mode: ${label}${ok || !detail ? '' : ` (${detail})`}`);
  };
  const services: Service[] = [];
  const processes: Array<{ stop: () => Promise<void> }> = [];
  const server = await startLocalServer({ renderer: 'text' });
  const recorder = await startRecorder();
  try {
    let phase = Date.now();
    const [postgres, redis] = await Promise.all([startPostgres(), startRedis(join(work, 'redis'), log)]);
    services.push(postgres, redis);
    log(`[queue] Postgres on port ${postgres.port}, Redis on port ${redis.port} (${seconds(phase)})`);

    phase = Date.now();
    const roles = ['main', 'worker', 'webhook'] as const;
    const users = Object.fromEntries(roles.map((role) => [role, join(work, role)])) as Record<
      (typeof roles)[number],
      string
    >;
    for (const role of roles) {
      await mkdir(join(users[role], '.n8n/nodes'), { recursive: true });
      await context.install(join(users[role], '.n8n/nodes'));
    }
    const processorPort = await freePort();
    const processor = `http://127.0.0.1:${processorPort}`;
    const env = (role: (typeof roles)[number]) =>
      context.withNode24({
        ...process.env,
        N8N_USER_FOLDER: users[role],
        N8N_ENCRYPTION_KEY: createHash('sha256').update(`${work}queue`).digest('hex'),
        N8N_DIAGNOSTICS_ENABLED: 'false',
        N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
        N8N_SSRF_PROTECTION_ENABLED: 'false',
        N8N_LISTEN_ADDRESS: '127.0.0.1',
        N8N_LOG_LEVEL: 'info',
        // One JSON line per entry, with its level: what operators' alerting reads (checkFastWaits).
        N8N_LOG_FORMAT: 'json',
        DB_TYPE: 'postgresdb',
        DB_POSTGRESDB_HOST: '127.0.0.1',
        DB_POSTGRESDB_PORT: String(postgres.port),
        DB_POSTGRESDB_DATABASE: 'postgres',
        DB_POSTGRESDB_USER: 'n8n',
        DB_POSTGRESDB_PASSWORD: '',
        EXECUTIONS_MODE: 'queue',
        QUEUE_BULL_REDIS_HOST: '127.0.0.1',
        QUEUE_BULL_REDIS_PORT: String(redis.port),
        N8N_DEFAULT_BINARY_DATA_MODE: 'database',
        N8N_WEBHOOK_URL: `${processor}/`,
        // Production webhooks go to the webhook processor only.
        N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
      });
    const credentials = join(work, 'credentials.json');
    await writeFile(
      credentials,
      JSON.stringify([
        { ...CREDENTIAL, type: 'docConvertApi', data: { apiKey: SANDBOX_KEY, baseUrl: server.url } },
      ]),
    );
    const workflows = queueWorkflows(recorder.url);
    const workflowsFile = join(work, 'workflows.json');
    await writeFile(workflowsFile, JSON.stringify(workflows));
    const cli = {
      env: { ...env('main'), N8N_RUNNERS_BROKER_PORT: String(await freePort()) },
      timeoutMs: 300_000,
    };
    await context.mustRun(context.n8nBin, ['import:credentials', `--input=${credentials}`], cli);
    await context.mustRun(context.n8nBin, ['import:workflow', `--input=${workflowsFile}`], cli);
    log(
      `[queue] installed the package for main, worker and webhook processor; migrated Postgres and imported ${workflows.length} workflows (${seconds(phase)})`,
    );

    phase = Date.now();
    const main = await startN8nServer(context.n8nDir, env('main'));
    processes.push(main);
    const worker = watched(context.startN8n, ['worker'], {
      ...env('worker'),
      N8N_RUNNERS_BROKER_PORT: String(await freePort()),
      QUEUE_HEALTH_CHECK_PORT: String(await freePort()),
    });
    const webhook = watched(context.startN8n, ['webhook'], {
      ...env('webhook'),
      N8N_PORT: String(processorPort),
      N8N_RUNNERS_BROKER_PORT: String(await freePort()),
    });
    processes.push(worker, webhook);
    for (const workflow of workflows) {
      const { versionId } = (await main.rest(`workflows/${workflow.id}`)) as { versionId: string };
      await main.rest(`workflows/${workflow.id}/activate`, { versionId });
    }
    await until(
      'the worker',
      () => (/n8n worker is now ready/.test(worker.output()) ? true : undefined),
      180_000,
    );
    await until(
      'the webhook processor',
      () => (/Webhook listener waiting for requests/.test(webhook.output()) ? true : undefined),
      180_000,
    );
    log(
      `[queue] main at ${main.url} (production webhooks off), worker, webhook processor at ${processor}; ${workflows.length} workflows published (${seconds(phase)})`,
    );

    phase = Date.now();
    const recordedOf = (workflow: string) => () => recorder.recorded.find((r) => r.workflow === workflow);
    const isPdf = (r: Recorded) =>
      r.body.subarray(0, 5).toString() === '%PDF-' && r.result.fileSize === r.body.length;

    const converted = await postWhenRegistered(`${processor}/webhook/q-convert`, {});
    const fromConvert = await until('the conversion', recordedOf('qConvert'));
    check(
      'a conversion started through the webhook processor ends with its PDF',
      converted.ok && isPdf(fromConvert) && fromConvert.result.fileName === 'queued.pdf',
      JSON.stringify(fromConvert.result),
    );

    await postWhenRegistered(`${processor}/webhook/q-generate`, { number: 'Q-1', amount: '9.00' });
    const fromGenerate = await until('Generate Document', recordedOf('qGenerate'));
    const generateRequest = server.state.requests.find(
      (r) => r.method === 'POST' && r.path.startsWith('/v3/templates/invoice'),
    );
    check(
      'Generate Document with Map Fields: the mapped variables sent, the PDF out',
      isPdf(fromGenerate) &&
        // The service reads a template's variables beside the options.
        (generateRequest?.body as { number?: unknown })?.number === 'Q-1' &&
        (generateRequest?.body as { amount?: unknown })?.amount === '9.00',
      `${JSON.stringify(fromGenerate.result)} ${JSON.stringify(generateRequest?.body)}`,
    );

    const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
    const triggerUrl = `${processor}/webhook/${TRIGGER_WEBHOOK_ID}/document-ready`;
    await until(
      'the trigger’s webhook',
      async () => {
        const answer = await fetch(triggerUrl, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        });
        return answer.status === 404 ? undefined : true;
      },
      60_000,
    );
    const queued = await client.convert.pdf({
      source: '<h1>Ready</h1>',
      sandbox: true,
      webhook: { url: triggerUrl, secret: WEBHOOK_SECRET },
    });
    const delivered = await server.state.waitForWebhook(queued.metadata.requestId, 60_000);
    const fromTrigger = await until('the trigger', recordedOf('qTrigger'));
    check(
      'the Doc Convert Trigger’s Production URL on the processor starts an execution that downloads the PDF',
      delivered.status === 200 && isPdf(fromTrigger),
      `status ${delivered.status}, ${JSON.stringify(fromTrigger.result)}`,
    );

    await postWhenRegistered(`${processor}/webhook/q-wait`, { order: 7 });
    const fromWait = await until('the wait', () =>
      recorder.recorded.find((r) => r.workflow === 'qWait' && r.result.order === 7),
    );
    check(
      'Wait for the Document: resumed through the processor, the PDF out, the body’s fields kept',
      isPdf(fromWait) && fromWait.result.order === 7,
      JSON.stringify(fromWait.result),
    );
    const fastWaits = await checkFastWaits({
      startUrl: `${processor}/webhook/q-wait`,
      server,
      recorder,
      workflow: 'qWait',
      outputs: { main: main.output, worker: worker.output, 'webhook processor': webhook.output },
      check,
      log,
      mode: 'queue mode',
    });
    log(`[queue] conversion, Generate Document, Trigger and ${1 + FAST_WAITS} waits (${seconds(phase)})`);

    phase = Date.now();
    server.state.pdfPadBytes = BIG_BYTES;
    const [processorGrowth, workerGrowth] = await Promise.all([
      peakFrom(webhook.child.pid!),
      peakFrom(worker.child.pid!),
    ]);
    await postWhenRegistered(`${processor}/webhook/q-big`, {});
    const fromBig = await until('the big PDF', recordedOf('qBig'), 240_000);
    const grown = { processor: await processorGrowth(), worker: await workerGrowth() };
    const bigCall = server.state.webhookDeliveries.filter((d) => d.url.includes('/webhook-waiting/')).at(-1);
    const stored = bigCall
      ? Buffer.from(await (await fetch(String((bigCall.body as { url?: string }).url))).arrayBuffer())
      : Buffer.alloc(0);
    check(
      `a ${megabytes(BIG_BYTES)} PDF through a wait: downloaded by the processor into the database, read back by the worker byte-identical`,
      isPdf(fromBig) && fromBig.body.length > BIG_BYTES && sha256(fromBig.body) === sha256(stored),
      `${fromBig.body.length} bytes recorded, ${stored.length} stored`,
    );
    // The processor downloads the file into Postgres; the worker reads it back (Postgres answers it as hex
    // text) for the next node, which posts it.
    log(
      `[queue] memory growth for the ${megabytes(BIG_BYTES)} PDF (database mode): webhook processor ${megabytes(grown.processor)} (download into the database), worker ${megabytes(grown.worker)} (read back, posted by the next node) (${seconds(phase)})`,
    );

    phase = Date.now();
    server.state.pdfPadBytes = TOO_BIG_BYTES;
    await postWhenRegistered(`${processor}/webhook/q-too-big`, {});
    const fromTooBig = await until('the PDF over the limit', recordedOf('qTooBig'), 240_000);
    check(
      'a PDF over what database mode gives back is refused before it is downloaded, in words naming the mode and its limit',
      /^The file is [\d,]+ bytes \([\d.]+ MiB\), more than n8n's database binary data mode can hold \(268,435,443 bytes\); it was not downloaded\. Set N8N_DEFAULT_BINARY_DATA_MODE=s3/.test(
        String(fromTooBig.result.error),
      ),
      JSON.stringify(fromTooBig.result),
    );
    log(
      `[queue] a ${megabytes(TOO_BIG_BYTES)} PDF in database mode: "${String(fromTooBig.result.error)}" (${seconds(phase)})`,
    );
    server.state.pdfPadBytes = 0;

    // Every execution ran on the worker: it logs each start (a resumed wait starts again) and end.
    const workerLog = worker.output();
    const started = (id: string) => workerLog.split(`Worker started execution ${id} `).length - 1;
    const finished = (id: string) => workerLog.includes(`Worker finished execution ${id} `);
    const all = [fromConvert, fromGenerate, fromTrigger, fromWait, ...fastWaits, fromBig, fromTooBig];
    const waited = new Set([fromWait, ...fastWaits, fromBig].map((r) => r.execution));
    const misplaced = all.filter(
      (r) =>
        !r.execution || !finished(r.execution) || started(r.execution) !== (waited.has(r.execution) ? 2 : 1),
    );
    check(
      `the worker ran all ${all.length} executions (each wait twice: before and after it), the main and the processor none`,
      misplaced.length === 0 && !/Worker started execution/.test(`${webhook.output()}`),
      misplaced.map((r) => `${r.workflow} #${r.execution}: started ${started(r.execution)}×`).join(', '),
    );
  } catch (error) {
    failures++;
    log(`FAIL queue mode: ${(error as Error).stack ?? String(error)}`);
    for (const p of processes)
      if ('output' in p) log(String((p as { output: () => string }).output()).slice(-3000));
  } finally {
    server.state.pdfPadBytes = 0;
    for (const p of processes.reverse()) await p.stop().catch(() => undefined);
    for (const s of services.reverse()) await s.stop().catch(() => undefined);
    await recorder.close();
    await server.close();
  }
  return failures;
}
