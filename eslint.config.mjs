// Lint rules for the whole repository. The block for src/ enforces the design rule that the core
// (everything the n8n node bundles) reaches no Node globals and imports nothing but zod, crypto, Handlebars'
// parser (template-parser.ts, bundled) and relative files; only src/transports/ and the library entry may touch
// Node itself.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-packages/**',
      'action/dist/**',
      'out/**',
      'coverage/**',
      'node_modules/**',
      // A static site's browser scripts, kept as a site ships them: the inliner's fixture.
      'test/fixtures/site/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/transports/**', 'src/index.ts'],
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
          message: `The core is bundled into the n8n node: ${name} is not allowed in src/.`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!zod$|zod/|crypto$|node:crypto$|handlebars/dist/cjs/handlebars/compiler/base\\.js$|\\.)',
              message: "src/ may import only zod, crypto, Handlebars' parser and relative files.",
            },
          ],
        },
      ],
    },
  },
);
