// The tools' schemas come from the core's zod schemas (one source of truth): every request option of the four
// conversions is offered, each with words for the agent; the JSON Schema says what zod can say of it; and a call
// is checked by the core's own parser, in its words, with the tool's own fields (source_path, output_path, ...)
// and the sandbox on by default.
import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/v4';
import { conversionOptionNames } from '@doc-convert/core/options';
import { ValidationError } from 'doc-convert';
import { checkConvert } from '../src/tools/convert';
import { checkGenerate } from '../src/tools/generate-document';
import { REQUEST_OPTION_DESCRIPTIONS, requestOptionsShape } from '../src/tools/request-options';
import { toolSchema } from '../src/schema';
import { TOOLS } from '../src/tools/index';

const refusal = (check: () => unknown): string => {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).message;
  }
  throw new Error('not refused');
};

describe('the request options', () => {
  it("are every option of the core's four conversions, each described", () => {
    const names = new Set(
      (['pdf', 'png', 'jpeg', 'webp'] as const).flatMap((format) => [...conversionOptionNames(format)]),
    );
    expect(Object.keys(requestOptionsShape).sort()).toEqual([...names].sort());
    expect(Object.keys(REQUEST_OPTION_DESCRIPTIONS).sort()).toEqual([...names].sort());
  });
});

describe('toolSchema', () => {
  it('gives JSON Schema (draft 2020-12) with the descriptions, and validates with the check', () => {
    const schema = toolSchema(z.strictObject({ page: z.number().int().min(0) }), {
      descriptions: { page: 'The page.' },
    });
    const json = schema['~standard'].jsonSchema.input({ target: 'draft-2020-12' });
    expect(json).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { page: { type: 'integer', minimum: 0, description: 'The page.' } },
      additionalProperties: false,
    });
    expect(schema['~standard'].validate({ page: 2 })).toEqual({ value: { page: 2 } });
    expect(schema['~standard'].validate({ page: -1 })).toMatchObject({ issues: [{ path: ['page'] }] });
  });

  it('turns the core ValidationError of a check into issues with their paths', () => {
    const schema = toolSchema(z.object({}), { check: checkConvert });
    expect(schema['~standard'].validate({ source: '<p>x</p>', margin: { top: 'wide' } })).toMatchObject({
      issues: [{ path: ['margin', 'top'] }],
    });
  });
});

describe('checkConvert', () => {
  it('puts the sandbox on unless the call turns it off, and PDF by default', () => {
    expect(checkConvert({ source: '<p>x</p>' })).toMatchObject({
      format: 'pdf',
      preview: true,
      options: { sandbox: true },
    });
    expect(checkConvert({ source: '<p>x</p>', sandbox: false }).options).toEqual({ sandbox: false });
  });

  it('refuses in the library words: the rule, a foreign option, a typo', () => {
    expect(refusal(() => checkConvert({ source: '<p>x</p>', zoom: 3 }))).toMatch(/zoom: must be .*0\.1.*2/);
    expect(refusal(() => checkConvert({ source: '<p>x</p>', format: 'webp', pdfa: true }))).toContain(
      'pdfa: is a PDF option; WebP conversions do not accept it',
    );
    expect(refusal(() => checkConvert({ source: '<p>x</p>', landscpe: true }))).toContain('landscape');
    expect(refusal(() => checkConvert({ source: '<p>x</p>', format: 'gif' }))).toContain(
      'format: must be one of pdf, png, jpeg, webp',
    );
    expect(refusal(() => checkConvert({ source: '<p>x</p>', format: 'png', outline: true }))).toContain(
      'outline: is for PDF only',
    );
  });

  it('takes a file instead of source, not both', () => {
    expect(checkConvert({ source_path: 'a.html' })).toMatchObject({
      source: undefined,
      source_path: 'a.html',
    });
    expect(refusal(() => checkConvert({ source: 'x', source_path: 'a.html' }))).toContain(
      'source_path: cannot be given with source',
    );
  });
});

describe('checkGenerate', () => {
  it('puts the sandbox on for a rendered document, not for the filled HTML', () => {
    expect(checkGenerate({ slug: 'invoice', data: { number: 1 } }).options).toEqual({ sandbox: true });
    expect(checkGenerate({ slug: 'invoice', format: 'html' }).options).toEqual({});
  });

  it('refuses a bad slug, a variable named like an option, an option for html', () => {
    expect(refusal(() => checkGenerate({ slug: 'in voice' }))).toContain('slug: must be letters, digits');
    expect(refusal(() => checkGenerate({ slug: 'invoice', data: { margin: 1 } }))).toContain(
      'data.margin: is the name of a PDF option',
    );
    expect(refusal(() => checkGenerate({ slug: 'invoice', format: 'html', landscape: true }))).toContain(
      'landscape: does not apply to html',
    );
  });
});

describe('the tools', () => {
  it('have names an agent calls, titles, and hints set on every one', () => {
    for (const tool of TOOLS) {
      expect(tool.name).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(tool.title.length).toBeGreaterThan(5);
      expect(Object.keys(tool.annotations).sort()).toEqual(
        tool.annotations.readOnlyHint
          ? ['idempotentHint', 'openWorldHint', 'readOnlyHint']
          : ['destructiveHint', 'idempotentHint', 'openWorldHint', 'readOnlyHint'],
      );
    }
  });
});
