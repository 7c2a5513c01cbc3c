// The GitHub Action: one ESM bundle, action/dist/index.mjs, with everything in it (undici, zod, @actions/*)
// and the parts loaded on demand (@actions/artifact, @actions/github) as chunks beside it. Committed, so it
// must come out byte for byte the same from the same sources: no source maps, no timestamps, content-hashed
// chunk names. `clean` empties action/dist only (this config's own folder), before the build writes it.
import path from 'node:path';
import type { Options } from 'tsup';
import { esmRequire } from './esm-require';
import { swapPlugin } from './swap';

// Each hook swaps a file inside a dependency (build/swap.ts): when an upgrade moves that file, the build fails
// instead of silently shipping the bundle the hook was written to avoid.
// undici's entry evaluates all of undici (fetch, WebSocket, caches, mocks) on import; the core's transport
// needs two dispatchers, which packages/action/src/undici-lite.ts loads on first use. Everything else that imports
// undici (@actions/http-client, @actions/github, in lazily loaded chunks) gets all of it (oneUndici).
const undiciLite = swapPlugin({
  name: 'undici-lite',
  files: ['packages/action/src/undici-lite.ts'],
  swaps: [
    {
      filter: /^undici$/,
      importer: (importer) => importer.endsWith('/packages/doc-convert/src/internal/undici.ts'),
      expected: 'import of undici by packages/doc-convert/src/internal/undici.ts',
      to: () => ({ path: path.resolve('packages/action/src/undici-lite.ts') }),
    },
  ],
});

// One undici in the bundle, ours: @actions/http-client (its ProxyAgent) and @actions/github (its fetch) ask
// for undici 6 and get 8, which keeps both APIs; without this the bundle carried three copies (1.1 MB). npm
// `overrides` would do it for the tests too, but n8n's scanner refuses the field in a community package.
// The end-to-end test runs the bundle's @actions/github against a fake API (the pull-request comment).
const oneUndici = swapPlugin({
  name: 'one-undici',
  files: ['node_modules/undici/index.js'],
  swaps: [
    {
      filter: /^undici$/,
      importer: (importer) => importer.includes('/node_modules/@actions/'),
      expected: 'import of undici by a module of node_modules/@actions/',
      to: () => ({ path: path.resolve('node_modules/undici/index.js') }),
    },
  ],
});

// @actions/core 3 and @actions/github 9 are ESM, but they bundle CommonJS dependencies that call
// `require("net")` and the like; an ESM bundle has no `require`, so the banner makes one.
const requireShim = esmRequire('__actionCreateRequire');

// @actions/core loads its OIDC client (and so @actions/http-client, node:http, node:https) at start; the
// Action never needs it, so core gets packages/action/src/oidc-lazy.ts, which loads the real one on first use.
const lazyOidc = swapPlugin({
  name: 'lazy-oidc',
  files: ['packages/action/src/oidc-lazy.ts', 'node_modules/@actions/core/lib/oidc-utils.js'],
  swaps: [
    {
      filter: /^\.\/oidc-utils\.js$/,
      importer: (importer) => importer.endsWith('/node_modules/@actions/core/lib/core.js'),
      expected: 'import of ./oidc-utils.js by node_modules/@actions/core/lib/core.js',
      to: () => ({ path: path.resolve('packages/action/src/oidc-lazy.ts') }),
    },
    {
      filter: /^@actions\/core\/lib\/oidc-utils\.js$/,
      importer: (importer) => importer.endsWith('/packages/action/src/oidc-lazy.ts'),
      expected: 'import of @actions/core/lib/oidc-utils.js by packages/action/src/oidc-lazy.ts',
      to: () => ({ path: path.resolve('node_modules/@actions/core/lib/oidc-utils.js') }),
    },
  ],
});

// undici's HTTP/2 client requires node:http2 when it loads (for eight constants), which loads http2, tls and
// crypto on every start; it gets packages/action/src/http2-lazy.ts, which loads node:http2 on the first HTTP/2
// connection only.
const lazyHttp2 = swapPlugin({
  name: 'lazy-http2',
  files: ['packages/action/src/http2-lazy.ts'],
  swaps: [
    {
      filter: /^(node:)?http2$/,
      importer: (importer) => importer.endsWith('/node_modules/undici/lib/dispatcher/client-h2.js'),
      expected: 'import of node:http2 by node_modules/undici/lib/dispatcher/client-h2.js',
      to: () => ({ path: path.resolve('packages/action/src/http2-lazy.ts') }),
    },
  ],
});

// zod's classic API exports every locale's messages (`z.locales`, 40 languages, 300 kB) that the options'
// and responses' checks load; the core's messages are English only (zod configures `en` itself), so the
// bundle's locale index has English only.
const englishOnly = swapPlugin({
  name: 'zod-english-only',
  files: ['node_modules/zod/v4/locales/en.js'],
  swaps: [
    {
      filter: /^\.\.\/locales\/index\.js$/,
      importer: (importer) => importer.includes('/node_modules/zod/v4/'),
      expected: 'import of ../locales/index.js by a module of node_modules/zod/v4/',
      // Relative to the working folder: the path is written into the bundle, which must not depend on
      // where the repository was cloned.
      to: ({ resolveDir }) => ({
        path: path.relative(process.cwd(), path.join(resolveDir, '../locales/en.js')),
        namespace: 'zod-english-only',
      }),
    },
  ],
  setup(build) {
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, ({ path: relative }) => {
      const en = path.resolve(relative);
      return {
        contents: `export { default as en } from ${JSON.stringify(en)};`,
        resolveDir: path.dirname(en),
      };
    });
  },
});

/** The Action's build hooks, each failing the build when what it replaces is gone (a test runs them). */
export const actionHooks = [undiciLite, oneUndici, lazyOidc, lazyHttp2, englishOnly];

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
    // Keeps `node:` on built-in modules, as the sources write them, so lazyHttp2 sees `node:http2`.
    removeNodeProtocol: false,
    banner: { js: requireShim },
    esbuildPlugins: actionHooks,
    // What Node's own build of undici defines: leaves out the experimental Milo parser (170 kB), opt-in only.
    define: { esbuildDetection: 'true' },
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
      // The packages of this repository are bundled from their sources.
      options.conditions = ['@doc-convert/source'];
    },
  },
];
