// Converts every job through one client, `concurrency` at a time, so the client's shared rate limiter paces
// the whole batch. A job reads its HTML (assets inlined, links between pages rewritten), makes sure its
// output stays in the output folder before a credit is spent, converts (or generates its document from the
// template and its data: the same answer), and writes the file atomically, counting PDF pages as they pass.
// Each job's HTML is read while the conversion before it in the same lane runs, and a lane is free once its
// file has arrived (flushing and renaming it go on beside the next request), so `concurrency` counts the
// conversions in flight at the service, and local work never holds one back. A failed job is an outcome, not an
// exception: the others go on, and the summary and annotations tell which failed and why.
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { nodeFileSink } from '../../src/transports/file-sink';
import type { Conversion } from '../../src/conversion';
import type { DocConvert } from '../../src/index';
import type { ConvertRequestOptions } from '../../src/resources/convert';
import { AssetReader } from './assets';
import { prepareOutputFolder } from './confine';
import { displayPath, formatBytes, formatDuration, plural } from './format';
import { repositoryBlob, type LinkPolicy } from './links';
import { PageCounter } from './pdf-pages';
import { mapWithConcurrency } from './pool';
import { describeError, type ActionInputs, type ConversionJob, type Outcome } from './types';

/** What the run's pages share for their sources: one reader of assets, and where links between pages go. */
interface Sources {
  reader: AssetReader | undefined;
  links: LinkPolicy;
}

/** The HTML to send: the file's (or the inline HTML of `source`), assets inlined and links rewritten. */
async function sourceOf(job: ConversionJob, { reader, links }: Sources): Promise<string> {
  const source = job.source ?? '';
  if (job.file === undefined && /^https?:\/\//i.test(source)) return source;
  const html = job.file === undefined ? source : await readFile(job.file, 'utf8');
  // Inline HTML given in the workflow sees the workspace root as its folder.
  const file = job.file ?? path.join(links.workspace, 'index.html');
  // Loaded with the first page: a run that only checks the credits never loads the HTML parser.
  const { inlineHtml } = await import('./inline-html');
  return inlineHtml(html, file, reader, { policy: links, output: job.output });
}

/** The jobs' sources, each read once, on demand or ahead of its turn. */
class SourceQueue {
  readonly #reads = new Map<number, Promise<string>>();

  constructor(
    private readonly jobs: readonly ConversionJob[],
    private readonly sources: Sources,
  ) {}

  /** Starts reading job `index`'s source (if there is such a job, with HTML to read) without waiting for it. */
  readAhead(index: number): void {
    if (index >= this.jobs.length || this.#reads.has(index) || this.jobs[index]!.template) return;
    const read = sourceOf(this.jobs[index]!, this.sources);
    read.catch(() => undefined); // its failure is the job's, reported when the job takes it
    this.#reads.set(index, read);
  }

  /** Job `index`'s source, handed over once. */
  take(index: number): Promise<string> {
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
  source: string | undefined,
  inputs: ActionInputs,
): Promise<Conversion> {
  const sandbox = inputs.sandbox ? { sandbox: true } : {};
  const request: ConvertRequestOptions = { processorVersion: inputs.processorVersion };
  if (job.template) {
    const { slug, data } = job.template;
    return client.templates.generate(slug, inputs.type, { ...inputs.options, ...sandbox, data }, request);
  }
  // The options were checked against the type's schema with the inputs; the client checks them again.
  const options = { ...inputs.options, source, ...sandbox } as never;
  return client.convert[inputs.type](options, request);
}

/** Passes the file's chunks on, and frees the lane once the last one has arrived (see pool.ts). */
async function* arrived(chunks: AsyncIterable<Uint8Array>, release: () => void): AsyncGenerator<Uint8Array> {
  yield* chunks;
  release();
}

async function convertOne(
  client: DocConvert,
  index: number,
  job: ConversionJob,
  inputs: ActionInputs,
  sources: SourceQueue,
  folders: Map<string, Promise<void>>,
  release: () => void,
): Promise<Outcome> {
  const started = performance.now();
  const output = displayPath(inputs.workspace, job.output);
  try {
    // Each output folder is checked and created once per run, however many files land in it.
    const folder = path.dirname(job.output);
    let prepared = folders.get(folder);
    if (!prepared) folders.set(folder, (prepared = prepareOutputFolder(inputs.outputDir, job.output)));
    await prepared;
    const source = job.template ? undefined : await sources.take(index);
    // This lane's next job, read while this one converts.
    sources.readAhead(index + inputs.concurrency);
    const answer = await render(client, job, source, inputs);
    if (answer.kind !== 'file') throw new Error(`The service answered a ${answer.kind} result, not a file.`);
    // What answer.toFile() does (temporary file, length check, rename), with the pages counted on the way.
    const counter = inputs.type === 'pdf' ? new PageCounter() : undefined;
    const chunks = arrived(answer.stream(), release);
    const bytes = await nodeFileSink.write(
      job.output,
      counter ? counter.tap(chunks) : chunks,
      answer.contentLength,
    );
    const pages = counter?.pages();
    const { creditsUsed, creditsCost, serviceDuration } = answer.metadata;
    const credits = creditsUsed ?? (inputs.sandbox ? 0 : creditsCost);
    const durationMs = serviceDuration ?? performance.now() - started;
    const details = [
      formatBytes(bytes),
      pages && plural(pages, 'page'),
      credits !== undefined && plural(credits, 'credit'),
    ];
    core.info(
      `✓ ${job.label} → ${output} (${[...details.filter(Boolean), formatDuration(durationMs)].join(', ')})`,
    );
    return { job, ok: true, bytes, pages, credits, durationMs };
  } catch (error) {
    const message = describeError(error, [inputs.apiKey, inputs.githubToken]);
    core.info(`✗ ${job.label}: ${message}`);
    return { job, ok: false, error: message, durationMs: performance.now() - started };
  }
}

/** Each page of `jobs` (its file) and its output: where links between pages lead (links.ts). */
export function pagesOf(jobs: readonly ConversionJob[]): Map<string, string> {
  return new Map(jobs.flatMap((job) => (job.file && !job.template ? [[job.file, job.output] as const] : [])));
}

/**
 * Converts every job; once `halt` fires, jobs not yet started are not converted. Links lead to the outputs
 * of `pages` (by default this run's jobs; a run converting part of a site passes the whole site's).
 */
export async function convertAll(
  client: DocConvert,
  jobs: readonly ConversionJob[],
  inputs: ActionInputs,
  halt?: AbortSignal,
  pages: ReadonlyMap<string, string> = pagesOf(jobs),
): Promise<Outcome[]> {
  const links: LinkPolicy = {
    workspace: inputs.workspace,
    pages,
    repositoryBlob: repositoryBlob(),
    keepFragment: inputs.type === 'pdf',
  };
  const reader = inputs.inlineAssets ? new AssetReader(inputs.workspace) : undefined;
  const sources = new SourceQueue(jobs, { reader, links });
  const folders = new Map<string, Promise<void>>();
  return mapWithConcurrency(jobs, inputs.concurrency, async (job, index, release) =>
    halt?.aborted
      ? { job, ok: false, error: 'Not converted: the run was stopped.', durationMs: 0 }
      : convertOne(client, index, job, inputs, sources, folders, release),
  );
}
