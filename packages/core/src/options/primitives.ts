// Small schemas the option files are built from: each carries the wording of its rule, so an option's
// message is decided where the option is declared.
import * as z from 'zod/v4';
import { typeError, withGot } from './issues';

/** Params for an object schema: words the "not an object" error, leaves unknown keys to formatIssues. */
export function objectParams(rule: string) {
  return {
    error: (issue: z.core.$ZodRawIssue) =>
      issue.code === 'invalid_type' ? typeError(rule)(issue) : undefined,
  };
}

/** A string with at least one non-blank character. */
export function nonEmptyString(required = 'is required') {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? required : withGot('must be a string', issue.input)),
    })
    .refine((value) => value.trim() !== '', { error: 'must not be empty' });
}

/** An integer in `[min, max]`; the type error and both bounds share one message. */
export function integerBetween(min: number, max: number) {
  const rule = `must be an integer between ${min} and ${max} (inclusive)`;
  return z
    .int({ error: typeError(rule) })
    .min(min, { error: rule })
    .max(max, { error: rule });
}

/** An integer of at least `min`. */
export function integerAtLeast(min: number, why = '') {
  const rule = `must be an integer of at least ${min}${why}`;
  return z.int({ error: typeError(rule) }).min(min, { error: rule });
}

/** Any integer (coordinates). */
export function integer() {
  return z.int({ error: typeError('must be an integer') });
}

/** A finite number in `[min, max]`. */
export function numberBetween(min: number, max: number) {
  const rule = `must be between ${min} and ${max} (inclusive)`;
  return z
    .number({ error: typeError(`must be a number between ${min} and ${max} (inclusive)`) })
    .min(min, { error: rule })
    .max(max, { error: rule });
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http or https URL. */
export function httpUrl() {
  return z
    .string({ error: typeError('must be an http or https URL') })
    .refine(isHttpUrl, { error: 'must be an absolute http or https URL, e.g. https://example.com/hook' });
}

/** Whether `text` holds a control character (U+0000 to U+001F, U+007F); the tab is allowed with `tab`. */
export function holdsControlCharacter(text: string, allowed: { tab?: boolean } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7f || (code < 0x20 && !(allowed.tab && code === 0x09))) return true;
  }
  return false;
}

// RFC 9110 token characters; a header name outside them would be refused by any HTTP stack later.
const headerName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, {
  error: 'is not a valid HTTP header name (letters, digits and -_.!#$%&*+^`|~)',
});
// A line break in a value would let a header smuggle further headers into the request; the other control
// characters but the tab (NUL, …) are not allowed in a field value either (RFC 9110, 5.5), and HTTP stacks
// (Node's, Chromium's) refuse the request that carries one.
const headerValue = z
  .string({ error: typeError('must be a string') })
  .refine((value) => !holdsControlCharacter(value, { tab: true }), {
    error: 'must not contain line breaks or other control characters (NUL, …)',
  });

/** HTTP headers as a name → value object. */
export function headerMap() {
  return z.record(headerName, headerValue, { error: typeError('must be an object of header name → value') });
}

/** Numbers of CSS lengths: `10`, `0.5`, `.5`. Signs are refused (a margin or a height cannot be negative). */
export const UNSIGNED_NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;

/** Units the renderer understands for page lengths (margins, header and footer heights); none means pixels. */
const LENGTH_UNITS = ['px', 'in', 'cm', 'mm'] as const;

const lengthPattern = new RegExp(`^${UNSIGNED_NUMBER}(?:${LENGTH_UNITS.join('|')})?$`);

/** True for one CSS length such as `48`, `20px`, `0.5in`, `1.5cm`, `10mm`. */
export function isCssLength(value: string): boolean {
  return lengthPattern.test(value);
}

/** Rule text for one CSS length. */
export const CSS_LENGTH_RULE = `must be a length: a non-negative number with an optional unit ${LENGTH_UNITS.join(', ')} (no unit = pixels), e.g. 48, 20px, 0.5in or 10mm`;

/** One CSS length as a string. */
export function cssLengthString() {
  return z.string({ error: typeError(CSS_LENGTH_RULE) }).refine(isCssLength, { error: CSS_LENGTH_RULE });
}
