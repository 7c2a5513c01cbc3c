// Reads and checks the review inputs (`review`, `review-fail-above`, `review-volatile`, `review-images`,
// `review-max-images`) and the pull request they review, before anything is sent: a review outside a pull
// request, or of an event without a base to compare with, is an InputError naming the event.
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import {
  InputError,
  type OutputType,
  type PullRequest,
  type ReviewImages,
  type ReviewInputs,
  type Target,
} from '../types';

const REVIEW_INPUTS = ['review-fail-above', 'review-volatile', 'review-images', 'review-max-images'];
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
const DEFAULT_MAX_IMAGES = 20;

/** The review inputs, or undefined when `review` is not true (then none of the others may be set). */
export function reviewInputs(
  value: boolean,
  type: OutputType,
  target: Target,
  githubToken: string | undefined,
): ReviewInputs | undefined {
  if (!value) {
    const given = REVIEW_INPUTS.find((name) => core.getInput(name) !== '');
    if (given) throw new InputError(`Input ${given} sets how a review works, so it needs review: true.`);
    return undefined;
  }
  if (target.kind !== 'files') {
    throw new InputError(
      'Input review compares the documents of sources (glob patterns) at the head and at the base; set sources.',
    );
  }
  if (type !== 'pdf') {
    throw new InputError(
      `Input review compares PDFs page by page, so it needs type pdf (got ${JSON.stringify(type)}).`,
    );
  }
  const images = imagesInput();
  if (images === 'branch' && !githubToken) {
    throw new InputError(
      'Input review-images: branch pushes to a previews branch, so it needs github-token.',
    );
  }
  return {
    pullRequest: pullRequest(),
    failAbove: failAbove(),
    volatile: volatile(),
    images,
    maxImages: maxImages(),
  };
}

/** `0.5%`: a percentage from 0 to 100, as a share. */
function failAbove(): number | undefined {
  const value = core.getInput('review-fail-above');
  if (value === '') return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*%$/.exec(value);
  const percent = match ? Number(match[1]) : NaN;
  if (!(percent >= 0 && percent <= 100)) {
    throw new InputError(
      `Input review-fail-above must be a percentage from 0% to 100%, such as 0.5% (got ${JSON.stringify(value)}).`,
    );
  }
  return percent / 100;
}

/**
 * One selector a line. They go into a stylesheet, so a brace, a semicolon, a comment or a `<` (which could end
 * the rule or the style element) is refused rather than let through to change more than the selector names.
 */
function volatile(): string[] {
  const lines = core
    .getMultilineInput('review-volatile')
    .map((line) => line.trim())
    // No `#` comments here, unlike sources: `#total` is an id selector.
    .filter((line) => line !== '');
  for (const line of lines) {
    if (/[{};<]|\/\*/.test(line)) {
      throw new InputError(
        `Input review-volatile: ${JSON.stringify(line)} is not a CSS selector (one a line; no {, }, ; or <).`,
      );
    }
  }
  return lines;
}

function imagesInput(): ReviewImages {
  const value = (core.getInput('review-images') || 'artifact').toLowerCase();
  if (value !== 'artifact' && value !== 'branch' && value !== 'none') {
    throw new InputError(
      `Input review-images must be artifact, branch or none (got ${JSON.stringify(core.getInput('review-images'))}).`,
    );
  }
  return value;
}

function maxImages(): number {
  const value = core.getInput('review-max-images');
  if (value === '') return DEFAULT_MAX_IMAGES;
  if (!/^\d+$/.test(value) || Number(value) > 1000) {
    throw new InputError(
      `Input review-max-images must be a whole number from 0 to 1000 (got ${JSON.stringify(value)}).`,
    );
  }
  return Number(value);
}

interface PullRequestPayload {
  pull_request?: {
    number?: number;
    base?: { sha?: string; ref?: string; repo?: { full_name?: string } };
    head?: { sha?: string; repo?: { full_name?: string } | null };
  };
}

/** The pull request of the run's event (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH). */
function pullRequest(): PullRequest {
  const event = process.env.GITHUB_EVENT_NAME ?? '';
  if (!PULL_REQUEST_EVENTS.includes(event)) {
    throw new InputError(
      `Input review compares a pull request's head with its base, so it runs on pull_request or pull_request_target events; this run's event is ${event ? JSON.stringify(event) : 'unknown (GITHUB_EVENT_NAME is not set)'}.`,
    );
  }
  let payload: PullRequestPayload = {};
  try {
    payload = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH ?? '', 'utf8')) as PullRequestPayload;
  } catch {
    // Said below: no base to compare with.
  }
  const pr = payload.pull_request;
  const baseSha = pr?.base?.sha;
  const baseRef = pr?.base?.ref;
  if (!pr || typeof pr.number !== 'number' || !baseSha || !baseRef) {
    throw new InputError(
      `Input review needs the pull request's base (its ref and sha), which this ${event} event's payload (GITHUB_EVENT_PATH) does not have.`,
    );
  }
  const repository = process.env.GITHUB_REPOSITORY ?? '';
  const baseRepo = pr.base?.repo?.full_name ?? repository;
  return {
    event,
    number: pr.number,
    baseSha,
    baseRef,
    headSha: pr.head?.sha ?? '',
    baseRepo,
    // A head in a deleted fork has no repository: a fork all the same.
    headRepo: pr.head?.repo === null ? '' : (pr.head?.repo?.full_name ?? baseRepo),
  };
}
