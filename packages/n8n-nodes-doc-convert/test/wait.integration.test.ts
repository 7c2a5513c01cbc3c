// Doc Convert → Wait for the Document, against the local server and a mocked n8n (mock-n8n.ts: 409 while the
// execution runs, the node's webhook() once n8n has saved it as waiting, and n8n's execution lifecycle hooks).
// The node puts the execution to wait, and sends the conversion (the resume URL, with a secret derived from the
// key) only once n8n has saved the wait: as n8n's lifecycle tells it (no call to the resume URL, so n8n logs no
// error), or, without lifecycle hooks, as the resume URL answers; so a render faster than n8n's save still finds
// it waiting. It refuses a second item and bad
// input before anything waits; on the service's call it outputs what a direct conversion (or Generate
// Document) outputs: the same fields, input fields and missingVariables included. A wait that runs out fails
// the node through the error it leaves in its entry of n8n's execution stack (n8n's resumeError), and so does
// a send the service refuses; the service's call removes it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type { IDataObject, IExecuteData, INodeExecutionData, ITaskMetadata } from 'n8n-workflow';
import {
  sendWhenWaiting,
  settledSends,
  type HttpAnswer,
  type WaitSender,
} from '../nodes/DocConvert/document/waitSender';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { createContext, runNode, type TestContext } from './helpers/context';
import { lifecycleHooks, startMockN8n, type MockExecution, type MockN8n } from './helpers/mock-n8n';
import { generateParameters, pdfParameters } from './helpers/parameters';

let server: LocalServer;
let n8n: MockN8n;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
  n8n = await startMockN8n(() => credentials());
});
afterAll(async () => {
  await settledSends();
  await n8n.close();
  await server.close();
});

const credentials = (): IDataObject => ({ apiKey: SANDBOX_KEY, baseUrl: server.url });
/** A copy in this realm (structuredClone's objects are not plain objects to the node's checks under jest). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const TIMEOUT = 'No document arrived within 2 minutes (Options → Delivery → Limit Wait Time)';

/**
 * The node's entry of n8n's execution stack while it runs: setMetadata() merges into the entry's metadata, as
 * n8n's ExecuteContext does (deepMerge into executeData.metadata). n8n saves the entry with the waiting
 * execution and hands it to the webhook context of the call that resumes it.
 */
function stackEntry(test: TestContext): IExecuteData {
  const entry: IExecuteData = {
    node: test.context.getNode(),
    data: { main: [test.context.getInputData()] },
    source: null,
  };
  Object.assign(test.context, {
    getExecuteData: () => entry,
    setMetadata: (metadata: ITaskMetadata) => {
      entry.metadata = { ...entry.metadata, ...clone(metadata) };
    },
  });
  return entry;
}

/**
 * What n8n 2.41's engine does with the entry when the wait ends without a call (WorkflowExecute.runNode after
 * handleWaitingState): an entry carrying `resumeError` fails the node, or with continueOnFail outputs an item
 * with `error`; otherwise the node, disabled, passes its input through.
 */
function resumeOnTimeout(entry: IExecuteData, continueOnFail: boolean): INodeExecutionData[] {
  const resumeError = entry.metadata?.resumeError;
  if (resumeError) {
    if (continueOnFail) return [{ json: { error: resumeError.message }, pairedItem: [{ item: 0 }] }];
    throw resumeError;
  }
  return entry.data.main[0]!;
}

/** The webhook URL a conversion request the server received was sent with. */
const webhookOf = (body: unknown) =>
  String(((body as { webhook?: { url?: unknown } } | undefined)?.webhook ?? {}).url ?? '');

/** The conversion requests the server received for an execution's resume URL. */
const conversionsFor = (execution: MockExecution) =>
  server.state.requests.filter((r) => webhookOf(r.body).includes(`/webhook-waiting/${execution.id}?`));

async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** The resumed output, or a failure that says what the execution saw (a lost document never resumes). */
async function resumedOutput(execution: MockExecution, timeoutMs = 15_000): Promise<INodeExecutionData[]> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `execution ${execution.id} never resumed (${execution.state}); calls: ${JSON.stringify(execution.calls)}`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([execution.resumption, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What n8n's context can still do once the node returned: its credential helper cannot (n8n releases the
 * expression isolate it needs: "No bridge acquired for this context. Call acquire() first."); plain requests can.
 */
function afterTheNode(test: TestContext): void {
  test.context.helpers.httpRequestWithAuthentication = async () => {
    throw new Error('No bridge acquired for this context. Call acquire() first.');
  };
}

interface Waiting {
  test: TestContext;
  execution: MockExecution;
  entry: IExecuteData;
  /** The node's output for the run that waits. */
  first: INodeExecutionData[];
  /** When n8n saved the execution as waiting. */
  savedAt: number;
  /** When the node returned (the clock reading after the run, for its wait's end). */
  returnedAt: number;
}

/**
 * Runs the node in an execution of the mocked n8n, saved as waiting the way the slowest n8n saves it: after the
 * node returned, after every call the service made for it meanwhile was answered (a render faster than the
 * save: the race of issue 26), and after `probes` of the node's own calls were answered 409.
 */
async function runWaiting(
  parameters: IDataObject,
  { items = [{ json: { order: 7 } }] as INodeExecutionData[], probes = 0, creds = credentials() } = {},
): Promise<Waiting> {
  const execution = n8n.execution(creds);
  const test = createContext({ parameters, credentials: creds, resumeUrl: n8n.resumeUrl(execution), items });
  const entry = stackEntry(test);
  const first = await runNode(test);
  const returnedAt = Date.now();
  afterTheNode(test);
  for (const sent of conversionsFor(execution)) await server.state.waitForWebhook(sent.requestId, 10_000);
  await until(
    `${probes} probe(s) answered 409`,
    () => execution.calls.filter((c) => c.from === 'node' && c.status === 409).length >= probes,
  );
  const savedAt = Date.now();
  n8n.save(execution, entry);
  return { test, execution, entry, first, savedAt, returnedAt };
}

const waitParameters = (delivery: IDataObject = {}, extra: IDataObject = {}) =>
  pdfParameters({
    sandbox: true,
    fileName: 'order-7.pdf',
    ...extra,
    options: { ...(extra.options as IDataObject), delivery: { waitForDocument: true, ...delivery } },
  });

describe('Doc Convert → Wait for the Document: a render faster than n8n’s save', () => {
  it('sends the conversion only once n8n has saved the execution as waiting: the service’s call finds it waiting', async () => {
    const { execution, savedAt } = await runWaiting(waitParameters(), { probes: 2 });
    const [item] = await resumedOutput(execution);
    expect(Buffer.from(item!.binary!.data!.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // The service called once, and n8n handed its call to the node: nothing was answered 409.
    const fromService = execution.calls.filter((c) => c.from === 'service');
    expect(fromService.map((c) => `${c.status} ${c.state}`)).toEqual(['200 waiting']);
    // While n8n had not saved the wait, the node's probes were answered 409 and nothing was sent.
    const [sent] = conversionsFor(execution);
    expect(sent!.receivedAt).toBeGreaterThanOrEqual(savedAt);
    const probes = execution.calls.filter((c) => c.from === 'node').map((c) => `${c.status} ${c.state}`);
    expect(probes.length).toBeGreaterThanOrEqual(3);
    expect(probes.slice(0, -1).every((p) => p === '409 running')).toBe(true);
    expect(probes.at(-1)).toBe('200 waiting');
  });

  it('saved at once after the node returned, as n8n usually does: delivered all the same', async () => {
    const { execution } = await runWaiting(waitParameters());
    const [item] = await resumedOutput(execution);
    expect(item!.json).toMatchObject({ format: 'pdf', fileName: 'order-7.pdf' });
    expect(execution.calls.filter((c) => c.status === 409 && c.from === 'service')).toEqual([]);
  });
});

describe('Doc Convert → Wait for the Document: n8n’s execution lifecycle tells the save', () => {
  /**
   * Runs the node in an execution whose context has n8n's lifecycle hooks, with n8n's own save handler added
   * first (as n8n adds it when it creates the execution); `stop` runs the hook the engine runs when the
   * execution stops, with the status it stopped with.
   */
  async function runWithLifecycle() {
    const execution = n8n.execution();
    const test = createContext({
      parameters: waitParameters(),
      credentials: credentials(),
      resumeUrl: n8n.resumeUrl(execution),
      items: [{ json: { order: 7 } }],
    });
    const entry = stackEntry(test);
    const hooks = lifecycleHooks();
    let savedAt = 0;
    hooks.addHandler('workflowExecuteAfter', (runData) => {
      if ((runData as { status?: string }).status !== 'waiting') return;
      savedAt = Date.now();
      n8n.save(execution, entry);
    });
    const logged: string[] = [];
    const log = (level: string) => (message: string) => logged.push(`${level}: ${message}`);
    Object.assign(test.context, {
      additionalData: { hooks },
      logger: { info: log('info'), warn: log('warn'), debug: log('debug'), error: log('error') },
    });
    await runNode(test);
    afterTheNode(test);
    const stop = (status: string) =>
      hooks.runHook('workflowExecuteAfter', [{ status, waitTill: test.waits[0] }]);
    return { execution, test, stop, logged, savedAt: () => savedAt };
  }

  it('sends once the hook after n8n’s save runs, without a single call to the resume URL before the service’s', async () => {
    const { execution, stop, logged, savedAt } = await runWithLifecycle();
    // Time for a sender that did not wait for n8n to show itself.
    await sleep(150);
    expect(conversionsFor(execution)).toEqual([]);
    await stop('waiting');
    const [item] = await resumedOutput(execution);
    expect(Buffer.from(item!.binary!.data!.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const [sent] = conversionsFor(execution);
    expect(sent!.receivedAt).toBeGreaterThanOrEqual(savedAt());
    // No probe: n8n answered nothing 409, so it logged no error for this wait.
    expect(execution.calls.map((c) => `${c.from} ${c.status} ${c.state}`)).toEqual(['service 200 waiting']);
    await until('the send’s log line', () => logged.some((line) => /conversion queued/.test(line)));
    expect(logged.join('\n')).toMatch(
      /once n8n had saved the wait, as n8n's execution lifecycle told \(no probe\)/,
    );
  });

  it('sends nothing when n8n ends the execution otherwise (no credit spent)', async () => {
    const { execution, stop, logged } = await runWithLifecycle();
    await stop('error');
    await until('the log line', () => logged.some((line) => /not sent/.test(line)));
    await settledSends();
    expect(logged.join('\n')).toMatch(
      /warn: .*the conversion was not sent: n8n ended the execution as "error" instead of saving it as waiting/,
    );
    expect(conversionsFor(execution)).toEqual([]);
    expect(execution.calls).toEqual([]);
  });
});

describe('Doc Convert → Wait for the Document', () => {
  it('waits 15 minutes, sends the resume URL with a secret, and resumes with what a direct conversion outputs', async () => {
    const before = Date.now();
    const { test, execution, first, returnedAt } = await runWaiting(waitParameters());
    expect(test.waits).toHaveLength(1);
    // 15 minutes from when the node ran.
    expect(test.waits[0]!.getTime()).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(test.waits[0]!.getTime()).toBeLessThanOrEqual(returnedAt + 15 * 60_000);
    // The run that waits outputs a queued item (n8n replaces it with the resumed output).
    expect(first).toEqual([
      { json: { format: 'pdf', queued: true, sandbox: true }, pairedItem: { item: 0 } },
    ]);
    // Until the document comes, the input item says what happens if it never does.
    expect(test.context.getInputData()[0]!.json.error).toMatch(/No document arrived within 15 minutes/);

    const [item] = await resumedOutput(execution);
    const delivery = await server.state.waitForWebhook(conversionsFor(execution)[0]!.requestId);
    const sent = new URL(delivery.url);
    expect(sent.searchParams.get('signature')).toBe(`sig${execution.id}`);
    expect(delivery.headers['x-doc-convert-secret']).toMatch(/^[\w-]{40,}$/);
    const pdf = Buffer.from(item!.binary!.data!.data, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(item!.json).toMatchObject({ format: 'pdf', fileName: 'order-7.pdf', fileSize: pdf.length });
    // Binary File output, as a direct conversion: no stored file's facts.
    expect(item!.json.url).toBeUndefined();
  });

  it('answers a call with the node’s header but without the wait’s secret 401, and keeps waiting', async () => {
    const execution = n8n.execution();
    const test = createContext({
      parameters: waitParameters(),
      credentials: credentials(),
      resumeUrl: n8n.resumeUrl(execution),
      items: [{ json: {} }],
    });
    const entry = stackEntry(test);
    await runNode(test);
    afterTheNode(test);
    // The node's first probe, answered 409 while n8n had not saved the wait, tells the URL it sends.
    await until('a probe', () => execution.calls.length > 0);
    const { url } = execution.calls[0]!;
    n8n.save(execution, entry);
    const forged = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-doc-convert-call': 'failure',
        'x-doc-convert-secret': 'not-the-secret-0123456789abcdef',
      },
      body: JSON.stringify({ message: 'forged' }),
    });
    expect(forged.status).toBe(401);
    const [item] = await resumedOutput(execution);
    expect(item!.json).toMatchObject({ format: 'pdf' });
  });

  it('Limit Wait Time sets when the wait ends', async () => {
    const before = Date.now();
    const { test, execution, returnedAt } = await runWaiting(waitParameters({ limitWaitTime: 2 }));
    expect(test.waits[0]!.getTime()).toBeGreaterThanOrEqual(before + 2 * 60_000);
    expect(test.waits[0]!.getTime()).toBeLessThanOrEqual(returnedAt + 2 * 60_000);
    await resumedOutput(execution);
  });

  it('refuses more than one item before sending anything, pointing to the trigger', async () => {
    const test = createContext({
      parameters: waitParameters(),
      credentials: credentials(),
      resumeUrl: n8n.resumeUrl(n8n.execution()),
      items: [{ json: { order: 1 } }, { json: { order: 2 } }],
    });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error & { description?: string };
    expect(error.message).toMatch(
      /Wait for the Document: waits for one document per execution, and this node got 2 items/,
    );
    expect(error.description).toMatch(/Doc Convert Trigger/);
    expect(test.calls).toEqual([]);
    expect(test.waits).toEqual([]);
  });

  it('checks the request before waiting: bad input fails the node, and nothing waits or is sent', async () => {
    const execution = n8n.execution();
    const test = createContext({
      parameters: waitParameters({}, { options: { pageLoading: { delay: 60_000 } } }),
      credentials: credentials(),
      resumeUrl: n8n.resumeUrl(execution),
      items: [{ json: {} }],
    });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/^Invalid Options → Page Loading → Delay \(Milliseconds\)/);
    await settledSends();
    expect(test.waits).toEqual([]);
    expect(test.calls).toEqual([]);
    expect(execution.calls).toEqual([]);
  });

  it('a send the service refuses resumes the execution, failing the node with the service’s words', async () => {
    const wrongKey = { apiKey: 'dc_wrong_key_0123456789abcdef', baseUrl: server.url };
    const direct = createContext({ parameters: pdfParameters({ sandbox: true }), credentials: wrongKey });
    const refused = (await runNode(direct).catch((e: unknown) => e)) as Error;
    expect(refused.message).not.toBe('');

    const { execution, entry } = await runWaiting(waitParameters(), { creds: wrongKey });
    const [item] = await resumedOutput(execution);
    expect(item!.json).toEqual({ error: refused.message });
    expect(entry.metadata?.resumeError).toMatchObject({
      name: 'NodeOperationError',
      message: refused.message,
    });
    expect(JSON.stringify(entry.metadata)).not.toContain(wrongKey.apiKey);
    // The node's failure call, not the service's: the conversion never queued.
    const answered = execution.calls.filter((c) => c.status !== 409);
    expect(answered.map((c) => `${c.from} ${c.status}`)).toEqual(['node 200', 'node 200']);
  });
});

describe('Doc Convert → Wait for the Document: the resumed output is the direct output', () => {
  /**
   * Facts only a direct answer's headers tell (the service's call does not): credits, the server, the request
   * ID and rate limit (the conversion is queued after n8n saved the wait, so its answer cannot be kept with it).
   */
  const UNTOLD = new Set([
    'creditsCost',
    'creditsUsed',
    'processor',
    'sourceStatusCode',
    'requestId',
    'rateLimit',
  ]);
  /** Facts of each request: present on both sides, with values of their own. */
  const PER_REQUEST = new Set(['durationMs', 'loadDurationMs', 'fileSize']);
  const shape = (json: IDataObject) =>
    Object.fromEntries(
      Object.entries(json)
        .filter(([name]) => !UNTOLD.has(name))
        .map(([name, value]) => [name, PER_REQUEST.has(name) ? typeof value : value]),
    );

  /** Runs the node directly, then waiting, resumed by the service's call: both output items. */
  async function directAndResumed(parameters: IDataObject, items: INodeExecutionData[]) {
    const direct = createContext({ parameters, credentials: credentials(), items: clone(items) });
    const [directItem] = await runNode(direct);
    const options = { ...(parameters.options as IDataObject), delivery: { waitForDocument: true } };
    const waiting = await runWaiting({ ...parameters, options }, { items: clone(items) });
    const [resumed] = await resumedOutput(waiting.execution);
    return { direct: directItem!, resumed: resumed!, entry: waiting.entry };
  }

  function expectSameItem(resumed: INodeExecutionData, direct: INodeExecutionData) {
    expect(shape(resumed.json)).toEqual(shape(direct.json));
    expect(Object.keys(resumed.binary ?? {})).toEqual(Object.keys(direct.binary ?? {}));
    for (const [field, file] of Object.entries(direct.binary ?? {})) {
      const { fileName, mimeType, fileExtension } = resumed.binary![field]!;
      expect({ fileName, mimeType, fileExtension }).toEqual({
        fileName: file.fileName,
        mimeType: file.mimeType,
        fileExtension: file.fileExtension,
      });
      const bytes = Buffer.from(resumed.binary![field]!.data, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(resumed.json.fileSize).toBe(bytes.length);
    }
    expect(resumed.pairedItem).toEqual(direct.pairedItem);
  }

  it('Generate Document: the input item’s fields, the result and missingVariables, as directly', async () => {
    const parameters = generateParameters({
      sandbox: true,
      dataSource: 'inputItem',
      includeInputFields: true,
    });
    const items = [{ json: { number: 'N-7', customer: { email: 'ada@example.com' } } }];
    const { direct, resumed } = await directAndResumed(parameters, items);
    expect(direct.json).toMatchObject({
      number: 'N-7',
      customer: { email: 'ada@example.com' },
      format: 'pdf',
      fileName: 'invoice.pdf',
      missingVariables: ['amount'],
    });
    expectSameItem(resumed, direct);
    expect(resumed.json).toMatchObject({
      durationMs: expect.any(Number),
      loadDurationMs: expect.any(Number),
    });
  });

  it('Generate Document as JSON Result: the stored file’s facts, as directly', async () => {
    const parameters = generateParameters({
      sandbox: true,
      output: 'json',
      storageFileName: 'invoice-n-8',
      dataSource: 'json',
      data: '{"number": "N-8", "amount": "12.00"}',
    });
    const { direct, resumed } = await directAndResumed(parameters, [{ json: { kept: false } }]);
    expect(direct.json).toMatchObject({ missingVariables: [], url: expect.any(String) });
    expect(direct.json).not.toHaveProperty('kept');
    expect(shape(resumed.json)).toEqual({
      ...shape(direct.json),
      url: resumed.json.url,
      executedAt: resumed.json.executedAt,
    });
    expect(resumed.binary).toBeUndefined();
  });

  it('Convert to PDF with Include Input Fields: the input item’s fields beside the result, as directly', async () => {
    const parameters = pdfParameters({ sandbox: true, includeInputFields: true, fileName: 'order.pdf' });
    const items = [{ json: { order: 7, format: 'kept?' } }];
    const { direct, resumed } = await directAndResumed(parameters, items);
    expect(direct.json).toMatchObject({ order: 7, format: 'pdf', fileName: 'order.pdf' });
    expectSameItem(resumed, direct);
  });

  it('keeps the request’s secrets out of the input fields it carries, as the direct output does', async () => {
    const parameters = pdfParameters({
      sandbox: true,
      includeInputFields: true,
      options: { sourceAccess: { cookies: { cookie: [{ name: 'session', value: 's3cr3t-c00kie' }] } } },
    });
    const items = [{ json: { session: 's3cr3t-c00kie' } }];
    const { direct, resumed, entry } = await directAndResumed(parameters, items);
    expect(direct.json.session).toBe('[redacted]');
    expect(JSON.stringify(entry.metadata ?? {})).not.toContain('s3cr3t-c00kie');
    expect(resumed.json.session).toBe(direct.json.session);
  });
});

describe('Doc Convert → Wait for the Document: Limit Wait Time', () => {
  /**
   * A wait as n8n saves it, before the document came (`entry`: a copy, for what n8n does when the time runs
   * out); `finish` lets the document come, so that nothing is left running.
   */
  async function waited() {
    const execution = n8n.execution();
    const test = createContext({
      parameters: waitParameters({ limitWaitTime: 2 }),
      credentials: credentials(),
      resumeUrl: n8n.resumeUrl(execution),
      items: [{ json: { order: 9 } }],
    });
    const live = stackEntry(test);
    await runNode(test);
    afterTheNode(test);
    const entry = clone(live);
    const finish = async () => {
      n8n.save(execution, live);
      await resumedOutput(execution);
    };
    return { entry, live, finish };
  }

  it('when it runs out, the node fails with a message naming the limit, not blaming the service', async () => {
    const { entry, finish } = await waited();
    await finish();
    const error = (() => {
      try {
        resumeOnTimeout(entry, false);
      } catch (thrown) {
        return thrown as { name: string; message: string; description: string };
      }
      throw new Error('the node did not fail');
    })();
    expect(error.name).toBe('NodeOperationError');
    expect(error.message).toBe(TIMEOUT);
    expect(error.description).toMatch(/once n8n had saved this execution as waiting/);
    expect(error.description).toMatch(/N8N_WEBHOOK_URL/);
    // n8n keeps the entry as JSON with the execution.
    expect(JSON.parse(JSON.stringify(entry.metadata))).toEqual(entry.metadata);
  });

  it('with continueOnFail, the item carries the error', async () => {
    const { entry, finish } = await waited();
    await finish();
    expect(resumeOnTimeout(entry, true)).toEqual([{ json: { error: TIMEOUT }, pairedItem: [{ item: 0 }] }]);
  });

  it('on an n8n without resumeError, the input item passed through says what happened', async () => {
    const { entry, finish } = await waited();
    await finish();
    delete entry.metadata;
    expect(resumeOnTimeout(entry, false)[0]!.json.error).toBe(`${TIMEOUT}.`);
  });

  it('the service’s call in time removes the error, so the node outputs the document', async () => {
    const { live, finish } = await waited();
    expect(live.metadata?.resumeError).toBeDefined();
    await finish();
    expect(live.metadata?.resumeError).toBeUndefined();
    expect(live.metadata).not.toHaveProperty('docConvertWait');
  });
});

describe('Wait for the Document: sending once n8n has saved the wait (injected clock)', () => {
  /** A sender whose calls to the resume URL get `answers` in turn (the last one again), on a fake clock. */
  function sender(answers: Array<HttpAnswer | Error>, send: WaitSender['send'] = async () => 'req-1') {
    let now = 0;
    const posted: Array<{ call: string; body: unknown }> = [];
    const logged: string[] = [];
    let sent = 0;
    const waitSender: WaitSender = {
      url: 'http://127.0.0.1:1/webhook-waiting/1?signature=x',
      secret: 'the-wait-secret-0123456789',
      post: async (_url, headers, body) => {
        posted.push({ call: headers['X-Doc-Convert-Call']!, body });
        const answer = answers[Math.min(posted.length - 1, answers.length - 1)]!;
        now += 5;
        if (answer instanceof Error) throw answer;
        return answer;
      },
      send: async () => {
        sent++;
        return send();
      },
      describe: (error) => ({ message: (error as Error).message, description: 'why' }),
      sleep: async (ms) => {
        now += ms;
      },
      now: () => now,
      log: (level, message) => logged.push(`${level}: ${message}`),
    };
    return { waitSender, posted, logged, sentCount: () => sent, now: () => now };
  }
  const running: HttpAnswer = {
    status: 409,
    body: '{"code":409,"message":"The execution \\"1\\" is running already."}',
  };
  const waiting: HttpAnswer = { status: 200, body: { docConvert: 'waiting' } };

  it('probes while n8n answers 409 (running), then sends', async () => {
    const s = sender([running, running, running, waiting]);
    expect(await sendWhenWaiting(s.waitSender)).toEqual({
      sent: true,
      requestId: 'req-1',
      knownBy: 'probes',
      probes: 4,
      refusals: 3,
    });
    expect(s.logged.join('\n')).toMatch(
      /3 answered 409 first, each logged by n8n as "Error in handling webhook request/,
    );
    expect(s.posted.map((p) => p.call)).toEqual(['probe', 'probe', 'probe', 'probe']);
    expect(s.sentCount()).toBe(1);
  });

  it('with n8n’s lifecycle hooks: sends when they say the wait is saved, calling the resume URL not once', async () => {
    const s = sender([running]);
    let polls = 0;
    const outcome = await sendWhenWaiting({
      ...s.waitSender,
      saved: () => (++polls < 4 ? undefined : 'waiting'),
    });
    expect(outcome).toEqual({ sent: true, requestId: 'req-1', knownBy: 'lifecycle', probes: 0, refusals: 0 });
    expect(s.posted).toEqual([]);
    expect(s.logged.join('\n')).toMatch(/once n8n had saved the wait, as n8n's execution lifecycle told/);
  });

  it('asks the resume URL when the lifecycle hooks tell nothing within 10 s', async () => {
    const s = sender([waiting]);
    const outcome = await sendWhenWaiting({ ...s.waitSender, saved: () => undefined });
    expect(outcome).toMatchObject({ sent: true, knownBy: 'probes', probes: 1, refusals: 0 });
    expect(s.now()).toBeGreaterThanOrEqual(10_000);
    expect(s.logged.join('\n')).toMatch(/did not tell the save within 10 s/);
  });

  it('probes first after what a save usually takes, so a quick save costs no 409 (no error line in n8n’s log)', async () => {
    const s = sender([waiting]);
    const firstAt: number[] = [];
    const post = s.waitSender.post;
    expect(
      await sendWhenWaiting({
        ...s.waitSender,
        post: async (...args) => {
          firstAt.push(s.now());
          return post(...args);
        },
      }),
    ).toMatchObject({ sent: true, probes: 1, refusals: 0 });
    expect(firstAt[0]).toBeGreaterThanOrEqual(100);
  });

  it('gives up without sending (no credit spent) when n8n still answers 409 after 2 minutes', async () => {
    const s = sender([running]);
    const outcome = await sendWhenWaiting(s.waitSender);
    expect(outcome).toMatchObject({ sent: false });
    expect(s.sentCount()).toBe(0);
    expect(s.now()).toBeGreaterThanOrEqual(120_000);
    expect(s.logged.join('\n')).toMatch(/not sent: n8n did not save the execution as waiting within 120 s/);
  });

  it('gives up at once when n8n says the execution ended (stopped while it waited)', async () => {
    const ended: HttpAnswer = {
      status: 409,
      body: { code: 409, message: 'The execution "1" has finished with error.' },
    };
    const s = sender([ended]);
    expect(await sendWhenWaiting(s.waitSender)).toMatchObject({ sent: false, probes: 1 });
    expect(s.sentCount()).toBe(0);
  });

  it('gives up at once on 404 (no such execution or waiting webhook)', async () => {
    const s = sender([{ status: 404, body: { code: 404 } }]);
    expect(await sendWhenWaiting(s.waitSender)).toMatchObject({ sent: false, probes: 1 });
  });

  it('sends anyway after 10 s without any HTTP answer, saying why in n8n’s log', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const s = sender([refused]);
    expect(await sendWhenWaiting(s.waitSender)).toMatchObject({ sent: true });
    expect(s.now()).toBeGreaterThanOrEqual(10_000);
    expect(s.now()).toBeLessThan(20_000);
    expect(s.logged[0]).toMatch(/without n8n's word.*ECONNREFUSED.*N8N_WEBHOOK_URL/);
  });

  it('a failed send resumes the waiting execution with the failure', async () => {
    const s = sender([waiting], async () => {
      throw new Error('402: no credits left');
    });
    expect(await sendWhenWaiting(s.waitSender)).toMatchObject({ sent: false, reported: true });
    expect(s.posted.at(-1)).toEqual({
      call: 'failure',
      body: { message: '402: no credits left', description: 'why' },
    });
  });
});
