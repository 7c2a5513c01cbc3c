// Templates through the library against the local server over real sockets: a template with a list of items
// generated as a PDF (every item in its text), as HTML (filled and escaped) and as a stored JPEG, then updated
// and deleted, with the refusals made before anything is sent.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocConvert, NotFoundError, ValidationError } from '../src/index';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { readJpeg } from '@doc-convert/testing/image';
import { pageTexts } from '@doc-convert/testing/pdf';

let server: LocalServer;
let client: DocConvert;
let dir: string;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
  client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: server.url });
  dir = await mkdtemp(join(tmpdir(), 'doc-convert-templates-'));
});
afterAll(async () => {
  await client.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const ORDER = `<!doctype html><title>Order {{order}}</title>
<h1>Order {{order}} for {{customer}}</h1>
<table>{{#each items}}<tr><td>{{qty}} x {{name}}</td></tr>{{/each}}</table>
{{#if note}}<p>Note: {{note}}</p>{{/if}}`;

const items = [
  { qty: 2, name: 'Earl Grey tea' },
  { qty: 12, name: 'Lemon scones' },
  { qty: 1, name: 'Clotted cream' },
  { qty: 3, name: 'Strawberry jam' },
];
describe('a document from a template and data', () => {
  beforeAll(async () => {
    const created = await client.templates.create({ slug: 'order', name: 'Order', content: ORDER });
    expect(created).toMatchObject({ slug: 'order', name: 'Order' });
  });

  it('generates a PDF with every item of the list in its text, written with toFile()', async () => {
    const data = { order: 'A-1001', customer: 'Mrs Hudson', items, note: 'Leave at 221B' };
    const result = await client.templates.generate('order', 'pdf', { data, format: 'A5', sandbox: true });
    if (result.kind !== 'file') throw new Error(`expected a file, got ${result.kind}`);
    expect(result.contentType).toBe('application/pdf');
    expect(result.metadata.creditsUsed).toBe(0);
    const target = join(dir, 'order-A-1001.pdf');
    await result.toFile(target);
    const text = (await pageTexts(await readFile(target))).join('\n');
    expect(text).toContain('Order A-1001 for Mrs Hudson');
    for (const item of items) expect(text).toContain(`${item.qty} x ${item.name}`);
    expect(text).toContain('Note: Leave at 221B');
  });

  it('generates the filled HTML as a string, values escaped, #if leaving out what is unset', async () => {
    const html = await client.templates.generate('order', 'html', {
      data: { order: '<A&B>', customer: '"Watson"', items: items.slice(0, 1) },
    });
    expect(html).toBe(`<!doctype html><title>Order &lt;A&amp;B&gt;</title>
<h1>Order &lt;A&amp;B&gt; for &quot;Watson&quot;</h1>
<table><tr><td>2 x Earl Grey tea</td></tr></table>
`);
  });

  it('generates a JPEG stored at a URL when a filename is given', async () => {
    const result = await client.templates.generate('order', 'jpeg', {
      data: { order: 'A-1002', customer: 'Mr Holmes', items },
      filename: 'order-a-1002',
      viewport: '400x300',
      quality: 90,
    });
    if (result.kind !== 'stored') throw new Error(`expected the stored JSON, got ${result.kind}`);
    expect(result.result.url).toMatch(/\/order-a-1002\.jpeg$/);
    const download = await fetch(result.result.url);
    expect(readJpeg(Buffer.from(await download.arrayBuffer()))).toMatchObject({ width: 400, height: 300 });
  });

  it('updates the template, and the next generation uses the new content', async () => {
    const before = await client.templates.iterate({ limit: 2 });
    const listed = [];
    for await (const template of before) listed.push(template.slug);
    expect(listed).toContain('order');
    await client.templates.update('order', { name: 'Order v2', content: '<p>v2 {{order}}</p>' });
    await expect(client.templates.getHtml('order')).resolves.toBe('<p>v2 {{order}}</p>');
    await expect(client.templates.generate('order', 'html', { data: { order: 7 } })).resolves.toBe(
      '<p>v2 7</p>',
    );
  });

  it('refuses locally what the server would refuse, and sends nothing', async () => {
    const count = server.state.requests.length;
    await expect(
      client.templates.generate('order', 'jpeg', { transparent: true } as never),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      client.templates.create({ slug: 'bad slug', name: 'x', content: 'x' }),
    ).rejects.toMatchObject({
      field: 'slug',
    });
    expect(server.state.requests.length).toBe(count);
  });

  it('answers NotFoundError once the template is deleted', async () => {
    await client.templates.create({ slug: 'short-lived', name: 'Gone soon', content: '<p>{{x}}</p>' });
    await client.templates.delete('short-lived');
    await expect(client.templates.generate('short-lived', 'pdf')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.templates.update('short-lived', { content: 'x' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
