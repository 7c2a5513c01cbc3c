// A corpus of invalid conversion options: each row must be refused locally with a ValidationError whose
// `field` is the offending option and whose message names the option and the rule it breaks.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../src/errors';
import { parseConversionOptions } from '../src/options';
import { corpus, type Row } from '@doc-convert/testing/invalid-options';

function refusal(kind: Row[0], options: unknown): ValidationError {
  try {
    parseConversionOptions(kind, options);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(options)}`);
}

describe('invalid options are refused before sending', () => {
  it('the corpus is large enough to mean something, for each of the four conversions', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(45);
    for (const kind of ['pdf', 'png', 'jpeg', 'webp']) {
      expect(corpus.filter((row) => row[0] === kind).length).toBeGreaterThanOrEqual(8);
    }
  });

  it.each(corpus)('%s %j → %s', (kind, options, field, ruleWord) => {
    const error = refusal(kind, options);
    expect(error.field).toBe(field);
    expect(error.message).toContain(ruleWord);
    expect(error.message).toContain(field === '' ? 'options' : `${field}: `);
    expect(error.issues[0].path).toBe(field);
  });
});
