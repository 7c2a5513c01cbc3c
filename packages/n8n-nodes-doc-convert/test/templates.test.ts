// Template → Create, Update and Generate Document: the node's parameters become the exact request (method, path,
// JSON body) and the answer the output items. Generate Document's data comes from the whole input item or from
// the Data field (JSON text or an expression's object); its documents go through the conversions' output (one
// shape, binary or stored), its HTML into the JSON. Bad input is refused naming the field, before any request.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import type { IDataObject } from 'n8n-workflow';
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
import { createContext, runNode } from './helpers/context';

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
