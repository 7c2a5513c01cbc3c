// Lint rules for the whole repository. Two of them draw the packages' borders:
// - no relative import leaves its package (import-x/no-relative-packages): a package reaches another by its
//   name, through what that package's `exports` offer;
// - the shared core (packages/core, which the n8n node bundles) reaches no Node global and imports nothing but
//   zod, crypto, entities, fflate's browser build, Handlebars' parser and its own files, which pass n8n's rules
//   for a node (the n8n package's own lint, eslint.n8n.config.mjs, checks the node's imports against its
//   package's dependencies);
// - the Markdown preparation (packages/markdown, which the n8n node bundles as a file of its own) reaches no Node
//   global either, apart from the asset reader the sources use in development (src/assets/files.ts).
// Cycles and dead exports are dpdm's and knip's (`npm run lint:deps`).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'dist-packages/**',
      'out/**',
      'coverage/**',
      '**/node_modules/**',
      // A static site's browser scripts, kept as a site ships them: the inliner's fixture.
      'packages/action/test/fixtures/site/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.mts', '.cts', '.mjs', '.js', '.json', '.d.ts'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'process',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'globalThis',
          '__dirname',
          '__filename',
          'require',
        ].map((name) => ({
          name,
          message: `The core is bundled into the n8n node: ${name} is not allowed in packages/core/src/.`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!zod$|zod/|crypto$|node:crypto$|entities/(?:decode|escape)$|fflate/browser$|@handlebars/parser$|\\.)',
              message:
                "The core may import only zod, crypto, entities, fflate's browser build, Handlebars' parser and its own files (each passes n8n's lint).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/markdown/src/**/*.ts'],
    ignores: ['packages/markdown/src/assets/files.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'process',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'globalThis',
          '__dirname',
          '__filename',
          'require',
          'Buffer',
        ].map((name) => ({
          name,
          message: `The Markdown preparation is bundled into the n8n node: ${name} is not allowed in packages/markdown/src/.`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:',
              message: 'The Markdown preparation is bundled into the n8n node: no Node module.',
            },
          ],
        },
      ],
    },
  },
);
