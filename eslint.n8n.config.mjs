// n8n's community-node rules, as `n8n-node lint` and n8n's package scanner apply them: the community plugin's
// recommended rules and eslint-plugin-n8n-nodes-base's community, credentials and nodes rulesets over the node's
// sources and package.json, and the recommended rules (restricted globals and imports, no console, no eval)
// over the built CommonJS bundles, all of packages/n8n-nodes-doc-convert. What the node may import is what its
// package.json says: the community plugin's no-restricted-imports allows n8n-workflow and the package's
// devDependencies (bundled: @doc-convert/core), nothing else. Inline eslint-disable comments are not honoured
// (the scanner ignores them too); run with `npm run lint:n8n`.
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';
import tseslint from 'typescript-eslint';

const PACKAGE = 'packages/n8n-nodes-doc-convert';

export default [
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
  {
    ...n8nCommunityNodesPlugin.configs.recommended,
    files: [
      `${PACKAGE}/package.json`,
      `${PACKAGE}/nodes/**/*.ts`,
      `${PACKAGE}/credentials/**/*.ts`,
      `${PACKAGE}/dist/nodes/**/*.js`,
      `${PACKAGE}/dist/credentials/**/*.js`,
    ],
  },
  {
    files: [`${PACKAGE}/nodes/**/*.ts`, `${PACKAGE}/credentials/**/*.ts`, `${PACKAGE}/package.json`],
    languageOptions: { parser: tseslint.parser },
  },
  { plugins: { 'n8n-nodes-base': n8nNodesBase } },
  { files: [`${PACKAGE}/package.json`], rules: { ...n8nNodesBase.configs.community.rules } },
  {
    files: [`${PACKAGE}/credentials/**/*.ts`],
    rules: {
      ...n8nNodesBase.configs.credentials.rules,
      // As in n8n's own lint and scanner: not valid for community nodes, and the community rule is more accurate.
      'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
      'n8n-nodes-base/cred-class-field-type-options-password-missing': 'off',
    },
  },
  {
    files: [`${PACKAGE}/nodes/**/*.ts`],
    rules: {
      ...n8nNodesBase.configs.nodes.rules,
      // As in n8n's own lint and scanner: inputs/outputs use NodeConnectionTypes, and the API caps page sizes.
      'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
      'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
      'n8n-nodes-base/node-param-type-options-max-value-present': 'off',
    },
  },
  {
    files: [`${PACKAGE}/dist/nodes/**/*.js`, `${PACKAGE}/dist/credentials/**/*.js`],
    rules: { 'no-console': 'error' },
  },
];
