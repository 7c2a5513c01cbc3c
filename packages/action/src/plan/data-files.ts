// The `data` input's files, read before any credit is spent: each must hold one JSON object, the template's
// variables, and becomes a document job. A file that is not valid JSON, whose JSON is not an object, or with a
// key the service would read as an option of the document's type (the variables and the options travel in
// one flat object: see templateGenerateBody()) is refused here, never sent: it becomes a failed outcome that
// the summary lists and an annotation marks on the file (at the line and column of a syntax error). Loaded
// only for documents from data.
import { readFile } from 'node:fs/promises';
import { templateVariableIssues, type TemplateExt } from '@doc-convert/core/options';
import { mapWithConcurrency } from '../convert/pool';
import type { ConversionJob, Outcome, Plan } from '../types';

/** Files read at once: enough to keep the disk busy, few enough to stay far from the open-file limit. */
const READS_AT_ONCE = 16;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/**
 * Where V8 says a syntax error is: "... in JSON at position 41 (line 4 column 3)", or only "at position 41"
 * (older V8), counted out in `text`; undefined for the errors that name no position ("Unexpected token").
 */
function positionOf(message: string, text: string): Outcome['at'] {
  const given = /\(line (\d+) column (\d+)\)/.exec(message);
  if (given) return { line: Number(given[1]), column: Number(given[2]) };
  const position = /at position (\d+)/.exec(message);
  if (!position) return undefined;
  const before = text.slice(0, Number(position[1])).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** The data of one file for a document of `type`, or why it cannot be that template's data. */
export function parseData(
  text: string,
  type: TemplateExt,
): { data: object } | { error: string; at?: Outcome['at'] } {
  // Editors on Windows may start a UTF-8 file with a byte order mark, which JSON.parse refuses.
  const json = text.replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const message = (error as Error).message;
    return { error: `Not valid JSON: ${message}`, at: positionOf(message, json) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      error: `The data must be a JSON object of the template's variables, e.g. {"name": "Ada"}; got ${kindOf(value)}.`,
    };
  }
  const collisions = templateVariableIssues(type, value);
  if (collisions.length > 0) {
    const keys = collisions.map((issue) => `"${issue.path.slice('data.'.length)}" ${issue.message}`);
    return { error: `Not sent: the key ${keys.join('; the key ')}.` };
  }
  return { data: value };
}

/** Reads every data file; the jobs keep their order, the refused files become outcomes. */
export async function readDataFiles(
  matched: ConversionJob[],
  slug: string,
  type: TemplateExt,
): Promise<Omit<Plan, 'templateContent'>> {
  const read = await mapWithConcurrency(matched, READS_AT_ONCE, async (job) => {
    try {
      return { job, parsed: parseData(await readFile(job.file!, 'utf8'), type) };
    } catch (error) {
      return { job, parsed: { error: `Not read: ${(error as Error).message}` } };
    }
  });
  const plan: Omit<Plan, 'templateContent'> = { jobs: [], rejected: [] };
  for (const { job, parsed } of read) {
    if ('data' in parsed) plan.jobs.push({ ...job, template: { slug, data: parsed.data } });
    else plan.rejected.push({ job, ok: false, error: parsed.error, at: parsed.at, durationMs: 0 });
  }
  return plan;
}
