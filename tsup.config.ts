// Builds the npm library (ESM + CommonJS + types). The n8n node and the Action add their own entries here.
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    outDir: 'dist',
    dts: true,
    clean: true,
    platform: 'node',
    target: 'node22',
    sourcemap: false,
    splitting: false,
    outExtension: ({ format }) => ({ js: format === 'esm' ? '.mjs' : '.cjs' }),
  },
]);
