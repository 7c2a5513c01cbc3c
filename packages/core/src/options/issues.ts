// Turns zod's issues into the client's ValidationIssue list: dotted paths (`margin.top`, `cookies.0.name`),
// messages that name the broken rule, one issue per unknown option with a did-you-mean, and union
// failures reported from the branch the user was evidently aiming at rather than as "Invalid input".
import type { z } from 'zod/v4';
import { ValidationError, type ValidationIssue } from '../errors';
import { didYouMean } from './did-you-mean';

/** A short description of a value's kind for "got ..." parts; never echoes strings, which may be secrets. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return value === '' ? 'an empty string' : 'a string';
    case 'number':
      return Number.isFinite(value) ? `the number ${value}` : `${value}`;
    case 'boolean':
      return `${value}`;
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

/** Appends what was received to a rule, e.g. `must be a boolean; got a string`. */
export function withGot(rule: string, input: unknown): string {
  return `${rule}; got ${describeValue(input)}`;
}

/** An error function for a schema's type check: `is required` when absent, else the rule and what came. */
export function typeError(rule: string) {
  return (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'is required' : withGot(rule, issue.input);
}

const kindNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  record: 'an object',
  array: 'an array',
};

/** "A, B or C" */
export function listOf(values: readonly unknown[], conjunction = 'or'): string {
  const shown = values.map(String);
  return shown.length <= 1
    ? shown.join('')
    : `${shown.slice(0, -1).join(', ')} ${conjunction} ${shown.at(-1)}`;
}

/**
 * Messages for issues whose schema did not word its own: passed per parse so that zod's global
 * configuration, which other code in the same process may own, is never touched.
 */
const defaultMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return withGot(`must be ${kindNames[issue.expected] ?? `a ${issue.expected}`}`, issue.input);
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'must not be empty'
          : `must be at least ${issue.minimum} characters long`;
      }
      if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
      return issue.inclusive ? `must be at least ${issue.minimum}` : `must be greater than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters long`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
      return issue.inclusive ? `must be at most ${issue.maximum}` : `must be less than ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${listOf(issue.values.map((v) => (typeof v === 'string' ? v : String(v))))}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      // Worded per name by formatIssues; zod's own message would join every name, however many came.
      return 'unknown option';
    default:
      return undefined;
  }
};

/** What formatIssues needs to word unknown options well. */
export interface IssueContext {
  /** The schema that was parsed: lets unknown options be compared with the names it knows, at any depth. */
  schema?: z.core.$ZodType;
  /** Top-level names that belong to another conversion, with the explanation to give, e.g. `is a PDF option`. */
  foreignOptions?: Readonly<Record<string, string>>;
}

type Path = readonly PropertyKey[];

/** Dotted form of a zod path: `['cookies', 0, 'name']` → `cookies.0.name`. */
function dottedPath(path: Path): string {
  return path.map((segment) => String(segment)).join('.');
}

// The slice of zod's internal definitions needed to walk a schema; zod/v4 keeps `_zod.def` stable.
interface LooseDef {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
}

const defOf = (schema: z.core.$ZodType): LooseDef => schema._zod.def as unknown as LooseDef;

function unwrap(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  if (def.type === 'union' && def.options) return def.options.flatMap(unwrap);
  return [schema];
}

function childrenAt(schema: z.core.$ZodType, segment: PropertyKey): z.core.$ZodType[] {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    const child = Object.hasOwn(def.shape, segment) ? def.shape[segment as string] : undefined;
    return child ? [child] : [];
  }
  if (def.type === 'array' && def.element) return [def.element];
  if (def.type === 'record' && def.valueType) return [def.valueType];
  return [];
}

/** Option names an object schema accepts at `path` (all branches of unions merged). */
function knownOptionsAt(schema: z.core.$ZodType, path: Path): string[] {
  let current = unwrap(schema);
  for (const segment of path) current = current.flatMap((s) => childrenAt(s, segment)).flatMap(unwrap);
  const names = current.flatMap((s) => {
    const def = defOf(s);
    return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
  });
  return [...new Set(names)];
}

/**
 * Unknown names that get a did-you-mean, per parse: past them each is just "unknown option", so a request
 * with thousands of made-up names costs no more comparisons than one with a handful.
 */
export const MAX_SUGGESTIONS = 20;

/**
 * Issues a failed parse names, at most: past them the rest are counted in one last issue, so a request with a
 * million unknown names is worded (and answered) at the cost of a hundred.
 */
export const MAX_NAMED_ISSUES = 100;

/** What one formatIssues call gathers: the issues it names, how many more it counts, the suggestions looked for. */
interface Wording extends IssueContext {
  out: ValidationIssue[];
  unnamed: number;
  suggested: number;
}

function add(wording: Wording, issue: ValidationIssue): void {
  if (wording.out.length < MAX_NAMED_ISSUES) wording.out.push(issue);
  else wording.unnamed++;
}

function unknownOptionMessage(
  key: string,
  objectPath: Path,
  known: readonly string[],
  wording: Wording,
): string {
  // Own names only: an option called `constructor` or `toString` is unknown, not Object's member.
  const foreigners = objectPath.length === 0 ? wording.foreignOptions : undefined;
  const foreign = foreigners && Object.hasOwn(foreigners, key) ? foreigners[key] : undefined;
  if (typeof foreign === 'string') return foreign;
  const suggestion = wording.suggested++ < MAX_SUGGESTIONS ? didYouMean(key, known) : undefined;
  if (suggestion) return `unknown option; did you mean "${suggestion}"?`;
  // Small nested objects (margin, clip, auth) fit their whole vocabulary in the message.
  if (known.length > 0 && known.length <= 8)
    return `unknown option; allowed options are ${listOf(known, 'and')}`;
  return 'unknown option';
}

// A union branch that failed only because the value had another type was not the one the user meant.
function missedType(branch: readonly z.core.$ZodIssue[]): boolean {
  return branch.length === 1 && branch[0].code === 'invalid_type' && branch[0].path.length === 0;
}

function collect(issue: z.core.$ZodIssue, prefix: Path, context: Wording): void {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    // Only the names that fit are worded (and compared with the known ones); the rest are counted.
    const room = Math.max(0, MAX_NAMED_ISSUES - context.out.length);
    const named = issue.keys.slice(0, room);
    context.unnamed += issue.keys.length - named.length;
    if (named.length === 0) return;
    const known = context.schema ? knownOptionsAt(context.schema, path) : [];
    for (const key of named) {
      context.out.push({
        path: dottedPath([...path, key]),
        message: unknownOptionMessage(key, path, known, context),
      });
    }
    return;
  }
  if (issue.code === 'invalid_union') {
    const aimed = issue.errors.filter((branch) => !missedType(branch));
    if (aimed.length === 1) {
      for (const inner of aimed[0]) collect(inner, path, context);
      return;
    }
  }
  if (issue.code === 'invalid_key' && issue.issues.length > 0) {
    // A refused record key (a reserved metadata name, a malformed header name): the key is the path.
    for (const inner of issue.issues) add(context, { path: dottedPath(path), message: inner.message });
    return;
  }
  add(context, { path: dottedPath(path), message: issue.message });
}

/**
 * The issues of a failed parse as `{ path, message }` pairs, in the order zod found them: the first
 * MAX_NAMED_ISSUES, then one issue without a path counting the others. Pass the parsed schema in `context` to
 * get did-you-mean suggestions for unknown options.
 */
export function formatIssues(
  source: z.core.$ZodError | readonly z.core.$ZodIssue[],
  context: IssueContext = {},
): ValidationIssue[] {
  const issues: readonly z.core.$ZodIssue[] = 'issues' in source ? source.issues : source;
  const wording: Wording = { ...context, out: [], unnamed: 0, suggested: 0 };
  for (const issue of issues) collect(issue, [], wording);
  const { out, unnamed } = wording;
  if (unnamed > 0)
    out.push({ path: '', message: `${unnamed} more issues not listed (the first ${MAX_NAMED_ISSUES} are)` });
  return out;
}

/**
 * `input` as `schema` parses it, or a ValidationError naming each broken rule (with did-you-mean suggestions
 * from `context`), the `secrets` kept out of its message.
 */
export function parseOrThrow<T>(
  schema: z.ZodType,
  input: unknown,
  context: Omit<IssueContext, 'schema'> = {},
  secrets: readonly string[] = [],
): T {
  const result = schema.safeParse(input, { error: defaultMessages });
  if (result.success) return result.data as T;
  throw new ValidationError(formatIssues(result.error, { schema, ...context }), { secrets: [...secrets] });
}
