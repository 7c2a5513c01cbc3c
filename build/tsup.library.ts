// The npm library `doc-convert` (packages/doc-convert): the client (`.`), ESM + CommonJS + types, in its dist/,
// and beside it the internal entry `internal/rules` (src/rules.ts), through which doc-convert-server uses the
// client's option rules and errors. The package's dependencies (undici and zod) stay imports; everything else
// the entries import is inlined, the shared core (@doc-convert/core, a development dependency) first of all. A
// build that esbuild warns about (an import.meta the CommonJS output would lose, a require it cannot follow)
// fails: those break users, not us.
//
// Importing the client loads neither undici nor zod: undici comes with the first request, zod with the first
// schema (the core's lazy loaders). The ESM build splits the lazily loaded modules into chunks beside index.mjs,
// since an ES module's static imports all load with it, and shares with internal/rules.mjs the modules both
// use; the CommonJS build keeps one file per entry, where the bundler makes each lazy module an initialiser
// that require()s zod when it first runs.
//
// The Markdown preparation (`internal/markdown`: @doc-convert/markdown with the pinned Mermaid, KaTeX and shiki
// inside) is an entry of its own that the client imports by the package's own name on the first conversion with
// `markdown`; that import stays an import, so neither index.mjs nor index.cjs holds it. Its files (Mermaid's
// script, KaTeX's stylesheet and fonts) are embedded in it: the `doc-convert-bundle` condition picks the module
// that imports them as text and bytes (packages/markdown/package.json's `imports`).
//
// The declarations are built per entry, with the core's inlined: the client's index.d.ts/.d.mts stand alone
// (no chunk shared with the internal entry, whose declarations may name zod and internal types), so they
// declare the public surface only.
import type { Options } from 'tsup';
import { coreDeclarations, inlineAllBut, packageDir, warningsFail } from './bundle';
import { esmRequire } from './esm-require';

const dir = packageDir('doc-convert');
/** The Markdown preparation, as the client imports it. */
const MARKDOWN_ENTRY = 'doc-convert/internal/markdown';

const shared: Options = {
  name: 'library',
  entry: {
    index: `${dir}/src/index.ts`,
    'internal/rules': `${dir}/src/rules.ts`,
    'internal/markdown': `${dir}/src/markdown.ts`,
  },
  outDir: `${dir}/dist`,
  // Declarations: .d.mts beside .mjs, .d.ts (CommonJS, as the package's `type` says) beside .cjs.
  dts: { entry: { index: `${dir}/src/index.ts` }, compilerOptions: coreDeclarations() },
  clean: false,
  platform: 'node',
  target: 'node22',
  sourcemap: false,
  // import.meta.url in the CommonJS output.
  shims: true,
  ...inlineAllBut(dir, [MARKDOWN_ENTRY]),
  esbuildPlugins: [warningsFail('library')],
  // KaTeX's stylesheet is embedded as text (tsup would otherwise bundle it as CSS, fonts and all).
  loader: { '.css': 'text' },
  esbuildOptions(options) {
    options.conditions = ['doc-convert-bundle'];
  },
};

export const library: Options[] = [
  {
    ...shared,
    format: ['esm'],
    splitting: true,
    // CommonJS code inlined into the ESM output may require Node's modules at run time.
    banner: { js: esmRequire('__docConvertCreateRequire') },
    outExtension: () => ({ js: '.mjs' }),
  },
  { ...shared, format: ['cjs'], splitting: false, outExtension: () => ({ js: '.cjs' }) },
  // The internal entry's declarations, on their own (see above).
  {
    ...shared,
    name: 'library-internal',
    format: ['esm', 'cjs'],
    dts: {
      only: true,
      entry: { 'internal/rules': `${dir}/src/rules.ts` },
      compilerOptions: coreDeclarations(),
      banner:
        '/** Internal to doc-convert-server, not public API: it changes in any release without notice. */',
    },
  },
];
