// The example workflows of examples/n8n/ import and mean what they say: valid JSON whose connections name its
// nodes, node types and versions that n8n 2.41 has (npm run test:n8n imports and runs them there), every Doc
// Convert node's parameters valid against the node's description, and no literal secret anywhere.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { INodeProperties, NodeParameterValueType } from 'n8n-workflow';
import { DocConvert } from '../nodes/DocConvert/DocConvert.node.ts';
import { DocConvertTrigger } from '../nodes/DocConvertTrigger/DocConvertTrigger.node.ts';
import { DISABLED_KEY, MASTER_KEY, SANDBOX_KEY } from 'doc-convert-server';
import { checkParameters } from './e2e/parameters-check';

/** This package's folder; the example workflows are the repository's (examples/n8n/). */
const root = resolve(import.meta.dirname, '..');
const folder = resolve(root, '../../examples/n8n');
const { description } = new DocConvert();
const NODE_TYPE = 'n8n-nodes-doc-convert.docConvert';
const TRIGGER_TYPE = 'n8n-nodes-doc-convert.docConvertTrigger';
const trigger = new DocConvertTrigger().description;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** n8n's own nodes the examples use, at versions n8n 2.41.1 offers. */
const BASE_NODES: Record<string, number[]> = {
  'n8n-nodes-base.manualTrigger': [1],
  'n8n-nodes-base.scheduleTrigger': [1.2],
  'n8n-nodes-base.convertToFile': [1.1],
  'n8n-nodes-base.set': [3.4],
  'n8n-nodes-base.emailSend': [2.1],
  'n8n-nodes-base.stickyNote': [1],
};

interface WorkflowNode {
  name: string;
  type: string;
  typeVersion: number;
  parameters: Record<string, NodeParameterValueType>;
  credentials?: Record<string, { id: string; name: string }>;
}

interface Workflow {
  name: string;
  nodes: WorkflowNode[];
  connections: Record<string, { main: Array<Array<{ node: string }>> }>;
}

const files = readdirSync(folder).filter((name) => name.endsWith('.json'));

describe('example workflows', () => {
  it('are the every-operation workflow of the end-to-end test, two to learn from and the webhook pair', () => {
    expect(files.sort()).toEqual([
      'convert-with-webhook.json',
      'doc-convert-every-operation.json',
      'document-ready-email.json',
      'invoice-from-item-data.json',
      'website-screenshot-on-schedule.json',
    ]);
  });

  describe.each(files)('%s', (file) => {
    const text = readFileSync(join(folder, file), 'utf8');
    const workflow = JSON.parse(text) as Workflow;
    const ours = workflow.nodes.filter((node) => node.type === NODE_TYPE);
    const triggers = workflow.nodes.filter((node) => node.type === TRIGGER_TYPE);

    it('connects nodes it has, each name once', () => {
      const names = workflow.nodes.map((node) => node.name);
      expect(new Set(names).size).toBe(names.length);
      for (const [from, { main }] of Object.entries(workflow.connections)) {
        expect(names).toContain(from);
        for (const target of main.flat()) expect(names).toContain(target.node);
      }
    });

    it('uses node types and versions n8n has', () => {
      expect(ours.length + triggers.length).toBeGreaterThan(0);
      for (const node of workflow.nodes) {
        const versions =
          node.type === NODE_TYPE
            ? [description.version].flat()
            : node.type === TRIGGER_TYPE
              ? [trigger.version].flat()
              : BASE_NODES[node.type];
        expect({ node: node.name, versions }).toEqual({
          node: node.name,
          versions: expect.arrayContaining([node.typeVersion]),
        });
      }
    });

    it('gives every Doc Convert node parameters the node understands', () => {
      for (const node of [...ours, ...triggers]) {
        const properties = node.type === TRIGGER_TYPE ? trigger.properties : description.properties;
        expect({
          node: node.name,
          problems: checkParameters(properties, node.parameters, node.typeVersion),
        }).toEqual({
          node: node.name,
          problems: [],
        });
      }
    });

    it('names only this package’s credentials', () => {
      const credentialTypes = manifest.n8n.credentials.map((path: string) =>
        path.replace(
          /^.*\/(\w)(\w*)\.credentials\.js$/,
          (_: string, a: string, b: string) => a.toLowerCase() + b,
        ),
      );
      for (const node of ours) {
        for (const type of Object.keys(node.credentials ?? {})) expect(credentialTypes).toContain(type);
      }
    });

    it('holds no literal secret', () => {
      for (const key of [SANDBOX_KEY, DISABLED_KEY, MASTER_KEY]) expect(text).not.toContain(key);
      expect(text).not.toMatch(/dc_(live|test)_\w+/);
    });
  });
});

describe('the parameters check', () => {
  const pdf = { resource: 'conversion', operation: 'convertToPdf', source: 'html', html: '<p>x</p>' };
  const check = (parameters: Record<string, unknown>) =>
    checkParameters(
      description.properties as INodeProperties[],
      parameters as Record<string, NodeParameterValueType>,
      1.1,
    );

  it('accepts what the editor saves', () => {
    expect(
      check({
        ...pdf,
        pageLayout: { format: 'A4' },
        options: { protection: { user_password: '={{ $env.P }}' } },
      }),
    ).toEqual([]);
  });

  it.each([
    [{ ...pdf, options: { concurrency: 2 } }, 'options.concurrency: no such field here'],
    [{ ...pdf, pageLayout: { format: 'A9' } }, 'pageLayout.format: "A9" is not one of'],
    [{ ...pdf, url: 'https://example.com' }, 'url: no such field here (or hidden by the other values)'],
    [
      { ...pdf, options: { protection: { user_password: 'hunter22' } } },
      'a literal secret in a masked field',
    ],
    [{ ...pdf, html: '' }, 'html: is required'],
    [
      { resource: 'template', operation: 'getHtml', template: 'invoice' },
      'template: must be a resource locator',
    ],
    [
      { ...pdf, options: { delivery: { webhookUrl: 'https://x.example' } } },
      'webhookUrl: no such field here',
    ],
    [{ ...pdf, options: { sourceAccess: { cookies: { cookie: { name: 'a' } } } } }, 'must be a list of rows'],
  ])('finds what the editor would not accept (%#)', (parameters, problem) => {
    expect(check(parameters).join('\n')).toContain(problem);
  });
});
