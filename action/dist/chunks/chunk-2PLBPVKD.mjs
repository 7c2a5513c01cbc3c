import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  ValidationError
} from "./chunk-VRUNUPZX.mjs";

// src/options/did-you-mean.ts
var MAX_SUGGESTED_NAME_LENGTH = 64;
function boundedEditDistance(a, b, max, meter) {
  const over = max + 1;
  if (max < 0 || Math.abs(a.length - b.length) > max) return over;
  const cols = b.length + 1;
  let before = new Array(cols).fill(over);
  let previous = new Array(cols).fill(over);
  let row = new Array(cols).fill(over);
  for (let j = 0; j <= Math.min(b.length, max); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    row[from - 1] = from === 1 ? Math.min(i, over) : over;
    let rowBest = row[from - 1];
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2] + 1);
      row[j] = Math.min(best, over);
      if (row[j] < rowBest) rowBest = row[j];
    }
    if (meter) meter.cells += to - from + 1;
    if (to < b.length) row[to + 1] = over;
    if (rowBest > max) return over;
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length];
}
function editDistance(a, b) {
  return boundedEditDistance(a, b, Math.max(a.length, b.length));
}
function normalize(name) {
  return name.toLowerCase().replace(/[-_\s]/g, "");
}
function budget(length) {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}
function didYouMean(name, candidates, meter) {
  if (name.length > MAX_SUGGESTED_NAME_LENGTH) return void 0;
  const wanted = normalize(name);
  let best;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const allowed = Math.min(
      budget(Math.max(wanted.length, candidate.length)),
      Math.min(wanted.length, candidate.length) - 1,
      bestDistance - 1
      // only a closer candidate can replace the best so far
    );
    if (allowed < 0) continue;
    const distance = boundedEditDistance(wanted, normalize(candidate), allowed, meter);
    if (distance <= allowed) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// src/options/issues.ts
function describeValue(value) {
  if (value === null) return "null";
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return value === "" ? "an empty string" : "a string";
    case "number":
      return Number.isFinite(value) ? `the number ${value}` : `${value}`;
    case "boolean":
      return `${value}`;
    case "object":
      return "an object";
    default:
      return `a ${typeof value}`;
  }
}
function withGot(rule, input) {
  return `${rule}; got ${describeValue(input)}`;
}
function typeError(rule) {
  return (issue) => issue.input === void 0 ? "is required" : withGot(rule, issue.input);
}
var kindNames = {
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "a boolean",
  object: "an object",
  record: "an object",
  array: "an array"
};
function listOf(values, conjunction = "or") {
  const shown = values.map(String);
  return shown.length <= 1 ? shown.join("") : `${shown.slice(0, -1).join(", ")} ${conjunction} ${shown.at(-1)}`;
}
var defaultMessages = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === void 0) return "is required";
      return withGot(`must be ${kindNames[issue.expected] ?? `a ${issue.expected}`}`, issue.input);
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? "must not be empty" : `must be at least ${issue.minimum} characters long`;
      }
      if (issue.origin === "array") return `must have at least ${issue.minimum} items`;
      return issue.inclusive ? `must be at least ${issue.minimum}` : `must be greater than ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `must be at most ${issue.maximum} characters long`;
      if (issue.origin === "array") return `must have at most ${issue.maximum} items`;
      return issue.inclusive ? `must be at most ${issue.maximum}` : `must be less than ${issue.maximum}`;
    case "invalid_value":
      return `must be one of ${listOf(issue.values.map((v) => typeof v === "string" ? v : String(v)))}`;
    case "invalid_format":
      return `must be a valid ${issue.format}`;
    case "unrecognized_keys":
      return "unknown option";
    default:
      return void 0;
  }
};
function dottedPath(path) {
  return path.map((segment) => String(segment)).join(".");
}
var defOf = (schema) => schema._zod.def;
function unwrap(schema) {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === "pipe" && def.in) return unwrap(def.in);
  if (def.type === "union" && def.options) return def.options.flatMap(unwrap);
  return [schema];
}
function childrenAt(schema, segment) {
  const def = defOf(schema);
  if (def.type === "object" && def.shape) {
    const child = Object.hasOwn(def.shape, segment) ? def.shape[segment] : void 0;
    return child ? [child] : [];
  }
  if (def.type === "array" && def.element) return [def.element];
  if (def.type === "record" && def.valueType) return [def.valueType];
  return [];
}
function knownOptionsAt(schema, path) {
  let current = unwrap(schema);
  for (const segment of path) current = current.flatMap((s) => childrenAt(s, segment)).flatMap(unwrap);
  const names = current.flatMap((s) => {
    const def = defOf(s);
    return def.type === "object" && def.shape ? Object.keys(def.shape) : [];
  });
  return [...new Set(names)];
}
var MAX_SUGGESTIONS = 20;
var MAX_NAMED_ISSUES = 100;
function add(wording, issue) {
  if (wording.out.length < MAX_NAMED_ISSUES) wording.out.push(issue);
  else wording.unnamed++;
}
function unknownOptionMessage(key, objectPath, known, wording) {
  const foreigners = objectPath.length === 0 ? wording.foreignOptions : void 0;
  const foreign = foreigners && Object.hasOwn(foreigners, key) ? foreigners[key] : void 0;
  if (typeof foreign === "string") return foreign;
  const suggestion = wording.suggested++ < MAX_SUGGESTIONS ? didYouMean(key, known) : void 0;
  if (suggestion) return `unknown option; did you mean "${suggestion}"?`;
  if (known.length > 0 && known.length <= 8)
    return `unknown option; allowed options are ${listOf(known, "and")}`;
  return "unknown option";
}
function missedType(branch) {
  return branch.length === 1 && branch[0].code === "invalid_type" && branch[0].path.length === 0;
}
function collect(issue, prefix, context) {
  const path = [...prefix, ...issue.path];
  if (issue.code === "unrecognized_keys") {
    const room = Math.max(0, MAX_NAMED_ISSUES - context.out.length);
    const named = issue.keys.slice(0, room);
    context.unnamed += issue.keys.length - named.length;
    if (named.length === 0) return;
    const known = context.schema ? knownOptionsAt(context.schema, path) : [];
    for (const key of named) {
      context.out.push({
        path: dottedPath([...path, key]),
        message: unknownOptionMessage(key, path, known, context)
      });
    }
    return;
  }
  if (issue.code === "invalid_union") {
    const aimed = issue.errors.filter((branch) => !missedType(branch));
    if (aimed.length === 1) {
      for (const inner of aimed[0]) collect(inner, path, context);
      return;
    }
  }
  if (issue.code === "invalid_key" && issue.issues.length > 0) {
    for (const inner of issue.issues) add(context, { path: dottedPath(path), message: inner.message });
    return;
  }
  add(context, { path: dottedPath(path), message: issue.message });
}
function formatIssues(source, context = {}) {
  const issues = "issues" in source ? source.issues : source;
  const wording = { ...context, out: [], unnamed: 0, suggested: 0 };
  for (const issue of issues) collect(issue, [], wording);
  const { out, unnamed } = wording;
  if (unnamed > 0)
    out.push({ path: "", message: `${unnamed} more issues not listed (the first ${MAX_NAMED_ISSUES} are)` });
  return out;
}
function parseOrThrow(schema, input, context = {}, secrets = []) {
  const result = schema.safeParse(input, { error: defaultMessages });
  if (result.success) return result.data;
  throw new ValidationError(formatIssues(result.error, { schema, ...context }), { secrets: [...secrets] });
}

// src/webhook-secret.ts
var WEBHOOK_SECRET_HEADER = "X-Doc-Convert-Secret";
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function withWebhookSecret(body) {
  if (!isRecord(body) || !isRecord(body.webhook) || typeof body.webhook.secret !== "string") {
    return { body, secrets: [] };
  }
  const { secret, ...webhook } = body.webhook;
  const headers = {
    ...webhook.headers,
    [WEBHOOK_SECRET_HEADER]: secret
  };
  return { body: { ...body, webhook: { ...webhook, headers } }, secrets: [secret] };
}

export {
  editDistance,
  didYouMean,
  describeValue,
  withGot,
  typeError,
  listOf,
  formatIssues,
  parseOrThrow,
  WEBHOOK_SECRET_HEADER,
  withWebhookSecret
};
