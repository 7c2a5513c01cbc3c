// review-images: branch, against a bare repository standing in for GitHub's: the changed page's before, after
// and diff PNGs are committed to the doc-convert-previews branch (a folder per pull request and head commit, the
// branch's earlier commits kept), and the comment links them by their raw URLs at that commit.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import { localRuns } from './fixtures/local-run';
import { pullRequestRepo } from './fixtures/review-repo';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const API = 'http://127.0.0.1:47003';
const TOKEN = 'ghs_previews_token_0123456789';
const invoice = (total: string) =>
  `<html><body><h1>Invoice 2026-0042</h1><p>Consulting, 3 days</p><p>Total: ${total} EUR</p></body></html>`;
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

const runs = localRuns(run);
let remote: string;

beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  process.env.GITHUB_API_URL = API;
  process.env.GITHUB_SERVER_URL = 'https://github.example';
  remote = mkdtempSync(path.join(tmpdir(), 'doc-convert-previews-remote-'));
  git(remote, 'init', '-q', '--bare');
});
afterAll(() => {
  delete process.env.GITHUB_API_URL;
  delete process.env.GITHUB_SERVER_URL;
  delete process.env.GITHUB_EVENT_NAME;
  delete process.env.GITHUB_EVENT_PATH;
  nock.enableNetConnect();
  nock.restore();
  rmSync(remote, { recursive: true, force: true });
});

describe('review-images: branch', () => {
  it('commits the images to the previews branch and links them at that commit', async () => {
    const w = await runs.start({ 'docs/invoice.html': invoice('1,200.00') });
    nock.enableNetConnect(new URL(w.server.url).host);
    const repo = pullRequestRepo(w.ws);
    git(w.ws.root, 'remote', 'add', 'origin', remote);
    const head = repo.push({ 'docs/invoice.html': invoice('1,260.00') });
    repo.event();
    let body = '';
    nock(API).get('/repos/octo/reports/issues/7/comments').query(true).reply(200, []);
    nock(API)
      .post('/repos/octo/reports/issues/7/comments', (sent: { body: string }) => ((body = sent.body), true))
      .reply(201, { id: 1, html_url: 'https://github.example/octo/reports/pull/7#1' });
    await w.run({
      sources: 'docs/*.html',
      review: 'true',
      'review-images': 'branch',
      'github-token': TOKEN,
    });
    expect(core.messages('setFailed')).toEqual([]);
    expect(core.messages('warning')).toEqual([]);
    const commit = git(remote, 'rev-parse', 'refs/heads/doc-convert-previews');
    const folder = `pr-7/${head.slice(0, 12)}/review/docs/invoice.html`;
    expect(git(remote, 'ls-tree', '-r', '--name-only', commit).split('\n')).toEqual([
      `${folder}/page-1-after.png`,
      `${folder}/page-1-before.png`,
      `${folder}/page-1-diff.png`,
    ]);
    const raw = `https://github.example/octo/reports/raw/${commit}/${folder}`;
    expect(body).toContain(`[before](${raw}/page-1-before.png) · [after](${raw}/page-1-after.png)`);
    // The workspace's own branch and index are as they were.
    expect(git(w.ws.root, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(w.ws.root, 'status', '--porcelain')).toBe('');
    // No artifact: the images are on the branch.
    expect(artifact.uploads.filter((u) => u.name === 'doc-convert-review')).toEqual([]);
  }, 60_000);
});
