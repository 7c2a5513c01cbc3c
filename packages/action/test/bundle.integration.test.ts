// End to end: the committed bundle (action/dist/index.mjs) run as the runner runs it: a plain `node` process
// with the inputs in INPUT_* variables (action.yml defaults included), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
// files, a workspace, and the local API server started here.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalServer, SANDBOX_KEY, type LocalServer } from 'doc-convert-server';
import { pageTexts } from '@doc-convert/testing/pdf';
import { ACTION_BUNDLE, actionInputEnv, readActionYml, ROOT } from './fixtures/runner';
import { createWorkspace, DOCUMENTS, SITE, type Workspace } from './fixtures/workspace';

const BUNDLE = ACTION_BUNDLE;
const NODE = process.execPath;
const TOKEN = 'ghs_e2e_token_5d1c0a';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

let server: LocalServer;
let ws: Workspace;

beforeEach(async () => {
  server = await startLocalServer({ renderer: 'text', credits: { total: 2500, used: 120 } });
  ws = createWorkspace({ ...SITE, ...DOCUMENTS });
});
afterEach(async () => {
  await server.close();
  ws.remove();
});

/** Parses the `name<<delimiter ... delimiter` records @actions/core writes to GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n?\2$/gm)) {
    outputs[match[1]] = match[3];
  }
  return outputs;
}

async function runBundle(
  inputs: Record<string, string>,
  extraEnv: Record<string, string> = {},
): Promise<Run> {
  const outputFile = ws.path('.runner/output.txt');
  const summaryFile = ws.path('.runner/summary.md');
  mkdirSync(path.dirname(outputFile), { recursive: true });
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_WORKSPACE: ws.root,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_ACTIONS: 'true',
    ...actionInputEnv({ 'api-key': SANDBOX_KEY, 'base-url': server.url, ...inputs }, TOKEN),
    ...extraEnv,
  };
  return new Promise((resolve) => {
    execFile(NODE, [BUNDLE], { cwd: ws.root, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({
        code: error ? ((error as { code?: number }).code ?? 1) : 0,
        stdout,
        stderr,
        outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
        summary: readFileSync(summaryFile, 'utf8'),
      });
    });
  });
}

describe('action.yml', () => {
  it('runs the committed bundle on node24', () => {
    const yml = readActionYml();
    expect(yml.using).toBe('node24');
    expect(yml.main).toBe('action/dist/index.mjs');
    expect(existsSync(BUNDLE)).toBe(true);
  });

  it('declares the inputs and outputs of the issue', () => {
    const yml = readActionYml();
    expect(Object.keys(yml.inputs)).toEqual([
      'api-key',
      'base-url',
      'sources',
      'source',
      'template',
      'template-file',
      'template-slug',
      'data',
      'type',
      'output-dir',
      'options',
      'outline',
      'sandbox',
      'processor-version',
      'concurrency',
      'inline-assets',
      'min-credits',
      'fail-on-error',
      'artifact-name',
      'comment-on-pr',
      'github-token',
      'cache-dir',
      'shard',
      'merge',
      'merge-order',
      'merge-toc',
      'merge-page-numbers',
      'merge-running-head',
      'merge-title',
      'merge-toc-depth',
      'merge-cover',
      'merge-date',
      'merge-author',
      'merge-subject',
      'merge-lang',
      'merge-link-base',
      'merge-partial',
      'release-assets',
      'review',
      'review-fail-above',
      'review-volatile',
      'review-images',
      'review-max-images',
    ]);
    expect(yml.inputs['api-key'].required).toBe(true);
    expect(yml.outputs).toEqual([
      'files',
      'count',
      'credits-used',
      'credits-remaining',
      'artifact-url',
      'cached',
      'refused-assets',
      'merged',
      'release-url',
      'changed-pages',
      'changed-documents',
      'review-report',
    ]);
  });
});

describe('examples/github/workflow.yml', () => {
  it('gives the Action only inputs that action.yml declares, and a template job', () => {
    const declared = Object.keys(readActionYml().inputs);
    const workflow = readFileSync(path.join(ROOT, 'examples/github/workflow.yml'), 'utf8');
    // The keys under each step's `with:` (ten spaces in), step by step.
    const steps = workflow
      .split(/\n\s+- /)
      .filter((step) => /uses: your-org\/n8n-nodes-doc-convert@/.test(step))
      .map((step) => [...step.matchAll(/^ {10}([\w-]+):/gm)].map((m) => m[1]));
    expect(steps.length).toBe(3);
    for (const inputs of steps) expect(declared).toEqual(expect.arrayContaining(inputs));
    expect(steps.flat()).toEqual(expect.arrayContaining(['template-file', 'template-slug', 'data']));
  });

  it.each([
    'site-book.yml',
    'site-cache.yml',
    'site-matrix.yml',
    'site-release.yml',
    'docs-book.yml',
    'review.yml',
  ])('examples/github/%s gives the Action only inputs that action.yml declares', (name) => {
    const declared = Object.keys(readActionYml().inputs);
    const workflow = readFileSync(path.join(ROOT, 'examples/github', name), 'utf8');
    const inputs = workflow
      .split(/\n\s+- /)
      .filter((step) => /uses: your-org\/n8n-nodes-doc-convert@/.test(step))
      .flatMap((step) => [...step.matchAll(/^ {10}([\w-]+):/gm)].map((m) => m[1]));
    expect(inputs.length).toBeGreaterThan(2);
    expect(declared).toEqual(expect.arrayContaining(inputs));
  });
});

describe('node action/dist/index.mjs', () => {
  it('converts the matched files, sets the outputs and writes the job summary', async () => {
    // Written in path order, so the order of sources and the sorted paths agree.
    const result = await runBundle({ sources: 'docs/index.html\nreports/**/*.html\nreports/**/*.htm' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const files = [
      'doc-convert/docs/index.pdf',
      'doc-convert/reports/q1.pdf',
      'doc-convert/reports/q2/summary.pdf',
    ];
    for (const file of files) expect(readFileSync(ws.path(file)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.outputs).toEqual({
      files: JSON.stringify(files),
      count: '3',
      'credits-used': '3',
      'credits-remaining': '2377',
      'artifact-url': '',
      cached: '0',
      'refused-assets': '{}',
      merged: '',
      'release-url': '',
    });
    expect(result.summary).toContain('<h2>Doc Convert</h2>');
    expect(result.summary).toContain('<strong>3 of 3 files converted to PDF</strong>');
    expect(result.summary).toContain(
      '<td><code>reports/q1.html</code></td><td><code>doc-convert/reports/q1.pdf</code></td>',
    );
    expect(result.summary).toContain('<tr><td>Remaining</td><td>2380</td><td>2377</td></tr>');
    // The inlined stylesheet reached the service.
    const q1 = server.state.requests.find((r) =>
      (r.body as { source?: string })?.source?.includes('Quarterly'),
    );
    expect((q1?.body as { source: string }).source).toContain(
      '<style media="print">@import url("data:text/css',
    );
  });

  it('masks the key first and never prints it otherwise', async () => {
    const result = await runBundle({ sources: 'docs/index.html' });
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`::add-mask::${SANDBOX_KEY}`);
    expect(lines[1]).toBe(`::add-mask::${TOKEN}`);
    const rest = [...lines.slice(2), result.stderr, result.summary, JSON.stringify(result.outputs)].join(
      '\n',
    );
    expect(rest).not.toContain(SANDBOX_KEY);
  });

  it('annotates a failed conversion on its file and exits 1', async () => {
    server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 400, message: 'Broken page.' });
    const result = await runBundle({ sources: 'docs/index.html\nreports/q1.html', concurrency: '1' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      // (a colon in a property is escaped as %3A by the workflow command format)
      '::error title=Doc Convert%3A conversion failed,file=docs/index.html::400 Bad Request: Broken page.',
    );
    expect(result.stdout).toContain('::error::1 of 2 conversions failed (fail-on-error is true).');
    expect(result.outputs.count).toBe('1');
  });

  it('generates one document per data file from a template file, stored first', async () => {
    const result = await runBundle({ 'template-file': 'templates/invoice.html', data: 'data/*.json' });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const files = ['doc-convert/data/acme.pdf', 'doc-convert/data/globex.pdf'];
    expect(result.outputs).toEqual({
      files: JSON.stringify(files),
      count: '2',
      'credits-used': '2',
      'credits-remaining': '2378',
      'artifact-url': '',
      cached: '0',
      'refused-assets': '{}',
      merged: '',
      'release-url': '',
    });
    expect((await pageTexts(ws.path(files[0]))).join('\n')).toContain('Bill to ACME Corp');
    expect((await pageTexts(ws.path(files[1]))).join('\n')).toContain('Hammock x 3');
    expect(result.stdout).toContain('Updated the stored template invoice from templates/invoice.html.');
    expect(server.state.templates.get('invoice')?.html).toContain('<img src="data:image/png;base64,');
    expect(result.summary).toContain(
      '<strong>2 of 2 documents generated as PDF from template invoice</strong>',
    );
    expect(result.summary).toContain(
      '<td><code>data/acme.json</code></td><td><code>doc-convert/data/acme.pdf</code></td>',
    );
  });

  it('annotates a data file that is not a JSON object, spending nothing', async () => {
    writeFileSync(ws.path('data/list.json'), '[1, 2]');
    const result = await runBundle({ template: 'invoice', data: 'data/*.json' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error title=Doc Convert%3A document failed,file=data/list.json::The data must be a JSON object',
    );
    expect(server.state.requests.map((r) => r.path)).toEqual(['/v3/credits/usage']);
  });

  it('merges a book: a contents page in front, every page numbered, the title given', async () => {
    const result = await runBundle({
      sources: 'reports/q1.html\ndocs/index.html',
      merge: 'book.pdf',
      'merge-toc': 'true',
      'merge-page-numbers': '{page} / {total}',
      'merge-title': 'Reports',
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs.merged).toBe('doc-convert/book.pdf');
    const texts = await pageTexts(readFileSync(ws.path('doc-convert/book.pdf')));
    // The contents page is front matter (i); the body counts from 1: Q1 has two pages, so docs/index.html
    // starts on page 3 (issue 36 §5). Each chapter is titled by its h1 (issue 36 §4).
    const lines = texts[0]!.split('\n').map((line) => line.trim());
    expect(lines.filter((line) => line !== '')).toEqual(['Reports', 'Quarterly report 1', 'Docs 3', 'i / 3']);
    expect(texts.map((text) => text.split('\n').at(-1))).toEqual(['i / 3', '1 / 3', '2 / 3', '3 / 3']);
    expect(result.summary).toMatch(
      /<tr><td>Contents page \(merge-toc\)<\/td><td><code>doc-convert\/book\.pdf<\/code><\/td>.*<td>1<\/td><td>1<\/td>.*<td>✅ converted<\/td><\/tr>/,
    );
    expect(result.summary).toContain(
      '), titled &quot;Reports&quot;: 1 contents page in front, every page numbered.',
    );
  });

  it('only checks the credits without sources, failing below min-credits', async () => {
    const ok = await runBundle({ 'min-credits': '100' });
    expect(ok.code).toBe(0);
    expect(ok.outputs['credits-remaining']).toBe('2380');
    expect(ok.summary).toContain('<h2>Doc Convert credits</h2>');

    const low = await runBundle({ 'min-credits': '5000' });
    expect(low.code).toBe(1);
    expect(low.stdout).toContain('::error::2380 credits remaining, below min-credits (5000).');
    expect(server.state.requests.filter((r) => r.path.startsWith('/v3/convert/'))).toEqual([]);
  });
});

/** A few endpoints of the GitHub REST API: the comments of pull request #7 of octo/reports. */
async function fakeGitHub(
  status = 200,
): Promise<{ url: string; comments: Array<{ id: number; body: string }>; close(): Promise<void> }> {
  const comments: Array<{ id: number; body: string }> = [];
  const api: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      const send = (code: number, data: unknown) => {
        res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(data));
      };
      if (status !== 200) return send(status, { message: 'Resource not accessible by integration' });
      const url = new URL(req.url ?? '/', 'http://localhost');
      const withUrl = (c: { id: number; body: string }) => ({
        ...c,
        html_url: `https://github.test/c/${c.id}`,
      });
      if (req.method === 'GET' && url.pathname === '/repos/octo/reports/issues/7/comments') {
        return send(200, comments.map(withUrl));
      }
      if (req.method === 'POST' && url.pathname === '/repos/octo/reports/issues/7/comments') {
        const comment = { id: comments.length + 1, body: JSON.parse(body).body as string };
        comments.push(comment);
        return send(201, withUrl(comment));
      }
      const edit = /^\/repos\/octo\/reports\/issues\/comments\/(\d+)$/.exec(url.pathname);
      const comment = edit && comments.find((c) => c.id === Number(edit[1]));
      if (req.method === 'PATCH' && comment) {
        comment.body = JSON.parse(body).body as string;
        return send(200, withUrl(comment));
      }
      send(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    comments,
    close: () => new Promise((resolve) => api.close(() => resolve())),
  };
}

describe('the lazily loaded parts of the bundle', () => {
  const pullRequestEnv = (apiUrl: string) => {
    const event = ws.path('.runner/event.json');
    mkdirSync(path.dirname(event), { recursive: true });
    writeFileSync(event, JSON.stringify({ pull_request: { number: 7 } }));
    return {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'octo/reports',
      GITHUB_API_URL: apiUrl,
    };
  };

  it('posts, then updates, one pull request comment through the bundled @actions/github', async () => {
    const github = await fakeGitHub();
    try {
      const inputs = { sources: 'docs/index.html', 'comment-on-pr': 'true' };
      const first = await runBundle(inputs, pullRequestEnv(github.url));
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('Posted the pull request comment: https://github.test/c/1');
      const second = await runBundle(inputs, pullRequestEnv(github.url));
      expect(second.stdout).toContain('Updated the pull request comment: https://github.test/c/1');
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0].body).toContain('**1 of 1 file converted to PDF**');
      expect(github.comments[0].body).not.toContain(SANDBOX_KEY);
    } finally {
      await github.close();
    }
  });

  it('warns on a read-only token (403) and passes', async () => {
    const github = await fakeGitHub(403);
    try {
      const result = await runBundle(
        { sources: 'docs/index.html', 'comment-on-pr': 'true' },
        pullRequestEnv(github.url),
      );
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('::warning::Could not comment on the pull request');
    } finally {
      await github.close();
    }
  });

  it('loads @actions/artifact for artifact-name, and fails clearly outside a runner', async () => {
    const result = await runBundle({ sources: 'docs/index.html', 'artifact-name': 'pdfs' });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::The artifact upload failed: .*ACTIONS_RUNTIME_TOKEN/);
    expect(result.outputs.count).toBe('1');
    expect(result.summary).toContain('<strong>1 of 1 file converted to PDF</strong>');
  });
});
