// The node's and the credentials' descriptions: what n8n reads from them. The resources and operations with
// their action names, the grouping of the conversion options and the labels users see, the option lists from
// the core's constants (one source of truth), every secret field masked and hinted, the resource locators, the
// codex file (category, aliases), and the icons and credential tests where n8n looks for them.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  NodeHelpers,
  type ICredentialTestFunctions,
  type INodeProperties,
  type INodePropertyCollection,
  type INodePropertyOptions,
} from 'n8n-workflow';
import { DocConvertApi } from '../credentials/DocConvertApi.credentials';
import { DocConvertSourceLoginApi } from '../credentials/DocConvertSourceLoginApi.credentials';
import { DocConvert } from '../nodes/DocConvert/DocConvert.node.ts';
import {
  CAPTURE_MODES,
  IMAGE_DPI_VALUES,
  IMAGE_QUALITY,
  LOG_STATUSES,
  PAGE_FORMATS,
  TEMPLATE_EXTS,
  TEMPLATE_SLUG_PATTERN,
  TEMPLATE_SLUG_RULE,
  WATERMARK_FONT_FAMILIES,
  WATERMARK_OFFSET_X_KEYWORDS,
  WATERMARK_OFFSET_Y_KEYWORDS,
} from '@doc-convert/core/options';
import { PROCESSOR_VERSIONS } from '@doc-convert/core';
import { createContext, runNode } from './helpers/context';

/** This package's folder. */
const root = resolve(import.meta.dirname, '..');
const node = new DocConvert();
const { description } = node;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

type Field = INodeProperties | INodePropertyCollection;

/** The node version the layout tests read: the default one, unless a test says otherwise. */
const LATEST = description.defaultVersion as number;

function optionsOf(property: INodeProperties | undefined): INodePropertyOptions[] {
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

function childrenOf(field: Field, version = LATEST): Field[] {
  if ('values' in field) return field.values;
  return ((field as INodeProperties).options ?? []).filter(
    (option): option is Field =>
      typeof option === 'object' && 'displayName' in option && inVersion(option as Field, version),
  );
}

/** The operation selector of a resource. */
function operationOf(resource: string, version = LATEST): INodeProperties {
  return description.properties.find(
    (p) =>
      p.name === 'operation' &&
      (p.displayOptions?.show?.resource as string[]).includes(resource) &&
      inVersion(p, version),
  )!;
}

/** The top-level fields one operation shows. */
function fieldsOf(resource: string, operation: string, version = LATEST): INodeProperties[] {
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

function field(resource: string, operation: string, ...path: string[]): Field | undefined {
  let current: Field | undefined = fieldsOf(resource, operation).find((p) => p.name === path[0]);
  for (const name of path.slice(1)) current = current && childrenOf(current).find((c) => c.name === name);
  return current;
}

const labels = (fields: Field[] | undefined) => (fields ?? []).map((f) => f.displayName);
const names = (fields: Field[] | undefined) => (fields ?? []).map((f) => f.name);

/** Every field of the node, depth first, with its path of names. */
function walk(fields: Field[], path: string[] = []): Array<{ field: Field; path: string[] }> {
  return fields.flatMap((f) => [
    { field: f, path: [...path, f.name] },
    ...walk(childrenOf(f), [...path, f.name]),
  ]);
}

describe('resources and operations', () => {
  it('lists four resources by importance, Conversion first, each with its operations', () => {
    const resources = optionsOf(description.properties.find((p) => p.name === 'resource'));
    expect(
      resources.map((r) => [r.name, optionsOf(operationOf(String(r.value))).map((o) => o.value)]),
    ).toEqual([
      ['Conversion', ['convertToPdf', 'convertToPng', 'convertToJpeg', 'convertToWebp']],
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
      'Convert to PDF',
      'Convert to PNG',
      'Convert to JPEG',
      'Convert to WebP',
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

/** What every conversion shows first (the source) and in the middle (the output). */
const SOURCE_FIELDS = ['source', 'url', 'html', 'binaryPropertyName', 'sourceAuthentication'];
const OUTPUT_FIELDS = [
  'output',
  'outputBinaryField',
  'fileName',
  'storageFileName',
  'sandbox',
  'waitForDocument',
  'limitWaitTime',
];

describe('Convert to PDF layout', () => {
  it('shows the source, the page layout, the output and the grouped options, in that order', () => {
    expect(names(fieldsOf('conversion', 'convertToPdf'))).toEqual([
      ...SOURCE_FIELDS,
      'pageLayout',
      ...OUTPUT_FIELDS,
      'options',
      'includeInputFields',
    ]);
  });

  it('groups the page layout in one top-level group', () => {
    expect(labels(childrenOf(field('conversion', 'convertToPdf', 'pageLayout')!))).toEqual([
      'Custom Page Size',
      'Disable Backgrounds',
      'Margins',
      'Orientation',
      'Page Size',
      'Pages',
      'Remove Blank Last Page',
      'Zoom',
    ]);
  });

  it('orders the option groups by use: the document’s own first, Batching last', () => {
    expect(labels(childrenOf(field('conversion', 'convertToPdf', 'options')!))).toEqual([
      'Page Header',
      'Page Footer',
      'Watermark',
      'Document Properties',
      'Document Security',
      'Page Loading',
      'Rendering',
      'Source Access',
      'Delivery',
      'Privacy',
      'Batching',
    ]);
  });

  it('offers the watermark’s text, image and PDF as one choice', () => {
    const stamp = field('conversion', 'convertToPdf', 'options', 'watermark', 'stamp') as INodeProperties;
    expect(optionsOf(stamp).map((o) => [o.name, o.value])).toEqual([
      ['Text', 'text'],
      ['Image', 'image'],
      ['PDF', 'source'],
    ]);
    expect(stamp.default).toBe('text');
  });

  it('groups the other options by what a user is doing', () => {
    const groups = childrenOf(field('conversion', 'convertToPdf', 'options')!);
    expect(Object.fromEntries(groups.map((g) => [g.displayName, labels(childrenOf(g))]))).toEqual({
      Batching: ['Concurrency'],
      Delivery: [
        'Base64 in JSON',
        'S3 Destination',
        'Webhook Headers',
        'Webhook Method',
        'Webhook Password',
        'Webhook Secret',
        'Webhook URL',
        'Webhook User',
      ],
      'Document Properties': [
        'Author',
        'Bookmark Depth',
        'Bookmarks from Headings',
        'Linearize',
        'Metadata',
        'PDF/A',
      ],
      'Document Security': [
        'Open Password',
        'Permissions Password',
        'Prevent Copying',
        'Prevent Editing',
        'Prevent Printing',
      ],
      'Page Footer': ['Content', 'Height', 'Start at Page'],
      'Page Header': ['Content', 'Height', 'Start at Page'],
      'Page Loading': [
        'Delay (Milliseconds)',
        'Fail on Source Error Status',
        'Ignore Long Polling',
        'Lazy Load Images',
        'Page Load Timeout (Seconds)',
        'Wait for Function',
        'Wait for Network Idle',
      ],
      Privacy: ['GDPR Compliance', 'HIPAA Compliance', 'Log Request Parameters'],
      Rendering: [
        'CSS',
        'Disable JavaScript',
        'JavaScript',
        'Rendering Engine Version',
        'Use Print Stylesheet',
      ],
      'Source Access': ['Cookies', 'HTTP Headers'],
      Watermark: [
        'Bold',
        'Font Color',
        'Font Family',
        'Font Size',
        'Horizontal Offset',
        'Horizontal Position',
        'Italic',
        'Opacity (%)',
        'Rotation (Degrees)',
        'Stamp',
        'Stamp Content',
        'Vertical Offset',
        'Vertical Position',
      ],
    });
  });

  it('uses one meaning per label: "Source" is only the top-level source, no "Add credential" button', () => {
    const all = walk(fieldsOf('conversion', 'convertToPdf'));
    expect(all.filter(({ field: f }) => f.displayName === 'Source').map(({ path }) => path)).toEqual([
      ['source'],
    ]);
    expect(
      all.some(({ field: f }) => /credential/i.test(String((f as INodeProperties).placeholder ?? ''))),
    ).toBe(false);
    expect(all.some(({ field: f }) => /\(Ms\)/.test(f.displayName))).toBe(false);
  });

  it('offers the watermark positions as choices with a custom offset', () => {
    const position = (axis: 'x' | 'y') =>
      field('conversion', 'convertToPdf', 'options', 'watermark', `offset_${axis}`) as INodeProperties;
    const custom = (axis: 'x' | 'y') =>
      field('conversion', 'convertToPdf', 'options', 'watermark', `offset_${axis}_custom`) as INodeProperties;
    expect(optionsOf(position('x')).map((o) => o.value)).toEqual([...WATERMARK_OFFSET_X_KEYWORDS, 'custom']);
    expect(optionsOf(position('y')).map((o) => o.value)).toEqual([...WATERMARK_OFFSET_Y_KEYWORDS, 'custom']);
    expect([position('x').default, position('y').default]).toEqual(['center', 'middle']);
    expect(custom('x').displayOptions).toEqual({ show: { offset_x: ['custom'] } });
    expect(custom('y').displayOptions).toEqual({ show: { offset_y: ['custom'] } });
  });

  it('shows Source Authentication for a URL only, and its credential only when Basic Auth is chosen', () => {
    const auth = field('conversion', 'convertToPdf', 'sourceAuthentication') as INodeProperties;
    expect(auth.displayOptions?.show?.source).toEqual(['url']);
    expect(optionsOf(auth).map((o) => o.value)).toEqual(['none', 'basicAuth']);
    expect(description.credentials).toEqual([
      { name: 'docConvertApi', required: true },
      {
        name: 'docConvertSourceLoginApi',
        required: true,
        testedBy: 'docConvertSourceLoginTest',
        displayOptions: {
          show: { resource: ['conversion'], source: ['url'], sourceAuthentication: ['basicAuth'] },
        },
      },
    ]);
  });
});

describe('Convert to PNG layout', () => {
  it('shows the capture and the image group where the PDF shows its page layout', () => {
    expect(names(fieldsOf('conversion', 'convertToPng'))).toEqual([
      ...SOURCE_FIELDS,
      'capture',
      'cssSelector',
      'clipX',
      'clipY',
      'clipWidth',
      'clipHeight',
      'image',
      ...OUTPUT_FIELDS,
      'options',
      'includeInputFields',
    ]);
    expect(labels(childrenOf(field('conversion', 'convertToPng', 'image')!))).toEqual([
      'DPI Scale',
      'Transparent Background',
      'Viewport Size',
    ]);
    // By use, not by the alphabet: what the page needs first, Batching (about the node) last.
    expect(labels(childrenOf(field('conversion', 'convertToPng', 'options')!))).toEqual([
      'Page Loading',
      'Rendering',
      'Source Access',
      'Delivery',
      'Privacy',
      'Batching',
    ]);
  });
});

describe('Convert to JPEG and Convert to WebP layout', () => {
  it.each(['convertToJpeg', 'convertToWebp'])(
    '%s shows what PNG shows, with Quality in the Image group instead of a transparent background',
    (operation) => {
      expect(names(fieldsOf('conversion', operation))).toEqual(names(fieldsOf('conversion', 'convertToPng')));
      expect(labels(childrenOf(field('conversion', operation, 'image')!))).toEqual([
        'DPI Scale',
        'Quality',
        'Viewport Size',
      ]);
      const quality = field('conversion', operation, 'image', 'quality') as INodeProperties;
      expect([quality.typeOptions, quality.default]).toEqual([
        { minValue: IMAGE_QUALITY.min, maxValue: IMAGE_QUALITY.max, numberPrecision: 0 },
        IMAGE_QUALITY.default,
      ]);
    },
  );
});

describe('Template → Create, Update and Generate Document layout', () => {
  it('Create asks for the slug, the name and the content; Update for the template, the content and a new name', () => {
    // A visible notice above Content, not a tooltip: in Expression mode n8n would read every {{ }} itself.
    expect(names(fieldsOf('template', 'create'))).toEqual(['slug', 'name', 'contentNotice', 'content']);
    expect(names(fieldsOf('template', 'update'))).toEqual(['template', 'contentNotice', 'content', 'name']);
    const notice = field('template', 'create', 'contentNotice') as INodeProperties;
    expect([notice.type, notice.displayName]).toEqual([
      'notice',
      expect.stringMatching(/^Keep Content in Fixed mode/),
    ]);
    const required = fieldsOf('template', 'create').filter((f) => f.type !== 'notice');
    expect(required.map((f) => f.required)).toEqual([true, true, true]);
    expect((field('template', 'update', 'name') as INodeProperties).required).toBeFalsy();
  });

  /** The top-level fields Generate Document shows for one format. */
  const generateFields = (format: string) =>
    names(
      fieldsOf('template', 'generate').filter((p) => {
        const formats = p.displayOptions?.show?.documentFormat as string[] | undefined;
        return !formats || formats.includes(format);
      }),
    );
  const DATA = ['template', 'documentFormat', 'dataSource', 'variables', 'data', 'onMissingVariables'];
  const CAPTURE = ['capture', 'cssSelector', 'clipX', 'clipY', 'clipWidth', 'clipHeight'];

  it('shows per format what the conversion to it shows, the data in place of the source', () => {
    // Include Input Fields twice: on by default for item data (from version 1.1), off for JSON data.
    const INPUT = ['includeInputFields', 'includeInputFields'];
    expect(generateFields('pdf')).toEqual([...DATA, 'pageLayout', ...OUTPUT_FIELDS, 'options', ...INPUT]);
    for (const format of ['png', 'jpeg', 'webp']) {
      expect(generateFields(format)).toEqual([
        ...DATA,
        ...CAPTURE,
        'image',
        ...OUTPUT_FIELDS,
        'options',
        ...INPUT,
      ]);
    }
    expect(generateFields('html')).toEqual([...DATA, ...INPUT]);
    const inputFields = (version: number) =>
      fieldsOf('template', 'generate', version)
        .filter((p) => p.name === 'includeInputFields')
        .map((p) => [p.default, p.displayOptions?.show?.dataSource]);
    expect(inputFields(LATEST)).toEqual([
      [true, ['mapFields', 'inputItem']],
      [false, ['json']],
    ]);
    expect(inputFields(1.1)).toEqual(inputFields(LATEST));
    // Version 1 keeps its default: off.
    expect(inputFields(1)).toEqual([
      [false, ['json']],
      [false, ['mapFields', 'inputItem']],
    ]);
  });

  it('offers every extension the core generates, PDF by default', () => {
    const format = field('template', 'generate', 'documentFormat') as INodeProperties;
    expect(
      optionsOf(format)
        .map((o) => o.value)
        .sort(),
    ).toEqual([...TEMPLATE_EXTS].sort());
    expect(format.default).toBe('pdf');
  });

  it('maps the template’s variables by default from version 1.1 (Input Item in 1), or takes a JSON field', () => {
    const sources = [1, 1.1, LATEST].flatMap((version) =>
      fieldsOf('template', 'generate', version).filter((p) => p.name === 'dataSource'),
    );
    for (const source of sources) {
      expect(optionsOf(source).map((o) => [o.name, o.value])).toEqual([
        ['Map Fields', 'mapFields'],
        ['Input Item', 'inputItem'],
        ['JSON', 'json'],
      ]);
    }
    expect(sources.map((s) => s.default)).toEqual(['inputItem', 'mapFields', 'mapFields']);
    const data = field('template', 'generate', 'data') as INodeProperties;
    expect([data.type, data.displayOptions?.show?.dataSource]).toEqual(['json', ['json']]);
    const variables = field('template', 'generate', 'variables') as INodeProperties;
    expect(variables.type).toBe('resourceMapper');
    expect(variables.displayOptions?.show?.dataSource).toEqual(['mapFields']);
    const mapper = variables.typeOptions?.resourceMapper;
    expect(mapper).toMatchObject({ resourceMapperMethod: 'getTemplateVariables', supportAutoMap: true });
    expect(variables.typeOptions?.loadOptionsDependsOn).toEqual(['template.value']);
    expect(typeof node.methods.resourceMapping.getTemplateVariables).toBe('function');
    const onMissing = field('template', 'generate', 'onMissingVariables') as INodeProperties;
    expect(optionsOf(onMissing).map((o) => [o.name, o.value])).toEqual([
      ['Leave Blank', 'leaveBlank'],
      ['Fail the Item', 'fail'],
    ]);
    expect(onMissing.default).toBe('leaveBlank');
  });
});

describe('Log → Get Many layout', () => {
  it('pages with Return All / Limit and filters by status, API key and time', () => {
    expect(names(fieldsOf('log', 'getMany'))).toEqual(['returnAll', 'limit', 'filters']);
    const filters = childrenOf(field('log', 'getMany', 'filters')!) as INodeProperties[];
    expect(filters.map((f) => [f.displayName, f.type])).toEqual([
      ['API Key', 'string'],
      ['Executed Before', 'dateTime'],
      ['Status', 'options'],
    ]);
    expect(
      optionsOf(filters[2])
        .map((o) => o.value)
        .sort(),
    ).toEqual([...LOG_STATUSES].sort());
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

describe('secrets', () => {
  const everyField = walk(description.properties);
  const masked = everyField.filter(({ field: f }) => (f as INodeProperties).typeOptions?.password === true);

  it('masks every secret field', () => {
    // Both conversions share the option groups: each path once.
    expect([...new Set(masked.map(({ path }) => path.join('.')))].sort()).toEqual([
      'filters.key',
      'key',
      'options.delivery.webhookPassword',
      'options.delivery.webhookSecret',
      'options.protection.owner_password',
      'options.protection.user_password',
      'options.sourceAccess.cookies.cookie.value',
    ]);
    // Nothing that sounds secret is left unmasked.
    const secretLooking = everyField.filter(({ field: f }) => /password|secret|token|^key$/i.test(f.name));
    expect(secretLooking.filter((f) => !masked.includes(f))).toEqual([]);
  });

  it('says under each one how to keep it out of the saved workflow', () => {
    for (const { field: f } of masked) {
      const { hint } = f as INodeProperties;
      expect(hint).toMatch(/^Saved in the workflow as plain text\. .*\{\{ \$env\.[A-Z_]+ \}\}/);
      // What makes it work: an expression (a fixed field saves the braces as text), and $env allowed.
      expect(hint).toMatch(/switch this field to Expression/);
      expect(hint).toMatch(/N8N_BLOCK_ENV_ACCESS_IN_NODE=false/);
    }
  });

  it('takes the source login from a credential whose password is masked', () => {
    const login = new DocConvertSourceLoginApi();
    expect(login.properties.map((p) => [p.name, p.typeOptions?.password === true])).toEqual([
      ['user', false],
      ['password', true],
    ]);
    expect(description.properties.some((p) => p.name === 'auth')).toBe(false);
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
    expect(aliases).toEqual(expect.arrayContaining(['pdfshift', 'html to pdf', 'screenshot', 'invoice']));
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
