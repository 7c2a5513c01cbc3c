// Converts every job through one client, `concurrency` at a time, so the client's shared rate limiter paces
// the whole batch. A job reads its HTML (assets inlined, links between pages rewritten), makes sure its
// output stays in the output folder before a credit is spent, converts (or generates its document from the
// template and its data: the same answer; a Markdown file is made into its page first, markdown.ts), and writes
// the file with the client's own `toFile()` (a temporary
// file, the length checked, then renamed), then counts a PDF's pages from it (a PDF sent with links to other
// pages is read whole first with `bytes()`, and those links made relative: pdf-links.ts). Each job's HTML is
// read while the conversion before it in the same lane runs, and a lane is free once its file is written, so
// `concurrency` counts the conversions in flight, and reading the next page never holds one back. A failed job is an outcome, not an
// exception: the others go on, and the summary and annotations tell which failed and why. Each job's line goes
// to the log in the run's order (the summary's), whatever order the jobs finish in.
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Conversion, FileConversion, PdfRequestOptions } from '@doc-convert/core';
import type { DocConvert } from 'doc-convert';
import { AssetReader } from '../inline/assets';
import type { ResultCache } from './cache';
import { prepareOutputFolder } from '../inputs/confine';
import { displayPath, formatBytes, formatDuration, plural } from '../report/format';
import { LinkTargets } from '../inline/link-targets';
import { hasMarkedLinks, repositoryBlob, type LinkPolicy, type PageOutputs } from '../inline/links';
import { countPages, PageCounter } from './pdf-pages';
import { mapWithConcurrency } from './pool';
import { countRefusals, type AssetNotes } from '../inline/refusals';
import { describeError, type ActionInputs, type ConversionJob, type Outcome } from '../types';
import { writeBytes } from './write-bytes';
import type { MarkdownProblem } from '@doc-convert/core';
import {
  cacheText,
  drawnProblemsOf,
  frontMatterLine,
  isMarkdownJob,
  problemsOf,
  type MarkdownPage,
} from './markdown-outcome';

/** What a job sends: its HTML (assets inlined) or URL, and what its assets told on the way (refusals.ts). */
interface Source {
  text: string;
  refused: string[];
  notes?: AssetNotes;
  /** A Markdown file's page: its request options (the run's, then its front matter's) and what it found. */
  markdown?: MarkdownPage;
}

/** What every page of a run is read with: one reader of assets (none with inline-assets false), and where
 * links between pages lead. */
export interface PageContext {
  reader: AssetReader | undefined;
  links: LinkPolicy;
  /**
   * Set while the run has yet to say that a page has print styles the output leaves out: `use_print` is not
   * in the options (the service prints with the screen styles by default). Said once per run.
   */
  printNotice?: { said: boolean };
  /** CSS added to every page (the review's `review-volatile` selectors hidden); undefined for none. */
  addedCss?: string;
}

/**
 * The run's page context. Links lead to the outputs of `pages`: all the pages of the site, in every shard and
 * outside this run, so that the shards' outputs, put together, link to each other (jobs.ts, SitePages).
 */
export function pageContext(inputs: ActionInputs, pages: PageOutputs): PageContext {
  return {
    reader: inputs.inlineAssets ? new AssetReader(inputs.workspace) : undefined,
    links: {
      workspace: inputs.workspace,
      pages,
      repositoryBlob: repositoryBlob(),
      keepFragment: inputs.type === 'pdf',
      marked: inputs.type === 'pdf',
      sections: inputs.type === 'pdf' ? new LinkTargets(inputs.workspace) : undefined,
    },
    printNotice: 'use_print' in inputs.options ? undefined : { said: false },
  };
}

/** The HTML to send: the file's (or the inline HTML of `source`), assets inlined and links rewritten. */
async function htmlOf(
  job: ConversionJob,
  { reader, links, addedCss }: PageContext,
  page: MarkdownPage | undefined,
): Promise<string> {
  const source = job.source ?? '';
  if (job.file === undefined && /^https?:\/\//i.test(source)) return source;
  const read = page?.html ?? (job.file === undefined ? source : await readFile(job.file, 'utf8'));
  // A style element after the page's own rules wins over them at equal specificity; browsers apply it anywhere.
  const html = addedCss === undefined ? read : `${read}\n<style>${addedCss}</style>`;
  // Inline HTML given in the workflow sees the workspace root as its folder.
  const file = job.file ?? path.join(links.workspace, 'index.html');
  // Loaded with the first page: a run that only checks the credits never loads the HTML parser.
  const { inlineHtml } = await import('../inline/inline-html');
  return inlineHtml(html, file, reader, { policy: links, output: job.output });
}

/** The job's source, with what its assets told while they were inlined (see refusals.ts), said in the log. */
async function sourceOf(job: ConversionJob, context: PageContext, inputs: ActionInputs): Promise<Source> {
  // A Markdown file is made into its page (front matter checked: a wrong one fails the job before any request).
  const page = isMarkdownJob(job) ? await (await import('./markdown')).markdownPage(job, inputs) : undefined;
  const { value, refused, notes } = await countRefusals(() => htmlOf(job, context, page));
  const annotation = job.file ? { file: displayPath(context.links.workspace, job.file) } : {};
  const [first, ...more] = notes.notInlined;
  if (first !== undefined) {
    const others = more.length > 0 ? ` (and ${plural(more.length, 'other')})` : '';
    core.warning(
      `Not inlined (inline-assets is false): ${first}${others} cannot load, since ${job.label} is sent without its folder; set inline-assets to true to send them with it.`,
      annotation,
    );
  }
  const notice = context.printNotice;
  if (notes.print && notice && !notice.said) {
    notice.said = true;
    core.notice(
      `${job.label} has print styles (a print stylesheet or @media print), which are left out: the service prints with the screen styles unless use_print is set. To print the site as it intends, add "use_print": true to options, e.g. options: '{"use_print": true, "margin": "0"}'.`,
      { ...annotation, title: 'Doc Convert: print styles' },
    );
  }
  return { text: value, refused, notes, ...(page ? { markdown: page } : {}) };
}

/** The outcome's notes about the page's assets (each list only when it has something). */
function assetNotes(source: Source | undefined): Pick<Outcome, 'refused' | 'missing' | 'notInlined'> {
  const list = (set: Set<string> | undefined) => (set?.size ? [...set] : undefined);
  return {
    refused: source?.refused.length ? source.refused : undefined,
    missing: list(source?.notes?.missing),
    notInlined: list(source?.notes?.notInlined),
  };
}

/** The jobs' sources, each read once, on demand or ahead of its turn (or already read: `known`). */
class SourceQueue {
  readonly #reads = new Map<number, Promise<Source>>();

  constructor(
    private readonly jobs: readonly ConversionJob[],
    private readonly context: PageContext,
    private readonly inputs: ActionInputs,
    private readonly known: Map<ConversionJob, Source> = new Map(),
  ) {}

  /** Starts reading job `index`'s source (if there is such a job, with HTML to read) without waiting for it. */
  readAhead(index: number): void {
    if (index >= this.jobs.length || this.#reads.has(index) || this.jobs[index]!.template) return;
    const job = this.jobs[index]!;
    const known = this.known.get(job);
    this.known.delete(job);
    const read = known ? Promise.resolve(known) : sourceOf(job, this.context, this.inputs);
    read.catch(() => undefined); // its failure is the job's, reported when the job takes it
    this.#reads.set(index, read);
  }

  /** Job `index`'s source, handed over once. */
  take(index: number): Promise<Source> {
    this.readAhead(index);
    const read = this.#reads.get(index)!;
    this.#reads.delete(index);
    return read;
  }
}

/** Asks the service for the job's file: its HTML converted, or the template generated with its data. */
function render(
  client: DocConvert,
  job: ConversionJob,
  source: Source | undefined,
  inputs: ActionInputs,
): Promise<Conversion> {
  const sandbox = inputs.sandbox ? { sandbox: true } : {};
  const request: PdfRequestOptions = { processorVersion: inputs.processorVersion };
  // Bookmarks from headings: the client prepares the HTML and appends them to the PDF as it arrives.
  if (inputs.outline !== undefined) request.outline = inputs.outline;
  if (job.template) {
    const { slug, data } = job.template;
    return client.templates.generate(slug, inputs.type, { ...inputs.options, ...sandbox, data }, request);
  }
  // The options were checked against the type's schema with the inputs (a Markdown file's front matter with
  // its page); the client checks them again.
  const own = source?.markdown?.options ?? inputs.options;
  const options = { ...own, source: source?.text, ...sandbox } as never;
  return client.convert[inputs.type](options, request);
}

/**
 * Writes the job's PDF with its marked links made relative (pdf-links.ts), atomically like any output; a PDF
 * with none is written as it came. One whose links cannot be rewritten is written as it came too, with a
 * warning, and not cached: the next run tries again.
 */
async function writeRelinked(
  job: ConversionJob,
  inputs: ActionInputs,
  answer: FileConversion,
  page?: MarkdownPage,
): Promise<{ bytes: number; pages: number | undefined; cacheable: boolean; drawn?: MarkdownProblem[] }> {
  const pdf = await answer.bytes();
  const drawn = page ? await drawnProblemsOf(pdf, page) : undefined;
  let file: Uint8Array = pdf;
  let cacheable = true;
  try {
    const { relinkPdf } = await import('./pdf-links');
    file = (await relinkPdf(pdf))?.bytes ?? pdf;
  } catch (error) {
    cacheable = false;
    core.warning(
      `Links between pages left as sent in ${job.label}: ${describeError(error, [inputs.apiKey, inputs.githubToken])}`,
    );
  }
  const counter = new PageCounter();
  counter.push(file);
  const bytes = await writeBytes(job.output, file);
  return { bytes, pages: counter.pages(), cacheable, drawn };
}

/** What every job of a run shares. */
interface Run {
  client: DocConvert;
  inputs: ActionInputs;
  sources: SourceQueue;
  /** Each output folder is checked and created once per run, however many files land in it. */
  folders: Map<string, Promise<void>>;
  cache: ResultCache | undefined;
  /** The jobs' lines, in the run's order. */
  log: OrderedLog;
}

function prepareFolderOf(run: Pick<Run, 'inputs' | 'folders'>, output: string): Promise<void> {
  const folder = path.dirname(output);
  let prepared = run.folders.get(folder);
  if (!prepared) run.folders.set(folder, (prepared = prepareOutputFolder(run.inputs.outputDir, output)));
  return prepared;
}

/** `✓ pages/a.html → doc-convert/pages/a.pdf (14.2 kB, 2 pages, 1 credit, 340 ms)` */
function writtenLine(
  inputs: ActionInputs,
  job: ConversionJob,
  details: Array<string | number | false | undefined>,
): string {
  const output = displayPath(inputs.workspace, job.output);
  return `✓ ${job.label} → ${output} (${details.filter(Boolean).join(', ')})`;
}

/**
 * The jobs' log lines in the run's order, as the summary lists them: a job's line waits for the lines of the
 * jobs before it, and goes as soon as they have gone (jobs finish in any order, `concurrency` at a time).
 */
class OrderedLog {
  readonly #lines: Array<string | null | undefined> = [];
  #next = 0;

  /** Job `index` is done: its line (null for none). */
  done(index: number, line: string | null): void {
    this.#lines[index] = line;
    for (; this.#lines[this.#next] !== undefined; this.#next++) {
      const ready = this.#lines[this.#next];
      if (ready !== null) core.info(ready!);
    }
  }
}

async function convertOne(
  run: Run,
  index: number,
  job: ConversionJob,
  release: () => void,
): Promise<Outcome> {
  const { client, inputs, sources, cache } = run;
  const started = performance.now();
  let notes: ReturnType<typeof assetNotes> = {};
  try {
    await prepareFolderOf(run, job.output);
    const source = job.template ? undefined : await sources.take(index);
    notes = assetNotes(source);
    // This lane's next job, read while this one converts.
    sources.readAhead(index + inputs.concurrency);
    const answer = await render(client, job, source, inputs);
    if (answer.kind !== 'file') throw new Error(`The service answered a ${answer.kind} result, not a file.`);
    // A PDF sent with marked links (links.ts) is read whole and its links made relative before it is written;
    // any other file goes to disk as it arrives, untouched (with bookmarks, longer than announced: the client
    // checks the service's part as it passes).
    // A Markdown PDF with diagrams is read too: the ones the renderer could not draw are named in it.
    const diagrams = inputs.type === 'pdf' && (source?.markdown?.prepared.diagrams.length ?? 0) > 0;
    const relink = inputs.type === 'pdf' && source !== undefined && (diagrams || hasMarkedLinks(source.text));
    const written = relink
      ? await writeRelinked(job, inputs, answer, source?.markdown)
      : {
          bytes: await answer.toFile(job.output),
          pages: inputs.type === 'pdf' ? await countPages(job.output) : undefined,
          cacheable: true,
          drawn: undefined,
        };
    release();
    const { bytes, pages } = written;
    const bookmarks = answer.outline?.bookmarks;
    const { creditsUsed, creditsCost, serviceDuration } = answer.metadata;
    const credits = creditsUsed ?? (inputs.sandbox ? 0 : creditsCost);
    const durationMs = serviceDuration ?? performance.now() - started;
    run.log.done(
      index,
      writtenLine(inputs, job, [
        formatBytes(bytes),
        pages && plural(pages, 'page'),
        bookmarks !== undefined && plural(bookmarks, 'bookmark'),
        credits !== undefined && plural(credits, 'credit'),
        formatDuration(durationMs),
      ]),
    );
    // Kept under the key of what was sent; a cache that cannot be written costs the next run a credit, not
    // this run its file.
    if (cache && written.cacheable) {
      await cache.store(cache.key(job, cacheText(source)), job.output).catch((error: unknown) => {
        core.warning(
          `Not cached: ${job.label}: ${describeError(error, [inputs.apiKey, inputs.githubToken])}`,
        );
      });
    }
    const problems = problemsOf(job, source?.markdown, written.drawn);
    return { job, ok: true, bytes, pages, bookmarks, credits, durationMs, ...notes, ...problems };
  } catch (error) {
    const message = describeError(error, [inputs.apiKey, inputs.githubToken]);
    run.log.done(index, `✗ ${job.label}: ${message}`);
    const at = frontMatterLine(error);
    return {
      job,
      ok: false,
      error: message,
      durationMs: performance.now() - started,
      ...notes,
      ...(at ? { at } : {}),
    };
  }
}

/** Jobs probed at once: local reads and copies, so more than conversions, few enough for the open-file limit. */
const PROBES_AT_ONCE = 16;

/** Sources read by the probe and kept for the conversion, up to this many characters in all. */
const KEEP_READ_CHARS = 64 * 1024 * 1024;

/** The jobs the cache had (their files restored to the outputs now, nothing sent) and the others. */
/** What the cache probe hands the conversion, so nothing is read (nor warned about) twice. */
export interface CacheResume {
  cache: ResultCache;
  /** Sources of misses read while probing. */
  known: Map<ConversionJob, Source>;
}

/** The jobs the cache had (their files restored to the outputs now, nothing sent) and the others. */
export interface Probed {
  restored: Outcome[];
  misses: ConversionJob[];
  resume: CacheResume;
}

/**
 * Reads each job's source, computes its key and restores the hits: done before the credits preflight, which
 * then counts the misses alone. A job whose source cannot be read is a miss; convertAll reports its failure.
 */
export async function restoreFromCache(
  jobs: readonly ConversionJob[],
  inputs: ActionInputs,
  cache: ResultCache,
  context: PageContext,
): Promise<Probed> {
  const known = new Map<ConversionJob, Source>();
  let kept = 0;
  const run = { inputs, folders: new Map<string, Promise<void>>() };
  const log = new OrderedLog();
  const probed = await mapWithConcurrency(
    jobs,
    PROBES_AT_ONCE,
    async (job, index): Promise<Outcome | undefined> => {
      let line: string | null = null;
      try {
        const source = job.template ? undefined : await sourceOf(job, context, inputs);
        await prepareFolderOf(run, job.output);
        const hit = await cache.restore(cache.key(job, cacheText(source)), job.output);
        if (!hit) {
          if (source && kept + source.text.length <= KEEP_READ_CHARS) {
            kept += source.text.length;
            known.set(job, source);
          }
          return undefined;
        }
        line = writtenLine(inputs, job, [
          formatBytes(hit.bytes),
          hit.pages && plural(hit.pages, 'page'),
          hit.bookmarks !== undefined && plural(hit.bookmarks, 'bookmark'),
          'from the cache',
        ]);
        // No conversion time: nothing was converted (the summary shows none for a cached row).
        return {
          job,
          ok: true,
          bytes: hit.bytes,
          pages: hit.pages,
          bookmarks: hit.bookmarks,
          credits: 0,
          durationMs: 0,
          cached: true,
          ...assetNotes(source),
        };
      } catch {
        return undefined;
      } finally {
        log.done(index, line);
      }
    },
  );
  const restored = probed.filter((o): o is Outcome => o !== undefined);
  const misses = jobs.filter((_, i) => probed[i] === undefined);
  return { restored, misses, resume: { cache, known } };
}

/**
 * Converts every job, its page read with `context` (the one restoreFromCache used, if it ran); once `halt`
 * fires, jobs not yet started are not converted.
 */
export async function convertAll(
  client: DocConvert,
  jobs: readonly ConversionJob[],
  inputs: ActionInputs,
  context: PageContext,
  halt?: AbortSignal,
  cached?: CacheResume,
): Promise<Outcome[]> {
  const run: Run = {
    client,
    inputs,
    sources: new SourceQueue(jobs, context, inputs, cached?.known),
    folders: new Map(),
    cache: cached?.cache,
    log: new OrderedLog(),
  };
  return mapWithConcurrency(jobs, inputs.concurrency, async (job, index, release) => {
    if (!halt?.aborted) return convertOne(run, index, job, release);
    run.log.done(index, null);
    return { job, ok: false, error: 'Not converted: the run was stopped.', durationMs: 0 };
  });
}
