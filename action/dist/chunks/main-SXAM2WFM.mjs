import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  writeCreditsSummary
} from "./chunk-WHA2ZTHD.mjs";
import {
  DocConvert
} from "./chunk-DUYVYIAC.mjs";
import {
  creditsRefusal,
  setOutputs
} from "./chunk-HASDR76F.mjs";
import {
  newReport,
  parseShard,
  readMergeOrder,
  workOf
} from "./chunk-7B7PTQXI.mjs";
import {
  InputError,
  describeError,
  isWorkspaceRelative
} from "./chunk-XYRXFBOL.mjs";
import {
  realPathInside,
  unreadableReason
} from "./chunk-THS4KDNM.mjs";
import {
  debug,
  error,
  getInput,
  getMultilineInput,
  info,
  setFailed,
  setSecret,
  warning
} from "./chunk-6OBSVC5H.mjs";
import {
  CONVERSION_CONTENT_TYPES,
  PROCESSOR_VERSIONS,
  loadOptions
} from "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import {
  DEFAULT_OUTLINE_DEPTH,
  OUTLINE_MAX_DEPTH,
  OUTLINE_MIN_DEPTH,
  outlineIssues
} from "./chunk-XT35LYKM.mjs";
import {
  contentsDepthIssue,
  langIssue,
  linkBaseIssue,
  pageNumbersIssue,
  runningHeadIssue
} from "./chunk-SH24UBVI.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/main.ts
init_esm_shims();

// packages/action/src/inputs/inputs.ts
init_esm_shims();
import { realpathSync } from "node:fs";
import path from "node:path";
var OUTPUT_TYPES = Object.keys(CONVERSION_CONTENT_TYPES);
var MAX_CONCURRENCY = 32;
var OPTIONS_SET_BY_THE_ACTION = {
  source: "is set by the Action (from the sources or source input, or the template)",
  filename: "makes the service store the file instead of returning it; the Action writes files itself",
  webhook: "makes the conversion asynchronous; the Action needs the file in the answer",
  encode: "makes the service answer Base64 text; the Action writes the binary file itself"
};
function text(name) {
  return getInput(name);
}
function boolean(name, fallback) {
  const value = text(name);
  if (value === "") return fallback;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw new InputError(`Input ${name} must be true or false (got ${JSON.stringify(value)}).`);
}
function integer(name, fallback, min, max = Number.MAX_SAFE_INTEGER) {
  const value = text(name);
  if (value === "") return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`;
    throw new InputError(`Input ${name} must be a whole number ${range} (got ${JSON.stringify(value)}).`);
  }
  return n;
}
function outputType() {
  const value = text("type").toLowerCase() || "pdf";
  if (!OUTPUT_TYPES.includes(value)) {
    const types = `${OUTPUT_TYPES.slice(0, -1).join(", ")} or ${OUTPUT_TYPES.at(-1)}`;
    throw new InputError(`Input type must be ${types} (got ${JSON.stringify(value)}).`);
  }
  return value;
}
function processorVersion() {
  const value = text("processor-version");
  if (value === "") return void 0;
  if (!PROCESSOR_VERSIONS.includes(value)) {
    throw new InputError(
      `Input processor-version must be ${PROCESSOR_VERSIONS.join(" or ")} (got ${JSON.stringify(value)}).`
    );
  }
  return value;
}
function outline(type, work, options) {
  const value = text("outline").trim().toLowerCase();
  if (value === "" || value === "false") return void 0;
  const depth = value === "true" ? DEFAULT_OUTLINE_DEPTH : Number(value);
  if (!/^(true|\d+)$/.test(value) || depth < OUTLINE_MIN_DEPTH || depth > OUTLINE_MAX_DEPTH) {
    throw new InputError(
      `Input outline must be true, false or a heading depth from ${OUTLINE_MIN_DEPTH} to ${OUTLINE_MAX_DEPTH} (got ${JSON.stringify(text("outline"))}).`
    );
  }
  if (type !== "pdf") {
    throw new InputError(
      `Input outline adds bookmarks to PDFs, so it needs type pdf (got ${JSON.stringify(type)}).`
    );
  }
  if (work.kind === "source" && /^https?:\/\//i.test(work.source)) {
    throw new InputError(
      "Input outline needs HTML the Action sends: a URL source's page is the site's, its headings cannot be prepared."
    );
  }
  const [issue] = outlineIssues(options, work.kind === "template");
  if (issue) throw new InputError(`Input outline ${issue.message}.`);
  return value === "true" ? true : { depth };
}
function patterns(name) {
  const lines = getMultilineInput(name).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  for (const line of lines) {
    if (!isWorkspaceRelative(line.startsWith("!") ? line.slice(1) : line)) {
      throw new InputError(
        `Input ${name}: ${JSON.stringify(line)} must be relative to the workspace and must not contain "..".`
      );
    }
  }
  if (lines.length > 0 && lines.every((line) => line.startsWith("!"))) {
    throw new InputError(`Input ${name} has only exclusions (!pattern); add a pattern that matches files.`);
  }
  return lines;
}
var WORK_INPUTS = {
  sources: "glob patterns",
  source: "one URL or inline HTML",
  template: "a stored template's slug",
  "template-file": "an HTML template in the repository"
};
async function target(workspace) {
  const values = {
    sources: patterns("sources"),
    source: getInput("source", { trimWhitespace: false }).trim(),
    template: text("template"),
    "template-file": text("template-file")
  };
  const data = patterns("data");
  const templateSlug = text("template-slug");
  const chosen = Object.keys(WORK_INPUTS).filter(
    (name) => values[name].length > 0
  );
  if (chosen.length > 1) {
    const [first, second] = chosen;
    throw new InputError(
      `Set either ${first} (${WORK_INPUTS[first]}) or ${second} (${WORK_INPUTS[second]}), not both.`
    );
  }
  const work = chosen[0];
  const fromTemplate = work === "template" || work === "template-file";
  if (data.length > 0 && !fromTemplate) {
    throw new InputError(
      `Input data needs template (${WORK_INPUTS.template}) or template-file (${WORK_INPUTS["template-file"]}): each data file fills the template in.`
    );
  }
  if (fromTemplate && data.length === 0) {
    throw new InputError(`Input ${work} needs data: glob patterns of JSON files, one document from each.`);
  }
  if (templateSlug !== "" && work !== "template-file") {
    throw new InputError(
      "Input template-slug names the stored copy of template-file, so it needs template-file" + (work === "template" ? " (with template, the slug is template itself)." : ".")
    );
  }
  switch (work) {
    case "sources":
      return { kind: "files", patterns: values.sources };
    case "source":
      return { kind: "source", source: values.source };
    case "template":
      return { kind: "template", slug: values.template, file: void 0, data };
    case "template-file": {
      const { resolveTemplateFile } = await import("./template-file-A7JFHHBT.mjs");
      return {
        kind: "template",
        data,
        ...await resolveTemplateFile(values[work], templateSlug, workspace)
      };
    }
    default:
      return { kind: "credits" };
  }
}
async function conversionOptions(type, sandbox) {
  const raw = text("options");
  if (raw === "") return {};
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch (error2) {
    throw new InputError(`Input options is not valid JSON: ${error2.message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new InputError('Input options must be a JSON object of conversion options, e.g. {"format": "A4"}.');
  }
  const options = parsed;
  for (const [name, reason] of Object.entries(OPTIONS_SET_BY_THE_ACTION)) {
    if (name in options) throw new InputError(`Input options: ${name} ${reason}.`);
  }
  const request = { ...options, source: "<p>options check</p>", ...sandbox ? { sandbox: true } : {} };
  const { parseConversionOptions } = await loadOptions();
  try {
    parseConversionOptions(type, request);
  } catch (error2) {
    throw new InputError(`Input options: ${error2.message}`);
  }
  return options;
}
function relativePath(name, base) {
  const value = text(name);
  if (value === "") return void 0;
  if (!isWorkspaceRelative(value)) {
    throw new InputError(`Input ${name}: ${JSON.stringify(value)} must be a relative path without "..".`);
  }
  return path.resolve(base, value);
}
function mergeFile(type, outputDir) {
  const file = relativePath("merge", outputDir);
  if (file === void 0) return void 0;
  if (type !== "pdf") {
    throw new InputError(
      `Input merge joins PDFs into one, so it needs type pdf (got ${JSON.stringify(type)}).`
    );
  }
  if (!/\.pdf$/i.test(file)) {
    throw new InputError(`Input merge must name a .pdf file (got ${JSON.stringify(text("merge"))}).`);
  }
  return file;
}
var BOOK_INPUTS = {
  "merge-toc": "puts a contents page in front of the merge PDF",
  "merge-toc-depth": "sets how many levels the contents page lists",
  "merge-page-numbers": "numbers the pages of the merge PDF",
  "merge-running-head": "puts a running head on the pages of the merge PDF",
  "merge-title": "is the Title of the merge PDF",
  "merge-cover": "puts a cover in front of the merge PDF",
  "merge-date": "is the date on the cover of the merge PDF",
  "merge-author": "is the Author of the merge PDF",
  "merge-subject": "is the Subject of the merge PDF",
  "merge-lang": "is the language of the merge PDF",
  "merge-link-base": "gives links out of the merge PDF an address",
  "merge-partial": "merges this run's documents alone into the merge PDF"
};
async function cover(workspace) {
  const value = text("merge-cover");
  if (value === "" || /^false$/i.test(value)) return void 0;
  if (/^true$/i.test(value)) return true;
  const name = `Input merge-cover (${JSON.stringify(value)})`;
  if (!isWorkspaceRelative(value) || !/\.(x?html?)$/i.test(value)) {
    throw new InputError(
      `${name} must be true (a cover made from merge-title, merge-subject, merge-author and merge-date) or an HTML file relative to the workspace, without "..".`
    );
  }
  try {
    return { path: await realPathInside(workspace, value), label: value.split(path.sep).join("/") };
  } catch (error2) {
    throw new InputError(`${name} cannot be read: ${unreadableReason(error2)}.`);
  }
}
async function book(merge, workspace) {
  const given = Object.keys(BOOK_INPUTS).filter((name) => {
    const value = text(name);
    return value !== "" && !(/^false$/i.test(value) && ["merge-toc", "merge-partial", "merge-cover"].includes(name));
  });
  if (merge === void 0 && given.length > 0) {
    throw new InputError(`Input ${given[0]} ${BOOK_INPUTS[given[0]]}, so it needs merge.`);
  }
  const toc = boolean("merge-toc", false);
  const optional = (name) => text(name) || void 0;
  const checked = (name, issue) => {
    const value = optional(name);
    const problem = value === void 0 ? void 0 : issue(value);
    if (problem) throw new InputError(`Input ${name} ${problem}.`);
    return value;
  };
  const depthText = optional("merge-toc-depth");
  if (depthText !== void 0 && !toc) {
    throw new InputError(
      "Input merge-toc-depth sets how many levels the contents page lists, so it needs merge-toc."
    );
  }
  const depth = depthText === void 0 ? void 0 : /^\d+$/.test(depthText) ? Number(depthText) : depthText;
  const depthProblem = depth === void 0 ? void 0 : contentsDepthIssue(depth);
  if (depthProblem) throw new InputError(`Input merge-toc-depth ${depthProblem}.`);
  const mergeCover = merge === void 0 ? void 0 : await cover(workspace);
  const date = optional("merge-date");
  if (date !== void 0 && mergeCover !== true) {
    throw new InputError(
      "Input merge-date is the date on a generated cover, so it needs merge-cover: true (an HTML cover shows its own)."
    );
  }
  return {
    mergeToc: toc,
    mergeTocDepth: depth,
    mergePageNumbers: checked("merge-page-numbers", pageNumbersIssue),
    mergeRunningHead: checked("merge-running-head", runningHeadIssue),
    mergeTitle: optional("merge-title"),
    mergeCover,
    mergeDate: date,
    mergeAuthor: optional("merge-author"),
    mergeSubject: optional("merge-subject"),
    mergeLang: checked("merge-lang", langIssue),
    mergeLinkBase: checked("merge-link-base", linkBaseIssue),
    mergePartial: boolean("merge-partial", false)
  };
}
async function warnAboutMargins(options, inputs) {
  if (options.margin === void 0 || !inputs.mergePageNumbers && !inputs.mergeRunningHead) return;
  const { marginPoints } = await loadOptions();
  const margin = marginPoints(options.margin);
  const drawn = [
    ["merge-page-numbers", "bottom", "page numbers"],
    ["merge-running-head", "top", "running heads"]
  ];
  for (const [name, side, what] of drawn) {
    const set = name === "merge-page-numbers" ? inputs.mergePageNumbers : inputs.mergeRunningHead;
    if (!set || margin[side] >= 12) continue;
    warning(
      `${name}: the ${what} are drawn in the ${side} margin, which options sets to ${Math.round(margin[side] * 10) / 10} pt: they print over the text. Leave at least 12 pt there (the service's default margin, \xBD inch, fits them), or set the pages' own @page margins and leave "margin" out of options.`,
      { title: `Doc Convert: ${what} in a ${side} margin of ${Math.round(margin[side])} pt` }
    );
  }
}
function workspaceRoot() {
  const root = process.env.GITHUB_WORKSPACE || process.cwd();
  try {
    return realpathSync(root);
  } catch {
    throw new InputError(`The workspace ${root} does not exist (GITHUB_WORKSPACE).`);
  }
}
var REVIEW_INPUTS = [
  "review",
  "review-fail-above",
  "review-volatile",
  "review-images",
  "review-max-images"
];
async function review(type, work, githubToken) {
  if (REVIEW_INPUTS.every((name) => text(name) === "" || name === "review" && /^false$/i.test(text(name))))
    return void 0;
  const { reviewInputs } = await import("./review-inputs-WE4BLX3V.mjs");
  return reviewInputs(boolean("review", false), type, work, githubToken);
}
async function readInputs() {
  const apiKey = getInput("api-key", { required: true });
  setSecret(apiKey);
  const githubToken = text("github-token") || void 0;
  if (githubToken) setSecret(githubToken);
  const type = outputType();
  const workspace = workspaceRoot();
  const sandbox = boolean("sandbox", false);
  const options = await conversionOptions(type, sandbox);
  const commentOnPr = boolean("comment-on-pr", false);
  if (commentOnPr && !githubToken) {
    throw new InputError("Input comment-on-pr needs github-token (default: ${{ github.token }}).");
  }
  const work = await target(workspace);
  const shard = parseShard(text("shard"));
  if (shard.count > 1 && work.kind !== "files" && work.kind !== "template") {
    throw new InputError("Input shard splits the files of sources or data; set one of them to use it.");
  }
  const outputDir = path.resolve(workspace, text("output-dir") || "doc-convert");
  const merge = mergeFile(type, outputDir);
  const mergeOrder = text("merge-order");
  if (mergeOrder !== "" && merge === void 0) {
    throw new InputError("Input merge-order orders the documents of merge, so it needs merge.");
  }
  const bookInputs = await book(merge, workspace);
  await warnAboutMargins(options, bookInputs);
  const releaseAssets = boolean("release-assets", false);
  if (releaseAssets && !githubToken) {
    throw new InputError("Input release-assets needs github-token (default: ${{ github.token }}).");
  }
  return {
    apiKey,
    baseUrl: text("base-url") || void 0,
    target: work,
    type,
    workspace,
    outputDir,
    options,
    sandbox: sandbox || options.sandbox === true,
    processorVersion: processorVersion(),
    outline: outline(type, work, options),
    concurrency: integer("concurrency", 4, 1, MAX_CONCURRENCY),
    inlineAssets: boolean("inline-assets", true),
    minCredits: integer("min-credits", 0, 0),
    failOnError: boolean("fail-on-error", true),
    artifactName: text("artifact-name") || void 0,
    commentOnPr,
    githubToken,
    shard,
    cacheDir: relativePath("cache-dir", workspace),
    merge,
    mergeOrder: mergeOrder === "" ? void 0 : await readMergeOrder(mergeOrder, workspace),
    ...bookInputs,
    releaseAssets,
    review: await review(type, work, githubToken)
  };
}

// packages/action/src/main.ts
async function run() {
  let client;
  let secrets = [];
  try {
    const inputs = await readInputs();
    secrets = [inputs.apiKey, inputs.githubToken];
    client = new DocConvert({
      apiKey: inputs.apiKey,
      baseUrl: inputs.baseUrl,
      pool: { connections: inputs.concurrency },
      userAgent: "github-action",
      // Retries and rate-limit waits in the step's log ("rate limited: waiting 12 s (attempt 2 of 3)"), each
      // answer in its debug log: a long wait is never silent.
      logger: {
        debug: (message) => debug(message),
        info: (message) => info(message),
        warn: (message) => warning(message),
        error: (message) => error(message)
      },
      logLevel: "debug"
    });
    if (inputs.target.kind === "credits") await checkCredits(client, inputs);
    else if (inputs.review) await (await import("./run-review-WWAFBJCS.mjs")).runReview(client, inputs);
    else {
      const { convertSources } = await import("./convert-sources-EKEG2SBI.mjs");
      await convertSources(client, inputs);
    }
  } catch (error2) {
    setFailed(describeError(error2, secrets));
  } finally {
    await client?.close();
  }
}
async function checkCredits(client, inputs) {
  const credits = await client.credits.usage();
  info(
    `Credits: ${credits.remaining} remaining of ${credits.total} (${credits.used} used this period).`
  );
  const refusal = creditsRefusal(credits, {
    minCredits: inputs.minCredits,
    sandbox: true,
    files: 0,
    work: workOf(inputs)
  });
  setOutputs(newReport(inputs, credits));
  await writeCreditsSummary(credits, refusal);
  if (refusal) setFailed(refusal);
}
export {
  run
};
