// The node as an AI agent's tool: agents cannot take binary output, so whatever Output is chosen, conversions
// and generated documents ask the service to store the file (`filename`) and answer its URL and details in the
// one output shape, with no binary. n8n tells a tool run by isToolExecution() (n8n 2) and by the tool variant's
// node type, which ends in "Tool"; either is enough. Other operations answer JSON anyway and are unchanged.
import { describe, expect, it } from '@jest/globals';
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { runsAsTool } from '../nodes/DocConvert/document/output';
import { storedResult } from '@doc-convert/testing/api-bodies';
import { useNock } from '@doc-convert/testing/nock';
import { PDF, answerFacts, api, conversionHeaders, metadataHeaders, pdfParameters } from './helpers/answers';
import { createContext, runNode, type ContextOptions } from './helpers/context';

useNock();

const TOOL_TYPE = 'n8n-nodes-doc-convert.docConvertTool';
const STORED = 'https://files.doc-convert.test/t1/stored.pdf';

/** Answers a stored-file result to the one request, and hands its body to the test. */
function storedAnswer(path: string, format = 'pdf'): { body: () => IDataObject } {
  let body: IDataObject = {};
  api()
    .post(path, (sent: IDataObject) => {
      body = sent;
      return true;
    })
    .reply(
      200,
      () => storedResult(STORED.replace('stored.pdf', `${body.filename}.${format}`)),
      metadataHeaders,
    );
  return { body: () => body };
}

async function runAsTool(parameters: IDataObject, how: Partial<ContextOptions> = { asTool: true }) {
  const test = createContext({ parameters, ...how });
  const output = await runNode(test);
  return { output, calls: test.calls };
}

describe('as an AI agent’s tool', () => {
  it('tells a tool run by isToolExecution() or by the tool variant’s type, and nothing else', () => {
    const runs = (options: Partial<ContextOptions>) =>
      runsAsTool.call(createContext({ parameters: {}, ...options }).context as IExecuteFunctions);
    expect(runs({ asTool: true })).toBe(true);
    expect(runs({ nodeType: TOOL_TYPE })).toBe(true);
    expect(runs({})).toBe(false);
    // n8n 1.x contexts have no isToolExecution(): the type still tells.
    const context = createContext({ parameters: {}, nodeType: TOOL_TYPE }).context as unknown as IDataObject;
    delete context.isToolExecution;
    expect(runsAsTool.call(context as unknown as IExecuteFunctions)).toBe(true);
  });

  it.each([
    ['isToolExecution()', { asTool: true }],
    ['the node type', { nodeType: TOOL_TYPE }],
  ])(
    'Binary File becomes JSON Result (%s): the file is stored under a generated name and its URL answered',
    async (_, how) => {
      const sent = storedAnswer('/v3/convert/pdf');
      const { output, calls } = await runAsTool(pdfParameters({ fileName: 'Q3 report.pdf' }), how);
      expect(sent.body()).toEqual({ source: '<h1>Hello</h1>', filename: expect.any(String) });
      expect(sent.body().filename).toMatch(/^Q3-report-[A-Za-z0-9]{8}$/);
      expect(calls).toHaveLength(1); // nothing downloaded
      expect(output).toEqual([
        {
          json: {
            format: 'pdf',
            fileName: `${sent.body().filename}.pdf`,
            mimeType: 'application/pdf',
            fileSize: 1234,
            pages: 3,
            url: STORED.replace('stored.pdf', `${sent.body().filename}.pdf`),
            ...answerFacts,
            sourceStatusCode: 200,
            executedAt: '2026-11-21T10:00:00.000Z',
          },
          pairedItem: { item: 0 },
        },
      ]);
    },
  );

  it('names the stored file "document-…" without a file name, each run its own', async () => {
    const first = storedAnswer('/v3/convert/pdf');
    await runAsTool(pdfParameters());
    const second = storedAnswer('/v3/convert/pdf');
    await runAsTool(pdfParameters());
    expect(first.body().filename).toMatch(/^document-[A-Za-z0-9]{8}$/);
    expect(second.body().filename).not.toBe(first.body().filename);
  });

  it('keeps the Storage File Name chosen for Binary File and JSON Result, and downloads nothing', async () => {
    const sent = storedAnswer('/v3/convert/pdf');
    const { output, calls } = await runAsTool(
      pdfParameters({ output: 'both', storageFileName: 'monthly-report', fileName: 'monthly.pdf' }),
    );
    expect(sent.body().filename).toBe('monthly-report');
    expect(calls).toHaveLength(1);
    expect(output[0]!.binary).toBeUndefined();
    expect(output[0]!.json).toMatchObject({ fileName: 'monthly-report.pdf', url: expect.any(String) });
  });

  it('does not ask for Base64 in JSON, which only Binary File outputs', async () => {
    const sent = storedAnswer('/v3/convert/pdf');
    await runAsTool(pdfParameters({ options: { delivery: { encode: true } } }));
    expect(sent.body()).not.toHaveProperty('encode');
  });

  it('a generated document answers JSON too', async () => {
    api()
      .get('/v3/templates/invoice.html')
      .reply(200, '<h1>{{number}}</h1>', { 'Content-Type': 'text/html' });
    const sent = storedAnswer('/v3/templates/invoice.png', 'png');
    const { output } = await runAsTool({
      resource: 'template',
      operation: 'generate',
      template: { __rl: true, mode: 'slug', value: 'invoice' },
      documentFormat: 'png',
      dataSource: 'json',
      data: '{"number": "INV-7"}',
      capture: 'fullpage',
      output: 'file',
      fileName: 'invoice.png',
    });
    expect(sent.body()).toEqual({
      number: 'INV-7',
      fullpage: true,
      filename: expect.stringMatching(/^invoice-[A-Za-z0-9]{8}$/),
    });
    expect(output[0]!.binary).toBeUndefined();
    expect(output[0]!.json).toMatchObject({ format: 'png', mimeType: 'image/png', url: expect.any(String) });
  });

  it('outside a tool, Binary File still outputs the file', async () => {
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>' })
      .reply(200, PDF, conversionHeaders('application/pdf', PDF));
    const { output } = await runAsTool(pdfParameters(), { asTool: false });
    expect(Buffer.from(output[0]!.binary!.data!.data, 'base64')).toEqual(PDF);
  });
});
