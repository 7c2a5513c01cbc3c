// A book as the service prints it (issue 28 §2), rendered by the local server's Chromium and read back with
// pdf.js: the contents page in front lists every chapter (titled by its h1, once: issue 36 §4) and, with
// `outline`, its headings, each with the number the page where it starts prints (the body from 1, the contents
// in roman numerals), and each line is a link (getAnnotations → dest → page index) to that page, a heading's to
// the heading's own place; every page carries its number; the file is sound.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync, rmSync } from 'node:fs';
import { startLocalServer, SANDBOX_KEY, type LocalServer } from 'doc-convert-server';
import { openPdf } from '@doc-convert/testing/pdf';
import { readLinks, readOutline, type LinkTarget } from '@doc-convert/testing/pdf-outline';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import * as github from './fixtures/github';
import { checkStructure } from './fixtures/pdf-structure';
import { createWorkspace, type Files, type Workspace } from './fixtures/workspace';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/github', () => github);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const FILLER = `<p>${'Words that fill the page so the sections fall where they fall. '.repeat(12)}</p>`;
const BREAK = '<div style="break-before: page"></div>';

const SITE: Files = {
  'guide/a.html': `<html><head><title>Alpha</title></head><body>
<h1>Alpha guide</h1>${FILLER}<h2>Alpha intro</h2>${FILLER}${BREAK}
<h2>Alpha details</h2>${FILLER}</body></html>`,
  'guide/b.html': `<html><head><title>Beta</title></head><body>
<h1>Beta guide</h1>${FILLER}${BREAK}${FILLER}${BREAK}${FILLER}${FILLER}<h2>Beta setup</h2>${FILLER}
</body></html>`,
  'guide/c.html': `<html><head><title>Gamma &amp; more</title></head><body><h1>Gamma</h1>${FILLER}</body></html>`,
};

/** The contents' lines in order: [title, is a chapter's]. */
const LINES: Array<[string, boolean]> = [
  ['Alpha guide', true],
  ['Alpha intro', false],
  ['Alpha details', false],
  ['Beta guide', true],
  ['Beta setup', false],
  ['Gamma', true],
];

interface Run {
  page: number;
  str: string;
  x: number;
  y: number;
  height: number;
}

/** Every run of text, page by page. */
async function textRuns(bytes: Uint8Array): Promise<Run[]> {
  const doc = await openPdf(bytes);
  try {
    const runs: Run[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform as number[];
        runs.push({ page: n - 1, str: item.str.trim(), x: x!, y: y!, height: item.height });
      }
      page.cleanup();
    }
    return runs;
  } finally {
    await doc.loadingTask.destroy();
  }
}

let server: LocalServer;
let ws: Workspace | undefined;

beforeAll(async () => {
  server = await startLocalServer({ renderer: 'chromium', rateLimit: false });
}, 120_000);
afterAll(async () => {
  await server.close();
  if (ws) rmSync(ws.root, { recursive: true, force: true });
});
beforeEach(() => {
  if (ws) rmSync(ws.root, { recursive: true, force: true });
  ws = createWorkspace(SITE);
  process.env.GITHUB_WORKSPACE = ws.root;
});

describe('a book printed by Chromium', () => {
  it('opens on contents whose lines give each start page and link there, every page numbered', async () => {
    core.reset({
      'api-key': SANDBOX_KEY,
      'base-url': server.url,
      sources: 'guide/*.html',
      merge: 'guide.pdf',
      outline: '2',
      'merge-toc': 'true',
      'merge-title': 'The Guide',
      'merge-page-numbers': 'Page {page} of {total}',
    });
    await run();
    expect(core.messages('setFailed')).toEqual([]);
    const bytes = readFileSync(ws!.path('doc-convert/guide.pdf'));
    const pageCount = await checkStructure(bytes);
    const runs = await textRuns(bytes);
    const contentsPages = runs.find((r) => r.str === 'Alpha guide' && r.y > 700 && r.page > 0)?.page;
    expect(contentsPages).toBe(1);
    // The contents page: the book's title, then its lines.
    expect(runs.find((r) => r.page === 0)!.str).toBe('The Guide');

    const links = (await readLinks(bytes)).filter((link) => link.page < contentsPages!);
    expect(links).toHaveLength(LINES.length);
    const used = new Set<Run>();
    const outline = await readOutline(bytes);
    const flat = (items: typeof outline): typeof outline => items.flatMap((b) => [b, ...flat(b.items)]);
    const bookmarks = flat(outline);
    expect(bookmarks.map((b) => b.title)).toEqual(LINES.map(([title]) => title));
    for (const [index, [title, isDocument]] of LINES.entries()) {
      // The line on the contents page, its number beside it, and the link over it.
      const line = runs.find((r) => r.page < contentsPages! && r.str === title && !used.has(r))!;
      used.add(line);
      const printed = runs.find(
        (r) => r.page === line.page && Math.abs(r.y - line.y) < 1 && /^\d+$/.test(r.str) && r.x > line.x,
      );
      const link = links.find(
        (l: LinkTarget) => l.page === line.page && l.rect[1]! <= line.y && line.y <= l.rect[3]!,
      );
      expect({ title, linked: link?.target !== undefined }).toEqual({ title, linked: true });
      // Where the text is drawn: a document's first page, a heading's own line (after the contents).
      const drawn = isDocument
        ? { page: bookmarks[index]!.page }
        : runs.find((r) => r.page >= contentsPages! && r.str === title)!;
      expect({ title, printed: Number(printed?.str), opens: link!.target!.page }).toEqual({
        title,
        printed: drawn.page + 1 - contentsPages!,
        opens: drawn.page,
      });
      // The bookmark of that line opens the same page.
      expect({ title, bookmark: bookmarks[index]!.page }).toEqual({ title, bookmark: drawn.page });
      if (!isDocument && link!.target!.top !== null) {
        const heading = drawn as Run;
        expect({ title, near: link!.target!.top - heading.y < heading.height * 1.6 }).toEqual({
          title,
          near: true,
        });
        expect({ title, above: link!.target!.top - heading.y > 0 }).toEqual({ title, above: true });
      }
    }
    // Every page, the contents page too: "Page i of N", then the body's "Page n of N", in order.
    const numbers = runs.filter((r) => /^Page [\divx]+ of \d+$/.test(r.str));
    const body = pageCount - contentsPages!;
    expect(numbers.map((r) => [r.page, r.str])).toEqual([
      [0, `Page i of ${body}`],
      ...Array.from({ length: body }, (_, i) => [i + 1, `Page ${i + 1} of ${body}`]),
    ]);
  });
});
