// The npm package `doc-convert-server` (packages/doc-convert-server): the local server (`.`, ESM + CommonJS +
// types) and its CLI (`cli.mjs`, the package's bin), in its dist/. Its dependencies (Chromium, puppeteer, the
// fonts, the PDF and image libraries, Handlebars, and doc-convert for the option rules and errors, through
// `doc-convert/internal/rules`) stay imports, in the code and in the declarations, so the two packages check a
// request by one copy of the rules. The ESM build shares the server between index.mjs and cli.mjs.
import type { Options } from 'tsup';
import { inlineAllBut, packageDir, warningsFail } from './bundle';
import { esmRequire } from './esm-require';

const dir = packageDir('doc-convert-server');

const shared: Options = {
  name: 'server',
  outDir: `${dir}/dist`,
  clean: false,
  platform: 'node',
  target: 'node22',
  sourcemap: false,
  // import.meta.url in the CommonJS output (the server resolves its packages' files from there).
  shims: true,
  ...inlineAllBut(dir),
  esbuildPlugins: [warningsFail('server')],
};

export const server: Options[] = [
  {
    ...shared,
    // src/cli.ts starts with `#!/usr/bin/env node`, which the bundle keeps: it is the package's bin.
    entry: { index: `${dir}/src/index.ts`, cli: `${dir}/src/cli.ts` },
    format: ['esm'],
    splitting: true,
    // CommonJS packages inlined into the ESM output may require Node's modules at run time.
    banner: { js: esmRequire('__docConvertServerCreateRequire') },
    outExtension: () => ({ js: '.mjs' }),
    dts: false,
  },
  {
    ...shared,
    entry: { index: `${dir}/src/index.ts` },
    format: ['cjs'],
    splitting: false,
    outExtension: () => ({ js: '.cjs' }),
    dts: false,
  },
  {
    ...shared,
    name: 'server-types',
    entry: { index: `${dir}/src/index.ts` },
    format: ['esm', 'cjs'],
    dts: { only: true },
  },
];
