// The `merge` input: one PDF of the book's documents in reading order, merged by the core's merge (the one the
// library's mergePdfs() and the n8n node's Merge PDFs use: @doc-convert/core/merge), from the files the run
// wrote (or found: run-merge.ts). What the Action adds: each document's title from its HTML (its first h1,
// else its <title>; a PDF given as it is tells its own), its name for links between documents (its output's
// path from the merged PDF's folder: `guide/tables.pdf`, so `./tables.pdf#totals` in `guide/a.pdf` opens
// that section), the inputs as the book's settings, the contents page and cover rendered through the client
// and the cache (contents-render.ts), and the book written atomically, chunk by chunk, never joined in memory.
// A link to a section its document does not have is warned about once, through the run's registry of such
// links (link-targets.ts), however it was found.
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadMerge } from '@doc-convert/core';
import type { BookDocument, BookOptions } from '@doc-convert/core/merge';
import { htmlTitle } from '@doc-convert/core/html';
import { htmlHeadings } from '@doc-convert/core/outline';
import { prepareOutputFolder } from '../inputs/confine';
import { relativeUri } from '../inline/links';
import { LinkTargets } from '../inline/link-targets';
import { mergedSentence, type MergedPdf } from '../report/report';
import type { ActionInputs, ConversionJob } from '../types';
import type { RenderBookPart } from './contents-render';
import { writeChunks } from './write-book';

export interface BookSettings {
  /** Where missing sections are warned about once per run (link-targets.ts). */
  sections?: LinkTargets;
  /** Renders the contents page and the cover (contents-render.ts). */
  render?: RenderBookPart;
  /** `merge-cover` as HTML, its assets inlined; undefined for a generated cover, or none. */
  coverHtml?: string;
  /** How many of `parts` earlier runs wrote (run-merge.ts). */
  fromEarlier?: number;
}

/** The inputs a book is made with. */
export type BookInputs = Pick<ActionInputs, 'workspace' | 'outputDir'> &
  Partial<
    Pick<
      ActionInputs,
      | 'mergeTitle'
      | 'mergeToc'
      | 'mergeTocDepth'
      | 'mergePageNumbers'
      | 'mergeRunningHead'
      | 'mergeCover'
      | 'mergeDate'
      | 'mergeAuthor'
      | 'mergeSubject'
      | 'mergeLang'
      | 'mergeLinkBase'
    >
  >;

/** What the HTML a document was converted from says of its title; none for a given PDF or a template's. */
async function htmlOf(job: ConversionJob): Promise<BookDocument['html']> {
  if (!job.file || job.template || job.given) return undefined;
  const html = await readFile(job.file, 'utf8').catch(() => undefined);
  if (html === undefined) return undefined;
  return { heading: htmlHeadings(html, 1)[0]?.title, title: htmlTitle(html) };
}

/** The book's settings from the inputs. */
function optionsOf(inputs: BookInputs, { render, coverHtml }: BookSettings): BookOptions {
  const cover =
    inputs.mergeCover === undefined ? undefined : coverHtml !== undefined ? { html: coverHtml } : true;
  return {
    title: inputs.mergeTitle,
    author: inputs.mergeAuthor,
    subject: inputs.mergeSubject,
    lang: inputs.mergeLang,
    contents: inputs.mergeToc ? { depth: inputs.mergeTocDepth } : undefined,
    cover,
    date: inputs.mergeDate,
    pageNumbers: inputs.mergePageNumbers,
    runningHead: inputs.mergeRunningHead,
    linkBase: inputs.mergeLinkBase,
    render,
  };
}

/** Merges the PDFs of `parts` (in that order) into `file`; returns what was written. */
export async function writeBook(
  parts: readonly ConversionJob[],
  file: string,
  inputs: BookInputs,
  settings: BookSettings = {},
): Promise<MergedPdf> {
  if (parts.length === 0) throw new Error('no PDF was written, so there is nothing to merge');
  const folder = path.dirname(file);
  const documents = await Promise.all(
    parts.map(async (part): Promise<BookDocument> => ({
      pdf: () => readFile(part.output),
      name: relativeUri(folder, part.output).replace(/^\.\//, ''),
      path: part.output,
      label: part.label,
      html: await htmlOf(part),
    })),
  );
  const { mergeBook } = await loadMerge();
  const book = await mergeBook(documents, optionsOf(inputs, settings));
  const sections = settings.sections ?? new LinkTargets(inputs.workspace);
  for (const link of book.missing) {
    const [from, target] = [parts[link.from]!, parts[link.target]!];
    sections.warnMissing(from.label, link.link, target.output, link.id, from.output);
  }
  for (const warning of book.warnings) core.warning(warning);
  await prepareOutputFolder(inputs.outputDir, file);
  const bytes = await writeChunks(file, book.chunks);
  const merged: MergedPdf = {
    path: file,
    documents: book.documents,
    fromEarlier: settings.fromEarlier ?? 0,
    pages: book.pages,
    bytes,
    bookmarks: book.bookmarks,
    title: book.title,
    coverPages: book.coverPages || undefined,
    contentsPages: inputs.mergeToc ? book.contentsPages : undefined,
    numbered: book.numbered,
    runningHeads: book.runningHeads,
    links: book.links,
  };
  core.info(mergedSentence(merged, inputs.workspace));
  return merged;
}
