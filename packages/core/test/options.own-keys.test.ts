// Option names are looked up as the object's own keys only: a name that is a member of Object.prototype
// (`constructor`, `toString`, `__proto__`) is an unknown option like any other, for every conversion and at
// every level, and no message ever prints a function or an object in its place.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../src/errors';
import { parseConversionOptions, readTemplateGenerateBody } from '../src/options';

const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
];
const FORMATS = ['pdf', 'png', 'jpeg', 'webp'] as const;

function refusal(format: (typeof FORMATS)[number], json: string): ValidationError {
  try {
    // JSON.parse makes `__proto__` an own key, as a request body would.
    parseConversionOptions(format, JSON.parse(json));
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error(`accepted: ${json}`);
}

describe('option names that are members of Object.prototype', () => {
  for (const format of FORMATS) {
    it.each(PROTOTYPE_NAMES)(`${format}: %s is an unknown option`, (name) => {
      const error = refusal(format, `{"source":"<p>x</p>","${name}":1}`);
      expect(error.issues).toEqual([{ path: name, message: 'unknown option' }]);
      expect(error.message).toBe(`Invalid request: ${name}: unknown option`);
    });
  }

  it.each(PROTOTYPE_NAMES)('a nested %s is unknown too, and no message shows a function', (name) => {
    for (const option of ['margin', 'watermark', 'header', 'protection', 'auth']) {
      const error = refusal('pdf', `{"source":"<p>x</p>","${option}":{"${name}":1}}`);
      expect(error.issues).toContainEqual(expect.objectContaining({ path: `${option}.${name}` }));
      expect(error.message).not.toMatch(/function|native code|\[object/);
    }
  });

  it('a required option is not found on the prototype', () => {
    const error = refusal('pdf', '{"constructor":"<p>x</p>"}');
    expect(error.issues).toContainEqual({ path: 'source', message: 'is required (inline HTML or a URL)' });
  });
});

describe("a generate body's keys (the local server reads them as the service does)", () => {
  it.each(['pdf', 'html'])(
    '%s: a variable named __proto__ is a variable, and no prototype changes',
    (ext) => {
      const { variables, options } = readTemplateGenerateBody(
        ext,
        JSON.parse('{"__proto__":{"name":"injected"},"constructor":"c","title":"t"}'),
      );
      expect(Object.getPrototypeOf(variables)).toBe(Object.prototype);
      expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
      expect(Object.keys(variables)).toEqual(['__proto__', 'constructor', 'title']);
      expect(Object.getOwnPropertyDescriptor(variables, '__proto__')?.value).toEqual({ name: 'injected' });
      expect((variables as { name?: unknown }).name).toBeUndefined();
    },
  );
});
