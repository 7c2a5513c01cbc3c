// The Action over a whole site (issue 21): results kept by content in cache-dir, a job matrix's shards, one
// merged PDF with a bookmark per document, dependency folders left out of globs, refused assets in the
// summary. run() against the local server, with @actions/core, @actions/github and @actions/artifact
// replaced by the fixtures.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalServer, SANDBOX_KEY, type LocalServer, type Scenario } from 'doc-convert-server';
import { readPdf } from '@doc-convert/testing/pdf';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { createWorkspace, DOCUMENTS, SITE, type Files, type Workspace } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

let server: LocalServer;
let ws: Workspace;

async function start(files: Files, scenario: Scenario = {}): Promise<void> {
  server = await startLocalServer({ renderer: 'text', ...scenario });
  ws = createWorkspace(files);
  process.env.GITHUB_WORKSPACE = ws.root;
}

async function runAction(inputs: Record<string, string>): Promise<void> {
  core.reset({ 'api-key': SANDBOX_KEY, 'base-url': server.url, ...inputs });
  await run();
}

/** Requests that convert or generate (each would cost a credit outside the sandbox). */
const conversions = () =>
  server.state.requests.filter(
    (r) => r.method === 'POST' && /^\/v3\/(convert\/|templates\/[^/]+\.(pdf|png|jpeg|webp)$)/.test(r.path),
  );
const failures = () => core.messages('setFailed');
const forget = () => server.state.requests.splice(0);

const pages = (count: number): Files =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `site/p${String(i + 1).padStart(2, '0')}.html`,
      `<html><head><title>Page ${i + 1}</title></head><body><p>Text of page ${i + 1}</p></body></html>`,
    ]),
  );

/** Every file below `folder` of the workspace, relative and sorted. */
function filesIn(folder: string): string[] {
  const root = ws.path(folder);
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

beforeEach(() => {
  github.reset();
  artifact.uploads.length = 0;
  process.env.GITHUB_STEP_SUMMARY = '/dev/null';
});
afterEach(async () => {
  await server?.close();
  ws?.remove();
});

describe('cache-dir', () => {
  const CACHE = { sources: 'site/*.html', 'cache-dir': '.doc-convert-cache' };

  it('converts and stores on the first run; the next run sends nothing and writes the same files', async () => {
    await start(pages(4));
    await runAction(CACHE);
    expect(failures()).toEqual([]);
    expect(conversions()).toHaveLength(4);
    expect(filesIn('.doc-convert-cache').filter((f) => f.endsWith('.pdf'))).toHaveLength(4);
    expect(core.outputs.cached).toBe('0');
    const first = filesIn('doc-convert').map((f) => readFileSync(ws.path(`doc-convert/${f}`)));

    rmSync(ws.path('doc-convert'), { recursive: true });
    forget();
    await runAction(CACHE);
    expect(failures()).toEqual([]);
    // Not a conversion, and not even the credits: a run the cache answers sends nothing at all.
    expect(server.state.requests).toEqual([]);
    expect(filesIn('doc-convert').map((f) => readFileSync(ws.path(`doc-convert/${f}`)))).toEqual(first);
    expect(core.outputs.cached).toBe('4');
    expect(core.outputs.count).toBe('4');
    expect(core.outputs['credits-used']).toBe('0');
    expect(core.summaries[0]).toContain('4 of 4 from the cache, 0 converted, 0 credits');
    expect(core.summaries[0]).toContain('<td>✅ from the cache</td>');
    // The pull-request comment says it too.
    await runAction({ ...CACHE, 'comment-on-pr': 'true', 'github-token': 'ghs_comment_token' });
    expect(github.state.comments[0]!.body).toContain('4 of 4 from the cache, 0 converted, 0 credits');
    expect(github.state.comments[0]!.body).toContain('✅ from the cache');
  });

  it('converts only the changed page, and the preflight counts only the misses', async () => {
    // Two credits left: enough for the one changed page, not for the four pages of the site.
    await start(pages(4), { credits: { total: 100, used: 98 } });
    await runAction({ ...CACHE, sources: 'site/*.html' });
    expect(failures()).toEqual([expect.stringContaining('fewer than the 4 files to convert')]);
    await server.close();
    await start(pages(4));
    await runAction(CACHE);
    const cacheDir = ws.path('.doc-convert-cache');
    const cache = readdirSync(cacheDir, { recursive: true });
    server.state.credits.used = server.state.credits.total - 1;
    writeFileSync(ws.path('site/p03.html'), '<html><body><p>Changed</p></body></html>');
    forget();
    await runAction(CACHE);
    expect(failures()).toEqual([]);
    expect(conversions().map((r) => (r.body as { source: string }).source)).toEqual([
      '<html><body><p>Changed</p></body></html>',
    ]);
    expect(core.outputs.cached).toBe('3');
    expect(core.messages('info')).toContain('From the cache (.doc-convert-cache): 3 of 4 files.');
    expect(readdirSync(cacheDir, { recursive: true }).length).toBeGreaterThan(cache.length);
  });

  it('misses when the options, the type or the sandbox flag change: each decides the bytes', async () => {
    await start(pages(1));
    await runAction(CACHE);
    for (const change of [{ options: '{"landscape": true}' }, { type: 'png' }, { sandbox: 'true' }] as Array<
      Record<string, string>
    >) {
      forget();
      await runAction({ ...CACHE, ...change });
      expect(failures()).toEqual([]);
      expect(conversions()).toHaveLength(1);
    }
    // The same options written in another order are the same options.
    await runAction({ ...CACHE, options: '{"landscape": true, "grayscale": false}' });
    forget();
    await runAction({ ...CACHE, options: '{"grayscale": false, "landscape": true}' });
    expect(conversions()).toHaveLength(0);
  });

  it('never trusts a half-written entry: only a whole file under its key is a hit', async () => {
    await start(pages(1));
    await runAction(CACHE);
    const [entry] = filesIn('.doc-convert-cache');
    const full = ws.path(`.doc-convert-cache/${entry}`);
    // What a cancelled store leaves: the temporary file, never the entry itself.
    const partial = path.join(path.dirname(full), `.${path.basename(full)}.a1b2c3.partial`);
    renameSync(full, partial);
    writeFileSync(partial, readFileSync(partial).subarray(0, 100));
    forget();
    await runAction(CACHE);
    expect(conversions()).toHaveLength(1);
    expect(existsSync(full)).toBe(true);
    expect((await readPdf(ws.path('doc-convert/site/p01.pdf'))).pages[0]!.text).toContain('Text of page 1');
  });

  it('works with source: inline HTML is a hit once sent', async () => {
    await start({});
    await runAction({ source: '<h1>Inline</h1>', 'cache-dir': 'cache' });
    forget();
    await runAction({ source: '<h1>Inline</h1>', 'cache-dir': 'cache' });
    expect(server.state.requests).toEqual([]);
    expect(core.outputs.files).toBe(JSON.stringify(['doc-convert/document.pdf']));
    await runAction({ source: '<h1>Inline, changed</h1>', 'cache-dir': 'cache' });
    expect(conversions()).toHaveLength(1);
  });

  it('works with a template file and data: a changed data file or template misses, the rest hit', async () => {
    await start(DOCUMENTS, { templates: [] });
    const inputs = { 'template-file': 'templates/invoice.html', data: 'data/*.json', 'cache-dir': 'cache' };
    await runAction(inputs);
    expect(conversions().filter((r) => r.method === 'POST' && r.path.endsWith('.pdf'))).toHaveLength(2);
    forget();
    await runAction(inputs);
    expect(failures()).toEqual([]);
    // Nothing generated, and the template not stored again: no document needs it.
    expect(server.state.requests).toEqual([]);
    expect(core.outputs.cached).toBe('2');

    const acme = JSON.parse(readFileSync(ws.path('data/acme.json'), 'utf8')) as { number: string };
    writeFileSync(ws.path('data/acme.json'), JSON.stringify({ ...acme, number: 'A-2002' }));
    await runAction(inputs);
    const generated = () => conversions().filter((r) => r.path === '/v3/templates/invoice.pdf');
    expect(generated().map((r) => (r.body as { number: string }).number)).toEqual(['A-2002']);
    forget();
    writeFileSync(ws.path('templates/invoice.html'), '<p>{{number}} v2</p>');
    await runAction(inputs);
    expect(generated()).toHaveLength(2);
  });

  it('works with a stored template, whose content (read once, no credit) is part of the key', async () => {
    await start(DOCUMENTS, { templates: [{ slug: 'invoice', name: 'Invoice', html: '<p>{{number}}</p>' }] });
    const inputs = { template: 'invoice', data: 'data/*.json', 'cache-dir': 'cache' };
    await runAction(inputs);
    forget();
    await runAction(inputs);
    expect(server.state.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v3/templates/invoice.html',
    ]);
    expect(core.outputs.cached).toBe('2');
  });

  it('refuses a cache-dir outside the workspace before any request', async () => {
    await start(pages(1));
    await runAction({ ...CACHE, 'cache-dir': '../cache' });
    expect(failures()).toEqual(['Input cache-dir: "../cache" must be a relative path without "..".']);
    expect(server.state.requests).toEqual([]);
  });
});

describe('shard', () => {
  it('splits the files between the shards: each converted by exactly one, whatever the shard count', async () => {
    await start(pages(20));
    const all = Object.keys(pages(20)).map((f) => `doc-convert/${f.replace('.html', '.pdf')}`);
    for (const count of [2, 3, 4]) {
      const seen: string[] = [];
      for (let index = 1; index <= count; index++) {
        await runAction({ sources: 'site/*.html', shard: `${index}/${count}`, 'output-dir': `out-${count}` });
        expect(failures()).toEqual([]);
        seen.push(...(JSON.parse(core.outputs.files) as string[]));
      }
      expect(seen.sort()).toEqual(all.map((f) => f.replace('doc-convert', `out-${count}`)));
    }
    expect(core.messages('info')).toContainEqual(
      expect.stringMatching(/^Shard 4\/4: \d+ of 20 matched files\.$/),
    );
  });

  it.each(['0/2', '3/2', 'half', '1/0', '2'])(
    'refuses %s before any request, naming the input',
    async (shard) => {
      await start(pages(2));
      await runAction({ sources: 'site/*.html', shard });
      expect(failures()).toEqual([
        `Input shard must be k/n with 1 ≤ k ≤ n, e.g. 2/4 for the second of four jobs (got ${JSON.stringify(shard)}).`,
      ]);
      expect(server.state.requests).toEqual([]);
    },
  );

  it('splits data files too, reading only its own', async () => {
    await start(DOCUMENTS);
    const outputs: string[] = [];
    for (const shard of ['1/2', '2/2']) {
      await runAction({ template: 'invoice', data: 'data/*.json', shard });
      outputs.push(...(JSON.parse(core.outputs.files) as string[]));
    }
    expect(outputs.sort()).toEqual(['doc-convert/data/acme.pdf', 'doc-convert/data/globex.pdf']);
  });
});

describe('merge', () => {
  it('joins the documents in path order, a bookmark per document titled by its <title> or path', async () => {
    await start({
      ...pages(3),
      'site/a-untitled.html': '<html><body><p>No title here</p></body></html>',
    });
    await runAction({ sources: 'site/*.html', merge: 'site.pdf' });
    expect(failures()).toEqual([]);
    const merged = await readPdf(ws.path('doc-convert/site.pdf'));
    expect(merged.outline).toEqual(['site/a-untitled.html', 'Page 1', 'Page 2', 'Page 3']);
    // The book's title is the first document's, as its bookmark shows it (merge-title sets another).
    expect(merged.info.Title).toBe('site/a-untitled.html');
    const texts = merged.pages.map((p) => p.text).join('\n');
    const order = ['No title here', 'Text of page 1', 'Text of page 2', 'Text of page 3'].map((t) =>
      texts.indexOf(t),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThanOrEqual(0);
    expect(core.outputs.merged).toBe('doc-convert/site.pdf');
  });

  it('refuses merge for another type than pdf, and a name that is not a .pdf, before any request', async () => {
    await start(pages(1));
    await runAction({ sources: 'site/*.html', merge: 'site.pdf', type: 'png' });
    expect(failures()).toEqual(['Input merge joins PDFs into one, so it needs type pdf (got "png").']);
    await runAction({ sources: 'site/*.html', merge: 'site.zip' });
    expect(failures()).toEqual(['Input merge must name a .pdf file (got "site.zip").']);
    expect(server.state.requests).toEqual([]);
  });

  it('merges PDFs converted by earlier jobs (the last job of a matrix), turning links between them into jumps', async () => {
    const { PDF } = await import('@libpdf/core');
    const pdf = async (title: string, links: string[]) => {
      const doc = PDF.create();
      doc.setTitle(title);
      const page = doc.addPage();
      page.drawText(title, { x: 50, y: 700 });
      for (const [i, uri] of links.entries())
        page.addLinkAnnotation({ rect: { x: 50, y: 600 - i * 30, width: 100, height: 20 }, uri });
      return Buffer.from(await doc.save());
    };
    await start({
      'parts/index.pdf': await pdf('Home', ['guide/tables.pdf', 'https://example.com/x.pdf']),
      'parts/guide/tables.pdf': await pdf('Tables', ['../index.pdf#top']),
    });
    await runAction({ sources: 'parts/**/*.pdf', merge: 'site.pdf' });
    expect(failures()).toEqual([]);
    expect(conversions()).toEqual([]);
    const merged = await readPdf(ws.path('doc-convert/site.pdf'));
    // Path order: parts/guide/tables.pdf before parts/index.pdf; titles from the PDFs themselves.
    expect(merged.outline).toEqual(['Tables', 'Home']);

    const { PDF: Reader } = await import('@libpdf/core');
    const doc = await Reader.load(readFileSync(ws.path('doc-convert/site.pdf')));
    const [tables, home] = doc.getPages();
    // Each link as where it goes: the number of the page object it jumps to, or its URI.
    const targets = (page: NonNullable<typeof tables>) =>
      page.getLinkAnnotations().map((link) => {
        const action = link.getAction();
        if (action?.type === 'uri') return action.uri;
        const destination = link.destination ?? (action?.type === 'goto' ? action.destination : null);
        return destination && typeof destination.page === 'object' ? destination.page.objectNumber : null;
      });
    expect(targets(home!)).toEqual([tables!.ref.objectNumber, 'https://example.com/x.pdf']);
    expect(targets(tables!)).toEqual([home!.ref.objectNumber]);

    // Run again over the same folder with the merged PDF inside it: it is not merged into itself.
    await runAction({ sources: 'parts/**/*.pdf', merge: 'site.pdf', 'output-dir': 'parts' });
    const before = (await readPdf(ws.path('parts/site.pdf'))).pages.length;
    await runAction({ sources: 'parts/**/*.pdf', merge: 'site.pdf', 'output-dir': 'parts' });
    expect((await readPdf(ws.path('parts/site.pdf'))).pages.length).toBe(before);
  });
});

describe('globs over a real site', () => {
  const SITE_WITH_DEPENDENCIES: Files = {
    'index.html': '<p>home</p>',
    'node_modules/pkg/README.html': '<p>dependency</p>',
    'docs/node_modules/other/index.html': '<p>nested dependency</p>',
    'vendor/bundle/gem/doc.html': '<p>gem</p>',
  };

  it('leaves out node_modules and other dependency folders unless a pattern names them', async () => {
    await start(SITE_WITH_DEPENDENCIES);
    await runAction({ sources: '**/*.html' });
    expect(JSON.parse(core.outputs.files)).toEqual(['doc-convert/index.pdf']);
    // The folders the walk met, and those alone (issue 36 §7).
    expect(core.messages('info')).toContain(
      'Left out dependency folders (node_modules, vendor): a pattern that names one matches in it.',
    );
    await runAction({ sources: 'node_modules/**/*.html' });
    expect(JSON.parse(core.outputs.files)).toEqual(['doc-convert/node_modules/pkg/README.pdf']);
  });

  it('says nothing of dependency folders in a workspace that has none (issue 36 §7)', async () => {
    await start({ 'index.html': '<p>home</p>', 'docs/a.html': '<p>a</p>' });
    await runAction({ sources: '**/*.html' });
    expect(JSON.parse(core.outputs.files)).toEqual(['doc-convert/docs/a.pdf', 'doc-convert/index.pdf']);
    expect(core.messages('info').filter((line) => line.includes('dependency folders'))).toEqual([]);
  });

  it('shows refused asset references in the page’s row and in the outputs', async () => {
    await start(SITE);
    await runAction({ sources: 'docs/*.html' });
    expect(JSON.parse(core.outputs['refused-assets']!)).toEqual({ 'docs/escape.html': 2 });
    expect(core.summaries[0]).toContain('⚠️ converted · 2 assets refused (outside the workspace)');
    expect(core.summaries[0]).toMatch(/<code>docs\/index.html<\/code>.*?<td>✅ converted<\/td>/);
  });
});

describe('release-assets in a run', () => {
  afterEach(() => {
    delete process.env.GITHUB_REF;
  });

  it('off a tag uploads nothing, says why in the log and the summary, and succeeds', async () => {
    process.env.GITHUB_REF = 'refs/heads/main';
    await start(pages(1));
    await runAction({ sources: 'site/*.html', 'release-assets': 'true', 'github-token': 'ghs_run_token' });
    expect(failures()).toEqual([]);
    const why = 'Not a tag (GITHUB_REF=refs/heads/main): no release assets uploaded.';
    expect(core.messages('info')).toContain(why);
    expect(core.summaries[0]).toContain(why);
    expect(github.getOctokit).not.toHaveBeenCalled();
    expect(core.outputs['release-url']).toBe('');
  });

  it('needs github-token, refused before any request', async () => {
    await start(pages(1));
    await runAction({ sources: 'site/*.html', 'release-assets': 'true' });
    expect(failures()).toEqual(['Input release-assets needs github-token (default: ${{ github.token }}).']);
    expect(server.state.requests).toEqual([]);
  });
});
