// The two packages published from this repository, each a small template over the root package.json (the
// development manifest, which is also the n8n package's source manifest: n8n's verification finds the node's
// sources by that name). `npm run pack` (build/pack.ts) turns each into a manifest with build/manifest.ts and a
// README with build/readme.ts, stages its files and packs it into dist-packages/.
//
// In a template's manifest the value ROOT means "the root manifest's value at this key"; in a dependency map
// it means "the version the root installs" (from its devDependencies), so every package ships the versions
// the tests ran against and the version has one source.

import { SCRIPT_FONTS } from '../server/render/chromium/script-fonts';

export const ROOT = '$root';

const SCRIPT_FONT_PACKAGES = SCRIPT_FONTS.map((font) => font.package);

export interface PackageTemplate {
  /** The published package.json; ROOT values come from the root manifest. */
  manifest: Record<string, unknown>;
  /** What the package holds: its own path → the built path in this repository. */
  contents: Record<string, string>;
  /** The sections of README.md (by `## ` heading) its users need, in order. */
  readme: string[];
}

/** Fields every package takes from the root manifest, after its name, version, description and keywords. */
const shared = { license: ROOT, author: ROOT, homepage: ROOT, repository: ROOT };

/** The client library, ESM + CommonJS + types, with the local server as the `./server` subpath. */
export const library: PackageTemplate = {
  manifest: {
    name: 'doc-convert',
    version: ROOT,
    description:
      'Typed client for the Document Conversion API v3 (HTML to PDF, PNG, JPEG and WebP, documents from templates with data; PDFShift-compatible), with a local API-compatible server for tests',
    keywords: [
      'html-to-pdf',
      'pdf',
      'png',
      'jpeg',
      'webp',
      'templates',
      'pdfshift',
      'document-conversion',
      'api-client',
    ],
    ...shared,
    // Every file names its format (.mjs/.cjs, .d.mts); the .d.ts files are the CommonJS declarations.
    type: 'commonjs',
    main: './dist/index.cjs',
    module: './dist/index.mjs',
    types: './dist/index.d.ts',
    exports: {
      '.': {
        import: { types: './dist/index.d.mts', default: './dist/index.mjs' },
        require: { types: './dist/index.d.ts', default: './dist/index.cjs' },
      },
      './server': {
        import: { types: './dist/server.d.mts', default: './dist/server.mjs' },
        require: { types: './dist/server.d.ts', default: './dist/server.cjs' },
      },
      './package.json': './package.json',
    },
    // For TypeScript's legacy node10 resolution, which reads no `exports`: where `doc-convert/server`'s types are.
    typesVersions: { '*': { server: ['./dist/server.d.ts'] } },
    files: ['dist'],
    sideEffects: false,
    engines: ROOT,
    // What the bundles leave to npm: build/tsup.library.ts inlines every other package they import. The
    // server's WebP encoder (libwebp as wasm) reads its .wasm files from its own package at run time, so it
    // cannot be inlined.
    dependencies: { undici: ROOT, zod: ROOT, '@jsquash/webp': ROOT },
    // The server's Chromium renderer, its fonts and its PDF post-processing (@libpdf/core: pages, metadata,
    // watermarks, protection), loaded with import() on first use: without them the server renders with its
    // text renderer. Pinned as tested: patch releases of sparticuz may break.
    peerDependencies: {
      '@sparticuz/chromium': ROOT,
      'puppeteer-core': ROOT,
      'dejavu-fonts-ttf': ROOT,
      ...Object.fromEntries(SCRIPT_FONT_PACKAGES.map((name) => [name, ROOT])),
      '@libpdf/core': ROOT,
    },
    peerDependenciesMeta: {
      '@sparticuz/chromium': { optional: true },
      'puppeteer-core': { optional: true },
      'dejavu-fonts-ttf': { optional: true },
      ...Object.fromEntries(SCRIPT_FONT_PACKAGES.map((name) => [name, { optional: true }])),
      '@libpdf/core': { optional: true },
    },
  },
  contents: { dist: 'dist/library' },
  readme: ['Library quick start', 'Working offline: the local server'],
};

/** The n8n community node: the node and credential bundles (which require only n8n-workflow) and no dependencies. */
export const n8n: PackageTemplate = {
  manifest: {
    name: ROOT,
    version: ROOT,
    description:
      'n8n community node: HTML to PDF, PNG, JPEG and WebP, and documents from templates with data, through the Document Conversion API v3 (PDFShift-compatible)',
    keywords: ['n8n-community-node-package', 'n8n', 'html-to-pdf', 'pdf', 'png', 'pdfshift'],
    ...shared,
    files: ROOT,
    peerDependencies: ROOT,
    n8n: ROOT,
  },
  contents: { 'dist/nodes': 'dist/nodes', 'dist/credentials': 'dist/credentials' },
  readme: ['n8n quick start'],
};

export const PACKAGES = { library, n8n };

/** The packages the library's bundles import at run time rather than inline. */
export function libraryExternals(): string[] {
  const { dependencies, peerDependencies } = library.manifest as Record<string, Record<string, string>>;
  return [...Object.keys(dependencies ?? {}), ...Object.keys(peerDependencies ?? {})];
}
