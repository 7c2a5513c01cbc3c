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
