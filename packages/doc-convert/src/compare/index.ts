// comparePdfs(): two PDFs in, a report out, for the Action's review mode, n8n flows and users' own tests. This
// module only checks what it is given; the comparison and its libraries (pdf.js, a canvas, pixelmatch, diff)
// load on the first call, so importing the library stays as light as before.
import { hasPdfHeader, ValidationError, type ValidationIssue } from '@doc-convert/core';
import type { ComparisonSettings } from './compare-pdfs';
import type { PdfComparison, PdfComparisonOptions } from './types';

const DEFAULT_WIDTH = 800;
const DEFAULT_THRESHOLD = 0.1;
const DEFAULT_MAX_PAGES = 20;
const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

let comparison: Promise<typeof import('./compare-pdfs')> | undefined;

/**
 * Compares the PDF `after` with the PDF `before`, page by page: pages are matched by their text, so pages
 * inserted, removed or pushed along by reflow are reported as added, removed or moved, and only pages whose
 * content changed are `changed`, each with the share of its pixels that differ and the lines of text taken out
 * and put in (and before/after/diff PNGs when `options.images` asks). Throws a ValidationError naming `before`,
 * `after` or the option before reading anything; pdf.js's error for a file that starts like a PDF but is not
 * one.
 */
export async function comparePdfs(
  before: Uint8Array,
  after: Uint8Array,
  options: PdfComparisonOptions = {},
): Promise<PdfComparison> {
  const issues = [...pdfIssues('before', before), ...pdfIssues('after', after)];
  const settings = settingsOf(options, issues);
  if (issues.length > 0) throw new ValidationError(issues);
  comparison ??= import('./compare-pdfs');
  return (await comparison).compare(before, after, settings);
}

function pdfIssues(field: string, bytes: unknown): ValidationIssue[] {
  if (!(bytes instanceof Uint8Array))
    return [{ path: field, message: 'must be the PDF file as a Uint8Array (a Buffer is one)' }];
  return hasPdfHeader(bytes)
    ? []
    : [{ path: field, message: 'must be a PDF file (no %PDF- header in its first 1024 bytes)' }];
}

function inRange(
  issues: ValidationIssue[],
  path: string,
  value: number | undefined,
  fallback: number,
  [min, max]: [number, number],
  integer: boolean,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    issues.push({ path, message: `must be a number between ${min} and ${max} (inclusive)` });
  else if (integer && !Number.isInteger(value)) issues.push({ path, message: 'must be a whole number' });
  return value;
}

function settingsOf(options: PdfComparisonOptions, issues: ValidationIssue[]): ComparisonSettings {
  const width = inRange(issues, 'width', options.width, DEFAULT_WIDTH, [100, 2000], true);
  const threshold = inRange(issues, 'threshold', options.threshold, DEFAULT_THRESHOLD, [0, 1], false);
  const canvas = canvasOf(options.canvas, issues);
  const { images } = options;
  if (images === undefined || images === false || canvas === false)
    return { width, threshold, canvas, images: undefined };
  if (images !== true && (typeof images !== 'object' || images === null)) {
    issues.push({ path: 'images', message: 'must be true, false or { maxPages, maxBytes }' });
    return { width, threshold, canvas, images: undefined };
  }
  const caps = images === true ? {} : images;
  return {
    width,
    threshold,
    canvas,
    images: {
      maxPages: inRange(issues, 'images.maxPages', caps.maxPages, DEFAULT_MAX_PAGES, [0, 1000], true),
      maxBytes: inRange(
        issues,
        'images.maxBytes',
        caps.maxBytes,
        DEFAULT_MAX_BYTES,
        [1, Number.MAX_SAFE_INTEGER],
        true,
      ),
    },
  };
}

function canvasOf(
  canvas: PdfComparisonOptions['canvas'],
  issues: ValidationIssue[],
): ComparisonSettings['canvas'] {
  if (canvas === undefined || canvas === false) return canvas;
  if (typeof (canvas as { createCanvas?: unknown } | null)?.createCanvas !== 'function') {
    issues.push({
      path: 'canvas',
      message: 'must be the @napi-rs/canvas module (with createCanvas) or false',
    });
    return undefined;
  }
  return canvas;
}
