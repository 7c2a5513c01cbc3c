import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  outputName,
  restoreFromCache
} from "./chunk-7DMULR64.mjs";
import {
  converted,
  mergedSentence
} from "./chunk-7B7PTQXI.mjs";
import "./chunk-A6TYX3NC.mjs";
import {
  writeBytes
} from "./chunk-GEZH75W3.mjs";
import {
  describeError
} from "./chunk-XYRXFBOL.mjs";
import {
  LinkTargets,
  relativeUri
} from "./chunk-AEVWO6C7.mjs";
import {
  displayPath,
  plural,
  prepareOutputFolder,
  realPathInside
} from "./chunk-THS4KDNM.mjs";
import {
  info,
  warning
} from "./chunk-6OBSVC5H.mjs";
import {
  loadMerge
} from "./chunk-TP5KVUTY.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-DSSGHHDM.mjs";
import "./chunk-XT35LYKM.mjs";
import "./chunk-SH24UBVI.mjs";
import {
  htmlHeadings,
  htmlTitle
} from "./chunk-EDIHRLEA.mjs";
import "./chunk-YWVD4SEJ.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/merge/run-merge.ts
init_esm_shims();
import { readFile as readFile3 } from "node:fs/promises";

// packages/action/src/merge/merge.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
import path2 from "node:path";

// packages/action/src/merge/write-book.ts
init_esm_shims();
import { randomBytes } from "node:crypto";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
async function writeChunks(file, chunks) {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`
  );
  let written = 0;
  try {
    const handle = await open(temporary, "wx");
    try {
      for (const chunk of chunks) {
        for (let at = 0; at < chunk.byteLength; ) {
          const { bytesWritten } = await handle.write(chunk, at);
          at += bytesWritten;
        }
        written += chunk.byteLength;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return written;
}

// packages/action/src/merge/merge.ts
async function htmlOf(job) {
  if (!job.file || job.template || job.given) return void 0;
  const html = await readFile(job.file, "utf8").catch(() => void 0);
  if (html === void 0) return void 0;
  return { heading: htmlHeadings(html, 1)[0]?.title, title: htmlTitle(html) };
}
function optionsOf(inputs, { render, coverHtml: coverHtml2 }) {
  const cover = inputs.mergeCover === void 0 ? void 0 : coverHtml2 !== void 0 ? { html: coverHtml2 } : true;
  return {
    title: inputs.mergeTitle,
    author: inputs.mergeAuthor,
    subject: inputs.mergeSubject,
    lang: inputs.mergeLang,
    contents: inputs.mergeToc ? { depth: inputs.mergeTocDepth } : void 0,
    cover,
    date: inputs.mergeDate,
    pageNumbers: inputs.mergePageNumbers,
    runningHead: inputs.mergeRunningHead,
    linkBase: inputs.mergeLinkBase,
    render
  };
}
async function writeBook(parts, file, inputs, settings = {}) {
  if (parts.length === 0) throw new Error("no PDF was written, so there is nothing to merge");
  const folder = path2.dirname(file);
  const documents = await Promise.all(
    parts.map(async (part) => ({
      pdf: () => readFile(part.output),
      name: relativeUri(folder, part.output).replace(/^\.\//, ""),
      path: part.output,
      label: part.label,
      html: await htmlOf(part)
    }))
  );
  const { mergeBook } = await loadMerge();
  const book = await mergeBook(documents, optionsOf(inputs, settings));
  const sections = settings.sections ?? new LinkTargets(inputs.workspace);
  for (const link of book.missing) {
    const [from, target] = [parts[link.from], parts[link.target]];
    sections.warnMissing(from.label, link.link, target.output, link.id, from.output);
  }
  for (const warning2 of book.warnings) warning(warning2);
  await prepareOutputFolder(inputs.outputDir, file);
  const bytes = await writeChunks(file, book.chunks);
  const merged = {
    path: file,
    documents: book.documents,
    fromEarlier: settings.fromEarlier ?? 0,
    pages: book.pages,
    bytes,
    bookmarks: book.bookmarks,
    title: book.title,
    coverPages: book.coverPages || void 0,
    contentsPages: inputs.mergeToc ? book.contentsPages : void 0,
    numbered: book.numbered,
    runningHeads: book.runningHeads,
    links: book.links
  };
  info(mergedSentence(merged, inputs.workspace));
  return merged;
}

// packages/action/src/merge/whole-book.ts
init_esm_shims();
import { createHash } from "node:crypto";
import { mkdir, readFile as readFile2, stat } from "node:fs/promises";
import path3 from "node:path";
function recordFiles(inputs) {
  const merge = inputs.merge;
  const beside = path3.join(path3.dirname(merge), `.${path3.basename(merge)}.json`);
  if (!inputs.cacheDir) return [beside];
  const name = createHash("sha256").update(displayPath(inputs.workspace, merge)).digest("hex").slice(0, 16);
  return [beside, path3.join(inputs.cacheDir, "books", `${name}.json`)];
}
async function readRecord(inputs) {
  for (const file of recordFiles(inputs)) {
    try {
      const record = JSON.parse(await readFile2(file, "utf8"));
      const documents = record.documents;
      if (Array.isArray(documents) && documents.every((label) => typeof label === "string")) return documents;
    } catch {
    }
  }
  return void 0;
}
async function recordBook(inputs, documents) {
  const record = {
    merge: displayPath(inputs.workspace, inputs.merge),
    documents: documents.map((job) => job.label)
  };
  const bytes = new TextEncoder().encode(`${JSON.stringify(record, null, 2)}
`);
  for (const file of recordFiles(inputs)) {
    try {
      await mkdir(path3.dirname(file), { recursive: true });
      await writeBytes(file, bytes);
    } catch (error) {
      warning(
        `The record of the book's documents was not written to ${displayPath(inputs.workspace, file)} (${error.message}): a later run over part of the book will not know its other documents.`
      );
    }
  }
}
var isFile = (file) => stat(file).then(
  (found) => found.isFile(),
  () => false
);
async function jobOf(label, inputs) {
  let file;
  try {
    file = await realPathInside(inputs.workspace, label);
  } catch {
    return void 0;
  }
  if (!await isFile(file)) return void 0;
  if (/\.pdf$/i.test(label)) return { label, file, source: void 0, output: file, given: true };
  const replaced = inputs.target.kind === "template" ? /\.json$/i : void 0;
  const output = path3.join(inputs.outputDir, outputName(label, inputs.type, replaced));
  return { label, file, source: void 0, output };
}
async function bookLabels(run, inputs) {
  if (inputs.mergeOrder) {
    const listed = new Set(inputs.mergeOrder);
    const labels = [...inputs.mergeOrder, ...run.filter((label) => !listed.has(label))];
    return labels.length > run.length ? labels : void 0;
  }
  const record = await readRecord(inputs);
  if (!record || record.length <= run.length) return void 0;
  const recorded = new Set(record);
  return run.every((label) => recorded.has(label)) ? record : void 0;
}
async function wholeBook(parts, inputs, { cache, context }) {
  const own = new Map(parts.map((job) => [job.label, job]));
  const labels = await bookLabels([...own.keys()], inputs);
  if (!labels) return { documents: [...parts], fromEarlier: 0, missing: [] };
  const others = /* @__PURE__ */ new Map();
  const gone = [];
  for (const label of labels) {
    if (own.has(label)) continue;
    const job = await jobOf(label, inputs);
    if (job) others.set(label, job);
    else if (!inputs.mergeOrder) gone.push(label);
  }
  if (gone.length > 0) {
    info(`No longer in the workspace, so no longer in the book: ${gone.join(", ")}.`);
  }
  const found = /* @__PURE__ */ new Set();
  const cacheable = [...others.values()].filter((job) => !job.given && inputs.target.kind === "files");
  if (cache && cacheable.length > 0) {
    const { restored } = await restoreFromCache(cacheable, inputs, cache, context);
    for (const outcome of restored) found.add(outcome.job.label);
  }
  const missing = [];
  for (const job of others.values()) {
    if (found.has(job.label) || await isFile(job.output)) found.add(job.label);
    else missing.push(job.label);
  }
  const documents = labels.flatMap((label) => {
    const job = own.get(label) ?? (found.has(label) ? others.get(label) : void 0);
    return job ? [job] : [];
  });
  const fromEarlier = documents.length - parts.length;
  if (fromEarlier > 0) {
    info(
      `The book has ${plural(labels.length - gone.length, "document")}: this run's ${parts.length} and ${fromEarlier} written by earlier runs (from ${inputs.mergeOrder ? "merge-order" : `the record of its last merge`}).`
    );
  }
  return { documents, fromEarlier, missing };
}

// packages/action/src/merge/run-merge.ts
async function coverHtml(inputs, context) {
  const cover = inputs.mergeCover;
  if (cover === void 0 || cover === true) return void 0;
  const html = await readFile3(cover.path, "utf8");
  const { inlineHtml } = await import("./inline-html-QU22HK4W.mjs");
  return inlineHtml(html, cover.path, context.reader, { policy: context.links, output: inputs.merge });
}
async function mergeRun(run) {
  const { inputs, report } = run;
  const file = inputs.merge;
  const where = displayPath(inputs.workspace, file);
  const parts = [...converted(report).map((o) => o.job), ...run.given].sort(run.inOrder);
  const secrets = [inputs.apiKey, inputs.githubToken];
  try {
    const book = inputs.mergePartial ? { documents: parts, fromEarlier: 0, missing: [] } : await wholeBook(parts, inputs, { cache: run.cache, context: run.context });
    if (book.missing.length > 0) {
      return [
        `${where} was not written (the earlier one, if any, is as it was): ${plural(book.missing.length, "document")} of the book ${book.missing.length === 1 ? "is" : "are"} nowhere to be found, neither in the output folder nor in the cache: ${book.missing.join(", ")}. Convert ${book.missing.length === 1 ? "it" : "them"} too (add ${book.missing.length === 1 ? "it" : "them"} to sources), or set merge-partial: true to merge this run's documents alone.`
      ];
    }
    let render;
    if (inputs.mergeToc || inputs.mergeCover !== void 0) {
      const { frontRenderer } = await import("./contents-render-2XVVKCAO.mjs");
      const renderer = frontRenderer({
        client: run.client,
        inputs,
        cache: run.cache,
        beforeSending: run.beforeSending,
        labels: { contents: `Contents page of ${where}`, cover: `Cover of ${where}` },
        parts: [
          ...inputs.mergeCover !== void 0 ? ["cover"] : [],
          ...inputs.mergeToc ? ["contents"] : []
        ]
      });
      report.front = renderer.outcomes;
      render = renderer.render;
    }
    report.merged = await writeBook(book.documents, file, inputs, {
      sections: run.sections,
      render,
      coverHtml: await coverHtml(inputs, run.context),
      fromEarlier: book.fromEarlier
    });
    await recordBook(inputs, book.documents);
    return [];
  } catch (error) {
    const message = describeError(error, secrets);
    for (const outcome of Object.values(report.front ?? {})) outcome.error = message;
    return [`The merge into ${where} failed: ${message}`];
  }
}
export {
  mergeRun
};
