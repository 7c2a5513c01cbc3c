// Markdown sources in the Action (issue 35), run() against the local server's Chromium: `sources` matching .md
// files (mixed with .html) makes each the PDF of the same path; what the Markdown holds is in the PDF (diagram
// labels and math symbols in its text, code in more than one colour, the relative image drawn, bookmarks from
// its headings); `guide.md#install` from another file lands on that heading, in its PDF and in the merged book;
// front matter sets the title and the file's options; a broken diagram leaves the rest rendered and is a
// warning on its file and line and a row of the summary; wrong front matter fails the file on its line with
// nothing sent; Markdown prepared twice sends the same bytes, so the cache answers the second run.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { startLocalServer, SANDBOX_KEY, type LocalServer } from 'doc-convert-server';
import { readPdf } from '@doc-convert/testing/pdf';
import { solidPng } from '@doc-convert/testing/png';
import { readLayout } from '@doc-convert/testing/pdf-layout';
import { flatOutline, readDestination, readLinks, readOutline } from '@doc-convert/testing/pdf-outline';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { createWorkspace, type Files, type Workspace } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

/** A 4 × 4 PNG, all one red: drawn, its pixels say it is the image. */
const GUIDE = `---
title: The Guide
format: A5
---
# Guide

Read the [install steps](#install) first.

![the red square](img/red.png)

## Install

\`\`\`ts
const answer: number = 42;
\`\`\`

The area is $\\pi r^2$, and:

$$
\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}
$$

\`\`\`mermaid
flowchart LR
  Alpha[Client] --> Beta[Service]
\`\`\`

## Broken

\`\`\`mermaid
flowchart LR
  A[Oops -->
\`\`\`

After the broken diagram.
`;

const SITE: Files = {
  'docs/guide.md': GUIDE,
  'docs/img/red.png': solidPng(4, [255, 0, 0]),
  'docs/index.html':
    '<html><head><title>Home</title></head><body><h1>Home</h1><p><a href="guide.md#install">How to install</a></p></body></html>',
  'docs/notes.md': '# Notes\n\nSee [installing](guide.md#install).\n',
  'docs/bad.md': '---\ntitle: Bad\nzoom: 7\n---\n# Bad\n',
};

let server: LocalServer;
let ws: Workspace;

async function runAction(inputs: Record<string, string>): Promise<void> {
  core.reset({ 'api-key': SANDBOX_KEY, 'base-url': server.url, ...inputs });
  await run();
}

const conversions = () =>
  server.state.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v3/convert/'));

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium', rateLimit: false });
  ws = createWorkspace(SITE);
  process.env.GITHUB_WORKSPACE = ws.root;
  process.env.GITHUB_STEP_SUMMARY = ws.path('summary.md');
  await runAction({
    // One at a time, the HTML page first: the first Markdown page loads Mermaid, KaTeX and shiki, seconds of
    // work under Jest's transpiler, which a connection left idle meanwhile must not outlive (the local server
    // closes idle ones after 5 s).
    sources: 'docs/index.html\ndocs/*.md',
    concurrency: '1',
    'output-dir': 'out',
    outline: 'true',
    merge: 'book.pdf',
  });
});

afterAll(async () => {
  await server.close();
  ws.remove();
});

describe('Markdown sources', () => {
  it('makes each .md file the PDF of the same path, beside the HTML pages', () => {
    const names = [...new Set(['guide', 'notes', 'index'].map((n) => `out/docs/${n}.pdf`))];
    for (const name of names) expect(readFileSync(ws.path(name)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints what the Markdown holds: diagram labels, math, colours, the image, bookmarks', async () => {
    const bytes = readFileSync(ws.path('out/docs/guide.pdf'));
    const pdf = await readPdf(bytes);
    const text = pdf.pages.map((p) => p.text).join('\n');
    expect(text).toContain('Client');
    expect(text).toContain('Service');
    expect(text).toContain('π');
    expect(text).toContain('∑');
    expect(text).toContain('After the broken diagram.');
    expect(text).toContain('Diagram not drawn');
    // The front matter's format (A5: 420 points wide) and title.
    expect(Math.round(pdf.pages[0]!.width)).toBe(420);
    expect(pdf.info.Title).toBe('The Guide');
    // shiki's colours: the keyword and the number are not the text's colour.
    const colours = new Set(pdf.pages.flatMap((p) => p.fillColors));
    expect(colours).toContain('#d73a49');
    expect(colours).toContain('#005cc5');
    const layout = await readLayout(bytes);
    const red = layout.flatMap((p) => p.images).find((image) => image.rgba(1, 1).join() === '255,0,0,255');
    expect(red).toBeDefined();
    expect(flatOutline(await readOutline(bytes)).map(([level, title]) => [level, title])).toEqual([
      [1, 'Guide'],
      [2, 'Install'],
      [2, 'Broken'],
    ]);
  });

  it('lands a link to another Markdown file’s #section on that heading', async () => {
    const notes = readFileSync(ws.path('out/docs/notes.pdf'));
    const links = await readLinks(notes);
    expect(links.map((l) => l.url)).toContain('./guide.pdf#install');
    const guide = readFileSync(ws.path('out/docs/guide.pdf'));
    const install = await readDestination(guide, 'install');
    const pages = (await readPdf(guide)).pages;
    expect(pages[install!.page]!.text).toMatch(/^Install$/m);
  });

  it('lands the same link inside the merged book', async () => {
    const book = readFileSync(ws.path('out/book.pdf'));
    const pages = (await readPdf(book)).pages;
    const jumps = (await readLinks(book)).filter((l) => l.target !== undefined && l.url === undefined);
    // From index.html and notes.md: each lands on the page that prints the Install heading.
    const landing = jumps.filter((l) => /How to install|installing/.test(pages[l.page]!.text));
    expect(landing.length).toBeGreaterThanOrEqual(2);
    for (const jump of landing) expect(pages[jump.target!.page]!.text).toMatch(/^Install$/m);
  });

  it('warns about the broken diagram on its file and line, and lists it in the summary', () => {
    const warnings = core.calls.filter((c) => c.kind === 'warning');
    const diagram = warnings.find((c) => c.message.includes('Parse error'));
    expect(diagram?.properties).toMatchObject({ file: 'docs/guide.md', startLine: 30 });
    const summary = core.summaries.join('\n');
    expect(summary).toContain('docs/guide.md:30');
    expect(summary).toContain('diagram');
  });

  it('fails wrong front matter on its line, sending nothing for it', () => {
    const errors = core.calls.filter((c) => c.kind === 'error');
    const bad = errors.find((c) => c.message.includes('zoom'));
    expect(bad?.properties).toMatchObject({ file: 'docs/bad.md', startLine: 3 });
    expect(String(bad?.message)).toContain('front matter of docs/bad.md, line 3');
    const sent = conversions().map((r) => String((r.body as { source?: string }).source));
    expect(sent.some((html) => html.includes('<title>Bad</title>'))).toBe(false);
  });
});

describe('Markdown and the cache', () => {
  beforeEach(() => {
    server.state.requests.splice(0);
  });

  it('sends the same bytes for the same Markdown, so a second run is answered from the cache', async () => {
    await runAction({
      sources: 'docs/notes.md\ndocs/guide.md',
      'output-dir': 'cached',
      'cache-dir': '.cache',
    });
    const first = conversions().map((r) => JSON.stringify(r.body));
    expect(first).toHaveLength(2);
    server.state.requests.splice(0);
    await runAction({
      sources: 'docs/notes.md\ndocs/guide.md',
      'output-dir': 'cached',
      'cache-dir': '.cache',
    });
    expect(conversions()).toHaveLength(0);
  });
});
