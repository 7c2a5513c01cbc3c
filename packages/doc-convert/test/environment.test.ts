// The library entry's defaults from the environment: DOC_CONVERT_API_KEY for apiKey, DOC_CONVERT_BASE_URL for
// baseUrl, DOC_CONVERT_LOG for logLevel. What is given wins; an explicit undefined counts as not given; without
// a key from either place the error names both.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DocConvert, ValidationError, type DocConvertOptions } from '../src/index';
import { API_KEY, BASE_URL, openClients } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const credits = { success: true, credits: { base: 1, total: 1, used: 0, remaining: 1 } };
const VARIABLES = ['DOC_CONVERT_API_KEY', 'DOC_CONVERT_BASE_URL', 'DOC_CONVERT_LOG'] as const;
let saved: Record<string, string | undefined>;

beforeEach(() => {
  saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of VARIABLES) delete process.env[name];
});

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** A client made as a user would, closed after the test. */
function client(options?: DocConvertOptions): DocConvert {
  const made = options === undefined ? new DocConvert() : new DocConvert(options);
  openClients.add(made);
  return made;
}

describe('apiKey from DOC_CONVERT_API_KEY', () => {
  it('new DocConvert() sends the variable’s key', async () => {
    process.env.DOC_CONVERT_API_KEY = API_KEY;
    process.env.DOC_CONVERT_BASE_URL = BASE_URL;
    api().get('/v3/credits/usage').reply(200, credits);
    await expect(client().credits.usage()).resolves.toEqual(credits.credits);
  });

  it.each([
    ['{}', {}],
    ['{ apiKey: undefined }', { apiKey: undefined }],
  ])('new DocConvert(%s) does the same', async (_name, options) => {
    process.env.DOC_CONVERT_API_KEY = API_KEY;
    api().get('/v3/credits/usage').reply(200, credits);
    await expect(client({ ...options, baseUrl: BASE_URL }).credits.usage()).resolves.toEqual(credits.credits);
  });

  it('a key given wins over the variable', async () => {
    process.env.DOC_CONVERT_API_KEY = 'dc_from_environment_0000';
    api().get('/v3/credits/usage').reply(200, credits);
    await client({ apiKey: API_KEY, baseUrl: BASE_URL }).credits.usage();
  });

  it.each([
    ['no options', undefined],
    ['{}', {}],
    ['{ apiKey: undefined }', { apiKey: undefined }],
  ])('without key or variable (%s): a ValidationError naming both ways', (_name, options) => {
    const make = () => (options === undefined ? new DocConvert() : new DocConvert(options));
    expect(make).toThrow(ValidationError);
    expect(make).toThrow(
      'apiKey: is required: pass { apiKey } or set the DOC_CONVERT_API_KEY environment variable',
    );
  });

  it('an empty or blank variable counts as unset', () => {
    process.env.DOC_CONVERT_API_KEY = '   ';
    expect(() => new DocConvert()).toThrow('DOC_CONVERT_API_KEY');
  });

  it('a key from the variable is kept out of the client’s JSON and errors like any key', () => {
    process.env.DOC_CONVERT_API_KEY = API_KEY;
    expect(JSON.stringify(client())).not.toContain(API_KEY);
  });
});

describe('baseUrl from DOC_CONVERT_BASE_URL', () => {
  it('is the address when none is given; a given one wins', () => {
    process.env.DOC_CONVERT_BASE_URL = 'http://127.0.0.1:4010/v3/';
    expect(client({ apiKey: API_KEY }).baseUrl).toBe('http://127.0.0.1:4010/v3');
    expect(client({ apiKey: API_KEY, baseUrl: BASE_URL }).baseUrl).toBe(BASE_URL);
    expect(client({ apiKey: API_KEY, baseUrl: undefined }).baseUrl).toBe('http://127.0.0.1:4010/v3');
  });

  it('is checked like the option', () => {
    process.env.DOC_CONVERT_BASE_URL = 'ftp://example.com';
    expect(() => new DocConvert({ apiKey: API_KEY })).toThrow('baseUrl: must be an http(s) URL');
  });

  it('without it, the public API', () => {
    expect(client({ apiKey: API_KEY }).baseUrl).toBe('https://api.pdfshift.io/v3');
  });
});

describe('logLevel from DOC_CONVERT_LOG', () => {
  const logger = () => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });
  const failOnce = () => {
    api().get('/v3/credits/usage').reply(503, { success: false, error: 'Busy', code: 503 });
    api().get('/v3/credits/usage').reply(200, credits);
  };
  const quick = { apiKey: API_KEY, baseUrl: BASE_URL, sleep: async () => undefined };

  it('turns the retry lines on when the option is not given', async () => {
    process.env.DOC_CONVERT_LOG = 'info';
    const log = logger();
    failOnce();
    await client({ ...quick, logger: log }).credits.usage();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.debug).not.toHaveBeenCalled();
  });

  it('gives way to the option', async () => {
    process.env.DOC_CONVERT_LOG = 'debug';
    const log = logger();
    failOnce();
    await client({ ...quick, logger: log, logLevel: 'off' }).credits.usage();
    expect([log.debug, log.info, log.warn, log.error].every((f) => f.mock.calls.length === 0)).toBe(true);
  });

  it('a value that is no level is reported to the logger and ignored, not fatal', async () => {
    process.env.DOC_CONVERT_LOG = 'verbose';
    const log = logger();
    failOnce();
    await client({ ...quick, logger: log }).credits.usage();
    expect(log.warn).toHaveBeenCalledWith(
      'DOC_CONVERT_LOG is "verbose", not one of off, error, warn, info, debug: ignored',
    );
    expect(log.info).not.toHaveBeenCalled();
  });

  it('writes to console when no logger is given', async () => {
    process.env.DOC_CONVERT_LOG = 'info';
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      failOnce();
      await client(quick).credits.usage();
      expect(info).toHaveBeenCalledTimes(1);
      expect(String(info.mock.calls[0]?.[0])).toMatch(
        /^server error 503: waiting \d+ ms \(attempt 2 of 3\)$/,
      );
    } finally {
      info.mockRestore();
    }
  });
});
