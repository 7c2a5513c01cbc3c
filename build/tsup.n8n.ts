// The n8n nodes (Doc Convert and Doc Convert Trigger) and their credentials (packages/n8n-nodes-doc-convert):
// CommonJS bundles under its dist/ with the core (and zod) inside and only n8n-workflow left to require, as n8n's
// community-node rules demand; the icons and the codex file are copied beside each node bundle, where n8n looks
// for them.
import { copyFile, mkdir } from 'node:fs/promises';
import type { Options } from 'tsup';

const PACKAGE = 'packages/n8n-nodes-doc-convert';
const NODE_DIR = 'nodes/DocConvert';
const TRIGGER_DIR = 'nodes/DocConvertTrigger';
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
    external: ['n8n-workflow'],
    noExternal: [/^(?!n8n-workflow$)/],
    // Not minified: what n8n users install stays readable, with its stack traces. Its size comes from what is
    // left out instead: the core imports zod as a namespace (`import * as z`), so esbuild keeps only the parts of
    // zod the schemas use, and zod's 40 locales (`z.locales`, about 230 KB) and toJSONSchema stay out.
    async onSuccess() {
      for (const [dir, names] of Object.entries(ASSETS)) {
        await mkdir(`${PACKAGE}/dist/${dir}`, { recursive: true });
        await Promise.all(
          names.map((name) => copyFile(`${PACKAGE}/${dir}/${name}`, `${PACKAGE}/dist/${dir}/${name}`)),
        );
      }
    },
  },
];
