// release-assets against the GitHub REST API, pinned with nock (no real connection: the API URL is a
// loopback GitHub Enterprise address, which also shows GITHUB_API_URL is honoured): the release found by its
// tag or created, same-name assets replaced, nothing off a tag, 403 said as the permission it needs, and
// the token in no message.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nock from 'nock';
import * as core from './fixtures/core';

// A port fetch accepts (9, discard, is on its list of bad ports); nothing listens there: nock answers.
const API = 'http://127.0.0.1:47001';
const TOKEN = 'ghs_release_token_0123456789';
process.env.GITHUB_API_URL = `${API}/api/v3`;
process.env.GITHUB_REPOSITORY = 'octo/site';

jest.unstable_mockModule('@actions/core', () => core);
const { uploadReleaseAssets, NEEDS_CONTENTS_WRITE } = await import('../src/report/release');
const { describeError } = await import('../src/types');

let outputDir: string;
const files = () => [path.join(outputDir, 'site.pdf'), path.join(outputDir, 'guide', 'tables.pdf')];
const github = () => nock(API, { reqheaders: { authorization: `token ${TOKEN}` } });
const RELEASE = {
  id: 7,
  html_url: 'https://ghe.example/octo/site/releases/tag/v1.2.0',
  upload_url: `${API}/api/uploads/repos/octo/site/releases/7/assets{?name,label}`,
};

beforeAll(() => {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
});
beforeEach(() => {
  core.reset();
  outputDir = mkdtempSync(path.join(tmpdir(), 'doc-convert-release-'));
  mkdirSync(path.join(outputDir, 'guide'));
  writeFileSync(files()[0]!, '%PDF-1.7 site');
  writeFileSync(files()[1]!, '%PDF-1.7 tables');
  process.env.GITHUB_REF = 'refs/tags/v1.2.0';
});
afterEach(() => {
  rmSync(outputDir, { recursive: true, force: true });
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});
afterAll(() => {
  delete process.env.GITHUB_REF;
  nock.enableNetConnect();
  nock.restore();
});

const upload = () => uploadReleaseAssets(files(), { githubToken: TOKEN, outputDir });

describe('release-assets', () => {
  it("uploads every file to the tag's release, replacing an asset of the same name", async () => {
    github().get('/api/v3/repos/octo/site/releases/tags/v1.2.0').reply(200, RELEASE);
    github()
      .get('/api/v3/repos/octo/site/releases/7/assets')
      .query(true)
      .reply(200, [{ id: 31, name: 'site.pdf' }]);
    github().delete('/api/v3/repos/octo/site/releases/assets/31').reply(204);
    const names: string[] = [];
    const bodies: string[] = [];
    github()
      .post('/api/uploads/repos/octo/site/releases/7/assets', (body: unknown) => {
        bodies.push(Buffer.isBuffer(body) ? body.toString() : String(body));
        return true;
      })
      .matchHeader('content-type', 'application/pdf')
      .query((query) => (names.push(String(query.name)), true))
      .times(2)
      .reply(201, {});
    const result = await upload();
    expect(names).toEqual(['site.pdf', 'guide-tables.pdf']);
    expect(bodies).toEqual(['%PDF-1.7 site', '%PDF-1.7 tables']);
    expect(result).toEqual({
      url: RELEASE.html_url,
      tag: 'v1.2.0',
      assets: ['site.pdf', 'guide-tables.pdf'],
    });
  });

  it('creates the release when the tag has none', async () => {
    let created: unknown;
    github().get('/api/v3/repos/octo/site/releases/tags/v1.2.0').reply(404, { message: 'Not Found' });
    github()
      .post('/api/v3/repos/octo/site/releases', (body) => ((created = body), true))
      .reply(201, RELEASE);
    github().get('/api/v3/repos/octo/site/releases/7/assets').query(true).reply(200, []);
    github().post('/api/uploads/repos/octo/site/releases/7/assets').query(true).times(2).reply(201, {});
    await upload();
    expect(created).toEqual({ tag_name: 'v1.2.0', name: 'v1.2.0' });
    expect(core.messages('info')).toContain('Created the release of v1.2.0.');
  });

  it('uploads nothing off a tag, says why, and succeeds', async () => {
    process.env.GITHUB_REF = 'refs/heads/main';
    // No nock interceptor: any request would fail the test (net connect is disabled).
    await expect(upload()).resolves.toEqual({
      skipped: 'Not a tag (GITHUB_REF=refs/heads/main): no release assets uploaded.',
    });
    expect(core.messages('info')).toContain(
      'Not a tag (GITHUB_REF=refs/heads/main): no release assets uploaded.',
    );
  });

  it('fails a 403 with the permission it needs, the token in no message', async () => {
    github()
      .get('/api/v3/repos/octo/site/releases/tags/v1.2.0')
      .reply(403, { message: `Resource not accessible by integration (${TOKEN})` });
    const error = await upload().catch((e: unknown) => e);
    expect((error as Error).message).toBe(NEEDS_CONTENTS_WRITE);
    expect(NEEDS_CONTENTS_WRITE).toContain('contents: write');
    expect(describeError(error, [TOKEN])).not.toContain(TOKEN);
    expect(JSON.stringify(core.calls)).not.toContain(TOKEN);
  });

  it('keeps the token out of any other failure it passes on', async () => {
    github()
      .get('/api/v3/repos/octo/site/releases/tags/v1.2.0')
      .reply(500, { message: `broken for ${TOKEN}` });
    const error = await upload().catch((e: unknown) => e);
    expect(describeError(error, [TOKEN])).not.toContain(TOKEN);
  });
});
