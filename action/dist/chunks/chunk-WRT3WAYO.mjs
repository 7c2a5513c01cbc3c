import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  InputError,
  isWorkspaceRelative
} from "./chunk-XYRXFBOL.mjs";
import {
  OutsideError,
  displayPath,
  formatBytes,
  formatDuration,
  plural,
  realPathInside
} from "./chunk-3OBSVUZH.mjs";
import {
  debug,
  setOutput,
  summary,
  warning
} from "./chunk-KSIBQY4K.mjs";
import {
  escapeHtml
} from "./chunk-W262CXOT.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/plan/credits.ts
init_esm_shims();
function needed({ files, work, contents }) {
  if (!contents) return `the ${plural(files, work.item)} to ${work.verb}`;
  if (files === 0) return "the contents page to convert";
  if (work.verb === "convert") return `the ${plural(files, work.item)} and the contents page to convert`;
  return `the ${plural(files, work.item)} to ${work.verb} and the contents page to convert`;
}
function creditsRefusal(credits, need) {
  const { minCredits, sandbox, files, contents } = need;
  if (credits.remaining < minCredits) {
    return `${plural(credits.remaining, "credit")} remaining, below min-credits (${minCredits}).`;
  }
  const count = files + (contents ? 1 : 0);
  if (!sandbox && credits.remaining < count) {
    const each = files === 0 ? "one credit at least" : "one credit each at least";
    return `${plural(credits.remaining, "credit")} remaining, fewer than ${needed(need)} (${each}).`;
  }
  return void 0;
}

// packages/action/src/report/report.ts
init_esm_shims();
var CONVERSIONS = { item: "file", attempt: "conversion", verb: "convert", done: "converted" };
var DOCUMENTS = { item: "document", attempt: "document", verb: "generate", done: "generated" };
function workOf(inputs) {
  return inputs.target.kind === "template" ? DOCUMENTS : CONVERSIONS;
}
function newReport(inputs, before, outcomes = []) {
  return {
    type: inputs.type,
    work: workOf(inputs),
    template: inputs.target.kind === "template" ? inputs.target.slug : void 0,
    sandbox: inputs.sandbox,
    workspace: inputs.workspace,
    outcomes,
    before,
    after: void 0,
    cache: inputs.cacheDir !== void 0
  };
}
function converted(report) {
  return report.outcomes.filter((o) => o.ok);
}
function fromCache(report) {
  return report.outcomes.filter((o) => o.ok && o.cached);
}
function refusedAssets(report) {
  return Object.fromEntries(
    report.outcomes.filter((o) => o.refused?.length).map((o) => [o.job.label, o.refused.length])
  );
}
function failed(report) {
  return report.outcomes.filter((o) => !o.ok);
}
function outputFiles(report) {
  return converted(report).map((o) => displayPath(report.workspace, o.job.output));
}
function creditsUsed(report) {
  const contents = report.contents?.credits ?? 0;
  return report.outcomes.reduce((sum, o) => sum + (o.credits ?? 0), contents);
}
function creditsRemaining(report) {
  if (report.after) return report.after.remaining;
  return report.before && Math.max(0, report.before.remaining - creditsUsed(report));
}
function afterwords(report) {
  const lines = [];
  const { merged, release } = report;
  if (merged) {
    const book = [
      merged.contentsPages === void 0 ? "" : `, ${plural(merged.contentsPages, "contents page")} in front`,
      merged.numbered ? ", every page numbered" : "",
      merged.title === void 0 ? "" : `, titled ${JSON.stringify(merged.title)}`
    ].join("");
    lines.push(
      `Merged ${plural(merged.documents, "document")} into ${displayPath(report.workspace, merged.path)} (${plural(merged.pages, "page")}, ${formatBytes(merged.bytes)})${book}.`
    );
  }
  if (release && "skipped" in release) lines.push(release.skipped);
  else if (release) {
    lines.push(
      `Uploaded ${plural(release.assets.length, "asset")} to the release of ${release.tag}: ${release.url}`
    );
  }
  return lines;
}
function contentsRow(report) {
  const { contents, merged } = report;
  if (!contents) return void 0;
  const fromCache2 = contents.renders > 0 && contents.cached === contents.renders;
  let status;
  if (!merged) status = `\u274C ${contents.error ?? "failed"}`;
  else {
    const cachedToo = contents.cached > 0 && !fromCache2 ? `, ${contents.cached} from the cache` : "";
    const renders = contents.renders > 1 ? ` \xB7 ${contents.renders} renders (its own length moved its page numbers${cachedToo})` : "";
    status = `\u2705 ${fromCache2 ? "from the cache" : "converted"}${renders}`;
  }
  return {
    source: "Contents page (merge-toc)",
    output: merged ? displayPath(report.workspace, merged.path) : void 0,
    bytes: contents.bytes,
    pages: merged?.contentsPages,
    credits: contents.credits,
    durationMs: fromCache2 || contents.renders === 0 ? void 0 : contents.durationMs,
    status
  };
}
function pagesText(outcome) {
  const pages = outcome.pages === void 0 ? "\u2014" : String(outcome.pages);
  return outcome.bookmarks === void 0 ? pages : `${pages} (${plural(outcome.bookmarks, "bookmark")})`;
}
function assetProblems(outcome) {
  const { missing, notInlined, refused } = outcome;
  const problems = [];
  if (missing?.length) problems.push(`${plural(missing.length, "asset")} not found`);
  if (notInlined?.length) {
    problems.push(`${plural(notInlined.length, "local asset")} not sent (inline-assets is false)`);
  }
  if (refused?.length) problems.push(`${plural(refused.length, "asset")} refused (outside the workspace)`);
  return problems;
}
function statusText(outcome, work) {
  const problems = assetProblems(outcome);
  if (!outcome.ok) {
    const why = `\u274C ${outcome.error ?? "failed"}`;
    return problems.length > 0 ? `${why} \xB7 \u26A0\uFE0F ${problems.join(" \xB7 ")}` : why;
  }
  const done = outcome.cached ? "from the cache" : work.done;
  return problems.length > 0 ? `\u26A0\uFE0F ${done} \xB7 ${problems.join(" \xB7 ")}` : `\u2705 ${done}`;
}
function headline(report) {
  const { work } = report;
  if (report.refusal) return `Nothing ${work.done}: ${report.refusal}`;
  if (report.cache) {
    const cached = fromCache(report).length;
    const failures = failed(report).length;
    return [
      `${cached} of ${report.outcomes.length} from the cache`,
      `${converted(report).length - cached} ${work.done}`,
      ...failures > 0 ? [`${failures} failed`] : [],
      plural(creditsUsed(report), "credit")
    ].join(", ");
  }
  const type = report.type.toUpperCase();
  const done = `${converted(report).length} of ${plural(report.outcomes.length, work.item)} ${work.done}`;
  return report.template === void 0 ? `${done} to ${type}` : `${done} as ${type} from template ${report.template}`;
}
function headlineCredits(report) {
  if (report.sandbox)
    return report.cache || report.refusal ? "sandbox: watermarked" : "sandbox: watermarked, no credits used";
  if (report.cache || report.refusal) return void 0;
  return `${plural(creditsUsed(report), "credit")} used`;
}

// packages/action/src/report/outputs.ts
init_esm_shims();
function setOutputs(report) {
  const files = outputFiles(report);
  setOutput("files", JSON.stringify(files));
  setOutput("count", String(files.length));
  setOutput("credits-used", String(creditsUsed(report)));
  setOutput("credits-remaining", String(creditsRemaining(report) ?? ""));
  setOutput("artifact-url", report.artifactUrl ?? "");
  setOutput("cached", String(fromCache(report).length));
  setOutput("refused-assets", JSON.stringify(refusedAssets(report)));
  setOutput("merged", report.merged ? displayPath(report.workspace, report.merged.path) : "");
  setOutput("release-url", report.release && "url" in report.release ? report.release.url : "");
}

// packages/action/src/report/summary.ts
init_esm_shims();
var MAX_ROWS = 500;
var header = (...names) => names.map((data) => ({ data, header: true }));
function fileRows(report) {
  const rows = report.outcomes.slice(0, MAX_ROWS).map((o) => [
    `<code>${escapeHtml(o.job.label)}</code>`,
    o.ok ? `<code>${escapeHtml(displayPath(report.workspace, o.job.output))}</code>` : "\u2014",
    o.bytes === void 0 ? "\u2014" : formatBytes(o.bytes),
    pagesText(o),
    o.credits === void 0 ? "\u2014" : String(o.credits),
    o.cached ? "\u2014" : formatDuration(o.durationMs),
    escapeHtml(statusText(o, report.work))
  ]);
  const more = report.outcomes.length - MAX_ROWS;
  if (more > 0) rows.push([`\u2026 and ${more} more (see the log)`, "", "", "", "", "", ""]);
  const contents = contentsRow(report);
  if (contents) {
    rows.push([
      escapeHtml(contents.source),
      contents.output === void 0 ? "\u2014" : `<code>${escapeHtml(contents.output)}</code>`,
      contents.bytes === void 0 ? "\u2014" : formatBytes(contents.bytes),
      contents.pages === void 0 ? "\u2014" : String(contents.pages),
      String(contents.credits),
      contents.durationMs === void 0 ? "\u2014" : formatDuration(contents.durationMs),
      escapeHtml(contents.status)
    ]);
  }
  return [header("Source", "Output", "Size", "Pages", "Credits", "Duration", "Status"), ...rows];
}
function problemRows(report) {
  const rows = report.outcomes.flatMap((o) => (o.problems ?? []).map((p) => ({ label: o.job.label, ...p }))).slice(0, MAX_ROWS).map((p) => [
    `<code>${escapeHtml(`${p.label}:${p.line}`)}</code>`,
    p.kind,
    escapeHtml(p.message)
  ]);
  return [header("Where", "What", "Message"), ...rows];
}
function creditRows(columns) {
  const value = (credits, key) => credits === void 0 ? "\u2014" : String(credits[key]);
  const row = (label, key) => [
    label,
    ...columns.map(([, credits]) => value(credits, key))
  ];
  return [
    header("Credits", ...columns.map(([name]) => name)),
    row("Remaining", "remaining"),
    row("Used this period", "used"),
    row("Limit", "total")
  ];
}
async function write(build) {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    debug("No GITHUB_STEP_SUMMARY file: the job summary is skipped.");
    return;
  }
  build(summary);
  await summary.write();
}
async function writeRunSummary(report) {
  await write((summary2) => {
    summary2.addHeading("Doc Convert", 2);
    const credits = headlineCredits(report);
    const after = credits === void 0 ? "" : ` \xB7 ${escapeHtml(credits)}`;
    summary2.addRaw(`<p><strong>${escapeHtml(headline(report))}</strong>${after}</p>`, true);
    if (report.outcomes.length > 0 || report.contents) summary2.addTable(fileRows(report));
    const problems = problemRows(report);
    if (problems.length > 1) {
      summary2.addRaw("<p>Rendered with problems (each shown in its document as a box):</p>", true);
      summary2.addTable(problems);
    }
    if (report.before === void 0 && report.after === void 0) {
      summary2.addRaw(
        `<p>Credits: ${escapeHtml(report.balanceNote ?? "the balance was not read")}.</p>`,
        true
      );
    } else {
      summary2.addTable(
        creditRows(
          report.refusal ? [["Now", report.before]] : [
            ["Before", report.before],
            ["After", report.after]
          ]
        )
      );
    }
    for (const line of afterwords(report)) summary2.addRaw(`<p>${escapeHtml(line)}</p>`, true);
    if (report.artifactUrl) summary2.addLink("Download the files (artifact)", report.artifactUrl);
  });
}
async function writeCreditsSummary(credits, refusal) {
  await write((summary2) => {
    summary2.addHeading("Doc Convert credits", 2);
    if (refusal) summary2.addRaw(`<p><strong>${escapeHtml(refusal)}</strong></p>`, true);
    summary2.addTable(creditRows([["Now", credits]]));
  });
}

// packages/action/src/merge/merge-order.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
import path from "node:path";
function normalise(line) {
  return path.posix.normalize(line.replaceAll("\\", "/")).replace(/^(\.\/)+/, "");
}
async function readMergeOrder(relative, workspace) {
  const name = `Input merge-order (${JSON.stringify(relative)})`;
  if (!isWorkspaceRelative(relative)) {
    throw new InputError(`${name} must be a file relative to the workspace, without "..".`);
  }
  let text;
  try {
    text = await readFile(await realPathInside(workspace, relative), "utf8");
  } catch (error) {
    const why = error instanceof OutsideError ? "it resolves outside the workspace, so it is not read" : error.code === "ENOENT" ? "no such file in the workspace" : error.message;
    throw new InputError(`${name} cannot be read: ${why}.`);
  }
  const listed = [];
  for (const [index, raw] of text.replace(/^\uFEFF/, "").split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!isWorkspaceRelative(line)) {
      throw new InputError(
        `${name}, line ${index + 1}: ${JSON.stringify(line)} must be a path relative to the workspace, without "..".`
      );
    }
    const entry = normalise(line);
    if (!listed.includes(entry)) listed.push(entry);
  }
  return listed;
}
function orderByList(jobs, listed) {
  const byLabel = new Map(jobs.map((job) => [job.label, job]));
  const first = [];
  for (const entry of listed) {
    const job = byLabel.get(entry);
    if (job === void 0) {
      warning(
        `merge-order lists ${entry}, which is not among the documents matched: left out of the order.`
      );
      continue;
    }
    first.push(job);
    byLabel.delete(entry);
  }
  const rest = [...byLabel.values()].sort((a, b) => a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  return [...first, ...rest];
}

// packages/action/src/plan/shard.ts
init_esm_shims();
import { createHash } from "node:crypto";
var WHOLE = { index: 1, count: 1 };
function parseShard(value) {
  if (value.trim() === "") return WHOLE;
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count) {
    throw new InputError(
      `Input shard must be k/n with 1 \u2264 k \u2264 n, e.g. 2/4 for the second of four jobs (got ${JSON.stringify(value)}).`
    );
  }
  return { index, count };
}
function shardOf(label, count) {
  const digest = createHash("sha256").update(label).digest();
  return digest.readUInt32BE(0) % count + 1;
}
function inShard(items, shard, label) {
  if (shard.count === 1) return [...items];
  return items.filter((item) => shardOf(label(item), shard.count) === shard.index);
}

export {
  creditsRefusal,
  readMergeOrder,
  orderByList,
  parseShard,
  inShard,
  workOf,
  newReport,
  converted,
  failed,
  creditsUsed,
  creditsRemaining,
  afterwords,
  contentsRow,
  pagesText,
  statusText,
  headline,
  setOutputs,
  writeRunSummary,
  writeCreditsSummary
};
