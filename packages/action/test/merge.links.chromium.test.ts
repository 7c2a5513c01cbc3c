// Links that land, and bookmarks from headings, in the Action's PDFs rendered by the local server's Chromium
// and read back with pdf.js: in a merged PDF every link inside a document and to another document's section
// opens the page where its target heading is printed (two documents' `#intro` kept apart), and each
// document's bookmark holds its headings'; the same when the last job of a matrix merges the shards' PDFs;
// per-file PDFs keep `./b.pdf#sec` and have the destination it names; a link to a missing id is one warning.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import { startLocalServer, SANDBOX_KEY, type LocalServer } from 'doc-convert-server';
import {
  readCatalog,
  readLinks,
  readOutline,
  textPlace,
  type LinkTarget,
} from '@doc-convert/testing/pdf-outline';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { createWorkspace, type Files, type Workspace } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const FILLER = `<p>${'Words that fill the page so the sections fall where they fall. '.repeat(12)}</p>`;
const BREAK = '<div style="break-before: page"></div>';

/** Three pages linking to each other's sections; both a.html and b.html have an `#intro`. */
const SITE: Files = {
  'guide/a.html': `<html><head><title>Alpha</title></head><body>
<h1>Alpha guide</h1>
<p><a href="#alpha-details">to details</a> · <a href="b.html#beta-setup">to beta setup</a> ·
<a href="b.html#intro">to beta intro</a> · <a href="b.html">to beta</a></p>
<h2 id="intro">Alpha intro</h2>${FILLER}${BREAK}
<h2 id="alpha-details">Alpha details</h2>${FILLER}
</body></html>`,
  'guide/b.html': `<html><head><title>Beta</title></head><body>
<h1>Beta guide</h1>
<p><a href="#intro">to own intro</a> · <a href="a.html#intro">to alpha intro</a></p>
${FILLER}${BREAK}<h2 id="intro">Beta intro</h2>${FILLER}${BREAK}
<h2 id="beta-setup">Beta setup</h2>${FILLER}
</body></html>`,
  'guide/c.html': `<html><head><title>Gamma</title></head><body>
<h1>Gamma</h1><p><a href="a.html#missing">broken</a>, and once more: <a href="a.html#missing">broken</a></p>
</body></html>`,
};

/** Where each link of each page goes, as [the link's text's document, the heading its target shows]. */
const EXPECTED: Array<[string, string]> = [
  ['to details', 'Alpha details'],
  ['to beta setup', 'Beta setup'],
  ['to beta intro', 'Beta intro'],
  ['to beta', 'Beta guide'],
  ['to own intro', 'Beta intro'],
  ['to alpha intro', 'Alpha intro'],
  ['broken', 'Alpha guide'],
  ['broken', 'Alpha guide'],
];

let server: LocalServer;
let ws: Workspace | undefined;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium', rateLimit: false });
}, 120_000);
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  if (ws) rmSync(ws.root, { recursive: true, force: true });
  ws = createWorkspace(SITE);
  process.env.GITHUB_WORKSPACE = ws.root;
});

async function runAction(inputs: Record<string, string>): Promise<void> {
  core.reset({ 'api-key': SANDBOX_KEY, 'base-url': server.url, ...inputs });
  await run();
  expect(core.messages('setFailed')).toEqual([]);
}

/**
 * Each link resolves to the page where pdf.js finds its target heading's text, in the order links are drawn;
 * with `atHeadings`, a link to a section opens at its heading's line too (destinations the outline corrected).
 */
async function expectLinksLand(pdf: Uint8Array, links: LinkTarget[], atHeadings = false): Promise<void> {
  const internal = links.filter((link) => link.target);
  expect(internal).toHaveLength(EXPECTED.length);
  for (const [i, [text, heading]] of EXPECTED.entries()) {
    const drawn = await textPlace(pdf, heading);
    const target = internal[i]!.target!;
    expect({ link: text, page: target.page }).toEqual({ link: text, page: drawn!.page });
    if (atHeadings && target.top !== null) {
      expect({ link: text, below: target.top - drawn!.y > drawn!.height * 0.5 }).toEqual({
        link: text,
        below: true,
      });
      expect({ link: text, near: target.top - drawn!.y < drawn!.height * 1.6 }).toEqual({
        link: text,
        near: true,
      });
    }
  }
}

describe('merge', () => {
  it('lands every link on its target heading, keeps both #intro apart, and nests each document’s bookmarks', async () => {
    await runAction({ sources: 'guide/*.html', merge: 'guide.pdf', outline: 'true' });
    const pdf = readFileSync(ws!.path('doc-convert/guide.pdf'));
    await expectLinksLand(pdf, await readLinks(pdf), true);
    const { destinations } = await readCatalog(pdf);
    expect(destinations['guide/a.pdf#intro']).toBe((await textPlace(pdf, 'Alpha intro'))!.page);
    expect(destinations['guide/b.pdf#intro']).toBe((await textPlace(pdf, 'Beta intro'))!.page);
    expect(destinations['guide/b.pdf#beta-setup']).toBe((await textPlace(pdf, 'Beta setup'))!.page);
    const outline = await readOutline(pdf);
    // Each chapter titled by its h1, which is its bookmark (issue 36 §4): its sections beneath it.
    expect(outline.map((doc) => [doc.title, doc.items.map((h) => h.title)])).toEqual([
      ['Alpha guide', ['Alpha intro', 'Alpha details']],
      ['Beta guide', ['Beta intro', 'Beta setup']],
      ['Gamma', []],
    ]);
    for (const doc of outline) {
      for (const heading of doc.items.flatMap((h) => [h, ...h.items])) {
        expect({ heading: heading.title, page: heading.page }).toEqual({
          heading: heading.title,
          page: (await textPlace(pdf, heading.title))!.page,
        });
      }
    }
  });

  it('warns once per run about a link to an id its target does not have, naming source, link and target', async () => {
    await runAction({ sources: 'guide/*.html', merge: 'guide.pdf' });
    const warnings = core.messages('warning').filter((message) => message.includes('missing'));
    expect(warnings).toEqual([
      'guide/c.html links to a.html#missing, but doc-convert/guide/a.pdf has no element with id "missing": the link opens the start of that document.',
    ]);
  });

  it('lands them the same when the last job of a matrix merges the shards’ PDFs', async () => {
    await runAction({ sources: 'guide/*.html', 'output-dir': 'shards' });
    // Per-file PDFs keep the fragment, and have the destination it names.
    const a = readFileSync(ws!.path('shards/guide/a.pdf'));
    const b = readFileSync(ws!.path('shards/guide/b.pdf'));
    expect((await readLinks(a)).map((link) => link.url).filter(Boolean)).toEqual([
      './b.pdf#beta-setup',
      './b.pdf#intro',
      './b.pdf',
    ]);
    expect(Object.keys((await readCatalog(b)).destinations).sort()).toEqual(['beta-setup', 'intro']);
    await runAction({ sources: 'shards/**/*.pdf', merge: 'book.pdf' });
    const pdf = readFileSync(ws!.path('doc-convert/book.pdf'));
    await expectLinksLand(pdf, await readLinks(pdf));
  });
});
