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
import { copyFile, mkdir } from 'node:fs/promises';
import type { Options } from 'tsup';

const PACKAGE = 'packages/n8n-nodes-doc-convert';
const NODE_DIR = 'nodes/DocConvert';
const TRIGGER_DIR = 'nodes/DocConvertTrigger';
/** The Markdown bundle, as loadMarkdown.ts (beside the node's entry) imports it. */
const MARKDOWN = './markdown';
/** Beside each node bundle: its icons and codex file. */
const ASSETS: Record<string, string[]> = {
  [NODE_DIR]: ['docConvert.svg', 'docConvert.dark.svg', 'DocConvert.node.json'],
  [TRIGGER_DIR]: ['docConvertTrigger.svg', 'docConvertTrigger.dark.svg', 'DocConvertTrigger.node.json'],
};

export const n8n: Options[] = [
  {
    entry: {
      'nodes/DocConvert/DocConvert.node': `${PACKAGE}/${NODE_DIR}/DocConvert.node.ts`,
      'nodes/DocConvertTrigger/DocConvertTrigger.node': `${PACKAGE}/${TRIGGER_DIR}/DocConvertTrigger.node.ts`,
      'credentials/DocConvertApi.credentials': `${PACKAGE}/credentials/DocConvertApi.credentials.ts`,
      'credentials/DocConvertSourceLoginApi.credentials': `${PACKAGE}/credentials/DocConvertSourceLoginApi.credentials.ts`,
    },
    format: ['cjs'],
    outDir: `${PACKAGE}/dist`,
    outExtension: () => ({ js: '.js' }),
    dts: false,
    clean: false,
    platform: 'node',
    target: 'node20',
    sourcemap: false,
    splitting: false,
    external: ['n8n-workflow', MARKDOWN],
    noExternal: [/^(?!n8n-workflow$|\.\/markdown$)/],
    // Not minified: what n8n users install stays readable, with its stack traces. Its size comes from what is
    // left out instead: the core imports zod as a namespace (`import * as z`), so esbuild keeps only the parts of
    // zod the schemas use, and zod's 40 locales (`z.locales`, about 230 KB) and toJSONSchema stay out.
    esbuildOptions(options) {
      // `import('./markdown')` as `require('./markdown')`, which finds markdown.js from the CommonJS bundle.
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
    format: ['cjs'],
    outDir: `${PACKAGE}/dist`,
    outExtension: () => ({ js: '.js' }),
    dts: false,
    clean: false,
    platform: 'neutral',
    target: 'node20',
    sourcemap: false,
    splitting: false,
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
];
