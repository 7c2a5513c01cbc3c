// The GitHub Action: one ESM bundle, action/dist/index.mjs, with everything in it (undici, zod, @actions/*)
// and the parts loaded on demand (@actions/artifact, @actions/github) as chunks beside it. Committed, so it
// must come out byte for byte the same from the same sources: no source maps, no timestamps, content-hashed
// chunk names. `clean` empties action/dist only (this config's own folder), before the build writes it.
import path from 'node:path';
import type { Options } from 'tsup';
import { esmRequire } from './esm-require';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

// undici's entry evaluates all of undici (fetch, WebSocket, caches, mocks) on import; the core's transport
// needs two dispatchers, which action/src/undici-lite.ts loads on first use. Everything else that imports
// undici (@actions/http-client, @actions/github, in lazily loaded chunks) gets its own copy, untouched.
const undiciLite: Plugin = {
  name: 'undici-lite',
  setup(build) {
    build.onResolve({ filter: /^undici$/ }, ({ importer }) =>
      importer.split(path.sep).join('/').endsWith('/src/transports/undici.ts')
        ? { path: path.resolve('action/src/undici-lite.ts') }
        : undefined,
    );
  },
};

// @actions/core 3 and @actions/github 9 are ESM, but they bundle CommonJS dependencies that call
// `require("net")` and the like; an ESM bundle has no `require`, so the banner makes one.
const requireShim = esmRequire('__actionCreateRequire');

// @actions/core loads its OIDC client (and so @actions/http-client, node:http, node:https) at start; the
// Action never needs it, so core gets action/src/oidc-lazy.ts, which loads the real one on first use.
const lazyOidc: Plugin = {
  name: 'lazy-oidc',
  setup(build) {
    build.onResolve({ filter: /^\.\/oidc-utils\.js$/ }, ({ importer }) =>
      importer.split(path.sep).join('/').endsWith('/node_modules/@actions/core/lib/core.js')
        ? { path: path.resolve('action/src/oidc-lazy.ts') }
        : undefined,
    );
    build.onResolve({ filter: /^@actions\/core\/lib\/oidc-utils\.js$/ }, () => ({
      path: path.resolve('node_modules/@actions/core/lib/oidc-utils.js'),
    }));
  },
};

export const action: Options[] = [
  {
    name: 'action',
    entry: { index: 'action/src/index.ts' },
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
    shims: false,
    banner: { js: requireShim },
    esbuildPlugins: [undiciLite, lazyOidc],
    // What Node's own build of undici defines: leaves out the experimental Milo parser (170 kB), opt-in only.
    define: { esbuildDetection: 'true' },
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
    },
  },
];
