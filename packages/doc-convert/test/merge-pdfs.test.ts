// mergePdfs(): PDFs one already has merged into a book (the core's merge, the one the Action's `merge` uses),
// on hand-made PDFs (@doc-convert/testing/pdf-fixture) read back with pdf.js: the chapters' titles, bookmarks
// at their headings, the front matter's page labels, page numbers and running heads, the metadata given and
// nothing else, and settings refused before anything is rendered (issue 36).
import { describe, expect, it } from '@jest/globals';
import { addOutline, mergePdfs, ValidationError } from '../src/index';
import { fixturePdf, page } from '@doc-convert/testing/pdf-fixture';
import { openPdf, readPdf } from '@doc-convert/testing/pdf';
import { flatOutline, readLinks, readOutline, textPlace } from '@doc-convert/testing/pdf-outline';

/** A chapter of two pages: its h1 (24 pt), a section (18 pt) on its second page. */
const chapter = (title: string, section: string) =>
  fixturePdf({
    pages: [page([title, 24], `${title} begins.`), page('More text.', [section, 18], 'Its text.')],
  });

/** A one-page PDF, as the service would render a cover or a contents page. */
const rendered = (text: string) => fixturePdf({ pages: [page([text, 24])] });

/** What pdf.js reads of a PDF's catalog: its page labels, viewer preferences and language. */
async function catalogFacts(bytes: Uint8Array) {
  const doc = await openPdf(bytes);
  try {
    const { info } = (await doc.getMetadata()) as { info: Record<string, unknown> };
    // Plain values: pdf.js's own objects are of another realm, which Jest's equality refuses.
    const labels = await doc.getPageLabels();
    // A Map (of pdf.js's realm) in this version, an object in older ones.
    const preferences = (await doc.getViewerPreferences()) as
      Map<string, unknown> | Record<string, unknown> | null;
    const displayDocTitle =
      typeof preferences?.get === 'function'
        ? (preferences as Map<string, unknown>).get('DisplayDocTitle')
        : (preferences as Record<string, unknown> | null)?.DisplayDocTitle;
    return {
      labels: labels ? [...labels] : null,
      preferences: { DisplayDocTitle: displayDocTitle },
      info: { Title: info.Title, Author: info.Author, Subject: info.Subject, Language: info.Language },
    };
  } finally {
    await doc.loadingTask.destroy();
  }
}

describe('mergePdfs()', () => {
  it('titles each chapter once, by its first h1, else by its <title> without the site’s name', async () => {
    const book = await mergePdfs([
      { pdf: chapter('Install', 'Linux'), html: { heading: 'Install', title: 'Install — Acme Docs' } },
      { pdf: chapter('Use', 'Daily'), html: { title: 'Using it — Acme Docs' } },
      { pdf: chapter('Reference', 'Options'), html: { title: 'Reference — Acme Docs' } },
    ]);
    expect(book.chapters).toEqual(['Install', 'Using it', 'Reference']);
    expect(flatOutline(await readOutline(book.bytes()))).toEqual([
      [1, 'Install', 0],
      [1, 'Using it', 2],
      [1, 'Reference', 4],
    ]);
    expect(book.title).toBe('Install');
  });

  it('keeps every bookmark at its heading’s first line, on the page it moved to', async () => {
    // Chapter two's "Daily" bookmark first opens 68 pt under the heading, as Chromium's destinations do;
    // addOutline() puts it at the heading, and the merge keeps it there, two pages further on.
    const second = await addOutline(chapter('Use', 'Daily'), [
      { level: 1, title: 'Use' },
      { level: 2, title: 'Daily' },
    ]);
    const book = await mergePdfs([chapter('Install', 'Linux'), second], { title: 'Book' });
    const [, use] = await readOutline(book.bytes());
    const daily = use!.items[0]!;
    const drawn = (await textPlace(book.bytes(), 'Daily'))!;
    expect(daily.page).toBe(drawn.page);
    expect(daily.page).toBe(3);
    expect(Math.abs(daily.top! - (drawn.y + drawn.height))).toBeLessThan(2);
  });

  it('labels the front matter i, ii and the body from 1, and numbers the pages alike', async () => {
    const parts: string[] = [];
    const book = await mergePdfs([chapter('Install', 'Linux'), chapter('Use', 'Daily')], {
      title: 'The Handbook',
      cover: true,
      contents: { depth: 1 },
      pageNumbers: '{page} / {total}',
      render: async (html, part) => {
        parts.push(part);
        expect(html).toContain('The Handbook');
        return rendered(part === 'cover' ? 'THE COVER' : 'THE CONTENTS');
      },
    });
    expect(parts).toEqual(['cover', 'contents']);
    expect([book.coverPages, book.contentsPages, book.pages]).toEqual([1, 1, 6]);
    const facts = await catalogFacts(book.bytes());
    expect(facts.labels).toEqual(['i', 'ii', '1', '2', '3', '4']);
    const texts = (await readPdf(book.bytes())).pages.map((p) => p.text);
    // The cover is not numbered; the contents page is ii, the body counts from 1 of its 4 pages.
    expect(texts[0]).not.toMatch(/\d/);
    expect(texts[1]).toContain('ii / 4');
    expect(texts.slice(2).map((text) => /\d \/ 4/.exec(text)?.[0])).toEqual([
      '1 / 4',
      '2 / 4',
      '3 / 4',
      '4 / 4',
    ]);
  });

  it('draws the running head on every page but the cover, left and right', async () => {
    const book = await mergePdfs(
      [
        { pdf: chapter('Install', 'Linux'), title: 'Install' },
        { pdf: chapter('Use', 'Daily'), title: 'Use' },
      ],
      {
        title: 'The Handbook',
        cover: { pdf: rendered('THE COVER') },
        runningHead: '{book} | {chapter}',
      },
    );
    const pages = (await readPdf(book.bytes())).pages;
    // The heads' baseline is 22 pt below the top edge of an 842 pt page.
    const heads = pages.map((p) =>
      p.runs
        .filter((run) => Math.abs(run.y - 820) < 1)
        .map((run) => run.text)
        .join(' | '),
    );
    expect(heads).toEqual([
      '',
      'The Handbook | Install',
      'The Handbook | Install',
      'The Handbook | Use',
      'The Handbook | Use',
    ]);
  });

  it('writes the metadata given, DisplayDocTitle, and nothing that was not given', async () => {
    const given = await mergePdfs([chapter('Install', 'Linux')], {
      title: 'The Handbook',
      author: 'The Docs Team',
      subject: 'Everything',
      lang: 'en-GB',
    });
    expect(await catalogFacts(given.bytes())).toEqual({
      labels: null,
      preferences: { DisplayDocTitle: true },
      info: { Title: 'The Handbook', Author: 'The Docs Team', Subject: 'Everything', Language: 'en-GB' },
    });
    const bare = await mergePdfs([{ pdf: chapter('Install', 'Linux'), title: 'Install' }]);
    expect((await catalogFacts(bare.bytes())).info).toEqual({
      Title: 'Install',
      Author: undefined,
      Subject: undefined,
      Language: null,
    });
  });

  it('gives the same bytes for the same documents merged alike', async () => {
    const merge = () =>
      mergePdfs([chapter('Install', 'Linux'), chapter('Use', 'Daily')], { pageNumbers: '{page}' });
    expect(Buffer.from((await merge()).bytes()).equals(Buffer.from((await merge()).bytes()))).toBe(true);
  });

  it('keeps the bookmarks to outlineDepth levels, the contents to its own depth', async () => {
    const outlined = (title: string) =>
      addOutline(chapter(title, `${title} in depth`), [
        { level: 1, title },
        { level: 2, title: `${title} in depth` },
      ]);
    const documents = [await outlined('Install'), await outlined('Use')];
    const full = await mergePdfs(documents);
    expect(flatOutline(await readOutline(full.bytes()))).toEqual([
      [1, 'Install', 0],
      [2, 'Install in depth', 1],
      [1, 'Use', 2],
      [2, 'Use in depth', 3],
    ]);
    let contents = '';
    const book = await mergePdfs(documents, {
      outlineDepth: 1,
      contents: { depth: 2 },
      render: async (html) => {
        contents = html;
        return rendered('Contents');
      },
    });
    // The contents page (page 0) comes first; the chapters' bookmarks, one level, after it.
    expect(flatOutline(await readOutline(book.bytes()))).toEqual([
      [1, 'Install', 1],
      [1, 'Use', 3],
    ]);
    expect(book.bookmarks).toBe(2);
    expect(contents).toContain('Use in depth');
  });

  it('refuses bad settings naming each, before anything is rendered', async () => {
    let rendered = 0;
    const render = async () => {
      rendered += 1;
      return new Uint8Array();
    };
    const error = await mergePdfs([chapter('Install', 'Linux'), 'not a pdf' as never], {
      contents: { depth: 9 },
      outlineDepth: 0,
      pageNumbers: 'Page',
      runningHead: '{section}',
      lang: 'English!',
      linkBase: 'example.org/docs',
      render,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((issue) => issue.path)).toEqual([
      'documents[1].pdf',
      'contents.depth',
      'outlineDepth',
      'pageNumbers',
      'runningHead',
      'lang',
      'linkBase',
    ]);
    expect((error as ValidationError).message).toMatch(/pageNumbers: must hold \{page\}/);
    expect(rendered).toBe(0);
    await expect(mergePdfs([chapter('Install', 'Linux')], { contents: true })).rejects.toThrow(
      /render: is needed for a contents page/,
    );
  });

  describe('links between the documents, each document written as soon as it is read', () => {
    // a.pdf links forward (b.pdf not read yet when a.pdf's pages are written), to a document without a page,
    // and to ids nobody has; b.pdf links back to an id a.pdf does not have.
    const documents = () => [
      {
        name: 'a.pdf',
        pdf: fixturePdf({
          pages: [
            {
              ...page(['Alpha', 24]),
              links: [
                { uri: './b.pdf#sec' },
                { uri: './empty.pdf#x' },
                { uri: './b.pdf#nowhere' },
                { uri: '#nothing-here' },
              ],
            },
          ],
        }),
      },
      {
        name: 'b.pdf',
        pdf: fixturePdf({
          pages: [{ ...page(['Beta', 24]), links: [{ uri: './a.pdf#gone' }] }, page(['Setup', 18])],
          dests: { sec: [1, 72, 800] },
        }),
      },
      { name: 'empty.pdf', pdf: fixturePdf({ pages: [] }) },
    ];
    const where = async (bytes: Uint8Array) =>
      (await readLinks(bytes)).map((link) => [link.page, link.target?.page ?? link.url]);

    it('lands links to later documents, and reports what is missing in the documents’ order', async () => {
      const book = await mergePdfs(documents(), { title: 'Book' });
      expect(book.skipped).toEqual([2]);
      expect(book.links).toEqual({ jumps: 3, published: 0, unlinked: 1, scripts: 0 });
      // The link to the document without a page is plain text: no annotation is left of it.
      expect(await where(book.bytes())).toEqual([
        [0, 2],
        [0, 1],
        [0, 0],
        [1, 0],
      ]);
      expect(book.missing).toEqual([
        { from: 0, target: 1, link: './b.pdf#nowhere', id: 'nowhere' },
        { from: 0, target: 0, link: '#nothing-here', id: 'nothing-here' },
        { from: 1, target: 0, link: './a.pdf#gone', id: 'gone' },
      ]);
    });

    it('points a link to a document without a page at its published address, given a link base', async () => {
      const book = await mergePdfs(documents(), { title: 'Book', linkBase: 'https://example.org/docs/' });
      expect(book.links).toEqual({ jumps: 3, published: 1, unlinked: 0, scripts: 0 });
      expect(await where(book.bytes())).toEqual([
        [0, 2],
        [0, 'https://example.org/docs/empty.html#x'],
        [0, 1],
        [0, 0],
        [1, 0],
      ]);
    });
  });
});
