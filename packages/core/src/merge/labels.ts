// Page labels (ISO 32000-1 §12.4.2): what a viewer shows as a page's number, so that it shows what is printed.
// A book's front matter (its cover and contents) is numbered in lower-case roman numerals from i, its body in
// arabic numerals from 1; the contents page lists the body's numbers, and `{page}` prints them.
import { PdfDict, PdfName, type PdfValue } from '../pdf/objects';

const ROMAN: Array<[number, string]> = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/** `n` (1 or more) in lower-case roman numerals: 4 → iv. */
function roman(n: number): string {
  let out = '';
  for (const [value, numeral] of ROMAN) {
    for (; n >= value; n -= value) out += numeral;
  }
  return out;
}

/** The label of page `index` (0-based) of a book with `front` pages of front matter. */
export function pageLabel(index: number, front: number): string {
  return index < front ? roman(index + 1) : String(index - front + 1);
}

/** The catalog's /PageLabels for `front` pages of front matter: roman, then arabic from 1; none without any. */
export function pageLabels(front: number): PdfValue | undefined {
  if (front === 0) return undefined;
  const nums: PdfValue[] = [
    0,
    new PdfDict().set('S', new PdfName('r')),
    front,
    new PdfDict().set('S', new PdfName('D')),
  ];
  return new PdfDict().set('Nums', nums);
}
