// Documents from data: the Action's run() over JSON data files against the local server (a stored template,
// or a template file of the repository stored first), with @actions/core, @actions/github and
// @actions/artifact replaced by the fixtures. The PDFs are checked by their text, whichever renderer drew them.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { startLocalServer, SANDBOX_KEY, type LocalServer, type Scenario } from 'doc-convert-server';
import { readJpeg } from '@doc-convert/testing/image';
import { pageTexts } from '@doc-convert/testing/pdf';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import {
  createWorkspace,
  DOCUMENTS,
  INVOICE_TEMPLATE,
  type Files,
  type Workspace,
} from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const STORED: Scenario = { templates: [{ slug: 'invoice', name: 'Invoice', html: INVOICE_TEMPLATE }] };
const OUTPUTS = ['doc-convert/data/acme.pdf', 'doc-convert/data/globex.pdf'];

let server: LocalServer;
let ws: Workspace;

async function start(scenario: Scenario = STORED, files: Files = DOCUMENTS): Promise<void> {
  server = await startLocalServer({ renderer: 'text', ...scenario });
  ws = createWorkspace(files);
  process.env.GITHUB_WORKSPACE = ws.root;
}

async function runAction(inputs: Record<string, string>): Promise<void> {
  core.reset({ 'api-key': SANDBOX_KEY, 'base-url': server.url, ...inputs });
  await run();
}

const requests = () => server.state.requests.map((r) => `${r.method} ${r.path}`);
const generated = () => server.state.requests.filter((r) => /^\/v3\/templates\/.+\.\w+$/.test(r.path));
const failures = () => core.messages('setFailed');
const annotations = () => core.calls.filter((c) => c.kind === 'error');
const text = async (file: string) => (await pageTexts(ws.path(file))).join('\n');
const json = (file: string): unknown => JSON.parse(readFileSync(ws.path(file), 'utf8'));

beforeEach(() => {
  github.reset();
  artifact.uploads.length = 0;
  process.env.GITHUB_STEP_SUMMARY = '/dev/null';
});
afterEach(async () => {
  await server?.close();
  ws?.remove();
});

describe('documents from a stored template', () => {
  beforeEach(() => start());

  it('generates one PDF per data file, at the data file’s path, with its data filled in', async () => {
    await runAction({ template: 'invoice', data: 'data/*.json' });
    expect(failures()).toEqual([]);
    expect(core.outputs).toEqual({
      files: JSON.stringify(OUTPUTS),
      count: '2',
      'credits-used': '2',
      'credits-remaining': '2378',
      'artifact-url': '',
      cached: '0',
      'refused-assets': '{}',
      merged: '',
      'release-url': '',
    });
    // Each data file's object went as the body, flat, as the service reads it, and nothing was stored: the
    // template is the account's.
    expect(requests().filter((r) => !r.endsWith('/credits/usage'))).toEqual([
      'POST /v3/templates/invoice.pdf',
      'POST /v3/templates/invoice.pdf',
    ]);
    expect(generated().map((r) => r.body)).toEqual([json('data/acme.json'), json('data/globex.json')]);
    const acme = await text('doc-convert/data/acme.pdf');
    for (const line of [
      'Invoice A-1001',
      'Bill to ACME Corp',
      'Anvil x 2',
      'Rocket skates x 1',
      'Paid in full',
    ])
      expect(acme).toContain(line);
    const globex = await text('doc-convert/data/globex.pdf');
    expect(globex).toContain('Invoice G-2002');
    expect(globex).toContain('Hammock x 3');
    expect(globex).not.toContain('Paid in full');
    expect(globex).not.toContain('Anvil');
  });

  it('has one summary row per data file and says the documents came from the template', async () => {
    process.env.GITHUB_STEP_SUMMARY = ws.path('summary.md');
    await runAction({ template: 'invoice', data: 'data/*.json' });
    const html = core.summaries[0];
    expect(html).toContain(
      '<strong>2 of 2 documents generated as PDF from template invoice</strong> · 2 credits used</p>',
    );
    const size = readFileSync(ws.path('doc-convert/data/acme.pdf')).length;
    expect(html).toMatch(
      new RegExp(
        '<tr><td><code>data/acme.json</code></td><td><code>doc-convert/data/acme.pdf</code></td>' +
          `<td>${(size / 1000).toFixed(1)} kB</td><td>1</td><td>1</td><td>\\d+ ms</td><td>✅ generated</td></tr>`,
      ),
    );
    expect(html).toContain(
      '<td><code>data/globex.json</code></td><td><code>doc-convert/data/globex.pdf</code>',
    );
    expect(html).toContain('<tr><td>Remaining</td><td>2380</td><td>2378</td></tr>');
  });

  it('sends the options of the type beside the variables, and writes images with their extension', async () => {
    await runAction({
      template: 'invoice',
      data: 'data/acme.json',
      type: 'jpeg',
      options: '{"quality": 70}',
      sandbox: 'true',
      'output-dir': 'images',
    });
    expect(core.outputs.files).toBe(JSON.stringify(['images/data/acme.jpeg']));
    expect(readJpeg(readFileSync(ws.path('images/data/acme.jpeg'))).width).toBeGreaterThan(0);
    expect(generated().map((r) => [r.path, r.body])).toEqual([
      ['/v3/templates/invoice.jpeg', { ...(json('data/acme.json') as object), quality: 70, sandbox: true }],
    ]);
    expect(core.outputs['credits-used']).toBe('0');
  });

  it('annotates each data file whose document failed (an unknown template)', async () => {
    await runAction({ template: 'no-such-template', data: 'data/*.json' });
    expect(failures()).toEqual(['2 of 2 documents failed (fail-on-error is true).']);
    expect(annotations()).toEqual(
      ['data/acme.json', 'data/globex.json'].map((file) => ({
        kind: 'error',
        message: '404 Not Found: Template not found.',
        properties: { title: 'Doc Convert: document failed', file },
      })),
    );
    expect(core.outputs.count).toBe('0');
    expect(existsSync(ws.path('doc-convert/data/acme.pdf'))).toBe(false);
  });

  it('fails when no data file matches, or only warns with fail-on-error false', async () => {
    await runAction({ template: 'invoice', data: 'nowhere/*.json' });
    expect(failures()).toEqual(['No file matches the data patterns (nowhere/*.json).']);
    await runAction({ template: 'invoice', data: 'nowhere/*.json', 'fail-on-error': 'false' });
    expect(failures()).toEqual([]);
    expect(generated()).toEqual([]);
  });
});

describe('documents from a template file', () => {
  it('creates the template under the file’s name on the first run, updates it on the next', async () => {
    await start({ templates: [] });
    await runAction({ 'template-file': 'templates/invoice.html', data: 'data/*.json' });
    expect(failures()).toEqual([]);
    // The slug is unknown: the update is answered 404, and the template is created.
    expect(requests().filter((r) => !r.endsWith('/credits/usage'))).toEqual([
      'PUT /v3/templates/invoice',
      'POST /v3/templates',
      'POST /v3/templates/invoice.pdf',
      'POST /v3/templates/invoice.pdf',
    ]);
    const [create] = server.state.requests.filter((r) => r.path === '/v3/templates');
    const { slug, name, content } = create.body as { slug: string; name: string; content: string };
    expect([slug, name]).toEqual(['invoice', 'templates/invoice.html']);
    // Local assets inlined as for HTML sources; the template's own expressions left to the service.
    expect(content).toContain('<style>h1 { letter-spacing: 1px }');
    expect(content).toContain('<img src="data:image/png;base64,');
    expect(content).toContain('<img src="{{logoUrl}}" alt="customer">');
    expect(content).toContain('{{#each items}}');
    expect(core.messages('info')).toContain(
      'Created the stored template invoice from templates/invoice.html.',
    );
    expect(await text('doc-convert/data/acme.pdf')).toContain('Invoice A-1001');

    writeFileSync(ws.path('templates/invoice.html'), '<h1>Credit note {{number}}</h1>');
    await runAction({ 'template-file': 'templates/invoice.html', data: 'data/*.json' });
    expect(
      requests()
        .filter((r) => !r.endsWith('/credits/usage'))
        .slice(4),
    ).toEqual([
      'PUT /v3/templates/invoice',
      'POST /v3/templates/invoice.pdf',
      'POST /v3/templates/invoice.pdf',
    ]);
    expect(server.state.templates.get('invoice')?.html).toBe('<h1>Credit note {{number}}</h1>');
    expect(await text('doc-convert/data/globex.pdf')).toContain('Credit note G-2002');
  });

  it('stores the template under template-slug, as written with inline-assets false', async () => {
    await start({ templates: [] });
    await runAction({
      'template-file': 'templates/invoice.html',
      'template-slug': 'acme_invoice-2',
      'inline-assets': 'false',
      data: 'data/acme.json',
    });
    expect(server.state.templates.get('acme_invoice-2')?.html).toBe(
      readFileSync(ws.path('templates/invoice.html'), 'utf8'),
    );
    expect(generated().map((r) => r.path)).toEqual(['/v3/templates/acme_invoice-2.pdf']);
  });

  it('generates nothing when the template cannot be stored, and annotates the template file', async () => {
    await start();
    server.faults.add({
      route: 'PUT /templates/invoice',
      kind: 'status',
      status: 400,
      message: 'Bad template.',
    });
    await runAction({ 'template-file': 'templates/invoice.html', data: 'data/*.json' });
    const message =
      'The template file templates/invoice.html could not be stored as invoice: 400 Bad Request: Bad template.';
    expect(failures()).toEqual([message]);
    expect(annotations()).toEqual([
      {
        kind: 'error',
        message,
        properties: { title: 'Doc Convert: template not stored', file: 'templates/invoice.html' },
      },
    ]);
    expect(generated()).toEqual([]);
    expect(core.outputs).toMatchObject({ files: '[]', count: '0', 'credits-used': '0' });
    const told = JSON.stringify([
      core.calls.filter((c) => c.kind !== 'setSecret'),
      core.outputs,
      core.summaries,
    ]);
    expect(told).not.toContain(SANDBOX_KEY);
  });

  it('leaves the stored template untouched when the credits cannot cover the documents', async () => {
    await start({ credits: { total: 100, used: 99 } });
    await runAction({ 'template-file': 'templates/invoice.html', data: 'data/*.json' });
    expect(failures()).toEqual([
      '1 credit remaining, fewer than the 2 documents to generate (one credit each at least).',
    ]);
    expect(requests()).toEqual(['GET /v3/credits/usage']);
    expect(server.state.templates.get('invoice')?.html).not.toContain('Bill to');
  });
});

describe('data files that cannot fill the template', () => {
  const BROKEN: Files = {
    ...DOCUMENTS,
    'data/broken.json': '{\n  "number": "B-1",\n  "customer": "Initech"\n  "items": []\n}\n',
    'data/list.json': '[{"number": "L-1"}]',
  };

  it('generates nothing with fail-on-error true, and annotates each on its file, at the syntax error', async () => {
    await start(STORED, BROKEN);
    process.env.GITHUB_STEP_SUMMARY = ws.path('summary.md');
    await runAction({ 'template-file': 'templates/invoice.html', data: 'data/*.json' });
    const refusal =
      '2 of 4 data files cannot fill the template (not a JSON object, or a key named like an option), and fail-on-error is true.';
    expect(failures()).toEqual([refusal]);
    expect(annotations()).toEqual([
      {
        kind: 'error',
        message:
          "Not valid JSON: Expected ',' or '}' after property value in JSON at position 47 (line 4 column 3)",
        properties: {
          title: 'Doc Convert: document failed',
          file: 'data/broken.json',
          startLine: 4,
          startColumn: 3,
        },
      },
      {
        kind: 'error',
        message: `The data must be a JSON object of the template's variables, e.g. {"name": "Ada"}; got an array.`,
        properties: { title: 'Doc Convert: document failed', file: 'data/list.json' },
      },
    ]);
    // Not a credit spent, and the template not stored either.
    expect(requests()).toEqual(['GET /v3/credits/usage']);
    expect(core.outputs).toMatchObject({ files: '[]', count: '0', 'credits-remaining': '2380' });
    expect(core.summaries[0]).toContain(`<strong>Nothing generated: ${refusal}</strong>`);
    expect(core.summaries[0]).toContain('<td><code>data/list.json</code></td><td>—</td>');
    expect(existsSync(ws.path('doc-convert'))).toBe(false);
  });

  it('generates the others with fail-on-error false, listing the refused ones in path order', async () => {
    await start(STORED, BROKEN);
    process.env.GITHUB_STEP_SUMMARY = ws.path('summary.md');
    await runAction({ template: 'invoice', data: 'data/*.json', 'fail-on-error': 'false' });
    expect(failures()).toEqual([]);
    expect(annotations().map((a) => a.properties?.file)).toEqual(['data/broken.json', 'data/list.json']);
    expect(generated()).toHaveLength(2);
    expect(core.outputs.files).toBe(JSON.stringify(OUTPUTS));
    const rows = [...core.summaries[0].matchAll(/<tr><td><code>(data\/[\w.]+)<\/code>/g)].map((m) => m[1]);
    expect(rows).toEqual(['data/acme.json', 'data/broken.json', 'data/globex.json', 'data/list.json']);
    expect(core.summaries[0]).toContain(
      '<strong>2 of 4 documents generated as PDF from template invoice</strong>',
    );
  });
});

describe('a data file with a key the service would read as an option', () => {
  // A `format` column is common in exported data; for a PDF the service would take it for the page format.
  const CLASHING: Files = {
    ...DOCUMENTS,
    'data/clash.json': JSON.stringify({ number: 'C-1', format: 'Letter', landscape: 'yes', items: [] }),
  };

  it('is annotated on the file and refused before any credit is spent', async () => {
    await start(STORED, CLASHING);
    await runAction({ template: 'invoice', data: 'data/*.json' });
    expect(failures()).toEqual([
      '1 of 3 data files cannot fill the template (not a JSON object, or a key named like an option), and fail-on-error is true.',
    ]);
    const option = (key: string) =>
      `"${key}" is the name of a PDF option: the service reads the variables and the options from one object, so it would take this variable for the option. Rename the variable, or nest it: data: { invoice: { ${key}: … } } and {{invoice.${key}}} in the template`;
    expect(annotations()).toEqual([
      {
        kind: 'error',
        message: `Not sent: the key ${option('format')}; the key ${option('landscape')}.`,
        properties: { title: 'Doc Convert: document failed', file: 'data/clash.json' },
      },
    ]);
    expect(requests()).toEqual(['GET /v3/credits/usage']);
  });

  it('is no clash for a type without that option: landscape is a variable of a PNG', async () => {
    await start(STORED, {
      ...DOCUMENTS,
      'data/acme.json': JSON.stringify({ number: 'P-1', landscape: 'yes', items: [] }),
    });
    await runAction({ template: 'invoice', data: 'data/acme.json', type: 'png', sandbox: 'true' });
    expect(failures()).toEqual([]);
    expect(generated().map((r) => r.body)).toEqual([
      { number: 'P-1', landscape: 'yes', items: [], sandbox: true },
    ]);
  });
});

describe('artifact and pull request comment', () => {
  it('upload the documents and tell them in the comment as for conversions', async () => {
    await start();
    await runAction({
      template: 'invoice',
      data: 'data/*.json',
      'artifact-name': 'invoices',
      'comment-on-pr': 'true',
      'github-token': 'ghs_token',
    });
    expect(artifact.uploads).toEqual([
      { name: 'invoices', files: OUTPUTS.map((f) => ws.path(f)), rootDirectory: ws.path('doc-convert') },
    ]);
    const [comment] = github.state.comments;
    expect(comment.body).toContain('**2 of 2 documents generated as PDF from template invoice**');
    expect(comment.body).toContain('| `data/acme.json` | `doc-convert/data/acme.pdf` |');
  });
});
