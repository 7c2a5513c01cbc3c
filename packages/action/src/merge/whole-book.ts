// A run over part of a book keeps the book whole. The book's documents are those `merge-order` lists, else
// those of the book the last run wrote (its record: the documents' paths, kept beside the book as a hidden
// file, `doc-convert/.book.pdf.json`, and in `cache-dir`, which a fresh runner restores); a run whose
// documents are all among them, and fewer, merges the whole book: its own documents, and the others' PDFs as
// earlier runs left them, from the cache (an unchanged page's, copied to its output as the full run wrote it)
// or from the output folder. A document of the book found nowhere is named, and the book is not written (the
// earlier one stays as it was), unless `merge-partial` asks for this run's documents alone. A document whose
// file is gone from the workspace is no longer part of the book. A run with a document the book does not have
// is a new book, as is any run without merge-order or a record.
import * as core from '@actions/core';
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { restoreFromCache, type PageContext } from '../convert/convert';
import type { ResultCache } from '../convert/cache';
import { writeBytes } from '../convert/write-bytes';
import { realPathInside } from '../inputs/confine';
import { outputName } from '../plan/jobs';
import { displayPath, plural } from '../report/format';
import type { ActionInputs, ConversionJob } from '../types';

/** The book to merge: its documents in reading order, how many earlier runs wrote, and those found nowhere. */
export interface WholeBook {
  documents: ConversionJob[];
  fromEarlier: number;
  /** The documents of the book whose PDF is nowhere to be found, by their paths. */
  missing: string[];
}

/** What a book's record holds: the documents' workspace-relative paths, in reading order. */
interface BookRecord {
  merge: string;
  documents: string[];
}

/** Where the record of the book `inputs.merge` is kept: beside it, and in the cache folder. */
function recordFiles(inputs: Pick<ActionInputs, 'merge' | 'cacheDir' | 'workspace'>): string[] {
  const merge = inputs.merge!;
  const beside = path.join(path.dirname(merge), `.${path.basename(merge)}.json`);
  if (!inputs.cacheDir) return [beside];
  const name = createHash('sha256').update(displayPath(inputs.workspace, merge)).digest('hex').slice(0, 16);
  return [beside, path.join(inputs.cacheDir, 'books', `${name}.json`)];
}

/** The documents of the book the last run wrote, or undefined when no record of it is found. */
async function readRecord(inputs: ActionInputs): Promise<string[] | undefined> {
  for (const file of recordFiles(inputs)) {
    try {
      const record = JSON.parse(await readFile(file, 'utf8')) as Partial<BookRecord>;
      const documents = record.documents;
      if (Array.isArray(documents) && documents.every((label) => typeof label === 'string')) return documents;
    } catch {
      // No record here (or one that cannot be read): the next place, or none.
    }
  }
  return undefined;
}

/** Keeps the record of the book just written (see the header); a record that cannot be written is a warning. */
export async function recordBook(inputs: ActionInputs, documents: readonly ConversionJob[]): Promise<void> {
  const record: BookRecord = {
    merge: displayPath(inputs.workspace, inputs.merge!),
    documents: documents.map((job) => job.label),
  };
  const bytes = new TextEncoder().encode(`${JSON.stringify(record, null, 2)}\n`);
  for (const file of recordFiles(inputs)) {
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeBytes(file, bytes);
    } catch (error) {
      core.warning(
        `The record of the book's documents was not written to ${displayPath(inputs.workspace, file)} (${(error as Error).message}): a later run over part of the book will not know its other documents.`,
      );
    }
  }
}

/** Whether `file` is a file. */
const isFile = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );

/**
 * The job a run that converts `label` has for it (where its output is), or undefined when it is no file of
 * the workspace now.
 */
async function jobOf(label: string, inputs: ActionInputs): Promise<ConversionJob | undefined> {
  let file: string;
  try {
    file = await realPathInside(inputs.workspace, label);
  } catch {
    return undefined;
  }
  if (!(await isFile(file))) return undefined;
  if (/\.pdf$/i.test(label)) return { label, file, source: undefined, output: file, given: true };
  const replaced = inputs.target.kind === 'template' ? /\.json$/i : undefined;
  const output = path.join(inputs.outputDir, outputName(label, inputs.type, replaced));
  return { label, file, source: undefined, output };
}

/** The paths of the book's documents (see the header), or undefined when this run's documents are the book. */
async function bookLabels(run: readonly string[], inputs: ActionInputs): Promise<string[] | undefined> {
  if (inputs.mergeOrder) {
    const listed = new Set(inputs.mergeOrder);
    const labels = [...inputs.mergeOrder, ...run.filter((label) => !listed.has(label))];
    return labels.length > run.length ? labels : undefined;
  }
  const record = await readRecord(inputs);
  if (!record || record.length <= run.length) return undefined;
  const recorded = new Set(record);
  return run.every((label) => recorded.has(label)) ? record : undefined;
}

/**
 * The whole book for this run's documents `parts` (in reading order); see the header. With a cache, the
 * documents found there are restored to their outputs (logged as any file from the cache).
 */
export async function wholeBook(
  parts: readonly ConversionJob[],
  inputs: ActionInputs,
  { cache, context }: { cache: ResultCache | undefined; context: PageContext },
): Promise<WholeBook> {
  const own = new Map(parts.map((job) => [job.label, job]));
  const labels = await bookLabels([...own.keys()], inputs);
  if (!labels) return { documents: [...parts], fromEarlier: 0, missing: [] };
  const others = new Map<string, ConversionJob>();
  const gone: string[] = [];
  for (const label of labels) {
    if (own.has(label)) continue;
    const job = await jobOf(label, inputs);
    if (job) others.set(label, job);
    else if (!inputs.mergeOrder) gone.push(label);
  }
  if (gone.length > 0) {
    core.info(`No longer in the workspace, so no longer in the book: ${gone.join(', ')}.`);
  }
  // From the cache, when the page is unchanged: the file the full run wrote, restored to its output.
  const found = new Set<string>();
  const cacheable = [...others.values()].filter((job) => !job.given && inputs.target.kind === 'files');
  if (cache && cacheable.length > 0) {
    const { restored } = await restoreFromCache(cacheable, inputs, cache, context);
    for (const outcome of restored) found.add(outcome.job.label);
  }
  const missing: string[] = [];
  for (const job of others.values()) {
    if (found.has(job.label) || (await isFile(job.output))) found.add(job.label);
    else missing.push(job.label);
  }
  const documents = labels.flatMap((label) => {
    const job = own.get(label) ?? (found.has(label) ? others.get(label) : undefined);
    return job ? [job] : [];
  });
  const fromEarlier = documents.length - parts.length;
  if (fromEarlier > 0) {
    core.info(
      `The book has ${plural(labels.length - gone.length, 'document')}: this run's ${parts.length} and ${fromEarlier} written by earlier runs (from ${inputs.mergeOrder ? 'merge-order' : `the record of its last merge`}).`,
    );
  }
  return { documents, fromEarlier, missing };
}
