// The built library as the package tests load it: packages/doc-convert/dist/index.mjs and index.cjs, by path
// (the package name may change; the files do not). ensureBuilt() (packed.ts) makes them from the current
// sources first.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root (this file is packages/testing/src/packages/built.ts). */
export const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const DIST = join(ROOT, 'packages', 'doc-convert', 'dist');
export const ESM_ENTRY = join(DIST, 'index.mjs');
export const CJS_ENTRY = join(DIST, 'index.cjs');
export const ESM_TYPES = join(DIST, 'index.d.mts');
export const CJS_TYPES = join(DIST, 'index.d.ts');

/** What the tests read of dist/: missing, the packages are built again (packed.ts). */
export const BUILT_FILES = [ESM_ENTRY, CJS_ENTRY, ESM_TYPES, CJS_TYPES];

/** Runs this test's Node on an ES module given as text; returns stdout. */
export function runModule(source: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** The version of `name` this repository installs: what the tests ran against. */
export function installedVersion(name: string): string {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}
