// What a new user meets in n8n's editor (issue 26), checked the way n8n decides it: parameters changed as n8n's
// editor changes them (editor.ts), fields shown as n8n's displayParameter shows them, the nodes panel's entry as
// n8n's node creator builds it. Sandbox survives a Resource change and is on by default from version 1.2;
// the webhook fields are reachable from any Output and queue the conversion; Wait for the Document sits beside
// Output with its limit, and Base64 in JSON hides while it is on; Map Fields shows no red error before a template
// is chosen; Include Input Fields leaves a Webhook node's request out; the Trigger names the package in the
// nodes panel and lists as "On document ready", and refuses a Webhook Secret no call could match where n8n shows
// it (activation); the credential says it calls the PDFShift API.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NodeHelpers,
  type IHookFunctions,
  type INodeParameters,
  type INodeProperties,
  type INodePropertyOptions,
} from 'n8n-workflow';
import { DocConvertApi } from '../credentials/DocConvertApi.credentials';
import { DocConvert } from '../nodes/DocConvert/DocConvert.node.ts';
import { DocConvertTrigger } from '../nodes/DocConvertTrigger/DocConvertTrigger.node.ts';
import { SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { createContext, loadOptionsContext, runNode } from './helpers/context';
import { editorChange, newNodeParameters } from './e2e/editor';
import { generateParameters, pdfParameters } from './helpers/parameters';

const { description } = new DocConvert();
const trigger = new DocConvertTrigger();

const optionsOf = (property: INodeProperties) => (property.options ?? []) as INodePropertyOptions[];

/** The field the editor shows for `name` at the top level with these parameters, if any. */
function shown(parameters: INodeParameters, name: string, typeVersion = 1.2): INodeProperties | undefined {
  return description.properties.find(
    (p) => p.name === name && NodeHelpers.displayParameter(parameters, p, { typeVersion }, description),
  );
}

/** The Options → Delivery fields the editor offers with these parameters (n8n's nested display rules). */
function deliveryOptions(parameters: INodeParameters, delivery: INodeParameters = {}, typeVersion = 1.2) {
  const options = shown(parameters, 'options', typeVersion)!;
  const group = (options.options as INodeProperties[]).find((o) => o.name === 'delivery')!;
  return (group.options as INodeProperties[])
    .filter((field) =>
      NodeHelpers.displayParameter(delivery, field, { typeVersion }, description, parameters),
    )
    .map((field) => field.displayName);
}

describe('Sandbox', () => {
  it('is on for a new node (version 1.2): a real credit is spent only once it is turned off', () => {
    const parameters = newNodeParameters(description, 1.2);
    expect(parameters).toMatchObject({ resource: 'conversion', operation: 'convertToPdf', sandbox: true });
  });

  it('keeps its value when Resource changes between a conversion and Generate Document, and back', () => {
    let parameters = newNodeParameters(description, 1.2);
    parameters = editorChange(description, 1.2, parameters, 'sandbox', false);
    parameters = editorChange(description, 1.2, parameters, 'resource', 'template');
    expect(parameters).toMatchObject({ operation: 'generate', sandbox: false });
    parameters = editorChange(description, 1.2, parameters, 'resource', 'conversion');
    expect(parameters).toMatchObject({ operation: 'convertToPdf', sandbox: false });
    parameters = editorChange(description, 1.2, parameters, 'operation', 'convertToPng');
    expect(parameters.sandbox).toBe(false);
  });

  it.each([1.2, 1.1])(
    'keeps its value when Resource, Operation or Format passes by what renders nothing (version %s)',
    (typeVersion) => {
      for (const value of [false, true]) {
        let parameters = newNodeParameters(description, typeVersion);
        parameters = editorChange(description, typeVersion, parameters, 'sandbox', value);
        for (const [name, to] of [
          ['resource', 'account'],
          ['resource', 'log'],
          ['resource', 'template'],
          ['operation', 'getMany'],
          ['operation', 'generate'],
          ['documentFormat', 'html'],
          ['documentFormat', 'pdf'],
          ['resource', 'conversion'],
        ] as const) {
          parameters = editorChange(description, typeVersion, parameters, name, to);
          expect({ [`${name} → ${to}`]: parameters.sandbox }).toEqual({ [`${name} → ${to}`]: value });
        }
        expect(parameters.operation).toBe('convertToPdf');
      }
    },
  );

  it('shows exactly once for every resource, operation and format', () => {
    const resources = optionsOf(shown({}, 'resource')!);
    for (const typeVersion of [1, 1.1, 1.2]) {
      for (const resource of resources) {
        const parameters: INodeParameters = { resource: String(resource.value) };
        const operations = optionsOf(shown(parameters, 'operation', typeVersion)!);
        for (const operation of operations) {
          const formats =
            resource.value === 'template' && operation.value === 'generate'
              ? ['html', 'pdf', 'png', 'jpeg', 'webp']
              : [undefined];
          for (const documentFormat of formats) {
            const at = {
              ...parameters,
              operation: String(operation.value),
              documentFormat,
            } as INodeParameters;
            const sandboxes = description.properties.filter(
              (p) =>
                p.name === 'sandbox' && NodeHelpers.displayParameter(at, p, { typeVersion }, description),
            );
            expect({ at, typeVersion, shown: sandboxes.length }).toEqual({ at, typeVersion, shown: 1 });
          }
        }
      }
    }
  });

  it('keeps version 1.1’s default (off) and Template’s default (Get Many) for workflows saved with it', () => {
    expect(newNodeParameters(description, 1.1)).toMatchObject({ sandbox: false });
    const parameters = editorChange(
      description,
      1.1,
      newNodeParameters(description, 1.1),
      'resource',
      'template',
    );
    expect(parameters.operation).toBe('getMany');
  });

  it('is sent as the version’s default when a saved workflow leaves it out', async () => {
    const server = await startLocalServer({ renderer: 'text' });
    try {
      const { sandbox: _left, ...parameters } = pdfParameters();
      for (const [typeVersion, sandbox] of [
        [1.2, true],
        [1.1, undefined],
      ] as const) {
        const test = createContext({
          parameters,
          typeVersion,
          credentials: { apiKey: SANDBOX_KEY, baseUrl: server.url },
        });
        await runNode(test);
        expect(JSON.parse(test.calls.at(-1)!.body!).sandbox).toBe(sandbox);
      }
    } finally {
      await server.close();
    }
  });
});

describe('Options → Delivery: the webhook fields', () => {
  const WEBHOOK = [
    'Webhook Headers',
    'Webhook Method',
    'Webhook Password',
    'Webhook Secret',
    'Webhook URL',
    'Webhook User',
  ];

  it.each(['file', 'both', 'json'])('are offered with Output %s (version 1.2)', (output) => {
    const parameters = { resource: 'conversion', operation: 'convertToPdf', output };
    expect(deliveryOptions(parameters)).toEqual(expect.arrayContaining(WEBHOOK));
  });

  it('stay, with what was typed in them, while Wait for the Document is turned on and off', () => {
    let parameters = editorChange(description, 1.2, newNodeParameters(description, 1.2), 'source', 'html');
    const typed = {
      'options.delivery.webhookUrl': 'https://n8n.example.com/webhook/1/document-ready',
      'options.delivery.webhookSecret': 'a-typed-secret-0123456789',
      'options.delivery.encode': true,
    };
    for (const [path, value] of Object.entries(typed))
      parameters = editorChange(description, 1.2, parameters, path, value);
    const delivery = () => (parameters.options as { delivery?: INodeParameters }).delivery;
    expect(delivery()).toEqual({
      webhookUrl: typed['options.delivery.webhookUrl'],
      webhookSecret: typed['options.delivery.webhookSecret'],
      encode: true,
    });
    parameters = editorChange(description, 1.2, parameters, 'waitForDocument', true);
    expect(delivery()).toMatchObject({ webhookUrl: typed['options.delivery.webhookUrl'], encode: true });
    expect(deliveryOptions(parameters, delivery())).toEqual(
      expect.arrayContaining(['Webhook URL', 'Webhook Secret', 'Base64 in JSON']),
    );
    parameters = editorChange(description, 1.2, parameters, 'waitForDocument', false);
    expect(delivery()).toEqual({
      webhookUrl: typed['options.delivery.webhookUrl'],
      webhookSecret: typed['options.delivery.webhookSecret'],
      encode: true,
    });
  });

  it('beside Wait for the Document, are refused naming the field, before anything waits or is sent', async () => {
    const test = createContext({
      parameters: pdfParameters({
        sandbox: true,
        waitForDocument: true,
        options: { delivery: { webhookUrl: 'https://n8n.example.com/webhook/1/document-ready' } },
      }),
      typeVersion: 1.2,
      resumeUrl: 'http://127.0.0.1:1/webhook-waiting/1?signature=x',
    });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error & { description?: string };
    expect(error.message).toBe(
      "Options → Delivery → Webhook URL: cannot be combined with Wait for the Document, which gives the service this execution's own URL",
    );
    expect(error.description).toMatch(/turn Wait for the Document off/);
    expect(test.calls).toEqual([]);
    expect(test.waits).toEqual([]);
  });

  it('stay with JSON Result only in version 1.1, as its saved workflows have them', () => {
    const file = { resource: 'conversion', operation: 'convertToPdf', output: 'file' };
    expect(deliveryOptions(file, {}, 1.1).filter((label) => label.startsWith('Webhook'))).toEqual([]);
    expect(deliveryOptions({ ...file, output: 'json' }, {}, 1.1)).toEqual(expect.arrayContaining(WEBHOOK));
  });

  it('with Output Binary File, a Webhook URL queues the conversion: the item says queued, no file', async () => {
    const server = await startLocalServer({ renderer: 'text' });
    try {
      const hook = `${server.origin}/hooks/any-output`;
      const test = createContext({
        parameters: pdfParameters({ sandbox: true, options: { delivery: { webhookUrl: hook } } }),
        typeVersion: 1.2,
        credentials: { apiKey: SANDBOX_KEY, baseUrl: server.url },
      });
      const [item] = await runNode(test);
      expect(item!.json).toMatchObject({ queued: true, format: 'pdf' });
      expect(item!.binary).toBeUndefined();
      expect(JSON.parse(test.calls.at(-1)!.body!).webhook).toBe(hook);
      await server.state.waitForWebhook((d) => d.url === hook);
    } finally {
      await server.close();
    }
  });
});

describe('Wait for the Document', () => {
  it('is a field beside Output (version 1.2), with Limit Wait Time beside it once on', () => {
    const parameters = { resource: 'conversion', operation: 'convertToPdf', output: 'file' };
    expect(shown(parameters, 'waitForDocument')?.type).toBe('boolean');
    expect(shown(parameters, 'limitWaitTime')).toBeUndefined();
    expect(shown({ ...parameters, waitForDocument: true }, 'limitWaitTime')?.default).toBe(15);
    for (const operation of ['generate']) {
      const template = { resource: 'template', operation, documentFormat: 'pdf', output: 'file' };
      expect(shown(template, 'waitForDocument')).toBeDefined();
    }
    // Not in Options → Delivery any more, where version 1.1 keeps it.
    expect(deliveryOptions(parameters)).not.toContain('Wait for the Document');
    expect(deliveryOptions(parameters, {}, 1.1)).toContain('Wait for the Document');
  });

  it('leaves Base64 in JSON where it is, and refuses the two together before anything waits', async () => {
    const file = { resource: 'conversion', operation: 'convertToPdf', output: 'file' };
    expect(deliveryOptions({ ...file, waitForDocument: true })).toContain('Base64 in JSON');
    expect(deliveryOptions(file, { waitForDocument: true }, 1.1)).toContain('Base64 in JSON');
    const test = createContext({
      parameters: pdfParameters({ waitForDocument: true, options: { delivery: { encode: true } } }),
      typeVersion: 1.2,
      resumeUrl: 'http://127.0.0.1:1/webhook-waiting/1?signature=x',
    });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/^Options → Delivery → Base64 in JSON: cannot be combined with Wait/);
    expect(test.calls).toEqual([]);
    expect(test.waits).toEqual([]);
  });
});

describe('What each field says where the user looks', () => {
  /** The top-level fields the editor lists, in order (ParameterInputList: hidden ones are not listed). */
  const listedNames = (parameters: INodeParameters, typeVersion = 1.2) =>
    description.properties
      .filter(
        (p) =>
          p.type !== 'hidden' && NodeHelpers.displayParameter(parameters, p, { typeVersion }, description),
      )
      .map((p) => p);

  it('the credential picker stays first whatever Resource, Source or Source Authentication says', () => {
    // n8n's ParameterInputList draws the picker at the first field of type "credentials", if one is listed.
    for (const parameters of [
      { resource: 'conversion', operation: 'convertToPdf', source: 'url', sourceAuthentication: 'basicAuth' },
      { resource: 'conversion', operation: 'convertToPdf', source: 'url', sourceAuthentication: 'none' },
      { resource: 'conversion', operation: 'convertToPdf', source: 'html' },
      { resource: 'account', operation: 'get' },
      { resource: 'template', operation: 'generate' },
    ]) {
      expect(listedNames(parameters).findIndex((p) => p.type === 'credentials')).toBe(0);
    }
  });

  it('Limit Wait Time shows its unit in its label', () => {
    const limit = shown(
      { resource: 'conversion', operation: 'convertToPdf', waitForDocument: true },
      'limitWaitTime',
    );
    expect(limit!.displayName).toBe('Limit Wait Time (Minutes)');
  });

  it('File Name and Storage File Name, side by side, say which file each names', () => {
    const both = { resource: 'conversion', operation: 'convertToPdf', output: 'both' };
    expect(shown(both, 'fileName')!.hint).toMatch(/binary field.*in n8n/);
    expect(shown(both, 'storageFileName')!.hint).toMatch(/copy the service keeps for two days/);
  });

  it('Map Fields says what n8n’s "Map Each Column Manually" means for a template’s variables', () => {
    const at = { resource: 'template', operation: 'generate', dataSource: 'mapFields' };
    const names = listedNames(at).map((p) => p.name);
    expect(names.indexOf('variablesNotice')).toBe(names.indexOf('variables') - 1);
    expect(shown(at, 'variablesNotice')!.displayName).toMatch(
      /column is a template variable: Map Each Column Manually maps each variable yourself/,
    );
  });
});

describe('Generate Document → Map Fields', () => {
  it('shows no red "No variables found… Retry" but the mapper’s notice while no template is chosen', async () => {
    const variables = description.properties.find((p) => p.name === 'variables')!;
    expect(variables.typeOptions?.resourceMapper?.hideNoDataError).toBe(true);
    const test = createContext({
      parameters: generateParameters({ template: { __rl: true, mode: 'list', value: '' } }),
    });
    const answer = await new DocConvert().methods.resourceMapping.getTemplateVariables.call(
      loadOptionsContext(test),
    );
    expect(answer).toEqual({ fields: [], emptyFieldsNotice: 'Choose a template: its variables appear here' });
  });
});

describe('Include Input Fields with an item an n8n Webhook node made', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer({ renderer: 'text' });
  });
  afterAll(async () => {
    await server.close();
  });
  const request = {
    headers: { authorization: 'Bearer caller-token-0123', host: 'n8n.example.com' },
    params: {},
    query: { debug: '1' },
    body: { order: 7, customer: { email: 'ada@example.com' } },
    webhookUrl: 'https://n8n.example.com/webhook/orders',
    executionMode: 'production',
  };

  it('keeps the fields of the request’s body, not its headers, query or URL (version 1.2)', async () => {
    const test = createContext({
      parameters: pdfParameters({ sandbox: true, includeInputFields: true }),
      typeVersion: 1.2,
      credentials: { apiKey: SANDBOX_KEY, baseUrl: server.url },
      items: [{ json: request }],
    });
    const [item] = await runNode(test);
    expect(item!.json).toMatchObject({ order: 7, customer: { email: 'ada@example.com' }, format: 'pdf' });
    for (const name of ['headers', 'params', 'query', 'body', 'webhookUrl', 'executionMode']) {
      expect(item!.json).not.toHaveProperty(name);
    }
    expect(JSON.stringify(item!.json)).not.toContain('caller-token');
  });

  it('keeps the item as it is in version 1.1, whose saved workflows output it so', async () => {
    const test = createContext({
      parameters: pdfParameters({ sandbox: true, includeInputFields: true }),
      typeVersion: 1.1,
      credentials: { apiKey: SANDBOX_KEY, baseUrl: server.url },
      items: [{ json: request }],
    });
    const [item] = await runNode(test);
    expect(item!.json).toMatchObject({ body: request.body, query: request.query });
  });
});

describe('Doc Convert Trigger in the nodes panel', () => {
  it('describes the package: n8n shows the trigger’s description for the merged Doc Convert entry', () => {
    // n8n's node creator (useActionsGeneration.generateMergedNodesAndActions): "app.description =
    // trigger.description" when a trigger merges into the node of the same name.
    expect(trigger.description.name.replace('Trigger', '')).toBe(description.name);
    expect(trigger.description.description).toMatch(/PDF/);
    expect(trigger.description.description).toMatch(/templates/);
    expect(trigger.description.description).toMatch(/document is ready/);
  });

  it('lists as "On document ready", not n8n’s made-up "On new Doc Convert event"', () => {
    // n8n's triggersCategory: the first field labelled Event, Events or Trigger On gives the actions.
    const event = trigger.description.properties.find((p) =>
      ['event', 'events', 'trigger on'].includes(p.displayName.toLowerCase()),
    )!;
    expect((event.options as INodePropertyOptions[]).map((o) => o.action)).toEqual(['On document ready']);
    expect(event.default).toBe('documentReady');
  });

  it('says in a short notice what to do first, and why Test this trigger is greyed out until then', () => {
    const notice = trigger.description.properties.find((p) => p.type === 'notice')!.displayName;
    expect(notice).toMatch(/^Set a Webhook Secret below \(Test this trigger stays greyed out until then\)/);
    expect(notice).toMatch(/Options → Delivery → Webhook URL/);
    expect(notice.length).toBeLessThan(260);
  });

  it('says on the Webhook Secret that it is required and what makes it valid (n8n marks no required parameter)', () => {
    const secret = trigger.description.properties.find((p) => p.name === 'secret')!;
    expect(secret.required).toBe(true);
    expect(secret.placeholder).toMatch(/^Required: 16 to 256 visible ASCII characters/);
    expect(secret.description).toMatch(/^Required\. 16 to 256 visible ASCII characters without spaces/);
  });
});

describe('Doc Convert Trigger: a Webhook Secret no call could match', () => {
  /** What n8n asks the trigger when the workflow is activated (or listens for a test call). */
  const activate = (secret: () => unknown) =>
    trigger.webhookMethods.default.checkExists.call({
      getNode: () => ({ name: 'On Document Ready', type: 'n8n-nodes-doc-convert.docConvertTrigger' }),
      getNodeParameter: (name: string) => {
        expect(name).toBe('secret');
        return secret();
      },
    } as unknown as IHookFunctions);

  it('refuses "{{ $env.… }}" typed into the fixed field, saying to switch it to Expression', async () => {
    const error = (await activate(() => '{{ $env.DOC_CONVERT_WEBHOOK_SECRET }}').catch(
      (e: unknown) => e,
    )) as Error & {
      description?: string;
    };
    expect(error.message).toMatch(/^Webhook Secret: holds the text "\{\{ … \}\}" as typed/);
    expect(error.description).toMatch(/Switch the field to Expression/);
  });

  it('refuses an expression n8n will not evaluate ($env blocked), naming N8N_BLOCK_ENV_ACCESS_IN_NODE', async () => {
    const error = (await activate(() => {
      throw new Error('access to env vars denied');
    }).catch((e: unknown) => e)) as Error & { description?: string };
    expect(error.message).toBe('Webhook Secret: access to env vars denied');
    expect(error.description).toMatch(/N8N_BLOCK_ENV_ACCESS_IN_NODE=false/);
  });

  it.each([
    ['short', 'too-short', /this one has 9 characters\)$/],
    ['with a space', 'a secret with spaces inside', /has 27 characters, some of them spaces/],
    ['empty', '', /this one is empty\)$/],
  ])(
    'refuses a %s secret, which the Doc Convert node would never send, with the rule',
    async (_case, secret, detail) => {
      const error = (await activate(() => secret).catch((e: unknown) => e)) as Error & {
        description?: string;
      };
      expect(error.message).toMatch(
        /^Webhook Secret: must be 16 to 256 visible ASCII characters without spaces/,
      );
      expect(error.message).toMatch(detail);
      expect(error.description).toMatch(/openssl rand -base64 24/);
    },
  );

  it('activates with a secret', async () => {
    await expect(activate(() => 'a-real-secret-0123456789')).resolves.toBe(true);
  });
});

describe('Doc Convert API credential', () => {
  it('says that Doc Convert calls the PDFShift API, where the key comes from', () => {
    const credential = new DocConvertApi();
    const notice = credential.properties.find((p) => p.type === 'notice' && !p.displayOptions)!;
    expect(notice.displayName).toMatch(/^Doc Convert calls the PDFShift API/);
    expect(credential.properties.find((p) => p.name === 'apiKey')!.description).toMatch(/PDFShift/);
  });
});
