// Rules that read several options of one object at once (one capture mode only, long polling needs a network
// wait, margins that leave room on the page): their shape, and how one joins a zod schema. The full parse runs
// each as a zod check (crossFieldRule); the quick path (quick.ts) calls its check() itself. Both read this
// module, so neither has to import the other.
import * as z from 'zod/v4';

/** Reports one broken cross-field rule at `path` (relative to the object the rule is attached to). */
export type ReportIssue = (path: readonly PropertyKey[], message: string) => void;

/** A rule that reads several options of the object (e.g. only one capture mode). */
export interface CrossFieldRule<T> {
  /** The options the rule reads; zod skips it when one of them is itself invalid. */
  readonly fields: readonly string[];
  // A method, so a rule about some fields fits a list of rules about the whole object.
  check(value: T, report: ReportIssue): void;
}

type RawIssue = z.core.$ZodRawIssue;

/**
 * The rule as a zod check. It runs even when other options of the object are invalid (zod skips checks after
 * the first issue by default), so a user sees every problem at once, but not when one of the fields it reads
 * is itself invalid, where its verdict would be noise.
 */
export function crossFieldRule<T>({ fields, check: rule }: CrossFieldRule<T>) {
  // Typed for any object: it is attached to a schema whose output has the fields the rule reads.
  const check = z.check<unknown>((payload) => {
    rule(payload.value as T, (path, message) => {
      payload.issues.push({ code: 'custom', message, path: [...path], input: payload.value } as RawIssue);
    });
  });
  check._zod.def.when = (payload) =>
    payload.issues.every((issue) => {
      if (issue.code === 'unrecognized_keys') return true;
      const first = issue.path?.[0];
      return first !== undefined && !fields.includes(String(first));
    });
  return check;
}
