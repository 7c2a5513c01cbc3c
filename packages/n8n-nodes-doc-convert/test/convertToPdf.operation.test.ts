// Conversion → Convert to PDF: what it shows (the source, Page Layout, the output and the grouped options), and
// how its parameters become the exact request (method, path, headers, JSON body: every option under its API name)
// and the answer the output items (binary bytes, MIME type and file name; JSON in the node's one dialect;
// pairedItem). Requests are real HTTP through the mocked context's request helper; nock answers them.
import { describe, expect, it } from '@jest/globals';
import type { INodeProperties } from 'n8n-workflow';
import { WATERMARK_OFFSET_X_KEYWORDS, WATERMARK_OFFSET_Y_KEYWORDS } from '@doc-convert/core/options';
import { useNock } from '@doc-convert/testing/nock';
import {
  BASE,
  PDF,
  RESET_AT,
  answerFacts,
  api,
  conversionHeaders,
  metadataHeaders,
  pdfParameters,
  rateLimit,
} from './helpers/answers';
import { CREDENTIAL_KEY, createContext, failureOf, htmlItem, runNode } from './helpers/context';
import {
  OUTPUT_FIELDS,
  SOURCE_FIELDS,
  childrenOf,
  description,
  field,
  fieldsOf,
  labels,
  names,
  optionsOf,
  walk,
} from './helpers/description';

useNock();

describe('Convert to PDF layout', () => {
  it('shows the source, the page layout, the output and the grouped options, in that order', () => {
    expect(names(fieldsOf('conversion', 'convertToPdf'))).toEqual([
      ...SOURCE_FIELDS,
      'pageLayout',
      ...OUTPUT_FIELDS,
      'options',
      'includeInputFields',
    ]);
  });

  it('groups the page layout in one top-level group', () => {
    expect(labels(childrenOf(field('conversion', 'convertToPdf', 'pageLayout')!))).toEqual([
      'Custom Page Size',
      'Disable Backgrounds',
      'Margins',
      'Orientation',
      'Page Size',
      'Pages',
      'Remove Blank Last Page',
      'Zoom',
    ]);
  });

  it('orders the option groups by use: Delivery first (above the fold), the document’s own next, Batching last', () => {
    expect(labels(childrenOf(field('conversion', 'convertToPdf', 'options')!))).toEqual([
      'Delivery',
      'Page Header',
      'Page Footer',
      'Watermark',
      'Document Properties',
      'Document Security',
      'Page Loading',
      'Rendering',
      'Source Access',
      'Privacy',
      'Batching',
    ]);
  });

  it('offers the watermark’s text, image and PDF as one choice', () => {
    const stamp = field('conversion', 'convertToPdf', 'options', 'watermark', 'stamp') as INodeProperties;
    expect(optionsOf(stamp).map((o) => [o.name, o.value])).toEqual([
      ['Text', 'text'],
      ['Image', 'image'],
      ['PDF', 'source'],
    ]);
    expect(stamp.default).toBe('text');
  });

  it('groups the other options by what a user is doing', () => {
    const groups = childrenOf(field('conversion', 'convertToPdf', 'options')!);
    expect(Object.fromEntries(groups.map((g) => [g.displayName, labels(childrenOf(g))]))).toEqual({
      Batching: ['Concurrency'],
      Delivery: [
        'Base64 in JSON',
        'S3 Destination',
        'Webhook Headers',
        'Webhook Method',
        'Webhook Password',
        'Webhook Secret',
        'Webhook URL',
        'Webhook User',
      ],
      'Document Properties': [
        'Author',
        'Bookmark Depth',
        'Bookmarks from Headings',
        'Linearize',
        'Metadata',
        'PDF/A',
      ],
      'Document Security': [
        'Open Password',
        'Permissions Password',
        'Prevent Copying',
        'Prevent Editing',
        'Prevent Printing',
      ],
      'Page Footer': ['Content', 'Height', 'Start at Page'],
      'Page Header': ['Content', 'Height', 'Start at Page'],
      'Page Loading': [
        'Delay (Milliseconds)',
        'Fail on Source Error Status',
        'Ignore Long Polling',
        'Lazy Load Images',
        'Page Load Timeout (Seconds)',
        'Wait for Function',
        'Wait for Network Idle',
      ],
      Privacy: ['GDPR Compliance', 'HIPAA Compliance', 'Log Request Parameters'],
      Rendering: [
        'CSS',
        'Disable JavaScript',
        'JavaScript',
        'Rendering Engine Version',
        'Use Print Stylesheet',
      ],
      'Source Access': ['Cookies', 'HTTP Headers'],
      Watermark: [
        'Bold',
        'Font Color',
        'Font Family',
        'Font Size',
        'Horizontal Offset',
        'Horizontal Position',
        'Italic',
        'Opacity (%)',
        'Rotation (Degrees)',
        'Stamp',
        'Stamp Content',
        'Vertical Offset',
        'Vertical Position',
      ],
    });
  });

  it('uses one meaning per label: "Source" is only the top-level source, no "Add credential" button', () => {
    const all = walk(fieldsOf('conversion', 'convertToPdf'));
    expect(all.filter(({ field: f }) => f.displayName === 'Source').map(({ path }) => path)).toEqual([
      ['source'],
    ]);
    expect(
      all.some(({ field: f }) => /credential/i.test(String((f as INodeProperties).placeholder ?? ''))),
    ).toBe(false);
    expect(all.some(({ field: f }) => /\(Ms\)/.test(f.displayName))).toBe(false);
  });

  it('offers the watermark positions as choices with a custom offset', () => {
    const position = (axis: 'x' | 'y') =>
      field('conversion', 'convertToPdf', 'options', 'watermark', `offset_${axis}`) as INodeProperties;
    const custom = (axis: 'x' | 'y') =>
      field('conversion', 'convertToPdf', 'options', 'watermark', `offset_${axis}_custom`) as INodeProperties;
    expect(optionsOf(position('x')).map((o) => o.value)).toEqual([...WATERMARK_OFFSET_X_KEYWORDS, 'custom']);
    expect(optionsOf(position('y')).map((o) => o.value)).toEqual([...WATERMARK_OFFSET_Y_KEYWORDS, 'custom']);
    expect([position('x').default, position('y').default]).toEqual(['center', 'middle']);
    expect(custom('x').displayOptions).toEqual({ show: { offset_x: ['custom'] } });
    expect(custom('y').displayOptions).toEqual({ show: { offset_y: ['custom'] } });
  });

  it('shows Source Authentication for a URL only, and its credential only when Basic Auth is chosen', () => {
    const auth = field('conversion', 'convertToPdf', 'sourceAuthentication') as INodeProperties;
    expect(auth.displayOptions?.show?.source).toEqual(['url']);
    expect(optionsOf(auth).map((o) => o.value)).toEqual(['none', 'basicAuth']);
    expect(description.credentials).toEqual([
      { name: 'docConvertApi', required: true },
      {
        name: 'docConvertSourceLoginApi',
        required: true,
        testedBy: 'docConvertSourceLoginTest',
        displayOptions: {
          show: { resource: ['conversion'], source: ['url'], sourceAuthentication: ['basicAuth'] },
        },
      },
    ]);
  });
});

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
      sandbox: true,
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
