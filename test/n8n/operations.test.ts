// The node, operation by operation: its parameters become the exact request (method, path, query, headers,
// JSON body), and the answer becomes the output items (binary bytes, MIME type and file name; JSON fields;
// pairedItem). Requests are real HTTP through the mocked context's request helper; nock answers them.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import type { IDataObject } from 'n8n-workflow';
import { useNock } from '../helpers/nock';
import { CREDENTIAL_KEY, createContext, htmlItem, runNode } from './context';
import { ACCOUNT, logEntry, storedResult } from '../fixtures/api-bodies';

const BASE = 'https://api.doc-convert.test';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const RESET = 1900000000;

const rateLimit = {
  'X-RateLimit-Limit': '250',
  'X-RateLimit-Remaining': '249',
  'X-RateLimit-Reset': String(RESET),
};
const metadataHeaders = {
  'X-Credits-Cost': '1',
  'X-Credits-Used': '1',
  'X-Response-Duration': '12',
  'X-Service-Duration': '340',
  'X-Service-Processor': 'renderer-7',
  'X-Request-Id': 'req_0001',
  ...rateLimit,
};
const conversionHeaders = (type: string, bytes: Buffer) => ({
  'Content-Type': type,
  'Content-Length': String(bytes.length),
  ...metadataHeaders,
});
const expectedMetadata = {
  creditsCost: 1,
  creditsUsed: 1,
  responseDuration: 12,
  serviceDuration: 340,
  processor: 'renderer-7',
  requestId: 'req_0001',
  rateLimit: { limit: 250, remaining: 249, reset: RESET, resetAt: new Date(RESET * 1000).toISOString() },
};

function api(): nock.Scope {
  return nock(BASE, { reqheaders: { 'x-api-key': CREDENTIAL_KEY } });
}

const pdfParameters = (extra: IDataObject = {}): IDataObject => ({
  resource: 'conversion',
  operation: 'convertToPdf',
  source: 'html',
  html: '<h1>Hello</h1>',
  output: 'file',
  outputBinaryField: 'data',
  fileName: '',
  sandbox: false,
  options: {},
  ...extra,
});

useNock();

describe('Conversion → Convert to PDF', () => {
  it('posts every option under its API name, with the processor version header, and outputs the file', async () => {
    const body = {
      source: '<h1>Hello</h1>',
      sandbox: true,
      landscape: true,
      format: '210x297mm',
      margin: { top: '10mm', left: '5mm' },
      header: { source: '<div>{{page}} / {{total}}</div>', height: '15mm' },
      metadata: { title: 'Quarterly report', department: 'Finance' },
      protection: { user_password: 'open-sesame', no_print: true },
      watermark: { text: 'DRAFT', font_family: 'Courier', rotate: -30 },
      zoom: 0.8,
      pages: '1-3,6',
      http_headers: { 'X-Trace': 'abc' },
      cookies: [{ name: 'session', value: '42', secure: true }],
      wait_for_network: false,
      delay: 250,
    };
    api()
      .post('/v3/convert/pdf', body)
      .matchHeader('content-type', 'application/json')
      .matchHeader('x-processor-version', '116')
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const test = createContext({
      parameters: pdfParameters({
        sandbox: true,
        fileName: 'report.pdf',
        outputBinaryField: 'pdf',
        options: {
          processorVersion: '116',
          landscape: true,
          format: 'custom',
          custom_format: '210x297mm',
          margin: { top: '10mm', left: '5mm', right: '' },
          header: { source: '<div>{{page}} / {{total}}</div>', height: '15mm' },
          metadata: {
            entry: [
              { name: 'title', value: 'Quarterly report' },
              { name: 'department', value: 'Finance' },
            ],
          },
          protection: { user_password: 'open-sesame', no_print: true },
          watermark: { text: 'DRAFT', font_family: 'Courier', rotate: -30 },
          zoom: 0.8,
          pages: '1-3,6',
          http_headers: { header: [{ name: 'X-Trace', value: 'abc' }] },
          cookies: { cookie: [{ name: 'session', value: '42', secure: true }] },
          wait_for_network: false,
          delay: 250,
          concurrency: 1,
        },
      }),
    });
    const [item, ...rest] = await runNode(test);
    expect(rest).toEqual([]);
    expect(item!.pairedItem).toEqual({ item: 0 });
    expect(item!.json).toEqual({
      format: 'pdf',
      fileName: 'report.pdf',
      mimeType: 'application/pdf',
      fileSize: PDF.length,
      metadata: expectedMetadata,
    });
    const binary = item!.binary!.pdf!;
    expect(Buffer.from(binary.data, 'base64')).toEqual(PDF);
    expect(binary.mimeType).toBe('application/pdf');
    expect(binary.fileName).toBe('report.pdf');
  });

  it('sends the request through httpRequestWithAuthentication with the credential, never the core’s header', async () => {
    api().post('/v3/convert/pdf').reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const test = createContext({ parameters: pdfParameters() });
    await runNode(test);
    expect(test.calls).toHaveLength(1);
    const [call] = test.calls;
    expect(call).toMatchObject({
      credentialType: 'docConvertApi',
      method: 'POST',
      url: `${BASE}/v3/convert/pdf`,
      timeout: 960_000,
    });
    expect(call!.headers['x-api-key']).toBe(CREDENTIAL_KEY);
    expect(call!.headers['user-agent']).toMatch(/^doc-convert\/\S+ n8n$/);
    expect(JSON.parse(call!.body!)).toEqual({ source: '<h1>Hello</h1>' });
  });

  it('converts a URL source', async () => {
    api()
      .post('/v3/convert/pdf', { source: 'https://example.com/invoice/42' })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const [item] = await runNode(
      createContext({ parameters: pdfParameters({ source: 'url', url: 'https://example.com/invoice/42' }) }),
    );
    expect(item!.json.fileName).toBe('document.pdf');
  });

  it('reads an HTML file from the input item’s binary field and names the output after it', async () => {
    const html = '<!doctype html><title>Q3</title><p>Ünïcödé €</p>';
    api()
      .post('/v3/convert/pdf', { source: html })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const test = createContext({
      parameters: pdfParameters({ source: 'binary', binaryPropertyName: 'page' }),
      items: [htmlItem(html, 'q3-report.html', 'page')],
    });
    const [item] = await runNode(test);
    expect(item!.json.fileName).toBe('q3-report.pdf');
    expect(item!.binary!.data!.fileName).toBe('q3-report.pdf');
  });

  it('JSON output: asks the service to store the file and outputs its answer with the page count', async () => {
    const stored = storedResult('https://files.doc-convert.test/abc/invoice-2024-042.pdf');
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', filename: 'invoice-2024-042' })
      .reply(200, stored, metadataHeaders);
    const [item] = await runNode(
      createContext({ parameters: pdfParameters({ output: 'json', storageFileName: 'invoice-2024-042' }) }),
    );
    expect(item!.binary).toBeUndefined();
    expect(item!.json).toEqual({ format: 'pdf', ...stored, metadata: { ...expectedMetadata, pages: 3 } });
  });

  it('JSON output with a webhook: the conversion is queued and the acknowledgement is output', async () => {
    api()
      .post('/v3/convert/pdf', {
        source: '<h1>Hello</h1>',
        webhook: { url: 'https://example.com/hook', headers: { Authorization: 'Bearer t' } },
      })
      .reply(202, { success: true, queued: true }, rateLimit);
    const [item] = await runNode(
      createContext({
        parameters: pdfParameters({
          output: 'json',
          storageFileName: '',
          options: {
            webhook: {
              settings: {
                url: 'https://example.com/hook',
                method: 'POST',
                headers: { header: [{ name: 'Authorization', value: 'Bearer t' }] },
              },
            },
          },
        }),
      }),
    );
    expect(item!.json).toEqual({
      format: 'pdf',
      success: true,
      queued: true,
      metadata: { rateLimit: expectedMetadata.rateLimit },
    });
  });

  it('both outputs: stores the file, outputs the JSON result and downloads the file without the key', async () => {
    const url = 'https://files.doc-convert.test/abc/monthly-report.pdf';
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', filename: 'monthly-report' })
      .reply(200, {
        success: true,
        url,
        filesize: PDF.length,
        duration: 300,
        response: { duration: 10, 'status-code': 200 },
        executed: '2024-05-01T10:00:00Z',
      });
    nock('https://files.doc-convert.test', { badheaders: ['x-api-key'] })
      .get('/abc/monthly-report.pdf')
      .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    const [item] = await runNode(
      createContext({
        parameters: pdfParameters({
          output: 'both',
          storageFileName: 'monthly-report',
          fileName: 'monthly.pdf',
        }),
      }),
    );
    expect(item!.json).toMatchObject({
      url,
      fileName: 'monthly.pdf',
      mimeType: 'application/pdf',
      fileSize: PDF.length,
    });
    expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(PDF);
  });

  it('Base64 in JSON: the encoded answer goes to json.base64 and the decoded file to the binary field', async () => {
    const encoded = PDF.toString('base64');
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', encode: true })
      .reply(200, encoded, { ...metadataHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    const [item] = await runNode(createContext({ parameters: pdfParameters({ options: { encode: true } }) }));
    expect(item!.json).toMatchObject({ mimeType: 'application/pdf', fileSize: PDF.length, base64: encoded });
    expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(PDF);
    expect(item!.binary!.data!.mimeType).toBe('application/pdf');
  });

  it('refuses an invalid option locally, naming the field, before any request', async () => {
    const test = createContext({
      parameters: pdfParameters({ options: { zoom: 5, margin: { top: '1 cm' } } }),
    });
    const error = await runNode(test).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NodeOperationError' });
    expect((error as Error).message).toMatch(/^Invalid Options → (Zoom|Margin → Top): /);
    expect((error as { description: string }).description).toContain(
      'Options → Zoom (zoom): must be between 0.1 and 2',
    );
    expect((error as { context: IDataObject }).context.itemIndex).toBe(0);
    expect(test.calls).toEqual([]);
  });

  it('refuses JSON output without a storage file name or webhook, before any request', async () => {
    const test = createContext({ parameters: pdfParameters({ output: 'json', storageFileName: '' }) });
    await expect(runNode(test)).rejects.toThrow('Storage File Name: is required');
    expect(test.calls).toEqual([]);
  });
});

describe('Conversion → Convert to PNG', () => {
  const pngParameters = (extra: IDataObject = {}): IDataObject => ({
    ...pdfParameters(),
    operation: 'convertToPng',
    capture: 'viewport',
    ...extra,
  });

  it.each([
    ['fullpage', {}, { fullpage: true }],
    ['css_selector', { cssSelector: '#chart' }, { css_selector: '#chart' }],
    [
      'clip',
      { clipX: 10, clipY: 20, clipWidth: 300, clipHeight: 200 },
      { clip: { x: 10, y: 20, width: 300, height: 200 } },
    ],
    ['viewport', {}, {}],
  ])('capture %s becomes its one API option', async (capture, fields, expected) => {
    api()
      .post('/v3/convert/png', {
        source: '<h1>Hello</h1>',
        viewport: '800x600',
        dpi: 2,
        transparent: true,
        ...expected,
      })
      .reply(200, PNG, conversionHeaders('image/png', PNG));
    const [item] = await runNode(
      createContext({
        parameters: pngParameters({
          capture,
          ...fields,
          options: { viewport: '800x600', dpi: 2, transparent: true },
        }),
      }),
    );
    expect(item!.json).toMatchObject({
      format: 'png',
      fileName: 'document.png',
      mimeType: 'image/png',
      fileSize: PNG.length,
    });
    expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(PNG);
    expect(item!.binary!.data!.mimeType).toBe('image/png');
  });
});

describe('Account → Get', () => {
  it('sends GET /v3/account and outputs the account', async () => {
    const account = { ...ACCOUNT, company_details: null, avatar: null, billing_email: null };
    api().get('/v3/account').reply(200, { success: true, account }, rateLimit);
    const output = await runNode(createContext({ parameters: { resource: 'account', operation: 'get' } }));
    expect(output).toEqual([{ json: account, pairedItem: { item: 0 } }]);
  });
});

describe('Credits → Get Usage', () => {
  it('sends GET /v3/credits/usage and outputs the credits', async () => {
    const credits = { base: 2500, total: 2500, used: 120, remaining: 2380 };
    api().get('/v3/credits/usage').reply(200, { success: true, credits }, rateLimit);
    const output = await runNode(
      createContext({ parameters: { resource: 'credits', operation: 'getUsage' } }),
    );
    expect(output).toEqual([{ json: credits, pairedItem: { item: 0 } }]);
  });
});

describe('Invoice → Get Many', () => {
  it('with a limit, asks for one page of that size and outputs one item per invoice', async () => {
    const invoice = (n: number) => ({
      created: 1700000000000 + n,
      amount: 24,
      reference: `INV-${n}`,
      download_url: `https://example.com/${n}.pdf`,
    });
    api()
      .get('/v3/invoices')
      .query({ page: '0', limit: '2' })
      .reply(200, {
        success: true,
        invoices: { has_more: true, data: [invoice(1), invoice(2)], limit: 2, page: 0, total: 9 },
      });
    const output = await runNode(
      createContext({
        parameters: { resource: 'invoice', operation: 'getMany', returnAll: false, limit: 2 },
      }),
    );
    expect(output).toEqual([
      { json: invoice(1), pairedItem: { item: 0 } },
      { json: invoice(2), pairedItem: { item: 0 } },
    ]);
  });
});

describe('API Key → Enable', () => {
  it('posts to /account/api/{key}/enable with the key encoded and masks the secret in the output', async () => {
    const secret = 'dc live/old+key 0042';
    const record = {
      created: 1,
      name: 'Old CI key',
      removed: null,
      token: secret,
      public: 'pk_1',
      last_used: null,
      usage: 3,
      is_master: false,
    };
    api()
      .post(`/v3/account/api/${encodeURIComponent(secret)}/enable`)
      .reply(200, { success: true, key: record });
    const output = await runNode(
      createContext({ parameters: { resource: 'apiKey', operation: 'enable', key: secret } }),
    );
    expect(output).toEqual([{ json: { ...record, token: '…0042' }, pairedItem: { item: 0 } }]);
  });
});

describe('Log → Get', () => {
  it('sends GET /v3/logs/{request_id} and outputs the entry', async () => {
    const log = logEntry('req/1', { id: 7, duration: 340, user_agent: 'doc-convert/0.1.0 n8n' });
    api().get('/v3/logs/req%2F1').reply(200, { success: true, log });
    const output = await runNode(
      createContext({ parameters: { resource: 'log', operation: 'get', requestId: ' req/1 ' } }),
    );
    expect(output).toEqual([{ json: log, pairedItem: { item: 0 } }]);
  });
});

describe('Template', () => {
  it('Get Many with a limit above one page fetches pages of 100 until the limit', async () => {
    const template = (n: number) => ({ slug: `t-${n}`, created: n, name: `Template ${n}` });
    const page = (index: number, size: number, hasMore: boolean) => ({
      success: true,
      templates: {
        has_more: hasMore,
        data: Array.from({ length: size }, (_, i) => template(index * 100 + i)),
        limit: 100,
        page: index,
        total: 250,
      },
    });
    api()
      .get('/v3/templates')
      .query({ page: '0', limit: '100' })
      .reply(200, page(0, 100, true));
    api()
      .get('/v3/templates')
      .query({ page: '1', limit: '100' })
      .reply(200, page(1, 100, true));
    const output = await runNode(
      createContext({
        parameters: { resource: 'template', operation: 'getMany', returnAll: false, limit: 150 },
      }),
    );
    expect(output).toHaveLength(150);
    expect(output[149]!.json.slug).toBe('t-149');
  });

  it('Get HTML sends GET /v3/templates/{slug}.html and outputs the HTML', async () => {
    const html = '<!doctype html><h1>Invoice {{number}}</h1>';
    api().get('/v3/templates/monthly%20report.html').reply(200, html, { 'Content-Type': 'text/html' });
    const output = await runNode(
      createContext({ parameters: { resource: 'template', operation: 'getHtml', slug: 'monthly report' } }),
    );
    expect(output).toEqual([{ json: { slug: 'monthly report', html }, pairedItem: { item: 0 } }]);
  });

  it('Delete sends DELETE /v3/templates/{slug}', async () => {
    api().delete('/v3/templates/receipt').reply(200, { success: true });
    const output = await runNode(
      createContext({ parameters: { resource: 'template', operation: 'delete', slug: 'receipt' } }),
    );
    expect(output).toEqual([{ json: { slug: 'receipt', deleted: true }, pairedItem: { item: 0 } }]);
  });
});

describe('every item runs the operation', () => {
  it('pairs each output item with its input item', async () => {
    const credits = { base: 1, total: 1, used: 0, remaining: 1 };
    api().get('/v3/credits/usage').times(3).reply(200, { success: true, credits });
    const output = await runNode(
      createContext({
        parameters: { resource: 'credits', operation: 'getUsage' },
        items: [{ json: { n: 1 } }, { json: { n: 2 } }, { json: { n: 3 } }],
      }),
    );
    expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
  });
});
