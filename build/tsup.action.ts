// The GitHub Action: one ESM bundle, action/dist/index.mjs, with everything in it (undici, zod, @actions/*)
// and the parts loaded on demand (@actions/artifact, @actions/github) as chunks beside it. Committed, so it
// must come out byte for byte the same from the same sources: no source maps, no timestamps, content-hashed
// chunk names. `clean` empties action/dist only (this config's own folder), before the build writes it.
import path from 'node:path';
import type { Options } from 'tsup';
import { esmRequire } from './esm-require';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

// @actions/core 3 and @actions/github 9 are ESM, but they bundle CommonJS dependencies that call
// `require("net")` and the like; an ESM bundle has no `require`, so the banner makes one.
const requireShim = esmRequire('__actionCreateRequire');

// @actions/core imports its OIDC client, which imports @actions/http-client, whose `import * as http` makes
// Node 24 load its own copy of undici (nodejs/node#59686, with http2, tls and zlib): 15 to 35 ms on every
// start, for an ID token the Action never asks for. Neither package says `"sideEffects": false` in its
// package.json, though importing their modules only defines things; said here (esbuild's resolve
// annotation, what that field would say), esbuild leaves out what a run does not use, and http-client goes
// with @actions/artifact and @actions/github into the chunks only they load. No file is replaced; the bundle
// tests run every part that uses them, and dist.package.test.ts checks a credits check loads neither.
const WITHOUT_SIDE_EFFECTS = ['@actions/core', '@actions/http-client'];
const RESOLVING = Symbol('resolving');

/** A file of one of the WITHOUT_SIDE_EFFECTS packages, by its path. */
const inPackage = (file: string) =>
  WITHOUT_SIDE_EFFECTS.some((name) => file.split(path.sep).join('/').includes(`/node_modules/${name}/`));

const toolkitWithoutSideEffects: Plugin = {
  name: 'toolkit-without-side-effects',
  setup(build) {
    build.onResolve({ filter: /^(@actions\/|\.)/ }, async (args) => {
      if (args.pluginData === RESOLVING) return undefined;
      const { path: specifier, importer, kind, resolveDir } = args;
      const named = WITHOUT_SIDE_EFFECTS.some(
        (name) => specifier === name || specifier.startsWith(`${name}/`),
      );
      if (!named && !(specifier.startsWith('.') && inPackage(importer))) return undefined;
      const resolved = await build.resolve(specifier, { importer, kind, resolveDir, pluginData: RESOLVING });
      if (resolved.errors.length > 0 || !inPackage(resolved.path)) return undefined;
      return { path: resolved.path, namespace: resolved.namespace, sideEffects: false };
    });
  },
};

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
    // KaTeX's stylesheet is embedded as text (tsup would otherwise bundle it as CSS, fonts and all).
    loader: { '.css': 'text' },
    esbuildPlugins: [toolkitWithoutSideEffects],
    // What Node's own build of undici defines: leaves out the experimental Milo parser (170 kB), opt-in only.
    define: { esbuildDetection: 'true' },
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
      // The packages of this repository are bundled from their sources; the Markdown preparation's files
      // (Mermaid's script, KaTeX's stylesheet and fonts) embedded in its chunk (packages/markdown/package.json).
      options.conditions = ['@doc-convert/source', 'doc-convert-bundle'];
    },
  },
];
