// What a run's job summary and outputs say (issue 28 §3, §4), read from the summary's text: a cached run
// counts each thing once ("27 of 27 from the cache, 0 converted, 0 credits"), the credits show the balance
// read (or say why none was), cached rows show no conversion time, no sentence says the same thing twice, a
// page whose assets did not all go with it is ⚠️ with the count, `inline-assets: false` on a page with
// local assets is a warning naming the first one, and print styles left out are noticed once per run.
// run() against the local server.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { localRuns } from './fixtures/local-run';
import { PNG, type Files } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const pages = (count: number): Files =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `book/p${String(i + 1).padStart(2, '0')}.html`,
      `<html><head><title>Page ${i + 1}</title></head><body><p>Page ${i + 1}</p></body></html>`,
    ]),
  );

const { start } = localRuns(run);
const summary = () => core.summaries.at(-1)!;
const failures = () => core.messages('setFailed');
/** The summary's first paragraph: the headline and what follows it. */
const headline = () => /<p>(.*?)<\/p>/.exec(summary())![1];
/** The cells of the row of `source`. */
const row = (source: string) => {
  const match = new RegExp(`<tr><td><code>${source}</code></td>(.*?)</tr>`).exec(summary());
  return [...match![1]!.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]);
};

beforeEach(() => {
  github.reset();
});

describe('a run the cache answers', () => {
  const CACHED = { sources: 'book/*.html', 'cache-dir': '.cache' };

  it('reads "27 of 27 from the cache, 0 converted, 0 credits", with no duration and why no balance was read', async () => {
    const w = await start(pages(27));
    await w.run(CACHED);
    w.forget();
    await w.run(CACHED);
    expect(failures()).toEqual([]);
    expect(w.server.state.requests).toEqual([]);
    expect(headline()).toBe('<strong>27 of 27 from the cache, 0 converted, 0 credits</strong>');
    // Pages, credits, then no conversion time: nothing was converted.
    expect(row('book/p01.html').slice(2)).toEqual(['1', '0', '—', '✅ from the cache']);
    expect(summary()).toContain(
      '<p>Credits: not read, since every file came from the cache and nothing was sent.</p>',
    );
    expect(summary()).not.toContain('<tr><th>Credits</th><th>Before</th>');
    expect(core.outputs).toMatchObject({
      cached: '27',
      count: '27',
      'credits-used': '0',
      'credits-remaining': '',
    });
    // The pull request comment says the same.
    await w.run({ ...CACHED, 'comment-on-pr': 'true', 'github-token': 'ghs_token' });
    const body = github.state.comments[0]!.body;
    expect(body).toContain('**27 of 27 from the cache, 0 converted, 0 credits**');
    expect(body).toContain(
      'Credits used: 0 · remaining: not read, since every file came from the cache and nothing was sent',
    );
  });

  it('shows the balance read before the run, and sets credits-remaining, when one is read (min-credits)', async () => {
    const w = await start(pages(2), { credits: { total: 2500, used: 120 } });
    await w.run(CACHED);
    await w.run({ ...CACHED, 'min-credits': '1' });
    expect(headline()).toBe('<strong>2 of 2 from the cache, 0 converted, 0 credits</strong>');
    expect(summary()).toContain('<tr><th>Credits</th><th>Before</th><th>After</th></tr>');
    expect(summary()).toContain('<tr><td>Remaining</td><td>2378</td><td>2378</td></tr>');
    expect(summary()).not.toContain('Credits: not read');
    expect(core.outputs['credits-remaining']).toBe('2378');
  });

  it('counts the converted, the cached, the failed and the credits of a partly cached run, each once', async () => {
    const w = await start(pages(4), { credits: { total: 2500, used: 120 } });
    await w.run({ ...CACHED, sources: 'book/p0[12].html' });
    w.server.faults.add({ route: 'POST /convert/pdf', kind: 'status', status: 400, message: 'Broken page.' });
    await w.run({ ...CACHED, 'fail-on-error': 'false', concurrency: '1' });
    expect(headline()).toBe('<strong>2 of 4 from the cache, 1 converted, 1 failed, 1 credit</strong>');
    expect(row('book/p03.html').at(-1)).toBe('❌ 400 Bad Request: Broken page.');
    expect(row('book/p04.html').at(-2)).toMatch(/^\d+ ms$/);
    expect(summary()).toContain('<tr><td>Remaining</td><td>2378</td><td>2377</td></tr>');
    expect(core.outputs['credits-remaining']).toBe('2377');
  });

  it('says the sandbox once, beside the count', async () => {
    const w = await start(pages(2));
    await w.run({ ...CACHED, sandbox: 'true' });
    expect(headline()).toBe(
      '<strong>0 of 2 from the cache, 2 converted, 0 credits</strong> · sandbox: watermarked',
    );
  });
});

describe('a refused run', () => {
  it('says why once: the headline, and the balance it was refused on', async () => {
    const w = await start(pages(3), { credits: { total: 100, used: 98 } });
    await w.run({ sources: 'book/*.html' });
    expect(headline()).toBe(
      '<strong>Nothing converted: 2 credits remaining, fewer than the 3 files to convert (one credit each at least).</strong>',
    );
    expect(summary()).toContain('<tr><th>Credits</th><th>Now</th></tr><tr><td>Remaining</td><td>2</td></tr>');
    expect(core.outputs['credits-remaining']).toBe('2');
  });

  it('does not say "nothing was converted" after "Nothing converted"', async () => {
    const w = await start(pages(1));
    await w.run({ sources: 'nowhere/*.html' });
    expect(failures()).toEqual(['No file matches the sources patterns (nowhere/*.html).']);
    expect(headline()).toBe(
      '<strong>Nothing converted: No file matches the sources patterns (nowhere/*.html).</strong>',
    );
    expect(summary().match(/nothing (was )?converted/gi)).toEqual(['Nothing converted']);
  });

  it('says why there is no balance when it could not be read', async () => {
    const w = await start(pages(1));
    w.server.faults.add({
      route: 'GET /credits/usage',
      kind: 'status',
      status: 403,
      message: 'Key disabled.',
    });
    await w.run({ sources: 'nowhere/*.html' });
    expect(summary()).toContain(
      '<p>Credits: the balance could not be read (403 Forbidden: Key disabled.).</p>',
    );
    expect(core.outputs['credits-remaining']).toBe('');
  });
});

describe('assets in the rows', () => {
  const SITE: Files = {
    'site/a.html':
      '<html><head><link rel="stylesheet" href="css/site.css"><link rel="stylesheet" href="css/gone.css"></head>' +
      '<body><img src="img/logo.png"><img src="img/none.png"><img src="https://cdn.example.com/x.png"></body></html>',
    'site/b.html':
      '<html><head><link rel="stylesheet" href="css/site.css"></head><body><p>b</p></body></html>',
    'site/c.html': '<html><body><img src="https://cdn.example.com/x.png"><p>c</p></body></html>',
    'site/css/site.css': 'body { background: url(../img/texture.png) }',
    'site/img/logo.png': PNG,
  };

  it('shows ⚠️ with the count of the assets not found, for every page that uses them', async () => {
    const w = await start(SITE);
    await w.run({ sources: 'site/*.html' });
    expect(failures()).toEqual([]);
    expect(row('site/a.html').at(-1)).toBe('⚠️ converted · 3 assets not found');
    // The shared stylesheet's missing image counts for b too, though it was warned of once.
    expect(row('site/b.html').at(-1)).toBe('⚠️ converted · 1 asset not found');
    expect(row('site/c.html').at(-1)).toBe('✅ converted');
    for (const missing of ['css/gone.css', 'img/none.png', '../img/texture.png'])
      expect(
        core.messages('warning').filter((m) => m.startsWith(`Not inlined: ${missing} was not found`)),
      ).toHaveLength(1);
  });

  it('with inline-assets false, warns of the first local asset a page cannot load, and shows ⚠️', async () => {
    const w = await start(SITE);
    await w.run({ sources: 'site/*.html', 'inline-assets': 'false' });
    // One per page, in the order the pages were read (side by side): sorted by page here.
    const warnings = core.calls.filter((c) => c.kind === 'warning');
    warnings.sort((a, b) => String(a.properties?.file).localeCompare(String(b.properties?.file)));
    expect(warnings).toEqual([
      {
        kind: 'warning',
        message:
          'Not inlined (inline-assets is false): css/site.css (and 3 others) cannot load, since site/a.html is sent without its folder; set inline-assets to true to send them with it.',
        properties: { file: 'site/a.html' },
      },
      {
        kind: 'warning',
        message:
          'Not inlined (inline-assets is false): css/site.css cannot load, since site/b.html is sent without its folder; set inline-assets to true to send them with it.',
        properties: { file: 'site/b.html' },
      },
    ]);
    expect(row('site/a.html').at(-1)).toBe('⚠️ converted · 4 local assets not sent (inline-assets is false)');
    expect(row('site/b.html').at(-1)).toBe('⚠️ converted · 1 local asset not sent (inline-assets is false)');
    expect(row('site/c.html').at(-1)).toBe('✅ converted');
  });
});

describe('print styles', () => {
  const PRINT: Files = {
    'site/a.html':
      '<html><head><link rel="stylesheet" href="print.css" media="print"></head><body>a</body></html>',
    'site/b.html': '<html><head><link rel="stylesheet" href="site.css"></head><body>b</body></html>',
    'site/c.html':
      '<html><head><style>@media screen { p { color: blue } }</style></head><body>c</body></html>',
    'site/print.css': 'nav { display: none }',
    'site/site.css': '@media print { nav { display: none } }',
  };
  const notices = () => core.calls.filter((c) => c.kind === 'notice');

  it('are noticed once per run, naming use_print and one page that has them', async () => {
    const w = await start(PRINT);
    await w.run({ sources: 'site/*.html' });
    expect(notices()).toHaveLength(1);
    const [notice] = notices();
    expect(notice!.message).toMatch(/^site\/[ab]\.html has print styles/);
    expect(notice!.message).toContain(`options: '{"use_print": true, "margin": "0"}'`);
    expect(notice!.properties).toEqual({
      title: 'Doc Convert: print styles',
      file: notice!.message.slice(0, 'site/a.html'.length),
    });
  });

  it.each([
    ['a print stylesheet', 'site/a.html', {}],
    ['@media print in a linked sheet', 'site/b.html', {}],
    ['@media print in a <style>, with inline-assets false', 'site/d.html', { 'inline-assets': 'false' }],
    ['an @import for print', 'site/e.html', {}],
  ])('are found in %s', async (_, source, inputs) => {
    const w = await start({
      ...PRINT,
      'site/d.html':
        '<html><head><style>@media print { nav { display: none } }</style></head><body>d</body></html>',
      'site/e.html': '<html><head><style>@import url(print.css) print;</style></head><body>e</body></html>',
    });
    await w.run({ sources: source, ...inputs });
    expect(notices().map((n) => n.message.split(' ')[0])).toEqual([source]);
  });

  it('are not noticed when use_print is set either way, nor for screen or "not print" styles', async () => {
    const w = await start({
      ...PRINT,
      'site/f.html':
        '<html><head><style>@media not print { nav { color: red } }</style></head><body>f</body></html>',
    });
    for (const options of ['{"use_print": true}', '{"use_print": false}']) {
      await w.run({ sources: 'site/*.html', options });
      expect(notices()).toEqual([]);
    }
    await w.run({ sources: 'site/c.html\nsite/f.html' });
    expect(notices()).toEqual([]);
    await w.run({ sources: 'site/a.html' });
    expect(notices()).toHaveLength(1);
  });
});
