// The review mode (issue 37) against the local server (text renderer) in a repository made here: a base commit,
// head commits pushed on top, the pull_request event pointing at them, and GitHub's REST API pinned with nock.
// An unchanged document reports nothing; a changed price on page 1 is exactly that page with its text diff; a
// removed page is "removed"; the comment is created once and then updated, never duplicated; review-fail-above
// fails above and passes below; a run outside a pull request is an error naming its event; no secret is shown.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import nock from 'nock';
import { SANDBOX_KEY } from 'doc-convert-server';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import { localRuns } from './fixtures/local-run';
import { pullRequestRepo } from './fixtures/review-repo';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

// Nothing listens on this port: nock answers GitHub's calls; the local server's are let through.
const API = 'http://127.0.0.1:47002';
const TOKEN = 'ghs_review_token_0123456789';
const MARKER = '<!-- doc-convert-review -->';
const github = () => nock(API, { reqheaders: { authorization: `Bearer ${TOKEN}` } });

const page = (...parts: string[]) =>
  `<html><head><title>Doc</title></head><body>${parts.join('<div style="page-break-after: always"></div>')}</body></html>`;
const invoice = (total: string) =>
  page(
    `<h1>Invoice 2026-0042</h1><p>Consulting, 3 days</p><p>Total: ${total} EUR</p>`,
    '<h2>Terms</h2><p>Payment by bank transfer within 30 days.</p>',
  );
const FILES = {
  'docs/invoice.html': invoice('1,200.00'),
  'docs/guide.html': page(
    '<h1>Guide</h1><p>One</p>',
    '<h2>Two</h2><p>Second page</p>',
    '<h2>Three</h2><p>Last page</p>',
  ),
  'docs/same.html': page('<h1>Same</h1><p>Never changes</p>'),
};
const REVIEW = { sources: 'docs/*.html', review: 'true', 'github-token': TOKEN };

const runs = localRuns(run);
/** A world whose local server alone may be reached for real. */
const start = async (files: Record<string, string>) => {
  const w = await runs.start(files);
  nock.enableNetConnect(new URL(w.server.url).host);
  return w;
};
const failures = () => core.messages('setFailed');
const summary = () => core.summaries.at(-1)!;
const report = () =>
  JSON.parse(readFileSync(core.outputs['review-report']!, 'utf8')) as {
    documents: Array<{ source: string; status: string; pages: Array<Record<string, unknown>> }>;
    changedPages: number;
    changedDocuments: number;
    measured: string;
  };
/** Every comment body sent to GitHub, in order. */
let sentBodies: string[];

/** GitHub answering the review's comment calls: `existing` comments listed, a POST or a PATCH recorded. */
function commentApi(existing: Array<{ id: number; body: string }>, write: 'POST' | 'PATCH'): void {
  github()
    .get('/repos/octo/reports/issues/7/comments')
    .query({ per_page: '100', page: '1' })
    .reply(
      200,
      existing.map((c) => ({ ...c, html_url: `https://github.com/octo/reports/pull/7#${c.id}` })),
    );
  // The body is read where the request is matched (a reply function does not get fetch's body).
  const record = (body: { body: string }) => (sentBodies.push(body.body), true);
  const answer = { id: 55, body: '', html_url: 'https://github.com/octo/reports/pull/7#55' };
  if (write === 'POST') github().post('/repos/octo/reports/issues/7/comments', record).reply(201, answer);
  else github().patch(`/repos/octo/reports/issues/comments/${existing[0]!.id}`, record).reply(200, answer);
}

beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  process.env.GITHUB_API_URL = API;
});
beforeEach(() => {
  sentBodies = [];
});
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
  delete process.env.GITHUB_EVENT_NAME;
  delete process.env.GITHUB_EVENT_PATH;
});
afterAll(() => {
  delete process.env.GITHUB_API_URL;
  nock.enableNetConnect();
  nock.restore();
});

describe('review: true on a pull request', () => {
  it('reports exactly the changed price on page 1 with its text diff, and nothing for an unchanged document', async () => {
    const w = await start(FILES);
    const repo = pullRequestRepo(w.ws);
    repo.push({
      'docs/invoice.html': invoice('1,260.00'),
      'docs/same.html': FILES['docs/same.html'].replace('<title>Doc', '<title>Doc '),
    });
    repo.event();
    commentApi([], 'POST');
    await w.run(REVIEW);
    expect(failures()).toEqual([]);
    const { documents, changedPages, changedDocuments } = report();
    const invoiceReport = documents.find((d) => d.source === 'docs/invoice.html')!;
    expect(invoiceReport.status).toBe('changed');
    expect(invoiceReport.pages).toEqual([
      expect.objectContaining({
        status: 'changed',
        before: 1,
        after: 1,
        text: { removed: ['Total: 1,200.00 EUR'], added: ['Total: 1,260.00 EUR'] },
      }),
    ]);
    expect(invoiceReport.pages[0]!.changedPixels).toBeGreaterThan(0);
    // Changed in the source, the same when printed: listed once as unchanged, with no pages.
    expect(documents.find((d) => d.source === 'docs/same.html')).toMatchObject({
      status: 'unchanged',
      pages: [],
    });
    // Not changed by the pull request at all: not converted, not listed.
    expect(documents.map((d) => d.source)).not.toContain('docs/guide.html');
    expect({ changedPages, changedDocuments }).toEqual({ changedPages: 1, changedDocuments: 1 });
    expect(core.outputs).toMatchObject({ 'changed-pages': '1', 'changed-documents': '1' });
    const [body] = sentBodies;
    expect(body).toContain(MARKER);
    expect(body).toContain('- Total: 1,200.00 EUR\n+ Total: 1,260.00 EUR');
    expect(body).toContain('<details>');
    expect(body).toContain('**Unchanged:** `docs/same.html`');
    // The images went into the artifact the comment links to.
    expect(artifact.uploads.at(-1)!.files.some((f) => f.endsWith('page-1-diff.png'))).toBe(true);
    expect(summary()).toContain('- Total: 1,200.00 EUR');
    // No secret in the comment, the summary or the report.
    for (const text of [body!, summary(), readFileSync(core.outputs['review-report']!, 'utf8')]) {
      expect(text).not.toContain(SANDBOX_KEY);
      expect(text).not.toContain(TOKEN);
    }
  });

  it('reports a removed page as removed and the page after it as moved, a deleted source as removed', async () => {
    const w = await start(FILES);
    const repo = pullRequestRepo(w.ws);
    repo.push({
      'docs/guide.html': page('<h1>Guide</h1><p>One</p>', '<h2>Three</h2><p>Last page</p>'),
      'docs/same.html': null,
      'docs/new.html': page('<h1>New</h1>'),
    });
    repo.event();
    commentApi([], 'POST');
    await w.run(REVIEW);
    expect(failures()).toEqual([]);
    const { documents } = report();
    expect(documents.find((d) => d.source === 'docs/guide.html')!.pages).toEqual([
      { status: 'removed', before: 2 },
      { status: 'moved', before: 3, after: 2 },
    ]);
    expect(documents.find((d) => d.source === 'docs/same.html')).toMatchObject({ status: 'removed' });
    expect(documents.find((d) => d.source === 'docs/new.html')).toMatchObject({ status: 'added' });
    expect(core.outputs['changed-documents']).toBe('3');
  });

  it('updates its one comment on the next push instead of adding another', async () => {
    const w = await start(FILES);
    const repo = pullRequestRepo(w.ws);
    repo.push({ 'docs/invoice.html': invoice('1,260.00') });
    repo.event();
    commentApi([{ id: 1, body: 'LGTM' }], 'POST');
    await w.run(REVIEW);
    repo.push({ 'docs/invoice.html': invoice('1,300.00') });
    repo.event();
    // Found by its marker, comment 55 is edited: no second POST is mocked, so one would fail the test.
    commentApi(
      [
        { id: 55, body: sentBodies[0]! },
        { id: 1, body: 'LGTM' },
      ],
      'PATCH',
    );
    await w.run(REVIEW);
    expect(failures()).toEqual([]);
    expect(sentBodies).toHaveLength(2);
    expect(sentBodies[1]).toContain('+ Total: 1,300.00 EUR');
  });

  it('fails above review-fail-above, after writing everything, and passes below it', async () => {
    const w = await start(FILES);
    const repo = pullRequestRepo(w.ws);
    repo.push({ 'docs/invoice.html': invoice('1,260.00') });
    repo.event();
    commentApi([], 'POST');
    await w.run({ ...REVIEW, 'review-fail-above': '0%' });
    expect(failures()).toEqual([
      expect.stringMatching(
        /^docs\/invoice\.html changed [\d.]+% of a page, above review-fail-above \(0%\)\.$/,
      ),
    ]);
    expect(sentBodies).toHaveLength(1);
    expect(core.outputs['changed-pages']).toBe('1');
    commentApi([{ id: 55, body: sentBodies[0]! }], 'PATCH');
    await w.run({ ...REVIEW, 'review-fail-above': '50%' });
    expect(failures()).toEqual([]);
  });

  it('checks the credits first: below min-credits it converts nothing and fails saying why', async () => {
    const w = await start(FILES);
    const repo = pullRequestRepo(w.ws);
    repo.push({ 'docs/invoice.html': invoice('1,260.00') });
    repo.event();
    const conversions = () => w.server.state.requests.filter((r) => r.method === 'POST').length;
    const before = conversions();
    await w.run({ ...REVIEW, 'min-credits': '1000000000' });
    expect(failures()).toEqual([
      expect.stringMatching(
        /^The review converts nothing: .* remaining, below min-credits \(1000000000\)\.$/,
      ),
    ]);
    expect(conversions()).toBe(before);
    expect(sentBodies).toEqual([]);
  });

  it('leaves the comment out for a fork, and keeps the summary and the artifact', async () => {
    const w = await start(FILES);
    const repo = pullRequestRepo(w.ws);
    repo.push({ 'docs/invoice.html': invoice('1,260.00') });
    repo.event('pull_request', { repo: 'someone/reports' });
    await w.run(REVIEW);
    expect(failures()).toEqual([]);
    expect(summary()).toContain(MARKER);
    expect(artifact.uploads.length).toBeGreaterThan(0);
  });
});

describe('review without a canvas', () => {
  it('compares the text only, with a warning that says why, when the canvas is neither found nor installed', async () => {
    const w = await start(FILES);
    const repo = pullRequestRepo(w.ws);
    repo.push({ 'docs/invoice.html': invoice('1,260.00') });
    repo.event();
    core.reset({ 'api-key': SANDBOX_KEY, 'base-url': w.server.url, ...REVIEW, 'github-token': '' });
    const { readInputs } = await import('../src/inputs/inputs');
    const { runReview } = await import('../src/review/run-review');
    const { DocConvert } = await import('doc-convert');
    const client = new DocConvert({ apiKey: SANDBOX_KEY, baseUrl: w.server.url });
    const installs: string[] = [];
    try {
      await runReview(client, await readInputs(), {
        canvas: {
          from: [],
          toolCache: w.ws.path('.tool-cache'),
          install: async (prefix) => {
            installs.push(prefix);
            throw new Error('npm ERR! network unreachable');
          },
        },
      });
    } finally {
      await client.close();
    }
    expect(installs).toHaveLength(1);
    expect(core.messages('warning')).toEqual([
      expect.stringMatching(
        /^The review compares the documents' text only.*could not be installed.*network unreachable/,
      ),
    ]);
    const { documents } = report() as {
      documents: Array<{ source: string; pages: Array<Record<string, unknown>> }>;
    };
    const [changed] = documents.find((d) => d.source === 'docs/invoice.html')!.pages;
    expect(changed).toMatchObject({
      status: 'changed',
      before: 1,
      after: 1,
      text: { removed: ['Total: 1,200.00 EUR'], added: ['Total: 1,260.00 EUR'] },
    });
    expect(changed!.changedPixels).toBeGreaterThan(0);
    expect(changed).not.toHaveProperty('images');
    expect(report().measured).toBe('text');
    expect(summary()).toContain('Compared by their text only');
  });
});

describe('review: true outside a pull request', () => {
  it('is an error naming the event, before anything is sent', async () => {
    const w = await start(FILES);
    pullRequestRepo(w.ws).event('push');
    await w.run(REVIEW);
    expect(failures()).toEqual([expect.stringContaining('this run\'s event is "push"')]);
    expect(w.conversions()).toEqual([]);
  });

  it('is an error naming the event when the payload has no base', async () => {
    const w = await start(FILES);
    pullRequestRepo(w.ws).event('pull_request_target');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.GITHUB_EVENT_PATH!, JSON.stringify({ pull_request: { number: 7 } }));
    await w.run(REVIEW);
    expect(failures()).toEqual([expect.stringContaining('pull_request_target event')]);
    expect(w.conversions()).toEqual([]);
  });
});
