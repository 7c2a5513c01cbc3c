// Options → Document Properties → Bookmarks from Headings (and Bookmark Depth), for Convert to PDF and for
// Generate Document as PDF: nothing of it is sent (the HTML goes with its headings prepared), the output PDF
// has the outline, read back with pdf.js, and the item says how many bookmarks were written. The service's
// answers are hand-made PDFs (packages/testing/src/pdf-fixture.ts); nock serves them.
import { describe, expect, it } from '@jest/globals';
import type { IDataObject } from 'n8n-workflow';
import { useNock } from '@doc-convert/testing/nock';
import { fixturePdf, page } from '@doc-convert/testing/pdf-fixture';
import { flatOutline, readOutline } from '@doc-convert/testing/pdf-outline';
import { checkUpdate } from '@doc-convert/testing/pdf-update';
import { answerFacts, api, conversionHeaders, generateParameters, pdfParameters } from './helpers/answers';
import { createContext, runNode } from './helpers/context';

useNock();

const HTML = '<h1>Guide</h1><p>Welcome.</p><h2>Install</h2><h3>Examples</h3><h1>Reference</h1>';
const BOOK = fixturePdf({
  pages: [page(['Guide', 24], 'Welcome.', ['Install', 18], ['Examples', 14]), page(['Reference', 24])],
});

const bookmarks = (depth?: number): IDataObject => ({
  documentProperties: { outline: true, ...(depth === undefined ? {} : { outlineDepth: depth }) },
});

describe('Bookmarks from Headings', () => {
  it('Convert to PDF: sends the prepared HTML and nothing of the option, outputs the PDF with its outline', async () => {
    let sent: IDataObject | undefined;
    api()
      .post('/v3/convert/pdf', (body: IDataObject) => {
        sent = body;
        return true;
      })
      .reply(200, BOOK, conversionHeaders('application/pdf', BOOK));
    const [item] = await runNode(
      createContext({ parameters: pdfParameters({ html: HTML, options: bookmarks(2) }) }),
    );
    expect(Object.keys(sent!)).toEqual(['source']);
    expect(sent!.source).toContain(
      '<h1><doc-convert-anchor id="doc-convert-h1"></doc-convert-anchor>Guide</h1>',
    );
    expect(sent!.source).toContain('<a href="#doc-convert-h2" tabindex="-1"></a>');
    const pdf = Buffer.from(item!.binary!.data!.data, 'base64');
    await checkUpdate(BOOK, pdf);
    expect(flatOutline(await readOutline(pdf))).toEqual([
      [1, 'Guide', 0],
      [2, 'Install', 0],
      [1, 'Reference', 1],
    ]);
    expect(item!.json).toEqual({
      format: 'pdf',
      fileName: 'document.pdf',
      mimeType: 'application/pdf',
      fileSize: pdf.length,
      bookmarks: 3,
      ...answerFacts,
    });
  });

  it('Generate Document as PDF: bookmarks the headings of the filled template, h1 to h3 by default', async () => {
    const template = '<h1>{{title}}</h1><h2>Install</h2><h3>Examples</h3><h1>Reference</h1>';
    api().get('/v3/templates/invoice.html').reply(200, template, { 'Content-Type': 'text/html' });
    api()
      .post('/v3/templates/invoice.html', { title: 'Guide' })
      .reply(200, template.replace('{{title}}', 'Guide'), { 'Content-Type': 'text/html' });
    api()
      .post('/v3/templates/invoice.pdf', { title: 'Guide' })
      .reply(200, BOOK, conversionHeaders('application/pdf', BOOK));
    const [item] = await runNode(
      createContext({
        parameters: generateParameters({ options: bookmarks() }),
        items: [{ json: { title: 'Guide' } }],
      }),
    );
    const pdf = Buffer.from(item!.binary!.data!.data, 'base64');
    expect(flatOutline(await readOutline(pdf)).map(([level, title]) => [level, title])).toEqual([
      [1, 'Guide'],
      [2, 'Install'],
      [3, 'Examples'],
      [1, 'Reference'],
    ]);
    expect(item!.json).toMatchObject({ bookmarks: 4, missingVariables: [] });
  });

  it('is refused with Wait for the Document (the PDF comes through the webhook), before any request', async () => {
    const test = createContext({
      parameters: pdfParameters({
        html: HTML,
        options: { ...bookmarks(), delivery: { waitForDocument: true } },
      }),
      resumeUrl: 'http://127.0.0.1:5678/webhook-waiting/41?signature=0123456789abcdef',
    });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/Bookmarks from Headings/);
    expect(error.message).toMatch(/cannot be added with webhook/);
    expect(test.calls).toEqual([]);
    expect(test.waits).toEqual([]);
  });

  it('is refused with JSON Result output, naming the field, before any request', async () => {
    const test = createContext({
      parameters: pdfParameters({
        html: HTML,
        output: 'json',
        storageFileName: 'stored-guide',
        options: bookmarks(),
      }),
    });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/Bookmarks from Headings/);
    expect(error.message).toMatch(/cannot be added with filename/);
    expect(test.calls).toEqual([]);
  });
});
