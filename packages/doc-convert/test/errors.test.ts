// Error answers: each status maps to its class, with the body's message, code and field errors, in either body
// form, even when a file was requested; bodies that are not JSON still give a readable message.
import { describe, expect, it } from '@jest/globals';
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  DocConvertError,
  ForbiddenError,
  InsufficientCreditsError,
  PermissionDeniedError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  SourceTimeoutError,
  type DocConvert,
} from '../src/index';
import { makeClient, rateLimitHeaders } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

describe('status → error class', () => {
  it.each([
    [400, BadRequestError, 'BadRequestError'],
    [401, AuthenticationError, 'AuthenticationError'],
    [403, InsufficientCreditsError, 'InsufficientCreditsError'],
    [404, NotFoundError, 'NotFoundError'],
    [408, SourceTimeoutError, 'SourceTimeoutError'],
    [429, RateLimitError, 'RateLimitError'],
    [500, InternalServerError, 'InternalServerError'],
    [503, InternalServerError, 'InternalServerError'],
    [418, APIError, 'APIError'],
  ])('%i → %p', async (status, ErrorClass, name) => {
    const { client } = makeClient({ maxRetries: 0 });
    api()
      .post('/v3/convert/pdf')
      .reply(
        status,
        { success: false, error: `problem ${status}`, code: status, identifier: 'A74' },
        rateLimitHeaders(0),
      );
    const error = (await client.convert.pdf({ source: '<p>x</p>' }).catch((e) => e)) as APIError;
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(DocConvertError);
    expect(error.name).toBe(name);
    expect(error.status).toBe(status);
    expect(error.code).toBe(status);
    expect(error.identifier).toBe('A74');
    expect(error.message).toContain(`problem ${status}`);
    expect(error.message).toMatch(new RegExp(`^${status}`));
    expect(error.rateLimit?.remaining).toBe(0);
  });
});

describe('403: credits for what spends them, a refusal elsewhere', () => {
  const refusal = { success: false, error: 'Not allowed', code: 403 };

  it.each([
    ['convert.pdf', (c: DocConvert) => c.convert.pdf({ source: 'x' }), '/v3/convert/pdf'],
    ['convert.webp', (c: DocConvert) => c.convert.webp({ source: 'x' }), '/v3/convert/webp'],
    [
      'templates.generate(pdf)',
      (c: DocConvert) => c.templates.generate('invoice', 'pdf', { data: {} }),
      '/v3/templates/invoice.pdf',
    ],
  ])('%s → InsufficientCreditsError', async (_name, call, path) => {
    const { client } = makeClient({ maxRetries: 0 });
    api().post(path).reply(403, refusal);
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).not.toBeInstanceOf(PermissionDeniedError);
    expect((error as APIError).name).toBe('InsufficientCreditsError');
  });

  it.each([
    [
      'apiKeys.enable',
      (c: DocConvert) => c.apiKeys.enable('dc_other_key_1234'),
      'post',
      '/v3/account/api/dc_other_key_1234/enable',
    ],
    ['account.get', (c: DocConvert) => c.account.get(), 'get', '/v3/account'],
    [
      'templates.generate(html)',
      (c: DocConvert) => c.templates.generate('invoice', 'html', { data: {} }),
      'post',
      '/v3/templates/invoice.html',
    ],
    [
      'templates.create',
      (c: DocConvert) => c.templates.create({ slug: 's', name: 'n', content: 'c' }),
      'post',
      '/v3/templates',
    ],
  ] as const)('%s → PermissionDeniedError', async (_name, call, method, path) => {
    const { client } = makeClient({ maxRetries: 0 });
    api()[method](path).reply(403, refusal);
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).not.toBeInstanceOf(InsufficientCreditsError);
    expect((error as APIError).name).toBe('PermissionDeniedError');
    expect((error as APIError).message).toBe('403 Forbidden: Not allowed');
  });
});

describe('the Errors body form (400)', () => {
  it('keeps the field errors and names them in the message', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf')
      .reply(400, {
        success: false,
        errors: { zoom: ['Must be between 0.1 and 2'], format: 'Invalid format' },
        code: 400,
      });
    const error = (await client.convert.pdf({ source: 'x' }).catch((e) => e)) as BadRequestError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.errors).toEqual({ zoom: ['Must be between 0.1 and 2'], format: 'Invalid format' });
    expect(error.code).toBe(400);
    expect(error.message).toBe('400 Bad Request: zoom: Must be between 0.1 and 2; format: Invalid format');
  });
});

describe('bodies that are not one of the two forms', () => {
  it('turns an HTML error page into a readable message', async () => {
    const { client } = makeClient({ maxRetries: 0 });
    api()
      .post('/v3/convert/pdf')
      .reply(
        502,
        '<html><head><style>body{}</style></head><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
        { 'Content-Type': 'text/html' },
      );
    const error = (await client.convert.pdf({ source: 'x' }).catch((e) => e)) as InternalServerError;
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.message).toBe('502 Bad Gateway: 502 Bad Gateway nginx');
    expect(error.code).toBeUndefined();
  });

  it('explains an empty error body', async () => {
    const { client } = makeClient();
    api().get('/v3/account').reply(401, '');
    const error = (await client.account.get().catch((e) => e)) as AuthenticationError;
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toBe('401 Unauthorized: the service sent no error details');
  });

  it('decodes a JSON error even when a file was requested with an Accept for PDF', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/png')
      .reply(403, JSON.stringify({ success: false, error: 'No credits left', code: 403 }), {
        'Content-Type': 'application/pdf',
      });
    await expect(client.convert.png({ source: 'x' })).rejects.toThrow(
      new InsufficientCreditsError({ status: 403, message: '403 Forbidden: No credits left' }),
    );
  });

  it('reports a success answer that is not JSON as a decode error', async () => {
    const { client } = makeClient();
    api().get('/v3/credits/usage').reply(200, '<html>login</html>', { 'Content-Type': 'text/html' });
    await expect(client.credits.usage()).rejects.toMatchObject({ name: 'ResponseDecodeError' });
  });

  it('reports a success answer of the wrong shape, naming the field', async () => {
    const { client } = makeClient();
    api()
      .get('/v3/credits/usage')
      .reply(200, { success: true, credits: { base: 1, total: 'many', used: 0, remaining: 1 } });
    await expect(client.credits.usage()).rejects.toThrow(/credits\.total/);
  });
});

describe('toJSON()', () => {
  it('gives status, code, errors and rate limit', async () => {
    const { client } = makeClient();
    api()
      .post('/v3/convert/pdf')
      .reply(400, { success: false, errors: { source: ['required'] }, code: 400 });
    const error = (await client.convert.pdf({ source: 'x' }).catch((e) => e)) as BadRequestError;
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'BadRequestError',
      status: 400,
      code: 400,
      errors: { source: ['required'] },
    });
  });
});
