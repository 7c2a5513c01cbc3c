// The Template resource: what Create, Update and Generate Document show, and for every operation (Create, Update,
// Generate Document, Get Many, Get HTML, Delete, and the locator's list) how the node's parameters become the
// exact request (method, path, JSON body) and the answer the output items. Generate Document's data comes from the whole input item or from
// the Data field (JSON text or an expression's object); its documents go through the conversions' output (one
// shape, binary or stored), its HTML into the JSON. Bad input is refused naming the field, before any request.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import type { IDataObject, ILoadOptionsFunctions, INodeProperties } from 'n8n-workflow';
import { TEMPLATE_EXTS } from '@doc-convert/core/options';
import { searchTemplates } from '../nodes/DocConvert/methods/listSearch';
import { storedResult } from '@doc-convert/testing/api-bodies';
import { useNock } from '@doc-convert/testing/nock';
import {
  JPEG,
  PDF,
  answerFacts,
  api,
  conversionHeaders,
  generateParameters,
  metadataHeaders,
} from './helpers/answers';
import { CREDENTIAL_KEY, createContext, runNode } from './helpers/context';
import { LATEST, OUTPUT_FIELDS, field, fieldsOf, names, node, optionsOf } from './helpers/description';

useNock();

const TEMPLATE = { slug: 'invoice-2026', name: 'Invoice', created: 1700000000000 };
const templateOutput = {
  slug: 'invoice-2026',
  name: 'Invoice',
  createdAt: new Date(1700000000000).toISOString(),
};

const INVOICE = {
  number: 'INV-042',
  customer: { name: 'Analytical Engines Ltd' },
  lines: [
    { description: 'Design workshop', amount: '900.00' },
    { description: 'Hosting, May', amount: '39.90' },
  ],
  total: '939.90',
};

/** The stored template's HTML, which Generate Document reads once per execution for its variables. */
const INVOICE_HTML =
  '<h1>Invoice {{number}}</h1><p>{{customer.name}}</p>{{#each lines}}<p>{{description}} {{amount}}</p>{{/each}}<p>{{total}}</p>';

function templateHtml(html = INVOICE_HTML, slug = 'invoice'): nock.Scope {
  return api()
    .get(`/v3/templates/${slug}.html`)
    .reply(200, html, { 'Content-Type': 'text/html; charset=utf-8' });
}

/** The error a run ends with, and the requests sent before it. */
async function failure(parameters: IDataObject, items = [{ json: {} }]) {
  const test = createContext({ parameters, items });
  const error = (await runNode(test).catch((e: unknown) => e)) as Error & { description?: string };
  return { error, calls: test.calls };
}

describe('Template → Create, Update and Generate Document layout', () => {
  it('Create asks for the slug, the name and the content; Update for the template, the content and a new name', () => {
    // A visible notice above Content, not a tooltip: in Expression mode n8n would read every {{ }} itself.
    expect(names(fieldsOf('template', 'create'))).toEqual(['slug', 'name', 'contentNotice', 'content']);
    expect(names(fieldsOf('template', 'update'))).toEqual(['template', 'contentNotice', 'content', 'name']);
    const notice = field('template', 'create', 'contentNotice') as INodeProperties;
    expect([notice.type, notice.displayName]).toEqual([
      'notice',
      expect.stringMatching(/^Keep Content in Fixed mode/),
    ]);
    const required = fieldsOf('template', 'create').filter((f) => f.type !== 'notice');
    expect(required.map((f) => f.required)).toEqual([true, true, true]);
    expect((field('template', 'update', 'name') as INodeProperties).required).toBeFalsy();
  });

  /** The top-level fields Generate Document shows for one format. */
  const generateFields = (format: string) =>
    names(
      fieldsOf('template', 'generate').filter((p) => {
        const formats = p.displayOptions?.show?.documentFormat as string[] | undefined;
        return !formats || formats.includes(format);
      }),
    );
  const DATA = [
    'template',
    'documentFormat',
    'dataSource',
    'variablesNotice',
    'variables',
    'data',
    'onMissingVariables',
  ];
  const CAPTURE = ['capture', 'cssSelector', 'clipX', 'clipY', 'clipWidth', 'clipHeight'];

  it('shows per format what the conversion to it shows, the data in place of the source', () => {
    // Include Input Fields twice: on by default for item data (from version 1.1), off for JSON data.
    const INPUT = ['includeInputFields', 'includeInputFields'];
    expect(generateFields('pdf')).toEqual([...DATA, 'pageLayout', ...OUTPUT_FIELDS, 'options', ...INPUT]);
    for (const format of ['png', 'jpeg', 'webp']) {
      expect(generateFields(format)).toEqual([
        ...DATA,
        ...CAPTURE,
        'image',
        ...OUTPUT_FIELDS,
        'options',
        ...INPUT,
      ]);
    }
    // As HTML nothing renders: Sandbox shows last only to keep its value (outputFields.ts, sandboxElsewhere).
    expect(generateFields('html')).toEqual([...DATA, ...INPUT, 'sandbox']);
    const inputFields = (version: number) =>
      fieldsOf('template', 'generate', version)
        .filter((p) => p.name === 'includeInputFields')
        .map((p) => [p.default, p.displayOptions?.show?.dataSource]);
    expect(inputFields(LATEST)).toEqual([
      [true, ['mapFields', 'inputItem']],
      [false, ['json']],
    ]);
    expect(inputFields(1.1)).toEqual(inputFields(LATEST));
    // Version 1 keeps its default: off.
    expect(inputFields(1)).toEqual([
      [false, ['json']],
      [false, ['mapFields', 'inputItem']],
    ]);
  });

  it('offers every extension the core generates, PDF by default', () => {
    const format = field('template', 'generate', 'documentFormat') as INodeProperties;
    expect(
      optionsOf(format)
        .map((o) => o.value)
        .sort(),
    ).toEqual([...TEMPLATE_EXTS].sort());
    expect(format.default).toBe('pdf');
  });

  it('maps the template’s variables by default from version 1.1 (Input Item in 1), or takes a JSON field', () => {
    const sources = [1, 1.1, LATEST].flatMap((version) =>
      fieldsOf('template', 'generate', version).filter((p) => p.name === 'dataSource'),
    );
    for (const source of sources) {
      expect(optionsOf(source).map((o) => [o.name, o.value])).toEqual([
        ['Map Fields', 'mapFields'],
        ['Input Item', 'inputItem'],
        ['JSON', 'json'],
      ]);
    }
    expect(sources.map((s) => s.default)).toEqual(['inputItem', 'mapFields', 'mapFields']);
    const data = field('template', 'generate', 'data') as INodeProperties;
    expect([data.type, data.displayOptions?.show?.dataSource]).toEqual(['json', ['json']]);
    const variables = field('template', 'generate', 'variables') as INodeProperties;
    expect(variables.type).toBe('resourceMapper');
    expect(variables.displayOptions?.show?.dataSource).toEqual(['mapFields']);
    const mapper = variables.typeOptions?.resourceMapper;
    expect(mapper).toMatchObject({ resourceMapperMethod: 'getTemplateVariables', supportAutoMap: true });
    expect(variables.typeOptions?.loadOptionsDependsOn).toEqual(['template.value']);
    expect(typeof node.methods.resourceMapping.getTemplateVariables).toBe('function');
    const onMissing = field('template', 'generate', 'onMissingVariables') as INodeProperties;
    expect(optionsOf(onMissing).map((o) => [o.name, o.value])).toEqual([
      ['Leave Blank', 'leaveBlank'],
      ['Fail the Item', 'fail'],
    ]);
    expect(onMissing.default).toBe('leaveBlank');
  });
});

describe('Template → Create', () => {
  it('posts the slug, name and content to /templates and outputs the template', async () => {
    const content = '<h1>Invoice {{number}}</h1>{{#each lines}}<p>{{description}}</p>{{/each}}';
    api()
      .post('/v3/templates', { slug: 'invoice-2026', name: 'Invoice', content })
      .reply(200, { success: true, template: TEMPLATE });
    const output = await runNode(
      createContext({
        parameters: {
          resource: 'template',
          operation: 'create',
          slug: ' invoice-2026 ',
          name: 'Invoice',
          content,
        },
      }),
    );
    expect(output).toEqual([{ json: templateOutput, pairedItem: { item: 0 } }]);
  });

  it('refuses a slug outside the core’s rule, naming the Slug field, before any request', async () => {
    const { error, calls } = await failure({
      resource: 'template',
      operation: 'create',
      slug: 'invoice 2026.pdf',
      name: 'Invoice',
      content: '<p>x</p>',
    });
    expect(error.name).toBe('NodeOperationError');
    expect(error.message).toBe('Invalid Slug: must be letters, digits, "-" or "_" only, e.g. invoice-2026');
    expect(calls).toEqual([]);
  });
});

describe('Template → Update', () => {
  const update = (extra: IDataObject) => ({
    resource: 'template',
    operation: 'update',
    template: { __rl: true, mode: 'list', value: 'invoice-2026', cachedResultName: 'Invoice' },
    content: '<h1>Invoice {{number}}</h1>',
    ...extra,
  });

  it('puts the content and the new name to /templates/{slug} and outputs the template', async () => {
    api()
      .put('/v3/templates/invoice-2026', { content: '<h1>Invoice {{number}}</h1>', name: 'Invoice 2026' })
      .reply(200, { success: true, template: { ...TEMPLATE, name: 'Invoice 2026' } });
    const [item] = await runNode(createContext({ parameters: update({ name: ' Invoice 2026 ' }) }));
    expect(item!.json).toEqual({ ...templateOutput, name: 'Invoice 2026' });
  });

  it('sends only the content when no new name is given, for a slug typed By Slug', async () => {
    api()
      .put('/v3/templates/receipt', { content: '<p>Paid</p>' })
      .reply(200, { success: true, template: { ...TEMPLATE, slug: 'receipt' } });
    await runNode(
      createContext({
        parameters: update({
          template: { __rl: true, mode: 'slug', value: 'receipt' },
          content: '<p>Paid</p>',
          name: '',
        }),
      }),
    );
  });

  it('refuses an empty content naming the Content field, before any request', async () => {
    const { error, calls } = await failure(update({ content: '' }));
    expect(error.message).toMatch(/^Invalid Content: /);
    expect(calls).toEqual([]);
  });
});

describe('Template → Generate Document', () => {
  const generate = generateParameters;

  it('fills the template with the whole input item and outputs the PDF like a conversion', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', {
        ...INVOICE,
        sandbox: true,
        format: 'A4',
        margin: { top: '20mm' },
        footer: { source: '<p>{{page}} / {{total}}</p>' },
      })
      .matchHeader('x-processor-version', '142')
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const output = await runNode(
      createContext({
        parameters: generate({
          sandbox: true,
          fileName: 'invoice-INV-042.pdf',
          pageLayout: { format: 'A4', margin: { top: '20mm' } },
          options: {
            footer: { source: '<p>{{page}} / {{total}}</p>' },
            rendering: { processorVersion: '142' },
          },
        }),
        items: [{ json: INVOICE }],
      }),
    );
    expect(output).toHaveLength(1);
    expect(output[0]!.pairedItem).toEqual({ item: 0 });
    expect(output[0]!.json).toEqual({
      format: 'pdf',
      fileName: 'invoice-INV-042.pdf',
      mimeType: 'application/pdf',
      fileSize: PDF.length,
      ...answerFacts,
      sandbox: true,
      missingVariables: [],
    });
    expect(Buffer.from(output[0]!.binary!.data!.data, 'base64')).toEqual(PDF);
  });

  it('fills each item’s own document: one request per input item, in order', async () => {
    templateHtml('<h1>{{number}}</h1>');
    for (const number of ['A-1', 'A-2']) {
      api()
        .post('/v3/templates/invoice.pdf', { number })
        .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    }
    const test = createContext({
      parameters: generate(),
      items: [{ json: { number: 'A-1' } }, { json: { number: 'A-2' } }],
    });
    const output = await runNode(test);
    expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    // The template's HTML is read once for the execution, not once per item.
    expect(test.calls.map((call) => call.method)).toEqual(['GET', 'POST', 'POST']);
    const posts = test.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => JSON.parse(call.body!).number)).toEqual(['A-1', 'A-2']);
  });

  it('takes the data from the Data field’s JSON text instead of the item', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', INVOICE)
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    await runNode(
      createContext({
        parameters: generate({ dataSource: 'json', data: JSON.stringify(INVOICE, null, 2) }),
        items: [{ json: { ignored: true } }],
      }),
    );
  });

  it('takes the object an expression in the Data field resolved to as it is', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', INVOICE)
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    await runNode(createContext({ parameters: generate({ dataSource: 'json', data: INVOICE }) }));
  });

  it('refuses Data text that is not JSON, naming the field, before any request', async () => {
    const { error, calls } = await failure(generate({ dataSource: 'json', data: '{ "number": 42, }' }));
    expect(error.name).toBe('NodeOperationError');
    expect(error.message).toMatch(/^Invalid Data: the text is not JSON \(.+\)$/);
    expect((error as { context?: IDataObject }).context?.itemIndex).toBe(0);
    expect(calls).toEqual([]);
  });

  it('refuses Data that is JSON but not an object of variables, naming the field, before any request', async () => {
    const { error, calls } = await failure(generate({ dataSource: 'json', data: '[1, 2]' }));
    expect(error.message).toMatch(/^Invalid Data: must be a plain object of the template's variables/);
    expect(calls).toEqual([]);
  });

  describe('a field named like an option of the format (the service reads variables and options from one object)', () => {
    const ROWS = [
      { json: { number: 'A-1', format: 'Letter' } },
      { json: { number: 'A-2' } },
      { json: { number: 'A-3', margin: '1cm', landscape: true } },
    ];

    it('Input Item: fails that item naming the field and the two ways out; the other items still run', async () => {
      templateHtml();
      api()
        .post('/v3/templates/invoice.pdf', { number: 'A-2' })
        .reply(200, PDF, conversionHeaders('application/pdf', PDF));
      const test = createContext({ parameters: generate(), items: ROWS, continueOnFail: true });
      const output = await runNode(test);
      // The template's HTML (read once), then the one item that can be generated.
      expect(test.calls.map((call) => call.method)).toEqual(['GET', 'POST']);
      expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
      expect(output[1]!.binary?.data?.mimeType).toBe('application/pdf');
      expect(output[0]!.json.error).toBe(
        'Invalid data: the input item has a field named like a PDF option: "format"',
      );
      expect(output[2]!.json.error).toBe(
        'Invalid data: the input item has fields named like a PDF option: "margin", "landscape"',
      );
      const error = output[0]!.error as Error & { description?: string; context?: IDataObject };
      expect(error.context?.itemIndex).toBe(0);
      expect(error.description).toBe(
        'The service reads the template\'s variables and the document\'s options from one object, so it would take "format" for the option rather than fill the template with it. ' +
          'Either choose Data Source → JSON and map the item under a name of your own, e.g. Data {{ { invoice: $json } }} and {{invoice.format}} in the template; or rename the field in a previous node (e.g. Edit Fields).',
      );
    });

    it('Input Item without Continue On Fail: the node stops on that item, which sends nothing', async () => {
      const { error, calls } = await failure(generate(), [ROWS[0]!]);
      expect(error.name).toBe('NodeOperationError');
      expect(error.message).toBe(
        'Invalid data: the input item has a field named like a PDF option: "format"',
      );
      expect(calls).toEqual([]);
    });

    it('JSON data: the same rule, with the way out of nesting it in the Data', async () => {
      const { error, calls } = await failure(
        generate({ documentFormat: 'png', dataSource: 'json', data: '{"number": 1, "viewport": "wide"}' }),
      );
      expect(error.message).toBe('Invalid data: the Data has a field named like a PNG option: "viewport"');
      expect(error.description).toContain(
        'Either nest it in the Data under a name of your own, e.g. { "invoice": { "viewport": … } } and {{invoice.viewport}} in the template; or rename it.',
      );
      expect(calls).toEqual([]);
    });

    it('the same field is a variable where the format has no such option, and for HTML any name goes', async () => {
      templateHtml();
      templateHtml();
      api()
        .post('/v3/templates/invoice.png', { number: 'A-1', format: 'Letter' })
        .reply(200, PDF, conversionHeaders('image/png', PDF));
      api()
        .post('/v3/templates/invoice.html', { number: 'A-1', format: 'Letter', source: 'sheet' })
        .reply(200, '<p>A-1</p>', { 'Content-Type': 'text/html; charset=utf-8' });
      await runNode(createContext({ parameters: generate({ documentFormat: 'png' }), items: [ROWS[0]!] }));
      await runNode(
        createContext({
          parameters: generate({ documentFormat: 'html' }),
          items: [{ json: { ...ROWS[0]!.json, source: 'sheet' } }],
        }),
      );
    });
  });

  it('as JPEG: the capture and Image group, and a JSON Result stored under its name', async () => {
    const url = 'https://files.doc-convert.test/f1/invoice-jpeg-001.jpeg';
    templateHtml();
    api()
      .post('/v3/templates/invoice.jpeg', {
        ...INVOICE,
        fullpage: true,
        quality: 60,
        viewport: '800x1200',
        filename: 'invoice-jpeg-001',
      })
      .reply(200, storedResult(url, { filesize: JPEG.length, pdf_pages: undefined }), metadataHeaders);
    const [item] = await runNode(
      createContext({
        parameters: generate({
          documentFormat: 'jpeg',
          capture: 'fullpage',
          image: { quality: 60, viewport: '800x1200' },
          output: 'json',
          storageFileName: 'invoice-jpeg-001',
        }),
        items: [{ json: INVOICE }],
      }),
    );
    expect(item!.binary).toBeUndefined();
    expect(item!.json).toMatchObject({
      format: 'jpeg',
      fileName: 'invoice-jpeg-001.jpeg',
      mimeType: 'image/jpeg',
      fileSize: JPEG.length,
      url,
    });
  });

  it('as HTML: the filled HTML as text in the JSON, with the slug, and nothing else sent', async () => {
    const html = '<h1>Invoice INV-042</h1>';
    templateHtml();
    api()
      .post('/v3/templates/invoice.html', INVOICE)
      .reply(200, html, { 'Content-Type': 'text/html; charset=utf-8' });
    const output = await runNode(
      createContext({
        // Fields of the other formats that a saved workflow may still hold are not read for HTML.
        parameters: generate({ documentFormat: 'html', sandbox: true, pageLayout: { format: 'A3' } }),
        items: [{ json: INVOICE }],
      }),
    );
    expect(output).toEqual([
      { json: { slug: 'invoice', html, missingVariables: [] }, pairedItem: { item: 0 } },
    ]);
  });

  it('refuses an image option out of its range, naming its field in the Image group, before any request', async () => {
    const { error, calls } = await failure(
      generate({ documentFormat: 'webp', capture: 'viewport', image: { quality: 5 } }),
    );
    expect(error.message).toMatch(/^Invalid Image → Quality: /);
    expect(calls).toEqual([]);
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
      expect(error.message).toBe(
        'Doc Convert API credential → API Key: the service refused it (401 Unauthorized: Bad key [redacted])',
      );
    });
  });
});
