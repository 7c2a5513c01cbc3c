// mergePdfs(): PDFs one already has merged into a book (the core's merge, the one the Action's `merge` uses),
// on hand-made PDFs (@doc-convert/testing/pdf-fixture) read back with pdf.js: the chapters' titles, bookmarks
// at their headings, the front matter's page labels, page numbers and running heads, the metadata given and
// nothing else, and settings refused before anything is rendered (issue 36).
import { describe, expect, it } from '@jest/globals';
import { addOutline, mergePdfs, ValidationError } from '../src/index';
import { fixturePdf, page } from '@doc-convert/testing/pdf-fixture';
import { openPdf, readPdf } from '@doc-convert/testing/pdf';
import { flatOutline, readOutline, textPlace } from '@doc-convert/testing/pdf-outline';

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

  it('refuses bad settings naming each, before anything is rendered', async () => {
    let rendered = 0;
    const render = async () => {
      rendered += 1;
      return new Uint8Array();
    };
    const error = await mergePdfs([chapter('Install', 'Linux'), 'not a pdf' as never], {
      contents: { depth: 9 },
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
});
