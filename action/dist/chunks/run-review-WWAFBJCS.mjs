import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  uploadArtifact
} from "./chunk-FCEGQLVT.mjs";
import {
  comparePdfs
} from "./chunk-DUYVYIAC.mjs";
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
  newReport,
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
import "./chunk-THS4KDNM.mjs";
import {
  info,
  setFailed,
  setOutput,
  summary,
  warning
} from "./chunk-6OBSVC5H.mjs";
import "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/review/run-review.ts
init_esm_shims();
import { mkdtemp as mkdtemp3, readFile, rm as rm3, writeFile as writeFile2 } from "node:fs/promises";
import os3 from "node:os";
import path4 from "node:path";

// packages/action/src/review/canvas.ts
init_esm_shims();
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
var CANVAS_VERSION = "1.1.1";
var loadFrom = (from) => createRequire(from)("@napi-rs/canvas");
var npmInstall = (prefix, version) => new Promise((resolve, reject) => {
  execFile(
    // On Windows npm is npm.cmd, which only a shell finds by this name.
    "npm",
    [
      "install",
      "--no-save",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--prefix",
      prefix,
      `@napi-rs/canvas@${version}`
    ],
    { timeout: 18e4, shell: process.platform === "win32" },
    (error, _stdout, stderr) => error ? reject(new Error(String(stderr).trim().split("\n").at(-1) || error.message)) : resolve()
  );
});
async function findCanvas(search) {
  const load = search.load ?? loadFrom;
  for (const from of search.from) {
    try {
      return { canvas: load(from), from };
    } catch {
    }
  }
  if (!search.toolCache) {
    return {
      canvas: void 0,
      why: "@napi-rs/canvas is not installed here and RUNNER_TOOL_CACHE is not set"
    };
  }
  const prefix = path.join(search.toolCache, "doc-convert-canvas", CANVAS_VERSION);
  const anchor = path.join(prefix, "package.json");
  try {
    return { canvas: load(anchor), from: prefix };
  } catch {
  }
  try {
    await search.install(prefix, CANVAS_VERSION);
    return { canvas: load(anchor), from: prefix };
  } catch (error) {
    return {
      canvas: void 0,
      why: `@napi-rs/canvas@${CANVAS_VERSION} could not be installed into ${prefix} (${error.message})`
    };
  }
}

// packages/action/src/review/git.ts
init_esm_shims();
import { execFile as execFile2 } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";
function git(cwd, args, env) {
  return new Promise((resolve, reject) => {
    execFile2(
      "git",
      args,
      { cwd, maxBuffer: 64 * 1024 * 1024, env: env ? { ...process.env, ...env } : process.env },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const said = String(stderr).trim().split("\n").find(Boolean) ?? error.message;
        reject(new Error(`git ${args[0]}: ${said}`));
      }
    );
  });
}
async function ensureCommit(workspace, sha) {
  try {
    await git(workspace, ["cat-file", "-e", `${sha}^{commit}`]);
    return;
  } catch {
    info(
      `The base commit ${sha.slice(0, 12)} is not in the checkout: fetching it (fetch-depth: 0 avoids this).`
    );
  }
  try {
    await git(workspace, ["fetch", "--no-tags", "--depth=1", "origin", sha]);
  } catch (error) {
    throw new Error(
      `The pull request's base commit ${sha} is not in the checkout and could not be fetched (${error.message}); check the repository out with actions/checkout and fetch-depth: 0.`
    );
  }
}
async function changedFiles(workspace, base) {
  const out = await git(workspace, ["diff", "--name-status", "--no-renames", "-z", base, "HEAD", "--"]);
  const fields = out.split("\0").filter((field) => field !== "");
  const changed = { atHead: /* @__PURE__ */ new Set(), deleted: /* @__PURE__ */ new Set() };
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [status, file] = [fields[i], fields[i + 1]];
    (status.startsWith("D") ? changed.deleted : changed.atHead).add(file);
  }
  return changed;
}
async function checkOutBase(workspace, sha) {
  const parent = await mkdtemp(path2.join(process.env.RUNNER_TEMP || os.tmpdir(), "doc-convert-base-"));
  const root = path2.join(parent, "base");
  await git(workspace, ["worktree", "add", "--detach", root, sha]);
  return {
    root,
    async remove() {
      await git(workspace, ["worktree", "remove", "--force", root]).catch(() => void 0);
      await rm(parent, { recursive: true, force: true });
      await git(workspace, ["worktree", "prune"]).catch(() => void 0);
    }
  };
}

// packages/action/src/review/review-body.ts
init_esm_shims();

// packages/action/src/review/review-report.ts
init_esm_shims();
function changedPagesOf(document) {
  return document.pages.filter((page) => page.status !== "moved").length;
}
function isChange(document) {
  return document.status === "changed" || document.status === "added" || document.status === "removed";
}
function totals(report) {
  report.changedPages = report.documents.reduce(
    (sum, document) => sum + (document.status === "changed" ? changedPagesOf(document) : 0),
    0
  );
  report.changedDocuments = report.documents.filter(isChange).length;
}

// packages/action/src/review/review-body.ts
var REVIEW_MARKER = "<!-- doc-convert-review -->";
var BODY_BUDGET = 6e4;
var DIFF_LINES = 40;
var percent = (share) => {
  const value = share * 100;
  return `${value === 0 ? "0" : value < 0.01 ? "<0.01" : value.toFixed(2)}%`;
};
var cell = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
var code = (text) => `\`${cell(text).replace(/`/g, "'")}\``;
var plural = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;
function largestFirst(pages) {
  const rank = { changed: 0, added: 1, removed: 2, moved: 3 };
  return [...pages].sort(
    (a, b) => a.status === "changed" && b.status === "changed" ? b.changedPixels - a.changedPixels : rank[a.status] - rank[b.status]
  );
}
function pageCell(page) {
  if (page.status === "added") return `new ${page.after}`;
  if (page.status === "removed") return `was ${page.before}`;
  return page.before === page.after ? String(page.after) : `${page.before} \u2192 ${page.after}`;
}
function imagesCell(page) {
  if (page.status !== "changed" || !page.images) return "";
  const { before, after, diff } = page.images;
  return `[before](${before}) \xB7 [after](${after}) \xB7 [diff](${diff})`;
}
function countsOf(document) {
  const s = document.summary;
  if (!s) return "";
  return [
    s.changed && `${s.changed} changed`,
    s.added && `${s.added} added`,
    s.removed && `${s.removed} removed`,
    s.moved && `${s.moved} moved`
  ].filter(Boolean).join(", ");
}
function fenced(lines) {
  const longest = Math.max(
    2,
    ...lines.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((r) => r.length)))
  );
  const fence = "`".repeat(longest + 1);
  return `${fence}diff
${lines.join("\n")}
${fence}`;
}
function diffBlock(page) {
  const lines = [
    ...page.text.removed.map((line) => `- ${line}`),
    ...page.text.added.map((line) => `+ ${line}`)
  ];
  const shown = lines.slice(0, DIFF_LINES);
  if (lines.length > shown.length) shown.push(`\u2026 ${lines.length - shown.length} more lines`);
  const what = lines.length === 0 ? "the same text, drawn otherwise" : plural(lines.length, "line");
  return [
    `<details><summary>Page ${pageCell(page)}: ${what}</summary>`,
    "",
    lines.length === 0 ? "The text is the same; the page is drawn otherwise (a colour, an image, a font)." : fenced(shown),
    "",
    "</details>"
  ].join("\n");
}
function documentSection(document, measured) {
  const out = [
    `#### ${code(document.source)}: ${plural(changedPagesOf(document), "page")} of ${document.afterPages} changed (${countsOf(document)})`,
    "",
    `| Page | Change | ${measured === "pixels" ? "Pixels changed" : "Lines changed"} | Images |`,
    "| --- | --- | --- | --- |"
  ];
  for (const page of largestFirst(document.pages)) {
    const share = page.status === "changed" ? percent(page.changedPixels) : "\u2014";
    out.push(`| ${pageCell(page)} | ${page.status} | ${share} | ${imagesCell(page)} |`);
  }
  return out;
}
function reviewBody(report) {
  const compared = report.documents.filter((d) => d.status === "changed");
  const added = report.documents.filter((d) => d.status === "added");
  const removed = report.documents.filter((d) => d.status === "removed");
  const failed = report.documents.filter((d) => d.status === "failed");
  const unchanged = report.documents.filter((d) => d.status === "unchanged");
  const head = [
    REVIEW_MARKER,
    "### Doc Convert review",
    "",
    report.changedDocuments === 0 && failed.length === 0 ? `**No document changed** (${plural(unchanged.length, "source")} compared with the base ${report.base.slice(0, 7)}).` : `**${plural(report.changedDocuments, "document")} changed, ${plural(report.changedPages, "page")}** (compared with the base ${report.base.slice(0, 7)}).`
  ];
  if (report.measured === "text")
    head.push(
      "",
      "Compared by their text only: the canvas pages are drawn on could not be loaded (see the log)."
    );
  const blocks = [];
  for (const document of [...compared].sort((a, b) => b.largestChange - a.largestChange)) {
    blocks.push(documentSection(document, report.measured).join("\n"));
    for (const page of largestFirst(document.pages))
      if (page.status === "changed") blocks.push(diffBlock(page));
  }
  const list = (title, documents, detail) => {
    if (documents.length === 0) return;
    blocks.push(`**${title}:** ${documents.map((d) => `${code(d.source)}${detail(d)}`).join(", ")}`);
  };
  list("Added", added, (d) => ` (${plural(d.afterPages ?? 0, "page")}${d.note ? `; ${cell(d.note)}` : ""})`);
  list("Removed", removed, (d) => d.beforePages ? ` (${plural(d.beforePages, "page")})` : "");
  list("Not converted", failed, (d) => d.note ? `: ${cell(d.note)}` : "");
  list("Unchanged", unchanged, () => "");
  if (report.imagesLeftOut > 0)
    blocks.push(
      `${plural(report.imagesLeftOut, "changed page")} without images (review-max-images, or too large).`
    );
  if (report.imagesAt) blocks.push(`[All the images](${report.imagesAt})`);
  let text = head.join("\n");
  let left = 0;
  for (const [index, block] of blocks.entries()) {
    if (text.length + block.length + 2 > BODY_BUDGET) {
      left = blocks.length - index;
      break;
    }
    text += `

${block}`;
  }
  if (left > 0)
    text += `

\u2026 and ${plural(left, "more part")}: see the review-report output's file and the job's log.`;
  return text;
}

// packages/action/src/review/review-comment.ts
init_esm_shims();
var GitHubError = class extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
  status;
};
var api = () => (process.env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
async function call(token, method, url, body) {
  const response = await fetch(url, {
    method,
    headers: {
      accept: "application/vnd.github+json",
      authorization: `Bearer ${token}`,
      "x-github-api-version": "2022-11-28",
      "user-agent": "doc-convert-action",
      ...body ? { "content-type": "application/json" } : {}
    },
    body: body ? JSON.stringify(body) : void 0
  });
  if (!response.ok) {
    const said = (await response.json().catch(() => ({}))).message;
    throw new GitHubError(
      response.status,
      `${method} ${new URL(url).pathname}: ${response.status} ${said ?? response.statusText}`
    );
  }
  return await response.json();
}
async function findComment({ repository, number, token }) {
  for (let page = 1; ; page++) {
    const comments = await call(
      token,
      "GET",
      `${api()}/repos/${repository}/issues/${number}/comments?per_page=100&page=${page}`
    );
    const mine = comments.find((comment) => comment.body?.includes(REVIEW_MARKER));
    if (mine || comments.length < 100) return mine;
  }
}
async function upsertReviewComment(target, body) {
  try {
    const mine = await findComment(target);
    const { repository, number, token } = target;
    const comment = mine ? await call(token, "PATCH", `${api()}/repos/${repository}/issues/comments/${mine.id}`, {
      body
    }) : await call(token, "POST", `${api()}/repos/${repository}/issues/${number}/comments`, {
      body
    });
    info(`${mine ? "Updated" : "Posted"} the review comment: ${comment.html_url}`);
    return comment.html_url;
  } catch (error) {
    if (!(error instanceof GitHubError) || error.status !== 403) throw error;
    warning(
      "The review comment could not be written: the token may not write to the pull request (a fork gets a read-only GITHUB_TOKEN; grant `pull-requests: write`, or comment from a workflow_run workflow as docs/action.md shows). The job summary and the artifact have the review."
    );
    return void 0;
  }
}

// packages/action/src/review/review-images.ts
init_esm_shims();
import { mkdir, mkdtemp as mkdtemp2, rm as rm2, writeFile } from "node:fs/promises";
import os2 from "node:os";
import path3 from "node:path";
var PREVIEWS_BRANCH = "doc-convert-previews";
function imageNames(source, page) {
  const base = `review/${source}/page-${page}`;
  return { before: `${base}-before.png`, after: `${base}-after.png`, diff: `${base}-diff.png` };
}
async function writeImages(outputDir, pages) {
  const written = [];
  for (const { source, page, images } of pages) {
    const names = imageNames(source, page);
    for (const kind of ["before", "after", "diff"]) {
      const file = path3.join(outputDir, ...names[kind].split("/"));
      await mkdir(path3.dirname(file), { recursive: true });
      await writeFile(file, images[kind]);
      written.push(file);
    }
  }
  return written;
}
async function pushToPreviews(workspace, outputDir, files, folder, message) {
  const temporary = await mkdtemp2(path3.join(process.env.RUNNER_TEMP || os2.tmpdir(), "doc-convert-previews-"));
  try {
    return await commitAndPush(workspace, outputDir, files, folder, message, path3.join(temporary, "index"));
  } finally {
    await rm2(temporary, { recursive: true, force: true });
  }
}
async function commitAndPush(workspace, outputDir, files, folder, message, index) {
  const env = { GIT_INDEX_FILE: index };
  let parent;
  try {
    await git(workspace, ["fetch", "--no-tags", "--depth=1", "origin", `refs/heads/${PREVIEWS_BRANCH}`]);
    parent = (await git(workspace, ["rev-parse", "FETCH_HEAD"])).trim();
    await git(workspace, ["read-tree", parent], env);
  } catch {
    await git(workspace, ["read-tree", "--empty"], env);
  }
  for (const file of files) {
    const blob = (await git(workspace, ["hash-object", "-w", file])).trim();
    const name = `${folder}/${path3.relative(outputDir, file).split(path3.sep).join("/")}`;
    await git(workspace, ["update-index", "--add", "--cacheinfo", `100644,${blob},${name}`], env);
  }
  const tree = (await git(workspace, ["write-tree"], env)).trim();
  const identity = {
    GIT_AUTHOR_NAME: "github-actions[bot]",
    GIT_AUTHOR_EMAIL: "41898282+github-actions[bot]@users.noreply.github.com",
    GIT_COMMITTER_NAME: "github-actions[bot]",
    GIT_COMMITTER_EMAIL: "41898282+github-actions[bot]@users.noreply.github.com"
  };
  const commit = (await git(workspace, ["commit-tree", tree, ...parent ? ["-p", parent] : [], "-m", message], identity)).trim();
  await git(workspace, ["push", "origin", `${commit}:refs/heads/${PREVIEWS_BRANCH}`]);
  return commit;
}

// packages/action/src/review/run-review.ts
function volatileCss(selectors) {
  return selectors.length === 0 ? void 0 : `${selectors.join(",\n")} { visibility: hidden !important; }`;
}
async function convertJobs(client, inputs, jobs, all, addedCss) {
  const context = { ...pageContext(inputs, pagesOf(all)), addedCss };
  let misses = jobs;
  const outcomes = [];
  let resume;
  if (inputs.cacheDir) {
    const { ResultCache } = await import("./cache-664TKRWL.mjs");
    const probed = await restoreFromCache(jobs, inputs, new ResultCache(inputs.cacheDir, inputs), context);
    outcomes.push(...probed.restored);
    misses = probed.misses;
    resume = probed.resume;
  }
  if (misses.length > 0)
    outcomes.push(...await convertAll(client, misses, inputs, context, void 0, resume));
  return new Map(outcomes.map((outcome) => [outcome.job.label, outcome]));
}
async function creditsRefusalOf(client, inputs, conversions) {
  if (inputs.sandbox && inputs.minCredits === 0) return void 0;
  const credits = await client.credits.usage();
  const refusal = creditsRefusal(credits, { ...inputs, files: conversions, work: workOf(inputs) });
  return refusal && `The review converts nothing: ${refusal}`;
}
async function canvasFor(inputs, world) {
  const found = await findCanvas({
    from: [path4.join(inputs.workspace, "package.json"), import.meta.url],
    toolCache: process.env.RUNNER_TOOL_CACHE || void 0,
    install: npmInstall,
    ...world.canvas
  });
  if (found.canvas) {
    info(`Drawing pages with @napi-rs/canvas from ${found.from}.`);
    return found.canvas;
  }
  warning(
    `The review compares the documents' text only, without drawing their pages (no pixels, no images): ${found.why}.`,
    { title: "Doc Convert: review by text only" }
  );
  return false;
}
function pagesOfComparison(source, comparison, images) {
  return comparison.pages.map((page) => {
    if (page.status !== "changed") return page;
    const { images: bytes, ...rest } = page;
    if (!bytes) return rest;
    images.push({ source, page: page.after, images: bytes });
    return { ...rest, images: imageNames(source, page.after) };
  });
}
async function runReview(client, inputs, world = {}) {
  const review = inputs.review;
  const pr = review.pullRequest;
  const secrets = [inputs.apiKey, inputs.githubToken];
  await ensureCommit(inputs.workspace, pr.baseSha);
  const changed = await changedFiles(inputs.workspace, pr.baseSha);
  const addedCss = volatileCss(review.volatile);
  const headPlan = await planJobs(inputs);
  const headJobs = headPlan.jobs.filter((job) => !job.given && changed.atHead.has(job.label));
  const base = await checkOutBase(inputs.workspace, pr.baseSha);
  const baseOutput = await mkdtemp3(
    path4.join(process.env.RUNNER_TEMP || os3.tmpdir(), "doc-convert-base-pdf-")
  );
  try {
    const baseInputs = { ...inputs, workspace: base.root, outputDir: baseOutput };
    const basePlan = await planJobs(baseInputs).catch(() => ({ jobs: [] }));
    const wanted = /* @__PURE__ */ new Set([...changed.atHead, ...changed.deleted]);
    const baseJobs = basePlan.jobs.filter((job) => !job.given && wanted.has(job.label));
    info(
      `Review of pull request #${pr.number}: ${headJobs.length} changed source(s) at the head, ${baseJobs.length} at the base ${pr.baseSha.slice(0, 12)}.`
    );
    const refusal = await creditsRefusalOf(client, inputs, headJobs.length + baseJobs.length);
    if (refusal) {
      setFailed(refusal);
      return;
    }
    const headOutcomes = await convertJobs(client, inputs, headJobs, headPlan.jobs, addedCss);
    const baseOutcomes = await convertJobs(client, baseInputs, baseJobs, basePlan.jobs, addedCss);
    const canvas = headJobs.length > 0 && baseJobs.length > 0 ? await canvasFor(inputs, world) : false;
    const report = {
      pullRequest: pr.number,
      base: pr.baseSha,
      head: pr.headSha,
      measured: canvas ? "pixels" : "text",
      documents: [],
      changedPages: 0,
      changedDocuments: 0,
      imagesLeftOut: 0
    };
    const images = [];
    let imagesLeft = review.images === "none" ? 0 : review.maxImages;
    for (const job of headJobs) {
      const head = headOutcomes.get(job.label);
      const output = path4.relative(inputs.workspace, job.output).split(path4.sep).join("/");
      if (!head?.ok) {
        report.documents.push({
          source: job.label,
          status: "failed",
          note: head?.error,
          largestChange: 0,
          pages: []
        });
        continue;
      }
      const before = baseOutcomes.get(job.label);
      if (!before?.ok) {
        const note = before ? `the base could not be converted: ${before.error ?? "failed"}` : void 0;
        report.documents.push({
          source: job.label,
          status: "added",
          note,
          output,
          afterPages: head.pages,
          largestChange: 0,
          pages: []
        });
        continue;
      }
      const comparison = await comparePdfs(await readFile(before.job.output), await readFile(job.output), {
        canvas,
        images: review.images === "none" ? false : { maxPages: imagesLeft }
      });
      imagesLeft -= comparison.pages.filter((p) => p.status === "changed" && p.images).length;
      report.imagesLeftOut += comparison.imagesLeftOut;
      report.documents.push({
        source: job.label,
        status: comparison.identical ? "unchanged" : "changed",
        output,
        beforePages: comparison.beforePages,
        afterPages: comparison.afterPages,
        summary: comparison.summary,
        largestChange: comparison.largestChange,
        pages: pagesOfComparison(job.label, comparison, images)
      });
    }
    for (const job of baseJobs)
      if (changed.deleted.has(job.label))
        report.documents.push({
          source: job.label,
          status: "removed",
          beforePages: baseOutcomes.get(job.label)?.pages,
          largestChange: 0,
          pages: []
        });
    totals(report);
    await deliverReview(report, inputs, review, images, [...headOutcomes.values()]);
    const over = review.failAbove === void 0 ? [] : report.documents.filter((d) => d.largestChange > review.failAbove);
    const failed = report.documents.filter((d) => d.status === "failed");
    const problems = [
      ...over.map(
        (d) => `${d.source} changed ${(d.largestChange * 100).toFixed(2)}% of a page, above review-fail-above (${(review.failAbove * 100).toString()}%).`
      ),
      ...inputs.failOnError && failed.length > 0 ? [`${failed.length} changed source(s) could not be converted at the head.`] : []
    ];
    if (problems.length > 0) setFailed(problems.map((p) => describeError(p, secrets)).join("\n"));
  } finally {
    await base.remove();
    await rm3(baseOutput, { recursive: true, force: true });
  }
}
async function deliverReview(report, inputs, review, images, headOutcomes) {
  const secrets = [inputs.apiKey, inputs.githubToken];
  const pr = review.pullRequest;
  const written = await writeImages(inputs.outputDir, images);
  const fork = pr.headRepo !== pr.baseRepo;
  let imagesMode = review.images;
  if (imagesMode === "branch" && fork) {
    warning(
      "review-images: branch needs write access, which a fork's pull request does not have: the images go into the artifact."
    );
    imagesMode = "artifact";
  }
  if (written.length > 0 && imagesMode === "branch") {
    try {
      const folder = `pr-${pr.number}/${(pr.headSha || "head").slice(0, 12)}`;
      const commit = await pushToPreviews(
        inputs.workspace,
        inputs.outputDir,
        written,
        folder,
        `Review images of pull request #${pr.number}`
      );
      const server = process.env.GITHUB_SERVER_URL || "https://github.com";
      const raw = (name) => `${server}/${pr.baseRepo}/raw/${commit}/${folder}/${name}`;
      for (const document of report.documents)
        for (const page of document.pages)
          if (page.status === "changed" && page.images)
            page.images = {
              before: raw(page.images.before),
              after: raw(page.images.after),
              diff: raw(page.images.diff)
            };
      report.imagesAt = `${server}/${pr.baseRepo}/tree/${commit}/${folder}`;
    } catch (error) {
      warning(
        `The review images could not be pushed to the previews branch (contents: write?): ${describeError(error, secrets)}; they go into the artifact.`
      );
      imagesMode = "artifact";
    }
  }
  const files = headOutcomes.filter((o) => o.ok).map((o) => o.job.output);
  const reportFile = path4.join(inputs.outputDir, "review.json");
  await writeFile2(reportFile, `${JSON.stringify(report, null, 2)}
`);
  const artifactName = inputs.artifactName ?? "doc-convert-review";
  if (imagesMode === "artifact" && (written.length > 0 || inputs.artifactName)) {
    try {
      report.imagesAt = await uploadArtifact(artifactName, [...files, ...written, reportFile], inputs.outputDir) || void 0;
    } catch (error) {
      warning(`The review artifact could not be uploaded: ${describeError(error, secrets)}`);
    }
    await writeFile2(reportFile, `${JSON.stringify(report, null, 2)}
`);
  }
  const run = newReport(inputs, void 0, headOutcomes);
  run.artifactUrl = imagesMode === "artifact" ? report.imagesAt : void 0;
  setOutputs(run);
  setOutput("changed-pages", String(report.changedPages));
  setOutput("changed-documents", String(report.changedDocuments));
  setOutput("review-report", reportFile);
  const body = describeError(reviewBody(report), secrets);
  await summary.addRaw(body, true).write();
  if (fork) {
    info(
      "A pull request from a fork: no comment (its token is read-only); the job summary and the artifact have the review."
    );
  } else if (inputs.githubToken) {
    const repository = pr.baseRepo;
    try {
      await upsertReviewComment({ repository, number: pr.number, token: inputs.githubToken }, body);
    } catch (error) {
      warning(`The review comment failed: ${describeError(error, secrets)}`);
    }
  }
}
export {
  runReview,
  volatileCss
};
