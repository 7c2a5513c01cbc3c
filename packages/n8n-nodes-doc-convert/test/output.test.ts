// One output shape for every output mode (document/output.ts): Binary File, JSON Result and both give the same
// names in the item's JSON (the file's details, the stored file's URL, pages and date, what the answer's headers
// tell), camelCase, durations in Ms, dates in ISO 8601; the stored file is downloaded without the key. A sandbox
// run says so beside its credits.
import { describe, expect, it } from '@jest/globals';
import nock from 'nock';
import type { IDataObject } from 'n8n-workflow';
import { storedResult } from '@doc-convert/testing/api-bodies';
import { useNock } from '@doc-convert/testing/nock';
import { PDF, answerFacts, api, conversionHeaders, metadataHeaders, pdfParameters } from './helpers/answers';
import { createContext, runNode } from './helpers/context';

useNock();

describe('one output shape for every output mode', () => {
  const STORED_URL = 'https://files.doc-convert.test/abc/monthly-report.pdf';
  /** What the stored result body and the headers say, in the output's words. */
  const storedFacts = {
    pages: 3,
    url: STORED_URL,
    ...answerFacts,
    sourceStatusCode: 200,
    executedAt: '2026-11-21T10:00:00.000Z',
  };

  /** The file's facts in the output. */
  const pdfFile = (fileName: string) => ({
    format: 'pdf',
    fileName,
    mimeType: 'application/pdf',
    fileSize: PDF.length,
  });

  async function convert(output: 'file' | 'json' | 'both'): Promise<IDataObject> {
    if (output === 'file') {
      api().post('/v3/convert/pdf').reply(200, PDF, conversionHeaders('application/pdf', PDF));
    } else {
      api()
        .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', filename: 'monthly-report' })
        .reply(200, storedResult(STORED_URL, { filesize: PDF.length }), metadataHeaders);
    }
    if (output === 'both') {
      nock('https://files.doc-convert.test', { badheaders: ['x-api-key'] })
        .get('/abc/monthly-report.pdf')
        .reply(200, PDF, { 'Content-Type': 'application/pdf' });
    }
    const parameters = pdfParameters({ output, storageFileName: 'monthly-report', fileName: 'monthly.pdf' });
    const [item] = await runNode(createContext({ parameters }));
    expect(Boolean(item!.binary?.data)).toBe(output !== 'json');
    return item!.json;
  }

  it('Binary File: the file’s details and what the answer’s headers tell', async () => {
    expect(await convert('file')).toEqual({ ...pdfFile('monthly.pdf'), ...answerFacts });
  });

  it('JSON Result: the same names, with the stored file’s URL, pages and date; no raw API fields', async () => {
    expect(await convert('json')).toEqual({ ...pdfFile('monthly-report.pdf'), ...storedFacts });
  });

  it('Binary File and JSON Result: the same names again, the file downloaded without the key', async () => {
    expect(await convert('both')).toEqual({ ...pdfFile('monthly.pdf'), ...storedFacts });
  });

  it('a sandbox run says so beside what it would cost and was charged; a real run does not', async () => {
    const free = { ...metadataHeaders, 'X-Credits-Cost': '1', 'X-Credits-Used': '0' };
    api()
      .post('/v3/convert/pdf', { source: '<h1>Hello</h1>', sandbox: true })
      .reply(200, PDF, { 'Content-Type': 'application/pdf', ...free });
    const [item] = await runNode(createContext({ parameters: pdfParameters({ sandbox: true }) }));
    expect(item!.json).toMatchObject({ creditsCost: 1, creditsUsed: 0, sandbox: true });
    expect(await convert('file')).not.toHaveProperty('sandbox');
  });

  it('names are camelCase, durations end in Ms and dates are ISO 8601, in every mode', async () => {
    for (const output of ['file', 'json', 'both'] as const) {
      const json = await convert(output);
      const keys = [...Object.keys(json), ...Object.keys(json.rateLimit as IDataObject)];
      expect(keys.filter((key) => !/^[a-z][A-Za-z]*$/.test(key))).toEqual([]);
      expect(keys.filter((key) => /duration/i.test(key) && !key.endsWith('Ms'))).toEqual([]);
      for (const key of keys.filter((k) => k.endsWith('At'))) {
        const value = (key === 'resetAt' ? (json.rateLimit as IDataObject)[key] : json[key]) as string;
        expect(new Date(value).toISOString()).toBe(value);
      }
    }
  });
});
