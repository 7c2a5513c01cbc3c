// The page numbers' characters (merge/page-numbers.ts): every character the input check lets through is one
// Helvetica draws as itself, with nothing embedded; read back with pdf.js.
import { describe, expect, it } from '@jest/globals';
import * as lib from '@libpdf/core';
import { readPdf } from '@doc-convert/testing/pdf';
import { pageNumbersIssue, stampPageNumbers } from '../src/merge/page-numbers';

/** Every character of Unicode's first 0x2200 code points that the check accepts in a template. */
const accepted = Array.from({ length: 0x2200 }, (_, code) => String.fromCodePoint(code)).filter(
  (char) => char !== '{' && char !== '}' && pageNumbersIssue(`{page}${char}`) === undefined,
);

describe('the characters of merge-page-numbers', () => {
  it('are the 216 of WinAnsi (Helvetica’s encoding) besides { and }', () => {
    expect(accepted).toHaveLength(216);
    expect(accepted).toEqual(expect.arrayContaining(['A', 'é', 'ß', '€', '—', '‰', 'Ÿ', '•']));
    for (const char of ['第', 'Ā', '←', '\n', '\u0081'])
      expect(pageNumbersIssue(`{page}${char}`)).toMatch(/WinAnsi/);
  });

  it('are drawn as themselves', async () => {
    // Spaces apart: a reader joins and splits runs at spaces, and the no-break space reads as a space.
    const shown = accepted.filter((char) => !/\s|\u00ad/u.test(char));
    const pdf = lib.PDF.create();
    pdf.addPage({ width: 2400, height: 200 });
    expect(stampPageNumbers(lib, pdf, `{page}${shown.join('')}`)).toBe(1);
    const [page] = (await readPdf(await pdf.save())).pages;
    // The micro sign's glyph is Greek mu's too ("mu"), which is how pdf.js reads it back.
    expect(page!.text).toBe(`1${shown.join('')}`.replace('µ', 'μ'));
    expect(page!.fonts).toEqual(['Helvetica']);
  });
});
