// Reads a PDF the way the tests need it, with Mozilla's pdf.js from npm (no poppler, no system tool): the
// header version, page count, each page's size in points, each page's text (and where each run of it
// stands), the images drawn on each page, the Info dictionary (custom keys included), the outline and the
// permissions of an encrypted file (opened with its password). Every test that looks inside a PDF goes
// through readPdf().
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

export interface TextRun {
  text: string;
  /** Where the run's baseline starts, in points from the page's bottom-left corner (rounded to 0.1). */
  x: number;
  y: number;
  /** Font size in points (rounded to 0.1). */
  size: number;
}

export interface PdfPage {
  /** Width and height of the crop box in points, rounded to 2 decimals as pdfinfo prints them. */
  width: number;
  height: number;
  /** The page's text in reading order: runs on one line joined (with a space where they stand apart), lines by \n. */
  text: string;
  /** The non-empty text runs, in content order. */
  runs: TextRun[];
  /** How many images the page draws (directly, not through a pattern). */
  images: number;
  /** The RGB colours the page fills with, as #rrggbb, each once. */
  fillColors: string[];
  /** The PostScript names of the fonts the page draws text with, subset prefix dropped ("NotoSansSC-Regular"), each once. */
  fonts: string[];
}

export interface PdfFacts {
  /** From the header, e.g. "1.7". */
  version: string;
  pages: PdfPage[];
  /** Info dictionary: Title, Author, Subject, Keywords, Creator, Producer, ... and custom keys, as strings. */
  info: Record<string, string>;
  /** Outline (bookmark) titles, depth first. */
  outline: string[];
  /** Permission flags of an encrypted file (pdf.js PermissionFlag values: 4 print, 16 copy, 8 modify, …); null when unrestricted. */
  permissions: number[] | null;
}

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
let loaded: Promise<PdfJs> | undefined;

export function pdfjs(): Promise<PdfJs> {
  // The legacy build is the one pdf.js supports on Node; loaded once per test file.
  loaded ??= import(pathToFileURL(join(pdfjsRoot, 'legacy', 'build', 'pdf.mjs')).href) as Promise<PdfJs>;
  return loaded;
}

type OpenedPdf = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/**
 * The PDF `bytes` opened with pdf.js as the helpers read it: its own fonts only (no system fonts, no font
 * faces), quiet; `extra` adds options (a password, font properties, image decoding).
 */
export async function openPdf(bytes: Uint8Array, extra: Record<string, unknown> = {}): Promise<OpenedPdf> {
  const { getDocument } = await pdfjs();
  return getDocument({
    ...extra,
    // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    verbosity: 0,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts') + '/',
  }).promise;
}

const round2 = (n: number) => Number(n.toFixed(2));

/** "595.28 x 841.89 pts", pdfinfo's wording for a page size. */
export const sizeText = (page: Pick<PdfPage, 'width' | 'height'>) => `${page.width} x ${page.height} pts`;

interface RawRun {
  str: string;
  transform: number[];
  width: number;
  hasEOL: boolean;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Joins pdf.js text runs into lines: a new line where the baseline moves, a space where runs stand apart. */
function joinRuns(runs: RawRun[]): string {
  let text = '';
  let prev: RawRun | undefined;
  for (const run of runs) {
    if (prev) {
      const size = Math.hypot(run.transform[2], run.transform[3]) || 1;
      const newLine = prev.hasEOL || Math.abs(run.transform[5] - prev.transform[5]) > size * 0.5;
      const gap = run.transform[4] - (prev.transform[4] + prev.width);
      if (newLine) text += '\n';
      else if (gap > size * 0.15 && !text.endsWith(' ') && !run.str.startsWith(' ')) text += ' ';
    }
    text += run.str;
    if (run.str !== '' || run.hasEOL) prev = run;
  }
  return text;
}

function flattenOutline(items: { title: string; items: unknown[] }[] | null): string[] {
  return (items ?? []).flatMap((item) => [
    item.title,
    ...flattenOutline(item.items as { title: string; items: unknown[] }[]),
  ]);
}

/**
 * Reads a PDF from bytes or from a file path, an encrypted one with its `password`. Throws if the bytes are
 * not a PDF pdf.js can open (a PasswordException when the password is missing or wrong).
 */
export async function readPdf(input: Uint8Array | string, password?: string): Promise<PdfFacts> {
  const bytes = typeof input === 'string' ? await readFile(input) : input;
  const header = /^%PDF-(\d\.\d)/.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'));
  if (!header) throw new Error('not a PDF: the file does not start with %PDF-');
  const { OPS } = await pdfjs();
  const doc = await openPdf(bytes, {
    ...(password === undefined ? {} : { password }),
    fontExtraProperties: true,
  });
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const runs = content.items.filter(
        (item): item is RawRun & (typeof content.items)[number] => 'str' in item,
      );
      const { fnArray, argsArray } = await page.getOperatorList();
      const images = fnArray.filter(
        (op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject,
      ).length;
      const fillColors = new Set<string>();
      fnArray.forEach((op, i) => {
        if (op === OPS.setFillRGBColor) fillColors.add(String(argsArray[i]?.[0]).toLowerCase());
      });
      const fonts = new Set<string>();
      fnArray.forEach((op, i) => {
        if (op !== OPS.setFont) return;
        const font = page.commonObjs.get(String(argsArray[i]?.[0])) as { name?: string } | undefined;
        if (font?.name) fonts.add(font.name.replace(/^[A-Z]{6}\+/, ''));
      });
      pages.push({
        width: round2(x1 - x0),
        height: round2(y1 - y0),
        text: joinRuns(runs),
        runs: runs
          .filter((run) => run.str.trim() !== '')
          .map((run) => ({
            text: run.str,
            x: round1(run.transform[4] - x0),
            y: round1(run.transform[5] - y0),
            size: round1(Math.hypot(run.transform[2], run.transform[3])),
          })),
        images,
        fillColors: [...fillColors],
        fonts: [...fonts],
      });
      page.cleanup();
    }
    const { info: raw } = (await doc.getMetadata()) as { info: Record<string, unknown> };
    const info: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw ?? {})) {
      // A Map from pdf.js's realm, which under jest is not this realm's Map.
      if (key === 'Custom' && Object.prototype.toString.call(value) === '[object Map]') {
        for (const [name, custom] of value as Map<unknown, unknown>) info[String(name)] = String(custom);
      } else if (typeof value === 'string' && !/^(PDFFormatVersion|Language|EncryptFilterName)$/.test(key)) {
        info[key] = value;
      }
    }
    const outline = flattenOutline((await doc.getOutline()) as { title: string; items: unknown[] }[] | null);
    const flags = await doc.getPermissions();
    const permissions = flags ? [...flags].sort((a, b) => a - b) : null;
    return { version: header[1], pages, info, outline, permissions };
  } finally {
    await doc.loadingTask.destroy();
  }
}

/**
 * pdfinfo's answer, for tests written against it: the Info dictionary (custom keys included) with `Pages` and
 * the first page's `Page size` ("595.28 x 841.89 pts").
 */
export async function pdfinfo(input: Uint8Array | string): Promise<Record<string, string>> {
  const pdf = await readPdf(input);
  return { ...pdf.info, Pages: String(pdf.pages.length), 'Page size': sizeText(pdf.pages[0]) };
}

/** The text of each page. */
export async function pageTexts(input: Uint8Array | string): Promise<string[]> {
  return (await readPdf(input)).pages.map((page) => page.text);
}
