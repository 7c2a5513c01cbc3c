// A run over part of a site (issue 28 §4): a link to a page of the site that this run does not convert leads
// where that page's PDF is written, as in a full run, so the HTML sent, the cache key and the file are the
// full run's; a subset re-run of unchanged pages is answered by the cache and changes no byte of what the full
// run wrote. A page of the site is an HTML file of the workspace (outside dependency folders); a link to any
// other file goes to the repository. run() against the local server.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { startRun, type LocalRun } from './fixtures/local-run';
import type { Files } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const REPOSITORY = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/book',
  GITHUB_SHA: 'abc123',
};
const BLOB = 'https://github.com/acme/book/blob/abc123';

const INDEX =
  '<html><head><title>Home</title></head><body><h1>Home</h1>' +
  '<a href="chapters/intro.html">Intro</a> <a href="chapters/usage.html#setup">Setup</a> ' +
  '<a href="guide/">Guide</a> <a href="notes.md">Notes</a> <a href="assets/diagram.svg">Diagram</a> ' +
  '<a href="missing.html">Missing</a> <a href="/node_modules/pkg/readme.html">Dependency</a> ' +
  '<a href="https://example.com/">Out</a></body></html>';

const SITE: Files = {
  'site/index.html': INDEX,
  'site/chapters/intro.html':
    '<html><head><title>Intro</title></head><body><a href="../index.html">Home</a> <a href="usage.html">Usage</a></body></html>',
  'site/chapters/usage.html':
    '<html><head><title>Usage</title></head><body><h2 id="setup">Setup</h2><a href="intro.html">Back</a></body></html>',
  'site/guide/index.html': '<html><head><title>Guide</title></head><body><p>Guide</p></body></html>',
  'site/notes.md': '# Notes\n',
  'site/assets/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'node_modules/pkg/readme.html': '<p>a dependency</p>',
};

const ALL = { sources: 'site/**/*.html', 'cache-dir': '.doc-convert-cache' };
const SUBSET = { ...ALL, sources: 'site/index.html\nsite/chapters/usage.html' };

let world: LocalRun;
const failures = () => core.messages('setFailed');
/** The HTML sent for the page whose <title> is `title`. */
const sentFor = (title: string) => world.sent().find((html) => html.includes(`<title>${title}</title>`));

beforeEach(async () => {
  Object.assign(process.env, REPOSITORY);
  process.env.GITHUB_STEP_SUMMARY = '/dev/null';
  world = await startRun(run, SITE);
});
afterEach(async () => {
  await world.close();
  for (const name of [...Object.keys(REPOSITORY), 'GITHUB_STEP_SUMMARY']) delete process.env[name];
});

describe('links from a run over part of the site', () => {
  it('lead where the other pages’ PDFs are written, and to the repository for anything else', async () => {
    await world.run({ sources: 'site/index.html' });
    expect(failures()).toEqual([]);
    expect(world.sent()).toEqual([
      '<html><head><title>Home</title></head><body><h1>Home</h1>' +
        '<a href="https://doc-convert.invalid/chapters%2Fintro.pdf">Intro</a> ' +
        '<a href="https://doc-convert.invalid/chapters%2Fusage.pdf#setup">Setup</a> ' +
        '<a href="https://doc-convert.invalid/guide%2Findex.pdf">Guide</a> ' +
        `<a href="${BLOB}/site/notes.md">Notes</a> ` +
        `<a href="${BLOB}/site/assets/diagram.svg">Diagram</a> ` +
        // No such file, and a dependency folder's page: no page of the site.
        `<a href="${BLOB}/site/missing.html">Missing</a> ` +
        `<a href="${BLOB}/node_modules/pkg/readme.html">Dependency</a> ` +
        '<a href="https://example.com/">Out</a></body></html>',
    ]);
  });

  it('send each page as the full run sends it', async () => {
    await world.run({ sources: 'site/**/*.html' });
    const full = ['Home', 'Intro', 'Usage'].map(sentFor);
    expect(full.every((html) => html !== undefined)).toBe(true);
    for (const [index, sources] of ['site/index.html', 'site/chapters/*.html'].entries()) {
      world.forget();
      await world.run({ sources });
      const titles = index === 0 ? ['Home'] : ['Intro', 'Usage'];
      for (const title of titles)
        expect(sentFor(title)).toBe(full[['Home', 'Intro', 'Usage'].indexOf(title)]);
    }
  });

  it('lead to a page the patterns leave out where a run that converts it writes it', async () => {
    await world.run({ sources: 'site/**/*.html\n!site/guide/**' });
    expect(sentFor('Home')).toContain('<a href="https://doc-convert.invalid/guide%2Findex.pdf">Guide</a>');
  });

  it('lead to the other pages’ images for image outputs, fragments dropped', async () => {
    await world.run({ sources: 'site/index.html', type: 'png' });
    expect(sentFor('Home')).toContain(
      '<a href="chapters/intro.png">Intro</a> <a href="chapters/usage.png">Setup</a> <a href="guide/index.png">Guide</a>',
    );
  });
});

describe('a subset run after a full run, with cache-dir', () => {
  it('converts nothing and changes no byte of the full run’s files', async () => {
    await world.run(ALL);
    expect(failures()).toEqual([]);
    expect(world.conversions()).toHaveLength(4);
    const written = world.files('doc-convert');
    expect([...written.keys()].sort()).toEqual([
      'site/chapters/intro.pdf',
      'site/chapters/usage.pdf',
      'site/guide/index.pdf',
      'site/index.pdf',
    ]);

    world.forget();
    await world.run(SUBSET);
    expect(failures()).toEqual([]);
    expect(world.conversions()).toEqual([]);
    expect(world.files('doc-convert')).toEqual(written);
    expect(core.summaries.at(-1)).toContain('<strong>2 of 2 from the cache, 0 converted, 0 credits</strong>');
    expect(core.outputs.cached).toBe('2');
  });

  it('converts only a changed page, and leaves the unchanged pages’ files as the full run wrote them', async () => {
    await world.run(ALL);
    const written = world.files('doc-convert');
    writeFileSync(
      world.ws.path('site/chapters/usage.html'),
      '<html><head><title>Usage</title></head><body><h2 id="setup">Setup, changed</h2></body></html>',
    );
    world.forget();
    await world.run(SUBSET);
    // With the hidden link to its id that every PDF page gets, so that links to `#setup` land (inline-html.ts).
    expect(world.sent()).toEqual([
      '<html><head><title>Usage</title></head><body><h2 id="setup">Setup, changed</h2>' +
        '<doc-convert-targets hidden aria-hidden="true" style="display:none!important"><a href="#setup" tabindex="-1"></a></doc-convert-targets>' +
        '</body></html>',
    ]);
    const now = world.files('doc-convert');
    for (const file of ['site/index.pdf', 'site/chapters/intro.pdf', 'site/guide/index.pdf'])
      expect(now.get(file)).toEqual(written.get(file));
    expect(now.get('site/chapters/usage.pdf')).not.toEqual(written.get('site/chapters/usage.pdf'));
    expect(core.summaries.at(-1)).toContain('<strong>1 of 2 from the cache, 1 converted, 1 credit</strong>');
  });
});
