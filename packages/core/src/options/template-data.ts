// The data a template is filled with: a JSON object whose keys are the template's variables. It travels as
// JSON, so anything JSON would change on the way is refused here rather than arriving as something else: a
// Date would become a string, a Map an empty object, NaN null, a function nothing, a cycle an exception.
// `undefined` is the one exception: a key holding it is left out, which a template reads as an unset
// variable, exactly what the caller meant.
import type { ValidationIssue } from '../errors';
import { describeValue } from './issues';

const JSON_RULE = 'must be JSON: a string, a finite number, a boolean, null, an array or a plain object';

/** The data of a template, by variable name: `{ number: 42, items: [{ name: 'Tea' }] }`. */
export type TemplateData = object;

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function kindOf(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  if (typeof value === 'bigint') return 'a bigint';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) return 'a Date (send date.toISOString() instead)';
  if (typeof value === 'object' && value !== null) {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === 'string' && name !== '' ? `an instance of ${name}` : 'an object that is not plain';
  }
  return describeValue(value);
}

function problemAt(value: unknown, path: string, ancestors: Set<object>): ValidationIssue | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return undefined;
    case 'number':
      return Number.isFinite(value)
        ? undefined
        : { path, message: `must be a finite number; got ${describeValue(value)}` };
    case 'object':
      break;
    default:
      return { path, message: `${JSON_RULE}; got ${kindOf(value)}` };
  }
  if (value === null) return undefined;
  if (!Array.isArray(value) && !isPlainObject(value)) {
    return { path, message: `${JSON_RULE}; got ${kindOf(value)}` };
  }
  if (ancestors.has(value))
    return { path, message: 'must not contain itself (a cycle cannot be sent as JSON)' };
  ancestors.add(value);
  try {
    for (const [key, item] of Object.entries(value)) {
      const problem = problemAt(item, `${path}.${key}`, ancestors);
      if (problem) return problem;
    }
  } finally {
    ancestors.delete(value);
  }
  return undefined;
}

/** The first reason `data` cannot be sent as a template's data, or undefined when it can. */
export function templateDataIssue(data: unknown, path = 'data'): ValidationIssue | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !isPlainObject(data)) {
    return {
      path,
      message: `must be a plain object of the template's variables, e.g. { name: "Ada" }; got ${kindOf(data)}`,
    };
  }
  return problemAt(data, path, new Set());
}
