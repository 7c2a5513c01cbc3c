// Reading the node's description as n8n does, for the layout tests: the fields one operation shows in a node
// version (n8n's own displayParameter decides `@version` conditions), a field by its path of names, the children
// of a group, every field with its path, and what every conversion shows first and in the middle.
import {
  NodeHelpers,
  type INodeProperties,
  type INodePropertyCollection,
  type INodePropertyOptions,
} from 'n8n-workflow';
// With its extension: CommonJS resolution (tsx, the benchmarks) would otherwise find DocConvert.node.json first.
import { DocConvert } from '../../nodes/DocConvert/DocConvert.node.ts';

export const node = new DocConvert();
export const { description } = node;

export type Field = INodeProperties | INodePropertyCollection;

/** The node version the layout tests read: the default one, unless a test says otherwise. */
export const LATEST = description.defaultVersion as number;

export function optionsOf(property: INodeProperties | undefined): INodePropertyOptions[] {
  return (property?.options ?? []) as INodePropertyOptions[];
}

/** Whether a field's `@version` condition (n8n's, evaluated by n8n) lets it show in `version`. */
function inVersion(f: Field, version: number): boolean {
  const options = (f as INodeProperties).displayOptions;
  const only = (conditions: Record<string, unknown> | undefined) =>
    conditions?.['@version'] === undefined ? undefined : { '@version': conditions['@version'] };
  const show = only(options?.show);
  const hide = only(options?.hide);
  if (!show && !hide) return true;
  const probe = { ...(f as INodeProperties), displayOptions: { show, hide } } as INodeProperties;
  return NodeHelpers.displayParameter({}, probe, { typeVersion: version }, description);
}

export function childrenOf(field: Field, version = LATEST): Field[] {
  if ('values' in field) return field.values;
  return ((field as INodeProperties).options ?? []).filter(
    (option): option is Field =>
      typeof option === 'object' && 'displayName' in option && inVersion(option as Field, version),
  );
}

/** The operation selector of a resource. */
export function operationOf(resource: string, version = LATEST): INodeProperties {
  return description.properties.find(
    (p) =>
      p.name === 'operation' &&
      (p.displayOptions?.show?.resource as string[]).includes(resource) &&
      inVersion(p, version),
  )!;
}

/** The top-level fields one operation shows. */
export function fieldsOf(resource: string, operation: string, version = LATEST): INodeProperties[] {
  return description.properties.filter((p) => {
    const show = p.displayOptions?.show ?? {};
    const resources = show.resource as string[] | undefined;
    const operations = show.operation as string[] | undefined;
    return (
      p.name !== 'operation' &&
      resources?.includes(resource) &&
      (!operations || operations.includes(operation)) &&
      inVersion(p, version)
    );
  });
}

export function field(resource: string, operation: string, ...path: string[]): Field | undefined {
  let current: Field | undefined = fieldsOf(resource, operation).find((p) => p.name === path[0]);
  for (const name of path.slice(1)) current = current && childrenOf(current).find((c) => c.name === name);
  return current;
}

export const labels = (fields: Field[] | undefined) => (fields ?? []).map((f) => f.displayName);
export const names = (fields: Field[] | undefined) => (fields ?? []).map((f) => f.name);

/** Every field of the node, depth first, with its path of names. */
export function walk(fields: Field[], path: string[] = []): Array<{ field: Field; path: string[] }> {
  return fields.flatMap((f) => [
    { field: f, path: [...path, f.name] },
    ...walk(childrenOf(f), [...path, f.name]),
  ]);
}

/** What every conversion shows first (the source) and in the middle (the output). */
export const SOURCE_FIELDS = [
  'source',
  'url',
  'html',
  'markdown',
  'binaryPropertyName',
  'markdownPropertyName',
  'sourceAuthentication',
];
export const OUTPUT_FIELDS = [
  'output',
  'outputBinaryField',
  'fileName',
  'storageFileName',
  'sandbox',
  'waitForDocument',
  'limitWaitTime',
];
