// What the core loads on first use, and the helper that does it. Importing the core builds no zod schema and
// loads no parser: the option schemas, the response schemas, the outline (HTML scanner, PDF reader and
// writer) and Handlebars' parser stay unloaded until a call needs them, since a credits check, a template
// listing or an invoice download never does, and building them is most of the time a cold process spends in
// this package. In bundles that split code (the ESM library, the Action) each becomes a chunk of its own; in
// the others (CommonJS, the n8n node) the bundler turns the import into a lazy initialiser.
export interface Lazy<M> {
  /** The module once loaded, else undefined. */
  loaded(): M | undefined;
  /** Loads the module (once; concurrent callers share the load). */
  load(): Promise<M>;
}

/**
 * A module loaded on first use, once. `loaded()` answers without a promise once the module is there, so the hot
 * path of a request does not wait a tick for it: `loadedOptions() ?? (await loadOptions())`.
 */
export function lazy<M>(importer: () => Promise<M>): Lazy<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    loaded: () => module,
    load: () => (loading ??= importer().then((loadedModule) => (module = loadedModule))),
  };
}

// The option schemas: zod objects for some forty options and their rules.
const options = lazy(() => import('../options'));
/** The options module once loaded, else undefined. */
export const loadedOptions = options.loaded;
/** Loads the options module (once; concurrent callers share the load). */
export const loadOptions = options.load;

// The response schemas: the first answer that needs reading loads them.
const responses = lazy(() => import('../responses'));
/** The response schemas once loaded, else undefined. */
export const loadedResponses = responses.loaded;
/** Loads the response schemas (once; concurrent callers share the load). */
export const loadResponses = responses.load;
export type ResponseSchemas = typeof import('../responses');
/** The envelopes of the JSON answers, by name: `{ success, account }`, `{ success, credits }`, ... */
export type Envelopes = ResponseSchemas['envelopes'];

// Bookmarks from headings (src/outline/): loaded on first use of the `outline` option or addOutline().
/** Loads the outline module (once; concurrent callers share the load). */
export const loadOutline = lazy(() => import('../outline/index')).load;

// Handlebars' parser: loaded when a template's variables are first asked for (template-variables.ts).
const templateParser = lazy(() => import('./template-parser'));
/** The template parser once loaded, else undefined. */
export const loadedTemplateParser = templateParser.loaded;
/** Loads the template parser (once; concurrent callers share the load). */
export const loadTemplateParser = templateParser.load;
