// Documents that arrive later, against the local server: Options → Delivery → Webhook Secret goes out as the
// X-Doc-Convert-Secret header of the service's call; the Doc Convert Trigger checks it (a missing or wrong one
// answers 401 and outputs nothing), downloads the stored file or leaves its URL, and turns a failure payload
// into an item carrying the error. Wait for the Document has its own file (wait.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IDataObject, IExecuteData, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { DocConvertTrigger } from '../nodes/DocConvertTrigger/DocConvertTrigger.node.ts';
import { SANDBOX_KEY, startLocalServer, type LocalServer, type WebhookDelivery } from 'doc-convert-server';
import { createContext, runNode } from './helpers/context';
import { pdfParameters } from './helpers/parameters';

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
  /** The waiting node's entry of n8n's execution stack, which n8n's webhook context holds as `executeData`. */
  executeData?: IExecuteData,
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
    executeData,
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
    [
      'a wrong secret',
      { 'x-doc-convert-secret': 'someone-else-0123456789' },
      /^This call's X-Doc-Convert-Secret header is not the secret this webhook expects: it starts nothing\./,
    ],
    [
      'no secret',
      {},
      /^This call has no X-Doc-Convert-Secret header, .* with curl, add -H 'X-Doc-Convert-Secret: <the secret>'/,
    ],
  ])(
    '%s: answers 401 in words for the service or an operator’s curl, and starts nothing',
    async (_case, headers, words) => {
      const delivery = await queuedConversion({});
      const { answer, response } = await trigger({ body: delivery.body, headers }, { download: true });
      expect(answer).toEqual({ noWebhookResponse: true });
      expect(response.status).toBe(401);
      const { error } = response.body as { error: string };
      expect(error).toMatch(words);
      // Words for a library's developer (the core's) are not the caller's.
      expect(error).not.toMatch(/parseWebhook/);
      expect(JSON.stringify(response.body)).not.toContain(SECRET);
    },
  );

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
