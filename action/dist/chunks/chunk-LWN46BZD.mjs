import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-6ODO5OSX.mjs";

// packages/action/src/merge/page-numbers.ts
init_esm_shims();
var PLACEHOLDER = /\{([^{}]*)\}/g;
var WIN_ANSI_EXTRA = {
  "\u20AC": 128,
  "\u201A": 130,
  \u0192: 131,
  "\u201E": 132,
  "\u2026": 133,
  "\u2020": 134,
  "\u2021": 135,
  "\u02C6": 136,
  "\u2030": 137,
  \u0160: 138,
  "\u2039": 139,
  \u0152: 140,
  \u017D: 142,
  "\u2018": 145,
  "\u2019": 146,
  "\u201C": 147,
  "\u201D": 148,
  "\u2022": 149,
  "\u2013": 150,
  "\u2014": 151,
  "\u02DC": 152,
  "\u2122": 153,
  \u0161: 154,
  "\u203A": 155,
  \u0153: 156,
  \u017E: 158,
  \u0178: 159
};
function winAnsi(char) {
  const code = char.codePointAt(0);
  if (code >= 32 && code <= 126 || code >= 160 && code <= 255) return code;
  return WIN_ANSI_EXTRA[char];
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
  const bad = [...template].find((char) => winAnsi(char) === void 0);
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
var FONT = "DocConvertPageNumber";
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
function shownToUser(rotate, [x0, y0, x1, y1]) {
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
function num(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, "").replace(/\.$/, "");
}
function rotationOf(lib, pdf, page) {
  const value = page.dict.get("Rotate", (ref) => pdf.getObject(ref));
  const degrees = value instanceof lib.PdfNumber ? value.value : 0;
  const turned = (degrees % 360 + 360) % 360;
  return turned % 90 === 0 ? turned : 0;
}
function addFont(lib, pdf, page, font) {
  const resolve = (ref) => pdf.getObject(ref);
  let resources = page.dict.get("Resources", resolve);
  if (!(resources instanceof lib.PdfDict)) {
    resources = new lib.PdfDict();
    page.dict.set("Resources", resources);
  }
  let fonts = resources.get("Font", resolve);
  if (!(fonts instanceof lib.PdfDict)) {
    fonts = new lib.PdfDict();
    resources.set("Font", fonts);
  }
  fonts.set(FONT, font);
}
function stampPageNumbers(lib, pdf, template) {
  const font = pdf.register(
    lib.PdfDict.of({
      Type: lib.PdfName.of("Font"),
      Subtype: lib.PdfName.of("Type1"),
      BaseFont: lib.PdfName.of("Helvetica"),
      Encoding: lib.PdfName.of("WinAnsiEncoding")
    })
  );
  const save = pdf.register(new lib.PdfStream([], new TextEncoder().encode("q\n")));
  const restore = pdf.register(new lib.PdfStream([], new TextEncoder().encode("\nQ\n")));
  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    const text = pageNumberText(template, index + 1, pages.length);
    const { matrix, width } = shownToUser(rotationOf(lib, pdf, page), shownBox(lib, pdf, page));
    const x = (width - lib.measureText(text, "Helvetica", SIZE)) / 2;
    const codes = [...text].map((char) => (winAnsi(char) ?? 63).toString(16).padStart(2, "0"));
    const stamp = [
      `q ${matrix.map(num).join(" ")} cm`,
      `0.25 g BT /${FONT} ${SIZE} Tf ${num(x)} ${BASELINE} Td <${codes.join("")}> Tj ET Q`
    ].join("\n");
    const stream = pdf.register(new lib.PdfStream([], new TextEncoder().encode(stamp)));
    addFont(lib, pdf, page, font);
    const own = page.dict.get("Contents", (ref) => pdf.getObject(ref));
    const contents = own instanceof lib.PdfArray ? [...own] : own ? [page.dict.get("Contents")] : [];
    page.dict.set("Contents", lib.PdfArray.of(save, ...contents, restore, stream));
  }
  return pages.length;
}

export {
  pageNumbersIssue,
  stampPageNumbers
};
