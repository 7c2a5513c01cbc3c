// The node against the local API server over real sockets: Return All walks every page, concurrent conversions
// keep the input order, a queued conversion reaches its webhook, and cancelling the execution aborts a request.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IDataObject } from 'n8n-workflow';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../../server/index';
import { createContext, runNode } from './context';

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
        parameters: { resource: 'invoice', operation: 'getMany', returnAll: true },
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
    // The first conversion is the slowest, so answers arrive out of order.
    server.faults.add({ kind: 'latency', ms: 400, route: 'POST /convert/png' });
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
        options: { concurrency: 3, viewport: '320x200' },
      }),
      items,
      credentials: credentials(),
    });
    const started = Date.now();
    const output = await runNode(test);
    expect(test.maxInFlight()).toBe(3);
    expect(output.map((item) => item.json.fileName)).toEqual(items.map((_, n) => `item-${n}.png`));
    expect(output.map((item) => item.pairedItem)).toEqual(items.map((_, n) => ({ item: n })));
    for (const item of output) {
      const png = Buffer.from(item.binary!.data!.data, 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(item.json.metadata).toMatchObject({ creditsUsed: 0 });
    }
    // The slow first item did not hold the others back: they finished while it waited.
    const sentOrder = test.calls.map((call) => JSON.parse(call.body!).source);
    expect(sentOrder.slice(0, 3)).toEqual(['<h1>Item 0</h1>', '<h1>Item 1</h1>', '<h1>Item 2</h1>']);
    expect(Date.now() - started).toBeLessThan(400 * 3);
  });

  it('is ignored by operations other than conversions', async () => {
    const test = createContext({
      parameters: { resource: 'credits', operation: 'getUsage', options: { concurrency: 5 } },
      items: [{ json: {} }, { json: {} }, { json: {} }],
      credentials: credentials(),
    });
    await runNode(test);
    expect(test.maxInFlight()).toBe(1);
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
          options: { webhook: { settings: { url: `${server.origin}/webhook-sink` } } },
        },
        credentials: credentials(),
      }),
    );
    expect(output[0]!.json).toMatchObject({ format: 'pdf', success: true, queued: true });
    const delivery = await delivered;
    expect(delivery.method).toBe('POST');
    expect(delivery.body).toMatchObject({ success: true, url: expect.stringContaining('queued-report.pdf') });
    expect(String(delivery.requestId)).toBe(
      output[0]!.json.metadata && (output[0]!.json.metadata as IDataObject).requestId,
    );
  });
});

describe('cancel', () => {
  it('cancelling the execution aborts the request in flight', async () => {
    server.faults.add({ kind: 'latency', ms: 3000, route: 'GET /account' });
    const test = createContext({
      parameters: { resource: 'account', operation: 'get' },
      credentials: credentials(),
    });
    const running = runNode(test).catch((error: unknown) => error);
    setTimeout(() => test.cancel(), 100);
    const started = Date.now();
    const error = (await running) as Error;
    expect(error.name).toBe('NodeApiError');
    expect(error.message).toMatch(/aborted/i);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(test.calls).toHaveLength(1);
  });
});
