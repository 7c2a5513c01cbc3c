// The review as GitHub runs it: the committed bundle (action/dist) started by node with the runner's INPUT_*
// variables, on a pull request made here, against the local server. In the repository the bundle finds the
// native canvas from its own folder and measures pixels; copied where no node_modules is above it (a user's
// checkout of the Action) and with no tool cache, it compares the text alone and warns why, and still reports
// the changed page with its text diff: pdf.js, pixelmatch and diff travel in the bundle.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalServer, SANDBOX_KEY, type LocalServer } from 'doc-convert-server';
import { pullRequestRepo } from './fixtures/review-repo';
import { ACTION_BUNDLE, actionInputEnv } from './fixtures/runner';
import { createWorkspace, type Workspace } from './fixtures/workspace';

const invoice = (total: string) =>
  `<html><body><h1>Invoice 2026-0042</h1><p>Consulting, 3 days</p><p>Total: ${total} EUR</p></body></html>`;

let server: LocalServer;
let ws: Workspace;
let elsewhere: string;

beforeEach(async () => {
  server = await startLocalServer({ renderer: 'text' });
  ws = createWorkspace({ 'docs/invoice.html': invoice('1,200.00') });
  elsewhere = mkdtempSync(path.join(tmpdir(), 'doc-convert-action-copy-'));
});
afterEach(async () => {
  await server.close();
  ws.remove();
  rmSync(elsewhere, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  report: { measured: string; documents: Array<{ pages: Array<Record<string, unknown>> }> };
}

function runBundle(bundle: string): Promise<Run> {
  const repo = pullRequestRepo(ws);
  repo.push({ 'docs/invoice.html': invoice('1,260.00') });
  repo.event();
  const runner = ws.path('.git/runner');
  mkdirSync(runner, { recursive: true });
  for (const file of ['output.txt', 'summary.md']) writeFileSync(path.join(runner, file), '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    GITHUB_WORKSPACE: ws.root,
    GITHUB_OUTPUT: path.join(runner, 'output.txt'),
    GITHUB_STEP_SUMMARY: path.join(runner, 'summary.md'),
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: process.env.GITHUB_EVENT_NAME!,
    GITHUB_EVENT_PATH: process.env.GITHUB_EVENT_PATH!,
    GITHUB_REPOSITORY: 'octo/reports',
    ...actionInputEnv(
      {
        'api-key': SANDBOX_KEY,
        'base-url': server.url,
        sources: 'docs/*.html',
        review: 'true',
        'review-images': 'none',
        'github-token': '',
      },
      '',
    ),
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [bundle], { cwd: ws.root, env, timeout: 90_000 }, (error, stdout) => {
      const code = error ? ((error as { code?: number }).code ?? 1) : 0;
      const report = JSON.parse(readFileSync(ws.path('doc-convert/review.json'), 'utf8')) as Run['report'];
      resolve({ code, stdout, report });
    });
  });
}

const changedPrice = {
  status: 'changed',
  before: 1,
  after: 1,
  text: { removed: ['Total: 1,200.00 EUR'], added: ['Total: 1,260.00 EUR'] },
};

describe('the committed bundle, review: true', () => {
  it('draws with the canvas found from its own folder', async () => {
    const run = await runBundle(ACTION_BUNDLE);
    expect(run.code).toBe(0);
    expect(run.report.measured).toBe('pixels');
    expect(run.report.documents[0]!.pages).toEqual([expect.objectContaining(changedPrice)]);
    expect(run.stdout).toContain('Drawing pages with @napi-rs/canvas');
  }, 120_000);

  it('compares the text alone, and says why, where no canvas can be found', async () => {
    cpSync(path.dirname(ACTION_BUNDLE), path.join(elsewhere, 'dist'), { recursive: true });
    const run = await runBundle(path.join(elsewhere, 'dist', 'index.mjs'));
    expect(run.code).toBe(0);
    expect(run.report.measured).toBe('text');
    expect(run.report.documents[0]!.pages).toEqual([expect.objectContaining(changedPrice)]);
    expect(run.stdout).toMatch(
      /::warning title=Doc Convert%3A review by text only::The review compares the documents' text only.*RUNNER_TOOL_CACHE is not set/,
    );
  }, 120_000);
});
