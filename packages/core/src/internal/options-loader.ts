// The option schemas (zod objects for some forty options and their rules) are built on first use, not when
// the package loads: a credits check, a template listing or an invoice download never needs them, and
// building them is most of the time a cold process spends in this package (see lazy.ts).
import { lazy } from './lazy';

const options = lazy(() => import('../options'));

/** The options module once loaded (no await on the hot path), else undefined. */
export const loadedOptions = options.loaded;

/** Loads the options module (once; concurrent callers share the load). */
export const loadOptions = options.load;
