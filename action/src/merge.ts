// The `merge` input: after converting, one PDF of all this job's documents in source order (the sorted
// workspace paths, or the order of the data files), with one outline entry (bookmark) per document at the
// page where it starts, titled by its HTML <title>, else the PDF's own title (Chromium prints <title> there,
// which keeps titles for PDFs converted by earlier jobs of a matrix), else its path; the merged document's
// title is the merge file's name. A link from one document to another merged one's file (`tables.pdf`,
// relative, as pages linking each other are written) becomes a jump to the page where that document starts,
// since the files it named are not beside the merged PDF. Done locally with @libpdf/core (loaded only here,
// a chunk of its own in the bundle) and written atomically like every output.
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PDF, PDFPage } from '@libpdf/core';
import { nodeFileSink } from '../../src/transports/file-sink';
import { prepareOutputFolder } from './confine';
import { displayPath, formatBytes, plural } from './format';
import type { MergedPdf } from './report';
import type { ActionInputs, ConversionJob } from './types';

type LibPdf = typeof import('@libpdf/core');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML page's first <title>, entities decoded and white space collapsed; '' when none. */
export function htmlTitle(html: string): string {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html);
  if (!match) return '';
  return match[1]!
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The bookmark title of one document: its HTML <title>, the PDF's title, or its path. */
async function titleOf(job: ConversionJob, pdf: PDF): Promise<string> {
  if (job.file && !job.template && !job.given) {
    const title = htmlTitle(await readFile(job.file, 'utf8').catch(() => ''));
    if (title) return title;
  }
  return pdf.getTitle()?.trim() || job.label;
}

/** The merged document a link's URI names: relative (or file:) and resolving to a merged document's file. */
function linkTarget(uri: string, from: string, starts: Map<string, PDFPage>): PDFPage | undefined {
  let target: string;
  if (/^file:/i.test(uri)) {
    try {
      target = new URL(uri).pathname;
    } catch {
      return undefined;
    }
  } else if (/^[a-z][a-z\d+.-]*:/i.test(uri) || uri.startsWith('//') || uri.startsWith('#')) {
    return undefined;
  } else {
    target = uri;
  }
  let decoded = target.replace(/[?#].*$/s, '');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A stray % is a literal character in a file name.
  }
  return starts.get(path.resolve(path.dirname(from), decoded));
}

/** An outline (bookmarks) with one entry per document, each opening the page where the document starts. */
function addOutline(lib: LibPdf, pdf: PDF, entries: Array<{ title: string; page: PDFPage }>): void {
  if (entries.length === 0) return;
  const root = lib.PdfDict.of({ Type: lib.PdfName.of('Outlines') });
  const rootRef = pdf.register(root);
  const items = entries.map(({ title, page }) =>
    lib.PdfDict.of({
      Title: lib.PdfString.fromString(title),
      Parent: rootRef,
      Dest: lib.PdfArray.of(page.ref, lib.PdfName.of('Fit')),
    }),
  );
  const refs = items.map((item) => pdf.register(item));
  items.forEach((item, i) => {
    if (i > 0) item.set('Prev', refs[i - 1]!);
    if (i < items.length - 1) item.set('Next', refs[i + 1]!);
  });
  root.set('First', refs[0]!);
  root.set('Last', refs.at(-1)!);
  root.set('Count', lib.PdfNumber.of(items.length));
  const catalog = pdf.getCatalog();
  catalog.set('Outlines', rootRef);
  // Viewers open with the bookmarks shown: the table of contents readers asked for.
  catalog.set('PageMode', lib.PdfName.of('UseOutlines'));
}

/** Merges the PDFs of `parts` (in that order) into `file`; returns what was written. */
export async function mergePdfs(
  parts: readonly ConversionJob[],
  file: string,
  inputs: Pick<ActionInputs, 'workspace' | 'outputDir'>,
): Promise<MergedPdf> {
  if (parts.length === 0) throw new Error('no PDF was written, so there is nothing to merge');
  const lib = await import('@libpdf/core');
  const merged = lib.PDF.create();
  const starts = new Map<string, PDFPage>();
  const entries: Array<{ title: string; page: PDFPage }> = [];
  const links: Array<{ link: ReturnType<PDFPage['getLinkAnnotations']>[number]; from: string }> = [];
  for (const part of parts) {
    const pdf = await lib.PDF.load(await readFile(part.output));
    const count = pdf.getPageCount();
    if (count === 0) continue;
    const pages = await merged.copyPagesFrom(pdf, [...Array(count).keys()]);
    starts.set(path.resolve(part.output), pages[0]!);
    entries.push({ title: await titleOf(part, pdf), page: pages[0]! });
    for (const page of pages) {
      for (const link of page.getLinkAnnotations()) if (link.uri) links.push({ link, from: part.output });
    }
  }
  let jumps = 0;
  for (const { link, from } of links) {
    const start = linkTarget(link.uri!, from, starts);
    if (!start) continue;
    link.dict.delete('A');
    link.dict.set('Dest', lib.PdfArray.of(start.ref, lib.PdfName.of('Fit')));
    jumps++;
  }
  addOutline(lib, merged, entries);
  merged.setTitle(path.basename(file).replace(/\.pdf$/i, ''));
  const bytes = await merged.save();
  await prepareOutputFolder(inputs.outputDir, file);
  await nodeFileSink.write(
    file,
    (async function* () {
      yield bytes;
    })(),
    bytes.byteLength,
  );
  const pages = merged.getPageCount();
  const jumped = jumps > 0 ? `, ${plural(jumps, 'link')} between them made jumps` : '';
  core.info(
    `Merged ${plural(entries.length, 'document')} into ${displayPath(inputs.workspace, file)} (${plural(pages, 'page')}, ${formatBytes(bytes.byteLength)}${jumped}).`,
  );
  return { path: file, documents: entries.length, pages, bytes: bytes.byteLength };
}
