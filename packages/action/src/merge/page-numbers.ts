// The `merge-page-numbers` input: every page of the merged PDF stamped with its number, continuous across the
// documents (the contents pages included), from a template such as `{page} / {total}`. The service's own
// `{{page}}`/`{{total}}` count one document each, so the numbers are drawn here, after the merge: in the
// bottom margin of the page as it is shown (its CropBox, or MediaBox, and its /Rotate), centred, 9 pt.
//
// Drawn with @libpdf/core's drawText in Helvetica, one of the PDF's standard 14 fonts, which every viewer
// has: nothing is embedded, and the template's characters must be in its encoding, WinAnsi (checked with the
// inputs). drawText puts the page's own content between `q` and `Q` first, so whatever state it leaves (a
// transformation, a clip, a colour) does not move or hide the number.
import type { PDF, PDFPage, PdfArray as LibArray } from '@libpdf/core';
import type { LibPdf } from './merge-links';

/** The placeholders a template may hold. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/**
 * The characters Helvetica draws without an embedded font. Its encoding, WinAnsi, is Windows code page 1252
 * (ISO 32000-1, Annex D): the characters the platform's windows-1252 decoder gives for the printable codes.
 * Made on first use: a run without page numbers never needs them.
 */
let winAnsi: Set<string> | undefined;
function winAnsiCharacters(): Set<string> {
  if (winAnsi) return winAnsi;
  const printable = Uint8Array.from({ length: 224 }, (_, i) => i + 0x20);
  const decoded = [...new TextDecoder('windows-1252').decode(printable)];
  return (winAnsi = new Set(decoded.filter((char) => !/\p{Cc}/u.test(char))));
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
  const characters = winAnsiCharacters();
  const bad = [...template].find((char) => !characters.has(char));
  if (bad !== undefined) {
    return `can only hold characters of the standard PDF font Helvetica (WinAnsi: Latin letters, digits, punctuation), which every viewer shows without an embedded font; ${JSON.stringify(bad)} is not one (got ${JSON.stringify(template)})`;
  }
  return undefined;
}

/** The template filled for one page. */
function pageNumberText(template: string, page: number, total: number): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name === 'page' ? String(page) : name === 'total' ? String(total) : whole,
  );
}

/** Font size of the numbers, in points. */
const SIZE = 9;
/** Their baseline, in points above the bottom edge of the page as shown: centred in a ½-inch margin. */
const BASELINE = 15;

/** A number of a box array, 0 when it is not one. */
function numberAt(lib: LibPdf, array: LibArray, index: number): number {
  const item = array.at(index);
  return item instanceof lib.PdfNumber ? item.value : 0;
}

/**
 * The rectangle the page shows: its CropBox within its MediaBox (each normalised: x0 < x1, y0 < y1). Read from
 * the page's arrays, not with getCropBox(): @libpdf/core 0.4.2 gives a box's upper corner as its width and
 * height, wrong for a box that does not start at 0 0 (LibPDF-js/core#81), as a cropped page's does.
 */
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
 * Where the page as shown has its bottom-left corner in its user space, and how wide it is shown. A page turned
 * by /Rotate (clockwise, in quarter turns) is shown turned, so the number is drawn turned the other way about
 * that corner, to stand upright at the bottom of what the reader sees.
 */
function shownCorner(
  rotation: 0 | 90 | 180 | 270,
  [x0, y0, x1, y1]: [number, number, number, number],
): { x: number; y: number; width: number } {
  switch (rotation) {
    case 90:
      return { x: x1, y: y0, width: y1 - y0 };
    case 180:
      return { x: x1, y: y1, width: x1 - x0 };
    case 270:
      return { x: x0, y: y1, width: y1 - y0 };
    default:
      return { x: x0, y: y0, width: x1 - x0 };
  }
}

/**
 * Stamps every page of `pdf` with its number from `template` (see the header); returns how many pages were
 * numbered.
 */
export function stampPageNumbers(lib: LibPdf, pdf: PDF, template: string): number {
  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    const text = pageNumberText(template, index + 1, pages.length);
    const rotation = page.rotation;
    const corner = shownCorner(rotation, shownBox(lib, pdf, page));
    const x = (corner.width - lib.measureText(text, 'Helvetica', SIZE)) / 2;
    page.drawText(text, {
      x: corner.x + x,
      y: corner.y + BASELINE,
      font: 'Helvetica',
      size: SIZE,
      color: lib.grayscale(0.25),
      // Counter-clockwise about the corner, undoing the page's clockwise turn.
      rotate: { angle: rotation, origin: { x: corner.x, y: corner.y } },
    });
  }
  return pages.length;
}
