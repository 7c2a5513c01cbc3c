// The parsers the local server shares with the schemas (format, pages), the did-you-mean distance, and
// formatIssues used on its own.
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod/v4';
import {
  FORMAT_UNITS,
  IMAGE_DPI_VALUES,
  PAGE_FORMATS,
  RESERVED_METADATA_NAMES,
  WATERMARK_FONT_FAMILIES,
  didYouMean,
  editDistance,
  formatIssues,
  parseFormat,
  parsePages,
  pagesToIndexes,
  pdfOptionsSchema,
} from '../src/options';

describe('constants', () => {
  it('hold the contract and reference vocabularies', () => {
    expect(PAGE_FORMATS).toEqual([
      'Letter',
      'Legal',
      'Tabloid',
      'Ledger',
      'A0',
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
    ]);
    expect(FORMAT_UNITS).toEqual(['in', 'cm', 'mm']);
    expect(RESERVED_METADATA_NAMES).toEqual([
      'author_raw',
      'creator_raw',
      'producer',
      'producer_raw',
      'subject_raw',
      'title_raw',
    ]);
    expect(WATERMARK_FONT_FAMILIES).toEqual(['Helvetica', 'Times', 'Courier']);
    expect(IMAGE_DPI_VALUES).toEqual([1, 2, 4]);
  });
});

describe('parseFormat', () => {
  it.each([
    ['A4', { kind: 'named', name: 'A4' }],
    ['Letter', { kind: 'named', name: 'Letter' }],
    ['210x297mm', { kind: 'custom', width: 210, height: 297, unit: 'mm' }],
    ['210mmx297mm', { kind: 'custom', width: 210, height: 297, unit: 'mm' }],
    ['8.5inx11in', { kind: 'custom', width: 8.5, height: 11, unit: 'in' }],
    ['21cmxauto', { kind: 'custom', width: 21, height: 'auto', unit: 'cm' }],
    ['1024xauto', { kind: 'custom', width: 1024, height: 'auto', unit: 'px' }],
    ['1024x768', { kind: 'custom', width: 1024, height: 768, unit: 'px' }],
  ])('%s', (format, parsed) => {
    expect(parseFormat(format)).toEqual(parsed);
  });

  it.each([
    'a4',
    'A6',
    '',
    'x',
    '210x',
    'x297mm',
    '210x297pt',
    '1024pxxauto',
    '210mmx297',
    '8.5inx279mm',
    '0x1',
    '1x0mm',
    'autoxauto',
    '210 x 297mm',
    '210X297mm',
    '-210x297mm',
  ])('returns undefined for %j (never throws)', (format) => {
    expect(parseFormat(format)).toBeUndefined();
  });
});

describe('parsePages and pagesToIndexes', () => {
  it('parses ranges in the order given', () => {
    expect(parsePages('1-3, 6,7')).toEqual([
      { from: 1, to: 3 },
      { from: 6, to: 6 },
      { from: 7, to: 7 },
    ]);
    expect(parsePages('5-1')).toBeUndefined();
    expect(parsePages('99999999999999999999')).toBeUndefined();
  });

  it('keeps existing pages in document order, once each; numbers above the page count are ignored', () => {
    expect(pagesToIndexes(parsePages('6,1-3,2')!, 10)).toEqual([0, 1, 2, 5]);
    expect(pagesToIndexes(parsePages('2-10,40')!, 4)).toEqual([1, 2, 3]);
    expect(pagesToIndexes(parsePages('7')!, 3)).toEqual([]);
  });
});

describe('did you mean', () => {
  it('counts an adjacent swap as one edit (Damerau)', () => {
    expect(editDistance('landscape', 'lnadscape')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('zoom', 'zomo')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests only close names', () => {
    expect(didYouMean('landscap', ['landscape', 'format'])).toBe('landscape');
    expect(didYouMean('disableBackgrounds', ['disable_backgrounds'])).toBe('disable_backgrounds');
    expect(didYouMean('z', ['x', 'y'])).toBeUndefined();
    expect(didYouMean('banana', ['landscape', 'format'])).toBeUndefined();
  });
});

describe('formatIssues', () => {
  it('words a ZodError or its issues, with suggestions when given the schema', () => {
    const result = pdfOptionsSchema.safeParse({ source: 'x', margin: { tpo: '1mm' } });
    expect(result.success).toBe(false);
    const error = result.error as z.ZodError;
    expect(formatIssues(error, { schema: pdfOptionsSchema })).toEqual([
      { path: 'margin.tpo', message: 'unknown option; did you mean "top"?' },
    ]);
    expect(formatIssues(error.issues)).toEqual([{ path: 'margin.tpo', message: 'unknown option' }]);
  });
});
