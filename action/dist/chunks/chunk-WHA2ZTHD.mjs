import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  afterwords,
  frontRows,
  headline,
  headlineCredits,
  pagesText,
  statusText
} from "./chunk-7B7PTQXI.mjs";
import {
  displayPath,
  formatBytes,
  formatDuration
} from "./chunk-THS4KDNM.mjs";
import {
  debug,
  summary
} from "./chunk-6OBSVC5H.mjs";
import {
  escapeHtml
} from "./chunk-WWTW7HAD.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

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
  for (const front of frontRows(report)) {
    rows.push([
      escapeHtml(front.source),
      front.output === void 0 ? "\u2014" : `<code>${escapeHtml(front.output)}</code>`,
      front.bytes === void 0 ? "\u2014" : formatBytes(front.bytes),
      front.pages === void 0 ? "\u2014" : String(front.pages),
      String(front.credits),
      front.durationMs === void 0 ? "\u2014" : formatDuration(front.durationMs),
      escapeHtml(front.status)
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
    if (report.outcomes.length > 0 || report.front) summary2.addTable(fileRows(report));
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

export {
  writeRunSummary,
  writeCreditsSummary
};
