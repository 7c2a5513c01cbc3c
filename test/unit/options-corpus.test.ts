// A corpus of invalid conversion options: each row must be refused locally with a ValidationError whose
// `field` is the offending option and whose message names the option and the rule it breaks.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../../src/errors';
import { parsePdfOptions, parsePngOptions } from '../../src/options';
import { corpus } from '../fixtures/invalid-options';

function refusal(kind: 'pdf' | 'png', options: unknown): ValidationError {
  try {
    if (kind === 'pdf') parsePdfOptions(options);
    else parsePngOptions(options);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(options)}`);
}

describe('invalid options are refused before sending', () => {
  it('the corpus is large enough to mean something', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(45);
  });

  it.each(corpus)('%s %j → %s', (kind, options, field, ruleWord) => {
    const error = refusal(kind, options);
    expect(error.field).toBe(field);
    expect(error.message).toContain(ruleWord);
    expect(error.message).toContain(field === '' ? 'options' : `${field}: `);
    expect(error.issues[0].path).toBe(field);
  });
});
