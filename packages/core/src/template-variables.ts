// The variables a stored template reads, found with Handlebars' own parser (not a pattern over the text), so
// that a form or a check can be built from the template itself: the n8n node lists them as fields to map and
// names those an item's data lacks. `{{name}}` is a string; `{{customer.name}}` is `customer.name`, which the
// data holds as `{ customer: { name } }`; what `{{#each items}}` loops over is an array and what `{{#if paid}}` /
// `{{#unless paid}}` test is a boolean. A helper's name is not a variable (its arguments are); inside `#each`
// the paths read the current element (`this`, `name`, `@index`), not the data, unless they climb out with
// `../` or `@root.`; inside `#with customer` they read `customer.…`. The parser is loaded on first use.
import { ValidationError } from './errors';
import { loadedTemplateParser, loadTemplateParser } from './internal/lazy';

/** How a template uses a variable: printed (`'string'`), tested (`'boolean'`) or looped over (`'array'`). */
export type TemplateVariableType = 'string' | 'boolean' | 'array';

/** A variable a template reads, as `templateVariables()` finds it. */
export interface TemplateVariable {
  /** The dotted path in the data: `customer.name`. */
  name: string;
  /** How the template uses it: printed (`string`), looped over by `#each` (`array`), tested by `#if` (`boolean`). */
  type: TemplateVariableType;
}

// The parts of Handlebars' syntax tree that are read here (@handlebars/parser's AST, narrowed to them).
interface Node {
  type: string;
}
interface PathNode extends Node {
  data: boolean;
  depth: number;
  parts: string[];
  original: string;
}
interface CallNode extends Node {
  path: Node;
  params: Node[];
  hash?: { pairs: Array<{ value: Node }> };
}
interface BlockNode extends CallNode {
  program?: ProgramNode;
  inverse?: ProgramNode;
}
interface ProgramNode extends Node {
  body: Node[];
}

/** What the paths of a scope read: the data at a prefix (root: none), or an element of a list (not the data). */
type Scope = { prefix: string[] } | { element: true };

/** Which use tells the most about a value: a list beats text, text (it is printed) beats a condition. */
const WEIGHT: Record<TemplateVariableType, number> = { boolean: 0, string: 1, array: 2 };

/** Blocks whose own scope is the data's: conditions and blocks of unknown helpers. */
const CONDITIONS = new Set(['if', 'unless']);

class Collector {
  private readonly found = new Map<string, TemplateVariable>();

  /** The data path a path expression reads in `scopes` (innermost last), or undefined when it is not data. */
  private resolve(path: PathNode, scopes: Scope[]): string[] | undefined {
    if (path.data) {
      // @root.x is the data's x; @index, @key, @first, @last belong to a loop.
      return path.parts[0] === 'root' && path.parts.length > 1 ? path.parts.slice(1) : undefined;
    }
    const scope = scopes[scopes.length - 1 - path.depth];
    if (!scope || 'element' in scope || path.parts.length === 0) return undefined;
    return [...scope.prefix, ...path.parts];
  }

  private add(path: Node, scopes: Scope[], type: TemplateVariableType): void {
    if (path.type !== 'PathExpression') return;
    const parts = this.resolve(path as PathNode, scopes);
    if (!parts) return;
    const name = parts.join('.');
    const known = this.found.get(name);
    if (!known) this.found.set(name, { name, type });
    else if (WEIGHT[type] > WEIGHT[known.type]) known.type = type;
  }

  /** A helper call's arguments (the helper's name is not data); sub-expressions are calls too. */
  private args(call: CallNode, scopes: Scope[]): void {
    for (const param of [...call.params, ...(call.hash?.pairs.map((pair) => pair.value) ?? [])]) {
      if (param.type === 'SubExpression') this.args(param as CallNode, scopes);
      else this.add(param, scopes, 'string');
    }
  }

  program(program: ProgramNode | undefined, scopes: Scope[]): void {
    for (const node of program?.body ?? []) this.statement(node, scopes);
  }

  private statement(node: Node, scopes: Scope[]): void {
    if (node.type === 'MustacheStatement') {
      const call = node as CallNode;
      const isHelper = call.params.length > 0 || (call.hash?.pairs.length ?? 0) > 0;
      if (isHelper) this.args(call, scopes);
      else this.add(call.path, scopes, 'string');
      return;
    }
    if (node.type === 'BlockStatement') {
      this.block(node as BlockNode, scopes);
      return;
    }
    if (node.type === 'PartialStatement' || node.type === 'PartialBlockStatement') {
      this.args(node as unknown as CallNode, scopes);
      this.program((node as BlockNode).program, scopes);
    }
  }

  private block(block: BlockNode, scopes: Scope[]): void {
    const helper = block.path.type === 'PathExpression' ? (block.path as PathNode).original : '';
    const [subject] = block.params;
    if (helper === 'each' && subject) {
      this.add(subject, scopes, 'array');
      this.program(block.program, [...scopes, { element: true }]);
    } else if (helper === 'with' && subject?.type === 'PathExpression') {
      const prefix = this.resolve(subject as PathNode, scopes);
      this.program(block.program, [...scopes, prefix ? { prefix } : { element: true }]);
    } else if (CONDITIONS.has(helper) && subject) {
      this.add(subject, scopes, 'boolean');
      this.program(block.program, scopes);
    } else if (block.params.length === 0 && !block.hash?.pairs.length) {
      // {{#items}}…{{/items}}: Handlebars' section, a loop over a list (or a condition on anything else).
      this.add(block.path, scopes, 'array');
      this.program(block.program, [...scopes, { element: true }]);
    } else {
      this.args(block, scopes);
      this.program(block.program, scopes);
    }
    this.program(block.inverse, scopes);
  }

  /** The variables in order of first use; a path that other variables are inside of is their object, left out. */
  variables(): TemplateVariable[] {
    const all = [...this.found.values()];
    return all.filter(({ name }) => !all.some((other) => other.name.startsWith(`${name}.`)));
  }
}

/**
 * The variables `html`, a template in Handlebars syntax, reads from its data, in order of first use. A
 * template that is not valid Handlebars is refused with a ValidationError naming `content` (the template's
 * field in Create and Update).
 */
export async function templateVariables(html: string): Promise<TemplateVariable[]> {
  const { parseTemplate } = loadedTemplateParser() ?? (await loadTemplateParser());
  let tree: ProgramNode;
  try {
    tree = parseTemplate(html);
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    throw new ValidationError([{ path: 'content', message: `is not valid Handlebars: ${reason}` }]);
  }
  const collector = new Collector();
  collector.program(tree, [{ prefix: [] }]);
  return collector.variables();
}

/** The value at a dotted path of `data`, or undefined. */
function valueAt(data: unknown, name: string): unknown {
  let current = data;
  for (const part of name.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.hasOwn(current, part) ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}

/**
 * The names of `variables` that `data` has no value for (absent, undefined or null): what renders as a blank.
 * A key written with the dots (`{ "customer.name": … }`) does not count: Handlebars reads `customer`, then `name`.
 */
export function missingVariables(variables: readonly TemplateVariable[], data: object): string[] {
  return variables
    .filter(({ name }) => {
      const value = valueAt(data, name);
      return value === undefined || value === null;
    })
    .map(({ name }) => name);
}

/**
 * Data from values by dotted variable name: `{ "customer.name": "Ada", paid: true }` becomes
 * `{ customer: { name: "Ada" }, paid: true }`, as the template reads it.
 */
export function nestVariables(values: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const parts = name.split('.');
    let target = data;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(target, part) ? target[part] : undefined;
      if (next !== null && typeof next === 'object' && !Array.isArray(next)) {
        target = next as Record<string, unknown>;
      } else {
        target = setOwn(target, part, {}) as Record<string, unknown>;
      }
    }
    setOwn(target, parts.at(-1)!, value);
  }
  return data;
}

/** Sets an own property, even one named `__proto__`, which an assignment would take as the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): unknown {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}
