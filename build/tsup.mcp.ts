// The npm package `doc-convert-mcp` (packages/doc-convert-mcp): its bin, `dist/cli.mjs`, one ESM bundle with the
// library and the core inlined (one copy of the client, its schemas and errors), and its dependencies left as
// imports: the MCP SDK, zod (the core's schemas), undici (the library's transport), pdf.js and @napi-rs/canvas
// (page 1's preview, drawn in a thread of its own: `dist/preview-worker.mjs`, an entry beside the bin, which
// src/preview.ts starts by that name on the first preview).
import type { Options } from 'tsup';
import { inlineAllBut, packageDir, warningsFail } from './bundle';
import { esmRequire } from './esm-require';

const dir = packageDir('doc-convert-mcp');

export const mcp: Options[] = [
  {
    name: 'mcp',
    // src/cli.ts starts with `#!/usr/bin/env node`, which the bundle keeps: it is the package's bin.
    entry: { cli: `${dir}/src/cli.ts`, 'preview-worker': `${dir}/src/preview-worker.ts` },
    outDir: `${dir}/dist`,
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    splitting: true,
    clean: false,
    dts: false,
    platform: 'node',
    target: 'node22',
    sourcemap: false,
    // CommonJS packages inlined into the ESM output (the core's Handlebars parser) may require Node's modules.
    banner: { js: esmRequire('__docConvertMcpCreateRequire') },
    ...inlineAllBut(dir),
    esbuildPlugins: [warningsFail('mcp')],
    esbuildOptions(options) {
      // This repository's packages are bundled from their sources.
      options.conditions = ['@doc-convert/source'];
    },
  },
];
