// A user's webhook handler, tested end to end against the local server: a receiver on loopback reads each
// call with parseWebhook() and the secret it expects, the client converts (or generates from a template) with
// `webhook: { url, secret }`, and the local server POSTs the documented payloads with the caller's headers.
// Covered: the right secret, a wrong one, none, a failed conversion, and garbage from someone else.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DocConvert,
  parseWebhook,
  WebhookVerificationError,
  type WebhookDelivery,
  type WebhookRefusal,
} from '../src/index';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { pageTexts } from '@doc-convert/testing/pdf';

const SECRET = 'whsec_e2e_7c1d9a3f5b2e4d6c8a0f';

/** What the receiver made of each call, by path. */
interface Received {
  delivery?: WebhookDelivery;
  refusal?: WebhookRefusal;
  message?: string;
  headers: IncomingHttpHeaders;
}

let server: LocalServer;
let client: DocConvert;
let receiver: Server;
let hookUrl: string;
const received = new Map<string, Received>();

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
  client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  // The receiver a user would write (docs/library.md: Webhooks), recording what it decided.
  receiver = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const seen: Received = { headers: request.headers };
    received.set(request.url!, seen);
    try {
      seen.delivery = parseWebhook(body, { headers: request.headers, secret: SECRET });
      response.writeHead(204).end();
    } catch (error) {
      if (!WebhookVerificationError.is(error)) throw error;
      seen.refusal = error.reason;
      seen.message = error.message;
      response.writeHead(error.reason === 'invalid-payload' ? 400 : 401).end();
    }
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await client.close();
  await server.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** Queues a PDF conversion with `webhook` and waits for the local server's call to the receiver. */
async function convertAndDeliver(
  path: string,
  webhook: Parameters<DocConvert['convert']['pdf']>[0]['webhook'],
  source = '<p>Hello webhook</p>',
) {
  const queued = await client.convert.pdf({ source, sandbox: true, webhook });
  expect(queued.kind).toBe('queued');
  const call = await server.state.waitForWebhook(queued.metadata.requestId);
  return { call, seen: received.get(path)! };
}

describe('webhook: { url, secret } end to end', () => {
  it('the right secret: the receiver gets a typed success, and the stored file downloads', async () => {
    const sent = Date.now();
    const { call, seen } = await convertAndDeliver('/good', { url: `${hookUrl}/good`, secret: SECRET });
    expect(call.status).toBe(204);
    expect(seen.headers['x-doc-convert-secret']).toBe(SECRET);
    const delivery = seen.delivery!;
    expect(delivery).toMatchObject({ success: true, filesize: expect.any(Number), pdfPages: 1 });
    if (!delivery.success) throw new Error('expected a success');
    expect(delivery.executed).toBeInstanceOf(Date);
    // When the local server ran the conversion: after it was asked, before the receiver read it.
    expect(delivery.executed.getTime()).toBeGreaterThanOrEqual(sent);
    expect(delivery.executed.getTime()).toBeLessThanOrEqual(Date.now());
    expect(delivery.response.statusCode).toBe(200);
    const file = Buffer.from(await (await fetch(delivery.url)).arrayBuffer());
    expect(file.length).toBe(delivery.filesize);
    expect((await pageTexts(file)).join('\n')).toContain('Hello webhook');
  });

  it('a document from a template, with the flat body, delivered the same way', async () => {
    await client.templates.create({
      slug: 'hook-invoice',
      name: 'Invoice',
      content: '<p>Invoice {{number}}</p>',
    });
    const queued = await client.templates.generate('hook-invoice', 'pdf', {
      data: { number: 'INV-77' },
      sandbox: true,
      webhook: { url: `${hookUrl}/template`, secret: SECRET },
    });
    expect(queued.kind).toBe('queued');
    await server.state.waitForWebhook(queued.metadata.requestId);
    const delivery = received.get('/template')!.delivery!;
    if (!delivery.success) throw new Error('expected a success');
    const file = Buffer.from(await (await fetch(delivery.url)).arrayBuffer());
    expect((await pageTexts(file)).join('\n')).toContain('Invoice INV-77');
  });

  it('a wrong secret: refused as wrong-secret (401), neither value in the message', async () => {
    const other = 'whsec_someone_else_000000000';
    const { call, seen } = await convertAndDeliver('/wrong', { url: `${hookUrl}/wrong`, secret: other });
    expect(call.status).toBe(401);
    expect(seen.refusal).toBe('wrong-secret');
    expect(seen.delivery).toBeUndefined();
    expect(seen.message).not.toContain(SECRET);
    expect(seen.message).not.toContain(other);
  });

  it('no secret: refused as missing-secret (401)', async () => {
    const { call, seen } = await convertAndDeliver('/none', `${hookUrl}/none`);
    expect(call.status).toBe(401);
    expect(seen.refusal).toBe('missing-secret');
    expect(seen.headers['x-doc-convert-secret']).toBeUndefined();
  });

  it('a conversion that fails after the 202: the documented failure payload, typed', async () => {
    const webhook = { url: `${hookUrl}/failed`, secret: SECRET };
    const queued = await client.convert.pdf({
      source: '<p>one page</p>',
      pages: '9',
      sandbox: true,
      webhook,
    });
    await server.state.waitForWebhook(queued.metadata.requestId);
    const delivery = received.get('/failed')!.delivery!;
    expect(delivery).toMatchObject({ success: false, code: 400, identifier: 'L400' });
    if (delivery.success) throw new Error('expected a failure');
    expect(delivery.message).toContain('pages');
  });

  it('garbage with the right header: refused as invalid-payload (400); without it: missing-secret (401)', async () => {
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${hookUrl}${path}`, { method: 'POST', headers, body: '<html>not a delivery</html>' });
    const withSecret = await post('/garbage', { 'X-Doc-Convert-Secret': SECRET });
    expect(withSecret.status).toBe(400);
    expect(received.get('/garbage')!.refusal).toBe('invalid-payload');
    expect(received.get('/garbage')!.message).toContain('the body is not JSON');
    const forged = await post('/forged', { 'Content-Type': 'application/json' });
    expect(forged.status).toBe(401);
    expect(received.get('/forged')!.refusal).toBe('missing-secret');
  });
});
