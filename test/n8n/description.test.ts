// The node's and the credential's descriptions: what n8n reads from them. Every resource and operation of the
// API is there, each operation runs, the option lists come from the core's constants (one source of truth), and
// the icons, codex file and credential test are where n8n looks for them.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { DocConvertApi } from '../../credentials/DocConvertApi.credentials';
import { DocConvert } from '../../nodes/DocConvert/DocConvert.node.ts';
import { CAPTURE_MODES, IMAGE_DPI_VALUES, PAGE_FORMATS, WATERMARK_FONT_FAMILIES } from '../../src/options';
import { PROCESSOR_VERSIONS } from '../../src/resources/convert';
import { createContext, runNode } from './context';

const root = resolve(import.meta.dirname, '../..');
const { description } = new DocConvert();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function optionsOf(property: INodeProperties | undefined): INodePropertyOptions[] {
  return (property?.options ?? []) as INodePropertyOptions[];
}

function operationsOf(resource: string): string[] {
  const operation = description.properties.find(
    (p) => p.name === 'operation' && (p.displayOptions?.show?.resource as string[]).includes(resource),
  );
  return optionsOf(operation).map((o) => String(o.value));
}

function conversionOption(operation: string, name: string): INodeProperties | undefined {
  const options = description.properties.find(
    (p) => p.name === 'options' && (p.displayOptions?.show?.operation as string[]).includes(operation),
  );
  return (options?.options as INodeProperties[]).find((o) => o.name === name);
}

describe('node description', () => {
  it('offers every resource and operation of the API', () => {
    const resources = optionsOf(description.properties.find((p) => p.name === 'resource'));
    expect(Object.fromEntries(resources.map((r) => [r.name, operationsOf(String(r.value))]))).toEqual({
      Account: ['get'],
      'API Key': ['enable'],
      Conversion: ['convertToPdf', 'convertToPng'],
      Credit: ['getUsage'],
      Invoice: ['getMany'],
      Log: ['get'],
      Template: ['delete', 'getHtml', 'getMany'],
    });
  });

  it('runs every operation it offers (none is left without an implementation)', async () => {
    const resources = optionsOf(description.properties.find((p) => p.name === 'resource'));
    for (const resource of resources) {
      for (const operation of operationsOf(String(resource.value))) {
        // A credential without a key stops before any request, after the operation was found.
        const test = createContext({
          parameters: { resource: resource.value, operation },
          credentials: { apiKey: '' },
        });
        await expect(runNode(test)).rejects.toThrow('Credential → API Key');
      }
    }
  });

  it('is usable as a tool, has a subtitle naming the action, light and dark icons and one credential', () => {
    expect(description.usableAsTool).toBe(true);
    expect(description.subtitle).toContain('"conversion:convertToPdf":"Convert to PDF"');
    expect(description.subtitle).toContain('"template:getHtml":"Get the HTML of a template"');
    expect(description.icon).toEqual({ light: 'file:docConvert.svg', dark: 'file:docConvert.dark.svg' });
    expect(description.credentials).toEqual([{ name: 'docConvertApi', required: true }]);
  });

  it('takes its option values from the core’s constants', () => {
    const values = (property: INodeProperties | undefined) => optionsOf(property).map((o) => o.value);
    expect(values(conversionOption('convertToPdf', 'format'))).toEqual([...PAGE_FORMATS, 'custom']);
    expect(values(conversionOption('convertToPng', 'dpi'))).toEqual([...IMAGE_DPI_VALUES]);
    expect(values(conversionOption('convertToPdf', 'processorVersion'))).toEqual(['', ...PROCESSOR_VERSIONS]);
    const watermark = conversionOption('convertToPdf', 'watermark')?.options as INodeProperties[];
    expect(values(watermark.find((o) => o.name === 'font_family'))).toEqual([...WATERMARK_FONT_FAMILIES]);
    const capture = description.properties.find((p) => p.name === 'capture');
    expect(values(capture).sort()).toEqual([...CAPTURE_MODES, 'viewport'].sort());
  });

  it('keeps PDF options out of PNG conversions and the other way round', () => {
    expect(conversionOption('convertToPng', 'margin')).toBeUndefined();
    expect(conversionOption('convertToPdf', 'viewport')).toBeUndefined();
    expect(conversionOption('convertToPng', 'wait_for_network')).toBeDefined();
  });
});

describe('files n8n loads', () => {
  it('the icons exist beside the node and the credential points at them; light and dark differ', () => {
    const nodeDir = join(root, 'nodes/DocConvert');
    const light = readFileSync(join(nodeDir, 'docConvert.svg'), 'utf8');
    const dark = readFileSync(join(nodeDir, 'docConvert.dark.svg'), 'utf8');
    expect(light).toMatch(/^<svg /);
    expect(dark).not.toBe(light);
    const icon = new DocConvertApi().icon as { light: string; dark: string };
    for (const path of [icon.light, icon.dark]) {
      expect(existsSync(resolve(join(root, 'credentials'), path.replace(/^file:/, '')))).toBe(true);
    }
  });

  it('the codex file names this package’s node', () => {
    const codex = JSON.parse(readFileSync(join(root, 'nodes/DocConvert/DocConvert.node.json'), 'utf8'));
    expect(codex.node).toBe(`${manifest.name}.${description.name}`);
  });

  it('package.json lists the bundles the build writes', () => {
    expect(manifest.n8n).toEqual({
      n8nNodesApiVersion: 1,
      credentials: ['dist/credentials/DocConvertApi.credentials.js'],
      nodes: ['dist/nodes/DocConvert/DocConvert.node.js'],
    });
    expect(dirname(manifest.n8n.nodes[0])).toBe('dist/nodes/DocConvert');
  });
});

describe('credential', () => {
  const credential = new DocConvertApi();

  it('sends the key as X-API-Key and tests it with GET /credits/usage on the base URL', () => {
    expect(credential.name).toBe('docConvertApi');
    expect(credential.authenticate).toEqual({
      type: 'generic',
      properties: { headers: { 'X-API-Key': '={{$credentials.apiKey}}' } },
    });
    expect(credential.test.request).toMatchObject({ url: '/credits/usage', method: 'GET' });
    expect(credential.properties.find((p) => p.name === 'apiKey')?.typeOptions).toEqual({ password: true });
    expect(credential.properties.find((p) => p.name === 'baseUrl')?.default).toBe(
      'https://api.pdfshift.io/v3',
    );
  });
});
