// Generate Document with the template's variables (issue 20, part 1): the Variables mapper's fields come from
// the template's HTML (getTemplateVariables), a template that cannot be read says why in the mapper, mapped
// values become the data (dotted names nested, lists parsed), Map Automatically takes the item's fields of
// those names, and what an item lacks is listed (missingVariables) or fails the item before anything is
// generated. Version 1.1 maps fields by default; version 1 keeps Input Item.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import type { IDataObject } from 'n8n-workflow';
import { getTemplateVariables } from '../nodes/DocConvert/methods/resourceMapping';
import { useNock } from '@doc-convert/testing/nock';
import { PDF, api, conversionHeaders, generateParameters, pdfParameters } from './helpers/answers';
import { CREDENTIAL_KEY, createContext, loadOptionsContext, runNode } from './helpers/context';

useNock();

const HTML =
  '<h1>Invoice {{number}}</h1><p>{{customer.name}}</p>{{#each lines}}<p>{{description}}</p>{{/each}}{{#if paid}}PAID{{/if}}';
const SCHEMA = [
  { id: 'number', type: 'string' },
  { id: 'customer.name', type: 'string' },
  { id: 'lines', type: 'array' },
  { id: 'paid', type: 'boolean' },
].map((field) => ({ ...field, displayName: field.id, required: false, defaultMatch: false, display: true }));

function templateHtml(html = HTML, slug = 'invoice'): nock.Scope {
  return api().get(`/v3/templates/${slug}.html`).reply(200, html, { 'Content-Type': 'text/html' });
}

const generate = (extra: IDataObject = {}) => generateParameters({ dataSource: 'mapFields', ...extra });

const mapped = (value: IDataObject | null, mappingMode = 'defineBelow') => ({
  variables: { mappingMode, value, matchingColumns: [], schema: SCHEMA },
});

describe('the Variables mapper’s fields (getTemplateVariables)', () => {
  const fields = (parameters: IDataObject) =>
    getTemplateVariables.call(loadOptionsContext(createContext({ parameters })));

  it('lists the chosen template’s variables with their kinds, in the order the template uses them', async () => {
    templateHtml();
    const { fields: list, emptyFieldsNotice } = await fields(generate());
    expect(emptyFieldsNotice).toBeUndefined();
    expect(list.map(({ id, displayName, type }) => ({ id, displayName, type }))).toEqual([
      { id: 'number', displayName: 'number', type: 'string' },
      { id: 'customer.name', displayName: 'customer.name', type: 'string' },
      { id: 'lines', displayName: 'lines', type: 'array' },
      { id: 'paid', displayName: 'paid', type: 'boolean' },
    ]);
    expect(list.every((field) => field.display && !field.required && !field.canBeUsedToMatch)).toBe(true);
  });

  it('says why in the mapper when the template cannot be read, naming it, instead of an empty list', async () => {
    api()
      .get('/v3/templates/gone.html')
      .reply(404, { success: false, error: 'Template not found', code: 404 });
    const parameters = generate({ template: { __rl: true, mode: 'slug', value: 'gone' } });
    const { fields: list, emptyFieldsNotice } = await fields(parameters);
    expect(list).toEqual([]);
    expect(emptyFieldsNotice).toMatch(
      /^The variables of the template "gone" could not be read: .*not found/i,
    );
  });

  it('says so for a template that is not Handlebars, one without variables, and when none is chosen', async () => {
    templateHtml('{{#each lines}}never closed');
    expect((await fields(generate())).emptyFieldsNotice).toMatch(/"invoice" could not be read: .*Handlebars/);
    templateHtml('<p>Same for everyone</p>');
    expect((await fields(generate())).emptyFieldsNotice).toMatch(/"invoice" has no variables/);
    const test = createContext({
      parameters: generate({ template: { __rl: true, mode: 'list', value: '' } }),
    });
    expect((await getTemplateVariables.call(loadOptionsContext(test))).emptyFieldsNotice).toMatch(
      /^Choose a template/,
    );
    expect(test.calls).toEqual([]);
  });

  it('keeps the API key out of the notice', async () => {
    api()
      .get('/v3/templates/invoice.html')
      .reply(401, { success: false, error: `Invalid API key ${CREDENTIAL_KEY}`, code: 401 });
    const { emptyFieldsNotice } = await fields(generate());
    expect(emptyFieldsNotice).toMatch(/could not be read/);
    expect(emptyFieldsNotice).not.toContain(CREDENTIAL_KEY);
  });
});

describe('Generate Document with Data Source → Map Fields', () => {
  it('sends the mapped values as the data: dotted names nested, a list typed as JSON parsed', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', {
        number: 'INV-7',
        customer: { name: 'Ada' },
        lines: [{ description: 'Tea' }],
        paid: true,
      })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const [item] = await runNode(
      createContext({
        parameters: generate(
          mapped({
            number: 'INV-7',
            'customer.name': 'Ada',
            lines: '[{"description": "Tea"}]',
            paid: true,
          }),
        ),
      }),
    );
    expect(item!.json).toMatchObject({ format: 'pdf', fileName: 'invoice.pdf', missingVariables: [] });
  });

  it('Map Automatically takes the item’s fields named as variables, and only those', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', { number: 'INV-8', customer: { name: 'Ada', email: 'a@x' } })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const [item] = await runNode(
      createContext({
        parameters: generate(mapped(null, 'autoMapInputData')),
        items: [
          { json: { number: 'INV-8', customer: { name: 'Ada', email: 'a@x' }, format: 'A3', rowId: 4 } },
        ],
      }),
    );
    expect(item!.json.missingVariables).toEqual(['lines', 'paid']);
  });

  it('refuses a list variable mapped to text that is not a JSON list, naming it, before any request', async () => {
    const test = createContext({ parameters: generate(mapped({ lines: 'Tea, Coffee' })) });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('Invalid Variables → lines: must be a JSON list');
    expect(test.calls).toEqual([]);
  });

  it('reads the variables from the template when the saved mapper has no field list', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', { lines: [{ description: 'Tea' }] })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const parameters = generate({
      variables: { mappingMode: 'defineBelow', value: { lines: '[{"description":"Tea"}]' } },
    });
    const test = createContext({ parameters });
    await runNode(test);
    // One read of the template for the execution, however many times it is needed.
    expect(test.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /v3/templates/invoice.html',
      'POST /v3/templates/invoice.pdf',
    ]);
  });

  it('is the default from version 1.1; version 1 keeps Input Item', async () => {
    const { dataSource: _left, ...withoutSource } = generate(mapped({ number: 'N-1' }));
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', { number: 'N-1' })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    await runNode(
      createContext({ parameters: withoutSource, typeVersion: 1.1, items: [{ json: { x: 1 } }] }),
    );
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', { x: 1 })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    await runNode(createContext({ parameters: withoutSource, typeVersion: 1, items: [{ json: { x: 1 } }] }));
  });
});

describe('On Missing Variables', () => {
  it('Leave Blank (the default) generates and lists what the data lacks, with any data source', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.html', { number: 'N-2', customer: {} })
      .reply(200, '<h1>Invoice N-2</h1>', { 'Content-Type': 'text/html' });
    const [item] = await runNode(
      createContext({
        parameters: generate({ dataSource: 'inputItem', documentFormat: 'html' }),
        items: [{ json: { number: 'N-2', customer: {} } }],
      }),
    );
    expect(item!.json.missingVariables).toEqual(['customer.name', 'lines', 'paid']);
  });

  it('Fail the Item names the missing variables and generates nothing; the other items still run', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', { number: 'N-3', customer: { name: 'Ada' }, lines: [], paid: false })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const test = createContext({
      parameters: generate({ dataSource: 'inputItem', onMissingVariables: 'fail' }),
      items: [
        { json: { number: 'N-3', customer: { name: 'Ada' }, lines: [], paid: false } },
        { json: { number: 'N-4' } },
      ],
      continueOnFail: true,
    });
    const [ok, failed] = await runNode(test);
    expect(ok!.json).toMatchObject({ format: 'pdf', missingVariables: [] });
    expect(failed!.json.error).toBe(
      'The data has no value for the variables customer.name, lines, paid of the template "invoice"',
    );
    expect(test.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('a template that does not exist', () => {
  it('Generate Document and Get HTML name the slug in the 404', async () => {
    for (const operation of ['generate', 'getHtml']) {
      api()
        .get('/v3/templates/invoce.html')
        .reply(404, { success: false, error: 'Template not found', code: 404 });
      const test = createContext({
        parameters: generate({ operation, template: { __rl: true, mode: 'slug', value: 'invoce' } }),
      });
      const error = (await runNode(test).catch((e: unknown) => e)) as Error & { description?: string };
      expect(error.message).toBe('No template with the slug "invoce" (404)');
      expect(error.description).toMatch(/Template not found/);
    }
  });
});

describe('Include Input Fields', () => {
  it('keeps the input item’s fields beside the result, the result winning; the file is named after the template', async () => {
    templateHtml();
    api()
      .post('/v3/templates/invoice.pdf', { number: 'N-5', customer: { name: 'Ada' } })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const [item] = await runNode(
      createContext({
        parameters: generate({ dataSource: 'inputItem', includeInputFields: true }),
        items: [{ json: { number: 'N-5', customer: { name: 'Ada' } } }],
      }),
    );
    expect(item!.json).toMatchObject({
      number: 'N-5',
      customer: { name: 'Ada' },
      format: 'pdf',
      fileName: 'invoice.pdf',
    });
  });

  it('is off unless set (a conversion outputs only its result)', async () => {
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>' })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const [item] = await runNode(
      createContext({ parameters: pdfParameters(), items: [{ json: { customer: 'Ada' } }] }),
    );
    expect(item!.json).not.toHaveProperty('customer');
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>' })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const [kept] = await runNode(
      createContext({
        parameters: pdfParameters({ includeInputFields: true }),
        items: [{ json: { customer: 'Ada', format: 'kept?' } }],
      }),
    );
    expect(kept!.json).toMatchObject({ customer: 'Ada', format: 'pdf', fileName: 'document.pdf' });
  });
});
