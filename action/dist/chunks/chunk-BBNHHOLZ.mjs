import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  FORMAT_UNITS,
  PAGE_FORMATS,
  PAGE_SIZES_PT,
  WEBHOOK_SECRET_HEADER,
  WEBHOOK_SECRET_PATTERN,
  WEBHOOK_SECRET_RULE
} from "./chunk-IARKGGH3.mjs";
import {
  _enum,
  array,
  boolean,
  check,
  config,
  date,
  int,
  iso_exports,
  joinValues,
  literal,
  number,
  record,
  strictObject,
  string,
  stringifyPrimitive,
  union
} from "./chunk-7KS7CNLY.mjs";
import {
  ValidationError
} from "./chunk-7UMRIUQS.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/options/index.ts
init_esm_shims();

// packages/core/src/options/parse.ts
init_esm_shims();

// packages/core/src/options/image.ts
init_esm_shims();

// node_modules/zod/v4/classic/external.js
init_esm_shims();

// node_modules/zod/v4/locales/en.js
init_esm_shims();
var parsedType = (data) => {
  const t = typeof data;
  switch (t) {
    case "number": {
      return Number.isNaN(data) ? "NaN" : "number";
    }
    case "object": {
      if (Array.isArray(data)) {
        return "array";
      }
      if (data === null) {
        return "null";
      }
      if (Object.getPrototypeOf(data) !== Object.prototype && data.constructor) {
        return data.constructor.name;
      }
    }
  }
  return t;
};
var error = () => {
  const Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  const Nouns = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    jwt: "JWT",
    template_literal: "input"
  };
  return (issue) => {
    switch (issue.code) {
      case "invalid_type":
        return `Invalid input: expected ${issue.expected}, received ${parsedType(issue.input)}`;
      case "invalid_value":
        if (issue.values.length === 1)
          return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
        return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
      case "too_big": {
        const adj = issue.inclusive ? "<=" : "<";
        const sizing = getSizing(issue.origin);
        if (sizing)
          return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
        return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue.inclusive ? ">=" : ">";
        const sizing = getSizing(issue.origin);
        if (sizing) {
          return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
        }
        return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue;
        if (_issue.format === "starts_with") {
          return `Invalid string: must start with "${_issue.prefix}"`;
        }
        if (_issue.format === "ends_with")
          return `Invalid string: must end with "${_issue.suffix}"`;
        if (_issue.format === "includes")
          return `Invalid string: must include "${_issue.includes}"`;
        if (_issue.format === "regex")
          return `Invalid string: must match pattern ${_issue.pattern}`;
        return `Invalid ${Nouns[_issue.format] ?? issue.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue.origin}`;
      case "invalid_union":
        return "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue.origin}`;
      default:
        return `Invalid input`;
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}

// node_modules/zod/v4/classic/external.js
config(en_default());

// packages/core/src/options/issues.ts
init_esm_shims();

// packages/core/src/options/did-you-mean.ts
init_esm_shims();
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

// packages/core/src/options/issues.ts
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
  const shown2 = values.map(String);
  return shown2.length <= 1 ? shown2.join("") : `${shown2.slice(0, -1).join(", ")} ${conjunction} ${shown2.at(-1)}`;
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

// packages/core/src/options/primitives.ts
init_esm_shims();
function objectParams(rule) {
  return {
    error: (issue) => issue.code === "invalid_type" ? typeError(rule)(issue) : void 0
  };
}
function nonEmptyString(required = "is required") {
  return string({
    error: (issue) => issue.input === void 0 ? required : withGot("must be a string", issue.input)
  }).refine((value) => value.trim() !== "", { error: "must not be empty" });
}
function integerBetween(min, max) {
  const rule = `must be an integer between ${min} and ${max} (inclusive)`;
  return int({ error: typeError(rule) }).min(min, { error: rule }).max(max, { error: rule });
}
function integerAtLeast(min, why = "") {
  const rule = `must be an integer of at least ${min}${why}`;
  return int({ error: typeError(rule) }).min(min, { error: rule });
}
function integer() {
  return int({ error: typeError("must be an integer") });
}
function numberBetween(min, max) {
  const rule = `must be between ${min} and ${max} (inclusive)`;
  return number({ error: typeError(`must be a number between ${min} and ${max} (inclusive)`) }).min(min, { error: rule }).max(max, { error: rule });
}
function isHttpUrl(value) {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}
function httpUrl() {
  return string({ error: typeError("must be an http or https URL") }).refine(isHttpUrl, { error: "must be an absolute http or https URL, e.g. https://example.com/hook" });
}
function holdsControlCharacter(text, allowed = {}) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 127 || code < 32 && !(allowed.tab && code === 9)) return true;
  }
  return false;
}
var headerName = string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, {
  error: "is not a valid HTTP header name (letters, digits and -_.!#$%&*+^`|~)"
});
var headerValue = string({ error: typeError("must be a string") }).refine((value) => !holdsControlCharacter(value, { tab: true }), {
  error: "must not contain line breaks or other control characters (NUL, \u2026)"
});
function headerMap() {
  return record(headerName, headerValue, { error: typeError("must be an object of header name \u2192 value") });
}
var UNSIGNED_NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
var LENGTH_UNITS = ["px", "in", "cm", "mm"];
var lengthPattern = new RegExp(`^${UNSIGNED_NUMBER}(?:${LENGTH_UNITS.join("|")})?$`);
function isCssLength(value) {
  return lengthPattern.test(value);
}
var CSS_LENGTH_RULE = `must be a length: a non-negative number with an optional unit ${LENGTH_UNITS.join(", ")} (no unit = pixels), e.g. 48, 20px, 0.5in or 10mm`;
function cssLengthString() {
  return string({ error: typeError(CSS_LENGTH_RULE) }).refine(isCssLength, { error: CSS_LENGTH_RULE });
}

// packages/core/src/options/shared.ts
init_esm_shims();

// packages/core/src/options/cross-field.ts
init_esm_shims();
function crossFieldRule({ fields, check: rule }) {
  const check3 = check((payload) => {
    rule(payload.value, (path, message) => {
      payload.issues.push({ code: "custom", message, path: [...path], input: payload.value });
    });
  });
  check3._zod.def.when = (payload) => payload.issues.every((issue) => {
    if (issue.code === "unrecognized_keys") return true;
    const first = issue.path?.[0];
    return first !== void 0 && !fields.includes(String(first));
  });
  return check3;
}

// packages/core/src/options/quick.ts
init_esm_shims();
function quickParser(shape, rules) {
  const keys = Object.keys(shape);
  const required = keys.filter((key) => !shape[key].safeParse(void 0).success);
  const defaulted = keys.some((key) => {
    const absent = shape[key].safeParse(void 0);
    return absent.success && absent.data !== void 0;
  });
  if (defaulted) return () => void 0;
  return (input) => {
    if (typeof input !== "object" || input === null) return void 0;
    const proto = Object.getPrototypeOf(input);
    if (proto !== Object.prototype && proto !== null) return void 0;
    const given = input;
    for (const key of required) if (!Object.hasOwn(given, key)) return void 0;
    const out = {};
    for (const key of Object.keys(given)) {
      const schema = Object.hasOwn(shape, key) ? shape[key] : void 0;
      if (!schema) return void 0;
      const parsed = schema.safeParse(given[key]);
      if (!parsed.success) return void 0;
      out[key] = parsed.data;
    }
    let broken = false;
    const report = () => broken = true;
    for (const rule of rules) rule.check(out, report);
    return broken ? void 0 : out;
  };
}

// packages/core/src/options/shared.ts
var basicAuthSchema = strictObject(
  { username: string().optional(), password: string().optional() },
  objectParams("must be an object {username?, password?}")
);
var webhookSecretSchema = string({ error: typeError(WEBHOOK_SECRET_RULE) }).regex(WEBHOOK_SECRET_PATTERN, { error: WEBHOOK_SECRET_RULE });
var webhookSchema = union(
  [
    httpUrl(),
    strictObject({
      url: httpUrl(),
      method: string().regex(/^[A-Za-z]+$/, { error: "must be an HTTP method such as POST or PUT" }).optional(),
      auth: basicAuthSchema.optional(),
      headers: headerMap().optional(),
      secret: webhookSecretSchema.optional()
    }).check((ctx) => {
      const { secret, headers } = ctx.value;
      const taken = Object.keys(headers ?? {}).find(
        (name) => name.toLowerCase() === WEBHOOK_SECRET_HEADER.toLowerCase()
      );
      if (secret !== void 0 && taken !== void 0) {
        ctx.issues.push({
          code: "custom",
          input: headers,
          path: ["headers", taken],
          message: "is what webhook.secret is sent as: give the secret once, in webhook.secret"
        });
      }
    })
  ],
  {
    error: typeError("must be an http or https URL or an object {url, method?, auth?, headers?, secret?}")
  }
);
var COOKIE_NAME_RULE = 'must not contain ";", "=" or control characters (line breaks, tabs, NUL)';
var COOKIE_VALUE_RULE = 'must not contain ";" or control characters (line breaks, tabs, NUL)';
var COOKIE_MAX_BYTES = 4096;
var cookieSchema = strictObject(
  {
    name: nonEmptyString().refine((name) => !/[;=]/.test(name) && !holdsControlCharacter(name), {
      error: COOKIE_NAME_RULE
    }),
    value: string({ error: typeError("must be a string") }).refine((value) => !value.includes(";") && !holdsControlCharacter(value), {
      error: COOKIE_VALUE_RULE
    }),
    secure: boolean().optional(),
    http_only: boolean().optional()
  },
  objectParams("must be an object {name, value, secure?, http_only?}")
).check((ctx) => {
  const { name, value } = ctx.value;
  if (typeof name !== "string" || typeof value !== "string") return;
  if (utf8Length(name) + utf8Length(value) > COOKIE_MAX_BYTES) {
    ctx.issues.push({
      code: "custom",
      input: value,
      path: ["value"],
      message: `with the name, must be at most ${COOKIE_MAX_BYTES} bytes (UTF-8): browsers drop a longer cookie`
    });
  }
});
function utf8Length(text) {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0);
    bytes += code < 128 ? 1 : code < 2048 ? 2 : code < 65536 ? 3 : 4;
  }
  return bytes;
}
var SOURCE_RULE = "must be a string (inline HTML or a URL)";
var sourceSchema = string({
  error: (issue) => {
    if (issue.input === void 0) return "is required (inline HTML or a URL)";
    if (Array.isArray(issue.input)) {
      return `${SOURCE_RULE}; an array of sources (parallel conversions) is not supported, send one request per source`;
    }
    return withGot(SOURCE_RULE, issue.input);
  }
}).refine((value) => value.trim() !== "", { error: "must not be empty" });
var DELAY_MS = { min: 0, max: 1e4, default: 0 };
var TIMEOUT_SECONDS = { min: 0, max: 900 };
var sharedOptionsShape = {
  /** Inline HTML or a URL the service loads. */
  source: sourceSchema,
  /** No credits used; the output carries a watermark. */
  sandbox: boolean().optional(),
  /** The conversion is queued (202) and the result POSTed here. */
  webhook: webhookSchema.optional(),
  /** Answer with the document Base64-encoded. */
  encode: boolean().optional(),
  /** Store the result for two days and answer with its URL instead of the file. */
  filename: string().regex(/^[A-Za-z0-9_-]{7,}$/, {
    error: 'must be at least 7 characters, only letters, digits, "-" or "_" (no extension)'
  }).optional(),
  /** Save the result to your own bucket, e.g. `s3://bucket/path/file.pdf`. */
  s3_destination: nonEmptyString().optional(),
  use_print: boolean().optional(),
  /** CSS (rules or a URL) appended to the document. */
  css: nonEmptyString().optional(),
  /** JavaScript (code or a URL) run before the capture. */
  javascript: nonEmptyString().optional(),
  /** Milliseconds to wait before the capture. */
  delay: integerBetween(DELAY_MS.min, DELAY_MS.max).optional(),
  /** Seconds after which page loading is cut short. */
  timeout: integerBetween(TIMEOUT_SECONDS.min, TIMEOUT_SECONDS.max).optional(),
  /** Name of a global function the service waits on until it returns a truthy value. */
  wait_for: nonEmptyString().optional(),
  wait_for_network: boolean().optional(),
  ignore_long_polling: boolean().optional(),
  disable_javascript: boolean().optional(),
  lazy_load_images: boolean().optional(),
  raise_for_status: boolean().optional(),
  auth: basicAuthSchema.optional(),
  http_headers: headerMap().optional(),
  cookies: array(cookieSchema).optional(),
  is_hipaa: boolean().optional(),
  is_gdpr: boolean().optional(),
  log_request: boolean().optional()
};
function longPollingNeedsNetworkWait(value, report) {
  if (value.ignore_long_polling === true && value.wait_for_network === false) {
    report(
      ["ignore_long_polling"],
      "requires wait_for_network to be true (it is false, so there is nothing to ignore)"
    );
  }
}
var sharedRule = {
  fields: ["wait_for_network", "ignore_long_polling"],
  check: longPollingNeedsNetworkWait
};
var optionsObjectParams = {
  error: (issue) => issue.code === "invalid_type" ? withGot("options must be an object", issue.input) : void 0
};
function conversionOptions(only, ...rules) {
  const shape = { ...sharedOptionsShape, ...only };
  return {
    schema: strictObject(shape, optionsObjectParams).check(crossFieldRule(sharedRule), ...rules.map((rule) => crossFieldRule(rule))),
    quick: quickParser(shape, [sharedRule, ...rules])
  };
}
var sharedOptionsSchema = strictObject(sharedOptionsShape, optionsObjectParams).check(crossFieldRule(sharedRule));

// packages/core/src/options/image.ts
var IMAGE_FORMATS = ["png", "jpeg", "webp"];
var IMAGE_DPI_VALUES = [1, 2, 4];
var CAPTURE_MODES = ["fullpage", "css_selector", "clip"];
var IMAGE_QUALITY = { min: 10, max: 100, default: 80 };
var CLIP_SIZE = { min: 1 };
var clipSchema = strictObject(
  {
    x: integer(),
    y: integer(),
    width: integerAtLeast(CLIP_SIZE.min, " (pixels)"),
    height: integerAtLeast(CLIP_SIZE.min, " (pixels)")
  },
  objectParams("must be an object {x, y, width, height} of integer pixels")
);
var viewport = string().regex(/^[1-9]\d*x[1-9]\d*$/, { error: "must be {width}x{height} in whole pixels, e.g. 1280x1024" }).optional();
var fullpage = boolean().optional();
var css_selector = nonEmptyString().optional();
var clip = clipSchema.optional();
var dpi = literal(IMAGE_DPI_VALUES, { error: `must be one of ${listOf(IMAGE_DPI_VALUES)}` }).optional();
var transparent = boolean().optional();
var quality = integerBetween(IMAGE_QUALITY.min, IMAGE_QUALITY.max).optional();
var imageOnlyShapes = {
  png: { viewport, transparent, fullpage, css_selector, clip, dpi },
  jpeg: { viewport, fullpage, css_selector, clip, dpi, quality },
  webp: { viewport, fullpage, css_selector, clip, dpi, quality }
};
var imageOptionRefusals = {
  png: {
    quality: "applies to JPEG and WebP only; PNG is lossless, so the service would ignore it: remove it"
  },
  jpeg: { transparent: "is PNG only: JPEG has no transparency; remove it, or convert to PNG" },
  webp: {
    transparent: "is PNG only: the service makes transparent backgrounds for PNG alone; remove it, or convert to PNG"
  }
};
function oneCaptureMode(value, report) {
  const chosen = CAPTURE_MODES.filter(
    (mode) => mode === "fullpage" ? value.fullpage === true : value[mode] !== void 0
  );
  if (chosen.length > 1) {
    report(
      [chosen.at(-1)],
      `only one of ${listOf(CAPTURE_MODES)} may be set; got ${listOf(chosen, "and")}`
    );
  }
}
var captureModeRule = { fields: CAPTURE_MODES, check: oneCaptureMode };
var pngOptions = conversionOptions(imageOnlyShapes.png, captureModeRule);
var jpegOptions = conversionOptions(imageOnlyShapes.jpeg, captureModeRule);
var webpOptions = conversionOptions(imageOnlyShapes.webp, captureModeRule);
var pngOptionsSchema = pngOptions.schema;
var jpegOptionsSchema = jpegOptions.schema;
var webpOptionsSchema = webpOptions.schema;
var quickPngOptions = pngOptions.quick;
var quickJpegOptions = jpegOptions.quick;
var quickWebpOptions = webpOptions.quick;

// packages/core/src/options/pdf.ts
init_esm_shims();

// packages/core/src/options/format.ts
init_esm_shims();
var unitGroup = `(${FORMAT_UNITS.join("|")})?`;
var customPattern = new RegExp(
  `^(${UNSIGNED_NUMBER})${unitGroup}x(?:(${UNSIGNED_NUMBER})${unitGroup}|auto)$`
);
function resolveUnit(widthUnit, heightUnit, auto) {
  if (auto) return widthUnit ?? "px";
  if (!widthUnit) return heightUnit ?? "px";
  return widthUnit === heightUnit ? widthUnit : void 0;
}
function parseFormat(format) {
  if (PAGE_FORMATS.includes(format))
    return { kind: "named", name: format };
  const match = customPattern.exec(format);
  if (!match) return void 0;
  const [, widthText, widthUnit, heightText, heightUnit] = match;
  const auto = heightText === void 0;
  const unit = resolveUnit(widthUnit, heightUnit, auto);
  const width = Number(widthText);
  const height = auto ? "auto" : Number(heightText);
  if (!unit || width <= 0 || height === 0) return void 0;
  return { kind: "custom", width, height, unit };
}
var FORMAT_RULE = `must be one of ${PAGE_FORMATS.join(", ")} or a custom size {width}x{height} with units ${listOf(FORMAT_UNITS)} (height may be auto), e.g. 210x297mm`;
var loosePattern = new RegExp(`^(${UNSIGNED_NUMBER})([a-z]*)x(?:(${UNSIGNED_NUMBER})([a-z]*)|auto)$`, "i");
function hintFor(value) {
  const sameLetters = PAGE_FORMATS.find((name) => name.toLowerCase() === value.toLowerCase());
  const named = sameLetters ?? (/^[a-z]{4,}$/i.test(value) ? didYouMean(value, PAGE_FORMATS) : void 0);
  if (named) return `; did you mean "${named}"? (names are case-sensitive)`;
  const loose = loosePattern.exec(value);
  if (!loose) return "";
  const [, width, widthUnit, height, heightUnit] = loose;
  const strange = [widthUnit, heightUnit].find((u) => u && !FORMAT_UNITS.includes(u));
  if (strange) return `; "${strange}" is not a unit here (use ${listOf(FORMAT_UNITS)}, or none for pixels)`;
  if (Number(width) === 0 || height !== void 0 && Number(height) === 0) {
    return "; width and height must be greater than 0";
  }
  if (widthUnit && height !== void 0 && !heightUnit) {
    return `; give the height a unit too, e.g. ${width}${widthUnit}x${height}${widthUnit}`;
  }
  if (widthUnit && heightUnit && widthUnit !== heightUnit) return "; use the same unit for width and height";
  return "";
}
var formatSchema = string({ error: typeError(FORMAT_RULE) }).refine((value) => parseFormat(value) !== void 0, {
  error: (issue) => `${FORMAT_RULE}${typeof issue.input === "string" ? hintFor(issue.input) : ""}`
});

// packages/core/src/options/margin.ts
init_esm_shims();
var MARGIN_SIDES = ["top", "right", "bottom", "left"];
var MARGIN_RULE = `must be a non-negative integer (pixels), a CSS length or shorthand of 1 to 4 lengths such as "10mm" or "10mm 20mm", or an object {${MARGIN_SIDES.join(", ")}}`;
var NON_NEGATIVE = "must not be negative";
var marginSide = union([cssLengthString(), number().min(0, { error: NON_NEGATIVE })], {
  error: typeError(`${CSS_LENGTH_RULE}, or a non-negative number`)
});
function isMarginShorthand(value) {
  const parts = value.trim().split(/\s+/);
  return value.trim() !== "" && parts.length <= 4 && parts.every(isCssLength);
}
var SHORTHAND_RULE = `must be 1 to 4 lengths separated by spaces, e.g. "10mm" or "10mm 20mm 10mm 20mm"; each ${CSS_LENGTH_RULE.replace(/^must be /, "is ")}`;
var marginObjectSchema = strictObject(
  {
    top: marginSide.optional(),
    right: marginSide.optional(),
    bottom: marginSide.optional(),
    left: marginSide.optional()
  },
  objectParams(MARGIN_RULE)
);
var marginSchema = union(
  [
    int().min(0, { error: `${NON_NEGATIVE} (an integer margin is in pixels)` }),
    string().refine(isMarginShorthand, { error: SHORTHAND_RULE }),
    marginObjectSchema
  ],
  { error: typeError(MARGIN_RULE) }
);

// packages/core/src/options/page-room.ts
init_esm_shims();
var POINTS_PER = { in: 72, cm: 72 / 2.54, mm: 72 / 25.4, px: 0.75 };
var DEFAULT_SIDE_PT = 48 * POINTS_PER.px;
var INCH_FORMATS = ["Letter", "Legal", "Tabloid", "Ledger"];
function sidePt(side) {
  if (side === void 0) return DEFAULT_SIDE_PT;
  if (typeof side === "number") return side * POINTS_PER.px;
  const match = /^([\d.]+)(px|in|cm|mm)?$/.exec(side.trim());
  return match ? Number(match[1]) * POINTS_PER[match[2] ?? "px"] : 0;
}
function marginPoints(margin) {
  if (typeof margin === "object") {
    return {
      top: sidePt(margin.top),
      right: sidePt(margin.right),
      bottom: sidePt(margin.bottom),
      left: sidePt(margin.left)
    };
  }
  if (typeof margin === "number") {
    const all = sidePt(margin);
    return { top: all, right: all, bottom: all, left: all };
  }
  const [top, right = top, bottom = top, left = right] = margin.trim().split(/\s+/).map(sidePt);
  return { top, right, bottom, left };
}
function pageOf(format, landscape) {
  const parsed = parseFormat(format);
  if (!parsed) return void 0;
  const turn = (width, height2) => landscape && height2 !== void 0 ? { width: height2, height: width } : { width, height: height2 };
  if (parsed.kind === "named") {
    const [width, height2] = PAGE_SIZES_PT[parsed.name];
    const unit = INCH_FORMATS.includes(parsed.name) ? "in" : "mm";
    return { ...turn(width, height2), unit, name: `${parsed.name}${landscape ? " landscape" : ""}` };
  }
  const scale = POINTS_PER[parsed.unit];
  const height = parsed.height === "auto" ? void 0 : parsed.height * scale;
  return {
    ...turn(parsed.width * scale, height),
    unit: parsed.unit,
    name: `${format}${landscape && height !== void 0 ? " landscape" : ""}`
  };
}
function shown(points, unit) {
  return `${Number((points / POINTS_PER[unit]).toFixed(unit === "in" ? 2 : 1))} ${unit}`;
}
function marginLeavesRoom(value, report) {
  if (value.margin === void 0) return;
  const page = pageOf(value.format ?? "A4", value.landscape === true);
  if (!page) return;
  const sides = marginPoints(value.margin);
  const size = page.height === void 0 ? `${shown(page.width, page.unit)} wide` : `${shown(page.width, page.unit).split(" ")[0]} \xD7 ${shown(page.height, page.unit)}`;
  const across = sides.left + sides.right;
  const down = sides.top + sides.bottom;
  const problem = across >= page.width ? `left + right come to ${shown(across, page.unit)}, and the page is ${shown(page.width, page.unit)} wide` : page.height !== void 0 && down >= page.height ? `top + bottom come to ${shown(down, page.unit)}, and the page is ${shown(page.height, page.unit)} tall` : void 0;
  if (problem) {
    report(["margin"], `leaves no room for content on the page (${page.name}, ${size}): ${problem}`);
  }
}
var marginRoomRule = {
  fields: ["margin", "format", "landscape"],
  check: marginLeavesRoom
};

// packages/core/src/options/pages.ts
init_esm_shims();
var PAGES_RULE = "must be page numbers or ranges separated by commas, e.g. 3, 1-5, 4,5,6 or 1-3,6,7 (pages start at 1; a range a-b needs a <= b)";
var itemPattern = /^(\d+)(?:-(\d+))?$/;
function check2(pages) {
  if (pages.trim() === "") return { problem: "it is empty" };
  const ranges = [];
  for (const raw of pages.split(",")) {
    const item = raw.trim();
    if (item === "") return { problem: "an item between commas is empty" };
    const match = itemPattern.exec(item);
    if (!match) return { problem: `"${item}" is neither a page number nor a range` };
    const from = Number(match[1]);
    const to = match[2] === void 0 ? from : Number(match[2]);
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to))
      return { problem: `"${item}" is too large` };
    if (from < 1 || to < 1) return { problem: `"${item}" names page 0; the first page is 1` };
    if (from > to) return { problem: `"${item}" runs backwards; write ${to}-${from}` };
    ranges.push({ from, to });
  }
  return { ranges };
}
function parsePages(pages) {
  const checked = check2(pages);
  return "ranges" in checked ? checked.ranges : void 0;
}
function pagesToIndexes(ranges, pageCount) {
  const keep = /* @__PURE__ */ new Set();
  for (const { from, to } of ranges) {
    for (let page = from; page <= Math.min(to, pageCount); page++) keep.add(page - 1);
  }
  return [...keep].sort((a, b) => a - b);
}
var pagesSchema = string({ error: typeError('must be a string of page numbers or ranges, e.g. "3" or "1-3,6,7"') }).refine((value) => parsePages(value) !== void 0, {
  error: (issue) => {
    const checked = typeof issue.input === "string" ? check2(issue.input) : void 0;
    return checked && "problem" in checked ? `${PAGES_RULE}; ${checked.problem}` : PAGES_RULE;
  }
});

// packages/core/src/options/watermark.ts
init_esm_shims();
var WATERMARK_FONT_FAMILIES = ["Helvetica", "Times", "Courier"];
var WATERMARK_OFFSET_UNITS = ["px", "in", "cm", "mm", "pt"];
var WATERMARK_OFFSET_X_KEYWORDS = ["left", "right", "center"];
var WATERMARK_OFFSET_Y_KEYWORDS = ["top", "bottom", "middle"];
var WATERMARK_FONT_SIZE = { min: 5, max: 300, default: 16 };
var WATERMARK_FONT_OPACITY = { min: 0, max: 100, default: 100 };
var WATERMARK_ROTATE = { min: -359, max: 359, default: -45 };
function offset(keywords) {
  const pattern = new RegExp(
    `^(?:${keywords.join("|")}|-?${UNSIGNED_NUMBER}(?:${WATERMARK_OFFSET_UNITS.join("|")}))$`
  );
  const rule = `must be ${keywords.join(", ")} or a length ending in ${listOf(WATERMARK_OFFSET_UNITS)}, e.g. 20px`;
  return string().regex(pattern, { error: rule });
}
var watermarkSchema = strictObject(
  {
    /** A PDF to stamp: a URL or a Base64-encoded document. */
    source: nonEmptyString().optional(),
    /** An image to stamp: a URL or a Base64-encoded image. */
    image: nonEmptyString().optional(),
    text: nonEmptyString().optional(),
    font_size: integerBetween(WATERMARK_FONT_SIZE.min, WATERMARK_FONT_SIZE.max).optional(),
    font_family: _enum(WATERMARK_FONT_FAMILIES, { error: `must be one of ${listOf(WATERMARK_FONT_FAMILIES)}` }).optional(),
    font_color: string().regex(/^#?[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, {
      error: "must be a hex colour such as #000000, 000000 or #f00"
    }).optional(),
    font_opacity: integerBetween(WATERMARK_FONT_OPACITY.min, WATERMARK_FONT_OPACITY.max).optional(),
    font_bold: boolean().optional(),
    font_italic: boolean().optional(),
    offset_x: offset(WATERMARK_OFFSET_X_KEYWORDS).optional(),
    offset_y: offset(WATERMARK_OFFSET_Y_KEYWORDS).optional(),
    rotate: integerBetween(WATERMARK_ROTATE.min, WATERMARK_ROTATE.max).optional()
  },
  objectParams("must be an object with one of source, image or text")
).check(
  crossFieldRule({
    fields: ["source", "image", "text"],
    check: (value, report) => {
      if (value.source === void 0 && value.image === void 0 && value.text === void 0) {
        report([], "must set one of source (a PDF), image or text: there is nothing to stamp");
      }
    }
  })
);

// packages/core/src/options/pdf.ts
var RESERVED_METADATA_NAMES = [
  "author_raw",
  "creator_raw",
  "producer",
  "producer_raw",
  "subject_raw",
  "title_raw"
];
var HEADER_FOOTER_START_AT = { min: 1, default: 1 };
var PDF_ZOOM = { min: 0.1, max: 2, default: 1 };
var headerFooterSchema = strictObject(
  {
    /** HTML or a URL; `{{date}}`, `{{title}}`, `{{url}}`, `{{page}}` and `{{total}}` are replaced. */
    source: nonEmptyString("is required (inline HTML or a URL)"),
    /** Space between the header (footer) and the content. */
    height: cssLengthString().optional(),
    /** First page that shows it. */
    start_at: integerAtLeast(HEADER_FOOTER_START_AT.min, " (the first page is 1)").optional()
  },
  objectParams("must be an object {source, height?, start_at?}")
);
var metadataName = string().min(1, { error: "metadata names must not be empty" }).refine((name) => !RESERVED_METADATA_NAMES.includes(name), {
  error: (issue) => `"${String(issue.input)}" is a reserved metadata name and is refused (reserved: ${listOf(RESERVED_METADATA_NAMES, "and")})`
});
var metadataSchema = record(metadataName, string({ error: typeError("must be a string") }), {
  error: typeError("must be an object of name \u2192 string value")
});
var protectionSchema = strictObject(
  {
    author: string().optional(),
    /** Needed to open the document; blank is the same as no protection. */
    user_password: string().optional(),
    /** Needed to change the permissions. */
    owner_password: string().optional(),
    no_print: boolean().optional(),
    no_copy: boolean().optional(),
    no_modify: boolean().optional()
  },
  objectParams(
    "must be an object {author?, user_password?, owner_password?, no_print?, no_copy?, no_modify?}"
  )
);
var pdfOnlyShape = {
  landscape: boolean().optional(),
  format: formatSchema.optional(),
  disable_backgrounds: boolean().optional(),
  /** Drop the last page when it is blank. */
  remove_blank: boolean().optional(),
  pages: pagesSchema.optional(),
  zoom: numberBetween(PDF_ZOOM.min, PDF_ZOOM.max).optional(),
  margin: marginSchema.optional(),
  header: headerFooterSchema.optional(),
  footer: headerFooterSchema.optional(),
  metadata: metadataSchema.optional(),
  protection: protectionSchema.optional(),
  watermark: watermarkSchema.optional(),
  /** PDF/A-3b output. */
  pdfa: boolean().optional(),
  /** Linearized for fast web viewing. */
  linearize: boolean().optional()
};
function startAtAgrees(value, report) {
  const header = value.header?.start_at ?? 1;
  const footer = value.footer?.start_at ?? 1;
  if (header > 1 && footer > 1 && header !== footer) {
    report(
      ["footer", "start_at"],
      `must equal header.start_at (${header}) when both header and footer start after page 1; got ${footer}`
    );
  }
}
var startAtRule = { fields: ["header", "footer"], check: startAtAgrees };
var pdfOptions = conversionOptions(pdfOnlyShape, startAtRule, marginRoomRule);
var pdfOptionsSchema = pdfOptions.schema;
var quickPdfOptions = pdfOptions.quick;

// packages/core/src/options/parse.ts
var CONVERSIONS = {
  pdf: { name: "PDF", only: pdfOnlyShape, schema: pdfOptionsSchema, quick: quickPdfOptions },
  png: {
    name: "PNG",
    only: imageOnlyShapes.png,
    schema: pngOptionsSchema,
    quick: quickPngOptions,
    refusals: imageOptionRefusals.png
  },
  jpeg: {
    name: "JPEG",
    only: imageOnlyShapes.jpeg,
    schema: jpegOptionsSchema,
    quick: quickJpegOptions,
    refusals: imageOptionRefusals.jpeg
  },
  webp: {
    name: "WebP",
    only: imageOnlyShapes.webp,
    schema: webpOptionsSchema,
    quick: quickWebpOptions,
    refusals: imageOptionRefusals.webp
  }
};
var FORMATS = Object.keys(CONVERSIONS);
var optionNames = /* @__PURE__ */ new Map();
function conversionOptionNames(format) {
  let names = optionNames.get(format);
  if (!names) {
    names = /* @__PURE__ */ new Set([...Object.keys(sharedOptionsShape), ...Object.keys(CONVERSIONS[format].only)]);
    optionNames.set(format, names);
  }
  return names;
}
function conversionName(format) {
  return CONVERSIONS[format].name;
}
function foreignOptionsOf(format) {
  const own = CONVERSIONS[format];
  const out = {};
  for (const other of FORMATS) {
    for (const name of Object.keys(CONVERSIONS[other].only)) {
      if (Object.hasOwn(own.only, name) || Object.hasOwn(out, name)) continue;
      const takers = FORMATS.filter((f) => Object.hasOwn(CONVERSIONS[f].only, name));
      const names = takers.map((f) => CONVERSIONS[f].name);
      out[name] = `is a ${listOf(names, "and")} option; ${own.name} conversions do not accept it`;
    }
  }
  return { ...out, ...own.refusals };
}
var foreignOptions = /* @__PURE__ */ new Map();
function parseConversionOptions(format, input) {
  const conversion = CONVERSIONS[format];
  const valid = conversion.quick(input);
  if (valid) return valid;
  let foreign = foreignOptions.get(format);
  if (!foreign) foreignOptions.set(format, foreign = foreignOptionsOf(format));
  return parseOrThrow(conversion.schema, input, { foreignOptions: foreign });
}
function parsePdfOptions(input) {
  return parseConversionOptions("pdf", input);
}
function parsePngOptions(input) {
  return parseConversionOptions("png", input);
}
function parseJpegOptions(input) {
  return parseConversionOptions("jpeg", input);
}
function parseWebpOptions(input) {
  return parseConversionOptions("webp", input);
}

// packages/core/src/options/logs.ts
init_esm_shims();
var LOG_STATUSES = ["error", "success", "all"];
var LOGS_LIMIT = { min: 5, max: 100, default: 20 };
var BEFORE_RULE = "must be a Date or an ISO date-time with a time zone, e.g. 2026-03-01T12:00:00Z";
var isoDateTime = iso_exports.datetime({ offset: true, error: BEFORE_RULE });
var beforeSchema = union([date(), string().pipe(isoDateTime)], {
  error: (issue) => issue.input instanceof Date ? "must be a valid Date; got Invalid Date" : typeError(BEFORE_RULE)(issue)
});
var logsQuerySchema = strictObject(
  {
    /** Entries per page, 5 to 100 (default 20). */
    limit: integerBetween(LOGS_LIMIT.min, LOGS_LIMIT.max).optional(),
    /** Only failed requests, only successful ones, or all (default). */
    status: _enum(LOG_STATUSES, { error: typeError(`must be one of ${listOf(LOG_STATUSES)}`) }).optional(),
    /** Only the requests made with this API key (a secret: never shown in errors). */
    key: nonEmptyString().optional(),
    /** The entries after this log id: the `id` of the last entry of the previous page. */
    cursor: integerAtLeast(1, " (a log entry id)").optional(),
    /** The entries executed before this time. */
    before: beforeSchema.optional()
  },
  objectParams("must be an object {limit?, status?, key?, cursor?, before?}")
);
function parseLogsParams(input) {
  const key = input?.key;
  const { before, ...rest } = parseOrThrow(
    logsQuerySchema,
    input ?? {},
    {},
    typeof key === "string" ? [key] : []
  );
  return {
    ...rest,
    ...before === void 0 ? {} : { before: before instanceof Date ? before.toISOString() : before }
  };
}

// packages/core/src/options/template.ts
init_esm_shims();

// packages/core/src/options/template-data.ts
init_esm_shims();
var JSON_RULE = "must be JSON: a string, a finite number, a boolean, null, an array or a plain object";
function isPlainObject(value) {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
function kindOf(value) {
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  if (typeof value === "bigint") return "a bigint";
  if (Array.isArray(value)) return "an array";
  if (value instanceof Date) return "a Date (send date.toISOString() instead)";
  if (typeof value === "object" && value !== null) {
    const name = value.constructor?.name;
    return typeof name === "string" && name !== "" ? `an instance of ${name}` : "an object that is not plain";
  }
  return describeValue(value);
}
function problemAt(value, path, ancestors) {
  switch (typeof value) {
    case "string":
    case "boolean":
    case "undefined":
      return void 0;
    case "number":
      return Number.isFinite(value) ? void 0 : { path, message: `must be a finite number; got ${describeValue(value)}` };
    case "object":
      break;
    default:
      return { path, message: `${JSON_RULE}; got ${kindOf(value)}` };
  }
  if (value === null) return void 0;
  if (!Array.isArray(value) && !isPlainObject(value)) {
    return { path, message: `${JSON_RULE}; got ${kindOf(value)}` };
  }
  if (ancestors.has(value))
    return { path, message: "must not contain itself (a cycle cannot be sent as JSON)" };
  ancestors.add(value);
  try {
    for (const [key, item] of Object.entries(value)) {
      const problem = problemAt(item, `${path}.${key}`, ancestors);
      if (problem) return problem;
    }
  } finally {
    ancestors.delete(value);
  }
  return void 0;
}
function templateDataIssue(data, path = "data") {
  if (typeof data !== "object" || data === null || Array.isArray(data) || !isPlainObject(data)) {
    return {
      path,
      message: `must be a plain object of the template's variables, e.g. { name: "Ada" }; got ${kindOf(data)}`
    };
  }
  return problemAt(data, path, /* @__PURE__ */ new Set());
}

// packages/core/src/options/template.ts
var TEMPLATE_EXTS = ["html", "pdf", "png", "jpeg", "webp"];
var TEMPLATE_SLUG_RULE = 'must be letters, digits, "-" or "_" only, e.g. invoice-2026';
var TEMPLATE_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
var templateSlugSchema = string({ error: (issue) => issue.input === void 0 ? "is required" : TEMPLATE_SLUG_RULE }).regex(TEMPLATE_SLUG_PATTERN, { error: TEMPLATE_SLUG_RULE });
var templateCreateSchema = strictObject(
  {
    /** The template's identifier in paths; cannot be changed later. */
    slug: templateSlugSchema,
    name: nonEmptyString(),
    /** The HTML, with Handlebars-style `{{variables}}`. */
    content: nonEmptyString()
  },
  objectParams("must be an object {slug, name, content}")
);
var templateUpdateSchema = strictObject(
  {
    name: nonEmptyString().optional(),
    /** Required by the reference (TemplateUpdateForm), even when only the name changes. */
    content: nonEmptyString()
  },
  objectParams("must be an object {name?, content}")
);
function parseTemplateCreate(input) {
  return parseOrThrow(templateCreateSchema, input);
}
function parseTemplateUpdate(input) {
  return parseOrThrow(templateUpdateSchema, input);
}
var STORED_TEMPLATE = "<stored template>";
var HTML_NOT_RENDERED = "does not apply to html: the template is only filled in, not rendered";
function checkTemplateExt(ext) {
  if (typeof ext === "string" && TEMPLATE_EXTS.includes(ext))
    return ext;
  const rule = `must be one of ${listOf(TEMPLATE_EXTS)}`;
  const suggestion = typeof ext === "string" ? didYouMean(ext, TEMPLATE_EXTS) : void 0;
  const got = typeof ext === "string" ? JSON.stringify(ext) : String(ext);
  const hint = suggestion ? `; did you mean "${suggestion}"?` : "";
  throw new ValidationError([{ path: "ext", message: `${rule}; got ${got}${hint}` }]);
}
function paramsObject(params, form) {
  const given = params ?? {};
  if (typeof given !== "object" || Array.isArray(given)) {
    throw new ValidationError([{ path: "", message: `the parameters must be an object ${form}` }]);
  }
  return given;
}
function optionIssues(format, options) {
  if (format === "html")
    return Object.keys(options).map((name) => ({ path: name, message: HTML_NOT_RENDERED }));
  const issues = [];
  const { source: _source, ...rest } = options;
  if (Object.hasOwn(options, "source")) {
    issues.push({ path: "source", message: "is the stored template here: remove it" });
  }
  try {
    parseConversionOptions(format, { ...rest, source: STORED_TEMPLATE });
  } catch (error2) {
    if (!(error2 instanceof ValidationError)) throw error2;
    issues.push(...error2.issues);
  }
  return issues;
}
function templateOptionNames(format) {
  return format === "html" ? /* @__PURE__ */ new Set() : conversionOptionNames(format);
}
function templateGenerateBody(ext, params) {
  const format = checkTemplateExt(ext);
  const { data = {}, ...options } = paramsObject(params, "{ data?, ...options }");
  const issues = [];
  const dataIssue = templateDataIssue(data);
  if (dataIssue) issues.push(dataIssue);
  else issues.push(...templateVariableIssues(format, data));
  issues.push(...optionIssues(format, options));
  if (issues.length > 0) throw new ValidationError(issues);
  return { ...data, ...options };
}
function templateVariableIssues(format, data) {
  if (format === "html") return [];
  const names = conversionOptionNames(format);
  const kind = conversionName(format);
  return Object.keys(data).filter((name) => names.has(name)).map((name) => ({
    path: `data.${name}`,
    message: `is the name of a ${kind} option: the service reads the variables and the options from one object, so it would take this variable for the option. Rename the variable, or nest it: data: { invoice: { ${name}: \u2026 } } and {{invoice.${name}}} in the template`
  }));
}
function readTemplateGenerateBody(ext, body) {
  const format = checkTemplateExt(ext);
  const given = paramsObject(body, "{ ...variables, ...options }");
  const names = templateOptionNames(format);
  const variables = {};
  const options = {};
  for (const [key, value] of Object.entries(given)) {
    Object.defineProperty(names.has(key) ? options : variables, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true
    });
  }
  const issues = optionIssues(format, options);
  if (issues.length > 0) throw new ValidationError(issues);
  return { variables, options };
}

export {
  editDistance,
  didYouMean,
  listOf,
  MAX_SUGGESTIONS,
  MAX_NAMED_ISSUES,
  formatIssues,
  DELAY_MS,
  TIMEOUT_SECONDS,
  sharedOptionsSchema,
  IMAGE_FORMATS,
  IMAGE_DPI_VALUES,
  CAPTURE_MODES,
  IMAGE_QUALITY,
  CLIP_SIZE,
  pngOptionsSchema,
  jpegOptionsSchema,
  webpOptionsSchema,
  parseFormat,
  MARGIN_SIDES,
  marginPoints,
  parsePages,
  pagesToIndexes,
  WATERMARK_FONT_FAMILIES,
  WATERMARK_OFFSET_X_KEYWORDS,
  WATERMARK_OFFSET_Y_KEYWORDS,
  WATERMARK_FONT_SIZE,
  WATERMARK_FONT_OPACITY,
  WATERMARK_ROTATE,
  RESERVED_METADATA_NAMES,
  HEADER_FOOTER_START_AT,
  PDF_ZOOM,
  pdfOptionsSchema,
  conversionOptionNames,
  conversionName,
  parseConversionOptions,
  parsePdfOptions,
  parsePngOptions,
  parseJpegOptions,
  parseWebpOptions,
  LOG_STATUSES,
  LOGS_LIMIT,
  parseLogsParams,
  templateDataIssue,
  TEMPLATE_EXTS,
  TEMPLATE_SLUG_RULE,
  TEMPLATE_SLUG_PATTERN,
  templateSlugSchema,
  parseTemplateCreate,
  parseTemplateUpdate,
  HTML_NOT_RENDERED,
  templateOptionNames,
  templateGenerateBody,
  templateVariableIssues,
  readTemplateGenerateBody
};
