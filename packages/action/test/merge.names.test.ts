// What a document brings to a merged PDF, read with @libpdf/core (packages/action/src/merge/merge-links.ts):
// its named destinations from the name tree (strings, through /Kids) and the catalog's /Dests (names, a
// dictionary's /D), each under every form of its name (UTF-8, then percent escapes decoded); its outline,
// each item's destination (an array, a name, a go-to action) on the copied pages; and its links made to open
// the renamed destinations. The part is saved and loaded again first, so the names come through the parser.
import { describe, expect, it, jest } from '@jest/globals';
import path from 'node:path';
import { readLinks } from '@doc-convert/testing/pdf-outline';
import type { ConversionJob } from '../src/types';
import * as core from './fixtures/core';

jest.unstable_mockModule('@actions/core', () => core);
const { partOf, relinkMerged } = await import('../src/merge/merge-links');
const lib = await import('@libpdf/core');

const FOLDER = path.resolve('/work/out');
const job: ConversionJob = {
  label: 'guide/a.html',
  file: undefined,
  source: undefined,
  output: path.join(FOLDER, 'guide/a.pdf'),
};

const utf8 = (text: string) => lib.PdfString.fromBytes(new TextEncoder().encode(text));
const numbers = (...values: number[]) => values.map((value) => lib.PdfNumber.of(value));

/** A part of two pages with named destinations, an outline and links of every kind. */
async function part(): ReturnType<typeof lib.PDF.load> {
  const pdf = lib.PDF.create();
  const first = pdf.addPage({ width: 300, height: 400 });
  const second = pdf.addPage({ width: 300, height: 400 });
  const xyz = lib.PdfArray.of(second.ref, lib.PdfName.of('XYZ'), ...numbers(0, 120), lib.PdfNull.instance);
  const leaf = pdf.register(lib.PdfDict.of({ Names: lib.PdfArray.of(utf8('café'), xyz) }));
  const catalog = pdf.getCatalog();
  catalog.set('Names', lib.PdfDict.of({ Dests: lib.PdfDict.of({ Kids: lib.PdfArray.of(leaf) }) }));
  catalog.set(
    'Dests',
    lib.PdfDict.of({
      totals: lib.PdfDict.of({ D: lib.PdfArray.of(first.ref, lib.PdfName.of('FitH'), ...numbers(300)) }),
    }),
  );
  type Value = Parameters<InstanceType<typeof lib.PdfDict>['set']>[1];
  const link = (y: number, entries: Record<string, Value>) =>
    pdf.register(
      lib.PdfDict.of({
        Type: lib.PdfName.of('Annot'),
        Subtype: lib.PdfName.of('Link'),
        Rect: lib.PdfArray.of(...numbers(20, y, 200, y + 14)),
        ...entries,
      }),
    );
  first.dict.set(
    'Annots',
    lib.PdfArray.of(
      link(300, { Dest: lib.PdfName.of('café') }),
      link(280, { A: lib.PdfDict.of({ S: lib.PdfName.of('GoTo'), D: utf8('caf%C3%A9') }) }),
      link(260, { Dest: lib.PdfName.of('totals') }),
      link(240, { Dest: lib.PdfArray.of(second.ref, lib.PdfName.of('Fit')) }),
      link(220, { Dest: lib.PdfName.of('nowhere') }),
    ),
  );
  const outline = pdf.register(lib.PdfDict.of({ Type: lib.PdfName.of('Outlines') }));
  const goTo = pdf.register(
    lib.PdfDict.of({
      Title: lib.PdfString.fromString('Totals, by action'),
      A: lib.PdfDict.of({ S: lib.PdfName.of('GoTo'), D: lib.PdfName.of('totals') }),
    }),
  );
  const byName = pdf.register(
    lib.PdfDict.of({ Title: lib.PdfString.fromString('Café, by name'), Dest: utf8('café'), Next: goTo }),
  );
  catalog.set('Outlines', outline);
  (pdf.getObject(outline) as InstanceType<typeof lib.PdfDict>).set('First', byName);
  return lib.PDF.load(await pdf.save());
}

describe('a part of a merged PDF', () => {
  it('brings its named destinations, outline and links, renamed after its output', async () => {
    core.reset();
    const merged = lib.PDF.create();
    const brought = await partOf(lib, merged, job, await part(), 'Guide', FOLDER);
    expect(Object.fromEntries(brought.names)).toEqual({
      café: 'guide/a.pdf#café',
      totals: 'guide/a.pdf#totals',
    });
    const [page1, page2] = brought.pages.map((ref) => ref.objectNumber);
    /** A destination as [page object number, /Fit, numbers…, null]. */
    const target = (dest: InstanceType<typeof lib.PdfArray>) =>
      [...dest].map((item) =>
        item instanceof lib.PdfRef
          ? item.objectNumber
          : item instanceof lib.PdfNumber
            ? item.value
            : item instanceof lib.PdfName
              ? `/${item.value}`
              : null,
      );
    expect(
      brought.bookmark.children.map((item) => [item.title, target(item.dest), item.children.length]),
    ).toEqual([
      ['Café, by name', [page2, '/XYZ', 0, 120, null], 0],
      ['Totals, by action', [page1, '/FitH', 300], 0],
    ]);

    relinkMerged(lib, merged, [brought], path.join(FOLDER, 'book.pdf'), { workspace: '/work' });
    const links = await readLinks(await merged.save());
    // pdf.js gives a name's bytes as characters: the renamed names are written in UTF-8.
    const nameOf = (name?: string) => (name === undefined ? null : Buffer.from(name, 'latin1').toString());
    expect(links.map((link) => [nameOf(link.name), link.target?.page, link.target?.top ?? null])).toEqual([
      ['guide/a.pdf#café', 1, 120],
      ['guide/a.pdf#café', 1, 120],
      ['guide/a.pdf#totals', 0, 300],
      [null, 1, null],
      ['nowhere', undefined, null],
    ]);
    expect(core.messages('warning')).toEqual([
      'guide/a.html links to #nowhere, but out/guide/a.pdf has no element with id "nowhere": the link opens the start of that document.',
    ]);
  });
});
