// What the conversion tests on the text renderer share: a source of three pages, and the answers read back as
// pdftotext and a PNG decoder would print them (with pdf.js and fast-png from npm, no system tool).
import { pageTexts } from '@doc-convert/testing/pdf';
import { readPng } from '@doc-convert/testing/png';

export const THREE_PAGES =
  '<title>Three</title><h1>One</h1><div style="page-break-after: always"></div><h1>Two</h1>' +
  '<div style="page-break-before: always"></div><h1>Three</h1>';

/** The text of every page, pages separated by a form feed as pdftotext does. */
export async function pdftotext(bytes: Buffer): Promise<string> {
  return (await pageTexts(bytes)).map((text) => `${text}\f`).join('');
}

/** Width and height of a PNG whose signature, header and pixels decode. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const { width, height } = readPng(bytes);
  return { width, height };
}
