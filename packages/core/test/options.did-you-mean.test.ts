// The did-you-mean of unknown option names, and what it costs (and how many of them a refusal names). The names come from requests (the local server
// words its 400s with it), so its work is bounded by construction: counted here in table cells through a
// meter, never by the clock. A full edit-distance table fills |a| × |b| cells for every candidate (an unknown
// name of 100 KB once held the local server for 5 s); the bounded one fills a band of (2 × budget + 1) cells a
// character at most, and none at all for a name longer than MAX_SUGGESTED_NAME_LENGTH.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  boundedEditDistance,
  didYouMean,
  editDistance,
  MAX_SUGGESTED_NAME_LENGTH,
  type DistanceMeter,
} from '../src/options/did-you-mean';
import { MAX_NAMED_ISSUES, MAX_SUGGESTIONS } from '../src/options/issues';
import { conversionOptionNames, parseConversionOptions } from '../src/options/parse';
import { ValidationError } from '../src/errors';

/** The textbook optimal-string-alignment table, every cell filled: what the bounded one must agree with. */
function fullTable(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

const PDF_OPTIONS = [...conversionOptionNames('pdf')];
const meter = (): DistanceMeter => ({ cells: 0 });

describe('boundedEditDistance', () => {
  it('agrees with the full table up to its bound, and says bound + 1 past it', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '_'), maxLength: 12 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 14 }), (a, b, max) => {
        expect(boundedEditDistance(a, b, max)).toBe(Math.min(fullTable(a, b), max + 1));
      }),
      { numRuns: 2000 },
    );
  });

  it('fills at most (2 × bound + 1) cells a character, and stops at the first row over the bound', () => {
    const counted = meter();
    expect(boundedEditDistance('a'.repeat(1000), 'a'.repeat(999) + 'b', 2, counted)).toBe(1);
    expect(counted.cells).toBeGreaterThan(0);
    expect(counted.cells).toBeLessThanOrEqual(1000 * 5);

    const early = meter();
    expect(boundedEditDistance('x'.repeat(1000), 'y'.repeat(1000), 2, early)).toBe(3);
    expect(early.cells).toBeLessThanOrEqual(3 * 5); // over the bound by the third row
  });

  it('fills no cell when the lengths alone are further apart than the bound', () => {
    const counted = meter();
    expect(boundedEditDistance('a'.repeat(100_000), 'landscape', 3, counted)).toBe(4);
    expect(counted.cells).toBe(0);
  });
});

describe('editDistance', () => {
  it('counts an adjacent swap as one edit (Damerau)', () => {
    expect(editDistance('landscape', 'lnadscape')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('didYouMean', () => {
  it('suggests the close option, whatever the case and separators', () => {
    expect(didYouMean('landscap', PDF_OPTIONS)).toBe('landscape');
    expect(didYouMean('disableBackgrounds', PDF_OPTIONS)).toBe('disable_backgrounds');
    expect(didYouMean('lazy-load-imgaes', PDF_OPTIONS)).toBe('lazy_load_images');
    expect(didYouMean('banana', PDF_OPTIONS)).toBeUndefined();
  });

  it('compares a typo with every option inside a narrow band: a few cells per character and option', () => {
    const counted = meter();
    expect(didYouMean('remove_blnak', PDF_OPTIONS, counted)).toBe('remove_blank');
    expect(counted.cells).toBeGreaterThan(0);
    // The budget is 3 edits at most: 7 cells per character of the name, for each option it is compared with.
    expect(counted.cells).toBeLessThanOrEqual('removeblnak'.length * 7 * PDF_OPTIONS.length);
  });

  it(`compares nothing for a name longer than ${MAX_SUGGESTED_NAME_LENGTH} characters`, () => {
    for (const length of [MAX_SUGGESTED_NAME_LENGTH + 1, 100_000, 1_000_000]) {
      const counted = meter();
      expect(didYouMean('landscape'.padEnd(length, 'e'), PDF_OPTIONS, counted)).toBeUndefined();
      expect(counted.cells).toBe(0);
    }
  });

  it(`compares a name of ${MAX_SUGGESTED_NAME_LENGTH} characters within the same band, whatever it holds`, () => {
    const counted = meter();
    didYouMean('x'.repeat(MAX_SUGGESTED_NAME_LENGTH), PDF_OPTIONS, counted);
    expect(counted.cells).toBeLessThanOrEqual(MAX_SUGGESTED_NAME_LENGTH * 7 * PDF_OPTIONS.length);
  });
});

describe('unknown options of a request', () => {
  const refusal = (input: Record<string, unknown>) => {
    try {
      parseConversionOptions('pdf', input);
    } catch (error) {
      if (error instanceof ValidationError) return error.issues;
    }
    throw new Error('accepted');
  };

  it(`get a suggestion for the first ${MAX_SUGGESTIONS} of them, and "unknown option" after`, () => {
    const input: Record<string, unknown> = { source: '<p>x</p>' };
    for (let i = 0; i < 60_000; i++) input[`landscap${i}`] = true;
    const issues = refusal(input);
    const suggested = issues.filter((issue) => issue.message.includes('did you mean'));
    expect(suggested.map((issue) => issue.path)).toEqual(
      Array.from({ length: MAX_SUGGESTIONS }, (_, i) => `landscap${i}`),
    );
    expect(issues[MAX_SUGGESTIONS]).toEqual({
      path: `landscap${MAX_SUGGESTIONS}`,
      message: 'unknown option',
    });
  });

  it(`are named up to ${MAX_NAMED_ISSUES}, and the others counted in one last issue`, () => {
    const input: Record<string, unknown> = { source: '<p>x</p>' };
    for (let i = 0; i < 60_000; i++) input[`landscap${i}`] = true;
    const issues = refusal(input);
    expect(issues).toHaveLength(MAX_NAMED_ISSUES + 1);
    expect(issues[MAX_NAMED_ISSUES - 1].path).toBe(`landscap${MAX_NAMED_ISSUES - 1}`);
    expect(issues[MAX_NAMED_ISSUES]).toEqual({
      path: '',
      message: `${60_000 - MAX_NAMED_ISSUES} more issues not listed (the first ${MAX_NAMED_ISSUES} are)`,
    });
  });

  it('name a 1 MB option name as unknown, without a suggestion', () => {
    const name = 'x'.repeat(1024 * 1024);
    expect(refusal({ source: '<p>x</p>', [name]: 1 })).toEqual([{ path: name, message: 'unknown option' }]);
  });
});
