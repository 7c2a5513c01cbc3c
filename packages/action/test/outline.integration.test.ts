// The `outline` input: bookmarks from headings in the PDFs the Action converts and generates, counted in the
// summary's Pages column ("1 (3 bookmarks)"), part of the cache key (a cached file's bookmarks counted too),
// and refused before any request where no bookmark could be added. run() against the local server's text
// renderer (headings drawn as lines of text, no destinations: each is found by its text).
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { startLocalServer, SANDBOX_KEY, type LocalServer } from 'doc-convert-server';
import { flatOutline, readOutline } from '@doc-convert/testing/pdf-outline';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { createWorkspace, type Files, type Workspace } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

let server: LocalServer;
let ws: Workspace;

const SITE: Files = {
  'docs/guide.html':
    '<html><head><title>Guide</title></head><body><h1>Guide</h1><p>Hello.</p><h2>Install</h2><h3>Linux</h3><h4>Deep</h4></body></html>',
  'data/acme.json': JSON.stringify({ customer: 'Acme' }),
};

async function start(): Promise<void> {
  server = await startLocalServer({ renderer: 'text', rateLimit: false });
  ws = createWorkspace(SITE);
  process.env.GITHUB_WORKSPACE = ws.root;
}

async function runAction(inputs: Record<string, string>): Promise<void> {
  core.reset({ 'api-key': SANDBOX_KEY, 'base-url': server.url, ...inputs });
  await run();
}

const conversions = () =>
  server.state.requests.filter((r) => r.method === 'POST' && /\.pdf$|\/convert\/pdf$/.test(r.path));

beforeEach(async () => {
  await start();
  process.env.GITHUB_STEP_SUMMARY = '/dev/null';
});
afterEach(async () => {
  await server.close();
  ws.remove();
});

describe('outline', () => {
  it('bookmarks h1 to h3 of each PDF and says how many in the Pages column', async () => {
    await runAction({ sources: 'docs/*.html', outline: 'true' });
    expect(core.messages('setFailed')).toEqual([]);
    const pdf = readFileSync(ws.path('doc-convert/docs/guide.pdf'));
    expect(flatOutline(await readOutline(pdf))).toEqual([
      [1, 'Guide', 0],
      [2, 'Install', 0],
      [3, 'Linux', 0],
    ]);
    expect(core.summaries[0]).toContain('<td>1 (3 bookmarks)</td>');
    expect(core.messages('info')).toContainEqual(
      expect.stringMatching(/guide\.pdf \(.*, 1 page, 3 bookmarks,/),
    );
  });

  it('takes a depth, and gives documents generated from a stored template their bookmarks', async () => {
    // The stored template first, then the document from it.
    await fetch(`${server.url}/templates`, {
      method: 'POST',
      headers: { 'X-API-Key': SANDBOX_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ slug: 'guide', name: 'Guide', content: SITE['docs/guide.html'] }),
    });
    await runAction({ template: 'guide', data: 'data/*.json', outline: '4' });
    expect(core.messages('setFailed')).toEqual([]);
    const pdf = readFileSync(ws.path('doc-convert/data/acme.pdf'));
    expect(flatOutline(await readOutline(pdf)).map(([level, title]) => [level, title])).toEqual([
      [1, 'Guide'],
      [2, 'Install'],
      [3, 'Linux'],
      [4, 'Deep'],
    ]);
    expect(core.summaries.at(-1)).toContain('(4 bookmarks)');
  });

  it('is part of the cache key, and a cached file’s bookmarks are counted', async () => {
    const CACHE = { sources: 'docs/*.html', 'cache-dir': '.cache' };
    await runAction(CACHE);
    expect(conversions()).toHaveLength(1);
    await runAction({ ...CACHE, outline: 'true' });
    // The file without bookmarks is no answer for one with them.
    expect(conversions()).toHaveLength(2);
    await runAction({ ...CACHE, outline: 'true' });
    expect(conversions()).toHaveLength(2);
    expect(core.summaries.at(-1)).toContain('<td>1 (3 bookmarks)</td>');
    expect(core.summaries.at(-1)).toContain('from the cache');
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'a depth out of 1 to 6',
      { sources: 'docs/*.html', outline: '7' },
      'Input outline must be true, false or a heading depth from 1 to 6 (got "7").',
    ],
    [
      'an image type',
      { sources: 'docs/*.html', outline: 'true', type: 'png' },
      'Input outline adds bookmarks to PDFs, so it needs type pdf (got "png").',
    ],
    [
      'a URL source',
      { source: 'https://example.com/', outline: 'true' },
      "Input outline needs HTML the Action sends: a URL source's page is the site's, its headings cannot be prepared.",
    ],
    [
      'an encrypting protection',
      { sources: 'docs/*.html', outline: '2', options: '{"protection": {"no_print": true}}' },
      'Input outline cannot be added with protection: the PDF is encrypted, and bookmarks would need its key.',
    ],
  ])('is refused with %s before any request', async (_, inputs, message) => {
    await runAction(inputs);
    expect(core.messages('setFailed')).toEqual([message]);
    expect(server.state.requests).toEqual([]);
  });
});
