// Compile-time checks that a documented type (an interface with a comment on every field, which is what users
// see) and the type its zod schema gives are the same: the schema stays the one source of each rule, and
// `npm run typecheck` fails when either side gains, loses or changes a field. Types only: nothing here runs.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The field names of T, without index signatures (which would swallow them: keyof is then just string). */
type FieldNames<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: 0;
};

/** true when A and B accept the same values and name the same fields (required or optional alike). */
export type SameShape<A, B> = Same<A, B> extends true ? Same<FieldNames<A>, FieldNames<B>> : false;

/** Compiles only for `true`: `type _Check = Assert<SameShape<Documented, z.input<typeof schema>>>`. */
export type Assert<T extends true> = T;
