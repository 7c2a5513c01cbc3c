// What n8n's editor does to a node's parameters when the user changes one, for tests of what survives the
// change: n8n 2's useNodeSettingsParameters.updateNodeParameter (editor-ui), in order: the parameters that
// differ from the defaults (NodeHelpers.getNodeParameters without defaults), the new value set,
// removeMismatchedOptionValues (utils/nodeSettingsUtils.ts: a value an options field of the changed parameter's
// dependents no longer offers is dropped, e.g. Operation when Resource changes), then the parameters with the
// new defaults (getNodeParameters with defaults). A parameter hidden in between loses its value. Then what
// ParameterInputList does when its list changes: every field it listed that it no longer shows (a top-level
// parameter, or a collection's added option) is set to undefined, through the same update, so it is gone, or
// back at its default.
import {
  NodeHelpers,
  type INodeParameters,
  type INodeProperties,
  type INodePropertyOptions,
  type INodeTypeDescription,
  type NodeParameterValue,
} from 'n8n-workflow';

function removeMismatchedOptionValues(
  description: INodeTypeDescription,
  typeVersion: number,
  values: INodeParameters,
  changed: string,
): void {
  for (const property of description.properties) {
    const { displayOptions } = property;
    if (!(property.name in values) || !displayOptions || !property.options) continue;
    if (displayOptions.show?.[changed] === undefined && displayOptions.hide?.[changed] === undefined)
      continue;
    const valid = (property.options as INodePropertyOptions[]).some(
      (option) => 'value' in option && option.value === values[property.name],
    );
    if (!valid && NodeHelpers.displayParameter(values, property, { typeVersion }, description)) {
      delete values[property.name];
    }
  }
}

/**
 * The paths of the fields the editor lists: every top-level parameter it shows and, inside a collection, each
 * added option it shows (ParameterInputList's `parameterItems`).
 */
function listed(
  description: INodeTypeDescription,
  typeVersion: number,
  root: INodeParameters,
  properties: INodeProperties[] = description.properties,
  values: INodeParameters = root,
  path = '',
): Set<string> {
  const paths = new Set<string>();
  const node = { typeVersion };
  for (const property of properties) {
    const nested = path !== '';
    if (nested && values[property.name] === undefined) continue;
    if (property.type === 'hidden') continue;
    if (!NodeHelpers.displayParameter(values, property, node, description, root)) continue;
    const at = `${path}${property.name}`;
    paths.add(at);
    const inner = values[property.name];
    if (property.type === 'collection' && inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const options = (property.options ?? []).filter((o): o is INodeProperties => 'type' in o);
      for (const child of listed(description, typeVersion, root, options, inner as INodeParameters, `${at}.`))
        paths.add(child);
    }
  }
  return paths;
}

function setPath(parameters: INodeParameters, path: string, value: NodeParameterValue): void {
  const names = path.split('.');
  let holder = parameters;
  for (const name of names.slice(0, -1)) {
    if (!holder[name] || typeof holder[name] !== 'object') holder[name] = {};
    holder = holder[name] as INodeParameters;
  }
  holder[names.at(-1)!] = value;
}

function unset(parameters: INodeParameters, path: string): void {
  const names = path.split('.');
  let holder: unknown = parameters;
  for (const name of names.slice(0, -1)) holder = (holder as INodeParameters | undefined)?.[name];
  if (holder && typeof holder === 'object') delete (holder as INodeParameters)[names.at(-1)!];
}

/** The node's parameters as the editor first fills them for a new node of `typeVersion`. */
export function newNodeParameters(description: INodeTypeDescription, typeVersion: number): INodeParameters {
  const node = { typeVersion };
  return NodeHelpers.getNodeParameters(description.properties, {}, true, false, node, description) ?? {};
}

/**
 * The node's parameters after the user sets parameter `name` (a top-level name, or a dotted path into a
 * collection such as `options.delivery.webhookUrl`) to `value`, as the editor keeps them.
 */
export function editorChange(
  description: INodeTypeDescription,
  typeVersion: number,
  parameters: INodeParameters,
  name: string,
  value: NodeParameterValue,
): INodeParameters {
  const before = listed(description, typeVersion, parameters);
  let after = update(description, typeVersion, parameters, (values) => {
    setPath(values, name, value);
    removeMismatchedOptionValues(description, typeVersion, values, name);
  });
  const shown = listed(description, typeVersion, after);
  for (const path of before) {
    if (!shown.has(path)) after = update(description, typeVersion, after, (values) => unset(values, path));
  }
  return after;
}

/** One of the editor's updates: the parameters that differ from the defaults, changed, then with defaults. */
function update(
  description: INodeTypeDescription,
  typeVersion: number,
  parameters: INodeParameters,
  change: (values: INodeParameters) => void,
): INodeParameters {
  const node = { typeVersion };
  const changed = structuredClone(
    NodeHelpers.getNodeParameters(description.properties, parameters, false, false, node, description) ?? {},
  );
  change(changed);
  return NodeHelpers.getNodeParameters(description.properties, changed, true, false, node, description) ?? {};
}
