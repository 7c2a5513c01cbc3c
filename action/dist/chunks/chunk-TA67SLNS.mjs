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
  displayPath
} from "./chunk-THS4KDNM.mjs";
import {
  setOutput
} from "./chunk-6OBSVC5H.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

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
  setOutputs
};
