// More of the Action over a whole site (issue 21), run() against the local server as in site.test.ts:
// release-assets on a tag with merge uploads the merged PDF alone; a change of processor-version misses the
// cache; PDFs given to merge take their bookmarks from their own titles; pages converted in one run link to
// each other's PDFs relatively, and as jumps inside the merged PDF, from the cache too (Chromium, which
// writes <a href> as link annotations; the text renderer writes none).
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { startLocalServer, SANDBOX_KEY, type LocalServer, type Scenario } from 'doc-convert-server';
import { readPdf } from '@doc-convert/testing/pdf';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { createWorkspace, type Files, type Workspace } from './fixtures/workspace';

/** A release API in memory: the tag's release exists and has one asset, site.pdf, from an earlier run. */
const releases = {
  uploads: [] as Array<{ name: string; data: Buffer; url: string }>,
  deleted: [] as number[],
  tags: [] as string[],
};
const repos = {
  getReleaseByTag: jest.fn(async ({ tag }: { tag: string }) => {
    releases.tags.push(tag);
    return {
      data: {
        id: 7,
        html_url: `https://github.com/octo/site/releases/tag/${tag}`,
        upload_url: 'https://uploads.github.com/repos/octo/site/releases/7/assets{?name,label}',
      },
    };
  }),
  createRelease: jest.fn(async () => {
    throw new Error('the release exists: nothing should create one');
  }),
  listReleaseAssets: jest.fn(async () => ({ data: [{ id: 31, name: 'site.pdf' }] })),
  deleteReleaseAsset: jest.fn(async ({ asset_id }: { asset_id: number }) => {
    releases.deleted.push(asset_id);
    return { data: undefined };
  }),
  uploadReleaseAsset: jest.fn(async ({ name, data, url }: { name: string; data: unknown; url: string }) => {
    releases.uploads.push({ name, data: Buffer.from(data as Uint8Array), url });
    return { data: {} };
  }),
};
const getOctokit = jest.fn((token: string) => ({ ...github.getOctokit(token), rest: { repos } }));

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => ({ ...github, getOctokit }));
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

let server: LocalServer | undefined;
let ws: Workspace | undefined;

async function start(files: Files, scenario: Scenario = {}): Promise<void> {
  server = await startLocalServer({ renderer: 'text', ...scenario });
  ws = createWorkspace(files);
  process.env.GITHUB_WORKSPACE = ws.root;
}

async function runAction(inputs: Record<string, string>): Promise<void> {
  core.reset({ 'api-key': SANDBOX_KEY, 'base-url': server!.url, ...inputs });
  await run();
}

const conversions = () =>
  server!.state.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v3/convert/'));
const failures = () => core.messages('setFailed');
const forget = () => server!.state.requests.splice(0);

const pages = (count: number): Files =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `site/p${i + 1}.html`,
      `<html><head><title>Page ${i + 1}</title></head><body><p>Text of page ${i + 1}</p></body></html>`,
    ]),
  );

beforeEach(() => {
  github.reset();
  releases.uploads.length = 0;
  releases.deleted.length = 0;
  releases.tags.length = 0;
  artifact.uploads.length = 0;
  process.env.GITHUB_STEP_SUMMARY = '/dev/null';
});
afterEach(async () => {
  await server?.close();
  ws?.remove();
  server = undefined;
  ws = undefined;
});

describe('release-assets with merge', () => {
  beforeEach(() => {
    process.env.GITHUB_REF = 'refs/tags/v2.0.0';
    process.env.GITHUB_REPOSITORY = 'octo/site';
  });
  afterEach(() => {
    delete process.env.GITHUB_REF;
    delete process.env.GITHUB_REPOSITORY;
  });

  it('on a tag uploads only the merged PDF, not the pages it was made of', async () => {
    await start(pages(3));
    await runAction({
      sources: 'site/*.html',
      merge: 'site.pdf',
      'release-assets': 'true',
      'github-token': 'ghs_release_run_token',
    });
    expect(failures()).toEqual([]);
    // The pages were written (and are in the outputs), but readers of the release get the one PDF.
    expect(JSON.parse(core.outputs.files!)).toHaveLength(3);
    expect(releases.tags).toEqual(['v2.0.0']);
    expect(releases.uploads.map((u) => u.name)).toEqual(['site.pdf']);
    expect(releases.uploads[0]!.data).toEqual(readFileSync(ws!.path('doc-convert/site.pdf')));
    expect((await readPdf(releases.uploads[0]!.data)).outline).toEqual(['Page 1', 'Page 2', 'Page 3']);
    // The earlier site.pdf was replaced, not kept beside it.
    expect(releases.deleted).toEqual([31]);
    expect(core.outputs['release-url']).toBe('https://github.com/octo/site/releases/tag/v2.0.0');
    expect(JSON.stringify(core.calls.filter((c) => c.kind !== 'setSecret'))).not.toContain(
      'ghs_release_run_token',
    );
  });

  it('without merge, on the same tag, uploads every page (the case above is the merge, not the tag)', async () => {
    await start(pages(3));
    await runAction({ sources: 'site/*.html', 'release-assets': 'true', 'github-token': 'ghs_t' });
    expect(failures()).toEqual([]);
    expect(releases.uploads.map((u) => u.name)).toEqual(['site-p1.pdf', 'site-p2.pdf', 'site-p3.pdf']);
  });
});

describe('cache-dir and processor-version', () => {
  const CACHE = { sources: 'site/*.html', 'cache-dir': '.doc-convert-cache' };

  it('misses when the processor version changes, and hits again for a version already converted', async () => {
    await start(pages(2));
    await runAction(CACHE);
    expect(failures()).toEqual([]);
    expect(conversions()).toHaveLength(2);
    for (const version of ['116', '142']) {
      forget();
      await runAction({ ...CACHE, 'processor-version': version });
      expect(failures()).toEqual([]);
      // Each version renders its own bytes: a result of another version is no answer.
      expect(conversions()).toHaveLength(2);
      expect(core.outputs.cached).toBe('0');
    }
    // Each version (and the account's default) is kept under its own key: all hit now.
    for (const version of ['116', '142', '']) {
      forget();
      await runAction({ ...CACHE, 'processor-version': version });
      expect(failures()).toEqual([]);
      expect(conversions()).toEqual([]);
      expect(core.outputs.cached).toBe('2');
    }
  });
});

describe('merge of PDFs given as sources (the last job of examples/github/site-matrix.yml)', () => {
  it("titles each bookmark with the PDF's own title, never the HTML beside it: that job needs no checkout", async () => {
    const { PDF } = await import('@libpdf/core');
    const pdf = async (title?: string) => {
      const doc = PDF.create();
      // Chromium writes no title for a page without <title>; libpdf would write "Untitled" unless told.
      doc.setTitle(title ?? '');
      doc.addPage().drawText(title ?? 'untitled', { x: 50, y: 700 });
      return Buffer.from(await doc.save());
    };
    await start({
      // What a checkout would add: the pages, with other titles than their PDFs carry.
      'site/index.html': '<html><head><title>HTML Home</title></head><body>Home</body></html>',
      'site/guide/tables.html': '<html><head><title>HTML Tables</title></head><body>Tables</body></html>',
      'pdf/site/index.pdf': await pdf('Home'),
      'pdf/site/guide/tables.pdf': await pdf(),
    });
    await runAction({ sources: 'pdf/**/*.pdf', merge: 'site.pdf', 'output-dir': 'merged' });
    expect(failures()).toEqual([]);
    expect(conversions()).toEqual([]);
    // An untitled PDF falls back on its path, not on the page it was converted from.
    expect((await readPdf(ws!.path('merged/site.pdf'))).outline).toEqual([
      'pdf/site/guide/tables.pdf',
      'Home',
    ]);
  });
});

describe('links between pages converted in one run (Chromium)', () => {
  // Chromium, as the service renders: it writes each <a href> as a link annotation, but none for a relative
  // href in a page sent inline (about:blank). Links to converted pages are sent marked, under
  // https://doc-convert.invalid/, and made relative in each PDF once downloaded (packages/action/src/convert/pdf-links.ts).
  const SITE: Files = {
    'site/index.html':
      '<html><head><title>Home</title></head><body><h1>Home</h1>' +
      '<p><a href="guide/tables.html">Tables</a></p>' +
      '<p><a href="https://example.com/elsewhere">Elsewhere</a></p></body></html>',
    'site/guide/tables.html':
      '<html><head><title>Tables</title></head><body><h1>Tables</h1>' +
      '<p><a href="../index.html#top">Back home</a></p></body></html>',
  };
  const SOURCES = { sources: 'site/**/*.html' };

  /** Each PDF the renderer answered, by the HTML it was sent: what the service sent, byte for byte. */
  const rendered = new Map<string, Buffer>();
  function recordRendered(): void {
    const renderer = server!.renderer;
    const render = renderer.render.bind(renderer);
    renderer.render = async (job, context) => {
      const answer = await render(job, context);
      const chunks: Buffer[] = [];
      for await (const chunk of answer.body.chunks()) chunks.push(chunk);
      rendered.set(String(job.options.source), Buffer.concat(chunks));
      return answer;
    };
  }
  beforeEach(() => rendered.clear());

  type Doc = Awaited<ReturnType<(typeof import('@libpdf/core'))['PDF']['load']>>;
  const load = async (file: string): Promise<Doc> => {
    const { PDF } = await import('@libpdf/core');
    return PDF.load(readFileSync(ws!.path(file)));
  };
  /** Each link of each page as where it goes: the number of the page object it jumps to, or its URI. */
  const targets = (doc: Doc) =>
    doc.getPages().map((page) =>
      page.getLinkAnnotations().map((link) => {
        const action = link.getAction();
        if (action?.type === 'uri') return action.uri;
        const destination = link.destination ?? (action?.type === 'goto' ? action.destination : null);
        return destination && typeof destination.page === 'object' ? destination.page.objectNumber : null;
      }),
    );
  /** The URL pdf.js opens for each link of the PDF's first page, the PDF served from `address`. */
  const opened = async (file: string, address: string) => {
    const pdfjs = (await import(
      pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href
    )) as typeof import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({
      data: new Uint8Array(readFileSync(ws!.path(file))),
      docBaseUrl: address,
    });
    try {
      const page = await (await task.promise).getPage(1);
      return ((await page.getAnnotations()) as Array<{ url?: string }>).map((annotation) => annotation.url);
    } finally {
      await task.destroy();
    }
  };

  it("gives each page's own PDF a relative link to the other page's PDF, the service's bytes kept", async () => {
    await start(SITE, { renderer: 'chromium' });
    recordRendered();
    await runAction(SOURCES);
    expect(failures()).toEqual([]);
    const sent = conversions().map((r) => (r.body as { source: string }).source);
    // Sent marked, the path relative to the page's output in it: no URL parser folds the `..` away.
    expect(sent.find((html) => html.includes('Home</h1>'))).toContain(
      'href="https://doc-convert.invalid/guide%2Ftables.pdf"',
    );
    expect(sent.find((html) => html.includes('Tables</h1>'))).toContain(
      'href="https://doc-convert.invalid/..%2Findex.pdf#top"',
    );

    const [home] = targets(await load('doc-convert/site/index.pdf'));
    const [tables] = targets(await load('doc-convert/site/guide/tables.pdf'));
    expect(home).toEqual(['./guide/tables.pdf', 'https://example.com/elsewhere']);
    expect(tables).toEqual(['../index.pdf#top']);
    // A viewer resolves them against where the folder is, wherever that is (pdf.js as in Firefox).
    const at = 'https://downloads.example/run-7/doc-convert/site/';
    expect(await opened('doc-convert/site/index.pdf', `${at}index.pdf`)).toEqual([
      `${at}guide/tables.pdf`,
      'https://example.com/elsewhere',
    ]);
    expect(await opened('doc-convert/site/guide/tables.pdf', `${at}guide/tables.pdf`)).toEqual([
      `${at}index.pdf#top`,
    ]);
    // The links were appended as an update: the service's PDF is all there, unchanged, at the start.
    for (const [html, output] of [
      [sent.find((h) => h.includes('Home</h1>'))!, 'doc-convert/site/index.pdf'],
      [sent.find((h) => h.includes('Tables</h1>'))!, 'doc-convert/site/guide/tables.pdf'],
    ] as const) {
      const original = rendered.get(html)!;
      const written = readFileSync(ws!.path(output));
      expect(written.length).toBeGreaterThan(original.length);
      expect(written.subarray(0, original.length).equals(original)).toBe(true);
    }
    expect(readdirSync(ws!.path('doc-convert/site')).filter((name) => name.endsWith('.partial'))).toEqual([]);
  }, 120_000);

  it('writes a page without links to other pages byte for byte as the service sent it', async () => {
    await start(
      {
        ...SITE,
        // Links, but none to a converted page: a link elsewhere, one within the page, one to a file that
        // is not converted (left as it was: the repository is not known here).
        'site/about.html':
          '<html><body><h1 id="top">About</h1><p><a href="https://example.com/">Out</a> ' +
          '<a href="#top">Top</a> <a href="notes.md">Notes</a></p></body></html>',
      },
      { renderer: 'chromium' },
    );
    recordRendered();
    await runAction(SOURCES);
    expect(failures()).toEqual([]);
    const [sent] = conversions()
      .map((r) => (r.body as { source: string }).source)
      .filter((html) => html.includes('About</h1>'));
    expect(sent).not.toContain('doc-convert.invalid');
    const written = readFileSync(ws!.path('doc-convert/site/about.pdf'));
    expect(written.equals(rendered.get(sent!)!)).toBe(true);
    expect(targets(await load('doc-convert/site/about.pdf'))[0]).toContain('https://example.com/');
  }, 120_000);

  it('keeps links between the pages as jumps to where each page starts in the merged PDF', async () => {
    await start(SITE, { renderer: 'chromium' });
    await runAction({ ...SOURCES, merge: 'site.pdf' });
    expect(failures()).toEqual([]);
    expect(conversions()).toHaveLength(2);
    const merged = await readPdf(ws!.path('doc-convert/site.pdf'));
    // Path order: site/guide/tables.html before site/index.html.
    expect(merged.outline).toEqual(['Tables', 'Home']);
    expect(core.messages('info')).toContainEqual(
      expect.stringContaining('2 links between its documents jump inside it'),
    );

    const doc = await load('doc-convert/site.pdf');
    const all = doc.getPages();
    expect(all).toHaveLength(2);
    const [tables, home] = all;
    expect(targets(doc)).toEqual([
      [home!.ref.objectNumber],
      [tables!.ref.objectNumber, 'https://example.com/elsewhere'],
    ]);
  }, 120_000);

  it('writes the same files from the cache on a re-run, links and jumps included, with nothing sent', async () => {
    await start(SITE, { renderer: 'chromium' });
    const inputs = { ...SOURCES, merge: 'site.pdf', 'cache-dir': '.doc-convert-cache' };
    const files = ['doc-convert/site/index.pdf', 'doc-convert/site/guide/tables.pdf'];
    await runAction(inputs);
    expect(failures()).toEqual([]);
    expect(conversions()).toHaveLength(2);
    const first = files.map((file) => readFileSync(ws!.path(file)));
    const firstTargets = targets(await load('doc-convert/site.pdf'));
    // A fresh runner: the outputs are gone, the cache folder was restored.
    rmSync(ws!.path('doc-convert'), { recursive: true });

    forget();
    await runAction(inputs);
    expect(failures()).toEqual([]);
    expect(conversions()).toEqual([]);
    expect(core.outputs.cached).toBe('2');
    expect(files.map((file) => readFileSync(ws!.path(file)))).toEqual(first);
    expect(targets(await load('doc-convert/site/index.pdf'))[0]).toEqual([
      './guide/tables.pdf',
      'https://example.com/elsewhere',
    ]);
    // The merged PDF, made again from the restored files, jumps as the first one did.
    const again = await load('doc-convert/site.pdf');
    expect(targets(again)).toEqual(firstTargets);
    expect(targets(again)[0]).toEqual([again.getPages()[1]!.ref.objectNumber]);
  }, 120_000);
});
