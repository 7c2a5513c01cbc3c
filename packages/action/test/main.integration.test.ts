// The Action's run(), against the local API server, with @actions/core, @actions/github and
// @actions/artifact replaced by the fixtures: one describe per rule of the issue.
import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalServer, SANDBOX_KEY, type LocalServer, type Scenario } from 'doc-convert-server';
import { readJpeg, readWebp } from '@doc-convert/testing/image';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { createOutsideFolder, createWorkspace, type Files, type Workspace } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');
const { COMMENT_MARKER } = await import('../src/report/comment');

const SOURCES = 'reports/**/*.html\nreports/**/*.htm\ndocs/*.html\n!docs/escape.html';
// In the order of SOURCES: pattern by pattern, each one's matches in path order.
const EXPECTED_FILES = [
  'doc-convert/reports/q1.pdf',
  'doc-convert/reports/q2/summary.pdf',
  'doc-convert/docs/index.pdf',
];

let server: LocalServer;
let ws: Workspace;

async function start(scenario: Scenario = {}, files?: Files): Promise<void> {
  server = await startLocalServer({ renderer: 'text', ...scenario });
  ws = createWorkspace(files);
  process.env.GITHUB_WORKSPACE = ws.root;
}

async function runAction(inputs: Record<string, string> = {}): Promise<void> {
  core.reset({ 'api-key': SANDBOX_KEY, 'base-url': server.url, ...inputs });
  await run();
}

const conversions = () => server.state.requests.filter((r) => r.path.startsWith('/v3/convert/'));
const sourcesSent = () => conversions().map((r) => (r.body as { source: string }).source);
const failures = () => core.messages('setFailed');
const annotations = () => core.calls.filter((c) => c.kind === 'error');
const pages = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`pages/p${String(i + 1).padStart(2, '0')}.html`, `<p>${i}</p>`]),
  );

beforeEach(() => {
  github.reset();
  artifact.uploads.length = 0;
  process.env.GITHUB_STEP_SUMMARY = '/dev/null';
  for (const name of ['GITHUB_SERVER_URL', 'GITHUB_REPOSITORY', 'GITHUB_RUN_ID']) delete process.env[name];
});
afterEach(async () => {
  await server?.close();
  ws?.remove();
});
afterAll(() => {
  for (const name of ['GITHUB_WORKSPACE', 'GITHUB_STEP_SUMMARY']) delete process.env[name];
});

describe('inputs', () => {
  beforeEach(() => start());

  it('masks the API key before anything else reaches the runner', async () => {
    await runAction({ sources: SOURCES });
    expect(core.calls[0]).toEqual({ kind: 'setSecret', message: SANDBOX_KEY, properties: undefined });
    expect(failures()).toEqual([]);
  });

  it('checks options with the core schemas before anything is sent', async () => {
    await runAction({ sources: SOURCES, options: '{"zoom": 5, "landscpe": true}' });
    expect(failures()).toHaveLength(1);
    expect(failures()[0]).toMatch(/^Input options: Invalid request: zoom: .*landscpe.*landscape/);
    expect(server.state.requests).toEqual([]);
  });

  it.each([
    ['{"filename": "report-2024"}', 'Input options: filename makes the service store the file'],
    ['{"webhook": "https://example.com/hook"}', 'Input options: webhook makes the conversion asynchronous'],
    ['[1, 2]', 'Input options must be a JSON object'],
    ['{"format": ', 'Input options is not valid JSON'],
  ])('refuses options %s', async (options, message) => {
    await runAction({ sources: SOURCES, options });
    expect(failures()[0]).toContain(message);
    expect(server.state.requests).toEqual([]);
  });

  it.each([
    [{ sources: '../other/*.html' }, 'Input sources: "../other/*.html" must be relative to the workspace'],
    [{ sources: '/etc/*.html' }, 'Input sources: "/etc/*.html" must be relative to the workspace'],
    [{ sources: '*.html', source: '<p>x</p>' }, 'Set either sources (glob patterns) or source'],
    [{ type: 'gif' }, 'Input type must be pdf, png, jpeg or webp (got "gif").'],
    [{ concurrency: '0' }, 'Input concurrency must be a whole number from 1 to 32 (got "0").'],
    [{ sandbox: 'yes' }, 'Input sandbox must be true or false (got "yes").'],
    [{ 'processor-version': '120' }, 'Input processor-version must be 116 or 142 (got "120").'],
  ])('refuses %j', async (inputs, message) => {
    await runAction(inputs);
    expect(failures()).toEqual([expect.stringContaining(message)]);
    expect(server.state.requests).toEqual([]);
  });

  it.each([
    ['png', '{"quality": 80}', 'quality: applies to JPEG and WebP only'],
    ['jpeg', '{"transparent": true}', 'transparent'],
    ['webp', '{"quality": 5}', 'quality'],
    ['pdf', '{"quality": 80}', 'quality'],
  ])('checks options against the schema of type %s: %s is refused', async (type, options, field) => {
    await runAction({ sources: SOURCES, type, options });
    expect(failures()).toEqual([expect.stringMatching(/^Input options: Invalid request: /)]);
    expect(failures()[0]).toContain(field);
    expect(server.state.requests).toEqual([]);
  });

  it.each([
    [
      { template: 'invoice', sources: '*.html', data: 'data/*.json' },
      "Set either sources (glob patterns) or template (a stored template's slug), not both.",
    ],
    [
      { template: 'invoice', source: '<p>x</p>', data: 'data/*.json' },
      "Set either source (one URL or inline HTML) or template (a stored template's slug), not both.",
    ],
    [
      { template: 'invoice', 'template-file': 'templates/invoice.html', data: 'data/*.json' },
      "Set either template (a stored template's slug) or template-file (an HTML template in the repository), not both.",
    ],
    [
      { sources: '*.html', data: 'data/*.json' },
      "Input data needs template (a stored template's slug) or template-file (an HTML template in the repository)",
    ],
    [{ data: 'data/*.json' }, 'Input data needs template'],
    [
      { template: 'invoice' },
      'Input template needs data: glob patterns of JSON files, one document from each.',
    ],
    [{ 'template-file': 'docs/index.html' }, 'Input template-file needs data'],
    [{ template: 'invoice', data: '!data/old.json' }, 'Input data has only exclusions (!pattern)'],
    [
      { template: 'invoice', data: '../data/*.json' },
      'Input data: "../data/*.json" must be relative to the workspace',
    ],
    [
      { template: 'invoice', 'template-slug': 'inv', data: 'data/*.json' },
      'Input template-slug names the stored copy of template-file, so it needs template-file (with template, the slug is template itself).',
    ],
    [
      { sources: '*.html', 'template-slug': 'inv' },
      'Input template-slug names the stored copy of template-file, so it needs template-file.',
    ],
    [
      { 'template-file': '../invoice.html', data: 'data/*.json' },
      'Input template-file: "../invoice.html" must be relative to the workspace and must not contain "..".',
    ],
    [
      { 'template-file': 'templates/missing.html', data: 'data/*.json' },
      'Input template-file: templates/missing.html was not found in the workspace.',
    ],
    [{ 'template-file': 'reports', data: 'data/*.json' }, 'Input template-file: reports is not a file.'],
    [
      { 'template-file': 'docs/index.html', 'template-slug': 'my invoice', data: 'data/*.json' },
      'Input template-slug must be letters, digits, "-" or "_" only, e.g. invoice-2026 (got "my invoice").',
    ],
  ])('refuses the combination %j', async (inputs, message) => {
    await runAction(inputs);
    expect(failures()).toEqual([expect.stringContaining(message)]);
    expect(server.state.requests).toEqual([]);
  });

  it('refuses a template file whose name gives no slug, naming template-slug', async () => {
    await server.close();
    await start({}, { 'templates/ü.html': '<p>{{name}}</p>' });
    await runAction({ 'template-file': 'templates/ü.html', data: 'data/*.json' });
    expect(failures()).toEqual([
      'Input template-file: no slug can be made from the name "ü.html"; set template-slug (it must be letters, digits, "-" or "_" only, e.g. invoice-2026).',
    ]);
    expect(server.state.requests).toEqual([]);
  });

  it('refuses a template file that leads outside the workspace through a symbolic link', async () => {
    const outside = createOutsideFolder();
    try {
      ws.link('templates/linked.html', path.join(outside.root, 'page.html'));
      await runAction({ 'template-file': 'templates/linked.html', data: 'data/*.json' });
      expect(failures()).toEqual([
        'Input template-file: templates/linked.html resolves outside the workspace, so it is not read.',
      ]);
      expect(server.state.requests).toEqual([]);
    } finally {
      outside.remove();
    }
  });

  it('requires the API key', async () => {
    core.reset({ 'base-url': server.url });
    await run();
    expect(failures()).toEqual(['Input required and not supplied: api-key']);
  });
});

describe('credits check (no sources)', () => {
  it('outputs the credits and writes them to the summary, converting nothing', async () => {
    await start({ credits: { total: 2500, used: 120 } });
    await runAction();
    expect(core.outputs).toEqual({
      files: '[]',
      count: '0',
      'credits-used': '0',
      'credits-remaining': '2380',
      'artifact-url': '',
      cached: '0',
      'refused-assets': '{}',
      merged: '',
      'release-url': '',
    });
    expect(server.state.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v3/credits/usage']);
    expect(core.summaries[0]).toContain('<h2>Doc Convert credits</h2>');
    expect(core.summaries[0]).toContain('<tr><td>Remaining</td><td>2380</td></tr>');
    expect(failures()).toEqual([]);
  });

  it('fails below min-credits', async () => {
    await start({ credits: { total: 100, used: 95 } });
    await runAction({ 'min-credits': '10' });
    expect(failures()).toEqual(['5 credits remaining, below min-credits (10).']);
    expect(core.outputs['credits-remaining']).toBe('5');
    expect(core.summaries[0]).toContain('<strong>5 credits remaining, below min-credits (10).</strong>');
  });
});

describe('globs and output mapping', () => {
  beforeEach(() => start());

  it('writes each match to output-dir/<same relative path>, its .html or .htm replaced by .pdf', async () => {
    await runAction({ sources: SOURCES });
    expect(JSON.parse(core.outputs.files)).toEqual(EXPECTED_FILES);
    expect(core.outputs.count).toBe('3');
    for (const file of EXPECTED_FILES) {
      expect(readFileSync(ws.path(file)).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Only the matches were sent: not notes.txt, not the excluded docs/escape.html.
    expect(conversions()).toHaveLength(3);
    expect(readdirSync(ws.path('doc-convert/reports')).sort()).toEqual(['q1.pdf', 'q2']);
  });

  it('writes PNG files with type png, into the output-dir given', async () => {
    await runAction({ sources: 'docs/index.html', type: 'png', 'output-dir': 'build/images' });
    expect(JSON.parse(core.outputs.files)).toEqual(['build/images/docs/index.png']);
    expect(readFileSync(ws.path('build/images/docs/index.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(conversions()[0].path).toBe('/v3/convert/png');
  });

  it('writes JPEG and WebP files with type jpeg and webp, their quality sent', async () => {
    await runAction({ sources: 'docs/index.html', type: 'jpeg', options: '{"quality": 60}' });
    expect(JSON.parse(core.outputs.files)).toEqual(['doc-convert/docs/index.jpeg']);
    expect(readJpeg(readFileSync(ws.path('doc-convert/docs/index.jpeg'))).width).toBeGreaterThan(0);
    await runAction({ sources: 'docs/index.html', type: 'webp', options: '{"quality": 90}' });
    expect(JSON.parse(core.outputs.files)).toEqual(['doc-convert/docs/index.webp']);
    expect((await readWebp(readFileSync(ws.path('doc-convert/docs/index.webp')))).width).toBeGreaterThan(0);
    expect(conversions().map((r) => [r.path, (r.body as { quality: number }).quality])).toEqual([
      ['/v3/convert/jpeg', 60],
      ['/v3/convert/webp', 90],
    ]);
    expect(core.summaries.at(-1)).toContain('<strong>1 of 1 file converted to WEBP</strong>');
  });

  it('names the output of one URL source after the URL, and of inline HTML "document"', async () => {
    await runAction({ source: 'https://example.com/invoices/2024-03.html' });
    expect(JSON.parse(core.outputs.files)).toEqual(['doc-convert/2024-03.pdf']);
    await runAction({ source: '<h1>Hello</h1><img src="reports/img/logo.png">' });
    expect(JSON.parse(core.outputs.files)).toEqual(['doc-convert/document.pdf']);
    // Inline HTML is seen from the workspace root, so its local image is inlined too.
    expect(sourcesSent()[1]).toMatch(/^<h1>Hello<\/h1><img src="data:image\/png;base64,/);
  });

  it('fails when nothing matches, naming the patterns in the log and the summary', async () => {
    const message = 'No file matches the sources patterns (nowhere/*.html, !nowhere/x.html).';
    await runAction({ sources: 'nowhere/*.html\n!nowhere/x.html' });
    expect(failures()).toEqual([message]);
    expect(core.summaries.at(-1)).toContain(`Nothing converted: ${message}`);
    // Nothing to convert, so no "Converting 0 sources … 0 at a time" line either.
    expect(core.messages('info').filter((m) => m.startsWith('Converting'))).toEqual([]);
    await runAction({ sources: 'nowhere/*.html\n!nowhere/x.html', 'fail-on-error': 'false' });
    expect(failures()).toEqual([]);
    expect(core.messages('warning')).toContain(message);
    expect(core.summaries.at(-1)).toContain(message);
    expect(core.outputs.count).toBe('0');
  });
});

describe('confinement', () => {
  let outside: ReturnType<typeof createOutsideFolder>;
  beforeEach(async () => {
    await start();
    outside = createOutsideFolder();
  });
  afterEach(() => outside.remove());

  it('never reads a matched file that leads outside the workspace through a symbolic link', async () => {
    ws.link('docs/linked.html', path.join(outside.root, 'page.html'));
    ws.link('docs/linked-dir', outside.root);
    // `**` does not walk into linked folders; a pattern naming one does.
    await runAction({ sources: 'docs/*.html\ndocs/linked-dir/*.html\n!docs/escape.html' });
    // In the order of the patterns: docs/*.html's match first.
    expect(core.messages('warning')).toEqual([
      'Refused docs/linked.html: it resolves outside the workspace, so it is not read.',
      'Refused docs/linked-dir/page.html: it resolves outside the workspace, so it is not read.',
    ]);
    expect(JSON.parse(core.outputs.files)).toEqual(['doc-convert/docs/index.pdf']);
    expect(sourcesSent().join('')).not.toContain('OUTSIDE-PAGE');
  });

  it('never writes outside output-dir, even through a symbolic link inside it, and spends nothing', async () => {
    ws.link('doc-convert/docs', outside.root);
    await runAction({ sources: 'docs/index.html' });
    expect(failures()).toEqual(['1 of 1 conversion failed (fail-on-error is true).']);
    expect(annotations()[0].message).toBe('docs/index.pdf would be written outside the output folder');
    expect(readdirSync(outside.root).sort()).toEqual(['page.html', 'secret.css']);
    expect(conversions()).toEqual([]);
  });

  it('refuses a ../../etc/passwd reference with a warning and converts the page without it', async () => {
    await runAction({ sources: 'docs/escape.html' });
    expect(core.calls.filter((c) => c.kind === 'warning')).toEqual([
      {
        kind: 'warning',
        message: 'Refused ../../etc/passwd: it resolves outside the workspace, so it is not read.',
        properties: { file: 'docs/escape.html' },
      },
      {
        kind: 'warning',
        message: 'Refused /../../../etc/hostname: it resolves outside the workspace, so it is not read.',
        properties: { file: 'docs/escape.html' },
      },
    ]);
    expect(sourcesSent()[0]).toContain('<img src="../../etc/passwd">');
    expect(core.outputs.count).toBe('1');
  });
});

describe('asset inlining', () => {
  beforeEach(() => start());

  it('sends each page with its local stylesheets, images, fonts and scripts inlined', async () => {
    await runAction({ sources: 'reports/q1.html' });
    const [source] = sourcesSent();
    expect(source).toContain('<style media="print">@import url("data:text/css;base64,');
    expect(source).toContain('url("data:font/woff2;base64,');
    expect(source).toContain('<img src="data:image/png;base64,');
    expect(source).toContain('<script>document.title');
    expect(source).not.toMatch(/"(css|img|js|fonts)\//);
  });

  it('sends the HTML as it is with inline-assets false', async () => {
    await runAction({ sources: 'reports/q1.html', 'inline-assets': 'false' });
    expect(sourcesSent()).toEqual([readFileSync(ws.path('reports/q1.html'), 'utf8')]);
  });
});

describe('links between pages', () => {
  const SITE: Files = {
    'site/index.html':
      '<a href="guide/intro.html#setup">Intro</a> <a href="notes.md">Notes</a> <a href="#top">Top</a>',
    'site/guide/intro.html': '<a href="../index.html">Home</a> <a href="https://example.com/x.html">Out</a>',
    'site/notes.md': '# Notes',
  };
  const REPOSITORY = {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/site',
    GITHUB_SHA: 'abc123',
  };
  beforeEach(() => start({}, SITE));
  afterEach(() => {
    for (const name of Object.keys(REPOSITORY)) delete process.env[name];
  });

  it('points links at the converted files, and other workspace files at the repository on GitHub', async () => {
    Object.assign(process.env, REPOSITORY);
    await runAction({ sources: 'site/**/*.html' });
    // Links to converted PDFs go out marked, relative to the page's output, and are made relative in the
    // PDF (packages/action/test/site.merge-cache-links.chromium.test.ts, with Chromium); the text renderer writes no links, so
    // the files are written as sent.
    expect(sourcesSent().sort()).toEqual([
      '<a href="https://doc-convert.invalid/..%2Findex.pdf">Home</a> <a href="https://example.com/x.html">Out</a>',
      '<a href="https://doc-convert.invalid/guide%2Fintro.pdf#setup">Intro</a> <a href="https://github.com/acme/site/blob/abc123/site/notes.md">Notes</a> <a href="#top">Top</a>',
    ]);
    expect(failures()).toEqual([]);
  });

  it('drops the fragment for images, and leaves other files as they were without the repository', async () => {
    await runAction({ sources: 'site/index.html\nsite/guide/*.html', type: 'png' });
    expect(sourcesSent().find((html) => html.includes('Intro'))).toBe(
      '<a href="guide/intro.png">Intro</a> <a href="notes.md">Notes</a> <a href="#top">Top</a>',
    );
  });

  it('rewrites links with inline-assets false too, and nothing else', async () => {
    await runAction({ sources: 'site/index.html', 'inline-assets': 'false' });
    // Only index.html is converted in this run; the guide is a page of the site all the same, so the link
    // leads where its PDF is written, as in a run that converts both (packages/action/test/site.subset.integration.test.ts).
    expect(sourcesSent()).toEqual([
      '<a href="https://doc-convert.invalid/guide%2Fintro.pdf#setup">Intro</a> <a href="notes.md">Notes</a> <a href="#top">Top</a>',
    ]);
  });
});

describe('credits preflight', () => {
  it('refuses before any conversion when fewer credits remain than files', async () => {
    await start({ credits: { total: 100, used: 98 } });
    await runAction({ sources: SOURCES });
    expect(failures()).toEqual([
      '2 credits remaining, fewer than the 3 files to convert (one credit each at least).',
    ]);
    expect(conversions()).toEqual([]);
    expect(core.outputs).toMatchObject({
      files: '[]',
      count: '0',
      'credits-used': '0',
      'credits-remaining': '2',
    });
    expect(core.summaries[0]).toContain('Nothing converted: 2 credits remaining');
    expect(existsSync(ws.path('doc-convert'))).toBe(false);
  });

  it('refuses below min-credits, in the sandbox too', async () => {
    await start({ credits: { total: 100, used: 60 } });
    await runAction({ sources: SOURCES, sandbox: 'true', 'min-credits': '50' });
    expect(failures()).toEqual(['40 credits remaining, below min-credits (50).']);
    expect(conversions()).toEqual([]);
  });

  it('lets the sandbox convert more files than credits remain (it costs none)', async () => {
    await start({ credits: { total: 100, used: 98 } });
    await runAction({ sources: SOURCES, sandbox: 'true' });
    expect(failures()).toEqual([]);
    expect(core.outputs.count).toBe('3');
    expect(server.state.credits.used).toBe(98);
  });
  it('starts a sandbox run without min-credits while the balance is on its way, and still reports it', async () => {
    await start({ credits: { total: 100, used: 40 } });
    // Long enough that a busy machine still sends the conversions before it: a run that waited for the
    // balance would send them after.
    const balanceLatencyMs = 3000;
    server.faults.add({ route: 'GET /credits/usage', kind: 'latency', ms: balanceLatencyMs });
    await runAction({ sources: SOURCES, sandbox: 'true' });
    const asked = server.state.requests.find((r) => r.path === '/v3/credits/usage')!;
    expect(conversions()).toHaveLength(3);
    // Every conversion reached the service before the balance left it.
    for (const conversion of conversions())
      expect(conversion.receivedAt).toBeLessThan(asked.receivedAt + balanceLatencyMs);
    expect(failures()).toEqual([]);
    expect(core.outputs).toMatchObject({ count: '3', 'credits-remaining': '60' });
  });

  it('waits for the balance when the run spends credits', async () => {
    await start();
    server.faults.add({ route: 'GET /credits/usage', kind: 'latency', ms: 300 });
    await runAction({ sources: SOURCES });
    const asked = server.state.requests.find((r) => r.path === '/v3/credits/usage')!;
    for (const conversion of conversions()) {
      expect(conversion.receivedAt).toBeGreaterThanOrEqual(asked.receivedAt + 300);
    }
  });

  it('stops starting sandbox conversions when the balance cannot be read, and fails with that error', async () => {
    await start({}, pages(12));
    server.faults.add({ route: 'GET /credits/usage', kind: 'status', status: 403, message: 'Key disabled.' });
    await runAction({ sources: 'pages/*.html', sandbox: 'true', concurrency: '2' });
    expect(failures()).toEqual(['403 Forbidden: Key disabled.']);
    // The two lanes' first conversions were already on their way; no other started.
    expect(conversions().length).toBeLessThanOrEqual(4);
  });
});

describe('partial failure', () => {
  beforeEach(() => start());

  it('fails the step with fail-on-error true, after writing the rest and annotating the failure', async () => {
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 400, message: 'Broken page.' });
    await runAction({ sources: SOURCES, concurrency: '1' });
    expect(failures()).toEqual(['1 of 3 conversions failed (fail-on-error is true).']);
    expect(annotations()).toEqual([
      {
        kind: 'error',
        message: '400 Bad Request: Broken page.',
        properties: { title: 'Doc Convert: conversion failed', file: 'reports/q1.html' },
      },
    ]);
    expect(JSON.parse(core.outputs.files)).toEqual(EXPECTED_FILES.slice(1));
    expect(existsSync(ws.path('doc-convert/reports/q1.pdf'))).toBe(false);
    expect(core.summaries[0]).toContain('❌ 400 Bad Request: Broken page.');
  });

  it('passes with fail-on-error false, still annotating the failure', async () => {
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 400, message: 'Broken page.' });
    await runAction({ sources: SOURCES, concurrency: '1', 'fail-on-error': 'false' });
    expect(failures()).toEqual([]);
    expect(annotations()).toHaveLength(1);
    expect(core.outputs.count).toBe('2');
  });

  it('groups annotations beyond ten: nine on their files, one listing the rest', async () => {
    await server.close();
    await start({}, pages(12));
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 400, times: Infinity });
    await runAction({ sources: 'pages/*.html' });
    const errors = annotations();
    expect(errors).toHaveLength(10);
    expect(errors.slice(0, 9).map((e) => e.properties?.file)).toEqual(
      Array.from({ length: 9 }, (_, i) => `pages/p0${i + 1}.html`),
    );
    expect(errors[9].properties).toEqual({ title: 'Doc Convert: conversion failed (3 more)' });
    expect(errors[9].message).toMatch(/^3 more conversions failed:\npages\/p10.html: 400 Bad Request/);
    expect(failures()).toEqual(['12 of 12 conversions failed (fail-on-error is true).']);
  });
});

describe('outputs and job summary', () => {
  it('reports credits used from the answers, and the credits remaining after the run', async () => {
    await start({ credits: { total: 2500, used: 120 } });
    await runAction({ sources: SOURCES });
    expect(core.outputs).toEqual({
      files: JSON.stringify(EXPECTED_FILES),
      count: '3',
      'credits-used': '3',
      'credits-remaining': '2377',
      'artifact-url': '',
      cached: '0',
      'refused-assets': '{}',
      merged: '',
      'release-url': '',
    });
  });

  it('has one row per source (output, size, pages, credits, duration, status), then credits before and after', async () => {
    await start({ credits: { total: 2500, used: 120 } });
    await runAction({ sources: SOURCES });
    const html = core.summaries[0];
    expect(html).toContain('<h2>Doc Convert</h2>');
    expect(html).toContain('<strong>3 of 3 files converted to PDF</strong> · 3 credits used</p>');
    expect(html).toContain(
      '<tr><th>Source</th><th>Output</th><th>Size</th><th>Pages</th><th>Credits</th><th>Duration</th><th>Status</th></tr>',
    );
    const size = readFileSync(ws.path('doc-convert/reports/q1.pdf')).length;
    expect(html).toMatch(
      new RegExp(
        `<tr><td><code>reports/q1.html</code></td><td><code>doc-convert/reports/q1.pdf</code></td>` +
          `<td>${(size / 1000).toFixed(1)} kB</td><td>2</td><td>1</td><td>\\d+ ms</td><td>✅ converted</td></tr>`,
      ),
    );
    expect(html).toContain('<tr><th>Credits</th><th>Before</th><th>After</th></tr>');
    expect(html).toContain('<tr><td>Remaining</td><td>2380</td><td>2377</td></tr>');
    expect(html).toContain('<tr><td>Used this period</td><td>120</td><td>123</td></tr>');
  });

  it('spends nothing in the sandbox and says so', async () => {
    await start();
    await runAction({ sources: SOURCES, sandbox: 'true' });
    expect(core.outputs['credits-used']).toBe('0');
    expect(core.summaries[0]).toContain(
      'converted to PDF</strong> · sandbox: watermarked, no credits used</p>',
    );
    expect(conversions().every((r) => (r.body as { sandbox?: boolean }).sandbox === true)).toBe(true);
  });

  const creditReads = () => server.state.requests.filter((r) => r.path === '/v3/credits/usage').length;

  it('reads the balance once in the sandbox, where nothing is charged', async () => {
    await start({ credits: { total: 2500, used: 120 } });
    await runAction({ sources: SOURCES, sandbox: 'true' });
    expect(creditReads()).toBe(1);
    expect(core.summaries[0]).toContain('<tr><td>Remaining</td><td>2380</td><td>2380</td></tr>');
    expect(core.outputs['credits-remaining']).toBe('2380');
  });

  it('reads the balance again after conversions that spend credits', async () => {
    await start({ credits: { total: 2500, used: 120 } });
    await runAction({ sources: SOURCES });
    expect(creditReads()).toBe(2);
  });

  it('escapes file names in the summary', async () => {
    await start({}, { 'odd/<b>.html': '<p>x</p>' });
    await runAction({ sources: 'odd/*.html' });
    expect(core.summaries[0]).toContain('<code>odd/&lt;b&gt;.html</code>');
  });
});

describe('one client for the whole batch', () => {
  it('keeps at most `concurrency` conversions in flight', async () => {
    await start({ latencyMs: 300 }, pages(6));
    await runAction({ sources: 'pages/*.html', concurrency: '2' });
    expect(core.outputs.count).toBe('6');
    const times = conversions().map((r) => r.receivedAt);
    for (const t of times) expect(times.filter((u) => u >= t && u < t + 250).length).toBeLessThanOrEqual(2);
    // And they did run side by side: some conversion arrived while another was held (each is held 300 ms,
    // so one after another they would be 300 ms apart at least).
    expect(times.some((t, i) => times.some((u, j) => i !== j && u >= t && u < t + 300))).toBe(true);
  });

  it('paces the batch with the shared rate limit instead of earning 429s', async () => {
    // A window of whole seconds, as on a service that gives X-RateLimit-Reset in Unix seconds.
    await start({ rateLimit: { limit: 4, windowMs: 2000 } }, pages(6));
    await runAction({ sources: 'pages/*.html', concurrency: '4' });
    expect(core.outputs.count).toBe('6');
    expect(server.state.answered429).toBe(0);
  });
});

describe('artifact', () => {
  it('uploads the written files with their paths below output-dir and outputs the artifact URL', async () => {
    await start();
    Object.assign(process.env, {
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'octo/reports',
      GITHUB_RUN_ID: '99',
    });
    await runAction({ sources: SOURCES, 'artifact-name': 'reports-pdf' });
    expect(artifact.uploads).toEqual([
      {
        name: 'reports-pdf',
        files: EXPECTED_FILES.map((f) => ws.path(f)),
        rootDirectory: ws.path('doc-convert'),
      },
    ]);
    const url = 'https://github.com/octo/reports/actions/runs/99/artifacts/4242';
    expect(core.outputs['artifact-url']).toBe(url);
    expect(core.summaries[0]).toContain(`<a href="${url}">Download the files (artifact)</a>`);
  });

  it('uploads nothing without artifact-name', async () => {
    await start();
    await runAction({ sources: SOURCES });
    expect(artifact.uploads).toEqual([]);
  });
});

describe('pull request comment', () => {
  beforeEach(() => start());

  it('posts one comment, found again by its marker and updated on the next run', async () => {
    await runAction({ sources: SOURCES, 'comment-on-pr': 'true', 'github-token': 'ghs_token' });
    expect(github.state.comments).toHaveLength(1);
    expect(github.state.comments[0].body.startsWith(`${COMMENT_MARKER}\n### Doc Convert`)).toBe(true);
    expect(github.state.comments[0].body).toContain('**3 of 3 files converted to PDF**');
    expect(github.state.comments[0].body).toContain('| `reports/q1.html` | `doc-convert/reports/q1.pdf` |');
    const id = github.state.comments[0].id;

    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 400, message: 'Broken | page.' });
    await runAction({
      sources: SOURCES,
      'comment-on-pr': 'true',
      'github-token': 'ghs_token',
      concurrency: '1',
    });
    expect(github.state.comments).toHaveLength(1);
    expect(github.state.comments[0].id).toBe(id);
    expect(github.state.comments[0].body).toContain('**2 of 3 files converted to PDF**');
    expect(github.state.comments[0].body).toContain('❌ 400 Bad Request: Broken \\| page.');
    expect(github.state.tokens).toEqual(['ghs_token', 'ghs_token']);
  });

  it('warns instead of failing on a read-only token (a fork)', async () => {
    github.state.failWith = 403;
    await runAction({ sources: SOURCES, 'comment-on-pr': 'true', 'github-token': 'ghs_token' });
    expect(failures()).toEqual([]);
    expect(core.messages('warning')).toEqual([
      expect.stringMatching(/^Could not comment on the pull request: the token may not write to it/),
    ]);
  });

  it('fails on other errors, after the outputs and the summary', async () => {
    github.state.failWith = 500;
    await runAction({ sources: SOURCES, 'comment-on-pr': 'true', 'github-token': 'ghs_token' });
    expect(failures()).toEqual(['The pull request comment failed: Resource not accessible by integration']);
    expect(core.outputs.count).toBe('3');
  });

  it('posts nothing outside a pull request', async () => {
    github.context.payload = {};
    await runAction({ sources: SOURCES, 'comment-on-pr': 'true', 'github-token': 'ghs_token' });
    expect(github.getOctokit).not.toHaveBeenCalled();
    expect(core.messages('info')).toContain('Not a pull request event: no comment posted.');
  });
});

describe('the API key stays secret', () => {
  beforeEach(() => start());

  const everything = () =>
    JSON.stringify([
      core.calls.filter((c) => c.kind !== 'setSecret'),
      core.outputs,
      core.summaries,
      github.state.comments,
    ]);

  it('appears nowhere: logs, annotations, outputs, summary, comment', async () => {
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 400 });
    await runAction({
      sources: SOURCES,
      'comment-on-pr': 'true',
      'github-token': 'ghs_token',
      concurrency: '1',
    });
    expect(core.calls.length).toBeGreaterThan(5);
    expect(everything()).not.toContain(SANDBOX_KEY);
    expect(everything()).not.toContain('ghs_token');
  });

  it('appears nowhere when the service refuses it', async () => {
    const key = 'dc_live_not_a_known_key_93f1';
    await runAction({ 'api-key': key, sources: SOURCES });
    expect(failures()).toEqual([expect.stringMatching(/^401 Unauthorized: /)]);
    expect(core.calls[0]).toMatchObject({ kind: 'setSecret', message: key });
    expect(everything()).not.toContain(key);
  });
});

describe('the step log while the client waits', () => {
  it('tells of a retry after a 429 through core.info, with its wait and attempt, and never the key', async () => {
    await start();
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 429, resetInMs: 1000 });
    await runAction({ sources: SOURCES, concurrency: '1' });
    expect(core.outputs.count).toBe('3');
    const waits = core.messages('info').filter((m) => m.startsWith('rate limited'));
    expect(waits).toEqual([expect.stringMatching(/^rate limited: waiting [\d.]+ m?s \(attempt 2 of 3\)$/)]);
    const logged = core.calls.filter((c) => c.kind !== 'setSecret');
    expect(JSON.stringify(logged)).not.toContain(SANDBOX_KEY);
  });
});
