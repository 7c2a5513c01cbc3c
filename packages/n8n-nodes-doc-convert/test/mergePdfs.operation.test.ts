// Conversion → Merge PDFs: the input items' PDFs merged, once over all items and in item order, into one output item; the
// same book, byte for byte, as the library's mergePdfs() (the merge the Action's `merge` runs) makes of the same
// PDFs and settings; the contents page and the cover the only requests, each one conversion; refusals (an item
// without the file, a file that is no PDF, a setting the merge cannot follow) naming the item and the field
// before anything is sent; the credential's key in no output and no error (issue 36). The PDFs are written by
// hand (@doc-convert/testing/pdf-fixture) and read back with pdf.js; nock answers the renders.
import { describe, expect, it } from '@jest/globals';
import { NodeHelpers, type INodeExecutionData, type NodeOperationError } from 'n8n-workflow';
import { addOutline, mergePdfs, type MergePdfsOptions } from '@doc-convert/core';
import { useNock } from '@doc-convert/testing/nock';
import { openPdf } from '@doc-convert/testing/pdf';
import { fixturePdf, page } from '@doc-convert/testing/pdf-fixture';
import { flatOutline, readOutline } from '@doc-convert/testing/pdf-outline';
import { api, conversionHeaders } from './helpers/answers';
import { CREDENTIAL_KEY, createContext, failureOf, runNode } from './helpers/context';
import { LATEST, childrenOf, description, field, labels, names } from './helpers/description';

useNock();

/** A chapter of two pages: its title as a 24 pt heading, a section on its second page. */
const chapter = (title: string) =>
  fixturePdf({
    pages: [page([title, 24], `${title} begins.`), page('More text.', [`${title} in depth`, 18])],
  });

/** A one-page PDF, as the service renders a contents page or a cover. */
const rendered = (text: string) => fixturePdf({ pages: [page([text, 24])] });

/** An input item holding a file in `field`. */
function fileItem(bytes: Uint8Array, fileName: string, json = {}, field = 'data'): INodeExecutionData {
  return {
    json,
    binary: {
      [field]: {
        data: Buffer.from(bytes).toString('base64'),
        mimeType: 'application/pdf',
        fileName,
      },
    },
  };
}

const CHAPTERS = ['Install', 'Use', 'Reference'];
const chapterItems = () => CHAPTERS.map((title) => fileItem(chapter(title), `${title}.pdf`));

/** The output's one item's file, as bytes. */
const fileOf = (item: INodeExecutionData, field = 'data') =>
  new Uint8Array(Buffer.from(item.binary![field]!.data, 'base64'));

/** What viewers read of a PDF: its pages, page labels and metadata. */
async function viewerFacts(bytes: Uint8Array) {
  const doc = await openPdf(bytes);
  try {
    const { info } = (await doc.getMetadata()) as { info: Record<string, unknown> };
    const labels = await doc.getPageLabels();
    return {
      pages: doc.numPages,
      labels: labels ? [...labels] : null,
      info: { Title: info.Title, Author: info.Author, Subject: info.Subject, Language: info.Language },
    };
  } finally {
    await doc.loadingTask.destroy();
  }
}

describe('Merge PDFs layout', () => {
  it('shows the input field, the output field, Sandbox and the book’s options', () => {
    // As n8n's editor decides it (hide conditions included): no Include Input Fields for one item made of many.
    const values = { resource: 'conversion', operation: 'mergePdfs' };
    const shown = description.properties.filter(
      (p) =>
        p.name !== 'operation' &&
        p.type !== 'credentials' &&
        NodeHelpers.displayParameter(values, p, { typeVersion: LATEST }, description),
    );
    expect(names(shown)).toEqual([
      'resource',
      'binaryPropertyName',
      'outputBinaryField',
      'sandbox',
      'options',
    ]);
    expect(field('conversion', 'mergePdfs', 'binaryPropertyName')).toMatchObject({ default: 'data' });
    expect(field('conversion', 'mergePdfs', 'outputBinaryField')).toMatchObject({
      displayName: 'Put Output File in Field',
      default: 'data',
    });
    expect(labels(childrenOf(field('conversion', 'mergePdfs', 'options')!))).toEqual([
      'Author',
      'Chapter Title',
      'Contents Depth',
      'Contents Page',
      'Cover',
      'Cover Date',
      'File Name',
      'Language',
      'Link Base',
      'Outline Depth',
      'Page Numbers',
      'Running Head',
      'Skip Items Without the File',
      'Subject',
      'Title',
    ]);
    expect(field('conversion', 'mergePdfs', 'options', 'fileName')).toMatchObject({ default: 'book.pdf' });
  });

  it('says that the contents page and the cover each cost a credit', () => {
    for (const name of ['contentsPage', 'cover']) {
      expect(
        (field('conversion', 'mergePdfs', 'options', name) as { description: string }).description,
      ).toContain('one credit');
    }
  });
});

describe('Merge PDFs', () => {
  it('merges three items’ PDFs in item order into one item, sending nothing', async () => {
    // The PDFs have no bookmarks and no Title: each chapter is named after its file, as the library names it.
    const test = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs' },
      items: chapterItems(),
    });
    const output = await runNode(test);
    expect(output).toHaveLength(1);
    const [item] = output;
    expect(item!.pairedItem).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
    expect(item!.binary!.data).toMatchObject({ fileName: 'book.pdf', mimeType: 'application/pdf' });
    expect(item!.json).toMatchObject({
      fileName: 'book.pdf',
      pages: 6,
      documents: 3,
      items: [0, 1, 2],
      chapters: CHAPTERS,
      title: 'Install',
      requests: 0,
      creditsUsed: 0,
      links: { jumps: 0, published: 0, unlinked: 0, scripts: 0 },
      warnings: [],
    });
    expect(flatOutline(await readOutline(fileOf(item!))).filter(([level]) => level === 1)).toEqual([
      [1, 'Install', 0],
      [1, 'Use', 2],
      [1, 'Reference', 4],
    ]);
    expect(test.calls).toEqual([]);
  });

  it('makes the same book, byte for byte, as the library’s mergePdfs() from the same PDFs and settings', async () => {
    const items = chapterItems().map((item, i) => ({ ...item, json: { chapter: `Part ${i + 1}` } }));
    const settings = {
      title: 'The Handbook',
      author: 'A. Writer',
      subject: 'Everything about it',
      lang: 'en',
      pageNumbers: '{page} / {total}',
      runningHead: '{book} | {chapter}',
      linkBase: 'https://example.org/docs/',
    };
    const test = createContext({
      parameters: (itemIndex) => ({
        resource: 'conversion',
        operation: 'mergePdfs',
        // What an expression such as {{ $json.chapter }} gives for each item.
        options: { ...settings, chapterTitle: items[itemIndex]!.json.chapter },
      }),
      items,
    });
    const [item] = await runNode(test);
    const fromNode = fileOf(item!);

    const library = await mergePdfs(
      items.map((input, i) => ({
        pdf: fileOf(input),
        name: input.binary!.data!.fileName,
        title: `Part ${i + 1}`,
      })),
      settings satisfies MergePdfsOptions,
    );
    const fromLibrary = library.bytes();
    // The merge stamps no date (its file identifier comes from what the book is made of): the bytes are equal.
    expect(Buffer.from(fromNode).equals(Buffer.from(fromLibrary))).toBe(true);
    expect(flatOutline(await readOutline(fromNode))).toEqual(flatOutline(await readOutline(fromLibrary)));
    const facts = await viewerFacts(fromNode);
    expect(facts).toEqual(await viewerFacts(fromLibrary));
    expect(facts).toMatchObject({
      pages: 6,
      info: { Title: 'The Handbook', Author: 'A. Writer', Subject: 'Everything about it', Language: 'en' },
    });
    expect(item!.json).toMatchObject({ chapters: ['Part 1', 'Part 2', 'Part 3'], numbered: true });
  });

  it('makes the same book as mergePdfs() with a cover and a contents page rendered alike', async () => {
    const scope = api()
      .post('/v3/convert/pdf')
      .reply(200, rendered('Cover'), conversionHeaders('application/pdf', rendered('Cover')))
      .post('/v3/convert/pdf')
      .reply(200, rendered('Contents'), conversionHeaders('application/pdf', rendered('Contents')));
    const settings = { title: 'The Handbook', pageNumbers: '{page}', runningHead: '{chapter}' };
    const test = createContext({
      parameters: {
        resource: 'conversion',
        operation: 'mergePdfs',
        options: { ...settings, cover: true, contentsPage: true, tocDepth: 2 },
      },
      items: chapterItems(),
    });
    const [item] = await runNode(test);
    scope.done();
    const library = await mergePdfs(
      chapterItems().map((input) => ({ pdf: fileOf(input), name: input.binary!.data!.fileName })),
      {
        ...settings,
        cover: true,
        contents: { depth: 2 },
        render: async (_html, part) => rendered(part === 'cover' ? 'Cover' : 'Contents'),
      },
    );
    expect(Buffer.from(fileOf(item!)).equals(Buffer.from(library.bytes()))).toBe(true);
    expect((await viewerFacts(fileOf(item!))).labels).toEqual(['i', 'ii', '1', '2', '3', '4', '5', '6']);
  });

  it('renders a contents page with exactly one request, numbered i before the body’s 1', async () => {
    const scope = api()
      .post('/v3/convert/pdf', (body: { source: string; sandbox?: boolean }) => {
        return body.source.includes('Install') && body.source.includes('Reference') && body.sandbox === true;
      })
      .reply(200, rendered('Contents'), conversionHeaders('application/pdf', rendered('Contents')));
    const test = createContext({
      parameters: {
        resource: 'conversion',
        operation: 'mergePdfs',
        sandbox: true,
        options: { title: 'The Handbook', contentsPage: true, tocDepth: 1 },
      },
      items: chapterItems(),
    });
    const [item] = await runNode(test);
    scope.done();
    expect(test.calls).toHaveLength(1);
    expect(item!.json).toMatchObject({ pages: 7, contentsPages: 1, requests: 1, sandbox: true });
    const facts = await viewerFacts(fileOf(item!));
    expect(facts.labels).toEqual(['i', '1', '2', '3', '4', '5', '6']);
  });

  it('renders in the sandbox by default from node version 1.2, as conversions do', async () => {
    const scope = api()
      .post('/v3/convert/pdf', (body: { sandbox?: boolean }) => body.sandbox === true)
      .reply(200, rendered('Contents'), conversionHeaders('application/pdf', rendered('Contents')));
    const test = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { contentsPage: true } },
      items: chapterItems(),
      typeVersion: 1.2,
    });
    const [item] = await runNode(test);
    scope.done();
    expect(item!.json).toMatchObject({ requests: 1, sandbox: true });
  });

  it('renders a cover and a contents page with one request each', async () => {
    const scope = api()
      .post('/v3/convert/pdf', (body: { source: string }) => body.source.includes('A. Writer'))
      .reply(200, rendered('Cover'), conversionHeaders('application/pdf', rendered('Cover')))
      .post('/v3/convert/pdf')
      .reply(200, rendered('Contents'), conversionHeaders('application/pdf', rendered('Contents')));
    const test = createContext({
      parameters: {
        resource: 'conversion',
        operation: 'mergePdfs',
        options: { title: 'The Handbook', author: 'A. Writer', cover: true, contentsPage: true },
      },
      items: chapterItems(),
    });
    const [item] = await runNode(test);
    scope.done();
    expect(test.calls).toHaveLength(2);
    expect(item!.json).toMatchObject({
      pages: 8,
      coverPages: 1,
      contentsPages: 1,
      requests: 2,
      creditsUsed: 2,
    });
  });

  it('keeps the bookmarks to Outline Depth, the PDFs’ own bookmarks beneath their chapters otherwise', async () => {
    const items = await Promise.all(
      CHAPTERS.map(async (title) =>
        fileItem(
          await addOutline(chapter(title), [
            { level: 1, title },
            { level: 2, title: `${title} in depth` },
          ]),
          `${title}.pdf`,
        ),
      ),
    );
    const outlineOf = async (options: object) => {
      const test = createContext({
        parameters: { resource: 'conversion', operation: 'mergePdfs', options },
        items,
      });
      const [item] = await runNode(test);
      return { bookmarks: item!.json.bookmarks, outline: flatOutline(await readOutline(fileOf(item!))) };
    };
    expect(await outlineOf({})).toEqual({
      bookmarks: 6,
      outline: [
        [1, 'Install', 0],
        [2, 'Install in depth', 1],
        [1, 'Use', 2],
        [2, 'Use in depth', 3],
        [1, 'Reference', 4],
        [2, 'Reference in depth', 5],
      ],
    });
    expect(await outlineOf({ outlineDepth: 1 })).toEqual({
      bookmarks: 3,
      outline: [
        [1, 'Install', 0],
        [1, 'Use', 2],
        [1, 'Reference', 4],
      ],
    });
  });

  it('puts the book in the output field and file name chosen', async () => {
    const test = createContext({
      parameters: {
        resource: 'conversion',
        operation: 'mergePdfs',
        binaryPropertyName: 'pdf',
        outputBinaryField: 'book',
        options: { fileName: 'handbook.pdf' },
      },
      items: CHAPTERS.map((title) => fileItem(chapter(title), `${title}.pdf`, {}, 'pdf')),
    });
    const [item] = await runNode(test);
    expect(Object.keys(item!.binary!)).toEqual(['book']);
    expect(item!.binary!.book!.fileName).toBe('handbook.pdf');
    expect((await viewerFacts(fileOf(item!, 'book'))).pages).toBe(6);
  });
});

describe('Merge PDFs refusals', () => {
  it('names the item and the field when an item has no file, before anything is sent', async () => {
    const items = chapterItems();
    items[1] = { json: {} };
    const test = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { contentsPage: true } },
      items,
    });
    const error = (await failureOf(test)) as NodeOperationError;
    expect(error.message).toBe('Input Binary Field: item 1 has no binary field "data"');
    expect(error.context.itemIndex).toBe(1);
    expect(test.calls).toEqual([]);
  });

  it('skips items without the file under Skip Items Without the File, and says which', async () => {
    const items = chapterItems();
    items.splice(1, 0, { json: {} });
    const test = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { skipItemsWithoutFile: true } },
      items,
    });
    const [item] = await runNode(test);
    expect(item!.json).toMatchObject({
      documents: 3,
      items: [0, 2, 3],
      skippedItems: [1],
      chapters: CHAPTERS,
    });
  });

  it('refuses a file that is not a PDF, naming the item, before anything is sent', async () => {
    const items = chapterItems();
    items[2] = fileItem(Buffer.from('<html><h1>Not a PDF</h1></html>'), 'page.html');
    const test = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { contentsPage: true } },
      items,
    });
    const error = (await failureOf(test)) as NodeOperationError;
    expect(error.message).toBe('Input Binary Field: the file of item 2 in "data" (page.html) is not a PDF');
    expect(error.context.itemIndex).toBe(2);
    expect(test.calls).toEqual([]);
  });

  it('refuses a PDF the merge cannot read, naming the item, before anything is sent', async () => {
    const items = chapterItems();
    items[0] = fileItem(Buffer.from('%PDF-1.7\nnot really a PDF\n'), 'broken.pdf');
    const test = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { contentsPage: true } },
      items,
    });
    const error = (await failureOf(test)) as NodeOperationError;
    expect(error.message).toMatch(
      /^Input Binary Field: the file of item 0 in "data" is not a PDF that can be merged/,
    );
    expect(test.calls).toEqual([]);
  });

  it('refuses an input without any file', async () => {
    const test = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs' },
      items: [{ json: {} }, { json: {} }],
    });
    const error = (await failureOf(test)) as NodeOperationError;
    expect(error.message).toMatch(/^Input Binary Field: item 0 has no binary field "data"/);
    const skipping = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { skipItemsWithoutFile: true } },
      items: [{ json: {} }],
    });
    expect((await failureOf(skipping)).message).toBe(
      'Input Binary Field: no input item has a file in the binary field "data", so there is nothing to merge',
    );
  });

  it('names the option a setting breaks, before anything is sent', async () => {
    const test = createContext({
      parameters: {
        resource: 'conversion',
        operation: 'mergePdfs',
        options: { contentsPage: true, pageNumbers: 'Page' },
      },
      items: chapterItems(),
    });
    const error = await failureOf(test);
    expect(error.message).toMatch(/^Invalid Options → Page Numbers: must hold \{page\}/);
    expect(test.calls).toEqual([]);
    const deep = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { outlineDepth: 9 } },
      items: chapterItems(),
    });
    expect((await failureOf(deep)).message).toMatch(
      /^Invalid Options → Outline Depth: must be a whole number/,
    );
  });

  it('keeps the key out of the output and the error, and fails as one item under Continue On Fail', async () => {
    api()
      .post('/v3/convert/pdf')
      .reply(400, { success: false, error: `Bad key ${CREDENTIAL_KEY}`, code: 400 });
    const test = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { contentsPage: true } },
      items: chapterItems(),
      continueOnFail: true,
    });
    const output = await runNode(test);
    expect(output).toHaveLength(1);
    expect(output[0]!.pairedItem).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
    expect(output[0]!.json.error).toBeDefined();
    const told =
      JSON.stringify(output) + String(output[0]!.error?.message) + String(output[0]!.error?.description);
    expect(told).not.toContain(CREDENTIAL_KEY);

    api()
      .post('/v3/convert/pdf')
      .reply(400, { success: false, error: `Bad key ${CREDENTIAL_KEY}`, code: 400 });
    const failing = createContext({
      parameters: { resource: 'conversion', operation: 'mergePdfs', options: { contentsPage: true } },
      items: chapterItems(),
    });
    const error = await failureOf(failing);
    expect(`${error.message} ${error.description} ${error.stack}`).not.toContain(CREDENTIAL_KEY);
  });
});
