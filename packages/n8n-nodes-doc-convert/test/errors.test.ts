// How the node fails: API errors become NodeApiError with the status, the service's message and the item
// index; with continueOnFail they become an error item holding the decoded error (and the NodeApiError, by which
// n8n routes it to the error output), paired with its input, and the other items go on. The credential's key appears in no item and no error.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { inspect } from 'node:util';
import type { IDataObject } from 'n8n-workflow';
import { useNock } from '@doc-convert/testing/nock';
import { CREDENTIAL_KEY, createContext, runNode } from './helpers/context';

const BASE = 'https://api.doc-convert.test';
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

const api = () => nock(BASE, { reqheaders: { 'x-api-key': CREDENTIAL_KEY } });

const conversion = (html: string): IDataObject => ({
  resource: 'conversion',
  operation: 'convertToPdf',
  source: 'html',
  html,
  output: 'file',
  outputBinaryField: 'data',
  fileName: '',
  sandbox: false,
  options: {},
});

const threeItems = [{ json: { n: 0 } }, { json: { n: 1 } }, { json: { n: 2 } }];
const perItem = (itemIndex: number) => conversion(`<p>item ${itemIndex}</p>`);

function expectNoKey(value: unknown): void {
  const text = `${JSON.stringify(value)}\n${inspect(value, { depth: 10, showHidden: true })}`;
  expect(text).not.toContain(CREDENTIAL_KEY);
}

useNock();

describe('continueOnFail', () => {
  it('a 400 becomes an error item with the field errors; the other items are converted', async () => {
    api()
      .post('/v3/convert/pdf', { source: '<p>item 0</p>' })
      .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    api()
      .post('/v3/convert/pdf', { source: '<p>item 1</p>' })
      .reply(400, {
        success: false,
        errors: { source: ['could not be loaded'] },
        code: 400,
        identifier: 'A74',
      });
    api()
      .post('/v3/convert/pdf', { source: '<p>item 2</p>' })
      .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    const output = await runNode(
      createContext({ parameters: perItem, items: threeItems, continueOnFail: true }),
    );
    expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
    expect(output[0]!.binary!.data).toBeDefined();
    expect(output[2]!.binary!.data).toBeDefined();
    expect(output[1]).toEqual({
      json: {
        error: '400 Bad Request: source: could not be loaded',
        name: 'BadRequestError',
        message: '400 Bad Request: source: could not be loaded',
        status: 400,
        code: 400,
        errors: { source: ['could not be loaded'] },
        identifier: 'A74',
        // The NodeApiError's description: what n8n shows under the message.
        description: 'source: could not be loaded',
      },
      // What n8n's "Continue (using error output)" routes by.
      error: expect.objectContaining({ name: 'NodeApiError', httpCode: '400', context: { itemIndex: 1 } }),
      pairedItem: { item: 1 },
    });
  });

  it('a 401 becomes an error item, without the key even when the service echoes it', async () => {
    api()
      .get('/v3/credits/usage')
      .reply(401, { success: false, error: `Invalid API key: ${CREDENTIAL_KEY}`, code: 401 });
    const output = await runNode(
      createContext({
        parameters: { resource: 'account', operation: 'getCreditUsage' },
        continueOnFail: true,
      }),
    );
    expect(output).toEqual([
      {
        json: {
          error: '401 Unauthorized: Invalid API key: [redacted]',
          name: 'AuthenticationError',
          message: '401 Unauthorized: Invalid API key: [redacted]',
          status: 401,
          code: 401,
          description: expect.stringMatching(
            /^The key is invalid or disabled\. Open the Doc Convert API credential/,
          ),
        },
        error: expect.objectContaining({
          name: 'NodeApiError',
          message:
            'Doc Convert API credential → API Key: the service refused it (401 Unauthorized: Invalid API key: [redacted])',
        }),
        pairedItem: { item: 0 },
      },
    ]);
    expectNoKey(output);
  });

  it('a 429 is retried after the window, then becomes an error item with the rate limit', async () => {
    const reset = Math.floor(Date.now() / 1000) - 1; // already past: the retries back off briefly
    const limited = {
      'X-RateLimit-Limit': '10',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(reset),
    };
    api()
      .get('/v3/account')
      .times(3)
      .reply(429, { success: false, error: 'Too many requests', code: 429 }, limited);
    const test = createContext({
      parameters: { resource: 'account', operation: 'get' },
      continueOnFail: true,
    });
    const [item] = await runNode(test);
    expect(test.calls).toHaveLength(3);
    expect(item).toEqual({
      json: {
        error: '429 Too Many Requests: Too many requests',
        name: 'RateLimitError',
        message: '429 Too Many Requests: Too many requests',
        status: 429,
        code: 429,
        // The same form as in every output: the reset as an ISO date.
        rateLimit: { limit: 10, remaining: 0, resetAt: new Date(reset * 1000).toISOString() },
      },
      error: expect.objectContaining({ name: 'NodeApiError', httpCode: '429' }),
      pairedItem: { item: 0 },
    });
  });
});

describe('a key the service refuses at run time (401)', () => {
  it('names the credential and the field, and says what to do, as the credential’s test does', async () => {
    api().post('/v3/convert/pdf').reply(401, { success: false, error: 'Invalid API key.', code: 401 });
    const test = createContext({ parameters: conversion('<p>x</p>') });
    Object.assign(test.context.getNode(), {
      credentials: { docConvertApi: { id: '7', name: 'PDFShift production' } },
    });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error & {
      description?: string;
      httpCode?: string;
    };
    expect(error.message).toBe(
      'Doc Convert API credential "PDFShift production" → API Key: the service refused it (401 Unauthorized: Invalid API key.)',
    );
    expect(error.httpCode).toBe('401');
    expect(error.description).toMatch(
      /^The key is invalid or disabled\. Open the Doc Convert API credential "PDFShift production", paste the key again from your PDFShift dashboard \(API Keys\) and save/,
    );
    expect(error.description).toMatch(/Base URL/);
  });
});

describe('without continueOnFail', () => {
  it('an API error stops the node with a NodeApiError carrying the status, message and item index', async () => {
    api()
      .post('/v3/convert/pdf', { source: '<p>item 0</p>' })
      .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    api()
      .post('/v3/convert/pdf', { source: '<p>item 1</p>' })
      .reply(403, { success: false, error: `No credits remaining for ${CREDENTIAL_KEY}`, code: 403 });
    const test = createContext({ parameters: perItem, items: threeItems });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error & IDataObject;
    expect(error.name).toBe('NodeApiError');
    expect(error.message).toBe('403 Forbidden: No credits remaining for [redacted]');
    expect(error.httpCode).toBe('403');
    expect((error.context as IDataObject).itemIndex).toBe(1);
    // Item 2 was never sent: a failure stops the node.
    expect(test.calls).toHaveLength(2);
    expectNoKey(error);
  });

  it('a connection failure names the host in the headline (refused: retried, then reported)', async () => {
    const test = createContext({
      parameters: { resource: 'account', operation: 'getCreditUsage' },
      credentials: { apiKey: CREDENTIAL_KEY, baseUrl: 'http://127.0.0.1:9/v3' },
    });
    nock.enableNetConnect('127.0.0.1:9');
    const error = (await runNode(test).catch((e: unknown) => e)) as Error & IDataObject;
    nock.disableNetConnect();
    // A NodeOperationError: n8n's NodeApiError would replace the headline with its words for the code.
    expect(error.name).toBe('NodeOperationError');
    expect(error.message).toMatch(/^The request could not reach 127\.0\.0\.1:9 \(/);
    expect(error.description).toMatch(/Credential → Base URL/);
    expect(test.calls).toHaveLength(3);
    expectNoKey(error);
  });

  it('a host that does not resolve is named in the headline, not n8n’s "incorrect host"', async () => {
    const test = createContext({
      parameters: { resource: 'account', operation: 'getCreditUsage' },
      credentials: { apiKey: CREDENTIAL_KEY, baseUrl: 'http://no-such-host.invalid/v3' },
    });
    nock.enableNetConnect('no-such-host.invalid');
    const error = (await runNode(test).catch((e: unknown) => e)) as Error & IDataObject;
    nock.disableNetConnect();
    expect(error.message).toBe('The request could not reach no-such-host.invalid.');
    expect(error.description).toMatch(/^ENOTFOUND\. Check the Base URL/);
    expectNoKey(error);
  });

  it('a Base URL saved empty is refused naming the field, not taken for the public API', async () => {
    const test = createContext({
      parameters: { resource: 'account', operation: 'get' },
      credentials: { apiKey: CREDENTIAL_KEY, baseUrl: '  ' },
    });
    const error = (await runNode(test).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/^Invalid Credential → Base URL: is empty/);
    expect(test.calls).toEqual([]);
    const notHttp = createContext({
      parameters: { resource: 'account', operation: 'get' },
      credentials: { apiKey: CREDENTIAL_KEY, baseUrl: 'ftp://files.example/v3' },
    });
    await expect(runNode(notHttp)).rejects.toThrow(
      /^Invalid Credential → Base URL: must be an http\(s\) URL/,
    );
    expect(notHttp.calls).toEqual([]);
  });

  it('a credential without a key is refused before any request', async () => {
    const test = createContext({
      parameters: { resource: 'account', operation: 'get' },
      credentials: { apiKey: '  ', baseUrl: `${BASE}/v3` },
    });
    await expect(runNode(test)).rejects.toThrow('Invalid Credential → API Key: is required');
    expect(test.calls).toEqual([]);
  });
});
