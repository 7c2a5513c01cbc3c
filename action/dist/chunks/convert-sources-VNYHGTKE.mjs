import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  afterwords,
  contentsRow,
  converted,
  creditsRefusal,
  creditsRemaining,
  creditsUsed,
  failed,
  headline,
  inShard,
  newReport,
  orderByList,
  pagesText,
  setOutputs,
  statusText,
  workOf,
  writeRunSummary
} from "./chunk-WRT3WAYO.mjs";
import {
  mapWithConcurrency
} from "./chunk-A6TYX3NC.mjs";
import {
  PageCounter,
  countPages
} from "./chunk-KWSK7THD.mjs";
import {
  writeBytes
} from "./chunk-LW4YN7IX.mjs";
import {
  describeError
} from "./chunk-XYRXFBOL.mjs";
import {
  AssetReader,
  LinkTargets,
  countRefusals,
  hasMarkedLinks,
  pagesOf,
  repositoryBlob
} from "./chunk-Q6YKANJJ.mjs";
import {
  OutsideError,
  displayPath,
  formatBytes,
  formatDuration,
  isInside,
  plural,
  prepareOutputFolder,
  realPathInside
} from "./chunk-3OBSVUZH.mjs";
import "./chunk-VR35WCNI.mjs";
import {
  endGroup,
  error,
  info,
  notice,
  setFailed,
  startGroup,
  warning
} from "./chunk-KSIBQY4K.mjs";
import "./chunk-IARKGGH3.mjs";
import {
  escapeHtml
} from "./chunk-W262CXOT.mjs";
import {
  ValidationError
} from "./chunk-7UMRIUQS.mjs";
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

// packages/action/src/report/artifact.ts
init_esm_shims();
import path from "node:path";
async function uploadArtifact(name, files, outputDir) {
  const { DefaultArtifactClient } = await import("./artifact-PX2XFGRE.mjs");
  const { id, size } = await new DefaultArtifactClient().uploadArtifact(
    name,
    files.map((file) => path.resolve(file)),
    outputDir
  );
  info(`Uploaded artifact ${name} (${files.length} files, ${size ?? 0} bytes).`);
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = process.env;
  if (id === void 0 || !server || !repository || !runId) return "";
  return `${server}/${repository}/actions/runs/${runId}/artifacts/${id}`;
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
    const contents = contentsRow(report);
    if (contents) {
      const output = contents.output === void 0 ? "\u2014" : `\`${cell(contents.output)}\``;
      const size = contents.bytes === void 0 ? "\u2014" : formatBytes(contents.bytes);
      const pages = contents.pages === void 0 ? "\u2014" : String(contents.pages);
      lines.push(`| ${cell(contents.source)} | ${output} | ${size} | ${pages} | ${cell(contents.status)} |`);
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

// packages/action/src/convert/convert.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
import path2 from "node:path";

// packages/action/src/convert/markdown-outcome.ts
init_esm_shims();
var MARKDOWN_EXTENSION = /\.(?:md|markdown|mdown|mkd)$/i;
function isMarkdownJob(job) {
  return job.file !== void 0 && !job.template && !job.given && MARKDOWN_EXTENSION.test(job.file);
}
function cacheText(source) {
  if (!source?.markdown) return source?.text;
  return `${source.text}
<!-- options ${JSON.stringify(source.markdown.options)} -->`;
}
function frontMatterLine(error2) {
  if (!ValidationError.is(error2)) return void 0;
  const line = error2.issues.find((issue) => issue.line !== void 0)?.line;
  return line === void 0 ? void 0 : { line, column: 1 };
}
async function drawnProblemsOf(pdf, page) {
  const { drawnProblems } = await import("./src-2PLWL6WQ.mjs");
  try {
    return drawnProblems(pdf, page.prepared);
  } catch {
    return [];
  }
}
var TITLES = {
  math: "formula not typeset",
  diagram: "diagram not drawn",
  image: "image not found",
  stylesheet: "stylesheet not found"
};
function problemsOf(job, page, drawn) {
  if (!page) return {};
  const problems = [...page.prepared.problems, ...drawn ?? []].sort((a, b) => a.line - b.line);
  for (const problem of problems) {
    warning(problem.message, {
      title: `Doc Convert: ${TITLES[problem.kind]}`,
      file: job.label,
      startLine: problem.line
    });
  }
  return problems.length > 0 ? { problems } : {};
}

// packages/action/src/convert/convert.ts
function pageContext(inputs, pages) {
  return {
    reader: inputs.inlineAssets ? new AssetReader(inputs.workspace) : void 0,
    links: {
      workspace: inputs.workspace,
      pages,
      repositoryBlob: repositoryBlob(),
      keepFragment: inputs.type === "pdf",
      marked: inputs.type === "pdf",
      sections: inputs.type === "pdf" ? new LinkTargets(inputs.workspace) : void 0
    },
    printNotice: "use_print" in inputs.options ? void 0 : { said: false }
  };
}
async function htmlOf(job, { reader, links }, page) {
  const source = job.source ?? "";
  if (job.file === void 0 && /^https?:\/\//i.test(source)) return source;
  const html = page?.html ?? (job.file === void 0 ? source : await readFile(job.file, "utf8"));
  const file = job.file ?? path2.join(links.workspace, "index.html");
  const { inlineHtml } = await import("./inline-html-KCFX3UFM.mjs");
  return inlineHtml(html, file, reader, { policy: links, output: job.output });
}
async function sourceOf(job, context, inputs) {
  const page = isMarkdownJob(job) ? await (await import("./markdown-NIFYIR2M.mjs")).markdownPage(job, inputs) : void 0;
  const { value, refused, notes } = await countRefusals(() => htmlOf(job, context, page));
  const annotation = job.file ? { file: displayPath(context.links.workspace, job.file) } : {};
  const [first, ...more] = notes.notInlined;
  if (first !== void 0) {
    const others = more.length > 0 ? ` (and ${plural(more.length, "other")})` : "";
    warning(
      `Not inlined (inline-assets is false): ${first}${others} cannot load, since ${job.label} is sent without its folder; set inline-assets to true to send them with it.`,
      annotation
    );
  }
  const notice2 = context.printNotice;
  if (notes.print && notice2 && !notice2.said) {
    notice2.said = true;
    notice(
      `${job.label} has print styles (a print stylesheet or @media print), which are left out: the service prints with the screen styles unless use_print is set. To print the site as it intends, add "use_print": true to options, e.g. options: '{"use_print": true, "margin": "0"}'.`,
      { ...annotation, title: "Doc Convert: print styles" }
    );
  }
  return { text: value, refused, notes, ...page ? { markdown: page } : {} };
}
function assetNotes(source) {
  const list = (set) => set?.size ? [...set] : void 0;
  return {
    refused: source?.refused.length ? source.refused : void 0,
    missing: list(source?.notes?.missing),
    notInlined: list(source?.notes?.notInlined)
  };
}
var SourceQueue = class {
  constructor(jobs, context, inputs, known = /* @__PURE__ */ new Map()) {
    this.jobs = jobs;
    this.context = context;
    this.inputs = inputs;
    this.known = known;
  }
  jobs;
  context;
  inputs;
  known;
  #reads = /* @__PURE__ */ new Map();
  /** Starts reading job `index`'s source (if there is such a job, with HTML to read) without waiting for it. */
  readAhead(index) {
    if (index >= this.jobs.length || this.#reads.has(index) || this.jobs[index].template) return;
    const job = this.jobs[index];
    const known = this.known.get(job);
    this.known.delete(job);
    const read = known ? Promise.resolve(known) : sourceOf(job, this.context, this.inputs);
    read.catch(() => void 0);
    this.#reads.set(index, read);
  }
  /** Job `index`'s source, handed over once. */
  take(index) {
    this.readAhead(index);
    const read = this.#reads.get(index);
    this.#reads.delete(index);
    return read;
  }
};
function render(client, job, source, inputs) {
  const sandbox = inputs.sandbox ? { sandbox: true } : {};
  const request = { processorVersion: inputs.processorVersion };
  if (inputs.outline !== void 0) request.outline = inputs.outline;
  if (job.template) {
    const { slug, data } = job.template;
    return client.templates.generate(slug, inputs.type, { ...inputs.options, ...sandbox, data }, request);
  }
  const own = source?.markdown?.options ?? inputs.options;
  const options = { ...own, source: source?.text, ...sandbox };
  return client.convert[inputs.type](options, request);
}
async function writeRelinked(job, inputs, answer, page) {
  const pdf = await answer.bytes();
  const drawn = page ? await drawnProblemsOf(pdf, page) : void 0;
  let file = pdf;
  let cacheable = true;
  try {
    const { relinkPdf } = await import("./pdf-links-SKIT2YA6.mjs");
    file = (await relinkPdf(pdf))?.bytes ?? pdf;
  } catch (error2) {
    cacheable = false;
    warning(
      `Links between pages left as sent in ${job.label}: ${describeError(error2, [inputs.apiKey, inputs.githubToken])}`
    );
  }
  const counter = new PageCounter();
  counter.push(file);
  const bytes = await writeBytes(job.output, file);
  return { bytes, pages: counter.pages(), cacheable, drawn };
}
function prepareFolderOf(run, output) {
  const folder = path2.dirname(output);
  let prepared = run.folders.get(folder);
  if (!prepared) run.folders.set(folder, prepared = prepareOutputFolder(run.inputs.outputDir, output));
  return prepared;
}
function logWritten(inputs, job, details) {
  const output = displayPath(inputs.workspace, job.output);
  info(`\u2713 ${job.label} \u2192 ${output} (${details.filter(Boolean).join(", ")})`);
}
async function convertOne(run, index, job, release) {
  const { client, inputs, sources, cache } = run;
  const started = performance.now();
  let notes = {};
  try {
    await prepareFolderOf(run, job.output);
    const source = job.template ? void 0 : await sources.take(index);
    notes = assetNotes(source);
    sources.readAhead(index + inputs.concurrency);
    const answer = await render(client, job, source, inputs);
    if (answer.kind !== "file") throw new Error(`The service answered a ${answer.kind} result, not a file.`);
    const diagrams = inputs.type === "pdf" && (source?.markdown?.prepared.diagrams.length ?? 0) > 0;
    const relink = inputs.type === "pdf" && source !== void 0 && (diagrams || hasMarkedLinks(source.text));
    const written = relink ? await writeRelinked(job, inputs, answer, source?.markdown) : {
      bytes: await answer.toFile(job.output),
      pages: inputs.type === "pdf" ? await countPages(job.output) : void 0,
      cacheable: true,
      drawn: void 0
    };
    release();
    const { bytes, pages } = written;
    const bookmarks = answer.outline?.bookmarks;
    const { creditsUsed: creditsUsed2, creditsCost, serviceDuration } = answer.metadata;
    const credits = creditsUsed2 ?? (inputs.sandbox ? 0 : creditsCost);
    const durationMs = serviceDuration ?? performance.now() - started;
    logWritten(inputs, job, [
      formatBytes(bytes),
      pages && plural(pages, "page"),
      bookmarks !== void 0 && plural(bookmarks, "bookmark"),
      credits !== void 0 && plural(credits, "credit"),
      formatDuration(durationMs)
    ]);
    if (cache && written.cacheable) {
      await cache.store(cache.key(job, cacheText(source)), job.output).catch((error2) => {
        warning(
          `Not cached: ${job.label}: ${describeError(error2, [inputs.apiKey, inputs.githubToken])}`
        );
      });
    }
    const problems = problemsOf(job, source?.markdown, written.drawn);
    return { job, ok: true, bytes, pages, bookmarks, credits, durationMs, ...notes, ...problems };
  } catch (error2) {
    const message = describeError(error2, [inputs.apiKey, inputs.githubToken]);
    info(`\u2717 ${job.label}: ${message}`);
    const at = frontMatterLine(error2);
    return {
      job,
      ok: false,
      error: message,
      durationMs: performance.now() - started,
      ...notes,
      ...at ? { at } : {}
    };
  }
}
var PROBES_AT_ONCE = 16;
var KEEP_READ_CHARS = 64 * 1024 * 1024;
async function restoreFromCache(jobs, inputs, cache, context) {
  const known = /* @__PURE__ */ new Map();
  let kept = 0;
  const run = { inputs, folders: /* @__PURE__ */ new Map() };
  const probed = await mapWithConcurrency(jobs, PROBES_AT_ONCE, async (job) => {
    try {
      const source = job.template ? void 0 : await sourceOf(job, context, inputs);
      await prepareFolderOf(run, job.output);
      const hit = await cache.restore(cache.key(job, cacheText(source)), job.output);
      if (!hit) {
        if (source && kept + source.text.length <= KEEP_READ_CHARS) {
          kept += source.text.length;
          known.set(job, source);
        }
        return void 0;
      }
      logWritten(inputs, job, [
        formatBytes(hit.bytes),
        hit.pages && plural(hit.pages, "page"),
        hit.bookmarks !== void 0 && plural(hit.bookmarks, "bookmark"),
        "from the cache"
      ]);
      return {
        job,
        ok: true,
        bytes: hit.bytes,
        pages: hit.pages,
        bookmarks: hit.bookmarks,
        credits: 0,
        durationMs: 0,
        cached: true,
        ...assetNotes(source)
      };
    } catch {
      return void 0;
    }
  });
  const restored = probed.filter((o) => o !== void 0);
  const misses = jobs.filter((_, i) => probed[i] === void 0);
  return { restored, misses, resume: { cache, known } };
}
async function convertAll(client, jobs, inputs, context, halt, cached) {
  const run = {
    client,
    inputs,
    sources: new SourceQueue(jobs, context, inputs, cached?.known),
    folders: /* @__PURE__ */ new Map(),
    cache: cached?.cache
  };
  return mapWithConcurrency(
    jobs,
    inputs.concurrency,
    async (job, index, release) => halt?.aborted ? { job, ok: false, error: "Not converted: the run was stopped.", durationMs: 0 } : convertOne(run, index, job, release)
  );
}

// packages/action/src/plan/jobs.ts
init_esm_shims();
import { realpathSync, statSync } from "node:fs";
import { glob, stat } from "node:fs/promises";
import path3 from "node:path";
var HTML_EXTENSION = /\.(x?html?)$/i;
var PAGE_EXTENSION = /\.(x?html?|md|markdown|mdown|mkd)$/i;
var JSON_EXTENSION = /\.json$/i;
var PDF_EXTENSION = /\.pdf$/i;
function outputName(relative, type, replaced = PAGE_EXTENSION) {
  return `${relative.replace(replaced, "")}.${type}`;
}
function sourceName(source) {
  if (!/^https?:\/\//i.test(source)) return "document";
  try {
    const url = new URL(source);
    const last = decodeURIComponent(url.pathname.split("/").filter(Boolean).pop() ?? "");
    const stem = last.replace(PAGE_EXTENSION, "").replace(/\.[a-z0-9]+$/i, "") || url.hostname;
    return stem.replace(/[^\w.-]+/g, "-").replace(/^[.-]+/, "") || "document";
  } catch {
    return "document";
  }
}
var DEPENDENCY_FOLDERS = ["node_modules", "bower_components", "jspm_packages", "vendor", ".git"];
function leftOutFolders(include) {
  const named = new Set(include.flatMap((pattern) => pattern.split(/[\\/]/)));
  return DEPENDENCY_FOLDERS.filter((folder) => !named.has(folder));
}
var SitePages = class {
  constructor(matched, inputs) {
    this.matched = matched;
    this.inputs = inputs;
  }
  matched;
  inputs;
  // Each file is looked at once per run. Synchronously: a link is rewritten while the page is parsed, and a
  // page links to few distinct files, each stat()ed once for the whole run.
  #others = /* @__PURE__ */ new Map();
  get(file) {
    const output = this.matched.get(file);
    if (output !== void 0) return output;
    if (!this.#others.has(file)) this.#others.set(file, this.#other(file));
    return this.#others.get(file);
  }
  /** The output of `file` when it is an HTML file of the workspace, read as a run that matched it would. */
  #other(file) {
    const { workspace, outputDir, type } = this.inputs;
    const relative = path3.relative(workspace, file);
    if (!HTML_EXTENSION.test(relative) || !isInside(workspace, file)) return void 0;
    if (relative.split(path3.sep).some((part) => DEPENDENCY_FOLDERS.includes(part))) return void 0;
    try {
      if (!statSync(file).isFile() || !isInside(workspace, realpathSync(file))) return void 0;
    } catch {
      return void 0;
    }
    return path3.join(outputDir, outputName(relative, type));
  }
};
function excludedBy(exclude, relative) {
  if (exclude.length === 0) return false;
  const parts = relative.split(path3.sep);
  return parts.some((_, i) => {
    const prefix = parts.slice(0, i + 1).join("/");
    return exclude.some((pattern) => path3.matchesGlob(prefix, pattern));
  });
}
var byPath = (a, b) => a < b ? -1 : a > b ? 1 : 0;
async function matchFiles(patterns, workspace, ordered) {
  const include = patterns.filter((p) => !p.startsWith("!"));
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  const leftOut = leftOutFolders(include);
  if (leftOut.length > 0 && include.some((p) => p.includes("*"))) {
    info(`Left out dependency folders (${leftOut.join(", ")}): a pattern that names one matches in it.`);
  }
  const skipped = new Set(leftOut);
  const globbed = async (pattern) => {
    const matches = /* @__PURE__ */ new Set();
    for await (const match of glob(pattern, {
      cwd: workspace,
      exclude: (name) => skipped.has(path3.basename(name))
    })) {
      const normal = path3.normalize(match);
      if (!excludedBy(exclude, normal)) matches.add(normal);
    }
    return [...matches].sort(byPath);
  };
  if (!ordered || include.length === 1) return globbed(include);
  const perPattern = await Promise.all(include.map(globbed));
  return [...new Set(perPattern.flat())];
}
async function planJobs(inputs) {
  const { target, outputDir, type } = inputs;
  switch (target.kind) {
    case "source": {
      const isUrl = /^https?:\/\//i.test(target.source);
      const job = {
        label: isUrl ? target.source : "inline HTML",
        file: void 0,
        source: target.source,
        output: path3.join(outputDir, `${sourceName(target.source)}.${type}`)
      };
      return { jobs: [job], rejected: [] };
    }
    case "files": {
      const matched = inMergeOrder(await fileJobs(target.patterns, inputs, PAGE_EXTENSION, true), inputs);
      const pages = new SitePages(pagesOf(matched), inputs);
      const jobs = thisShard(matched, inputs);
      return { jobs, rejected: [], matched: matched.length, pages, order: jobs.map((job) => job.label) };
    }
    case "template": {
      const [{ readDataFiles }, { readTemplateFile }] = await Promise.all([
        import("./data-files-IKFQ7XMG.mjs"),
        import("./template-file-SS4DK4BU.mjs")
      ]);
      let matched = 0;
      let order = [];
      const [plan, templateContent] = await Promise.all([
        fileJobs(target.data, inputs, JSON_EXTENSION, false).then((all) => {
          matched = all.length;
          const jobs = thisShard(inMergeOrder(all, inputs), inputs);
          order = jobs.map((job) => job.label);
          return readDataFiles(jobs, target.slug, type);
        }),
        target.file && readTemplateFile(target.file, inputs)
      ]);
      return { ...plan, templateContent, matched, order };
    }
    default:
      return { jobs: [], rejected: [] };
  }
}
function thisShard(jobs, { shard }) {
  if (shard.count === 1) return jobs;
  const mine = inShard(jobs, shard, (job) => job.label);
  info(`Shard ${shard.index}/${shard.count}: ${mine.length} of ${plural(jobs.length, "matched file")}.`);
  return mine;
}
function inMergeOrder(jobs, { mergeOrder }) {
  return mergeOrder ? orderByList(jobs, mergeOrder) : jobs;
}
async function fileJobs(patterns, { workspace, outputDir, type, merge }, replaced, ordered) {
  const jobs = [];
  const outputs = /* @__PURE__ */ new Map();
  const matches = await matchFiles(patterns, workspace, ordered);
  const checked = await Promise.all(
    matches.map(async (relative) => {
      try {
        const file = await realPathInside(workspace, relative);
        return (await stat(file)).isFile() ? { file } : void 0;
      } catch (error2) {
        return { error: error2 };
      }
    })
  );
  for (const [index, relative] of matches.entries()) {
    const label = relative.split(path3.sep).join("/");
    const check = checked[index];
    if (check === void 0) continue;
    if ("error" in check) {
      warning(
        check.error instanceof OutsideError ? `Refused ${label}: it resolves outside the workspace, so it is not read.` : `Skipped ${label}: ${check.error.message}`
      );
      continue;
    }
    const { file } = check;
    if (merge && replaced === PAGE_EXTENSION && PDF_EXTENSION.test(relative)) {
      if (path3.join(workspace, relative) !== merge)
        jobs.push({ label, file, source: void 0, output: file, given: true });
      continue;
    }
    const output = path3.join(outputDir, outputName(relative, type, replaced));
    const taken = outputs.get(output);
    if (taken) {
      warning(`Skipped ${label}: its output ${displayPath(workspace, output)} is already ${taken}'s.`);
      continue;
    }
    outputs.set(output, label);
    jobs.push({ label, file, source: void 0, output });
  }
  return jobs;
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
  const { ResultCache } = await import("./cache-K643L5GU.mjs");
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
  const withContents = Boolean(inputs.mergeToc && inputs.merge && matched > 0);
  if (early) {
    const contents2 = withContents && jobs.length > 0;
    const refusal = creditsRefusal(early, { ...inputs, files: jobs.length, work, contents: contents2 });
    if (refusal) return refuse(inputs, early, refusal);
  }
  const { target } = inputs;
  if (target.kind === "template" && target.file && templateContent !== void 0 && jobs.length > 0) {
    const { storeTemplate } = await import("./template-file-SS4DK4BU.mjs");
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
  let contents;
  if (withContents) {
    const { contentsRenderer } = await import("./contents-render-ZLQLCJYO.mjs");
    contents = contentsRenderer({
      client,
      inputs,
      cache: resume?.cache,
      label: `Contents page of ${displayPath(inputs.workspace, inputs.merge)}`,
      beforeSending: async () => {
        if (inputs.sandbox || early && jobs.length > 0) return;
        const balance = early ?? await (asking ??= ask());
        const refusal = creditsRefusal(balance, { ...inputs, files: 0, work, contents: true });
        if (refusal) throw new Error(refusal);
      }
    });
  }
  if (inputs.merge && matched > 0) {
    const sections = context.links.sections;
    problems.push(...await mergeDocuments(report, given, inputs, inOrder, sections, contents));
  }
  report.before ??= await settled();
  if (!report.before) report.balanceNote = unread;
  const sentContents = contents ? contents.outcome.renders - contents.outcome.cached : 0;
  report.after = await creditsAfter(client, inputs, report, jobs.length + sentContents);
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
async function mergeDocuments(report, given, inputs, inOrder, sections, contents) {
  const parts = [...converted(report).map((o) => o.job), ...given].sort(inOrder);
  const { mergePdfs } = await import("./merge-ARFXVURX.mjs");
  if (contents) report.contents = contents.outcome;
  try {
    report.merged = await mergePdfs(parts, inputs.merge, inputs, { sections, contents: contents?.render });
    return [];
  } catch (error2) {
    const message = describeError(error2, [inputs.apiKey, inputs.githubToken]);
    if (contents) contents.outcome.error = message;
    return [`The merge into ${displayPath(inputs.workspace, inputs.merge)} failed: ${message}`];
  }
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
    const { uploadReleaseAssets } = await import("./release-3GEUCE2J.mjs");
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
