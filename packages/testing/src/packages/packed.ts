// The four tarballs `npm run pack` writes into dist-packages/, fresh: when they are missing or older than any
// file they are made from, this packs again, once, under a lock that jest's workers and `npm run test:n8n`
// share (a pack rebuilds dist/, so two at once would break each other).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUILT_FILES, ROOT } from './built';

const OUT_DIR = join(ROOT, 'dist-packages');
const INDEX = join(OUT_DIR, 'packages.json');
/** What the packages are made from (node_modules changes with package-lock.json). */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'LICENSE',
  // The tarballs' READMEs are the readers' pages (build/published.ts).
  'docs',
  'tsconfig.base.json',
  'build',
  'packages/core/src',
  'packages/core/package.json',
  ...['doc-convert', 'doc-convert-server'].flatMap((name) =>
    ['src', 'package.json', 'README.md'].map((part) => `packages/${name}/${part}`),
  ),
  ...['nodes', 'credentials', 'package.json', 'README.md'].map(
    (part) => `packages/n8n-nodes-doc-convert/${part}`,
  ),
  ...['src', 'package.json', 'README.md'].map((part) => `packages/doc-convert-mcp/${part}`),
];
const LOCK = join(
  tmpdir(),
  `doc-convert-pack-${createHash('sha1').update(ROOT).digest('hex').slice(0, 12)}.lock`,
);
/** A lock older than this was left by a process that died. */
const STALE_LOCK_MS = 10 * 60_000;

/** Absolute paths of the tarballs, by face: doc-convert, doc-convert-server, n8n-nodes-doc-convert and doc-convert-mcp. */
export interface Tarballs {
  library: string;
  server: string;
  n8n: string;
  mcp: string;
}

const FACES: Array<keyof Tarballs> = ['library', 'server', 'n8n', 'mcp'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function current(): Tarballs | undefined {
  // dist/ and the tarballs are made together: without the built files the tests read, both are made again.
  if (!existsSync(INDEX) || !BUILT_FILES.every((file) => existsSync(file))) return undefined;
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as Record<keyof Tarballs, string>;
  if (!FACES.every((face) => typeof index[face] === 'string')) return undefined;
  const tarballs = Object.fromEntries(
    FACES.map((face) => [face, join(OUT_DIR, index[face])]),
  ) as unknown as Tarballs;
  if (!Object.values(tarballs).every((file) => existsSync(file))) return undefined;
  const packedAt = Math.min(...Object.values(tarballs).map((file) => statSync(file).mtimeMs));
  const changedAt = Math.max(
    ...INPUTS.filter((p) => existsSync(join(ROOT, p))).map((p) => newestChange(join(ROOT, p))),
  );
  return changedAt <= packedAt ? tarballs : undefined;
}

async function lock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      await sleep(500);
    }
  }
}

/** The tarballs, packing first (`npm run pack`, as a user would) when they are missing or stale. */
export async function packedTarballs(log: (line: string) => void = () => {}): Promise<Tarballs> {
  const fresh = current();
  if (fresh) return fresh;
  await lock();
  try {
    const again = current();
    if (again) return again;
    log('dist-packages/ is missing or older than its sources: npm run pack');
    execFileSync('npm', ['run', '--silent', 'pack'], { cwd: ROOT, stdio: 'ignore' });
    const packed = current();
    if (!packed)
      throw new Error('npm run pack did not write dist-packages/packages.json and the four tarballs');
    return packed;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * dist/ built from the current sources, for the tests that read it by path: `npm run pack` builds it, so
 * tarballs newer than every source mean a dist/ as fresh; otherwise this packs again, under the same lock, so
 * no test reads dist/ while another worker rebuilds it.
 */
export async function ensureBuilt(): Promise<void> {
  await packedTarballs();
}
