// Every invalid option set of the corpus is refused by the client itself: a ValidationError naming the field,
// and nock sees no request at all, so no credit can be spent on it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nock from 'nock';
import { ValidationError } from '../src/index';
import { corpus } from '@doc-convert/testing/invalid-options';
import { BASE, makeClient } from '@doc-convert/testing/client';
import { useNock } from '@doc-convert/testing/nock';

useNock();

describe('invalid conversion options never leave the process', () => {
  const seen: string[] = [];
  const record = (request: Request) => seen.push(`${request.method} ${request.url}`);
  let scope: nock.Scope;

  beforeAll(() => {
    nock.emitter.on('no match', record);
  });
  afterAll(() => {
    nock.emitter.removeListener('no match', record);
  });

  it('has a corpus of at least 40 invalid option sets', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it.each(corpus)('%s %j is refused locally (field %s)', async (kind, options, field) => {
    scope = nock(BASE)
      .post(/\/v3\/convert\//)
      .reply(200, 'should never be sent');
    const { client } = makeClient();
    const error = await client.convert[kind](options as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect((error as ValidationError).message).toContain(field);
    expect(scope.isDone()).toBe(false);
    expect(seen).toEqual([]);
    nock.cleanAll();
  });
});

describe('cookies and headers a request could not carry never leave the process', () => {
  const CASES: Array<[string, string, Record<string, unknown>]> = [
    ['a cookie value with ";"', 'cookies.0.value', { cookies: [{ name: 'sid', value: 'a; admin=1' }] }],
    ['a cookie value with CR/LF', 'cookies.0.value', { cookies: [{ name: 'sid', value: 'a\r\nX: 1' }] }],
    ['a cookie value with NUL', 'cookies.0.value', { cookies: [{ name: 'sid', value: 'a\u0000' }] }],
    ['a cookie name with ";"', 'cookies.0.name', { cookies: [{ name: 'a;b', value: 'x' }] }],
    ['a cookie name with "="', 'cookies.0.name', { cookies: [{ name: 'a=b', value: 'x' }] }],
    ['a header value with NUL', 'http_headers.X-Trace', { http_headers: { 'X-Trace': 'a\u0000b' } }],
  ];

  it.each(CASES)('%s: a ValidationError naming %s, and no request', async (_, field, options) => {
    const scope = nock(BASE)
      .post(/\/v3\/convert\//)
      .reply(200, 'should never be sent');
    const { client } = makeClient();
    const source = 'http://127.0.0.1:8080/page.html';
    const error = await client.convert.pdf({ source, ...options } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe(field);
    expect((error as ValidationError).message).toContain(field);
    expect(scope.isDone()).toBe(false);
    nock.cleanAll();
  });
});
