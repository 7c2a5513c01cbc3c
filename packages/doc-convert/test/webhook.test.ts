// Webhooks, both ends: the client sends `webhook.secret` as the X-Doc-Convert-Secret header of the service's
// call (never as a field the service does not know, never in an error), and parseWebhook() reads a delivery:
// the documented success and failure payloads, typed; a missing or wrong secret and anything that is not a
// payload refused with a WebhookVerificationError that holds neither value.
import { describe, expect, it } from '@jest/globals';
import { inspect } from 'node:util';
import {
  DocConvertError,
  parseWebhook,
  ValidationError,
  WebhookVerificationError,
  type WebhookDelivery,
} from '../src/index';
import { API_KEY, makeClient } from '@doc-convert/testing/client';
import { api, useNock } from '@doc-convert/testing/nock';

useNock();

const SECRET = 'whsec_Qm9vNzY1NDMyMTBhYmNkZWY';
const HOOK = 'https://hooks.example.test/doc-convert';

// The service's own examples (https://docs.pdfshift.io/docs/webhook-events).
const SUCCESS = {
  success: true,
  url: 'https://s3.amazonaws.com/pdfshift/d/2/2019-05/99c4/15466098.pdf',
  filesize: 259972,
  duration: 1500,
  response: { duration: 2562, 'status-code': 200 },
  executed: '2025-12-02T12:34:56.789Z',
  pdf_pages: 5,
};
const FAILURE = {
  error: { code: 400, error: 'The requested page took too long to load.', identifier: 'A74', success: false },
};

function refusal(run: () => unknown): WebhookVerificationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toBeInstanceOf(DocConvertError);
    return error as WebhookVerificationError;
  }
  throw new Error('expected a WebhookVerificationError');
}

function everyForm(error: Error): string {
  return [
    String(error),
    error.stack,
    JSON.stringify(error),
    inspect(error, { showHidden: true, depth: 5 }),
  ].join('\n');
}

describe('parseWebhook: the payloads', () => {
  it('reads the documented success payload, typed', () => {
    const delivery = parseWebhook(JSON.stringify(SUCCESS));
    expect(delivery).toEqual({
      success: true,
      url: SUCCESS.url,
      filesize: 259972,
      pdfPages: 5,
      durationMs: 1500,
      response: { durationMs: 2562, statusCode: 200 },
      executed: new Date('2025-12-02T12:34:56.789Z'),
      payload: SUCCESS,
    });
  });

  it('reads the documented failure payload (the error nested in `error`)', () => {
    const delivery: WebhookDelivery = parseWebhook(FAILURE);
    expect(delivery).toEqual({
      success: false,
      code: 400,
      message: 'The requested page took too long to load.',
      identifier: 'A74',
      payload: FAILURE,
    });
  });

  it('takes the raw body as a string, a Buffer or parsed JSON alike', () => {
    const fromString = parseWebhook(JSON.stringify(SUCCESS));
    expect(parseWebhook(Buffer.from(JSON.stringify(SUCCESS)))).toEqual(fromString);
    expect(parseWebhook(SUCCESS)).toEqual(fromString);
  });

  it('an image has no pages; an unknown field comes through in `payload`', () => {
    const { pdf_pages: _pages, ...image } = { ...SUCCESS, region: 'eu' };
    const delivery = parseWebhook(image);
    expect(delivery.success && delivery.pdfPages).toBeUndefined();
    expect(delivery.payload.region).toBe('eu');
  });

  it.each([
    ['not JSON', 'hello <b>there</b>', 'the body is not JSON'],
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0x7b]), 'the body is not UTF-8 text'],
    ['JSON but not an object', '[1,2]', 'the body must be a JSON object; got an array'],
    ['null', null, 'got null'],
    ['an empty object', {}, 'success must be true'],
    [
      'the old flat failure',
      { success: false, error: 'boom', code: 400 },
      'error must be an object; got a string',
    ],
    ['a success without url', { ...SUCCESS, url: undefined }, 'url must be a non-empty string'],
    ['a filesize as text', { ...SUCCESS, filesize: '259972' }, 'filesize must be an integer; got a string'],
    ['a bad date', { ...SUCCESS, executed: 'yesterday' }, 'executed must be an ISO 8601 date-time'],
    ['a response without status', { ...SUCCESS, response: { duration: 1 } }, 'response.status-code must be'],
    ['a failure without message', { error: { code: 400 } }, 'error.error must be a non-empty string'],
    [
      'a failure that says success',
      { error: { ...FAILURE.error, success: true } },
      'error.success must be false',
    ],
  ])('refuses %s, saying why', (_name, body, why) => {
    const error = refusal(() => parseWebhook(body));
    expect(error.reason).toBe('invalid-payload');
    expect(error.message).toContain(why);
    expect(error.message).toContain('not a delivery of the service');
  });

  it('never echoes the body it refuses', () => {
    const error = refusal(() => parseWebhook({ ...SUCCESS, url: 42, note: 'PRIVATE-1234' }));
    expect(everyForm(error)).not.toContain('PRIVATE-1234');
    expect(refusal(() => parseWebhook('PRIVATE-1234 not json')).message).not.toContain('PRIVATE');
  });
});

describe('parseWebhook: the secret', () => {
  const body = JSON.stringify(SUCCESS);

  it('accepts the right secret, whatever the header case and headers form', () => {
    expect(parseWebhook(body, { headers: { 'x-doc-convert-secret': SECRET }, secret: SECRET }).success).toBe(
      true,
    );
    expect(parseWebhook(body, { headers: { 'X-Doc-Convert-Secret': SECRET }, secret: SECRET }).success).toBe(
      true,
    );
    const fetchHeaders = new Headers({ 'X-Doc-Convert-Secret': SECRET });
    expect(parseWebhook(body, { headers: fetchHeaders, secret: SECRET }).success).toBe(true);
    expect(
      parseWebhook(body, { headers: { 'x-doc-convert-secret': [SECRET] }, secret: SECRET }).success,
    ).toBe(true);
  });

  it.each([
    ['no headers at all', undefined],
    ['no such header', { 'content-type': 'application/json' }],
    ['an empty list', { 'x-doc-convert-secret': [] }],
  ])('refuses a call with %s as missing-secret', (_name, headers) => {
    const error = refusal(() => parseWebhook(body, { headers, secret: SECRET }));
    expect(error.reason).toBe('missing-secret');
    expect(error.message).toContain('no X-Doc-Convert-Secret header');
    expect(everyForm(error)).not.toContain(SECRET);
  });

  it.each([
    ['another secret', 'whsec_guessed_0000000000000000'],
    ['a prefix of it', SECRET.slice(0, -1)],
    ['it with a suffix', `${SECRET}x`],
    ['an empty value', ''],
  ])('refuses %s as wrong-secret, printing neither value', (_name, given) => {
    const error = refusal(() =>
      parseWebhook(body, { headers: { 'x-doc-convert-secret': given }, secret: SECRET }),
    );
    expect(error.reason).toBe('wrong-secret');
    expect(error.message).toContain('does not match');
    const text = everyForm(error);
    expect(text).not.toContain(SECRET);
    if (given) expect(text).not.toContain(given);
  });

  it('refuses the header sent twice, even when one copy is right', () => {
    const headers = { 'x-doc-convert-secret': [SECRET, 'whsec_other_value_00000000'] };
    expect(refusal(() => parseWebhook(body, { headers, secret: SECRET })).reason).toBe('wrong-secret');
  });

  it('checks the secret before reading the body: a forged garbage call is a secret refusal', () => {
    const error = refusal(() => parseWebhook('garbage', { headers: {}, secret: SECRET }));
    expect(error.reason).toBe('missing-secret');
  });

  it('an empty secret is a mistake of the caller, not a check that always passes', () => {
    expect(() => parseWebhook(body, { headers: {}, secret: '' })).toThrow(ValidationError);
    // An unset environment variable: the check is not silently skipped.
    expect(() => parseWebhook(body, { headers: {}, secret: undefined })).toThrow(
      'secret: must be a non-empty string',
    );
  });

  it('the error serialises with its reason only', () => {
    const error = refusal(() =>
      parseWebhook(body, { headers: { 'x-doc-convert-secret': 'nope' }, secret: SECRET }),
    );
    expect(error.toJSON()).toEqual({
      name: 'WebhookVerificationError',
      message: error.message,
      reason: 'wrong-secret',
    });
  });
});

describe('webhook: { url, secret } on the way out', () => {
  it('is sent as the X-Doc-Convert-Secret header of the service’s webhook call, not as a field', async () => {
    const { client } = makeClient();
    let sent: unknown;
    api()
      .post('/v3/convert/pdf', (body) => {
        sent = body;
        return true;
      })
      .reply(202, { success: true, queued: true });
    const answer = await client.convert.pdf({
      source: '<p>x</p>',
      webhook: { url: HOOK, secret: SECRET, headers: { 'X-Tenant': 'acme' } },
    });
    expect(answer.kind).toBe('queued');
    expect(sent).toEqual({
      source: '<p>x</p>',
      webhook: { url: HOOK, headers: { 'X-Tenant': 'acme', 'X-Doc-Convert-Secret': SECRET } },
    });
  });

  it('the same for a document generated from a template', async () => {
    const { client } = makeClient();
    let sent: Record<string, unknown> | undefined;
    api()
      .post('/v3/templates/invoice.pdf', (body) => {
        sent = body as Record<string, unknown>;
        return true;
      })
      .reply(202, { success: true, queued: true });
    await client.templates.generate('invoice', 'pdf', { webhook: { url: HOOK, secret: SECRET } });
    expect(sent?.webhook).toEqual({ url: HOOK, headers: { 'X-Doc-Convert-Secret': SECRET } });
  });

  it('never appears in an error, even one whose body echoes it', async () => {
    const { client } = makeClient({ maxRetries: 0 });
    api()
      .post('/v3/convert/pdf')
      .reply(400, { success: false, error: `bad header X-Doc-Convert-Secret: ${SECRET}`, code: 400 });
    const error = await client.convert
      .pdf({ source: '<p>x</p>', webhook: { url: HOOK, secret: SECRET } })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(DocConvertError);
    const text = everyForm(error as Error);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(API_KEY);
  });

  it.each([
    ['too short', 'short-secret', 'webhook.secret: must be 16 to 256 visible ASCII characters'],
    [
      'with a space',
      'a secret with spaces in it',
      'webhook.secret: must be 16 to 256 visible ASCII characters',
    ],
    ['with a line break', 'abcdefghijklmnop\r\nX-Evil: 1', 'webhook.secret: must be 16 to 256'],
    ['not a string', 1234567890123456, 'webhook.secret: must be 16 to 256'],
  ])('a secret %s is refused before anything is sent, without echoing it', async (_name, secret, why) => {
    const { client } = makeClient();
    const error = await client.convert
      .pdf({ source: '<p>x</p>', webhook: { url: HOOK, secret: secret as string } })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toContain(why);
    if (typeof secret === 'string') expect(everyForm(error as Error)).not.toContain(secret);
  });

  it('a secret and the header it becomes are refused together: one source for it', async () => {
    const { client } = makeClient();
    const error = await client.convert
      .pdf({
        source: '<p>x</p>',
        webhook: { url: HOOK, secret: SECRET, headers: { 'x-doc-convert-secret': 'other-value-000000' } },
      })
      .catch((e: ValidationError) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      {
        path: 'webhook.headers.x-doc-convert-secret',
        message: 'is what webhook.secret is sent as: give the secret once, in webhook.secret',
      },
    ]);
  });
});
