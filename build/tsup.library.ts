// The npm library: ESM + CommonJS + types, with undici and zod left as dependencies. Importing it loads
// neither: undici comes with the first request, zod with the first schema (src/lazy.ts). The ESM build splits
// the lazily loaded modules into chunks beside index.mjs, since an ES module's static imports all load with
// it; the CommonJS build keeps one file, where the bundler makes each lazy module an initialiser that
// require()s zod when it first runs.
import type { Options } from 'tsup';

const shared: Options = {
  entry: { index: 'src/index.ts' },
  outDir: 'dist',
  dts: true,
  clean: false,
  platform: 'node',
  target: 'node22',
  sourcemap: false,
};

export const library: Options[] = [
  { ...shared, format: ['esm'], splitting: true, outExtension: () => ({ js: '.mjs' }) },
  { ...shared, format: ['cjs'], splitting: false, outExtension: () => ({ js: '.cjs' }) },
];
