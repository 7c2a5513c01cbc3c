// remove_blank's test of a page: what in Chromium's content streams counts as showing something.
import { describe, expect, it } from '@jest/globals';
import { isBlankContent } from '../src/render/chromium/blank-page';

// An A4 page with 48 px (36 pt) margins, in Chromium's own coordinates: points, then CSS pixels inside.
const AREA = { left: 36, bottom: 36, right: 595.92 - 36, top: 841.92 - 36 };
const PAGE = '.23999999 0 0 -.23999999 0 841.91998 cm\nq\n3.125 0 0 3.125 150 150 cm\n';

describe('isBlankContent', () => {
  it('finds an empty page blank', () => {
    expect(isBlankContent('', AREA)).toBe(true);
    expect(isBlankContent(`${PAGE}Q\n`, AREA)).toBe(true);
  });

  it('finds a page blank when it only paints the background over the printable area', () => {
    expect(isBlankContent(`${PAGE}.9333 .9333 1 rg\n/G3 gs\n0 0 699 1027 re\nf\nQ\n`, AREA)).toBe(true);
  });

  it('finds a smaller filled box, text, an image, a stroke or a curve content', () => {
    expect(isBlankContent(`${PAGE}1 0 0 rg\n8 10 779 20 re\nf\nQ\n`, AREA)).toBe(false);
    expect(isBlankContent(`${PAGE}BT /F4 12 Tf 0 0 Td <0012> Tj ET\nQ\n`, AREA)).toBe(false);
    expect(isBlankContent(`${PAGE}q 10 0 0 10 0 0 cm /Im1 Do Q\nQ\n`, AREA)).toBe(false);
    expect(isBlankContent(`${PAGE}0 0 m 100 100 l S\nQ\n`, AREA)).toBe(false);
    expect(isBlankContent(`${PAGE}0 0 m 10 10 20 20 30 0 c f\nQ\n`, AREA)).toBe(false);
  });

  it('ignores clipping paths', () => {
    expect(isBlankContent(`${PAGE}0 0 2483 3508 re\nW* n\nQ\n`, AREA)).toBe(true);
  });
});
