// The option schemas (zod objects for some forty options and their rules) are built on first use, not when
// the package loads: a credits check, a template listing or an invoice download never needs them, and
// building them is most of the time a cold process spends in this package. In bundles that split code (the
// Action) they become a chunk of their own; elsewhere the bundler turns the import into a lazy initialiser.
type OptionsModule = typeof import('./options');

let loaded: OptionsModule | undefined;
let loading: Promise<OptionsModule> | undefined;

/** The options module once loaded (no await on the hot path), else undefined. */
export function loadedOptions(): OptionsModule | undefined {
  return loaded;
}

/** Loads the options module (once; concurrent callers share the load). */
export function loadOptions(): Promise<OptionsModule> {
  return (loading ??= import('./options').then((module) => (loaded = module)));
}
