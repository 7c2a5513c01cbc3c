import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  writeRunSummary
} from "./chunk-WHA2ZTHD.mjs";
import {
  uploadArtifact
} from "./chunk-FCEGQLVT.mjs";
import {
  creditsRefusal,
  setOutputs
} from "./chunk-HASDR76F.mjs";
import {
  convertAll,
  pageContext,
  planJobs,
  restoreFromCache
} from "./chunk-7DMULR64.mjs";
import {
  afterwords,
  converted,
  creditsRemaining,
  creditsUsed,
  failed,
  frontRows,
  headline,
  newReport,
  pagesText,
  statusText,
  workOf
} from "./chunk-7B7PTQXI.mjs";
import "./chunk-A6TYX3NC.mjs";
import "./chunk-GEZH75W3.mjs";
import {
  describeError
} from "./chunk-XYRXFBOL.mjs";
import {
  pagesOf
} from "./chunk-AEVWO6C7.mjs";
import {
  displayPath,
  formatBytes,
  plural
} from "./chunk-THS4KDNM.mjs";
import {
  endGroup,
  error,
  info,
  setFailed,
  startGroup,
  warning
} from "./chunk-6OBSVC5H.mjs";
import "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import {
  escapeHtml
} from "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/convert-sources.ts
init_esm_shims();

// packages/action/src/report/annotations.ts
init_esm_shims();
var MAX_ANNOTATIONS = 10;
function placeOf(outcome) {
  if (outcome.job.file === void 0) return {};
  const at = outcome.at && { startLine: outcome.at.line, startColumn: outcome.at.column };
  return { file: outcome.job.label, ...at };
}
function annotateFailures(report) {
  const failures = failed(report);
  if (failures.length === 0) return;
  const title = `Doc Convert: ${report.work.attempt} failed`;
  startGroup(`${failures.length} failed`);
  for (const outcome of failures) info(`${outcome.job.label}: ${outcome.error}`);
  endGroup();
  const own = failures.length <= MAX_ANNOTATIONS ? failures : failures.slice(0, MAX_ANNOTATIONS - 1);
  for (const outcome of own) {
    error(outcome.error ?? "failed", { title, ...placeOf(outcome) });
  }
  const rest = failures.slice(own.length);
  if (rest.length > 0) {
    const list = rest.map((o) => `${o.job.label}: ${o.error}`).join("\n");
    error(`${rest.length} more ${report.work.attempt}s failed:
${list}`, {
      title: `${title} (${rest.length} more)`
    });
  }
}

// packages/action/src/report/comment.ts
init_esm_shims();
var COMMENT_MARKER = "<!-- doc-convert-action:summary -->";
var MAX_COMMENT_ROWS = 50;
function cell(text) {
  return escapeHtml(text).replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}
function commentBody(report) {
  const lines = [COMMENT_MARKER, "### Doc Convert", "", `**${cell(headline(report))}**`, ""];
  if (report.outcomes.length > 0) {
    lines.push("| Source | Output | Size | Pages | Status |", "| --- | --- | --- | --- | --- |");
    for (const o of report.outcomes.slice(0, MAX_COMMENT_ROWS)) {
      const output = o.ok ? `\`${cell(displayPath(report.workspace, o.job.output))}\`` : "\u2014";
      const size = o.bytes === void 0 ? "\u2014" : formatBytes(o.bytes);
      const status = cell(statusText(o, report.work));
      lines.push(`| \`${cell(o.job.label)}\` | ${output} | ${size} | ${pagesText(o)} | ${status} |`);
    }
    const more = report.outcomes.length - MAX_COMMENT_ROWS;
    if (more > 0) lines.push(`| \u2026 and ${more} more | | | | |`);
    for (const front of frontRows(report)) {
      const output = front.output === void 0 ? "\u2014" : `\`${cell(front.output)}\``;
      const size = front.bytes === void 0 ? "\u2014" : formatBytes(front.bytes);
      const pages = front.pages === void 0 ? "\u2014" : String(front.pages);
      lines.push(`| ${cell(front.source)} | ${output} | ${size} | ${pages} | ${cell(front.status)} |`);
    }
    lines.push("");
  }
  const sandbox = report.sandbox ? " (sandbox)" : "";
  lines.push(
    `Credits used: ${creditsUsed(report)}${sandbox} \xB7 remaining: ${creditsRemaining(report) ?? cell(report.balanceNote ?? "unknown")}`
  );
  for (const line of afterwords(report)) lines.push("", cell(line));
  if (report.artifactUrl) lines.push("", `[Download the files](${report.artifactUrl})`);
  return lines.join("\n");
}
function statusOf(error2) {
  const status = error2?.status;
  return typeof status === "number" ? status : void 0;
}
async function commentOnPullRequest(report, token) {
  const github = await import("./github-SHZZTF36.mjs");
  const { context } = github;
  const number = context.payload.pull_request?.number;
  if (number === void 0) {
    info("Not a pull request event: no comment posted.");
    return void 0;
  }
  const octokit = github.getOctokit(token);
  const where = { ...context.repo, issue_number: number };
  const body = commentBody(report);
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...where, per_page: 100 });
    const mine = comments.find((c) => c.body?.includes(COMMENT_MARKER));
    const { data } = mine ? await octokit.rest.issues.updateComment({ ...context.repo, comment_id: mine.id, body }) : await octokit.rest.issues.createComment({ ...where, body });
    info(`${mine ? "Updated" : "Posted"} the pull request comment: ${data.html_url}`);
    return data.html_url;
  } catch (error2) {
    if (statusOf(error2) !== 403) throw error2;
    warning(
      "Could not comment on the pull request: the token may not write to it (pull requests from forks get a read-only GITHUB_TOKEN; grant `pull-requests: write` in the workflow). The conversion itself is unaffected."
    );
    return void 0;
  }
}

// packages/action/src/convert-sources.ts
async function refuse(inputs, before, refusal, outcomes = [], unread) {
  const report = newReport(inputs, before, outcomes);
  report.refusal = refusal;
  if (!before) report.balanceNote = unread;
  annotateFailures(report);
  setOutputs(report);
  await writeRunSummary(report);
  setFailed(refusal);
}
async function answerFromCache(client, inputs, jobs, templateContent, context) {
  const { ResultCache } = await import("./cache-664TKRWL.mjs");
  const { target } = inputs;
  let content = templateContent;
  if (target.kind === "template" && !target.file) {
    try {
      content = await client.templates.getHtml(target.slug);
    } catch (error2) {
      throw new Error(
        `The stored template ${target.slug} could not be read for the cache key: ${error2.message}`
      );
    }
  }
  const cache = new ResultCache(inputs.cacheDir, inputs, content);
  const probed = await restoreFromCache(jobs, inputs, cache, context);
  const all = plural(jobs.length, workOf(inputs).item);
  info(
    `From the cache (${displayPath(inputs.workspace, cache.dir)}): ${probed.restored.length} of ${all}.`
  );
  return probed;
}
async function convertSources(client, inputs) {
  const work = workOf(inputs);
  let unread = "not read, since nothing was sent";
  const ask = () => {
    const reading = client.credits.usage();
    reading.catch((error2) => {
      unread = `the balance could not be read (${describeError(error2, [inputs.apiKey, inputs.githubToken])})`;
    });
    return reading;
  };
  let asking = inputs.cacheDir ? void 0 : ask();
  const settled = () => (asking ?? Promise.resolve(void 0)).catch(() => void 0);
  const plan = await planJobs(inputs);
  const { rejected, templateContent } = plan;
  const given = plan.jobs.filter((job) => job.given);
  let jobs = plan.jobs.filter((job) => !job.given);
  const matched = plan.matched ?? plan.jobs.length + rejected.length;
  if (rejected.length > 0 && inputs.failOnError) {
    const files = `${rejected.length} of ${plural(rejected.length + jobs.length, "data file")}`;
    const refusal = `${files} cannot fill the template (not a JSON object, or a key named like an option), and fail-on-error is true.`;
    return refuse(inputs, await settled(), refusal, rejected, unread);
  }
  if (matched === 0) {
    const refusal = noMatch(inputs);
    if (inputs.failOnError) return refuse(inputs, await settled(), refusal, [], unread);
    warning(refusal);
  }
  const context = pageContext(inputs, plan.pages ?? pagesOf(jobs));
  let restored = [];
  let resume;
  if (inputs.cacheDir) {
    try {
      ({
        restored,
        misses: jobs,
        resume
      } = await answerFromCache(client, inputs, jobs, templateContent, context));
    } catch (error2) {
      const secrets = [inputs.apiKey, inputs.githubToken];
      return refuse(inputs, await settled(), describeError(error2, secrets), [], unread);
    }
    if (jobs.length > 0 || inputs.minCredits > 0) asking = ask();
    else if (restored.length > 0)
      unread = "not read, since every file came from the cache and nothing was sent";
  }
  const mayBeRefused = !inputs.sandbox || inputs.minCredits > 0 || jobs.length === 0;
  const early = mayBeRefused ? await asking : void 0;
  const front = inputs.merge && matched > 0 ? frontPages(inputs) : [];
  if (early) {
    const refusal = creditsRefusal(early, {
      ...inputs,
      files: jobs.length,
      work,
      front: jobs.length > 0 ? front : []
    });
    if (refusal) return refuse(inputs, early, refusal);
  }
  const { target } = inputs;
  if (target.kind === "template" && target.file && templateContent !== void 0 && jobs.length > 0) {
    const { storeTemplate } = await import("./template-file-A7JFHHBT.mjs");
    try {
      const secrets = [inputs.apiKey, inputs.githubToken];
      await storeTemplate(client, target.slug, target.file, templateContent, secrets);
    } catch (error2) {
      return refuse(inputs, early ?? await settled(), error2.message, [], unread);
    }
  }
  const outcomes = [];
  if (jobs.length > 0) {
    const atOnce = Math.min(inputs.concurrency, jobs.length);
    const what = inputs.target.kind === "template" ? `Generating ${plural(jobs.length, "document")} as ${inputs.type.toUpperCase()} from template ${inputs.target.slug}` : `Converting ${plural(jobs.length, "source")} to ${inputs.type.toUpperCase()}`;
    info(`${what}, ${atOnce} at a time.`);
    const halt = new AbortController();
    if (!early) asking?.catch(() => halt.abort());
    outcomes.push(...await convertAll(client, jobs, inputs, context, halt.signal, resume));
  }
  const inOrder = runOrder(plan.order);
  if (restored.length > 0 || rejected.length > 0) {
    outcomes.push(...restored, ...rejected);
    outcomes.sort((a, b) => inOrder(a.job, b.job));
  }
  context.links.sections?.warnAboutPages();
  const report = newReport(inputs, early ?? await asking, outcomes);
  if (matched === 0) report.refusal = noMatch(inputs);
  annotateFailures(report);
  const problems = [];
  if (inputs.merge && matched > 0) {
    const { mergeRun } = await import("./run-merge-Y27NLXS6.mjs");
    problems.push(
      ...await mergeRun({
        client,
        inputs,
        report,
        given,
        inOrder,
        context,
        cache: resume?.cache,
        sections: context.links.sections,
        beforeSending: async () => {
          if (inputs.sandbox || early && jobs.length > 0) return;
          const balance = early ?? await (asking ??= ask());
          const refusal = creditsRefusal(balance, { ...inputs, files: 0, work, front });
          if (refusal) throw new Error(refusal);
        }
      })
    );
  }
  report.before ??= await settled();
  if (!report.before) report.balanceNote = unread;
  const sentFront = Object.values(report.front ?? {}).filter((o) => o.rendered && !o.cached).length;
  report.after = await creditsAfter(client, inputs, report, jobs.length + sentFront);
  problems.push(...await deliver(report, inputs));
  const failures = failed(report).length;
  if (matched === 0) {
    if (inputs.failOnError) problems.push(report.refusal);
  } else if (failures > 0 && inputs.failOnError) {
    problems.push(`${failures} of ${plural(outcomes.length, work.attempt)} failed (fail-on-error is true).`);
  }
  if (problems.length > 0) setFailed(problems.join("\n"));
}
async function creditsAfter(client, inputs, report, sent) {
  if (sent === 0 || inputs.sandbox && report.before) return report.before;
  return client.credits.usage().catch(() => void 0);
}
function runOrder(labels = []) {
  const place = new Map(labels.map((label, index) => [label, index]));
  return (a, b) => (place.get(a.label) ?? labels.length) - (place.get(b.label) ?? labels.length);
}
function noMatch(inputs) {
  const { target } = inputs;
  const [name, patterns] = target.kind === "template" ? ["data", target.data] : ["sources", target.kind === "files" ? target.patterns : []];
  return `No file matches the ${name} patterns (${patterns.join(", ")}).`;
}
function frontPages(inputs) {
  return [
    ...inputs.mergeCover !== void 0 ? ["the cover"] : [],
    ...inputs.mergeToc ? ["the contents page"] : []
  ];
}
async function deliver(report, inputs) {
  const problems = [];
  const secrets = [inputs.apiKey, inputs.githubToken];
  const files = converted(report).map((o) => o.job.output);
  if (report.merged) files.push(report.merged.path);
  if (inputs.artifactName && files.length === 0) warning("No file was written: no artifact uploaded.");
  if (inputs.artifactName && files.length > 0) {
    try {
      report.artifactUrl = await uploadArtifact(inputs.artifactName, files, inputs.outputDir);
    } catch (error2) {
      problems.push(`The artifact upload failed: ${describeError(error2, secrets)}`);
    }
  }
  if (inputs.releaseAssets) {
    const { uploadReleaseAssets } = await import("./release-U3RY7H22.mjs");
    try {
      report.release = await uploadReleaseAssets(report.merged ? [report.merged.path] : files, inputs);
    } catch (error2) {
      problems.push(describeError(error2, secrets));
    }
  }
  setOutputs(report);
  await writeRunSummary(report);
  if (inputs.commentOnPr && inputs.githubToken) {
    try {
      await commentOnPullRequest(report, inputs.githubToken);
    } catch (error2) {
      problems.push(`The pull request comment failed: ${describeError(error2, secrets)}`);
    }
  }
  return problems;
}
export {
  convertSources
};
