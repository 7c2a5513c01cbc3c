import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  creditsRemaining,
  creditsUsed,
  fromCache,
  outputFiles,
  refusedAssets
} from "./chunk-7B7PTQXI.mjs";
import {
  displayPath,
  plural
} from "./chunk-THS4KDNM.mjs";
import {
  setOutput
} from "./chunk-6OBSVC5H.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/plan/credits.ts
init_esm_shims();
var listed = (items) => items.length < 2 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
function needed({ files, work, front = [] }) {
  if (front.length === 0) return `the ${plural(files, work.item)} to ${work.verb}`;
  if (files === 0) return `${listed(front)} to convert`;
  if (work.verb === "convert") return `${listed([`the ${plural(files, work.item)}`, ...front])} to convert`;
  return `the ${plural(files, work.item)} to ${work.verb} and ${listed(front)} to convert`;
}
function creditsRefusal(credits, need) {
  const { minCredits, sandbox, files, front = [] } = need;
  if (credits.remaining < minCredits) {
    return `${plural(credits.remaining, "credit")} remaining, below min-credits (${minCredits}).`;
  }
  const count = files + front.length;
  if (!sandbox && credits.remaining < count) {
    const each = files === 0 ? "one credit at least" : "one credit each at least";
    return `${plural(credits.remaining, "credit")} remaining, fewer than ${needed(need)} (${each}).`;
  }
  return void 0;
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

export {
  creditsRefusal,
  setOutputs
};
