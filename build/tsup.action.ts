// The GitHub Action: one ESM bundle, action/dist/index.mjs, with everything in it (undici, zod, @actions/*)
// and the parts loaded on demand (@actions/artifact, @actions/github) as chunks beside it. Committed, so it
// must come out byte for byte the same from the same sources: no source maps, no timestamps, content-hashed
// chunk names. `clean` empties action/dist only (this config's own folder), before the build writes it.
import type { Options } from 'tsup';
import { esmRequire } from './esm-require';

// @actions/core 3 and @actions/github 9 are ESM, but they bundle CommonJS dependencies that call
// `require("net")` and the like; an ESM bundle has no `require`, so the banner makes one.
const requireShim = esmRequire('__actionCreateRequire');

export const action: Options[] = [
  {
    name: 'action',
    entry: { index: 'packages/action/src/index.ts' },
    outDir: 'action/dist',
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    platform: 'node',
    target: 'node24',
    noExternal: [/./],
    splitting: true,
    clean: true,
    dts: false,
    sourcemap: false,
    // __dirname and __filename for the CommonJS packages inlined into the ESM bundle (write-file-atomic's).
    shims: true,
    // Keeps `node:` on built-in modules, as the sources write them.
    removeNodeProtocol: false,
    banner: { js: requireShim },
    // What Node's own build of undici defines: leaves out the experimental Milo parser (170 kB), opt-in only.
    define: { esbuildDetection: 'true' },
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
      // The packages of this repository are bundled from their sources.
      options.conditions = ['@doc-convert/source'];
    },
  },
];
