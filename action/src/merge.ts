// The `merge` input: after converting, one PDF of all this job's documents in source order (the sorted
// workspace paths, or the order of the data files), with one outline entry (bookmark) per document at the
// page where it starts, titled by its HTML <title>, else the PDF's own title (Chromium prints <title> there,
// which keeps titles for PDFs converted by earlier jobs of a matrix), else its path; the merged document's
// title is the merge file's name. A link from one document to another merged one's file (`./tables.pdf`,
// a relative URI, as links between pages are written, pdf-links.ts; or a file: URI, or a remote go-to)
// becomes a jump to the page where that document starts, since the files it named are not beside the merged
// PDF; a relative link to a document not merged here is rebased on the merged PDF's folder. Done locally
// with @libpdf/core (loaded only here, a chunk of its own in the bundle) and written atomically like every
// output.
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PDF, PDFLinkAnnotation, PDFPage } from '@libpdf/core';
import { nodeFileSink } from '../../src/transports/file-sink';
import { prepareOutputFolder } from './confine';
import { displayPath, formatBytes, plural } from './format';
import { relativeUri } from './links';
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

/** The PDF a link opens, when it names a file: its path, and for a relative URI what follows the path. */
interface LinkedFile {
  file: string;
  /** For a relative URI: its `?query#fragment`, kept when the link is rebased. */
  relativeSuffix?: string;
}

/**
 * The file a link of the document `from` opens: a relative URI (`./tables.pdf`, as pdf-links.ts writes links
 * between pages), a file: URI, or a remote go-to (GoToR, whose file is a path, not a URL); else undefined.
 */
function linkedFile(link: PDFLinkAnnotation, from: string): LinkedFile | undefined {
  const action = link.getAction();
  if (action?.type === 'gotoRemote') {
    if (!action.file || /^[a-z][a-z\d+.-]*:/i.test(action.file)) return undefined;
    return { file: path.resolve(path.dirname(from), action.file) };
  }
  if (action?.type !== 'uri') return undefined;
  const uri = action.uri;
  let target: string;
  let relative = false;
  if (/^file:/i.test(uri)) {
    try {
      target = new URL(uri).pathname;
    } catch {
      return undefined;
    }
  } else if (/^[a-z][a-z\d+.-]*:/i.test(uri) || uri.startsWith('//') || uri.startsWith('#') || uri === '') {
    return undefined;
  } else {
    target = uri;
    relative = true;
  }
  const [, written = '', suffix = ''] = /^([^?#]*)(.*)$/s.exec(target) ?? [];
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    // A stray % is a literal character in a file name.
  }
  const file = path.resolve(path.dirname(from), decoded);
  return relative ? { file, relativeSuffix: suffix } : { file };
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
      for (const link of page.getLinkAnnotations()) links.push({ link, from: part.output });
    }
  }
  let jumps = 0;
  for (const { link, from } of links) {
    const linked = linkedFile(link, from);
    if (!linked) continue;
    const start = starts.get(linked.file);
    if (start) {
      link.dict.delete('A');
      link.dict.set('Dest', lib.PdfArray.of(start.ref, lib.PdfName.of('Fit')));
      jumps++;
    } else if (linked.relativeSuffix !== undefined && path.dirname(from) !== path.dirname(file)) {
      // A page not merged here (another shard's): still its file, now seen from the merged PDF's folder.
      const uri = relativeUri(path.dirname(file), linked.file) + linked.relativeSuffix;
      link.dict.set('A', lib.PdfDict.of({ S: lib.PdfName.of('URI'), URI: lib.PdfString.fromString(uri) }));
    }
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
