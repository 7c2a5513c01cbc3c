// review-volatile on Chromium (the text renderer prints no CSS): a date that changes on every run, named by a
// selector, is hidden in both conversions with the same room kept, so the review reports nothing; without the
// selector the same pull request reports that page changed.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import nock from 'nock';
import * as artifact from './fixtures/artifact';
import * as core from './fixtures/core';
import { localRuns } from './fixtures/local-run';
import { pullRequestRepo } from './fixtures/review-repo';

jest.unstable_mockModule('@actions/core', () => core);
jest.unstable_mockModule('@actions/artifact', () => artifact);
const { run } = await import('../src/main');

const report = (date: string) =>
  `<html><body><h1>Monthly report</h1><p class="generated">Generated on ${date}</p><p>Revenue: 12,400 EUR</p></body></html>`;

const runs = localRuns(run);

beforeAll(() => {
  // No GitHub call is expected (no github-token): nock refuses any that would be made.
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
});
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
  delete process.env.GITHUB_EVENT_NAME;
  delete process.env.GITHUB_EVENT_PATH;
});

describe('review-volatile', () => {
  it('leaves the regions it names out of the comparison, and only those', async () => {
    const w = await runs.start({ 'reports/may.html': report('2026-05-31 09:12') }, { renderer: 'chromium' });
    nock.enableNetConnect(new URL(w.server.url).host);
    const repo = pullRequestRepo(w.ws);
    repo.push({ 'reports/may.html': report('2026-06-01 17:45') });
    repo.event();
    const documents = () =>
      (JSON.parse(readFileSync(core.outputs['review-report']!, 'utf8')) as { documents: unknown[] })
        .documents;

    await w.run({ sources: 'reports/*.html', review: 'true', 'review-volatile': '.generated' });
    expect(core.messages('setFailed')).toEqual([]);
    expect(documents()).toEqual([
      expect.objectContaining({ source: 'reports/may.html', status: 'unchanged' }),
    ]);
    // Hidden, not removed: the style element went with the page.
    expect(w.sent().every((html) => html.includes('.generated { visibility: hidden !important; }'))).toBe(
      true,
    );

    await w.run({ sources: 'reports/*.html', review: 'true' });
    expect(documents()).toEqual([
      expect.objectContaining({
        status: 'changed',
        pages: [expect.objectContaining({ status: 'changed', before: 1, after: 1 })],
      }),
    ]);
    expect(core.outputs['changed-pages']).toBe('1');
  }, 120_000);
});
