// The common case of a conversion request, validated quickly. A request sets a handful of the forty-odd
// options; zod's object parse visits every option of the shape, which costs tens of microseconds per request
// in a process busy with network work. This visits only the options given: each value against its own schema,
// then the object's cross-field rules. It only says yes or "ask zod": any unknown option, failed value, broken
// rule or unusual input (not a plain object) returns undefined, and the full parse runs and words the errors.
// The unit tests hold it to agreeing with the full parse on generated and corpus inputs.
import type { z } from 'zod/v4';
import type { CrossFieldRule } from './cross-field';

export type QuickParser = (input: unknown) => Record<string, unknown> | undefined;

export function quickParser(
  shape: Readonly<Record<string, z.ZodType>>,
  // `never`: each rule reads its own fields of the object, whatever its type says of the rest.
  rules: readonly CrossFieldRule<never>[],
): QuickParser {
  const keys = Object.keys(shape);
  const required = keys.filter((key) => !shape[key]!.safeParse(undefined).success);
  // The quick path leaves absent options out; an option whose absence means a value (a default) would need it.
  const defaulted = keys.some((key) => {
    const absent = shape[key]!.safeParse(undefined);
    return absent.success && absent.data !== undefined;
  });
  if (defaulted) return () => undefined;

  return (input) => {
    if (typeof input !== 'object' || input === null) return undefined;
    const proto: unknown = Object.getPrototypeOf(input);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const given = input as Record<string, unknown>;
    for (const key of required) if (!Object.hasOwn(given, key)) return undefined;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(given)) {
      const schema = Object.hasOwn(shape, key) ? shape[key] : undefined;
      if (!schema) return undefined;
      const parsed = schema.safeParse(given[key]);
      if (!parsed.success) return undefined;
      out[key] = parsed.data;
    }
    let broken = false;
    const report = () => (broken = true);
    for (const rule of rules) rule.check(out as never, report);
    return broken ? undefined : out;
  };
}
