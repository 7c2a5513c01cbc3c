// The library's client against the local server over real sockets (default undici transport): every
// operation, the three conversion answers, webhook delivery, and credits moving as the spec says.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AuthenticationError,
  DocConvert,
  ForbiddenError,
  InsufficientCreditsError,
  NotFoundError,
  APIError,
  BadRequestError,
  PermissionDeniedError,
} from '../src/index';
import {
  DISABLED_KEY,
  MASTER_KEY,
  SANDBOX_KEY,
  startLocalServer,
  type LocalServer,
} from 'doc-convert-server';

let server: LocalServer;
let client: DocConvert;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', invoices: 23 });
  client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('account and credits', () => {
  it('account.get() returns the account with its plan', async () => {
    const account = await client.account.get();
    expect(account.email).toBe(server.state.account.email);
    expect(account.plan.credits).toBe(server.state.account.plan.credits);
  });

  it('credits.usage() returns the server state', async () => {
    await expect(client.credits.usage()).resolves.toEqual(server.state.creditsUsage());
  });

  it('a wrong key is refused with AuthenticationError', async () => {
    const stranger = new DocConvert({ apiKey: 'dc_nobody_0000000000', baseUrl: server.url });
    await expect(stranger.account.get()).rejects.toBeInstanceOf(AuthenticationError);
    await stranger.close();
  });
});

describe('paged lists', () => {
  it('invoices.iterate() yields every invoice, starting at page 0', async () => {
    const references = [];
    for await (const invoice of client.invoices.iterate({ limit: 10 })) references.push(invoice.reference);
    expect(references).toEqual(server.state.invoices.map((i) => i.reference));
    expect(references).toHaveLength(23);
  });

  it('invoices.list() returns one page', async () => {
    const page = await client.invoices.list({ page: 2, limit: 10 });
    expect(page).toMatchObject({ page: 2, limit: 10, total: 23, has_more: false });
    expect(page.data).toHaveLength(3);
  });

  it('templates: list, raw HTML, delete, then 404', async () => {
    const slugs = [];
    for await (const template of client.templates.iterate({ limit: 1 })) slugs.push(template.slug);
    expect(slugs).toEqual([...server.state.templates.keys()]);
    const slug = slugs[0]!;
    await expect(client.templates.getHtml(slug)).resolves.toBe(server.state.templates.get(slug)!.html);
    await expect(client.templates.delete(slug)).resolves.toEqual({ success: true });
    await expect(client.templates.getHtml(slug)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.templates.delete(slug)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('apiKeys.enable()', () => {
  it('enables a disabled key and returns its record', async () => {
    const key = await client.apiKeys.enable(DISABLED_KEY);
    expect(key).toMatchObject({ token: DISABLED_KEY, is_master: false });
    expect(server.state.keys.get(DISABLED_KEY)!.active).toBe(true);
  });

  it('refuses the master key with a PermissionDeniedError (not about credits) that does not contain it', async () => {
    const error = (await client.apiKeys.enable(MASTER_KEY).catch((e) => e)) as APIError;
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).not.toBeInstanceOf(InsufficientCreditsError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('403 Forbidden: A master key can only be managed from the Dashboard.');
    expect(JSON.stringify(error) + error.message + error.stack).not.toContain(MASTER_KEY);
  });
});

describe('logs.get()', () => {
  it('finds the log entry of a conversion by its request id', async () => {
    const result = await client.convert.pdf({ source: '<p>logged</p>', sandbox: true });
    if (result.kind === 'file') await result.discard();
    const requestId = result.metadata.requestId!;
    const log = await client.logs.get(requestId);
    expect(log).toMatchObject({ request_id: requestId, sandbox: true, code: 200 });
  });

  it('answers NotFoundError for an unknown id', async () => {
    await expect(client.logs.get('no-such-request')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('conversions', () => {
  it('a PDF file, with metadata and rate limit from the headers', async () => {
    const result = await client.convert.pdf({ source: '<h1>Hello</h1>', sandbox: true, format: 'Letter' });
    if (result.kind !== 'file') throw new Error(`expected a file, got ${result.kind}`);
    const bytes = Buffer.from(await result.bytes());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(result.contentLength);
    expect(result.metadata).toMatchObject({ creditsUsed: 0, processor: expect.any(String) });
    expect(result.metadata.creditsCost).toBeGreaterThanOrEqual(1);
    expect(result.metadata.serviceDuration).toEqual(expect.any(Number));
    expect(result.metadata.rateLimit?.limit).toBe(250);
  });

  it('a PNG file', async () => {
    const result = await client.convert.png({ source: '<h1>Hi</h1>', viewport: '320x200', sandbox: true });
    if (result.kind !== 'file') throw new Error('expected a file');
    const bytes = Buffer.from(await result.bytes());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(320);
    expect(bytes.readUInt32BE(20)).toBe(200);
  });

  it('the stored-file JSON result when filename is given, its url downloadable', async () => {
    const result = await client.convert.pdf({
      source: '<p>stored</p>',
      filename: 'stored-report',
      sandbox: true,
    });
    if (result.kind !== 'stored') throw new Error('expected a stored result');
    expect(result.result).toMatchObject({ success: true, filesize: expect.any(Number), pdf_pages: 1 });
    const download = await fetch(result.result.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).length).toBe(result.result.filesize);
  });

  it('the queued acknowledgement, then the result POSTed to the webhook', async () => {
    const received: Array<{ body: string; headers: Record<string, unknown> }> = [];
    const hook: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ body, headers: req.headers });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/done`;
      const result = await client.convert.pdf({
        source: '<p>later</p>',
        sandbox: true,
        webhook: { url, headers: { 'X-Hook-Token': 'abc' } },
      });
      expect(result).toMatchObject({
        kind: 'queued',
        status: 202,
        acknowledgement: { success: true, queued: true },
      });
      const delivery = await server.state.waitForWebhook(result.metadata.requestId);
      expect(delivery.status).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.headers['x-hook-token']).toBe('abc');
      expect(JSON.parse(received[0]!.body)).toMatchObject({
        success: true,
        url: expect.stringContaining('http'),
      });
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });

  it('a request only the server can judge invalid comes back as BadRequestError with its field errors', async () => {
    // pages beyond the document select nothing: the client cannot know the page count, the service can.
    const error = (await client.convert
      .pdf({ source: '<p>one page</p>', pages: '50', sandbox: true })
      .catch((e) => e)) as BadRequestError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.status).toBe(400);
    expect(Object.keys(error.errors ?? {})).toEqual(['pages']);
    expect(error.message).toMatch(/^400 Bad Request: pages: /);
  });
});

describe('credits', () => {
  it('a sandbox conversion leaves used unchanged; a paid one moves it by X-Credits-Used', async () => {
    const before = await client.credits.usage();
    const sandbox = await client.convert.pdf({ source: '<p>free</p>', sandbox: true });
    if (sandbox.kind === 'file') await sandbox.discard();
    expect(sandbox.metadata.creditsUsed).toBe(0);
    expect((await client.credits.usage()).used).toBe(before.used);

    const paid = await client.convert.pdf({ source: '<p>paid</p>' });
    if (paid.kind === 'file') await paid.discard();
    expect(paid.metadata.creditsUsed).toBeGreaterThanOrEqual(1);
    const after = await client.credits.usage();
    expect(after.used).toBe(before.used + paid.metadata.creditsUsed!);
    expect(after.remaining).toBe(before.remaining - paid.metadata.creditsUsed!);
  });

  it('at total, the next conversion gets InsufficientCreditsError and nothing is charged', async () => {
    const local = await startLocalServer({ renderer: 'text', credits: { base: 3, total: 3, used: 2 } });
    const spender = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: local.url });
    try {
      const last = await spender.convert.pdf({ source: '<p>last credit</p>' });
      if (last.kind === 'file') await last.discard();
      expect(local.state.creditsUsage()).toMatchObject({ used: 3, remaining: 0 });
      const error = await spender.convert.pdf({ source: '<p>one too many</p>' }).catch((e) => e);
      expect(error).toBeInstanceOf(InsufficientCreditsError);
      expect(error).toBeInstanceOf(ForbiddenError);
      expect(error).not.toBeInstanceOf(PermissionDeniedError);
      expect(error.status).toBe(403);
      expect(local.state.creditsUsage().used).toBe(3);
    } finally {
      await spender.close();
      await local.close();
    }
  });
});
