// A module loaded on first use, once: what the library does not need at import (the zod schemas, built when
// their module runs) stays unloaded until a request needs it. `loaded()` answers without a promise once the
// module is there, so the hot path of a request does not wait a tick for it. In bundles that split code (the
// ESM library, the Action) the module becomes a chunk of its own; in the others (CommonJS, the n8n node) the
// bundler turns the import into a lazy initialiser.
export interface Lazy<M> {
  /** The module once loaded, else undefined. */
  loaded(): M | undefined;
  /** Loads the module (once; concurrent callers share the load). */
  load(): Promise<M>;
}

export function lazy<M>(importer: () => Promise<M>): Lazy<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    loaded: () => module,
    load: () => (loading ??= importer().then((loadedModule) => (module = loadedModule))),
  };
}
