// What n8n's editor does to a node's parameters when the user changes one, for tests of what survives the
// change: n8n 2's useNodeSettingsParameters.updateNodeParameter (editor-ui), in order: the parameters that
// differ from the defaults (NodeHelpers.getNodeParameters without defaults), the new value set,
// removeMismatchedOptionValues (utils/nodeSettingsUtils.ts: a value an options field of the changed parameter's
// dependents no longer offers is dropped, e.g. Operation when Resource changes), then the parameters with the
// new defaults (getNodeParameters with defaults). A parameter hidden in between loses its value.
import {
  NodeHelpers,
  type INodeParameters,
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

/** The node's parameters as the editor first fills them for a new node of `typeVersion`. */
export function newNodeParameters(description: INodeTypeDescription, typeVersion: number): INodeParameters {
  const node = { typeVersion };
  return NodeHelpers.getNodeParameters(description.properties, {}, true, false, node, description) ?? {};
}

/** The node's parameters after the user sets top-level parameter `name` to `value`, as the editor keeps them. */
export function editorChange(
  description: INodeTypeDescription,
  typeVersion: number,
  parameters: INodeParameters,
  name: string,
  value: NodeParameterValue,
): INodeParameters {
  const node = { typeVersion };
  const changed = structuredClone(
    NodeHelpers.getNodeParameters(description.properties, parameters, false, false, node, description) ?? {},
  );
  changed[name] = value;
  removeMismatchedOptionValues(description, typeVersion, changed, name);
  return NodeHelpers.getNodeParameters(description.properties, changed, true, false, node, description) ?? {};
}
