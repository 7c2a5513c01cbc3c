// The Action, as a story: read and check the inputs (the key masked first), then either report the credits
// (no sources) or convert (convert-sources.ts, loaded only then: a credits check loads nothing a conversion
// needs, and starts sooner), through one client, whose connection pool is shared by every request of the run.
import * as core from '@actions/core';
import { DocConvert } from 'doc-convert';
import { creditsRefusal } from './plan/credits';
import { readInputs } from './inputs/inputs';
import { setOutputs } from './report/outputs';
import { newReport, workOf } from './report/report';
import { writeCreditsSummary } from './report/summary';
import { describeError, type ActionInputs } from './types';

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
      // Retries and rate-limit waits in the step's log ("rate limited: waiting 12 s (attempt 2 of 3)"), each
      // answer in its debug log: a long wait is never silent.
      logger: {
        debug: (message) => core.debug(message),
        info: (message) => core.info(message),
        warn: (message) => core.warning(message),
        error: (message) => core.error(message),
      },
      logLevel: 'debug',
    });
    if (inputs.target.kind === 'credits') await checkCredits(client, inputs);
    else if (inputs.review) await (await import('./review/run-review')).runReview(client, inputs);
    else {
      const { convertSources } = await import('./convert-sources');
      await convertSources(client, inputs);
    }
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
