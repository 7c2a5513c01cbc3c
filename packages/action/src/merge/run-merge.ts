// The `merge` of a run, as a story: the run's documents (converted, from the cache, or given as PDFs) in
// reading order, made the whole book when they are part of one (whole-book.ts; not with merge-partial); a
// book with documents found nowhere is not written, and the step says which; else the cover and the contents
// page rendered through the client and the cache (contents-render.ts, loaded only then), the cover's HTML
// inlined as a page is, the book merged and written (merge.ts), and its record kept for the next run.
import { readFile } from 'node:fs/promises';
import type { DocConvert } from 'doc-convert';
import type { ResultCache } from '../convert/cache';
import type { PageContext } from '../convert/convert';
import type { LinkTargets } from '../inline/link-targets';
import { displayPath, plural } from '../report/format';
import { converted, type RunReport } from '../report/report';
import { describeError, type ActionInputs, type ConversionJob } from '../types';
import { writeBook } from './merge';
import { recordBook, wholeBook } from './whole-book';

export interface RunMerge {
  client: DocConvert;
  inputs: ActionInputs;
  report: RunReport;
  /** PDFs among the sources, merged as they are. */
  given: readonly ConversionJob[];
  /** The run's order (jobs.ts). */
  inOrder: (a: ConversionJob, b: ConversionJob) => number;
  context: PageContext;
  cache: ResultCache | undefined;
  sections: LinkTargets | undefined;
  /** Called before the first page of front matter is sent: throws to refuse it (the credits). */
  beforeSending: () => Promise<void>;
}

/** The HTML of `merge-cover`, its assets inlined and its links rewritten as a page's are. */
async function coverHtml(inputs: ActionInputs, context: PageContext): Promise<string | undefined> {
  const cover = inputs.mergeCover;
  if (cover === undefined || cover === true) return undefined;
  const html = await readFile(cover.path, 'utf8');
  const { inlineHtml } = await import('../inline/inline-html');
  return inlineHtml(html, cover.path, context.reader, { policy: context.links, output: inputs.merge! });
}

/** Merges the run's book into `merge` (see the header); returns what went wrong. */
export async function mergeRun(run: RunMerge): Promise<string[]> {
  const { inputs, report } = run;
  const file = inputs.merge!;
  const where = displayPath(inputs.workspace, file);
  const parts = [...converted(report).map((o) => o.job), ...run.given].sort(run.inOrder);
  const secrets = [inputs.apiKey, inputs.githubToken];
  try {
    const book = inputs.mergePartial
      ? { documents: parts, fromEarlier: 0, missing: [] }
      : await wholeBook(parts, inputs, { cache: run.cache, context: run.context });
    if (book.missing.length > 0) {
      return [
        `${where} was not written (the earlier one, if any, is as it was): ${plural(book.missing.length, 'document')} of the book ${book.missing.length === 1 ? 'is' : 'are'} nowhere to be found, neither in the output folder nor in the cache: ${book.missing.join(', ')}. Convert ${book.missing.length === 1 ? 'it' : 'them'} too (add ${book.missing.length === 1 ? 'it' : 'them'} to sources), or set merge-partial: true to merge this run's documents alone.`,
      ];
    }
    let render;
    if (inputs.mergeToc || inputs.mergeCover !== undefined) {
      const { frontRenderer } = await import('./contents-render');
      const renderer = frontRenderer({
        client: run.client,
        inputs,
        cache: run.cache,
        beforeSending: run.beforeSending,
        labels: { contents: `Contents page of ${where}`, cover: `Cover of ${where}` },
        parts: [
          ...(inputs.mergeCover !== undefined ? (['cover'] as const) : []),
          ...(inputs.mergeToc ? (['contents'] as const) : []),
        ],
      });
      report.front = renderer.outcomes;
      render = renderer.render;
    }
    report.merged = await writeBook(book.documents, file, inputs, {
      sections: run.sections,
      render,
      coverHtml: await coverHtml(inputs, run.context),
      fromEarlier: book.fromEarlier,
    });
    await recordBook(inputs, book.documents);
    return [];
  } catch (error) {
    const message = describeError(error, secrets);
    for (const outcome of Object.values(report.front ?? {})) outcome.error = message;
    return [`The merge into ${where} failed: ${message}`];
  }
}
