// Checks a saved node's parameters against the node's description the way the editor reads them: every
// parameter is a field the node shows for the node's other values (displayOptions, with defaults for what is
// left out), every value fits its field (an option offered, a locator mode, rows of a fixed collection, a
// boolean, a number), required fields are filled, and a masked field holds no literal secret, only an
// expression. Used on the example workflows, whose parameters would otherwise break silently with the layout.
import type {
  INodeProperties,
  INodePropertyCollection,
  INodePropertyOptions,
  NodeParameterValueType,
} from 'n8n-workflow';

type Values = Record<string, unknown>;

const isExpression = (value: unknown) => typeof value === 'string' && value.startsWith('=');

function propertiesOf(field: INodeProperties): INodeProperties[] {
  return (field.options ?? []).filter((o): o is INodeProperties => typeof o === 'object' && 'type' in o);
}

/** The node's top level: what `/name` in a displayOptions condition reads; its version, what `@version` reads. */
interface Root {
  values: Values;
  fields: INodeProperties[];
  version: number;
}

/** Whether a condition's allowed entry admits the value: equal, or an n8n `_cnd` comparison (`gte`, …). */
function admits(allowed: unknown, value: unknown): boolean {
  const condition = (allowed as { _cnd?: Record<string, unknown> } | null)?._cnd;
  if (!condition) return allowed === value;
  const n = Number(value);
  return Object.entries(condition).every(([op, bound]) => {
    const b = Number(bound);
    if (op === 'gte') return n >= b;
    if (op === 'gt') return n > b;
    if (op === 'lte') return n <= b;
    if (op === 'lt') return n < b;
    if (op === 'eq') return value === bound;
    if (op === 'not') return value !== bound;
    return false;
  });
}

/** The value a condition looks at: the one set, else the default of the field that would show. */
function valueOf(name: string, values: Values, fields: INodeProperties[], root: Root): unknown {
  if (name in values) return values[name];
  const field = fields.find((f) => f.name === name && shows(f, values, fields, root));
  return field?.default as unknown;
}

function shows(field: INodeProperties, values: Values, fields: INodeProperties[], root: Root): boolean {
  const { show, hide } = field.displayOptions ?? {};
  const read = (key: string) => {
    if (key === '@version') return root.version;
    return key.startsWith('/')
      ? valueOf(key.slice(1), root.values, root.fields, root)
      : valueOf(key, values, fields, root);
  };
  for (const [key, allowed] of Object.entries(show ?? {})) {
    if (!(allowed as unknown[]).some((entry) => admits(entry, read(key)))) return false;
  }
  for (const [key, denied] of Object.entries(hide ?? {})) {
    if ((denied as unknown[]).some((entry) => admits(entry, read(key)))) return false;
  }
  return true;
}

function checkValue(field: INodeProperties, value: unknown, path: string, root: Root): string[] {
  if (field.typeOptions?.password && typeof value === 'string' && value !== '' && !isExpression(value)) {
    return [`${path}: a literal secret in a masked field (use an expression)`];
  }
  if (isExpression(value)) {
    return field.noDataExpression ? [`${path}: takes no expression`] : [];
  }
  switch (field.type) {
    case 'options': {
      const allowed = (field.options as INodePropertyOptions[]).map((o) => o.value);
      return allowed.includes(value as string)
        ? []
        : [`${path}: ${JSON.stringify(value)} is not one of ${allowed}`];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path}: must be a boolean`];
    case 'number':
      return typeof value === 'number' ? [] : [`${path}: must be a number`];
    case 'string':
    case 'color':
      return typeof value === 'string' ? [] : [`${path}: must be a string`];
    case 'resourceLocator': {
      const locator = value as { __rl?: boolean; mode?: string; value?: unknown };
      const modes = (field.modes ?? []).map((m) => m.name);
      if (locator?.__rl !== true || !modes.includes(String(locator.mode))) {
        return [`${path}: must be a resource locator in one of the modes ${modes}`];
      }
      return typeof locator.value === 'string' && locator.value !== '' ? [] : [`${path}: has no value`];
    }
    case 'collection':
      return checkFields(propertiesOf(field), value as Values, path, root);
    case 'fixedCollection': {
      const problems: string[] = [];
      const sections = (field.options ?? []) as INodePropertyCollection[];
      for (const [name, rows] of Object.entries(value as Values)) {
        const section = sections.find((s) => s.name === name);
        if (!section) {
          problems.push(`${path}.${name}: not a section of ${field.displayName}`);
          continue;
        }
        const list = field.typeOptions?.multipleValues ? (rows as Values[]) : [rows as Values];
        if (!Array.isArray(list)) problems.push(`${path}.${name}: must be a list of rows`);
        else
          list.forEach((row, i) =>
            problems.push(...checkFields(section.values, row, `${path}.${name}.${i}`, root)),
          );
      }
      return problems;
    }
    default:
      return [];
  }
}

function checkFields(fields: INodeProperties[], values: Values, path: string, root: Root): string[] {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return [`${path}: must be an object`];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const where = path ? `${path}.${name}` : name;
    const field = fields.find((f) => f.name === name && shows(f, values, fields, root));
    if (!field) {
      problems.push(`${where}: no such field here (or hidden by the other values)`);
      continue;
    }
    problems.push(...checkValue(field, value, where, root));
  }
  for (const field of fields) {
    if (!field.required || field.type === 'notice' || !shows(field, values, fields, root)) continue;
    const value = values[field.name] ?? field.default;
    const empty =
      value === '' || value === undefined || (field.type === 'resourceLocator' && !(value as Values).value);
    if (empty) problems.push(`${path ? `${path}.` : ''}${field.name}: is required`);
  }
  return problems;
}

/**
 * Every problem of a node's parameters against the node's properties, for the node's version; empty when the
 * editor would agree.
 */
export function checkParameters(
  properties: INodeProperties[],
  parameters: Record<string, NodeParameterValueType>,
  version: number,
) {
  const values = parameters as Values;
  return checkFields(properties, values, '', { values, fields: properties, version });
}
