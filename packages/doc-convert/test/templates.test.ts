// Stored templates: list, iterate, getHtml and delete (the slug encoded in its path, or refused); create, update
// and generate: the exact request (method, path, headers, JSON body) and the parsed answer of each, the generate
// body (one flat object: the variables beside the format's options, as the service reads it), variables named
// like an option refused, the four answer forms of a generation, the retry policy of each call, and every
// refusal before anything is sent.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { FileConversion } from '@doc-convert/core';
import { ValidationError, type TemplateGenerateParams } from '../src/index';
import { storedResult } from '@doc-convert/testing/api-bodies';
import { BASE, makeClient, rateLimitHeaders } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const template = { slug: 'invoice-2026', created: 1734076868073, name: 'Invoice 2026' };
const CONTENT = '<h1>Invoice {{number}}</h1><ul>{{#each items}}<li>{{name}}</li>{{/each}}</ul>';
const DATA = { number: 42, items: [{ name: 'Tea' }, { name: 'Scones' }], paid: true, note: null };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doc-convert-templates-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('templates.list(), iterate(), getHtml() and delete()', () => {
  const listed = (n: number) => ({ slug: `tpl-${n}`, created: 1700000000000, name: `Template ${n}` });

  it('list() returns one page', async () => {
    const { client } = makeClient();
    const envelope = { has_more: false, data: [listed(1)], limit: 10, page: 0, total: 1 };
    api().get('/v3/templates').query({ page: '0' }).reply(200, { success: true, templates: envelope });
    await expect(client.templates.list({ page: 0 })).resolves.toEqual(envelope);
  });

  it('iterate() yields every template across pages', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/templates')
      .query({ page: '0' })
      .reply(200, {
        success: true,
        templates: { has_more: true, data: [listed(1)], limit: 1, page: 0, total: 2 },
      });
    api()
      .get('/v3/templates')
      .query({ page: '1' })
      .reply(200, {
        success: true,
        templates: { has_more: false, data: [listed(2)], limit: 1, page: 1, total: 2 },
      });
    const slugs = [];
    for await (const t of client.templates.iterate()) slugs.push(t.slug);
    expect(slugs).toEqual(['tpl-1', 'tpl-2']);
  });

  it('getHtml() returns the raw HTML of GET /v3/templates/{slug}.html', async () => {
    const { client } = makeClient();
    api().get('/v3/templates/invoice%20v2.html').reply(200, '<html><body>{{name}}</body></html>', {
      'Content-Type': 'text/html',
    });
    await expect(client.templates.getHtml('invoice v2')).resolves.toBe('<html><body>{{name}}</body></html>');
  });

  it('delete() sends DELETE /v3/templates/{slug}', async () => {
    const { client } = makeClient();
    api().delete('/v3/templates/old-one').reply(200, { success: true });
    await expect(client.templates.delete('old-one')).resolves.toEqual({ success: true });
  });

  it.each(['', '..', '.'])('refuses the slug %j before sending', async (slug) => {
    const { client } = makeClient();
    await expect(client.templates.getHtml(slug)).rejects.toMatchObject({
      name: 'ValidationError',
      field: 'slug',
    });
  });

  it('encodes a slug so it cannot leave its path', async () => {
    const { client } = makeClient();
    api().delete('/v3/templates/..%2F..%2Faccount').reply(200, { success: true });
    await client.templates.delete('../../account');
  });
});

describe('templates.create()', () => {
  it('posts slug, name and content to /v3/templates and returns the template', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/templates', { slug: 'invoice-2026', name: 'Invoice 2026', content: CONTENT })
      .matchHeader('content-type', 'application/json')
      .reply(200, { success: true, template }, rateLimitHeaders());
    await expect(
      client.templates.create({ slug: 'invoice-2026', name: 'Invoice 2026', content: CONTENT }),
    ).resolves.toEqual(template);
  });

  it('is not retried after a 500: the template may exist already', async () => {
    const { client, sleeps } = makeClient();
    api().post('/v3/templates').reply(500, { success: false, error: 'boom', code: 500 });
    await expect(client.templates.create({ slug: 'a', name: 'A', content: 'x' })).rejects.toMatchObject({
      name: 'InternalServerError',
    });
    expect(sleeps).toEqual([]);
  });

  it('is retried after a 503, which never reached the service behind the gateway', async () => {
    const { client, sleeps } = makeClient();
    api().post('/v3/templates').reply(503, { success: false, error: 'down', code: 503 });
    api().post('/v3/templates').reply(200, { success: true, template });
    await expect(client.templates.create({ slug: 'a', name: 'A', content: 'x' })).resolves.toEqual(template);
    expect(sleeps).toHaveLength(1);
  });
});

describe('templates.update()', () => {
  it('puts name and content to /v3/templates/{slug}, encoded, and returns the template', async () => {
    const { client } = makeClient();
    api()
      .put('/v3/templates/old%20slug', { name: 'Renamed', content: '<p>new</p>' })
      .reply(200, { success: true, template: { ...template, slug: 'old slug', name: 'Renamed' } });
    await expect(
      client.templates.update('old slug', { name: 'Renamed', content: '<p>new</p>' }),
    ).resolves.toMatchObject({ slug: 'old slug', name: 'Renamed' });
  });

  it('sends the content alone when no name is given', async () => {
    const { client } = makeClient();
    api().put('/v3/templates/invoice-2026', { content: '<p>v2</p>' }).reply(200, { success: true, template });
    await client.templates.update('invoice-2026', { content: '<p>v2</p>' });
  });

  it('is retried after a 500: PUT replaces, so running it twice changes nothing', async () => {
    const { client, sleeps } = makeClient();
    api().put('/v3/templates/t').reply(500, { success: false, error: 'boom', code: 500 });
    api().put('/v3/templates/t').reply(200, { success: true, template });
    await expect(client.templates.update('t', { content: 'x' })).resolves.toEqual(template);
    expect(sleeps).toHaveLength(1);
  });

  it('maps 404 to NotFoundError', async () => {
    const { client } = makeClient();
    api().put('/v3/templates/gone').reply(404, { success: false, error: 'Template not found.', code: 404 });
    await expect(client.templates.update('gone', { content: 'x' })).rejects.toMatchObject({
      name: 'NotFoundError',
      message: '404 Not Found: Template not found.',
    });
  });
});

describe('templates.generate()', () => {
  it('html: posts the variables as the body to /v3/templates/{slug}.html and returns the filled HTML', async () => {
    const { client } = makeClient();
    const html = '<h1>Invoice 42</h1><ul><li>Tea</li><li>Scones</li></ul>';
    api()
      .post('/v3/templates/invoice-2026.html', DATA)
      .reply(200, html, { 'Content-Type': 'text/html; charset=utf-8' });
    const result: string = await client.templates.generate('invoice-2026', 'html', { data: DATA });
    expect(result).toBe(html);
  });

  it('pdf: posts the variables beside the PDF options, with the processor version, and answers a file', async () => {
    const { client } = makeClient();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n%%EOF\n');
    api()
      .post('/v3/templates/invoice-2026.pdf', { ...DATA, format: 'A4', margin: '10mm', sandbox: true })
      .matchHeader('x-processor-version', '142')
      .reply(200, pdf, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'X-Credits-Cost': '1',
        'X-Credits-Used': '0',
        'X-Request-Id': 'req_gen_1',
      });
    const result = await client.templates.generate(
      'invoice-2026',
      'pdf',
      { data: DATA, format: 'A4', margin: '10mm', sandbox: true },
      { processorVersion: '142' },
    );
    expect(result).toBeInstanceOf(FileConversion);
    if (result.kind !== 'file') throw new Error('expected a file');
    expect(result.format).toBe('pdf');
    expect(result.metadata).toMatchObject({ creditsCost: 1, creditsUsed: 0, requestId: 'req_gen_1' });
    const target = join(dir, 'invoice-42.pdf');
    await expect(result.toFile(target)).resolves.toBe(pdf.length);
    await expect(readFile(target)).resolves.toEqual(pdf);
  });

  it.each([
    ['png', { viewport: '800x600', transparent: true }],
    ['jpeg', { quality: 70, fullpage: true }],
    ['webp', { quality: 90, dpi: 2 }],
  ] as const)(
    '%s: posts the variables beside that format’s options and answers the image',
    async (ext, options) => {
      const { client } = makeClient();
      const bytes = Buffer.from([1, 2, 3, 4]);
      api()
        .post(`/v3/templates/card.${ext}`, { name: 'Ada', ...options })
        .reply(200, bytes, { 'Content-Type': `image/${ext}` });
      const result = await client.templates.generate('card', ext, { data: { name: 'Ada' }, ...options });
      if (result.kind !== 'file') throw new Error('expected a file');
      expect(result.format).toBe(ext);
      expect(Buffer.from(await result.bytes())).toEqual(bytes);
    },
  );

  it('answers the stored JSON when filename is given, and 202 queued with a webhook', async () => {
    const { client } = makeClient();
    const stored = storedResult('https://s3.example.com/invoice-42.pdf');
    api().post('/v3/templates/invoice.pdf', { filename: 'invoice-42' }).reply(200, stored);
    api()
      .post('/v3/templates/invoice.pdf', { n: 1, webhook: 'https://hooks.example.com/done' })
      .reply(202, { success: true, queued: true });
    await expect(
      client.templates.generate('invoice', 'pdf', { filename: 'invoice-42' }),
    ).resolves.toMatchObject({
      kind: 'stored',
      result: stored,
    });
    await expect(
      client.templates.generate('invoice', 'pdf', {
        data: { n: 1 },
        webhook: 'https://hooks.example.com/done',
      }),
    ).resolves.toMatchObject({ kind: 'queued', status: 202, acknowledgement: { queued: true } });
  });

  it('sends {} when no data is given; a variable named `data`, or named like an option of another format, is a variable', async () => {
    const { client } = makeClient();
    api().post('/v3/templates/plain.html', {}).reply(200, '<p>plain</p>');
    await client.templates.generate('plain', 'html');
    // quality is a JPEG and WebP option: for a PDF the service reads it as a variable.
    const data = { data: { n: 1 }, quality: 'high', title: 'T' };
    api()
      .post('/v3/templates/plain.pdf', { data: { n: 1 }, quality: 'high', title: 'T', sandbox: true })
      .reply(200, '%PDF', { 'Content-Type': 'application/pdf' });
    const result = await client.templates.generate('plain', 'pdf', { data, sandbox: true });
    if (result.kind === 'file') await result.discard();
  });

  it('html takes no options, so any variable name goes, option names included', async () => {
    const { client } = makeClient();
    const data = { format: 'Letter', source: 'web', filename: 'x', sandbox: 'yes', webhook: 'w' };
    api().post('/v3/templates/plain.html', data).reply(200, '<p>plain</p>');
    await expect(client.templates.generate('plain', 'html', { data })).resolves.toBe('<p>plain</p>');
  });

  it('a rendered document retries like a conversion: not after a 500, after a 503', async () => {
    const { client, sleeps } = makeClient();
    api().post('/v3/templates/t.pdf').reply(500, { success: false, error: 'boom', code: 500 });
    await expect(client.templates.generate('t', 'pdf')).rejects.toMatchObject({
      name: 'InternalServerError',
    });
    expect(sleeps).toEqual([]);
    api().post('/v3/templates/t.pdf').reply(503, { success: false, error: 'down', code: 503 });
    api().post('/v3/templates/t.pdf').reply(200, '%PDF', { 'Content-Type': 'application/pdf' });
    const result = await client.templates.generate('t', 'pdf');
    expect(sleeps).toHaveLength(1);
    if (result.kind === 'file') await result.discard();
  });

  it('html is retried after a 500: filling a template in spends nothing', async () => {
    const { client, sleeps } = makeClient();
    api().post('/v3/templates/t.html').reply(500, { success: false, error: 'boom', code: 500 });
    api().post('/v3/templates/t.html').reply(200, '<p>ok</p>');
    await expect(client.templates.generate('t', 'html')).resolves.toBe('<p>ok</p>');
    expect(sleeps).toHaveLength(1);
  });

  it('maps an unknown template to NotFoundError', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/templates/nope.pdf')
      .reply(404, { success: false, error: 'Template not found.', code: 404 });
    await expect(client.templates.generate('nope', 'pdf')).rejects.toMatchObject({ name: 'NotFoundError' });
  });
});

class Money {
  constructor(readonly cents: number) {}
}
const cyclic: Record<string, unknown> = { name: 'loop' };
cyclic.self = cyclic;

type Call = (client: ReturnType<typeof makeClient>['client']) => Promise<unknown>;
const gen =
  (ext: string, params?: unknown, request?: object): Call =>
  (client) =>
    client.templates.generate('t', ext as 'pdf', params as TemplateGenerateParams<'pdf'>, request);

const refusals: Array<[string, Call, string, string]> = [
  // create
  [
    'create without a slug',
    (c) => c.templates.create({ name: 'A', content: 'x' } as never),
    'slug',
    'is required',
  ],
  [
    'create with a dot in the slug',
    (c) => c.templates.create({ slug: 'a.pdf', name: 'A', content: 'x' }),
    'slug',
    'letters, digits',
  ],
  [
    'create with a slash in the slug',
    (c) => c.templates.create({ slug: '../x', name: 'A', content: 'x' }),
    'slug',
    'letters, digits',
  ],
  [
    'create with an empty name',
    (c) => c.templates.create({ slug: 'a', name: ' ', content: 'x' }),
    'name',
    'must not be empty',
  ],
  [
    'create without content',
    (c) => c.templates.create({ slug: 'a', name: 'A' } as never),
    'content',
    'is required',
  ],
  [
    'create with content not text',
    (c) => c.templates.create({ slug: 'a', name: 'A', content: 3 } as never),
    'content',
    'must be a string',
  ],
  [
    'create with a misspelt field',
    (c) => c.templates.create({ slug: 'a', name: 'A', content: 'x', contents: 'y' } as never),
    'contents',
    'did you mean "content"?',
  ],
  // update
  [
    'update without content',
    (c) => c.templates.update('a', { name: 'A' } as never),
    'content',
    'is required',
  ],
  [
    'update with an empty name',
    (c) => c.templates.update('a', { name: '', content: 'x' }),
    'name',
    'must not be empty',
  ],
  ['update of the slug ".."', (c) => c.templates.update('..', { content: 'x' }), 'slug', '"." or ".."'],
  [
    'update trying to change the slug',
    (c) => c.templates.update('a', { slug: 'b', content: 'x' } as never),
    'slug',
    'unknown option',
  ],
  // generate
  [
    'generate as jpg',
    gen('jpg'),
    'ext',
    'must be one of html, pdf, png, jpeg or webp; got "jpg"; did you mean "jpeg"?',
  ],
  ['generate as gif', gen('gif'), 'ext', 'got "gif"'],
  ['generate from an empty slug', (c) => c.templates.generate('', 'pdf'), 'slug', 'non-empty'],
  ['generate with data as an array', gen('pdf', { data: [1, 2] }), 'data', 'plain object'],
  ['generate with data as text', gen('html', { data: '{"a":1}' }), 'data', 'plain object'],
  ['generate with a Date in data', gen('pdf', { data: { due: new Date(0) } }), 'data.due', 'toISOString'],
  [
    'generate with a class instance in data',
    gen('pdf', { data: { total: new Money(5) } }),
    'data.total',
    'instance of Money',
  ],
  [
    'generate with NaN in data',
    gen('pdf', { data: { items: [{ price: NaN }] } }),
    'data.items.0.price',
    'finite number',
  ],
  ['generate with a function in data', gen('pdf', { data: { f: () => 1 } }), 'data.f', 'a function'],
  ['generate with a bigint in data', gen('pdf', { data: { n: 1n } }), 'data.n', 'a bigint'],
  ['generate with a cycle in data', gen('pdf', { data: cyclic }), 'data.self', 'cycle'],
  ['generate with a source', gen('pdf', { source: '<p>x</p>' }), 'source', 'stored template'],
  // The service reads variables and options from one object: a variable named like an option would be taken
  // for it.
  [
    'generate a PDF with a variable named format',
    gen('pdf', { data: { number: 1, format: 'Letter' } }),
    'data.format',
    'is the name of a PDF option: the service reads the variables and the options from one object, so it would take this variable for the option. Rename the variable, or nest it: data: { invoice: { format: … } } and {{invoice.format}} in the template',
  ],
  [
    'generate a PDF with a variable named source',
    gen('pdf', { data: { source: 'web' } }),
    'data.source',
    'PDF option',
  ],
  [
    'generate a PDF with a variable named webhook',
    gen('pdf', { data: { webhook: 1 } }),
    'data.webhook',
    'PDF option',
  ],
  [
    'generate a PNG with a variable named viewport',
    gen('png', { data: { viewport: 'x' } }),
    'data.viewport',
    'PNG option',
  ],
  [
    'generate a JPEG with a variable named quality',
    gen('jpeg', { data: { quality: 'hi' } }),
    'data.quality',
    'JPEG option',
  ],
  [
    'generate a WebP with a variable named filename',
    gen('webp', { data: { filename: 'a' } }),
    'data.filename',
    'WebP option',
  ],
  [
    'generate a PDF with a PNG option',
    gen('pdf', { viewport: '1x1' }),
    'viewport',
    'PDF conversions do not accept it',
  ],
  ['generate a JPEG with transparent', gen('jpeg', { transparent: true }), 'transparent', 'PNG only'],
  ['generate a PNG with quality', gen('png', { quality: 50 }), 'quality', 'JPEG and WebP only'],
  ['generate a WebP with quality 5', gen('webp', { quality: 5 }), 'quality', 'between 10 and 100'],
  ['generate a PDF with zoom 3', gen('pdf', { zoom: 3 }), 'zoom', 'between 0.1 and 2'],
  [
    'generate with a misspelt option',
    gen('pdf', { landscap: true }),
    'landscap',
    'did you mean "landscape"?',
  ],
  ['generate html with an option', gen('html', { sandbox: true }), 'sandbox', 'does not apply to html'],
  [
    'generate html with a processor version',
    gen('html', {}, { processorVersion: '142' }),
    'processorVersion',
    'does not apply to html',
  ],
  [
    'generate with a wrong processor version',
    gen('pdf', {}, { processorVersion: '99' }),
    'processorVersion',
    '116, 142',
  ],
  ['generate with parameters that are not an object', gen('pdf', 'data'), '', 'must be an object'],
];

describe('refusals, before anything is sent', () => {
  it.each(refusals)('%s', async (_what, call, field, words) => {
    const { client } = makeClient();
    const scope = nock(BASE).post(/.*/).reply(200, {}).put(/.*/).reply(200, {});
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect((error as ValidationError).message).toContain(words);
    expect(scope.pendingMocks()).toHaveLength(2);
    nock.cleanAll();
  });

  it('lists every problem of a generation at once', async () => {
    const { client } = makeClient();
    const error = (await client.templates
      .generate('t', 'pdf', { data: [] as never, source: 'x', zoom: 9 } as never)
      .catch((e: unknown) => e)) as ValidationError;
    expect(error.issues.map((issue) => issue.path)).toEqual(['data', 'source', 'zoom']);
  });

  it('names every colliding variable, beside the options’ own problems', async () => {
    const { client } = makeClient();
    const error = (await client.templates
      .generate('t', 'pdf', { data: { margin: 1, n: 2, landscape: true }, zoom: 9 })
      .catch((e: unknown) => e)) as ValidationError;
    expect(error.issues.map((issue) => issue.path)).toEqual(['data.margin', 'data.landscape', 'zoom']);
  });
});
