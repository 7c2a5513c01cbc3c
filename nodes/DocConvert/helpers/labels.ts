// Finds the field a core validation issue is about, in the words of the node's UI: the core names API options
// (`margin.top`, `header.start_at`), the user sees "Options → Margin → Top".
import type { INodeProperties, INodePropertyCollection } from 'n8n-workflow';

/** API option paths whose field in the node has another name. */
const RENAMED: Record<string, string> = {
  filename: 'storageFileName',
  css_selector: 'cssSelector',
  fullpage: 'capture',
  'clip.x': 'clipX',
  'clip.y': 'clipY',
  'clip.width': 'clipWidth',
  'clip.height': 'clipHeight',
  clip: 'capture',
  processorVersion: 'options.processorVersion',
};

function showsFor(property: INodeProperties, resource: string, operation: string): boolean {
  const show = property.displayOptions?.show;
  const matches = (key: string, value: string) => {
    const allowed = show?.[key];
    return !allowed || (allowed as unknown[]).includes(value);
  };
  return matches('resource', resource) && matches('operation', operation);
}

type Child = INodeProperties | INodePropertyCollection;

function childrenOf(parent: Child): Child[] {
  if ('values' in parent) return parent.values;
  const options = (parent as INodeProperties).options ?? [];
  return options.filter((option): option is Child => typeof option === 'object' && 'displayName' in option);
}

/**
 * "Options → Margin → Top" for `margin.top` in the given operation; undefined when the path names no field.
 * Numbers in a path (list positions) become "#1", "#2", ...
 */
export function fieldLabel(
  properties: INodeProperties[],
  resource: string,
  operation: string,
  path: string,
): string | undefined {
  const [root, ...rest] = path.split('.');
  const mapped = RENAMED[path] ?? (RENAMED[root!] ? [RENAMED[root!], ...rest].join('.') : path);
  const segments = mapped.split('.');
  const visible = properties.filter((p) => showsFor(p, resource, operation));
  const top = visible.find((p) => p.name === segments[0]);
  let labels: string[];
  let current: Child;
  if (top) {
    labels = [top.displayName];
    current = top;
  } else {
    const options = visible.find((p) => p.name === 'options');
    const option = options && childrenOf(options).find((c) => c.name === segments[0]);
    if (!options || !option) return undefined;
    labels = [options.displayName, option.displayName];
    current = option;
  }
  for (const segment of segments.slice(1)) {
    if (/^\d+$/.test(segment)) {
      labels.push(`#${Number(segment) + 1}`);
      continue;
    }
    let next: Child | undefined = childrenOf(current).find((c) => c.name === segment);
    // fixedCollection lists hold one kind of row (`cookie`, `entry`): look inside it.
    if (!next) {
      for (const row of childrenOf(current)) next ??= childrenOf(row).find((c) => c.name === segment);
    }
    if (!next) break;
    labels.push(next.displayName);
    current = next;
  }
  return labels.join(' → ');
}
