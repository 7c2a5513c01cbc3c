import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  InputError,
  isWorkspaceRelative
} from "./chunk-XYRXFBOL.mjs";
import {
  displayPath,
  formatBytes,
  plural,
  realPathInside,
  unreadableReason
} from "./chunk-THS4KDNM.mjs";
import {
  warning
} from "./chunk-6OBSVC5H.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

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
  const front = Object.values(report.front ?? {}).reduce((sum, outcome) => sum + outcome.credits, 0);
  return report.outcomes.reduce((sum, o) => sum + (o.credits ?? 0), front);
}
function creditsRemaining(report) {
  if (report.after) return report.after.remaining;
  return report.before && Math.max(0, report.before.remaining - creditsUsed(report));
}
function linkPhrases(links) {
  const phrases = [];
  if (links.jumps > 0) {
    phrases.push(
      `${plural(links.jumps, "link")} between its documents ${links.jumps === 1 ? "jumps" : "jump"} inside it`
    );
  }
  if (links.published > 0) {
    phrases.push(
      `${plural(links.published, "link")} to pages not in it ${links.published === 1 ? "points" : "point"} at their published address`
    );
  }
  if (links.unlinked > 0) {
    phrases.push(
      `${plural(links.unlinked, "link")} to pages not in it made plain text (merge-link-base gives them an address)`
    );
  }
  if (links.scripts > 0) phrases.push(`${plural(links.scripts, "javascript: link")} taken out`);
  return phrases;
}
function mergedSentence(merged, workspace) {
  const earlier = merged.fromEarlier ? `, ${merged.fromEarlier} of them written by earlier runs,` : "";
  const details = [
    merged.coverPages ? "a cover" : "",
    merged.contentsPages === void 0 ? "" : `${plural(merged.contentsPages, "contents page")} in front`,
    merged.numbered ? "every page numbered" : "",
    merged.runningHeads ? "running heads" : "",
    ...merged.links ? linkPhrases(merged.links) : []
  ].filter(Boolean);
  const title = merged.title === void 0 ? "" : `, titled ${JSON.stringify(merged.title)}`;
  const then = details.length > 0 ? `: ${details.join(", ")}` : "";
  return `Merged ${plural(merged.documents, "document")}${earlier} into ${displayPath(workspace, merged.path)} (${plural(merged.pages, "page")}, ${formatBytes(merged.bytes)})${title}${then}.`;
}
function afterwords(report) {
  const lines = [];
  const { merged, release } = report;
  if (merged) lines.push(mergedSentence(merged, report.workspace));
  if (release && "skipped" in release) lines.push(release.skipped);
  else if (release) {
    lines.push(
      `Uploaded ${plural(release.assets.length, "asset")} to the release of ${release.tag}: ${release.url}`
    );
  }
  return lines;
}
var FRONT_SOURCES = {
  cover: "Cover (merge-cover)",
  contents: "Contents page (merge-toc)"
};
function frontRows(report) {
  const { front, merged } = report;
  if (!front) return [];
  return ["cover", "contents"].flatMap((part) => {
    const outcome = front[part];
    if (!outcome) return [];
    const status = merged ? `\u2705 ${outcome.cached ? "from the cache" : "converted"}` : `\u274C ${outcome.error ?? "failed"}`;
    return [
      {
        source: FRONT_SOURCES[part],
        output: merged ? displayPath(report.workspace, merged.path) : void 0,
        bytes: merged?.bytes,
        pages: part === "cover" ? merged?.coverPages : merged?.contentsPages,
        credits: outcome.credits,
        durationMs: outcome.cached || !outcome.rendered ? void 0 : outcome.durationMs,
        status
      }
    ];
  });
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

// packages/action/src/merge/merge-order.ts
init_esm_shims();
import { statSync } from "node:fs";
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
    throw new InputError(`${name} cannot be read: ${unreadableReason(error)}.`);
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
function isFileOf(workspace, relative) {
  try {
    return statSync(path.join(workspace, relative)).isFile();
  } catch {
    return false;
  }
}
function orderByList(jobs, listed, workspace) {
  const byLabel = new Map(jobs.map((job) => [job.label, job]));
  const first = [];
  for (const entry of listed) {
    const job = byLabel.get(entry);
    if (job === void 0) {
      if (!isFileOf(workspace, entry)) {
        warning(`merge-order lists ${entry}, which is no file of the workspace: left out of the book.`);
      }
      continue;
    }
    first.push(job);
    byLabel.delete(entry);
  }
  const rest = [...byLabel.values()].sort((a, b) => a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  if (rest.length > 0) {
    const names = rest.slice(0, 10).map((job) => job.label);
    const more = rest.length > names.length ? ` and ${rest.length - names.length} more` : "";
    warning(
      `merge-order does not list ${names.join(", ")}${more}: merged after the listed documents, in path order. List ${rest.length === 1 ? "it" : "them"} where ${rest.length === 1 ? "it belongs" : "they belong"}, or leave ${rest.length === 1 ? "it" : "them"} out of sources.`
    );
  }
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
  readMergeOrder,
  orderByList,
  parseShard,
  inShard,
  workOf,
  newReport,
  converted,
  fromCache,
  refusedAssets,
  failed,
  outputFiles,
  creditsUsed,
  creditsRemaining,
  mergedSentence,
  afterwords,
  frontRows,
  pagesText,
  statusText,
  headline,
  headlineCredits
};
