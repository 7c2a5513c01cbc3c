// The npm library: ESM + CommonJS + types, with undici and zod left as dependencies.
import type { Options } from 'tsup';

export const library: Options[] = [
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    outDir: 'dist',
    dts: true,
    clean: false,
    platform: 'node',
    target: 'node22',
    sourcemap: false,
    splitting: false,
    outExtension: ({ format }) => ({ js: format === 'esm' ? '.mjs' : '.cjs' }),
  },
];
