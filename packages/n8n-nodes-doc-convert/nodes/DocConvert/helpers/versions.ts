// The node's versions and what each changed, so that a saved workflow keeps its meaning: n8n saves a node with
// its version, and leaves a parameter at its default out of the saved workflow, so a default may change only in
// a new version (the older ones keep theirs through `@version` display conditions).
//
// 1.1: Generate Document maps the template's variables by default (Data Source → Map Fields) and keeps the input
//      item's fields beside the result.
// 1.2: Sandbox is on by default, and kept when Resource changes between a conversion and Generate Document
//      (Template's default operation is Generate Document); Wait for the Document and Limit Wait Time are fields
//      of their own beside Output; the webhook fields (Options → Delivery) show for every Output; Include Input
//      Fields leaves out the request an n8n Webhook node received (headers, query), keeping the fields of its body.
import type { IDisplayOptions, INode } from 'n8n-workflow';

export const NODE_VERSIONS = [1, 1.1, 1.2];
export const LATEST_VERSION = 1.2;

/** Shown for node versions from `version` on. */
export const since = (version: number): IDisplayOptions['show'] => ({
  '@version': [{ _cnd: { gte: version } }],
});

/** Shown for node versions before `version`. */
export const before = (version: number): IDisplayOptions['show'] => ({
  '@version': [{ _cnd: { lt: version } }],
});

/** Whether the node in the workflow is at `version` or later. */
export function isAtLeast(node: Pick<INode, 'typeVersion'>, version: number): boolean {
  return node.typeVersion >= version;
}
