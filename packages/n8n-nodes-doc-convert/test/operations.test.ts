// The node, operation by operation: its parameters (in the node's layout: top-level fields, Page Layout, Image,
// and the Options groups) become the exact request (method, path, query, headers, JSON body), and the answer
// becomes the output items (binary bytes, MIME type and file name; JSON in the node's one dialect; pairedItem).
// Requests are real HTTP through the mocked context's request helper; nock answers them.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';
import { searchTemplates } from '../nodes/DocConvert/methods/listSearch';
import { useNock } from '@doc-convert/testing/nock';
import { ACCOUNT, logEntry, storedResult } from '@doc-convert/testing/api-bodies';
import {
  BASE,
  JPEG,
  PDF,
  PNG,
  WEBP,
  RESET_AT,
  answerFacts,
  api,
  conversionHeaders,
  metadataHeaders,
  pdfParameters,
  rateLimit,
} from './helpers/answers';
import { CREDENTIAL_KEY, createContext, htmlItem, runNode } from './helpers/context';

/** The error a run ends with. */
const failureOf = (test: ReturnType<typeof createContext>) =>
  runNode(test).catch((e: unknown) => e) as Promise<Error & { description?: string; context: IDataObject }>;

useNock();

describe('Conversion → Convert to PDF', () => {
  it('posts every option under its API name, with the processor version header, and outputs the file', async () => {
    const body = {
      source: '<h1>Hello</h1>',
      sandbox: true,
      landscape: true,
      format: '210x297mm',
      margin: { top: '10mm', left: '5mm' },
      zoom: 0.8,
      pages: '1-3,6',
      header: { source: '<div>{{page}} / {{total}}</div>', height: '15mm' },
      metadata: { title: 'Quarterly report', department: 'Finance' },
      pdfa: true,
      protection: { author: 'Finance team', user_password: 'open-sesame', no_print: true },
      watermark: { text: 'DRAFT', font_family: 'Courier', rotate: -30, offset_x: '20mm', offset_y: 'top' },
      http_headers: { 'X-Trace': 'abc' },
      cookies: [{ name: 'session', value: '42', secure: true }],
      wait_for_network: false,
      delay: 250,
      use_print: true,
      is_gdpr: true,
      s3_destination: 's3://bucket/report.pdf',
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
        pageLayout: {
          format: 'custom',
          custom_format: '210x297mm',
          orientation: 'landscape',
          margin: { top: '10mm', left: '5mm', right: '' },
          zoom: 0.8,
          pages: '1-3,6',
        },
        options: {
          header: { source: '<div>{{page}} / {{total}}</div>', height: '15mm' },
          documentProperties: {
            metadata: {
              entry: [
                { name: 'title', value: 'Quarterly report' },
                { name: 'department', value: 'Finance' },
              ],
            },
            pdfa: true,
            author: 'Finance team',
          },
          protection: { user_password: 'open-sesame', no_print: true },
          watermark: {
            stamp: 'text',
            content: 'DRAFT',
            font_family: 'Courier',
            rotate: -30,
            offset_x: 'custom',
            offset_x_custom: '20mm',
            offset_y: 'top',
            offset_y_custom: '5mm',
          },
          sourceAccess: {
            http_headers: { header: [{ name: 'X-Trace', value: 'abc' }] },
            cookies: { cookie: [{ name: 'session', value: '42', secure: true }] },
          },
          pageLoading: { wait_for_network: false, delay: 250 },
          rendering: { processorVersion: '116', use_print: true },
          privacy: { is_gdpr: true },
          delivery: { s3_destination: 's3://bucket/report.pdf' },
          batching: { concurrency: 1 },
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
      ...answerFacts,
    });
    const binary = item!.binary!.pdf!;
    expect(Buffer.from(binary.data, 'base64')).toEqual(PDF);
    expect(binary.mimeType).toBe('application/pdf');
    expect(binary.fileName).toBe('report.pdf');
  });

  it('stamps the image or PDF that Stamp chose; a watermark saved with text, image or source still works', async () => {
    for (const [watermark, sent] of [
      [{ stamp: 'image', content: 'https://img.test/logo.png' }, { image: 'https://img.test/logo.png' }],
      [{ stamp: 'source', content: 'https://img.test/stamp.pdf' }, { source: 'https://img.test/stamp.pdf' }],
      [{ content: 'DRAFT' }, { text: 'DRAFT' }],
      [{ image: 'https://img.test/old.png' }, { image: 'https://img.test/old.png' }],
    ] as const) {
      api()
        .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', watermark: sent })
        .reply(200, PDF, conversionHeaders('application/pdf', PDF));
      await runNode(createContext({ parameters: pdfParameters({ options: { watermark } }) }));
    }
  });

  it('sends the page size and orientation chosen, and nothing for fields left out', async () => {
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', format: 'Letter', landscape: false })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    await runNode(
      createContext({
        parameters: pdfParameters({ pageLayout: { format: 'Letter', orientation: 'portrait', margin: {} } }),
      }),
    );
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

  it('logs in to a URL source with the Source Login credential, not with node parameters', async () => {
    api()
      .post('/v3/convert/pdf', {
        source: 'https://intranet.example.com/report',
        auth: { username: 'reports', password: 'intranet-secret-77' },
      })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const parameters = pdfParameters({
      source: 'url',
      url: 'https://intranet.example.com/report',
      sourceAuthentication: 'basicAuth',
    });
    await runNode(
      createContext({ parameters, sourceLogin: { user: 'reports', password: 'intranet-secret-77' } }),
    );
    expect(JSON.stringify(parameters)).not.toContain('intranet-secret-77');
  });

  it('Basic Auth without a Source Login credential stops before any request', async () => {
    const test = createContext({
      parameters: pdfParameters({
        source: 'url',
        url: 'https://x.example',
        sourceAuthentication: 'basicAuth',
      }),
    });
    await expect(runNode(test)).rejects.toThrow('Node does not have any credentials set');
    expect(test.calls).toEqual([]);
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

  it('JSON output with a webhook: the conversion is queued and the acknowledgement is output', async () => {
    api()
      .post('/v3/convert/pdf', {
        source: '<h1>Hello</h1>',
        webhook: {
          url: 'https://example.com/hook',
          auth: { username: 'hook', password: 'hook-secret-1' },
          headers: { 'X-Tenant': 't1' },
        },
      })
      .reply(202, { success: true, queued: true }, rateLimit);
    const [item] = await runNode(
      createContext({
        parameters: pdfParameters({
          output: 'json',
          storageFileName: '',
          options: {
            delivery: {
              webhookUrl: 'https://example.com/hook',
              webhookMethod: 'POST',
              webhookUser: 'hook',
              webhookPassword: 'hook-secret-1',
              webhookHeaders: { header: [{ name: 'X-Tenant', value: 't1' }] },
            },
          },
        }),
      }),
    );
    expect(item!.json).toEqual({
      format: 'pdf',
      queued: true,
      rateLimit: { limit: 250, remaining: 249, resetAt: RESET_AT },
    });
  });

  it('a webhook URL alone is sent as the URL; Binary File output leaves the webhook out', async () => {
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', webhook: 'https://example.com/hook' })
      .reply(202, { success: true, queued: true }, rateLimit);
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>' })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const delivery = { webhookUrl: 'https://example.com/hook', webhookMethod: 'POST' };
    await runNode(createContext({ parameters: pdfParameters({ output: 'json', options: { delivery } }) }));
    await runNode(createContext({ parameters: pdfParameters({ output: 'file', options: { delivery } }) }));
  });

  it('Base64 in JSON: the encoded answer goes to json.base64 and the decoded file to the binary field', async () => {
    const encoded = PDF.toString('base64');
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', encode: true })
      .reply(200, encoded, { ...metadataHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    const [item] = await runNode(
      createContext({ parameters: pdfParameters({ options: { delivery: { encode: true } } }) }),
    );
    expect(item!.json).toMatchObject({ mimeType: 'application/pdf', fileSize: PDF.length, base64: encoded });
    expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(PDF);
    expect(item!.binary!.data!.mimeType).toBe('application/pdf');
  });

  it.each([
    [{ pageLayout: { zoom: 5 } }, 'Page Layout → Zoom', 'zoom'],
    [{ pageLayout: { margin: { top: '1 cm' } } }, 'Page Layout → Margins → Top', 'margin.top'],
    [{ pageLayout: { format: 'custom' } }, 'Page Layout → Page Size', 'format'],
    [
      { options: { sourceAccess: { cookies: { cookie: [{ name: '', value: 'v' }] } } } },
      'Options → Source Access → Cookies → #1 → Name',
      'cookies.0.name',
    ],
    [
      { options: { watermark: { content: 'X', offset_x: 'custom', offset_x_custom: 'far left' } } },
      'Options → Watermark → Horizontal Offset',
      'watermark.offset_x',
    ],
    [
      { options: { watermark: { stamp: 'image', font_size: 20 } } },
      'Options → Watermark → Stamp Content',
      'watermark.content',
    ],
    [
      { options: { watermark: { stamp: 'source', content: '   ' } } },
      'Options → Watermark → Stamp Content',
      'watermark.source',
    ],
    [
      { options: { header: { source: '<p>h</p>', start_at: 0 } } },
      'Options → Page Header → Start at Page',
      'header.start_at',
    ],
  ])(
    'refuses an invalid option locally, naming its field (%#), before any request',
    async (extra, label, path) => {
      const test = createContext({ parameters: pdfParameters(extra) });
      const error = await failureOf(test);
      expect(error).toMatchObject({ name: 'NodeOperationError' });
      expect(error.message).toMatch(new RegExp(`^Invalid ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
      expect(error.description).toContain(`${label} (${path}): `);
      expect(error.context.itemIndex).toBe(0);
      expect(test.calls).toEqual([]);
    },
  );

  it('refuses JSON output without a storage file name or webhook, before any request', async () => {
    const test = createContext({ parameters: pdfParameters({ output: 'json', storageFileName: '' }) });
    await expect(runNode(test)).rejects.toThrow('Storage File Name: is required');
    expect(test.calls).toEqual([]);
  });

  it.each([1, 1.1])(
    'version %p, Binary File and JSON Result with a webhook left saved in Options: asks for the Storage File Name (the webhook is JSON Result’s), before any request',
    async (typeVersion) => {
      const delivery = { webhookUrl: 'https://example.com/hook' };
      const parameters = pdfParameters({ output: 'both', storageFileName: '', options: { delivery } });
      const test = createContext({ parameters, typeVersion });
      await expect(runNode(test)).rejects.toThrow('Storage File Name: is required');
      expect(test.calls).toEqual([]);
    },
  );

  it('from version 1.2, Binary File and JSON Result with a webhook: queued, no Storage File Name needed', async () => {
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', webhook: 'https://example.com/hook' })
      .reply(202, { success: true, queued: true }, rateLimit);
    const delivery = { webhookUrl: 'https://example.com/hook' };
    const parameters = pdfParameters({ output: 'both', storageFileName: '', options: { delivery } });
    const [item] = await runNode(createContext({ parameters, typeVersion: 1.2 }));
    expect(item!.json).toMatchObject({ format: 'pdf', queued: true });
    expect(item!.binary).toBeUndefined();
  });
});

describe('one output shape for every output mode', () => {
  const STORED_URL = 'https://files.doc-convert.test/abc/monthly-report.pdf';
  /** What the stored result body and the headers say, in the output's words. */
  const storedFacts = {
    pages: 3,
    url: STORED_URL,
    ...answerFacts,
    sourceStatusCode: 200,
    executedAt: '2026-11-21T10:00:00.000Z',
  };

  /** The file's facts in the output. */
  const pdfFile = (fileName: string) => ({
    format: 'pdf',
    fileName,
    mimeType: 'application/pdf',
    fileSize: PDF.length,
  });

  async function convert(output: 'file' | 'json' | 'both'): Promise<IDataObject> {
    if (output === 'file') {
      api().post('/v3/convert/pdf').reply(200, PDF, conversionHeaders('application/pdf', PDF));
    } else {
      api()
        .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', filename: 'monthly-report' })
        .reply(200, storedResult(STORED_URL, { filesize: PDF.length }), metadataHeaders);
    }
    if (output === 'both') {
      nock('https://files.doc-convert.test', { badheaders: ['x-api-key'] })
        .get('/abc/monthly-report.pdf')
        .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    }
    const parameters = pdfParameters({ output, storageFileName: 'monthly-report', fileName: 'monthly.pdf' });
    const [item] = await runNode(createContext({ parameters }));
    expect(Boolean(item!.binary?.data)).toBe(output !== 'json');
    return item!.json;
  }

  it('Binary File: the file’s details and what the answer’s headers tell', async () => {
    expect(await convert('file')).toEqual({ ...pdfFile('monthly.pdf'), ...answerFacts });
  });

  it('JSON Result: the same names, with the stored file’s URL, pages and date; no raw API fields', async () => {
    expect(await convert('json')).toEqual({ ...pdfFile('monthly-report.pdf'), ...storedFacts });
  });

  it('Binary File and JSON Result: the same names again, the file downloaded without the key', async () => {
    expect(await convert('both')).toEqual({ ...pdfFile('monthly.pdf'), ...storedFacts });
  });

  it('names are camelCase, durations end in Ms and dates are ISO 8601, in every mode', async () => {
    for (const output of ['file', 'json', 'both'] as const) {
      const json = await convert(output);
      const keys = [...Object.keys(json), ...Object.keys(json.rateLimit as IDataObject)];
      expect(keys.filter((key) => !/^[a-z][A-Za-z]*$/.test(key))).toEqual([]);
      expect(keys.filter((key) => /duration/i.test(key) && !key.endsWith('Ms'))).toEqual([]);
      for (const key of keys.filter((k) => k.endsWith('At'))) {
        const value = (key === 'resetAt' ? (json.rateLimit as IDataObject)[key] : json[key]) as string;
        expect(new Date(value).toISOString()).toBe(value);
      }
    }
  });
});

describe('secrets in parameters', () => {
  it('a service answer echoing any secret the request carried is scrubbed from the error', async () => {
    const secrets = [
      'open-sesame-11',
      'owner-secret-22',
      'hook-secret-33',
      'cookie-secret-44',
      'login-secret-55',
    ];
    api()
      .post('/v3/convert/pdf')
      .reply(400, { success: false, errors: { source: [`rejected ${secrets.join(' ')}`] }, code: 400 });
    const test = createContext({
      parameters: pdfParameters({
        output: 'json',
        storageFileName: 'secret-report',
        source: 'url',
        url: 'https://intranet.example.com/r',
        sourceAuthentication: 'basicAuth',
        options: {
          protection: { user_password: secrets[0], owner_password: secrets[1] },
          delivery: { webhookUrl: 'https://example.com/h', webhookUser: 'u', webhookPassword: secrets[2] },
          sourceAccess: { cookies: { cookie: [{ name: 'session', value: secrets[3] }] } },
        },
      }),
      sourceLogin: { user: 'reports', password: secrets[4] },
    });
    const error = await failureOf(test);
    expect(error.name).toBe('NodeApiError');
    const text = `${error.message}\n${error.description}\n${JSON.stringify(error)}`;
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
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
  ])(
    'capture %s becomes its one API option; the Image group its options',
    async (capture, fields, expected) => {
      api()
        .post('/v3/convert/png', {
          source: '<h1>Hello</h1>',
          viewport: '800x600',
          dpi: 2,
          transparent: true,
          lazy_load_images: true,
          ...expected,
        })
        .reply(200, PNG, conversionHeaders('image/png', PNG));
      const [item] = await runNode(
        createContext({
          parameters: pngParameters({
            capture,
            ...fields,
            image: { viewport: '800x600', dpi: 2, transparent: true },
            options: { pageLoading: { lazy_load_images: true } },
          }),
        }),
      );
      expect(item!.json).toEqual({
        format: 'png',
        fileName: 'document.png',
        mimeType: 'image/png',
        fileSize: PNG.length,
        ...answerFacts,
      });
      expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(PNG);
      expect(item!.binary!.data!.mimeType).toBe('image/png');
    },
  );

  it('a PDF-only group in a PNG node’s parameters is not read', async () => {
    api()
      .post('/v3/convert/png', { source: '<h1>Hello</h1>' })
      .reply(200, PNG, conversionHeaders('image/png', PNG));
    await runNode(createContext({ parameters: pngParameters({ pageLayout: { format: 'A3' } }) }));
  });
});

describe('Conversion → Convert to JPEG and Convert to WebP', () => {
  const imageParameters = (operation: string, extra: IDataObject = {}): IDataObject => ({
    ...pdfParameters(),
    operation,
    capture: 'viewport',
    ...extra,
  });

  it.each([
    ['convertToJpeg', 'jpeg', 'image/jpeg', JPEG],
    ['convertToWebp', 'webp', 'image/webp', WEBP],
  ])(
    '%s posts the capture and the Image group with its quality to /convert/%s and outputs the image',
    async (operation, format, mimeType, bytes) => {
      api()
        .post(`/v3/convert/${format}`, {
          source: '<h1>Hello</h1>',
          css_selector: '#chart',
          viewport: '800x600',
          dpi: 2,
          quality: 55,
          delay: 100,
        })
        .reply(200, bytes, conversionHeaders(mimeType, bytes));
      const [item] = await runNode(
        createContext({
          parameters: imageParameters(operation, {
            capture: 'css_selector',
            cssSelector: '#chart',
            fileName: `chart.${format}`,
            image: { viewport: '800x600', dpi: 2, quality: 55 },
            options: { pageLoading: { delay: 100 } },
          }),
        }),
      );
      expect(item!.json).toEqual({
        format,
        fileName: `chart.${format}`,
        mimeType,
        fileSize: bytes.length,
        ...answerFacts,
      });
      expect(Buffer.from(item!.binary!.data!.data, 'base64')).toEqual(bytes);
      expect(item!.binary!.data!.mimeType).toBe(mimeType);
    },
  );

  it('a stored WebP is named with the format’s extension and MIME type (JSON Result)', async () => {
    const url = 'https://files.doc-convert.test/w1/banner-0001.webp';
    api()
      .post('/v3/convert/webp', { source: '<h1>Hello</h1>', fullpage: true, filename: 'banner-0001' })
      .reply(200, storedResult(url, { filesize: WEBP.length, pdf_pages: undefined }), metadataHeaders);
    const [item] = await runNode(
      createContext({
        parameters: imageParameters('convertToWebp', {
          capture: 'fullpage',
          output: 'json',
          storageFileName: 'banner-0001',
        }),
      }),
    );
    expect(item!.json).toMatchObject({
      format: 'webp',
      fileName: 'banner-0001.webp',
      mimeType: 'image/webp',
      fileSize: WEBP.length,
      url,
    });
  });

  it('refuses a quality out of 10–100, naming Image → Quality, before any request', async () => {
    const test = createContext({ parameters: imageParameters('convertToJpeg', { image: { quality: 101 } }) });
    const error = await failureOf(test);
    expect(error.message).toMatch(/^Invalid Image → Quality: /);
    expect(test.calls).toEqual([]);
  });
});

describe('Account', () => {
  it('Get sends GET /v3/account and outputs the account with camelCase names and ISO dates', async () => {
    api().get('/v3/account').reply(200, { success: true, account: ACCOUNT }, rateLimit);
    const output = await runNode(createContext({ parameters: { resource: 'account', operation: 'get' } }));
    expect(output).toEqual([
      {
        json: {
          name: 'Ada Lovelace',
          firstName: 'Ada',
          email: 'ada@example.com',
          createdAt: new Date(ACCOUNT.created).toISOString(),
          companyName: 'Analytical Ltd',
          companyDetails: 'Line 1\nLine 2',
          companyVat: null,
          country: 'GB',
          renewsAt: new Date(ACCOUNT.renew_date!).toISOString(),
          avatar: 'https://example.com/a.png',
          billingEmail: 'billing@example.com',
          plan: {
            name: 'boost',
            displayName: 'Boost',
            credits: 2500,
            fileSize: 10,
            timeout: 100,
            price: 9,
            yearly: false,
            overage: 0,
          },
          hardLimit: null,
          subscriptionEndsAt: null,
        },
        pairedItem: { item: 0 },
      },
    ]);
  });

  it('Get Credit Usage sends GET /v3/credits/usage and outputs the credits', async () => {
    const credits = { base: 2500, total: 2500, used: 120, remaining: 2380 };
    api().get('/v3/credits/usage').reply(200, { success: true, credits }, rateLimit);
    const output = await runNode(
      createContext({ parameters: { resource: 'account', operation: 'getCreditUsage' } }),
    );
    expect(output).toEqual([{ json: credits, pairedItem: { item: 0 } }]);
  });

  it('Get Many Invoices with a limit asks for one page of that size, one item per invoice', async () => {
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
        parameters: { resource: 'account', operation: 'getManyInvoices', returnAll: false, limit: 2 },
      }),
    );
    expect(output.map((item) => item.json)).toEqual(
      [1, 2].map((n) => ({
        reference: `INV-${n}`,
        amount: 24,
        createdAt: new Date(1700000000000 + n).toISOString(),
        downloadUrl: `https://example.com/${n}.pdf`,
      })),
    );
  });

  it('Enable API Key posts to /account/api/{key}/enable with the key encoded and masks the secret', async () => {
    const secret = 'dc live/old+key 0042';
    const record = {
      created: 1700000000000,
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
      createContext({ parameters: { resource: 'account', operation: 'enableApiKey', key: secret } }),
    );
    expect(output).toEqual([
      {
        json: {
          name: 'Old CI key',
          token: '…0042',
          public: 'pk_1',
          isMaster: false,
          usage: 3,
          createdAt: new Date(1700000000000).toISOString(),
          lastUsedAt: null,
          removed: null,
        },
        pairedItem: { item: 0 },
      },
    ]);
  });
});

describe('Log → Get', () => {
  it('sends GET /v3/logs/{request_id} for the locator’s ID and outputs the entry with an ISO date', async () => {
    const log = logEntry('req/1', { id: 7, duration: 340, user_agent: 'doc-convert/0.1.0 n8n' });
    api().get('/v3/logs/req%2F1').reply(200, { success: true, log });
    const output = await runNode(
      createContext({
        parameters: {
          resource: 'log',
          operation: 'get',
          requestId: { __rl: true, mode: 'id', value: ' req/1 ' },
        },
      }),
    );
    expect(output).toEqual([
      {
        json: {
          id: 7,
          requestId: 'req/1',
          statusCode: 200,
          error: null,
          creditsUsed: 1,
          sandbox: false,
          fileSize: 2048,
          durationMs: 340,
          executedAt: new Date(1700000000000).toISOString(),
          userAgent: 'doc-convert/0.1.0 n8n',
          query: null,
        },
        pairedItem: { item: 0 },
      },
    ]);
  });
});

describe('Log → Get of a request that carried secrets', () => {
  it('masks the passwords and cookie values in the logged request options (query)', async () => {
    const query = {
      source: 'https://intranet.example.com/r',
      auth: { username: 'reports', password: 'login-secret-1' },
      protection: { user_password: 'open-secret-2', owner_password: '', no_print: true },
      webhook: { url: 'https://example.com/h', auth: { username: 'hook', password: 'hook-secret-3' } },
      cookies: [
        { name: 'a', value: 'cookie-secret-4' },
        { name: 'b', value: 'cookie-secret-5', secure: true },
      ],
    };
    api()
      .get('/v3/logs/req-9')
      .reply(200, { success: true, log: logEntry('req-9', { query }) });
    const [item] = await runNode(
      createContext({
        parameters: {
          resource: 'log',
          operation: 'get',
          requestId: { __rl: true, mode: 'id', value: 'req-9' },
        },
      }),
    );
    expect(item!.json.query).toEqual({
      source: 'https://intranet.example.com/r',
      auth: { username: 'reports', password: '[redacted]' },
      protection: { user_password: '[redacted]', owner_password: '', no_print: true },
      webhook: { url: 'https://example.com/h', auth: { username: 'hook', password: '[redacted]' } },
      cookies: [
        { name: 'a', value: '[redacted]' },
        { name: 'b', value: '[redacted]', secure: true },
      ],
    });
  });
});

describe('Template', () => {
  const template = (n: number) => ({ slug: `t-${n}`, created: n, name: `Template ${n}` });
  const page = (index: number, items: Array<ReturnType<typeof template>>, hasMore: boolean) => ({
    success: true,
    templates: { has_more: hasMore, data: items, limit: 100, page: index, total: 250 },
  });
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => template(from + i));

  it('Get Many with a limit above one page fetches pages of 100 until the limit', async () => {
    api()
      .get('/v3/templates')
      .query({ page: '0', limit: '100' })
      .reply(200, page(0, range(0, 100), true));
    api()
      .get('/v3/templates')
      .query({ page: '1', limit: '100' })
      .reply(200, page(1, range(100, 100), true));
    const output = await runNode(
      createContext({
        parameters: { resource: 'template', operation: 'getMany', returnAll: false, limit: 150 },
      }),
    );
    expect(output).toHaveLength(150);
    expect(output[149]!.json).toEqual({
      slug: 't-149',
      name: 'Template 149',
      createdAt: new Date(149).toISOString(),
    });
  });

  it('Get HTML sends GET /v3/templates/{slug}.html for the template picked from the list', async () => {
    const html = '<!doctype html><h1>Invoice {{number}}</h1>';
    api().get('/v3/templates/monthly%20report.html').reply(200, html, { 'Content-Type': 'text/html' });
    const output = await runNode(
      createContext({
        parameters: {
          resource: 'template',
          operation: 'getHtml',
          template: { __rl: true, mode: 'list', value: 'monthly report', cachedResultName: 'Monthly' },
        },
      }),
    );
    expect(output).toEqual([{ json: { slug: 'monthly report', html }, pairedItem: { item: 0 } }]);
  });

  it('Delete sends DELETE /v3/templates/{slug} for the slug typed', async () => {
    api().delete('/v3/templates/receipt').reply(200, { success: true });
    const output = await runNode(
      createContext({
        parameters: {
          resource: 'template',
          operation: 'delete',
          template: { __rl: true, mode: 'slug', value: 'receipt' },
        },
      }),
    );
    expect(output).toEqual([{ json: { slug: 'receipt', deleted: true }, pairedItem: { item: 0 } }]);
  });

  describe('the locator’s list (searchTemplates)', () => {
    const search = (filter?: string, token?: string) => {
      const test = createContext({ parameters: {} });
      return searchTemplates.call(test.context as unknown as ILoadOptionsFunctions, filter, token);
    };

    it('answers one page of templates with the next page as the pagination token', async () => {
      api()
        .get('/v3/templates')
        .query({ page: '0', limit: '100' })
        .reply(200, page(0, range(0, 100), true));
      const { results, paginationToken } = await search();
      expect(results).toHaveLength(100);
      expect(results[0]).toEqual({ name: 'Template 0 (t-0)', value: 't-0' });
      expect(paginationToken).toBe('1');
    });

    it('continues from the token and ends without one on the last page', async () => {
      api()
        .get('/v3/templates')
        .query({ page: '2', limit: '100' })
        .reply(200, page(2, range(200, 50), false));
      const { results, paginationToken } = await search(undefined, '2');
      expect(results.map((r) => r.value)).toEqual(range(200, 50).map((t) => t.slug));
      expect(paginationToken).toBeUndefined();
    });

    it('filters by name or slug, reading on while a page has no match', async () => {
      const invoice = { slug: 'invoice', created: 1, name: 'invoice' };
      api()
        .get('/v3/templates')
        .query({ page: '0', limit: '100' })
        .reply(200, page(0, range(0, 100), true));
      api()
        .get('/v3/templates')
        .query({ page: '1', limit: '100' })
        .reply(200, page(1, [...range(100, 99), invoice], true));
      const { results, paginationToken } = await search('INVO');
      expect(results).toEqual([{ name: 'invoice', value: 'invoice' }]);
      expect(paginationToken).toBe('2');
    });

    it('fails as a node error without the key', async () => {
      api()
        .get('/v3/templates')
        .query(true)
        .reply(401, { success: false, error: `Bad key ${CREDENTIAL_KEY}`, code: 401 });
      const error = (await search().catch((e: unknown) => e)) as Error;
      expect(error.name).toBe('NodeApiError');
      expect(error.message).toBe('401 Unauthorized: Bad key [redacted]');
    });
  });
});

describe('every item runs the operation', () => {
  it('pairs each output item with its input item', async () => {
    const credits = { base: 1, total: 1, used: 0, remaining: 1 };
    api().get('/v3/credits/usage').times(3).reply(200, { success: true, credits });
    const output = await runNode(
      createContext({
        parameters: { resource: 'account', operation: 'getCreditUsage' },
        items: [{ json: { n: 1 } }, { json: { n: 2 } }, { json: { n: 3 } }],
      }),
    );
    expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
  });
});
