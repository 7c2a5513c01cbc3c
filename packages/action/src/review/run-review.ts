// The review mode, as a story (main.ts runs it for `review: true`): find what the pull request changed among
// the sources, convert those files at the head (into the output folder, as a run without review would) and at
// the base (its tree checked out beside the workspace, into a temporary folder), both with the volatile
// regions hidden and through the cache when `cache-dir` is set (so a base converted before costs nothing);
// compare each pair with the library's comparePdfs(); then write the report file, the outputs, the images,
// the job summary and the one pull request comment, and fail above `review-fail-above` once all is written.
import * as core from '@actions/core';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { comparePdfs, type DocConvert, type PdfCanvasModule, type PdfComparison } from 'doc-convert';
import { convertAll, pageContext, restoreFromCache } from '../convert/convert';
import { pagesOf } from '../inline/links';
import { creditsRefusal } from '../plan/credits';
import { planJobs } from '../plan/jobs';
import { uploadArtifact } from '../report/artifact';
import { setOutputs } from '../report/outputs';
import { newReport, workOf } from '../report/report';
import {
  describeError,
  type ActionInputs,
  type ConversionJob,
  type Outcome,
  type ReviewInputs,
} from '../types';
import { findCanvas, npmInstall, type CanvasSearch } from './canvas';
import { changedFiles, checkOutBase, ensureCommit } from './git';
import { reviewBody } from './review-body';
import { upsertReviewComment } from './review-comment';
import { imageNames, pushToPreviews, writeImages, type PageImages } from './review-images';
import { totals, type ReviewPage, type ReviewReport } from './review-report';

/** What the review reaches outside itself, replaced by the tests (the canvas's installer above all). */
export interface ReviewWorld {
  canvas?: Partial<CanvasSearch>;
}

/** The stylesheet that hides the volatile regions, keeping the room they take (`visibility`, not `display`). */
export function volatileCss(selectors: readonly string[]): string | undefined {
  return selectors.length === 0 ? undefined : `${selectors.join(',\n')} { visibility: hidden !important; }`;
}

/** The jobs' PDFs converted (or restored from the cache) with `inputs`; the outcomes by job label. */
async function convertJobs(
  client: DocConvert,
  inputs: ActionInputs,
  jobs: ConversionJob[],
  all: ConversionJob[],
  addedCss: string | undefined,
): Promise<Map<string, Outcome>> {
  const context = { ...pageContext(inputs, pagesOf(all)), addedCss };
  let misses = jobs;
  const outcomes: Outcome[] = [];
  let resume;
  if (inputs.cacheDir) {
    const { ResultCache } = await import('../convert/cache');
    const probed = await restoreFromCache(jobs, inputs, new ResultCache(inputs.cacheDir, inputs), context);
    outcomes.push(...probed.restored);
    misses = probed.misses;
    resume = probed.resume;
  }
  if (misses.length > 0)
    outcomes.push(...(await convertAll(client, misses, inputs, context, undefined, resume)));
  return new Map(outcomes.map((outcome) => [outcome.job.label, outcome]));
}

/**
 * Credits first, as every run of the Action checks them: below `min-credits`, or outside the sandbox with fewer
 * credits than the review's conversions (the head's and the base's; the cache may spare some), the review is
 * refused before anything is converted. In the sandbox without `min-credits`, nothing can refuse it.
 */
async function creditsRefusalOf(
  client: DocConvert,
  inputs: ActionInputs,
  conversions: number,
): Promise<string | undefined> {
  if (inputs.sandbox && inputs.minCredits === 0) return undefined;
  const credits = await client.credits.usage();
  const refusal = creditsRefusal(credits, { ...inputs, files: conversions, work: workOf(inputs) });
  return refusal && `The review converts nothing: ${refusal}`;
}

/** The canvas to draw with, or none (then the text alone is compared), said in the log either way. */
async function canvasFor(inputs: ActionInputs, world: ReviewWorld): Promise<PdfCanvasModule | false> {
  const found = await findCanvas({
    from: [path.join(inputs.workspace, 'package.json'), import.meta.url],
    toolCache: process.env.RUNNER_TOOL_CACHE || undefined,
    install: npmInstall,
    ...world.canvas,
  });
  if (found.canvas) {
    core.info(`Drawing pages with @napi-rs/canvas from ${found.from}.`);
    return found.canvas;
  }
  core.warning(
    `The review compares the documents' text only, without drawing their pages (no pixels, no images): ${found.why}.`,
    { title: 'Doc Convert: review by text only' },
  );
  return false;
}

/** A compared document's pages, the images' bytes set aside to be written. */
function pagesOfComparison(source: string, comparison: PdfComparison, images: PageImages[]): ReviewPage[] {
  return comparison.pages.map((page): ReviewPage => {
    if (page.status !== 'changed') return page;
    const { images: bytes, ...rest } = page;
    if (!bytes) return rest;
    images.push({ source, page: page.after, images: bytes });
    return { ...rest, images: imageNames(source, page.after) };
  });
}

export async function runReview(
  client: DocConvert,
  inputs: ActionInputs,
  world: ReviewWorld = {},
): Promise<void> {
  const review = inputs.review as ReviewInputs;
  const pr = review.pullRequest;
  const secrets = [inputs.apiKey, inputs.githubToken];
  await ensureCommit(inputs.workspace, pr.baseSha);
  const changed = await changedFiles(inputs.workspace, pr.baseSha);
  const addedCss = volatileCss(review.volatile);

  const headPlan = await planJobs(inputs);
  const headJobs = headPlan.jobs.filter((job) => !job.given && changed.atHead.has(job.label));
  const base = await checkOutBase(inputs.workspace, pr.baseSha);
  const baseOutput = await mkdtemp(
    path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'doc-convert-base-pdf-'),
  );
  try {
    // The base's pages are read from its own tree, as the head's are from the workspace; the cache is shared.
    const baseInputs: ActionInputs = { ...inputs, workspace: base.root, outputDir: baseOutput };
    const basePlan = await planJobs(baseInputs).catch(() => ({ jobs: [] as ConversionJob[] }));
    const wanted = new Set([...changed.atHead, ...changed.deleted]);
    const baseJobs = basePlan.jobs.filter((job) => !job.given && wanted.has(job.label));
    core.info(
      `Review of pull request #${pr.number}: ${headJobs.length} changed source(s) at the head, ${baseJobs.length} at the base ${pr.baseSha.slice(0, 12)}.`,
    );
    const refusal = await creditsRefusalOf(client, inputs, headJobs.length + baseJobs.length);
    if (refusal) {
      core.setFailed(refusal);
      return;
    }
    const headOutcomes = await convertJobs(client, inputs, headJobs, headPlan.jobs, addedCss);
    const baseOutcomes = await convertJobs(client, baseInputs, baseJobs, basePlan.jobs, addedCss);
    const canvas = headJobs.length > 0 && baseJobs.length > 0 ? await canvasFor(inputs, world) : false;

    const report: ReviewReport = {
      pullRequest: pr.number,
      base: pr.baseSha,
      head: pr.headSha,
      measured: canvas ? 'pixels' : 'text',
      documents: [],
      changedPages: 0,
      changedDocuments: 0,
      imagesLeftOut: 0,
    };
    const images: PageImages[] = [];
    let imagesLeft = review.images === 'none' ? 0 : review.maxImages;
    for (const job of headJobs) {
      const head = headOutcomes.get(job.label);
      const output = path.relative(inputs.workspace, job.output).split(path.sep).join('/');
      if (!head?.ok) {
        report.documents.push({
          source: job.label,
          status: 'failed',
          note: head?.error,
          largestChange: 0,
          pages: [],
        });
        continue;
      }
      const before = baseOutcomes.get(job.label);
      if (!before?.ok) {
        const note = before ? `the base could not be converted: ${before.error ?? 'failed'}` : undefined;
        report.documents.push({
          source: job.label,
          status: 'added',
          note,
          output,
          afterPages: head.pages,
          largestChange: 0,
          pages: [],
        });
        continue;
      }
      const comparison = await comparePdfs(await readFile(before.job.output), await readFile(job.output), {
        canvas,
        images: review.images === 'none' ? false : { maxPages: imagesLeft },
      });
      imagesLeft -= comparison.pages.filter((p) => p.status === 'changed' && p.images).length;
      report.imagesLeftOut += comparison.imagesLeftOut;
      report.documents.push({
        source: job.label,
        status: comparison.identical ? 'unchanged' : 'changed',
        output,
        beforePages: comparison.beforePages,
        afterPages: comparison.afterPages,
        summary: comparison.summary,
        largestChange: comparison.largestChange,
        pages: pagesOfComparison(job.label, comparison, images),
      });
    }
    for (const job of baseJobs)
      if (changed.deleted.has(job.label))
        report.documents.push({
          source: job.label,
          status: 'removed',
          beforePages: baseOutcomes.get(job.label)?.pages,
          largestChange: 0,
          pages: [],
        });
    totals(report);
    await deliverReview(report, inputs, review, images, [...headOutcomes.values()]);
    const over =
      review.failAbove === undefined
        ? []
        : report.documents.filter((d) => d.largestChange > review.failAbove!);
    const failed = report.documents.filter((d) => d.status === 'failed');
    const problems = [
      ...over.map(
        (d) =>
          `${d.source} changed ${(d.largestChange * 100).toFixed(2)}% of a page, above review-fail-above (${(review.failAbove! * 100).toString()}%).`,
      ),
      ...(inputs.failOnError && failed.length > 0
        ? [`${failed.length} changed source(s) could not be converted at the head.`]
        : []),
    ];
    if (problems.length > 0) core.setFailed(problems.map((p) => describeError(p, secrets)).join('\n'));
  } finally {
    await base.remove();
    await rm(baseOutput, { recursive: true, force: true });
  }
}

/** The report file, the outputs, the images (artifact or previews branch), the job summary and the comment. */
async function deliverReview(
  report: ReviewReport,
  inputs: ActionInputs,
  review: ReviewInputs,
  images: PageImages[],
  headOutcomes: Outcome[],
): Promise<void> {
  const secrets = [inputs.apiKey, inputs.githubToken];
  const pr = review.pullRequest;
  const written = await writeImages(inputs.outputDir, images);
  const fork = pr.headRepo !== pr.baseRepo;
  let imagesMode = review.images;
  if (imagesMode === 'branch' && fork) {
    core.warning(
      "review-images: branch needs write access, which a fork's pull request does not have: the images go into the artifact.",
    );
    imagesMode = 'artifact';
  }
  if (written.length > 0 && imagesMode === 'branch') {
    try {
      const folder = `pr-${pr.number}/${(pr.headSha || 'head').slice(0, 12)}`;
      const commit = await pushToPreviews(
        inputs.workspace,
        inputs.outputDir,
        written,
        folder,
        `Review images of pull request #${pr.number}`,
      );
      const server = process.env.GITHUB_SERVER_URL || 'https://github.com';
      const raw = (name: string) => `${server}/${pr.baseRepo}/raw/${commit}/${folder}/${name}`;
      for (const document of report.documents)
        for (const page of document.pages)
          if (page.status === 'changed' && page.images)
            page.images = {
              before: raw(page.images.before),
              after: raw(page.images.after),
              diff: raw(page.images.diff),
            };
      report.imagesAt = `${server}/${pr.baseRepo}/tree/${commit}/${folder}`;
    } catch (error) {
      core.warning(
        `The review images could not be pushed to the previews branch (contents: write?): ${describeError(error, secrets)}; they go into the artifact.`,
      );
      imagesMode = 'artifact';
    }
  }
  const files = headOutcomes.filter((o) => o.ok).map((o) => o.job.output);
  const reportFile = path.join(inputs.outputDir, 'review.json');
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  const artifactName = inputs.artifactName ?? 'doc-convert-review';
  if (imagesMode === 'artifact' && (written.length > 0 || inputs.artifactName)) {
    try {
      report.imagesAt =
        (await uploadArtifact(artifactName, [...files, ...written, reportFile], inputs.outputDir)) ||
        undefined;
    } catch (error) {
      core.warning(`The review artifact could not be uploaded: ${describeError(error, secrets)}`);
    }
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  }
  // The run's own outputs (files, count…) for the head's documents, then the review's.
  const run = newReport(inputs, undefined, headOutcomes);
  run.artifactUrl = imagesMode === 'artifact' ? report.imagesAt : undefined;
  setOutputs(run);
  core.setOutput('changed-pages', String(report.changedPages));
  core.setOutput('changed-documents', String(report.changedDocuments));
  core.setOutput('review-report', reportFile);
  const body = describeError(reviewBody(report), secrets);
  await core.summary.addRaw(body, true).write();
  if (fork) {
    core.info(
      'A pull request from a fork: no comment (its token is read-only); the job summary and the artifact have the review.',
    );
  } else if (inputs.githubToken) {
    const repository = pr.baseRepo;
    try {
      await upsertReviewComment({ repository, number: pr.number, token: inputs.githubToken }, body);
    } catch (error) {
      core.warning(`The review comment failed: ${describeError(error, secrets)}`);
    }
  }
}
