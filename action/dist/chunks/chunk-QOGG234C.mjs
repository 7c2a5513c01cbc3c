import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/merge/page-numbers.ts
init_esm_shims();
var PLACEHOLDER = /\{([^{}]*)\}/g;
var winAnsi;
function winAnsiCharacters() {
  if (winAnsi) return winAnsi;
  const printable = Uint8Array.from({ length: 224 }, (_, i) => i + 32);
  const decoded = [...new TextDecoder("windows-1252").decode(printable)];
  return winAnsi = new Set(decoded.filter((char) => !new RegExp("\\p{Cc}", "u").test(char)));
}
function pageNumbersIssue(template) {
  const example = 'e.g. "{page} / {total}" or "Page {page} of {total}"';
  const placeholders = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const unknown = placeholders.find((name) => name !== "page" && name !== "total");
  if (unknown !== void 0) {
    return `knows {page} and {total}, not {${unknown}} (${example}; got ${JSON.stringify(template)})`;
  }
  if (!placeholders.includes("page")) {
    return `must hold {page}, where each page's number goes (${example}; got ${JSON.stringify(template)})`;
  }
  const characters = winAnsiCharacters();
  const bad = [...template].find((char) => !characters.has(char));
  if (bad !== void 0) {
    return `can only hold characters of the standard PDF font Helvetica (WinAnsi: Latin letters, digits, punctuation), which every viewer shows without an embedded font; ${JSON.stringify(bad)} is not one (got ${JSON.stringify(template)})`;
  }
  return void 0;
}
function pageNumberText(template, page, total) {
  return template.replace(
    PLACEHOLDER,
    (whole, name) => name === "page" ? String(page) : name === "total" ? String(total) : whole
  );
}
var SIZE = 9;
var BASELINE = 15;
function numberAt(lib, array, index) {
  const item = array.at(index);
  return item instanceof lib.PdfNumber ? item.value : 0;
}
function shownBox(lib, pdf, page) {
  const box = (key) => {
    const value = page.dict.get(key, (ref) => pdf.getObject(ref));
    if (!(value instanceof lib.PdfArray) || value.length < 4) return void 0;
    const [a, b, c, d] = [0, 1, 2, 3].map((i) => numberAt(lib, value, i));
    return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
  };
  const media = box("MediaBox") ?? [0, 0, 612, 792];
  const crop = box("CropBox");
  if (!crop) return media;
  const shown = [
    Math.max(media[0], crop[0]),
    Math.max(media[1], crop[1]),
    Math.min(media[2], crop[2]),
    Math.min(media[3], crop[3])
  ];
  return shown[0] < shown[2] && shown[1] < shown[3] ? shown : media;
}
function shownCorner(rotation, [x0, y0, x1, y1]) {
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
function stampPageNumbers(lib, pdf, template) {
  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    const text = pageNumberText(template, index + 1, pages.length);
    const rotation = page.rotation;
    const corner = shownCorner(rotation, shownBox(lib, pdf, page));
    const x = (corner.width - lib.measureText(text, "Helvetica", SIZE)) / 2;
    page.drawText(text, {
      x: corner.x + x,
      y: corner.y + BASELINE,
      font: "Helvetica",
      size: SIZE,
      color: lib.grayscale(0.25),
      // Counter-clockwise about the corner, undoing the page's clockwise turn.
      rotate: { angle: rotation, origin: { x: corner.x, y: corner.y } }
    });
  }
  return pages.length;
}

export {
  pageNumbersIssue,
  stampPageNumbers
};
