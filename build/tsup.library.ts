// The npm library `doc-convert`: the client (`.`) and the local server (`./server`), ESM + CommonJS + types, in
// dist/library/. The packages the library declares (dependencies and optional peers, build/packages.ts) stay
// imports; everything else the two entries import is inlined, so a package that server/ starts to use (say
// handlebars) ships inside the bundle instead of failing in a user's install. A build that esbuild warns about
// (an import.meta the CommonJS output would lose, a require it cannot follow) fails: those break users, not us.
//
// Importing the client loads neither undici nor zod: undici comes with the first request, zod with the first
// schema (src/lazy.ts). The ESM build splits the lazily loaded modules into chunks beside index.mjs, since an
// ES module's static imports all load with it; the CommonJS build keeps one file per entry, where the bundler
// makes each lazy module an initialiser that require()s zod when it first runs.
import type { Options } from 'tsup';
import { esmRequire } from './esm-require';
import { libraryExternals } from './packages';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const externals = libraryExternals();
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Any import that is not a declared package (nor a subpath of one). */
const inlined = new RegExp(`^(?!(?:${externals.map(escape).join('|')})(?:/|$))`);

const warningsFail: Plugin = {
  name: 'warnings-fail',
  setup(build) {
    build.onEnd((result) => {
      if (result.warnings.length === 0) return;
      const list = result.warnings.map(
        (w) => `${w.location?.file ?? '?'}:${w.location?.line ?? '?'} ${w.text}`,
      );
      throw new Error(
        `the library build has warnings (they break the published bundles):\n${list.join('\n')}`,
      );
    });
  },
};

const shared: Options = {
  name: 'library',
  entry: { index: 'src/index.ts', server: 'server/index.ts' },
  outDir: 'dist/library',
  // Declarations: .d.mts beside .mjs, .d.ts (CommonJS, as the package's `type` says) beside .cjs.
  dts: true,
  clean: false,
  platform: 'node',
  target: 'node22',
  sourcemap: false,
  // import.meta.url in the CommonJS output (the server resolves its optional packages from there).
  shims: true,
  external: externals,
  noExternal: [inlined],
  esbuildPlugins: [warningsFail],
};

export const library: Options[] = [
  {
    ...shared,
    format: ['esm'],
    splitting: true,
    // CommonJS packages inlined into the ESM output (handlebars, say) may require Node's modules at run time.
    banner: { js: esmRequire('__docConvertCreateRequire') },
    outExtension: () => ({ js: '.mjs' }),
  },
  { ...shared, format: ['cjs'], splitting: false, outExtension: () => ({ js: '.cjs' }) },
];
