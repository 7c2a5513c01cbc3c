// A clean consumer: a temporary project into which npm installs a packed tarball, as a user installs it, and the
// Node that runs it: DOC_CONVERT_CONSUMER_NODE when set (CI sets the Node the job installed, so the Node 22 leg
// runs the packages on Node 22, while the repository's scripts run on its own Node 24), else this Node.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const CONSUMER_NODE = process.env.DOC_CONVERT_CONSUMER_NODE || process.execPath;
/** The files a consumer project type-checks: ESM (.mts) and CommonJS (.cts) users of each package. */
export const CONSUMER_FIXTURES = join(import.meta.dirname, 'consumer');
/** `node` is the consumer's Node: its folder comes first on the PATH. */
const env = { ...process.env, PATH: `${dirname(CONSUMER_NODE)}${delimiter}${process.env.PATH ?? ''}` };

export const consumerNodeVersion = (): string =>
  execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8', env }).trim();

const FLAGS = ['--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', '--loglevel=error'];

export interface InstallOptions {
  /** false: install without peer dependencies. */
  peers?: boolean;
  /** As a dev dependency (`npm install --save-dev`), as test authors install the local server. */
  dev?: boolean;
  /**
   * Packages npm would fetch from the registry, given as local tarballs instead (npm `overrides` in the
   * consumer's package.json): a package of this repository that another one depends on and that is not
   * published yet. The consumer still names only `tarball` as its dependency.
   */
  standIns?: Record<string, string>;
}

/**
 * Installs the tarball into a new project, outside this repository (no package of ours is reachable from
 * it), and returns its folder. The registry serves the package's own dependencies (from npm's cache when it
 * has them).
 */
export function installConsumer(tarball: string, options: InstallOptions = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'doc-convert-consumer-'));
  const manifest: Record<string, unknown> = { name: 'consumer', version: '1.0.0', private: true };
  if (options.standIns)
    manifest.overrides = Object.fromEntries(
      Object.entries(options.standIns).map(([name, file]) => [name, `file:${file}`]),
    );
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest)}\n`);
  const flags = [...FLAGS];
  if (options.peers === false) flags.push('--legacy-peer-deps');
  if (options.dev) flags.push('--save-dev');
  execFileSync('npm', ['install', tarball, ...flags], { cwd: dir, stdio: 'pipe', timeout: 300_000 });
  return dir;
}

/**
 * Adds `name` from its tarball as a dependency of the consumer (the override that stood in for it becomes a
 * reference to it, as npm requires of an override of a direct dependency) and installs.
 */
export function addDependency(dir: string, name: string, tarball: string): void {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  manifest.dependencies = { ...manifest.dependencies, [name]: `file:${tarball}` };
  if (manifest.overrides?.[name]) manifest.overrides[name] = `$${name}`;
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  execFileSync('npm', ['install', ...FLAGS], { cwd: dir, stdio: 'pipe', timeout: 300_000 });
}

/** Runs the consumer's Node in its folder and returns what it printed. */
export function runIn(dir: string, args: string[], timeout = 60_000): string {
  return execFileSync('node', args, { cwd: dir, encoding: 'utf8', timeout, env }).trim();
}

/** Starts `npx …` in the consumer's folder, as a user runs a package's bin, with the consumer's Node. */
export function npxIn(dir: string, args: string[]): ChildProcess {
  return spawn('npx', args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The files a tarball holds, sorted, without npm's `package/` prefix. */
export function tarballFiles(tarball: string): string[] {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && !path.endsWith('/'))
    .map((path) => path.replace(/^package\//, ''))
    .sort();
}
