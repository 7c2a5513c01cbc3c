import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inShard,
  orderByList
} from "./chunk-7B7PTQXI.mjs";
import {
  mapWithConcurrency
} from "./chunk-A6TYX3NC.mjs";
import {
  PageCounter,
  countPages,
  writeBytes
} from "./chunk-GEZH75W3.mjs";
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
} from "./chunk-AEVWO6C7.mjs";
import {
  OutsideError,
  displayPath,
  formatBytes,
  formatDuration,
  isInside,
  plural,
  prepareOutputFolder,
  realPathInside
} from "./chunk-THS4KDNM.mjs";
import {
  info,
  notice,
  warning
} from "./chunk-6OBSVC5H.mjs";
import {
  ValidationError
} from "./chunk-7UMRIUQS.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/convert/convert.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
import path from "node:path";

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
function frontMatterLine(error) {
  if (!ValidationError.is(error)) return void 0;
  const line = error.issues.find((issue) => issue.line !== void 0)?.line;
  return line === void 0 ? void 0 : { line, column: 1 };
}
async function drawnProblemsOf(pdf, page) {
  const { drawnProblems } = await import("./src-PLOHVDFD.mjs");
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
async function htmlOf(job, { reader, links, addedCss }, page) {
  const source = job.source ?? "";
  if (job.file === void 0 && /^https?:\/\//i.test(source)) return source;
  const read = page?.html ?? (job.file === void 0 ? source : await readFile(job.file, "utf8"));
  const html = addedCss === void 0 ? read : `${read}
<style>${addedCss}</style>`;
  const file = job.file ?? path.join(links.workspace, "index.html");
  const { inlineHtml } = await import("./inline-html-QU22HK4W.mjs");
  return inlineHtml(html, file, reader, { policy: links, output: job.output });
}
async function sourceOf(job, context, inputs) {
  const page = isMarkdownJob(job) ? await (await import("./markdown-F6KRA56T.mjs")).markdownPage(job, inputs) : void 0;
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
    const { relinkPdf } = await import("./pdf-links-AT7FY64U.mjs");
    file = (await relinkPdf(pdf))?.bytes ?? pdf;
  } catch (error) {
    cacheable = false;
    warning(
      `Links between pages left as sent in ${job.label}: ${describeError(error, [inputs.apiKey, inputs.githubToken])}`
    );
  }
  const counter = new PageCounter();
  counter.push(file);
  const bytes = await writeBytes(job.output, file);
  return { bytes, pages: counter.pages(), cacheable, drawn };
}
function prepareFolderOf(run, output) {
  const folder = path.dirname(output);
  let prepared = run.folders.get(folder);
  if (!prepared) run.folders.set(folder, prepared = prepareOutputFolder(run.inputs.outputDir, output));
  return prepared;
}
function writtenLine(inputs, job, details) {
  const output = displayPath(inputs.workspace, job.output);
  return `\u2713 ${job.label} \u2192 ${output} (${details.filter(Boolean).join(", ")})`;
}
var OrderedLog = class {
  #lines = [];
  #next = 0;
  /** Job `index` is done: its line (null for none). */
  done(index, line) {
    this.#lines[index] = line;
    for (; this.#lines[this.#next] !== void 0; this.#next++) {
      const ready = this.#lines[this.#next];
      if (ready !== null) info(ready);
    }
  }
};
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
    const { creditsUsed, creditsCost, serviceDuration } = answer.metadata;
    const credits = creditsUsed ?? (inputs.sandbox ? 0 : creditsCost);
    const durationMs = serviceDuration ?? performance.now() - started;
    run.log.done(
      index,
      writtenLine(inputs, job, [
        formatBytes(bytes),
        pages && plural(pages, "page"),
        bookmarks !== void 0 && plural(bookmarks, "bookmark"),
        credits !== void 0 && plural(credits, "credit"),
        formatDuration(durationMs)
      ])
    );
    if (cache && written.cacheable) {
      await cache.store(cache.key(job, cacheText(source)), job.output).catch((error) => {
        warning(
          `Not cached: ${job.label}: ${describeError(error, [inputs.apiKey, inputs.githubToken])}`
        );
      });
    }
    const problems = problemsOf(job, source?.markdown, written.drawn);
    return { job, ok: true, bytes, pages, bookmarks, credits, durationMs, ...notes, ...problems };
  } catch (error) {
    const message = describeError(error, [inputs.apiKey, inputs.githubToken]);
    run.log.done(index, `\u2717 ${job.label}: ${message}`);
    const at = frontMatterLine(error);
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
  const log = new OrderedLog();
  const probed = await mapWithConcurrency(
    jobs,
    PROBES_AT_ONCE,
    async (job, index) => {
      let line = null;
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
        line = writtenLine(inputs, job, [
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
      } finally {
        log.done(index, line);
      }
    }
  );
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
    cache: cached?.cache,
    log: new OrderedLog()
  };
  return mapWithConcurrency(jobs, inputs.concurrency, async (job, index, release) => {
    if (!halt?.aborted) return convertOne(run, index, job, release);
    run.log.done(index, null);
    return { job, ok: false, error: "Not converted: the run was stopped.", durationMs: 0 };
  });
}

// packages/action/src/plan/jobs.ts
init_esm_shims();
import { realpathSync, statSync } from "node:fs";
import { glob, stat } from "node:fs/promises";
import path2 from "node:path";
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
    const relative = path2.relative(workspace, file);
    if (!HTML_EXTENSION.test(relative) || !isInside(workspace, file)) return void 0;
    if (relative.split(path2.sep).some((part) => DEPENDENCY_FOLDERS.includes(part))) return void 0;
    try {
      if (!statSync(file).isFile() || !isInside(workspace, realpathSync(file))) return void 0;
    } catch {
      return void 0;
    }
    return path2.join(outputDir, outputName(relative, type));
  }
};
function excludedBy(exclude, relative) {
  if (exclude.length === 0) return false;
  const parts = relative.split(path2.sep);
  return parts.some((_, i) => {
    const prefix = parts.slice(0, i + 1).join("/");
    return exclude.some((pattern) => path2.matchesGlob(prefix, pattern));
  });
}
var byPath = (a, b) => a < b ? -1 : a > b ? 1 : 0;
async function matchFiles(patterns, workspace, ordered) {
  const include = patterns.filter((p) => !p.startsWith("!"));
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  const leftOut = leftOutFolders(include);
  const skipped = new Set(leftOut);
  const met = /* @__PURE__ */ new Set();
  const leaveOut = (name) => {
    const base = path2.basename(name);
    if (!skipped.has(base)) return false;
    met.add(base);
    return true;
  };
  const globbed = async (pattern) => {
    const matches = /* @__PURE__ */ new Set();
    for await (const match of glob(pattern, { cwd: workspace, exclude: leaveOut })) {
      const normal = path2.normalize(match);
      if (!excludedBy(exclude, normal)) matches.add(normal);
    }
    return [...matches].sort(byPath);
  };
  const files = !ordered || include.length === 1 ? await globbed(include) : [...new Set((await Promise.all(include.map(globbed))).flat())];
  if (met.size > 0) {
    const folders = leftOut.filter((folder) => met.has(folder));
    info(`Left out dependency folders (${folders.join(", ")}): a pattern that names one matches in it.`);
  }
  return files;
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
        output: path2.join(outputDir, `${sourceName(target.source)}.${type}`)
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
        import("./data-files-MPGNO4DN.mjs"),
        import("./template-file-A7JFHHBT.mjs")
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
function inMergeOrder(jobs, { mergeOrder, workspace }) {
  return mergeOrder ? orderByList(jobs, mergeOrder, workspace) : jobs;
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
      } catch (error) {
        return { error };
      }
    })
  );
  for (const [index, relative] of matches.entries()) {
    const label = relative.split(path2.sep).join("/");
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
      if (path2.join(workspace, relative) !== merge)
        jobs.push({ label, file, source: void 0, output: file, given: true });
      continue;
    }
    const output = path2.join(outputDir, outputName(relative, type, replaced));
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

export {
  pageContext,
  restoreFromCache,
  convertAll,
  outputName,
  planJobs
};
