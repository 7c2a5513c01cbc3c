// The n8n node and its credentials: CommonJS bundles under dist/ with the core (and zod) inside and only
// n8n-workflow left to require, as n8n's community-node rules demand; the icons and the codex file are copied
// beside the node bundle, where n8n looks for them.
import { copyFile, mkdir } from 'node:fs/promises';
import type { Options } from 'tsup';

const NODE_DIR = 'nodes/DocConvert';
const ASSETS = ['docConvert.svg', 'docConvert.dark.svg', 'DocConvert.node.json'];

export const n8n: Options[] = [
  {
    entry: {
      'nodes/DocConvert/DocConvert.node': `${NODE_DIR}/DocConvert.node.ts`,
      'credentials/DocConvertApi.credentials': 'credentials/DocConvertApi.credentials.ts',
      'credentials/DocConvertSourceLoginApi.credentials':
        'credentials/DocConvertSourceLoginApi.credentials.ts',
    },
    format: ['cjs'],
    outDir: 'dist',
    outExtension: () => ({ js: '.js' }),
    dts: false,
    clean: false,
    platform: 'node',
    target: 'node20',
    sourcemap: false,
    splitting: false,
    external: ['n8n-workflow'],
    noExternal: [/^(?!n8n-workflow$)/],
    // zod's namespace export keeps all of zod in the bundle, to-json-schema's console.warn included; n8n's rules
    // refuse console in a node, and the node logs nothing, so console calls are dropped.
    esbuildOptions(options) {
      options.drop = ['console'];
    },
    async onSuccess() {
      await mkdir(`dist/${NODE_DIR}`, { recursive: true });
      await Promise.all(ASSETS.map((name) => copyFile(`${NODE_DIR}/${name}`, `dist/${NODE_DIR}/${name}`)));
    },
  },
];
