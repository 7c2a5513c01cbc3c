// The node's and the credentials' descriptions as a whole: what n8n reads from them. The resources and operations
// with their action names, the option lists from the core's constants (one source of truth), the resource
// locators, the codex file (category, aliases), and the icons and credential tests where n8n looks for them.
// What each operation shows is tested with the operation (convertToPdf.operation.test.ts, templates.test.ts, …);
// the secret fields in secrets.test.ts.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { NodeHelpers, type ICredentialTestFunctions, type INodeProperties } from 'n8n-workflow';
import { DocConvertApi } from '../credentials/DocConvertApi.credentials';
import { DocConvertSourceLoginApi } from '../credentials/DocConvertSourceLoginApi.credentials';
import {
  CAPTURE_MODES,
  IMAGE_DPI_VALUES,
  PAGE_FORMATS,
  TEMPLATE_SLUG_PATTERN,
  TEMPLATE_SLUG_RULE,
  WATERMARK_FONT_FAMILIES,
} from '@doc-convert/core/options';
import { PROCESSOR_VERSIONS } from '@doc-convert/core';
import { createContext, runNode } from './helpers/context';
import { description, field, node, operationOf, optionsOf, type Field } from './helpers/description';

/** This package's folder. */
const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

describe('resources and operations', () => {
  it('lists four resources by importance, Conversion first, each with its operations', () => {
    const resources = optionsOf(description.properties.find((p) => p.name === 'resource'));
    expect(
      resources.map((r) => [r.name, optionsOf(operationOf(String(r.value))).map((o) => o.value)]),
    ).toEqual([
      // Alphabetical past four, as n8n's rules want: Convert to PDF stays the default.
      ['Conversion', ['convertToJpeg', 'convertToPdf', 'convertToPng', 'convertToWebp', 'mergePdfs']],
      ['Template', ['create', 'delete', 'generate', 'getHtml', 'getMany', 'update']],
      ['Log', ['get', 'getMany']],
      ['Account', ['get', 'getCreditUsage', 'getManyInvoices', 'enableApiKey']],
    ]);
  });

  it('names every action as n8n writes them', () => {
    const actions = ['conversion', 'template', 'log', 'account'].flatMap((resource) =>
      optionsOf(operationOf(resource)).map((o) => o.action),
    );
    expect(actions).toEqual([
      'Convert to JPEG',
      'Convert to PDF',
      'Convert to PNG',
      'Convert to WebP',
      'Merge PDFs',
      'Create template',
      'Delete template',
      'Generate document from template',
      'Get template HTML',
      'Get many templates',
      'Update template',
      'Get log entry',
      'Get many log entries',
      'Get account',
      'Get credit usage',
      'Get many invoices',
      'Enable API key',
    ]);
    expect(description.subtitle).toContain('"template:getHtml":"Get template HTML"');
    expect(description.subtitle).toContain('"template:generate":"Generate document from template"');
    expect(description.subtitle).toContain('"account:get":"Get account"');
  });

  it('lists the six Template operations alphabetically, as n8n’s rules want past five, Generate Document the default from 1.2', () => {
    const operations = optionsOf(operationOf('template')).map((o) => o.name);
    expect(operations).toEqual([...operations].sort());
    expect(operationOf('template').default).toBe('generate');
    // Saved workflows of earlier versions leave the default out: theirs stays Get Many.
    expect(operationOf('template', 1.1).default).toBe('getMany');
    expect(operationOf('template', 1).default).toBe('getMany');
    expect(optionsOf(operationOf('template', 1.1))).toEqual(optionsOf(operationOf('template')));
  });

  it('runs every operation it offers (none is left without an implementation)', async () => {
    for (const resource of ['conversion', 'template', 'log', 'account']) {
      for (const { value: operation } of optionsOf(operationOf(resource))) {
        // A credential without a key stops before any request, after the operation was found.
        const test = createContext({ parameters: { resource, operation }, credentials: { apiKey: '' } });
        await expect(runNode(test)).rejects.toThrow('Credential → API Key');
      }
    }
  });

  it('is usable as a tool, keeps versions 1 and 1.1 beside 1.2 (the default), has light and dark icons', () => {
    expect(description.usableAsTool).toBe(true);
    expect(description.version).toEqual([1, 1.1, 1.2]);
    expect(description.defaultVersion).toBe(1.2);
    expect(description.icon).toEqual({ light: 'file:docConvert.svg', dark: 'file:docConvert.dark.svg' });
  });
});

describe('option values', () => {
  it('come from the core’s constants', () => {
    const values = (f: Field | undefined) => optionsOf(f as INodeProperties).map((o) => o.value);
    expect(values(field('conversion', 'convertToPdf', 'pageLayout', 'format'))).toEqual([
      ...PAGE_FORMATS,
      'custom',
    ]);
    expect(values(field('conversion', 'convertToPng', 'image', 'dpi'))).toEqual([...IMAGE_DPI_VALUES]);
    expect(values(field('conversion', 'convertToPdf', 'options', 'rendering', 'processorVersion'))).toEqual([
      '',
      ...PROCESSOR_VERSIONS,
    ]);
    expect(values(field('conversion', 'convertToPdf', 'options', 'watermark', 'font_family'))).toEqual([
      ...WATERMARK_FONT_FAMILIES,
    ]);
    expect(values(field('conversion', 'convertToPng', 'capture')).sort()).toEqual(
      [...CAPTURE_MODES, 'viewport'].sort(),
    );
  });
});

describe('resource locators', () => {
  const template = field('template', 'getHtml', 'template') as INodeProperties;

  it('picks a template from a searchable list or by slug, for every operation on one template', () => {
    expect(template.type).toBe('resourceLocator');
    expect(template.default).toEqual({ mode: 'list', value: '' });
    expect(template.modes?.map((m) => [m.name, m.typeOptions?.searchListMethod])).toEqual([
      ['list', 'searchTemplates'],
      ['slug', undefined],
    ]);
    const lists: Record<string, unknown> = node.methods.listSearch;
    expect(typeof lists[template.modes![0]!.typeOptions!.searchListMethod!]).toBe('function');
    expect(field('template', 'delete', 'template')).toEqual(
      expect.objectContaining({ type: 'resourceLocator', name: 'template' }),
    );
  });

  it('By Slug says that the slug chosen From List stays when switching (n8n keeps it), under its saved name', () => {
    expect(template.modes?.map((m) => m.name)).toEqual(['list', 'slug']);
    expect(template.modes![1]!.hint).toMatch(/From List’s choice stays here when you switch: select it all/);
  });

  it('checks a typed slug with the core’s slug rule', () => {
    const rule = template.modes![1]!.validation![0] as unknown as {
      properties: { regex: string; errorMessage: string };
    };
    expect(rule.properties.regex).toBe(TEMPLATE_SLUG_PATTERN.source);
    expect(rule.properties.errorMessage).toBe(`A slug ${TEMPLATE_SLUG_RULE}`);
    const valid = (slug: string) => new RegExp(rule.properties.regex).test(slug);
    expect(['invoice', 'monthly-report', 'Q3_2024'].map(valid)).toEqual([true, true, true]);
    expect(['', 'a b', '../etc', 'x.pdf', 'a/b'].map(valid)).toEqual([false, false, false, false, false]);
  });

  it('the operations on one template share the locator', () => {
    for (const operation of ['generate', 'getHtml', 'update', 'delete']) {
      const locator = field('template', operation, 'template') as INodeProperties;
      expect([locator.type, locator.modes]).toEqual(['resourceLocator', template.modes]);
    }
  });

  it('finds a log entry in a searchable list of recent requests, or by its request ID', () => {
    const log = field('log', 'get', 'requestId') as INodeProperties;
    expect(log.type).toBe('resourceLocator');
    expect(log.modes?.map((m) => [m.name, m.typeOptions?.searchListMethod])).toEqual([
      ['list', 'searchLogs'],
      ['id', undefined],
    ]);
    expect(log.default).toEqual({ mode: 'list', value: '' });
    const lists: Record<string, unknown> = node.methods.listSearch;
    expect(typeof lists.searchLogs).toBe('function');
  });
});

describe('files n8n loads', () => {
  it('the icons exist beside the node and both credentials point at them; light and dark differ', () => {
    const nodeDir = join(root, 'nodes/DocConvert');
    const light = readFileSync(join(nodeDir, 'docConvert.svg'), 'utf8');
    const dark = readFileSync(join(nodeDir, 'docConvert.dark.svg'), 'utf8');
    expect(light).toMatch(/^<svg /);
    expect(dark).not.toBe(light);
    for (const credential of [new DocConvertApi(), new DocConvertSourceLoginApi()]) {
      const icon = credential.icon as { light: string; dark: string };
      for (const path of [icon.light, icon.dark]) {
        expect(existsSync(resolve(join(root, 'credentials'), path.replace(/^file:/, '')))).toBe(true);
      }
    }
  });

  it('the codex file names this package’s node, an n8n category that fits, and the aliases people search', () => {
    const codex = JSON.parse(readFileSync(join(root, 'nodes/DocConvert/DocConvert.node.json'), 'utf8'));
    expect(codex.node).toBe(`${manifest.name}.${description.name}`);
    // n8n's community node categories (@n8n/eslint-plugin-community-nodes, valid-node-categories).
    const n8nCategories = [
      'Data & Storage',
      'Finance & Accounting',
      'Marketing & Content',
      'Productivity',
      'Miscellaneous',
      'Sales',
      'Development',
      'Analytics',
      'Communication',
      'Utility',
    ];
    expect(codex.categories).toEqual(['Marketing & Content', 'Utility']);
    expect(codex.categories.every((c: string) => n8nCategories.includes(c))).toBe(true);
    const aliases = codex.alias.map((a: string) => a.toLowerCase());
    expect(aliases).toEqual(
      expect.arrayContaining(['pdfshift', 'html to pdf', 'screenshot', 'invoice', 'merge pdf']),
    );
  });

  it('package.json lists the bundles the build writes', () => {
    expect(manifest.n8n).toEqual({
      n8nNodesApiVersion: 1,
      credentials: [
        'dist/credentials/DocConvertApi.credentials.js',
        'dist/credentials/DocConvertSourceLoginApi.credentials.js',
      ],
      nodes: [
        'dist/nodes/DocConvert/DocConvert.node.js',
        'dist/nodes/DocConvertTrigger/DocConvertTrigger.node.js',
      ],
    });
    expect(dirname(manifest.n8n.nodes[0])).toBe('dist/nodes/DocConvert');
  });
});

describe('credentials', () => {
  it('the API credential sends the key as X-API-Key and is tested with GET /credits/usage', () => {
    const credential = new DocConvertApi();
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

  it('the API credential’s test explains 401, 403 and 404 naming the field to fix; the Base URL is required', () => {
    const credential = new DocConvertApi();
    const rules = (credential.test.rules ?? []).map((rule) => [
      rule.type,
      (rule.properties as { value: number }).value,
      (rule.properties as { message: string }).message,
    ]);
    expect(rules).toEqual([
      ['responseCode', 401, expect.stringMatching(/^API Key: .*invalid or disabled/)],
      ['responseCode', 403, expect.stringMatching(/^API Key: /)],
      ['responseCode', 404, expect.stringMatching(/^Base URL: .*\/v3/)],
    ]);
    expect(credential.properties.find((p) => p.name === 'baseUrl')?.required).toBe(true);
  });

  it('the API credential refuses a Base URL that is not http(s) with a notice in the form, as n8n shows it', () => {
    const credential = new DocConvertApi();
    const notice = credential.properties.find((p) => p.name === 'baseUrlNotice')!;
    expect(notice.type).toBe('notice');
    expect(notice.displayName).toMatch(/^Base URL: must start with http:\/\/ or https:\/\/, e\.g\. https:/);
    expect(notice.displayName).toMatch(/empty one does not mean the public API/);
    // What n8n's credential form does with a property's displayOptions (displayCredentialParameter).
    const shown = (baseUrl: string) => NodeHelpers.displayParameterPath({ baseUrl }, notice, '', null, null);
    for (const refused of [
      '',
      '   ',
      'api.pdfshift.io/v3',
      'ftp://files.example/v3',
      'https://',
      'https:// x',
    ]) {
      expect([refused, shown(refused)]).toEqual([refused, true]);
    }
    const accepted = [
      'https://api.pdfshift.io/v3',
      'http://127.0.0.1:8080/v3',
      ' https://api.pdfshift.io/v3 ',
      '={{ $env.DOC_CONVERT_BASE_URL }}',
    ];
    for (const url of accepted) expect([url, shown(url)]).toEqual([url, false]);
  });

  it('the Base URL’s hint reads the codes n8n’s test shows when nothing answers there', () => {
    const hint = new DocConvertApi().properties.find((p) => p.name === 'baseUrl')?.hint;
    expect(hint).toMatch(/ENOTFOUND, ECONNREFUSED or ETIMEDOUT, nothing answers at this Base URL/);
  });

  it('the source login is tested by the node: a user without ":" passes', async () => {
    const test = node.methods.credentialTest.docConvertSourceLoginTest;
    const run = (data: Record<string, string>) =>
      test.call({} as ICredentialTestFunctions, {
        id: '1',
        name: 'login',
        type: 'docConvertSourceLoginApi',
        data,
      });
    await expect(run({ user: 'reports', password: 'x' })).resolves.toMatchObject({ status: 'OK' });
    await expect(run({ user: '', password: 'x' })).resolves.toEqual({
      status: 'Error',
      message: 'User: is required',
    });
    await expect(run({ user: 'a:b', password: 'x' })).resolves.toMatchObject({
      status: 'Error',
      message: expect.stringContaining('must not contain ":"'),
    });
  });
});
