// Documents that arrive later, against the local server: Options → Delivery → Webhook Secret goes out as the
// X-Doc-Convert-Secret header of the service's call; the Doc Convert Trigger checks it (a missing or wrong one
// answers 401 and outputs nothing), downloads the stored file or leaves its URL, and turns a failure payload
// into an item carrying the error; Wait for the Document sends the execution's resume URL with a secret
// derived from the key, refuses a second item, puts the execution to wait with Limit Wait Time, and on the
// service's call outputs what a direct conversion outputs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { DocConvert } from '../../nodes/DocConvert/DocConvert.node.ts';
import { DocConvertTrigger } from '../../nodes/DocConvertTrigger/DocConvertTrigger.node.ts';
import { SANDBOX_KEY, startLocalServer, type LocalServer, type WebhookDelivery } from '../../server/index';
import { createContext, runNode } from './context';
import { pdfParameters } from './parameters';

const SECRET = 'trigger-secret-0123456789abcdef';
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text' });
});
afterAll(async () => {
  await server.close();
});

const credentials = () => ({ apiKey: SANDBOX_KEY, baseUrl: server.url });

/** A queued conversion by the node, and the call the local server made for it. */
async function queuedConversion(delivery: IDataObject): Promise<WebhookDelivery> {
  const hook = `${server.origin}/hooks/${Math.random().toString(36).slice(2)}`;
  const test = createContext({
    parameters: pdfParameters({
      sandbox: true,
      output: 'json',
      options: { delivery: { webhookUrl: hook, ...delivery } },
    }),
    credentials: credentials(),
  });
  const [item] = await runNode(test);
  expect(item!.json.queued).toBe(true);
  return server.state.waitForWebhook((d) => d.url === hook);
}

/** n8n's webhook context for one call the service made: body, headers and query as n8n hands them over. */
function webhookCall(
  call: { body: unknown; headers: IDataObject; query?: IDataObject },
  parameters: IDataObject,
) {
  const helpers = createContext({ parameters: {}, credentials: credentials() }).context.helpers;
  const response: { status?: number; body?: unknown } = {};
  const res = {
    status(code: number) {
      response.status = code;
      return res;
    },
    json(body: unknown) {
      response.body = body;
      return res;
    },
  };
  const context = {
    getBodyData: () => call.body,
    getHeaderData: () => call.headers,
    getQueryData: () => call.query ?? {},
    getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
    getResponseObject: () => res,
    getNode: () => ({ name: 'Doc Convert', type: 'n8n-nodes-doc-convert.docConvert' }),
    getCredentials: async () => credentials(),
    helpers,
  } as unknown as IWebhookFunctions;
  return { context, response };
}

const trigger = (call: Parameters<typeof webhookCall>[0], parameters: IDataObject) => {
  const { context, response } = webhookCall(call, { secret: SECRET, ...parameters });
  return new DocConvertTrigger().webhook.call(context).then((answer) => ({ answer, response }));
};

const onlyItem = (answer: IWebhookResponseData) => {
  expect(answer.workflowData).toHaveLength(1);
  expect(answer.workflowData![0]).toHaveLength(1);
  return answer.workflowData![0]![0]!;
};

describe('Options → Delivery → Webhook Secret', () => {
  it('is sent as the X-Doc-Convert-Secret header of the service’s call, never as a field', async () => {
    const delivery = await queuedConversion({ webhookSecret: SECRET });
    expect(delivery.headers['x-doc-convert-secret']).toBe(SECRET);
    const recorded = server.state.requests.at(-1)!;
    expect(JSON.stringify(recorded.body)).not.toContain('"secret"');
  });
});

describe('Doc Convert Trigger', () => {
  it('with the right secret: one item, the stored PDF downloaded into the binary field, its URL in JSON', async () => {
    const delivery = await queuedConversion({ webhookSecret: SECRET });
    const { answer } = await trigger({ body: delivery.body, headers: delivery.headers }, { download: true });
    const item = onlyItem(answer);
    const pdf = Buffer.from(item.binary!.data!.data, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(item.json).toMatchObject({
      format: 'pdf',
      mimeType: 'application/pdf',
      fileSize: pdf.length,
      url: delivery.body.url,
      queued: false,
    });
    expect(item.binary!.data!.fileName).toBe(item.json.fileName);
  });

  it('leaves the URL when asked not to download', async () => {
    const delivery = await queuedConversion({ webhookSecret: SECRET });
    const { answer } = await trigger({ body: delivery.body, headers: delivery.headers }, { download: false });
    const item = onlyItem(answer);
    expect(item.binary).toBeUndefined();
    expect(item.json).toMatchObject({ url: delivery.body.url, fileSize: delivery.body.filesize });
  });

  it.each([
    ['a wrong secret', { 'x-doc-convert-secret': 'someone-else-0123456789' }],
    ['no secret', {}],
  ])('%s: answers 401 and starts nothing', async (_case, headers) => {
    const delivery = await queuedConversion({});
    const { answer, response } = await trigger({ body: delivery.body, headers }, { download: true });
    expect(answer).toEqual({ noWebhookResponse: true });
    expect(response.status).toBe(401);
    expect(JSON.stringify(response.body)).not.toContain(SECRET);
  });

  it('garbage answers 400 and starts nothing', async () => {
    const headers = { 'x-doc-convert-secret': SECRET };
    const { answer, response } = await trigger({ body: { hello: 'world' }, headers }, {});
    expect(answer).toEqual({ noWebhookResponse: true });
    expect(response.status).toBe(400);
  });

  it('a failure payload is an item carrying the error', async () => {
    const body = {
      error: { code: 400, error: 'The source could not be loaded', identifier: 'A74', success: false },
    };
    const headers = { 'x-doc-convert-secret': SECRET };
    const { answer } = await trigger({ body, headers }, { download: true });
    expect(onlyItem(answer).json).toEqual({
      error: 'The source could not be loaded',
      code: 400,
      identifier: 'A74',
    });
  });
});

describe('Doc Convert → Wait for the Document', () => {
  const resumeUrl = 'http://127.0.0.1:5678/webhook-waiting/42?signature=abc123';
  const waiting = (extra: IDataObject = {}, items = [{ json: { order: 7 } }]) =>
    createContext({
      parameters: pdfParameters({
        sandbox: true,
        fileName: 'order-7.pdf',
        options: { delivery: { waitForDocument: true, ...extra } },
      }),
      credentials: credentials(),
      resumeUrl,
      items,
    });

  it('sends the resume URL with a secret, waits 15 minutes, and resumes with what a direct conversion outputs', async () => {
    const test = waiting();
    const started = Date.now();
    await runNode(test);
    expect(test.waits).toHaveLength(1);
    const waitedMs = test.waits[0]!.getTime() - started;
    expect(waitedMs).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(waitedMs).toBeLessThanOrEqual(15 * 60_000 + 5000);
    const delivery = await server.state.waitForWebhook((d) => d.url.startsWith(resumeUrl.split('?')[0]!));
    const sent = new URL(delivery.url);
    expect(sent.searchParams.get('signature')).toBe('abc123');
    const secret = delivery.headers['x-doc-convert-secret']!;
    expect(secret).toMatch(/^[\w-]{40,}$/);
    // Until the document comes, the input item says what happens if it never does.
    expect(test.context.getInputData()[0]!.json.error).toMatch(/No document arrived within 15 minutes/);

    const query = Object.fromEntries(sent.searchParams);
    const { context } = webhookCall({ body: delivery.body, headers: delivery.headers, query }, {});
    const item = onlyItem(await new DocConvert().webhook.call(context));
    const pdf = Buffer.from(item.binary!.data!.data, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(item.json).toMatchObject({ format: 'pdf', fileName: 'order-7.pdf', fileSize: pdf.length });
    // Binary File output, as a direct conversion: no stored file's facts.
    expect(item.json.url).toBeUndefined();

    const forged = webhookCall(
      { body: delivery.body, headers: { 'x-doc-convert-secret': 'x'.repeat(43) }, query },
      {},
    );
    expect(await new DocConvert().webhook.call(forged.context)).toEqual({ noWebhookResponse: true });
    expect(forged.response.status).toBe(401);
  });

  it('Limit Wait Time sets when the wait ends', async () => {
    const test = waiting({ limitWaitTime: 2 });
    const started = Date.now();
    await runNode(test);
    expect(test.waits[0]!.getTime() - started).toBeLessThanOrEqual(2 * 60_000 + 5000);
    expect(test.waits[0]!.getTime() - started).toBeGreaterThanOrEqual(2 * 60_000 - 1000);
  });

  it('refuses more than one item before sending anything, pointing to the trigger', async () => {
    const test = waiting({}, [{ json: { order: 1 } }, { json: { order: 2 } }]);
    const error = (await runNode(test).catch((e: unknown) => e)) as Error & { description?: string };
    expect(error.message).toMatch(
      /Wait for the Document: waits for one document per execution, and this node got 2 items/,
    );
    expect(error.description).toMatch(/Doc Convert Trigger/);
    expect(test.calls).toEqual([]);
    expect(test.waits).toEqual([]);
  });
});
