// The built library as the package tests load it: dist/library/index.mjs and index.cjs, by path (the package
// name may change; the files do not). Builds first when dist/ is missing, so a fresh clone's `npm test`
// works, with `npm run build` in a child as users build (tsup's build() run inside jest's module system
// bundles the dependencies it should leave external).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const ESM_ENTRY = join(ROOT, 'dist', 'library', 'index.mjs');
export const CJS_ENTRY = join(ROOT, 'dist', 'library', 'index.cjs');
export const ESM_TYPES = join(ROOT, 'dist', 'library', 'index.d.mts');
export const CJS_TYPES = join(ROOT, 'dist', 'library', 'index.d.ts');

export function ensureBuilt(): void {
  if ([ESM_ENTRY, CJS_ENTRY, ESM_TYPES, CJS_TYPES].every((file) => existsSync(file))) return;
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
}

/** Runs this test's Node on an ES module given as text; returns stdout. */
export function runModule(source: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}
