// The Action, as a story: read and check the inputs (the key masked first); with nothing to convert, report
// the credits; otherwise plan the jobs (for documents from data: read every data file), refuse before any
// conversion when a data file is unusable or the credits cannot cover the jobs, store the template file,
// convert (or generate) through one client, then tell the result (annotations, artifact, outputs, job
// summary, pull-request comment) and fail when conversions failed and `fail-on-error` says so.
import * as core from '@actions/core';
import { DocConvert } from '../../src/doc-convert';
import type { Credits } from '../../src/index';
import { annotateFailures } from './annotations';
import { uploadArtifact } from './artifact';
import { commentOnPullRequest } from './comment';
import { convertAll, describeError } from './convert';
import { creditsRefusal } from './credits';
import { plural } from './format';
import { readInputs, type ActionInputs } from './inputs';
import { planJobs } from './jobs';
import { setOutputs } from './outputs';
import { converted, failed, newReport, workOf, type RunReport } from './report';
import { writeCreditsSummary, writeRunSummary } from './summary';

export async function run(): Promise<void> {
  let client: DocConvert | undefined;
  let secrets: Array<string | undefined> = [];
  try {
    const inputs = await readInputs();
    secrets = [inputs.apiKey, inputs.githubToken];
    client = new DocConvert({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      pool: { connections: inputs.concurrency },
      userAgent: 'github-action',
    });
    if (inputs.target.kind === 'credits') await checkCredits(client, inputs);
    else await convertSources(client, inputs);
  } catch (error) {
    core.setFailed(describeError(error, secrets));
  } finally {
    await client?.close();
  }
}

/** No sources: output the credits, and fail below `min-credits`. */
async function checkCredits(client: DocConvert, inputs: ActionInputs): Promise<void> {
  const credits = await client.credits.usage();
  core.info(
    `Credits: ${credits.remaining} remaining of ${credits.total} (${credits.used} used this period).`,
  );
  const refusal = creditsRefusal(credits, {
    minCredits: inputs.minCredits,
    sandbox: true,
    files: 0,
    work: workOf(inputs),
  });
  setOutputs(newReport(inputs, credits));
  await writeCreditsSummary(credits, refusal);
  if (refusal) core.setFailed(refusal);
}

/** Nothing converted: the outputs, the summary (with `outcomes`, annotated), and the step failed. */
async function refuse(
  inputs: ActionInputs,
  before: Credits | undefined,
  refusal: string,
  outcomes: RunReport['outcomes'] = [],
): Promise<void> {
  const report = newReport(inputs, before, outcomes);
  report.refusal = refusal;
  annotateFailures(report);
  setOutputs(report);
  await writeRunSummary(report);
  core.setFailed(refusal);
}

async function convertSources(client: DocConvert, inputs: ActionInputs): Promise<void> {
  const work = workOf(inputs);
  // The credits are asked for while the files are found: one round trip less before the first conversion.
  const asking = client.credits.usage();
  // The balance, or undefined if it cannot be read (also keeps a refusal from going unhandled meanwhile).
  const settled = asking.catch(() => undefined);
  const { jobs, rejected, templateContent } = await planJobs(inputs);
  // A data file that cannot fill the template is known before any credit is spent; with fail-on-error
  // nothing is generated, since the run would fail anyway.
  if (rejected.length > 0 && inputs.failOnError) {
    const files = `${rejected.length} of ${plural(rejected.length + jobs.length, 'data file')}`;
    const refusal = `${files} cannot fill the template (not a JSON object, or a key named like an option), and fail-on-error is true.`;
    return refuse(inputs, await settled, refusal, rejected);
  }
  // Only a run that spends credits, or sets min-credits, can be refused. A sandbox run without min-credits
  // does not wait for a balance that cannot stop it: it converts meanwhile, and stops starting conversions
  // if the balance cannot be read (a refused key), which then fails the run as it would have before.
  const mayBeRefused = !inputs.sandbox || inputs.minCredits > 0 || jobs.length === 0;
  const early = mayBeRefused ? await asking : undefined;
  if (early) {
    const refusal = creditsRefusal(early, { ...inputs, files: jobs.length, work });
    if (refusal) return refuse(inputs, early, refusal);
  }
  // The template is stored once the run is sure to go ahead, so a refused run changes nothing.
  const { target } = inputs;
  if (target.kind === 'template' && target.file && templateContent !== undefined && jobs.length > 0) {
    const { storeTemplate } = await import('./template-file');
    try {
      const secrets = [inputs.apiKey, inputs.githubToken];
      await storeTemplate(client, target.slug, target.file, templateContent, secrets);
    } catch (error) {
      return refuse(inputs, early ?? (await settled), (error as Error).message);
    }
  }

  const atOnce = Math.min(inputs.concurrency, jobs.length);
  const what =
    inputs.target.kind === 'template'
      ? `Generating ${plural(jobs.length, 'document')} as ${inputs.type.toUpperCase()} from template ${inputs.target.slug}`
      : `Converting ${plural(jobs.length, 'source')} to ${inputs.type.toUpperCase()}`;
  core.info(`${what}, ${atOnce} at a time.`);
  const halt = new AbortController();
  if (!early) asking.catch(() => halt.abort());
  const outcomes = await convertAll(client, jobs, inputs, halt.signal);
  // The refused data files (fail-on-error false) take their place among the others, in path order.
  if (rejected.length > 0) {
    outcomes.push(...rejected);
    outcomes.sort((a, b) => (a.job.label < b.job.label ? -1 : a.job.label > b.job.label ? 1 : 0));
  }
  const report = newReport(inputs, early ?? (await asking), outcomes);
  report.after = jobs.length > 0 ? await client.credits.usage().catch(() => undefined) : report.before;
  annotateFailures(report);

  const problems = await deliver(report, inputs);
  const failures = failed(report).length;
  if (outcomes.length === 0) {
    const patterns = inputs.target.kind === 'template' ? 'data' : 'sources';
    const message = `No file matches the ${patterns} patterns: nothing was ${work.done}.`;
    if (inputs.failOnError) problems.push(message);
    else core.warning(message);
  } else if (failures > 0 && inputs.failOnError) {
    problems.push(`${failures} of ${plural(outcomes.length, work.attempt)} failed (fail-on-error is true).`);
  }
  if (problems.length > 0) core.setFailed(problems.join('\n'));
}

/** Artifact, outputs, job summary and pull-request comment; returns what went wrong on the way. */
async function deliver(report: RunReport, inputs: ActionInputs): Promise<string[]> {
  const problems: string[] = [];
  const secrets = [inputs.apiKey, inputs.githubToken];
  const files = converted(report).map((o) => o.job.output);
  if (inputs.artifactName && files.length === 0) core.warning('No file was written: no artifact uploaded.');
  if (inputs.artifactName && files.length > 0) {
    try {
      report.artifactUrl = await uploadArtifact(inputs.artifactName, files, inputs.outputDir);
    } catch (error) {
      problems.push(`The artifact upload failed: ${describeError(error, secrets)}`);
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
