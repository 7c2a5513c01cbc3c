// The review's inputs checked before anything is sent, each error naming the input and its rule.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as core from './fixtures/core';

jest.unstable_mockModule('@actions/core', () => core);
const { readInputs } = await import('../src/inputs/inputs');

let dir: string;
const event = {
  pull_request: { number: 3, base: { sha: 'a'.repeat(40), ref: 'main' }, head: { sha: 'b'.repeat(40) } },
};

beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'doc-convert-review-inputs-')));
  process.env.GITHUB_WORKSPACE = dir;
  process.env.GITHUB_EVENT_NAME = 'pull_request';
  process.env.GITHUB_EVENT_PATH = path.join(dir, 'event.json');
  process.env.GITHUB_REPOSITORY = 'octo/reports';
  writeFileSync(process.env.GITHUB_EVENT_PATH, JSON.stringify(event));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.GITHUB_EVENT_NAME;
  delete process.env.GITHUB_EVENT_PATH;
});

const read = (inputs: Record<string, string>) => {
  core.reset({ 'api-key': 'dc_key', sources: 'docs/*.html', review: 'true', ...inputs });
  return readInputs();
};

describe('the review inputs', () => {
  it('reads the pull request and the defaults', async () => {
    const { review } = await read({});
    expect(review).toEqual({
      pullRequest: {
        event: 'pull_request',
        number: 3,
        baseSha: 'a'.repeat(40),
        baseRef: 'main',
        headSha: 'b'.repeat(40),
        baseRepo: 'octo/reports',
        headRepo: 'octo/reports',
      },
      failAbove: undefined,
      volatile: [],
      images: 'artifact',
      maxImages: 20,
    });
  });

  it('reads a percentage, selectors, and where the images go', async () => {
    const { review } = await read({
      'review-fail-above': '0.5%',
      'review-volatile': '.generated-on\n\n#build > span',
      'review-images': 'none',
      'review-max-images': '5',
    });
    expect(review).toMatchObject({
      failAbove: 0.005,
      volatile: ['.generated-on', '#build > span'],
      images: 'none',
      maxImages: 5,
    });
  });

  it.each([
    [
      { 'review-fail-above': '0.5' },
      'Input review-fail-above must be a percentage from 0% to 100%, such as 0.5% (got "0.5").',
    ],
    [
      { 'review-fail-above': '101%' },
      'Input review-fail-above must be a percentage from 0% to 100%, such as 0.5% (got "101%").',
    ],
    [
      { 'review-volatile': '.date { color: red' },
      'Input review-volatile: ".date { color: red" is not a CSS selector (one a line; no {, }, ; or <).',
    ],
    [
      { 'review-volatile': '.x</style><script>' },
      'Input review-volatile: ".x</style><script>" is not a CSS selector (one a line; no {, }, ; or <).',
    ],
    [{ 'review-images': 'comment' }, 'Input review-images must be artifact, branch or none (got "comment").'],
    [
      { 'review-images': 'branch' },
      'Input review-images: branch pushes to a previews branch, so it needs github-token.',
    ],
    [
      { 'review-max-images': '-1' },
      'Input review-max-images must be a whole number from 0 to 1000 (got "-1").',
    ],
    [{ type: 'png' }, 'Input review compares PDFs page by page, so it needs type pdf (got "png").'],
    [
      { sources: '', source: '<p>x</p>' },
      'Input review compares the documents of sources (glob patterns) at the head and at the base; set sources.',
    ],
    [
      { review: 'false', 'review-volatile': '.date' },
      'Input review-volatile sets how a review works, so it needs review: true.',
    ],
  ])('refuses %j', async (inputs, message) => {
    await expect(read(inputs)).rejects.toThrow(message);
  });

  it('needs no review input at all without review', async () => {
    core.reset({ 'api-key': 'dc_key', sources: 'docs/*.html', review: 'false' });
    expect((await readInputs()).review).toBeUndefined();
  });
});
