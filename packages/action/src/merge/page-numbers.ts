// The `merge-page-numbers` input: every page of the merged PDF stamped with its number, continuous across the
// documents (the contents pages included), from a template such as `{page} / {total}`. The service's own
// `{{page}}`/`{{total}}` count one document each, so the numbers are drawn here, after the merge: in the
// bottom margin of the page as it is shown (its CropBox, or MediaBox, and its /Rotate), centred, 9 pt.
//
// Drawn in Helvetica, one of the PDF's standard 14 fonts, which every viewer has: nothing is embedded, and
// the template's characters must be in its WinAnsi encoding (checked with the inputs). Each page gets a
// content stream appended; its own content is put between `q` and `Q` first, so whatever state it leaves
// (a transformation, a clip, a colour) does not move or hide the number.
import type { PDF, PDFPage, PdfArray as LibArray, PdfDict as LibDict } from '@libpdf/core';
import type { LibPdf } from './merge-links';

/** The placeholders a template may hold. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** WinAnsi codes of the characters outside Latin-1 that Helvetica's encoding has (ISO 32000-1, Annex D). */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The WinAnsi code of a character, or undefined when Helvetica cannot draw it without an embedded font. */
function winAnsi(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char];
}

/**
 * Why `template` cannot number pages, as the end of a sentence that starts with the input's name; undefined
 * when it can. It must hold `{page}`, may hold `{total}`, no other `{…}`, and only characters of WinAnsi.
 */
export function pageNumbersIssue(template: string): string | undefined {
  const example = 'e.g. "{page} / {total}" or "Page {page} of {total}"';
  const placeholders = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const unknown = placeholders.find((name) => name !== 'page' && name !== 'total');
  if (unknown !== undefined) {
    return `knows {page} and {total}, not {${unknown}} (${example}; got ${JSON.stringify(template)})`;
  }
  if (!placeholders.includes('page')) {
    return `must hold {page}, where each page's number goes (${example}; got ${JSON.stringify(template)})`;
  }
  const bad = [...template].find((char) => winAnsi(char) === undefined);
  if (bad !== undefined) {
    return `can only hold characters of the standard PDF font Helvetica (WinAnsi: Latin letters, digits, punctuation), which every viewer shows without an embedded font; ${JSON.stringify(bad)} is not one (got ${JSON.stringify(template)})`;
  }
  return undefined;
}

/** The template filled for one page. */
export function pageNumberText(template: string, page: number, total: number): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name === 'page' ? String(page) : name === 'total' ? String(total) : whole,
  );
}

/** Font size of the numbers, in points. */
const SIZE = 9;
/** Their baseline, in points above the bottom edge of the page as shown: centred in a ½-inch margin. */
const BASELINE = 15;
/** The font's name in each page's resources: long enough never to meet a name of the page's own. */
const FONT = 'DocConvertPageNumber';

/** A number of a box array, 0 when it is not one. */
function numberAt(lib: LibPdf, array: LibArray, index: number): number {
  const item = array.at(index);
  return item instanceof lib.PdfNumber ? item.value : 0;
}

/** The rectangle the page shows: its CropBox within its MediaBox (each normalised: x0 < x1, y0 < y1). */
function shownBox(lib: LibPdf, pdf: PDF, page: PDFPage): [number, number, number, number] {
  const box = (key: string): [number, number, number, number] | undefined => {
    const value = page.dict.get(key, (ref) => pdf.getObject(ref));
    if (!(value instanceof lib.PdfArray) || value.length < 4) return undefined;
    const [a, b, c, d] = [0, 1, 2, 3].map((i) => numberAt(lib, value, i)) as [number, number, number, number];
    return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
  };
  // A page without a MediaBox is US Letter, as readers take it.
  const media = box('MediaBox') ?? [0, 0, 612, 792];
  const crop = box('CropBox');
  if (!crop) return media;
  const shown: [number, number, number, number] = [
    Math.max(media[0], crop[0]),
    Math.max(media[1], crop[1]),
    Math.min(media[2], crop[2]),
    Math.min(media[3], crop[3]),
  ];
  return shown[0] < shown[2] && shown[1] < shown[3] ? shown : media;
}

/**
 * The matrix from the page as shown (origin at its bottom-left corner, x to the right, y up) to its user space:
 * a page turned by /Rotate (clockwise, in quarter turns) is shown turned, and the number must stand upright on
 * it, at the bottom of what the reader sees.
 */
function shownToUser(
  rotate: number,
  [x0, y0, x1, y1]: [number, number, number, number],
): { matrix: number[]; width: number } {
  switch (rotate) {
    case 90:
      return { matrix: [0, 1, -1, 0, x1, y0], width: y1 - y0 };
    case 180:
      return { matrix: [-1, 0, 0, -1, x1, y1], width: x1 - x0 };
    case 270:
      return { matrix: [0, -1, 1, 0, x0, y1], width: y1 - y0 };
    default:
      return { matrix: [1, 0, 0, 1, x0, y0], width: x1 - x0 };
  }
}

/** A number as a content stream writes it. */
function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
}

/** The page's /Rotate as 0, 90, 180 or 270 (a value that is not a quarter turn is read as none). */
function rotationOf(lib: LibPdf, pdf: PDF, page: PDFPage): number {
  const value = page.dict.get('Rotate', (ref) => pdf.getObject(ref));
  const degrees = value instanceof lib.PdfNumber ? value.value : 0;
  const turned = ((degrees % 360) + 360) % 360;
  return turned % 90 === 0 ? turned : 0;
}

/** The page's font resources, made the page's own where it had none, with `font` under FONT. */
function addFont(lib: LibPdf, pdf: PDF, page: PDFPage, font: ReturnType<PDF['register']>): void {
  const resolve = (ref: Parameters<PDF['getObject']>[0]) => pdf.getObject(ref);
  let resources = page.dict.get('Resources', resolve);
  if (!(resources instanceof lib.PdfDict)) {
    resources = new lib.PdfDict();
    page.dict.set('Resources', resources);
  }
  let fonts = (resources as LibDict).get('Font', resolve);
  if (!(fonts instanceof lib.PdfDict)) {
    fonts = new lib.PdfDict();
    (resources as LibDict).set('Font', fonts);
  }
  (fonts as LibDict).set(FONT, font);
}

/**
 * Stamps every page of `pdf` with its number from `template` (see the header); returns how many pages were
 * numbered.
 */
export function stampPageNumbers(lib: LibPdf, pdf: PDF, template: string): number {
  const font = pdf.register(
    lib.PdfDict.of({
      Type: lib.PdfName.of('Font'),
      Subtype: lib.PdfName.of('Type1'),
      BaseFont: lib.PdfName.of('Helvetica'),
      Encoding: lib.PdfName.of('WinAnsiEncoding'),
    }),
  );
  // One `q` and one `Q` for every page: the page's own content goes between them.
  const save = pdf.register(new lib.PdfStream([], new TextEncoder().encode('q\n')));
  const restore = pdf.register(new lib.PdfStream([], new TextEncoder().encode('\nQ\n')));
  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    const text = pageNumberText(template, index + 1, pages.length);
    const { matrix, width } = shownToUser(rotationOf(lib, pdf, page), shownBox(lib, pdf, page));
    const x = (width - lib.measureText(text, 'Helvetica', SIZE)) / 2;
    const codes = [...text].map((char) => (winAnsi(char) ?? 0x3f).toString(16).padStart(2, '0'));
    const stamp = [
      `q ${matrix.map(num).join(' ')} cm`,
      `0.25 g BT /${FONT} ${SIZE} Tf ${num(x)} ${BASELINE} Td <${codes.join('')}> Tj ET Q`,
    ].join('\n');
    const stream = pdf.register(new lib.PdfStream([], new TextEncoder().encode(stamp)));
    addFont(lib, pdf, page, font);
    const own = page.dict.get('Contents', (ref) => pdf.getObject(ref));
    const contents = own instanceof lib.PdfArray ? [...own] : own ? [page.dict.get('Contents')!] : [];
    page.dict.set('Contents', lib.PdfArray.of(save, ...contents, restore, stream));
  }
  return pages.length;
}
