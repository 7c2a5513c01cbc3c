// Margins that leave no page are refused before anything is sent, whenever the page size is known from the
// options (named and custom formats, landscape); the refusal names `margin` and the page's size.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../src/errors';
import { parsePdfOptions, templateGenerateBody, type PdfOptions } from '../src/options';

const S = { source: '<p>hello</p>' };

function refusal(options: Omit<PdfOptions, 'source'>) {
  try {
    parsePdfOptions({ ...S, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues;
  }
  throw new Error(`accepted: ${JSON.stringify(options)}`);
}

describe('margins that leave no page', () => {
  it.each<[Omit<PdfOptions, 'source'>, string]>([
    [{ margin: '500mm' }, '(A4, 210 × 297 mm): left + right come to 1000 mm, and the page is 210 mm wide'],
    [{ margin: 500 }, '(A4, 210 × 297 mm): left + right come to 264.6 mm, and the page is 210 mm wide'],
    [
      { margin: { top: '150mm', bottom: '150mm' } },
      '(A4, 210 × 297 mm): top + bottom come to 300 mm, and the page is 297 mm tall',
    ],
    [
      { margin: '120mm 10mm', landscape: true },
      '(A4 landscape, 297 × 210 mm): top + bottom come to 240 mm, and the page is 210 mm tall',
    ],
    [
      { format: 'Letter', margin: '0 4.25in' },
      '(Letter, 8.5 × 11 in): left + right come to 8.5 in, and the page is 8.5 in wide',
    ],
    [
      { format: '100x50mm', margin: '25mm 0' },
      '(100x50mm, 100 × 50 mm): top + bottom come to 50 mm, and the page is 50 mm tall',
    ],
    [
      { format: '100x50mm', landscape: true, margin: '0 25mm' },
      '(100x50mm landscape, 50 × 100 mm): left + right come to 50 mm, and the page is 50 mm wide',
    ],
    [
      { format: '600xauto', margin: '0 300' },
      '(600xauto, 600 px wide): left + right come to 600 px, and the page is 600 px wide',
    ],
  ])('%j is refused naming margin and the page', (options, detail) => {
    expect(refusal(options)).toEqual([
      { path: 'margin', message: `leaves no room for content on the page ${detail}` },
    ]);
  });

  it.each<Omit<PdfOptions, 'source'>>([
    { margin: '100mm' },
    { margin: '140mm 0', format: 'A4' },
    { margin: '0 140mm', landscape: true },
    { format: '600xauto', margin: '10000 299' },
    { margin: { top: '290mm', bottom: 0 } },
    { format: 'A0', margin: '400mm' },
  ])('%j leaves room and is accepted', (options) => {
    expect(() => parsePdfOptions({ ...S, ...options })).not.toThrow();
  });

  it('a side a margin object leaves out counts as the default 48 px', () => {
    expect(refusal({ format: '200x100', margin: { left: 152 } })).toEqual([
      {
        path: 'margin',
        message:
          'leaves no room for content on the page (200x100, 200 × 100 px): left + right come to 200 px, and the page is 200 px wide',
      },
    ]);
  });

  it('is not judged when margin or format is itself invalid (their own refusal says enough)', () => {
    expect(refusal({ format: 'B7', margin: '900mm' }).map((i) => i.path)).toEqual(['format']);
    expect(refusal({ margin: '900em' }).map((i) => i.path)).toEqual(['margin']);
    expect(refusal({ margin: '900em' })[0].message).not.toMatch(/no room/);
  });

  it('applies to a template generated as a PDF too', () => {
    expect(() => templateGenerateBody('pdf', { data: {}, margin: '500mm' })).toThrow(
      'margin: leaves no room for content on the page (A4, 210 × 297 mm)',
    );
  });
});
