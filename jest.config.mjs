// Jest projects by kind: what a test needs decides where it runs, and its file name says which (CONTRIBUTING.md,
// "Tests"). Tests live with their package, in packages/<name>/test/; the root's test/ holds the repository's own
// checks (the suite's rules, the docs, the workflows, the demo).
//   unit         `<subject>.test.ts`: nothing but the code: no server, no browser, no package build
//   integration  `<subject>.integration.test.ts`: servers on loopback (the local server with its text renderer,
//                or a plain one), child processes
//   chromium     `<subject>.chromium.test.ts`: a real headless Chromium
//   package      `<subject>.package.test.ts`: the built packages and bundles, tarballs installed into clean projects
// `npm test` runs them all; `npm test -- --selectProjects unit` one kind; `npm test -w <package>` one package's.
// kindOf() is the one rule that places a file (test/test-kinds.test.ts holds every file to exactly one project).
// Jest runs in ESM mode (node --experimental-vm-modules, see doc-convert-jest) with ts-jest.
import { globSync } from 'node:fs';

export const KINDS = ['unit', 'integration', 'chromium', 'package'];

/** The kind of a test file, from its name: `merge.toc.integration.test.ts` is an integration test. */
export function kindOf(file) {
  const match = /\.(integration|chromium|package)\.test\.ts$/.exec(file);
  return match ? match[1] : 'unit';
}

/** Every test file, as its path from the repository's root. */
export const testFiles = () =>
  globSync(['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'], { cwd: import.meta.dirname }).sort();

/** One transform for every project, so ts-jest compiles (and caches) each file the same way. */
const shared = {
  testEnvironment: 'node',
  // The packages of this repository resolve to their sources (their exports' "@doc-convert/source" condition).
  testEnvironmentOptions: { customExportConditions: ['@doc-convert/source', 'node', 'node-addons'] },
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: false }] },
};

export default {
  testTimeout: 30_000,
  projects: KINDS.map((kind) => ({
    ...shared,
    displayName: kind,
    testMatch: testFiles()
      .filter((file) => kindOf(file) === kind)
      .map((file) => `<rootDir>/${file}`),
    // Chromium on a loaded machine takes longer (jest reads testTimeout only from the root config).
    ...(kind === 'chromium'
      ? { setupFilesAfterEnv: ['<rootDir>/packages/testing/src/jest/chromium-timeout.ts'] }
      : {}),
  })),
};
