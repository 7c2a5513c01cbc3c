import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  mapWithConcurrency
} from "./chunk-A6TYX3NC.mjs";
import {
  templateVariableIssues
} from "./chunk-BBNHHOLZ.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-7KS7CNLY.mjs";
import "./chunk-7UMRIUQS.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/plan/data-files.ts
init_esm_shims();
import { readFile } from "node:fs/promises";
var READS_AT_ONCE = 16;
function kindOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}
function positionOf(message, text) {
  const given = /\(line (\d+) column (\d+)\)/.exec(message);
  if (given) return { line: Number(given[1]), column: Number(given[2]) };
  const position = /at position (\d+)/.exec(message);
  if (!position) return void 0;
  const before = text.slice(0, Number(position[1])).split("\n");
  return { line: before.length, column: before.at(-1).length + 1 };
}
function parseData(text, type) {
  const json = text.replace(/^\uFEFF/, "");
  let value;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const message = error.message;
    return { error: `Not valid JSON: ${message}`, at: positionOf(message, json) };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      error: `The data must be a JSON object of the template's variables, e.g. {"name": "Ada"}; got ${kindOf(value)}.`
    };
  }
  const collisions = templateVariableIssues(type, value);
  if (collisions.length > 0) {
    const keys = collisions.map((issue) => `"${issue.path.slice("data.".length)}" ${issue.message}`);
    return { error: `Not sent: the key ${keys.join("; the key ")}.` };
  }
  return { data: value };
}
async function readDataFiles(matched, slug, type) {
  const read = await mapWithConcurrency(matched, READS_AT_ONCE, async (job) => {
    try {
      return { job, parsed: parseData(await readFile(job.file, "utf8"), type) };
    } catch (error) {
      return { job, parsed: { error: `Not read: ${error.message}` } };
    }
  });
  const plan = { jobs: [], rejected: [] };
  for (const { job, parsed } of read) {
    if ("data" in parsed) plan.jobs.push({ ...job, template: { slug, data: parsed.data } });
    else plan.rejected.push({ job, ok: false, error: parsed.error, at: parsed.at, durationMs: 0 });
  }
  return plan;
}
export {
  parseData,
  readDataFiles
};
