// A run that converts, as a story: plan the jobs (this shard's; for documents from data: read every data
// file), refuse before any conversion when a data file is unusable or nothing matches, restore what the cache
// has, refuse when the credits cannot cover the rest, store the template file, convert (or generate) through
// the client, merge, then tell the result (annotations, artifact, release assets, outputs, job summary,
// pull-request comment) and fail when conversions failed and `fail-on-error` says so. main.ts loads it only
// for a run with sources, so a credits check loads none of it.
import * as core from '@actions/core';
import type { DocConvert, Credits } from 'doc-convert';
import { annotateFailures } from './report/annotations';
import { uploadArtifact } from './report/artifact';
import { commentOnPullRequest } from './report/comment';
import {
  convertAll,
  pageContext,
  restoreFromCache,
  type CacheResume,
  type PageContext,
  type Probed,
} from './convert/convert';
import { pagesOf } from './inline/links';
import { creditsRefusal } from './plan/credits';
import { displayPath, plural } from './report/format';
import { planJobs } from './plan/jobs';
import { setOutputs } from './report/outputs';
import { converted, failed, newReport, workOf, type RunReport } from './report/report';
import { writeRunSummary } from './report/summary';
import { describeError, type ActionInputs, type ConversionJob, type Outcome } from './types';

/**
 * Nothing converted: the outputs, the summary (with `outcomes`, annotated; `unread` says why there is no
 * balance, when there is none), and the step failed.
 */
async function refuse(
  inputs: ActionInputs,
  before: Credits | undefined,
  refusal: string,
  outcomes: RunReport['outcomes'] = [],
  unread?: string,
): Promise<void> {
  const report = newReport(inputs, before, outcomes);
  report.refusal = refusal;
  if (!before) report.balanceNote = unread;
  annotateFailures(report);
  setOutputs(report);
  await writeRunSummary(report);
  core.setFailed(refusal);
}

/**
 * With `cache-dir`: restores the jobs the cache has. For documents from a stored template its HTML is part of
 * every key, so it is read once (no credit): a template changed on the account misses.
 */
async function answerFromCache(
  client: DocConvert,
  inputs: ActionInputs,
  jobs: ConversionJob[],
  templateContent: string | undefined,
  context: PageContext,
): Promise<Probed> {
  const { ResultCache } = await import('./convert/cache');
  const { target } = inputs;
  let content = templateContent;
  if (target.kind === 'template' && !target.file) {
    try {
      content = await client.templates.getHtml(target.slug);
    } catch (error) {
      throw new Error(
        `The stored template ${target.slug} could not be read for the cache key: ${(error as Error).message}`,
      );
    }
  }
  const cache = new ResultCache(inputs.cacheDir!, inputs, content);
  const probed = await restoreFromCache(jobs, inputs, cache, context);
  const all = plural(jobs.length, workOf(inputs).item);
  core.info(
    `From the cache (${displayPath(inputs.workspace, cache.dir)}): ${probed.restored.length} of ${all}.`,
  );
  return probed;
}

export async function convertSources(client: DocConvert, inputs: ActionInputs): Promise<void> {
  const work = workOf(inputs);
  // Why there is no balance, while there is none: the summary says it in place of the credits.
  let unread = 'not read, since nothing was sent';
  const ask = (): Promise<Credits> => {
    const reading = client.credits.usage();
    // Also keeps a refusal from going unhandled meanwhile.
    reading.catch((error: unknown) => {
      unread = `the balance could not be read (${describeError(error, [inputs.apiKey, inputs.githubToken])})`;
    });
    return reading;
  };
  // The credits are asked for while the files are found: one round trip less before the first conversion.
  // With a cache they wait for it, so a run the cache answers entirely sends nothing.
  let asking = inputs.cacheDir ? undefined : ask();
  // The balance, or undefined if it cannot be read.
  const settled = () => (asking ?? Promise.resolve(undefined)).catch(() => undefined);
  const plan = await planJobs(inputs);
  const { rejected, templateContent } = plan;
  // PDFs among the sources (with merge) are parts converted by earlier jobs: merged, never sent.
  const given = plan.jobs.filter((job) => job.given);
  let jobs = plan.jobs.filter((job) => !job.given);
  // Matched by the patterns, in any shard: a shard left with nothing is no error.
  const matched = plan.matched ?? plan.jobs.length + rejected.length;
  // A data file that cannot fill the template is known before any credit is spent; with fail-on-error
  // nothing is generated, since the run would fail anyway.
  if (rejected.length > 0 && inputs.failOnError) {
    const files = `${rejected.length} of ${plural(rejected.length + jobs.length, 'data file')}`;
    const refusal = `${files} cannot fill the template (not a JSON object, or a key named like an option), and fail-on-error is true.`;
    return refuse(inputs, await settled(), refusal, rejected, unread);
  }
  if (matched === 0) {
    const refusal = noMatch(inputs);
    if (inputs.failOnError) return refuse(inputs, await settled(), refusal, [], unread);
    core.warning(refusal);
  }

  // Links lead to every matched page, this shard's or another's (plan.pages).
  const context = pageContext(inputs, plan.pages ?? pagesOf(jobs));
  // The cache answers what it can before the credits are counted: the preflight counts the misses alone.
  let restored: Outcome[] = [];
  let resume: CacheResume | undefined;
  if (inputs.cacheDir) {
    try {
      ({
        restored,
        misses: jobs,
        resume,
      } = await answerFromCache(client, inputs, jobs, templateContent, context));
    } catch (error) {
      const secrets = [inputs.apiKey, inputs.githubToken];
      return refuse(inputs, await settled(), describeError(error, secrets), [], unread);
    }
    if (jobs.length > 0 || inputs.minCredits > 0) asking = ask();
    else if (restored.length > 0)
      unread = 'not read, since every file came from the cache and nothing was sent';
  }

  // Only a run that spends credits, or sets min-credits, can be refused. A sandbox run without min-credits
  // does not wait for a balance that cannot stop it: it converts meanwhile, and stops starting conversions
  // if the balance cannot be read (a refused key), which then fails the run as it would have before.
  const mayBeRefused = !inputs.sandbox || inputs.minCredits > 0 || jobs.length === 0;
  const early = mayBeRefused ? await asking : undefined;
  // A run that converts counts a book's cover and contents page among them; one the cache answered entirely
  // checks them before sending them, if the cache does not have them either (contents-render.ts).
  const front = inputs.merge && matched > 0 ? frontPages(inputs) : [];
  if (early) {
    const refusal = creditsRefusal(early, {
      ...inputs,
      files: jobs.length,
      work,
      front: jobs.length > 0 ? front : [],
    });
    if (refusal) return refuse(inputs, early, refusal);
  }
  // The template is stored once the run is sure to go ahead, so a refused run changes nothing.
  const { target } = inputs;
  if (target.kind === 'template' && target.file && templateContent !== undefined && jobs.length > 0) {
    const { storeTemplate } = await import('./plan/template-file');
    try {
      const secrets = [inputs.apiKey, inputs.githubToken];
      await storeTemplate(client, target.slug, target.file, templateContent, secrets);
    } catch (error) {
      return refuse(inputs, early ?? (await settled()), (error as Error).message, [], unread);
    }
  }

  const outcomes: Outcome[] = [];
  if (jobs.length > 0) {
    const atOnce = Math.min(inputs.concurrency, jobs.length);
    const what =
      inputs.target.kind === 'template'
        ? `Generating ${plural(jobs.length, 'document')} as ${inputs.type.toUpperCase()} from template ${inputs.target.slug}`
        : `Converting ${plural(jobs.length, 'source')} to ${inputs.type.toUpperCase()}`;
    core.info(`${what}, ${atOnce} at a time.`);
    const halt = new AbortController();
    if (!early) asking?.catch(() => halt.abort());
    outcomes.push(...(await convertAll(client, jobs, inputs, context, halt.signal, resume)));
  }
  // The cached and the refused data files take their places among the others, in the run's order.
  const inOrder = runOrder(plan.order);
  if (restored.length > 0 || rejected.length > 0) {
    outcomes.push(...restored, ...rejected);
    outcomes.sort((a, b) => inOrder(a.job, b.job));
  }
  // Links to sections that the pages read do not have, warned about once each.
  context.links.sections?.warnAboutPages();
  const report = newReport(inputs, early ?? (await asking), outcomes);
  if (matched === 0) report.refusal = noMatch(inputs);
  annotateFailures(report);

  const problems: string[] = [];
  if (inputs.merge && matched > 0) {
    const { mergeRun } = await import('./merge/run-merge');
    problems.push(
      ...(await mergeRun({
        client,
        inputs,
        report,
        given,
        inOrder,
        context,
        cache: resume?.cache,
        sections: context.links.sections,
        beforeSending: async () => {
          if (inputs.sandbox || (early && jobs.length > 0)) return;
          const balance = early ?? (await (asking ??= ask()));
          const refusal = creditsRefusal(balance, { ...inputs, files: 0, work, front });
          if (refusal) throw new Error(refusal);
        },
      })),
    );
  }
  // A balance read for the front matter alone is the balance before the run too.
  report.before ??= await settled();
  if (!report.before) report.balanceNote = unread;
  const sentFront = Object.values(report.front ?? {}).filter((o) => o.rendered && !o.cached).length;
  report.after = await creditsAfter(client, inputs, report, jobs.length + sentFront);
  problems.push(...(await deliver(report, inputs)));
  const failures = failed(report).length;
  if (matched === 0) {
    if (inputs.failOnError) problems.push(report.refusal!);
  } else if (failures > 0 && inputs.failOnError) {
    problems.push(`${failures} of ${plural(outcomes.length, work.attempt)} failed (fail-on-error is true).`);
  }
  if (problems.length > 0) core.setFailed(problems.join('\n'));
}

/**
 * The balance after the run: read again once something may have been charged. A sandbox run spends nothing (the
 * contract: "with sandbox set to true, no credits are consumed"), so the balance read before it stands, and
 * the run ends a round trip sooner.
 */
async function creditsAfter(
  client: DocConvert,
  inputs: ActionInputs,
  report: RunReport,
  sent: number,
): Promise<Credits | undefined> {
  if (sent === 0 || (inputs.sandbox && report.before)) return report.before;
  return client.credits.usage().catch(() => undefined);
}

/**
 * The run's order (jobs.ts: the order of `sources`, or `merge-order`), given as the labels in order: the order
 * of the summary, and of the documents in a merged PDF.
 */
function runOrder(labels: readonly string[] = []): (a: ConversionJob, b: ConversionJob) => number {
  const place = new Map(labels.map((label, index) => [label, index]));
  return (a, b) => (place.get(a.label) ?? labels.length) - (place.get(b.label) ?? labels.length);
}

/**
 * `No file matches the sources patterns (site/**\/*.html, !site/drafts/**).` The summary's headline says what
 * follows ("Nothing converted: …"), so this does not say it again.
 */
function noMatch(inputs: ActionInputs): string {
  const { target } = inputs;
  const [name, patterns] =
    target.kind === 'template'
      ? ['data', target.data]
      : ['sources', target.kind === 'files' ? target.patterns : []];
  return `No file matches the ${name} patterns (${patterns.join(', ')}).`;
}

/** The book's pages rendered through the service besides the documents, as the credits name them. */
function frontPages(inputs: ActionInputs): string[] {
  return [
    ...(inputs.mergeCover !== undefined ? ['the cover'] : []),
    ...(inputs.mergeToc ? ['the contents page'] : []),
  ];
}

/** Artifact, outputs, job summary and pull-request comment; returns what went wrong on the way. */
async function deliver(report: RunReport, inputs: ActionInputs): Promise<string[]> {
  const problems: string[] = [];
  const secrets = [inputs.apiKey, inputs.githubToken];
  const files = converted(report).map((o) => o.job.output);
  if (report.merged) files.push(report.merged.path);
  if (inputs.artifactName && files.length === 0) core.warning('No file was written: no artifact uploaded.');
  if (inputs.artifactName && files.length > 0) {
    try {
      report.artifactUrl = await uploadArtifact(inputs.artifactName, files, inputs.outputDir);
    } catch (error) {
      problems.push(`The artifact upload failed: ${describeError(error, secrets)}`);
    }
  }
  if (inputs.releaseAssets) {
    const { uploadReleaseAssets } = await import('./report/release');
    try {
      // With merge, readers get the one PDF; otherwise every file written.
      report.release = await uploadReleaseAssets(report.merged ? [report.merged.path] : files, inputs);
    } catch (error) {
      problems.push(describeError(error, secrets));
    }
  }
  setOutputs(report);
  await writeRunSummary(report);
  if (inputs.commentOnPr && inputs.githubToken) {
    try {
      await commentOnPullRequest(report, inputs.githubToken);
    } catch (error) {
      problems.push(`The pull request comment failed: ${describeError(error, secrets)}`);
    }
  }
  return problems;
}
