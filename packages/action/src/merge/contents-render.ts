// Renders the front matter of a book, its contents page (`merge-toc`) and its cover (`merge-cover`), as the
// documents were: through the same client, with the run's options, `processor-version` and `sandbox` (so they
// are printed on the same paper, with the same margins, header and footer, and watermarked in the sandbox),
// never with bookmarks of their own. Like a document, each is answered from `cache-dir` when its HTML was
// rendered before, and stored there when it was not. What each cost is kept for its row of the job summary.
//
// Credits: the preflight of a run that converts documents counts each as one more file (convert-sources.ts).
// A run the cache answered entirely spent nothing and read no balance; a page the cache does not have is then
// checked before it is sent (`beforeSending`), so it is refused, not charged, when the credits cannot cover it.
import * as core from '@actions/core';
import type { DocConvert } from 'doc-convert';
import type { ResultCache } from '../convert/cache';
import { formatBytes, formatDuration, plural } from '../report/format';
import { describeError, type ActionInputs } from '../types';

/** A page of front matter: the contents, or the cover. */
export type FrontPart = 'contents' | 'cover';

/** Renders the book's HTML (its contents page, a cover) into a PDF: the client, through the cache. */
export type RenderBookPart = (html: string, part: FrontPart) => Promise<Uint8Array>;

/** What a page of front matter took, for its row of the summary. */
export interface FrontOutcome {
  /** Why it could not be rendered or merged (never holding a secret). */
  error?: string;
  /** Whether the cache answered it: nothing was sent. */
  cached: boolean;
  /** Whether it was rendered at all (a merge that failed before it did not). */
  rendered: boolean;
  /** Credits its render used (0 in the sandbox and from the cache). */
  credits: number;
  /** The service's time for its render (none from the cache). */
  durationMs: number;
}

export interface FrontRenderer {
  render: RenderBookPart;
  outcomes: Partial<Record<FrontPart, FrontOutcome>>;
}

export interface FrontSettings {
  client: DocConvert;
  inputs: Pick<ActionInputs, 'options' | 'sandbox' | 'processorVersion' | 'apiKey' | 'githubToken'>;
  cache: ResultCache | undefined;
  /** Called once, before the first render that is sent: throws to refuse it (the credits). */
  beforeSending: () => Promise<void>;
  /** How the log names each: `Contents page of doc-convert/book.pdf`. */
  labels: Record<FrontPart, string>;
  /** The pages the book has: each has its outcome (a row) from the start, rendered or not. */
  parts: readonly FrontPart[];
}

export function frontRenderer({
  client,
  inputs,
  cache,
  beforeSending,
  labels,
  parts,
}: FrontSettings): FrontRenderer {
  const outcomes: FrontRenderer['outcomes'] = {};
  for (const part of parts) outcomes[part] = { cached: false, rendered: false, credits: 0, durationMs: 0 };
  let checked: Promise<void> | undefined;
  const secrets = [inputs.apiKey, inputs.githubToken];
  const render: RenderBookPart = async (html, part) => {
    const outcome = (outcomes[part] ??= { cached: false, rendered: false, credits: 0, durationMs: 0 });
    const label = labels[part];
    const key = cache?.contentsKey(html);
    const hit = key === undefined ? undefined : await cache!.read(key);
    if (hit) {
      Object.assign(outcome, { cached: true, rendered: true });
      core.info(`✓ ${label} (${formatBytes(hit.byteLength)}, from the cache)`);
      return hit;
    }
    await (checked ??= beforeSending());
    const started = performance.now();
    const sandbox = inputs.sandbox ? { sandbox: true } : {};
    const options = { ...inputs.options, source: html, ...sandbox } as never;
    const answer = await client.convert.pdf(options, { processorVersion: inputs.processorVersion });
    if (answer.kind !== 'file') throw new Error(`The service answered a ${answer.kind} result, not a file.`);
    const bytes = await answer.bytes();
    const { creditsUsed, creditsCost, serviceDuration } = answer.metadata;
    outcome.rendered = true;
    outcome.credits = creditsUsed ?? (inputs.sandbox ? 0 : (creditsCost ?? 0));
    outcome.durationMs = serviceDuration ?? performance.now() - started;
    core.info(
      `✓ ${label} (${formatBytes(bytes.byteLength)}, ${plural(outcome.credits, 'credit')}, ${formatDuration(outcome.durationMs)})`,
    );
    if (key !== undefined) {
      await cache!.storeBytes(key, bytes).catch((error: unknown) => {
        core.warning(`Not cached: ${label}: ${describeError(error, secrets)}`);
      });
    }
    return bytes;
  };
  return { render, outcomes };
}
