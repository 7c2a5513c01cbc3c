// The local server's live-surface endpoints over real sockets: JPEG and WebP files (decoded with npm
// decoders), GET /logs (filters, cursor, before, limits), and templates created, updated, listed, deleted
// and generated from the flat body the service reads (variables beside options; Handlebars filled in and
// escaped, then rendered like any conversion).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readJpeg, readWebp } from '@doc-convert/testing/image';
import { pageTexts } from '@doc-convert/testing/pdf';
import { readPng } from '@doc-convert/testing/png';
import { request } from '@doc-convert/testing/conversion';
import { MASTER_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../src/index';

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

describe('POST /convert/jpeg and /convert/webp', () => {
  it('answers a real JPEG of the viewport times dpi, with the conversion headers', async () => {
    const res = await call('POST', '/convert/jpeg', {
      source: '<p>Hello JPEG</p>',
      viewport: '320x240',
      dpi: 2,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-credits-cost')).toBe('1');
    const image = readJpeg(res.bytes);
    expect([image.width, image.height]).toEqual([640, 480]);
    // The title bar is drawn in colour, the page below it white.
    const pixel = (x: number, y: number) => [
      ...image.data.subarray((y * 640 + x) * 4, (y * 640 + x) * 4 + 3),
    ];
    expect(Math.min(...pixel(300, 470))).toBeGreaterThan(240);
    expect(pixel(10, 10)).not.toEqual(pixel(300, 470));
  });

  it('answers a real WebP (RIFF, VP8, the declared size decodes), the sandbox bar red', async () => {
    const res = await call('POST', '/convert/webp', {
      source: '<p>Hello WebP</p>',
      viewport: '300x200',
      sandbox: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-credits-used')).toBe('0');
    const image = await readWebp(res.bytes);
    expect(image).toMatchObject({ chunk: 'VP8 ', width: 300, height: 200 });
    const [r, g, b] = image.data.subarray((10 * 300 + 10) * 4);
    expect(r).toBeGreaterThan(150);
    expect(Math.max(g, b)).toBeLessThan(90);
  });

  it.each([
    ['jpeg', readJpeg],
    ['webp', readWebp],
  ] as const)('%s: quality 100 is more faithful to the drawing than quality 10', async (format, read) => {
    const options = { source: `<h1>Quality</h1>${'<p>a line of text</p>'.repeat(12)}`, viewport: '400x300' };
    const drawing = readPng((await call('POST', '/convert/png', options)).bytes);
    // Mean difference per colour sample between the decoded image and the lossless PNG of the same drawing.
    const error = async (quality: number) => {
      const image = await read((await call('POST', `/convert/${format}`, { ...options, quality })).bytes);
      let sum = 0;
      for (let i = 0; i < 400 * 300; i++) {
        for (let c = 0; c < 3; c++) sum += Math.abs(image.data[i * 4 + c] - drawing.data[i * 3 + c]);
      }
      return sum / (400 * 300 * 3);
    };
    const [low, high] = [await error(10), await error(100)];
    expect(high).toBeLessThan(low);
    expect(high).toBeLessThan(1);
  });

  it.each([
    ['jpeg', { transparent: true }, 'transparent', 'PNG only'],
    ['webp', { quality: 5 }, 'quality', 'between 10 and 100'],
    ['jpeg', { landscape: true }, 'landscape', 'PDF option'],
    ['webp', { viewport: '20000x100' }, 'viewport', 'at most 16383 pixels a side'],
  ] as const)('%s %j is refused with 400 naming %s', async (format, options, field, words) => {
    const res = await call('POST', `/convert/${format}`, { source: '<p>x</p>', ...options });
    expect(res.status).toBe(400);
    expect(res.json.errors[field][0]).toContain(words);
  });

  it('keeps PNG as it was: a PNG, transparent when asked', async () => {
    const res = await call('POST', '/convert/png', {
      source: '<p>x</p>',
      viewport: '50x40',
      transparent: true,
    });
    expect(readPng(res.bytes)).toMatchObject({ width: 50, height: 40, color: 'RGBA' });
  });

  it('stores a JPEG with filename and serves it at the answered URL', async () => {
    const res = await call('POST', '/convert/jpeg', {
      source: '<p>x</p>',
      viewport: '64x48',
      filename: 'stored-shot',
    });
    expect(res.json.url).toMatch(/\/stored-shot\.jpeg$/);
    const file = await fetch(res.json.url);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(readJpeg(Buffer.from(await file.arrayBuffer()))).toMatchObject({ width: 64, height: 48 });
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

describe('GET /logs', () => {
  let fresh: LocalServer;
  const get = (query: string, key = SANDBOX_KEY) =>
    request(fresh, 'GET', `/logs${query}`, undefined, { 'X-API-Key': key });

  beforeAll(async () => {
    fresh = await startLocalServer({ renderer: 'text', rateLimit: false });
    const send = (key: string, path: string, body?: unknown) =>
      request(fresh, body === undefined ? 'GET' : 'POST', path, body, { 'X-API-Key': key });
    // Nine requests: six successes (four by the sandbox key, two by the master key) and three failures.
    for (let i = 0; i < 4; i++) await send(SANDBOX_KEY, '/credits/usage');
    await send(MASTER_KEY, '/account');
    await send(MASTER_KEY, '/credits/usage');
    await send(SANDBOX_KEY, '/convert/pdf', { source: '' });
    await send(SANDBOX_KEY, '/templates/none.html');
    await send(MASTER_KEY, '/convert/png', { source: '<p>x</p>', dpi: 3 });
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('answers the recent entries newest first, 20 by default, with the envelope', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.json.logs).toMatchObject({ has_more: false, limit: 20, page: 0, total: 9 });
    expect(res.json.logs.data.map((e: { id: number }) => e.id)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(Object.keys(res.json.logs.data[0]).sort()).toEqual(
      [
        'code',
        'credits',
        'duration',
        'error',
        'executed',
        'filesize',
        'id',
        'query',
        'request_id',
        'sandbox',
        'user_agent',
      ].sort(),
    );
  });

  it('filters by status and by key, and pages by cursor while has_more', async () => {
    // Each GET /logs is logged too: cursor=10 looks at the nine requests of the set-up alone.
    const ids = (res: { json: any }) => res.json.logs.data.map((e: { id: number }) => e.id); // eslint-disable-line @typescript-eslint/no-explicit-any
    const errors = await get('?status=error&cursor=10');
    expect(errors.json.logs.data.map((e: { code: number }) => e.code)).toEqual([400, 404, 400]);
    const successes = await get('?status=success&limit=5&cursor=10');
    expect(successes.json.logs.has_more).toBe(true);
    expect(ids(successes)).toEqual([6, 5, 4, 3, 2]);
    const mine = await get(`?key=${SANDBOX_KEY}&status=success&limit=5&cursor=10`);
    expect(ids(mine)).toEqual([4, 3, 2, 1]);
    const masters = await get(`?key=${MASTER_KEY}&cursor=10`);
    expect(ids(masters)).toEqual([9, 6, 5]);
    const page1 = await get('?limit=5&cursor=10');
    expect(ids(page1)).toEqual([9, 8, 7, 6, 5]);
    const page2 = await get('?limit=5&cursor=5');
    expect(page2.json.logs.has_more).toBe(false);
    expect(ids(page2)).toEqual([4, 3, 2, 1]);
  });

  it('filters by before (an ISO date-time)', async () => {
    const all = (await get('')).json.logs.data as Array<{ id: number; executed: number }>;
    const cut = all.find((e) => e.id === 5)!.executed;
    const before = await get(`?before=${encodeURIComponent(new Date(cut).toISOString())}`);
    const ids = before.json.logs.data.map((e: { id: number }) => e.id);
    expect(ids.every((id: number) => all.find((e) => e.id === id)!.executed < cut)).toBe(true);
    expect(ids).not.toContain(5);
    const none = await get(`?before=${encodeURIComponent('2000-01-01T00:00:00Z')}`);
    expect(none.json.logs.data).toEqual([]);
  });

  it.each([
    ['?limit=4', 'limit', 'between 5 and 100'],
    ['?limit=101', 'limit', 'between 5 and 100'],
    ['?limit=ten', 'limit', 'integer'],
    ['?status=failed', 'status', 'error, success or all'],
    ['?cursor=-1', 'cursor', 'at least 1'],
    ['?before=yesterday', 'before', 'ISO date-time'],
    ['?page=2', 'page', 'unknown option'],
  ])('refuses %s with 400 naming the parameter', async (query, field, words) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json.errors[field][0]).toContain(words);
  });

  it('never shows a key filter in the log entries it serves', async () => {
    await get(`?key=${MASTER_KEY}`);
    const res = await get('?limit=100');
    expect(JSON.stringify(res.json)).not.toContain(MASTER_KEY);
    // The newest entry is the key-filtered request just before this one.
    expect(res.json.logs.data[0].query).toEqual({ key: '[redacted]' });
  });
});
