// Finds the field a core validation issue is about, in the words of the node's UI: the core names API options
// (`margin.top`, `header.start_at`), the user sees "Page Layout → Margins → Top". Fields carry the API's names,
// wherever their group puts them, so the first segment is looked for in the operation's fields and, depth
// first, inside its groups; the rest of the path is followed from there.
import type { INodeProperties, INodePropertyCollection } from 'n8n-workflow';

/** API option paths whose field in the node has another name (a path of field names, groups left out). */
const RENAMED: Record<string, string> = {
  filename: 'storageFileName',
  landscape: 'orientation',
  css_selector: 'cssSelector',
  fullpage: 'capture',
  clip: 'capture',
  'clip.x': 'clipX',
  'clip.y': 'clipY',
  'clip.width': 'clipWidth',
  'clip.height': 'clipHeight',
  auth: 'sourceAuthentication',
  'auth.username': 'sourceAuthentication',
  'auth.password': 'sourceAuthentication',
  webhook: 'webhookUrl',
  'webhook.url': 'webhookUrl',
  'webhook.method': 'webhookMethod',
  'webhook.headers': 'webhookHeaders',
  'webhook.auth.username': 'webhookUser',
  'webhook.auth.password': 'webhookPassword',
  'watermark.text': 'watermark.content',
  'watermark.image': 'watermark.content',
  'watermark.source': 'watermark.content',
  'protection.author': 'author',
  'watermark.offset_x': 'watermark.offset_x_custom',
  'watermark.offset_y': 'watermark.offset_y_custom',
  slug: 'template',
  'outline.depth': 'outlineDepth',
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

/** The chain of fields from one of `fields` down to the field named `name`, depth first. */
function findField(fields: Child[], name: string): Child[] | undefined {
  for (const field of fields) if (field.name === name) return [field];
  for (const field of fields) {
    const below = findField(childrenOf(field), name);
    if (below) return [field, ...below];
  }
  return undefined;
}

/** The API path as node field names, e.g. `clip.x` → `clipX`, `margin.top` unchanged. */
function fieldPath(path: string): string[] {
  const [root, ...rest] = path.split('.');
  const mapped = RENAMED[path] ?? (RENAMED[root!] ? [RENAMED[root!], ...rest].join('.') : path);
  return mapped.split('.');
}

/**
 * "Page Layout → Margins → Top" for `margin.top` in the given operation; undefined when the path names no field.
 * Numbers in a path (list positions) become "#1", "#2", ...
 */
export function fieldLabel(
  properties: INodeProperties[],
  resource: string,
  operation: string,
  path: string,
): string | undefined {
  const visible = properties.filter((p) => showsFor(p, resource, operation));
  // A renamed path first; the API's own name where the operation has a field of that name (Create's Slug).
  const [first, ...rest] =
    [fieldPath(path), path.split('.')].find(([root]) => findField(visible, root!)) ?? [];
  const chain = first === undefined ? undefined : findField(visible, first);
  if (!chain) return undefined;
  const labels = chain.map((field) => field.displayName);
  let current = chain.at(-1)!;
  for (const segment of rest) {
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
