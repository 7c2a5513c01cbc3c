// Property tests of the grammars (format, pages, margin; the image formats' viewport and quality): generated
// valid values are accepted, and the same values with one mutation (a wrong unit, a zero or negative size, a
// reversed range, a stray character, a value out of range) are refused.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ValidationError } from '../src/errors';
import {
  FORMAT_UNITS,
  IMAGE_FORMATS,
  PAGE_FORMATS,
  parseConversionOptions,
  parseFormat,
  parsePdfOptions,
  type ConversionFormat,
  type ImageFormat,
} from '../src/options';

const S = { source: '<p>x</p>' };

function accepted(extra: Record<string, unknown>): boolean {
  try {
    parsePdfOptions({ ...S, ...extra });
    return true;
  } catch (error) {
    if (error instanceof ValidationError) return false;
    throw error;
  }
}

/** True when `extra` is refused naming `field`, for a conversion to `format` (PDF unless said). */
const refusedAt = (
  field: string,
  extra: Record<string, unknown>,
  format: ConversionFormat = 'pdf',
): boolean => {
  try {
    parseConversionOptions(format, { ...S, ...extra });
    return false;
  } catch (error) {
    return error instanceof ValidationError && error.field === field;
  }
};

/** A positive decimal as people write it: `12`, `8.5`, `0.25`, `.5`. */
const positiveNumber = fc.oneof(
  fc.integer({ min: 1, max: 5000 }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 99 }))
    .map(([i, f]) => `${i}.${String(f).padStart(2, '0')}`),
  fc.integer({ min: 1, max: 9 }).map((f) => `.${f}`),
);
const unit = fc.constantFrom(...FORMAT_UNITS);
const garbage = fc.constantFrom('#', '!', ' ', '/', ',', ';', '%', '+', '"');

const customFormat = fc.oneof(
  fc.tuple(positiveNumber, positiveNumber, unit).map(([w, h, u]) => `${w}x${h}${u}`),
  fc.tuple(positiveNumber, positiveNumber, unit).map(([w, h, u]) => `${w}${u}x${h}${u}`),
  fc.tuple(positiveNumber, unit).map(([w, u]) => `${w}${u}xauto`),
  positiveNumber.map((w) => `${w}xauto`),
  fc.tuple(positiveNumber, positiveNumber).map(([w, h]) => `${w}x${h}`),
);
const format = fc.oneof(fc.constantFrom(...PAGE_FORMATS), customFormat);

function insertAt(value: string, index: number, text: string): string {
  const at = index % (value.length + 1);
  return value.slice(0, at) + text + value.slice(at);
}

describe('format (property)', () => {
  it('accepts every generated valid format, and parseFormat agrees', () => {
    fc.assert(
      fc.property(format, (value) => {
        expect(accepted({ format: value })).toBe(true);
        expect(parseFormat(value)).toBeDefined();
      }),
    );
  });

  it('refuses a custom format whose unit is replaced by one that is not in, cm or mm', () => {
    fc.assert(
      fc.property(
        positiveNumber,
        positiveNumber,
        fc.constantFrom('pt', 'xx', 'px', 'em', 'MM', 'In'),
        (w, h, bad) => {
          expect(refusedAt('format', { format: `${w}x${h}${bad}` })).toBe(true);
          expect(refusedAt('format', { format: `${w}${bad}x${h}${bad}` })).toBe(true);
        },
      ),
    );
  });

  it('refuses a zero or negative width or height', () => {
    fc.assert(
      fc.property(positiveNumber, unit, fc.constantFrom('0', '0.0', '.0', '-1', '-2.5'), (n, u, bad) => {
        expect(refusedAt('format', { format: `${bad}x${n}${u}` })).toBe(true);
        expect(refusedAt('format', { format: `${n}x${bad}${u}` })).toBe(true);
        expect(refusedAt('format', { format: `${bad}xauto` })).toBe(true);
      }),
    );
  });

  it('refuses any valid format with a stray character inserted', () => {
    fc.assert(
      fc.property(format, fc.nat(), garbage, (value, index, char) => {
        expect(refusedAt('format', { format: insertAt(value, index, char) })).toBe(true);
      }),
    );
  });
});

const pageItem = fc.oneof(
  fc.integer({ min: 1, max: 999 }).map(String),
  fc
    .tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 50 }))
    .map(([a, d]) => `${a}-${a + d}`),
);
const separator = fc.constantFrom(',', ', ', ' ,', ' , ');
const pages = fc
  .tuple(fc.array(pageItem, { minLength: 1, maxLength: 8 }), separator)
  .map(([items, sep]) => items.join(sep));

describe('pages (property)', () => {
  it('accepts every generated list of numbers and ranges', () => {
    fc.assert(fc.property(pages, (value) => expect(accepted({ pages: value })).toBe(true)));
  });

  it('refuses a list with a reversed range in it', () => {
    fc.assert(
      fc.property(pages, fc.integer({ min: 1, max: 998 }), fc.integer({ min: 1, max: 50 }), (value, a, d) => {
        expect(refusedAt('pages', { pages: `${value},${a + d}-${a}` })).toBe(true);
      }),
    );
  });

  it('refuses page 0, an empty item, a dangling dash and a stray character', () => {
    fc.assert(
      fc.property(pages, fc.nat(), fc.constantFrom('#', 'a', '.', '+', '/', ';'), (value, index, char) => {
        expect(refusedAt('pages', { pages: `0,${value}` })).toBe(true);
        expect(refusedAt('pages', { pages: `${value},,1` })).toBe(true);
        expect(refusedAt('pages', { pages: `${value}-` })).toBe(true);
        expect(refusedAt('pages', { pages: insertAt(value, index, char) })).toBe(true);
      }),
    );
  });
});

const lengthUnit = fc.constantFrom('', 'px', 'in', 'cm', 'mm');
const length = fc.oneof(fc.constant('0'), positiveNumber).chain((n) => lengthUnit.map((u) => `${n}${u}`));
const sideValue = fc.oneof(
  length,
  fc.integer({ min: 0, max: 500 }),
  fc.double({ min: 0, max: 500, noNaN: true }),
);
const margin = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  length,
  fc.array(length, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
  fc.record({ top: sideValue, right: sideValue, bottom: sideValue, left: sideValue }, { requiredKeys: [] }),
);

describe('margin (property)', () => {
  // The grammar alone, on a page larger than any generated margin (margins that leave no page: page-room).
  const hugePage = '100000x100000in';

  it('accepts integers, lengths, 1 to 4 length shorthands and side objects', () => {
    fc.assert(
      fc.property(margin, (value) => expect(accepted({ margin: value, format: hugePage })).toBe(true)),
    );
  });

  it('refuses any margin whose sides meet across a named page, and accepts it on a page wide enough', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAGE_FORMATS),
        fc.boolean(),
        fc.integer({ min: 2000, max: 9000 }),
        (format, landscape, mm) => {
          expect(refusedAt('margin', { format, landscape, margin: `10mm ${mm}mm` })).toBe(true);
          expect(accepted({ format: `${3 * mm}x100mm`, margin: `10mm ${mm}mm` })).toBe(true);
        },
      ),
    );
  });

  it('refuses negative numbers, unknown units and more than four lengths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        positiveNumber,
        fc.constantFrom('pt', 'xx', 'em', '%', 'MM'),
        fc.array(length, { minLength: 5, maxLength: 8 }),
        (n, p, bad, many) => {
          expect(refusedAt('margin', { margin: -n })).toBe(true);
          expect(refusedAt('margin', { margin: `${p}${bad}` })).toBe(true);
          expect(refusedAt('margin', { margin: many.join(' ') })).toBe(true);
          expect(refusedAt('margin.top', { margin: { top: `-${p}mm` } })).toBe(true);
          expect(refusedAt('margin.left', { margin: { left: `${p}${bad}` } })).toBe(true);
        },
      ),
    );
  });

  it('refuses a length with a stray character inserted', () => {
    fc.assert(
      fc.property(
        length,
        fc.nat(),
        fc.constantFrom('#', '!', '/', ',', ';', '"', '-', 'q'),
        (value, index, char) => {
          expect(refusedAt('margin', { margin: insertAt(value, index, char) })).toBe(true);
        },
      ),
    );
  });
});

const imageFormat = fc.constantFrom(...IMAGE_FORMATS);
const pixels = fc.integer({ min: 1, max: 20000 });

describe('viewport and quality of the image formats (property)', () => {
  it('accept every {w}x{h} viewport, and quality 10 to 100 for JPEG and WebP', () => {
    fc.assert(
      fc.property(imageFormat, pixels, pixels, fc.integer({ min: 10, max: 100 }), (format, w, h, quality) => {
        const options = { ...S, viewport: `${w}x${h}`, ...(format === 'png' ? {} : { quality }) };
        expect(parseConversionOptions(format, options)).toEqual(options);
      }),
    );
  });

  it('refuse a viewport with a zero side or a stray character, in every image format', () => {
    fc.assert(
      fc.property(imageFormat, pixels, fc.nat(), garbage, (format, n, index, char) => {
        expect(refusedAt('viewport', { viewport: `0x${n}` }, format)).toBe(true);
        expect(refusedAt('viewport', { viewport: insertAt(`${n}x${n}`, index, char) }, format)).toBe(true);
      }),
    );
  });

  it('refuse quality outside 10 to 100 or not whole for JPEG and WebP, and any quality for PNG', () => {
    const outside = fc.oneof(
      fc.integer({ max: 9 }),
      fc.integer({ min: 101 }),
      fc.double({ noInteger: true }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('jpeg', 'webp') as fc.Arbitrary<ImageFormat>,
        outside,
        (format, quality) => {
          expect(refusedAt('quality', { quality }, format)).toBe(true);
          expect(refusedAt('quality', { quality: Math.abs(Math.round(quality)) }, 'png')).toBe(true);
        },
      ),
    );
  });
});
