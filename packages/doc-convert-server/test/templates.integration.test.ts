// The template routes (src/routes/templates.ts) over real sockets: the scenario's templates listed (the
// pagination envelope), read as raw HTML and deleted, a slug that cannot reach anything else; templates
// created, updated and deleted; and generated from the flat body the service reads (variables beside options;
// Handlebars filled in and escaped, then rendered like any conversion, credits and answer forms included).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readJpeg, readWebp } from '@doc-convert/testing/image';
import { pageTexts } from '@doc-convert/testing/pdf';
import { readPng } from '@doc-convert/testing/png';
import { request } from '@doc-convert/testing/conversion';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
});
afterAll(async () => {
  await server.close();
});

/** `method path` on the shared server, as `key`. */
const call = (method: string, path: string, body?: unknown, key = SANDBOX_KEY) =>
  request(server, method, path, body, { 'X-API-Key': key });

describe('templates: list, read, delete', () => {
  it('GET /templates answers the envelope of {slug, created, name}', async () => {
    const res = await call('GET', '/templates?limit=2');
    expect(res.json.templates).toMatchObject({ has_more: true, limit: 2, page: 0, total: 3 });
    expect(res.json.templates.data[0]).toEqual({
      slug: 'invoice',
      created: expect.any(Number),
      name: 'Invoice',
    });
  });

  it('GET /templates with a bad limit answers 400 in the Errors form', async () => {
    const res = await call('GET', '/templates?limit=abc');
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty('limit');
  });

  it('GET /templates/{slug}.html answers the raw HTML', async () => {
    const res = await call('GET', '/templates/receipt.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.bytes.toString()).toContain('<h1>Receipt</h1>');
  });

  it('a slug with an encoded slash or dots names nothing', async () => {
    for (const slug of ['..%2Faccount', '%2E%2E', 'receipt%2F..']) {
      const res = await call('GET', `/templates/${slug}.html`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, error: 'Template not found.', code: 404 });
    }
  });

  it('DELETE /templates/{slug} deletes, then answers 404', async () => {
    const first = await call('DELETE', '/templates/invoice');
    expect(first.json).toEqual({ success: true });
    const again = await call('DELETE', '/templates/invoice');
    expect(again.status).toBe(404);
    expect((await call('GET', '/templates/invoice.html')).status).toBe(404);
    expect(server.state.templates.has('invoice')).toBe(false);
  });
});

describe('templates: create, update, list, delete', () => {
  const content = '<h1>{{title}}</h1>';

  it('POST /templates creates a template, listed and readable afterwards', async () => {
    const res = await call('POST', '/templates', { slug: 'note-1', name: 'Note', content });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      template: { slug: 'note-1', name: 'Note', created: expect.any(Number) },
    });
    const list = await call('GET', '/templates?limit=100');
    expect(list.json.templates.data).toContainEqual(res.json.template);
    expect((await call('GET', '/templates/note-1.html')).bytes.toString()).toBe(content);
  });

  it('refuses a taken slug, a slug with a dot, and a body without content, in the Errors form', async () => {
    await call('POST', '/templates', { slug: 'taken', name: 'T', content });
    const taken = await call('POST', '/templates', { slug: 'taken', name: 'T2', content });
    expect(taken.status).toBe(400);
    expect(taken.json.errors.slug[0]).toContain('already exists');
    const dotted = await call('POST', '/templates', { slug: 'a.pdf', name: 'A', content });
    expect(dotted.json.errors.slug[0]).toContain('letters, digits');
    const empty = await call('POST', '/templates', { slug: 'b', name: 'B' });
    expect(empty.json).toEqual({ success: false, errors: { content: ['is required'] }, code: 400 });
    const notJson = await call('POST', '/templates', 'slug=b');
    expect(notJson.json.errors.body[0]).toContain('JSON object {slug, name, content}');
  });

  it('PUT /templates/{slug} replaces the content and the name, keeps slug and created', async () => {
    const created = await call('POST', '/templates', { slug: 'upd', name: 'Before', content: '<p>v1</p>' });
    const res = await call('PUT', '/templates/upd', { name: 'After', content: '<p>v2</p>' });
    expect(res.json.template).toEqual({ ...created.json.template, name: 'After' });
    expect((await call('GET', '/templates/upd.html')).bytes.toString()).toBe('<p>v2</p>');
    const contentOnly = await call('PUT', '/templates/upd', { content: '<p>v3</p>' });
    expect(contentOnly.json.template.name).toBe('After');
    const noContent = await call('PUT', '/templates/upd', { name: 'x' });
    expect(noContent.json.errors.content).toEqual(['is required']);
  });

  it('answers 404 in the Error form for updating, generating or deleting an unknown template', async () => {
    for (const [method, path, body] of [
      ['PUT', '/templates/ghost', { content: 'x' }],
      ['POST', '/templates/ghost.pdf', {}],
      ['DELETE', '/templates/ghost', undefined],
    ] as const) {
      const res = await call(method, path, body);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, error: 'Template not found.', code: 404 });
    }
  });

  it('refuses a body that is not JSON on every route that reads one, saying what it must be', async () => {
    await call('POST', '/templates', { slug: 'json-only', name: 'J', content });
    const refusal = (expected: string) => ({
      success: false,
      errors: { body: [`must be a JSON object ${expected} (Content-Type: application/json)`] },
      code: 400,
    });
    for (const [method, path, expected] of [
      ['POST', '/convert/pdf', 'of conversion options'],
      ['POST', '/templates', '{slug, name, content}'],
      ['PUT', '/templates/json-only', '{name?, content}'],
      ['POST', '/templates/json-only.pdf', 'of conversion options'],
    ] as const) {
      const res = await call(method, path, 'not json');
      expect([path, res.status, res.json]).toEqual([path, 400, refusal(expected)]);
    }
  });

  it('answers 401 without a key', async () => {
    const res = await call('POST', '/templates', { slug: 'k', name: 'K', content }, '');
    expect(res.status).toBe(401);
  });
});

describe('templates: generate', () => {
  const INVOICE =
    '<title>Invoice {{number}}</title><h1>Invoice {{number}} for {{customer.name}}</h1>' +
    '<ul>{{#each items}}<li>{{name}}: {{price}}</li>{{/each}}</ul>' +
    '{{#if paid}}<p>Paid, thank you.</p>{{else}}<p>Due in 30 days.</p>{{/if}}';
  const data = {
    number: 'INV-7',
    customer: { name: 'Ada <Lovelace> & Co' },
    items: [
      { name: 'Analytical engine', price: '£1,200' },
      { name: 'Punched cards', price: '£30' },
      { name: 'Brass gears', price: '£85' },
    ],
    paid: false,
  };

  beforeAll(async () => {
    await call('POST', '/templates', { slug: 'invoice-live', name: 'Invoice', content: INVOICE });
  });

  it('html: fills variables, #each and #if, HTML-escaped, as text/html without credits', async () => {
    const used = server.state.credits.used;
    const res = await call('POST', '/templates/invoice-live.html', data);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.bytes.toString()).toBe(
      '<title>Invoice INV-7</title><h1>Invoice INV-7 for Ada &lt;Lovelace&gt; &amp; Co</h1>' +
        '<ul><li>Analytical engine: £1,200</li><li>Punched cards: £30</li><li>Brass gears: £85</li></ul>' +
        '<p>Due in 30 days.</p>',
    );
    expect(server.state.credits.used).toBe(used);
  });

  it('pdf: renders the filled template, every item in the text, and charges a credit', async () => {
    const used = server.state.credits.used;
    const res = await call('POST', '/templates/invoice-live.pdf', { ...data, format: 'A5' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = (await pageTexts(res.bytes)).join('\n');
    for (const item of data.items) expect(text).toContain(`${item.name}: ${item.price}`);
    expect(text).toContain('Ada <Lovelace> & Co');
    expect(server.state.credits.used).toBe(used + 1);
  });

  it.each([
    ['png', { viewport: '200x150' }, (b: Buffer) => readPng(b)],
    ['jpeg', { viewport: '200x150', quality: 60 }, (b: Buffer) => readJpeg(b)],
    ['webp', { viewport: '200x150' }, (b: Buffer) => readWebp(b)],
  ] as const)('%s: renders the filled template as that image', async (ext, options, read) => {
    const res = await call('POST', `/templates/invoice-live.${ext}`, { ...data, ...options, sandbox: true });
    expect(res.headers.get('content-type')).toBe(`image/${ext}`);
    await expect(Promise.resolve(read(res.bytes))).resolves.toMatchObject({ width: 200, height: 150 });
  });

  it('answers the stored JSON with filename, and 202 queued with a webhook', async () => {
    const stored = await call('POST', '/templates/invoice-live.pdf', {
      ...data,
      filename: 'invoice-inv-7',
      sandbox: true,
    });
    expect(stored.json).toMatchObject({ success: true, pdf_pages: 1 });
    expect(stored.json.url).toMatch(/\/invoice-inv-7\.pdf$/);
    const queued = await call('POST', '/templates/invoice-live.pdf', {
      ...data,
      sandbox: true,
      webhook: 'http://127.0.0.1:9/nowhere',
    });
    expect(queued.status).toBe(202);
    expect(queued.json).toEqual({ success: true, queued: true });
    const delivery = await server.state.waitForWebhook(queued.headers.get('x-request-id')!);
    expect(delivery.body).toMatchObject({ success: true });
  });

  it('reads the flat body as the service does: a key not an option of the format is a variable', async () => {
    await call('POST', '/templates', {
      slug: 'flat',
      name: 'Flat',
      content: '<p>[{{number}}][{{quality}}][{{data.number}}][{{landscape}}]</p>',
    });
    // quality is a JPEG option, not a PDF one: for a PDF it is a variable; `data` is a variable like any other.
    const pdf = await call('POST', '/templates/flat.pdf', {
      number: 'INV-9',
      quality: 'high',
      data: { number: 'nested' },
      landscape: true,
      sandbox: true,
    });
    expect(pdf.status).toBe(200);
    const [page] = await pageTexts(pdf.bytes);
    expect(page).toContain('[INV-9][high][nested][]');
    // html takes no options: every key is a variable, option names included.
    const html = await call('POST', '/templates/flat.html', { number: 1, quality: 2, landscape: 'yes' });
    expect(html.bytes.toString()).toBe('<p>[1][2][][yes]</p>');
  });

  it.each([
    ['an unknown extension', 'invoice-live.gif', data, 'ext', 'must be one of html, pdf, png, jpeg or webp'],
    ['a body that is not an object', 'invoice-live.pdf', [data], 'body', 'must be an object'],
    ['a source', 'invoice-live.pdf', { ...data, source: '<p>x</p>' }, 'source', 'stored template'],
    ['an invalid option', 'invoice-live.pdf', { ...data, format: 'A99' }, 'format', 'A4'],
    [
      'an invalid nested option',
      'invoice-live.pdf',
      { ...data, margin: { top: -1 } },
      'margin.top',
      'must not be negative',
    ],
  ])('refuses %s with 400 naming the field', async (_what, path, body, field, words) => {
    const res = await call('POST', `/templates/${path}`, body);
    expect(res.status).toBe(400);
    expect(res.json.errors[field][0]).toContain(words);
  });

  it('answers 400 naming content when the stored template is not valid Handlebars', async () => {
    await call('POST', '/templates', { slug: 'broken', name: 'Broken', content: '<p>{{#each items}}</p>' });
    const res = await call('POST', '/templates/broken.html', {});
    expect(res.status).toBe(400);
    expect(res.json.errors.content[0]).toContain('not valid Handlebars');
  });

  it('does not reach prototype properties from a template', async () => {
    await call('POST', '/templates', {
      slug: 'proto',
      name: 'P',
      content: '[{{constructor.name}}][{{__proto__}}]',
    });
    const res = await call('POST', '/templates/proto.html', {});
    expect(res.bytes.toString()).toBe('[][]');
  });
});
