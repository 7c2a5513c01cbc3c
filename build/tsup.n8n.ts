// The n8n nodes (Doc Convert and Doc Convert Trigger) and their credentials (packages/n8n-nodes-doc-convert):
// CommonJS bundles under its dist/ with the core (and zod) inside and only n8n-workflow left to require, as n8n's
// community-node rules demand; the icons and the codex file are copied beside each node bundle, where n8n looks
// for them.
//
// The Markdown preparation is a second bundle file beside the node's (dist/nodes/DocConvert/markdown.js, from
// nodes/DocConvert/markdown.ts): it carries the pinned Mermaid's script, KaTeX's stylesheet and fonts (the
// `doc-convert-bundle` condition picks the module that embeds them, packages/markdown/package.json) and shiki's
// grammars, several megabytes the node's own bundle and n8n's start-up do without. The node requires it on first
// use (nodes/DocConvert/loadMarkdown.ts imports `./markdown`, which stays an import, as a require: n8n loads the
// node as CommonJS). It is built for no platform in particular, so that packages with a Node and a browser side
// (vfile's path and process helpers) take the side that needs nothing from Node, which n8n's rules refuse.
//
// The merge of PDFs into a book (Conversion → Merge PDFs; the core's src/merge/) is a third bundle file the same
// way (dist/nodes/DocConvert/merge.js, from nodes/DocConvert/merge.ts, required by loadMerge.ts on the first
// merge): inside the node's bundle it would take it past the 650 KB the package allows itself.
import { copyFile, mkdir } from 'node:fs/promises';
import type { Options } from 'tsup';

const PACKAGE = 'packages/n8n-nodes-doc-convert';
const NODE_DIR = 'nodes/DocConvert';
const TRIGGER_DIR = 'nodes/DocConvertTrigger';
/** The Markdown bundle, as loadMarkdown.ts (beside the node's entry) imports it. */
const MARKDOWN = './markdown';
/** The merge's bundle, as loadMerge.ts (beside the node's entry) imports it. */
const MERGE = './merge';
/** Beside each node bundle: its icons and codex file. */
const ASSETS: Record<string, string[]> = {
  [NODE_DIR]: ['docConvert.svg', 'docConvert.dark.svg', 'DocConvert.node.json'],
  [TRIGGER_DIR]: ['docConvertTrigger.svg', 'docConvertTrigger.dark.svg', 'DocConvertTrigger.node.json'],
};

/** What every bundle file of the package is: CommonJS (n8n loads nodes with require) under its dist/, for Node 20. */
const COMMONJS = {
  format: ['cjs'],
  outDir: `${PACKAGE}/dist`,
  outExtension: () => ({ js: '.js' }),
  dts: false,
  clean: false,
  target: 'node20',
  sourcemap: false,
  splitting: false,
} satisfies Options;

export const n8n: Options[] = [
  {
    entry: {
      'nodes/DocConvert/DocConvert.node': `${PACKAGE}/${NODE_DIR}/DocConvert.node.ts`,
      'nodes/DocConvertTrigger/DocConvertTrigger.node': `${PACKAGE}/${TRIGGER_DIR}/DocConvertTrigger.node.ts`,
      'credentials/DocConvertApi.credentials': `${PACKAGE}/credentials/DocConvertApi.credentials.ts`,
      'credentials/DocConvertSourceLoginApi.credentials': `${PACKAGE}/credentials/DocConvertSourceLoginApi.credentials.ts`,
    },
    ...COMMONJS,
    platform: 'node',
    external: ['n8n-workflow', MARKDOWN, MERGE],
    noExternal: [/^(?!n8n-workflow$|\.\/markdown$|\.\/merge$)/],
    // Not minified: what n8n users install stays readable, with its stack traces. Its size comes from what is
    // left out instead: the core imports zod as a namespace (`import * as z`), so esbuild keeps only the parts of
    // zod the schemas use, and zod's 40 locales (`z.locales`, about 230 KB) and toJSONSchema stay out.
    esbuildOptions(options) {
      // `import('./markdown')` and `import('./merge')` as `require(…)`, which finds markdown.js and merge.js
      // from the CommonJS bundle.
      options.supported = { 'dynamic-import': false };
    },
    async onSuccess() {
      for (const [dir, names] of Object.entries(ASSETS)) {
        await mkdir(`${PACKAGE}/dist/${dir}`, { recursive: true });
        await Promise.all(
          names.map((name) => copyFile(`${PACKAGE}/${dir}/${name}`, `${PACKAGE}/dist/${dir}/${name}`)),
        );
      }
    },
  },
  {
    name: 'n8n-markdown',
    entry: { 'nodes/DocConvert/markdown': `${PACKAGE}/${NODE_DIR}/markdown.ts` },
    ...COMMONJS,
    platform: 'neutral',
    noExternal: [/./],
    // KaTeX's stylesheet is embedded as text (tsup would otherwise bundle it as CSS, fonts and all).
    loader: { '.css': 'text' },
    // The globals its libraries name, which n8n's rules refuse, given in the bundle (markdownGlobals.ts).
    define: { globalThis: 'markdownGlobal', console: 'markdownConsole', process: 'undefined' },
    esbuildOptions(options) {
      options.inject = [`${PACKAGE}/${NODE_DIR}/markdownGlobals.ts`];
      options.conditions = ['doc-convert-bundle'];
      options.mainFields = ['module', 'main'];
      // Its libraries' comments go (eslint directives among them, which n8n's lint warns about in a bundle);
      // the names stay, so its stack traces still read.
      options.minifyWhitespace = true;
    },
  },
  {
    name: 'n8n-merge',
    entry: { 'nodes/DocConvert/merge': `${PACKAGE}/${NODE_DIR}/merge.ts` },
    ...COMMONJS,
    platform: 'node',
    // Only n8n-workflow stays a require, as in the node's bundle; the core's lazy import of its merge module is
    // bundled in (no splitting), so the file is whole.
    external: ['n8n-workflow'],
    noExternal: [/^(?!n8n-workflow$)/],
  },
];
