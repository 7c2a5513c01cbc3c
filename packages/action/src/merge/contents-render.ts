// Renders the contents page of `merge-toc` as the documents were: through the same client, with the run's
// options, `processor-version` and `sandbox` (so it is printed on the same paper, with the same margins, header
// and footer, and watermarked in the sandbox), never with bookmarks of its own. Like a document, it is
// answered from `cache-dir` when its HTML was rendered before, and stored there when it was not; each render
// the contents take (merge-contents.ts) is one entry. What it cost is kept for the job summary's row.
//
// Credits: the preflight of a run that converts documents counts the contents page as one more file
// (main.ts). A run the cache answered entirely spent nothing and read no balance; its contents page, should
// the cache not have it, is checked before it is sent (`beforeSending`), so it is refused, not charged, when
// the credits cannot cover it.
import * as core from '@actions/core';
import type { DocConvert } from 'doc-convert';
import type { ResultCache } from '../convert/cache';
import { formatBytes, formatDuration, plural } from '../report/format';
import type { RenderContents } from './merge-contents';
import { describeError, type ActionInputs } from '../types';

/** The contents page's part of the run, for the summary's row. */
export interface ContentsOutcome {
  /** Why it could not be rendered (never holding a secret). */
  error?: string;
  /** Renders asked for, and how many of them the cache answered. */
  renders: number;
  cached: number;
  /** Size of the render that went into the book. */
  bytes?: number;
  /** Credits its renders used (0 in the sandbox and from the cache). */
  credits: number;
  /** The service's time for its renders (none for those from the cache). */
  durationMs: number;
}

export interface ContentsRenderer {
  render: RenderContents;
  outcome: ContentsOutcome;
}

export interface ContentsSettings {
  client: DocConvert;
  inputs: Pick<ActionInputs, 'options' | 'sandbox' | 'processorVersion' | 'apiKey' | 'githubToken'>;
  cache: ResultCache | undefined;
  /** Called once, before the first render that is sent: throws to refuse it (the credits). */
  beforeSending: () => Promise<void>;
  /** How the log names it: `contents of doc-convert/book.pdf`. */
  label: string;
}

export function contentsRenderer({
  client,
  inputs,
  cache,
  beforeSending,
  label,
}: ContentsSettings): ContentsRenderer {
  const outcome: ContentsOutcome = { renders: 0, cached: 0, credits: 0, durationMs: 0 };
  let checked: Promise<void> | undefined;
  const secrets = [inputs.apiKey, inputs.githubToken];
  const render: RenderContents = async (html) => {
    outcome.renders++;
    const key = cache?.contentsKey(html);
    const hit = key === undefined ? undefined : await cache!.read(key);
    if (hit) {
      outcome.cached++;
      outcome.bytes = hit.byteLength;
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
    const credits = creditsUsed ?? (inputs.sandbox ? 0 : (creditsCost ?? 0));
    const durationMs = serviceDuration ?? performance.now() - started;
    outcome.credits += credits;
    outcome.durationMs += durationMs;
    outcome.bytes = bytes.byteLength;
    core.info(
      `✓ ${label} (${formatBytes(bytes.byteLength)}, ${plural(credits, 'credit')}, ${formatDuration(durationMs)})`,
    );
    if (key !== undefined) {
      await cache!.storeBytes(key, bytes).catch((error: unknown) => {
        core.warning(`Not cached: ${label}: ${describeError(error, secrets)}`);
      });
    }
    return bytes;
  };
  return { render, outcome };
}
