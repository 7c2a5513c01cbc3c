// The node against the local API server over real sockets: Return All walks every page, concurrent conversions
// keep the input order, a template created by the node is filled with each input item's list into a PDF (the
// items in its text), the logs list filters by key and status, a queued conversion reaches its webhook, and
// cancelling the execution aborts a request.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MASTER_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { pageTexts } from '@doc-convert/testing/pdf';
import { createContext, runNode } from './helpers/context';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', invoices: 250 });
});
afterAll(async () => {
  await server.close();
});

const credentials = () => ({ apiKey: SANDBOX_KEY, baseUrl: server.url });

describe('Return All', () => {
  it('walks three pages of invoices, 100 at a time, and outputs all 250', async () => {
    const before = server.state.requests.length;
    const output = await runNode(
      createContext({
        parameters: { resource: 'account', operation: 'getManyInvoices', returnAll: true },
        credentials: credentials(),
      }),
    );
    expect(output).toHaveLength(250);
    expect(output.map((item) => item.json.reference)).toEqual(server.state.invoices.map((i) => i.reference));
    expect(output.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);
    expect(server.state.requests.slice(before).map((r) => r.path)).toEqual([
      '/v3/invoices?page=0&limit=100',
      '/v3/invoices?page=1&limit=100',
      '/v3/invoices?page=2&limit=100',
    ]);
  });
});

describe('Concurrency', () => {
  it('converts several items at once and outputs them in input order', async () => {
    const items = Array.from({ length: 6 }, (_, n) => ({ json: { n } }));
    const test = createContext({
      parameters: (itemIndex) => ({
        resource: 'conversion',
        operation: 'convertToPng',
        source: 'html',
        html: `<h1>Item ${itemIndex}</h1>`,
        capture: 'viewport',
        output: 'file',
        outputBinaryField: 'data',
        fileName: `item-${itemIndex}.png`,
        sandbox: true,
        image: { viewport: '320x200' },
        options: { batching: { concurrency: 3 } },
      }),
      items,
      credentials: credentials(),
    });
    // The first conversion's answer is held until every item's request has been sent, so answers arrive out of
    // order. A node that waited for it before sending more would never send them all: the valve ends that wait.
    const helpers = test.context.helpers as unknown as {
      httpRequestWithAuthentication: (type: string, request: { body?: unknown }) => Promise<unknown>;
    };
    const send = helpers.httpRequestWithAuthentication;
    let everySent!: () => void;
    const sent = new Promise<void>((resolve) => (everySent = resolve));
    const valve = new Promise<void>((resolve) => setTimeout(resolve, 20_000).unref());
    let sentWhileFirstHeld = 0;
    helpers.httpRequestWithAuthentication = async function (this: unknown, type, request) {
      const answer = send.call(this, type, request); // recorded in test.calls as it is sent
      if (test.calls.length === items.length) everySent();
      if (String(request.body).includes('<h1>Item 0</h1>')) {
        await Promise.race([sent, valve]);
        sentWhileFirstHeld = test.calls.length;
      }
      return answer;
    };
    const output = await runNode(test);
    expect(test.maxInFlight()).toBe(3);
    expect(output.map((item) => item.json.fileName)).toEqual(items.map((_, n) => `item-${n}.png`));
    expect(output.map((item) => item.pairedItem)).toEqual(items.map((_, n) => ({ item: n })));
    for (const item of output) {
      const png = Buffer.from(item.binary!.data!.data, 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(item.json).toMatchObject({ creditsUsed: 0 });
    }
    // The slow first item did not hold the others back: every other item was sent while it waited.
    const sentOrder = test.calls.map((call) => JSON.parse(call.body!).source);
    expect(sentOrder.slice(0, 3)).toEqual(['<h1>Item 0</h1>', '<h1>Item 1</h1>', '<h1>Item 2</h1>']);
    expect(sentWhileFirstHeld).toBe(items.length);
  });

  it('is ignored by operations other than conversions', async () => {
    const test = createContext({
      parameters: {
        resource: 'account',
        operation: 'getCreditUsage',
        options: { batching: { concurrency: 5 } },
      },
      items: [{ json: {} }, { json: {} }, { json: {} }],
      credentials: credentials(),
    });
    await runNode(test);
    expect(test.maxInFlight()).toBe(1);
  });
});

describe('templates filled with item data', () => {
  it('creates a template, then fills it with each input item’s list into a PDF, two at a time', async () => {
    const [created] = await runNode(
      createContext({
        parameters: {
          resource: 'template',
          operation: 'create',
          slug: 'n8n-order',
          name: 'Order',
          content: '<h1>Order {{number}}</h1><ul>{{#each items}}<li>{{name}} x {{qty}}</li>{{/each}}</ul>',
        },
        credentials: credentials(),
      }),
    );
    expect(created!.json).toMatchObject({ slug: 'n8n-order', name: 'Order' });
    const orders = [
      {
        number: 'A-1',
        items: [
          { name: 'Tea', qty: 2 },
          { name: 'Scones', qty: 4 },
        ],
      },
      { number: 'A-2', items: [{ name: 'Jam <homemade>', qty: 1 }] },
      { number: 'A-3', items: [] },
    ];
    const test = createContext({
      parameters: {
        resource: 'template',
        operation: 'generate',
        template: { __rl: true, mode: 'list', value: 'n8n-order' },
        documentFormat: 'pdf',
        dataSource: 'inputItem',
        output: 'file',
        fileName: '',
        sandbox: true,
        options: { batching: { concurrency: 2 } },
      },
      items: orders.map((json) => ({ json })),
      credentials: credentials(),
    });
    const output = await runNode(test);
    expect(test.maxInFlight()).toBe(2);
    const texts = await Promise.all(
      output.map(async (item) =>
        (await pageTexts(Buffer.from(item.binary!.data!.data, 'base64'))).join(' ').replace(/\s+/g, ' '),
      ),
    );
    expect(texts[0]).toContain('Order A-1');
    expect(texts[0]).toContain('Tea x 2');
    expect(texts[0]).toContain('Scones x 4');
    // Handlebars escapes the data: the angle brackets are text in the PDF, not markup.
    expect(texts[1]).toContain('Jam <homemade> x 1');
    expect(texts[2]).toContain('Order A-3');
    expect(texts[2]).not.toContain(' x ');
  });
});

describe('Log → Get Many', () => {
  it('lists only the requests of the key filtered on, newest first', async () => {
    const convert = async (apiKey: string) => {
      const [item] = await runNode(
        createContext({
          parameters: {
            resource: 'conversion',
            operation: 'convertToPdf',
            source: 'html',
            html: '<p>logged</p>',
            output: 'file',
            sandbox: true,
          },
          credentials: { apiKey, baseUrl: server.url },
        }),
      );
      return item!.json.requestId;
    };
    const mine = [await convert(MASTER_KEY), await convert(SANDBOX_KEY), await convert(MASTER_KEY)];
    const output = await runNode(
      createContext({
        parameters: {
          resource: 'log',
          operation: 'getMany',
          returnAll: false,
          limit: 2,
          filters: { key: MASTER_KEY, status: 'success' },
        },
        credentials: credentials(),
      }),
    );
    expect(output.map((item) => item.json.requestId)).toEqual([mine[2], mine[0]]);
    expect(JSON.stringify(output)).not.toContain(MASTER_KEY);
  });
});

describe('webhook', () => {
  it('a queued conversion is acknowledged, then delivered to the webhook', async () => {
    const delivered = server.state.waitForWebhook((delivery) => delivery.url.endsWith('/webhook-sink'));
    const output = await runNode(
      createContext({
        parameters: {
          resource: 'conversion',
          operation: 'convertToPdf',
          source: 'html',
          html: '<h1>Queued</h1>',
          output: 'json',
          storageFileName: 'queued-report',
          sandbox: true,
          options: { delivery: { webhookUrl: `${server.origin}/webhook-sink` } },
        },
        credentials: credentials(),
      }),
    );
    expect(output[0]!.json).toMatchObject({ format: 'pdf', queued: true });
    const delivery = await delivered;
    expect(delivery.method).toBe('POST');
    expect(delivery.body).toMatchObject({ success: true, url: expect.stringContaining('queued-report.pdf') });
    expect(String(delivery.requestId)).toBe(output[0]!.json.requestId);
  });
});

describe('cancel', () => {
  it('cancelling the execution aborts the request in flight', async () => {
    // The answer would come after 10 s: an error saying "aborted" is the cancel's, however busy the machine.
    server.faults.add({ kind: 'latency', ms: 10_000, route: 'GET /account' });
    const test = createContext({
      parameters: { resource: 'account', operation: 'get' },
      credentials: credentials(),
    });
    const before = server.state.requests.length;
    const running = runNode(test).catch((error: unknown) => error);
    // Cancelled once the request reached the server (it is in flight then, however busy the machine).
    while (server.state.requests.length === before) await new Promise((resolve) => setTimeout(resolve, 10));
    test.cancel();
    const error = (await running) as Error;
    expect(error.name).toBe('NodeApiError');
    expect(error.message).toMatch(/aborted/i);
    expect(test.calls).toHaveLength(1);
  });
});
