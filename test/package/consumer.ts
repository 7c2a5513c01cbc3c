// A clean consumer: a temporary project into which npm installs a packed tarball, as a user installs it, and the
// Node that runs it: DOC_CONVERT_CONSUMER_NODE when set (CI sets the Node the job installed, so the Node 22 leg
// runs the packages on Node 22, while the repository's scripts run on its own Node 24), else this Node.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const CONSUMER_NODE = process.env.DOC_CONVERT_CONSUMER_NODE || process.execPath;
/** `node` is the consumer's Node: its folder comes first on the PATH. */
const env = { ...process.env, PATH: `${dirname(CONSUMER_NODE)}${delimiter}${process.env.PATH ?? ''}` };

export const consumerNodeVersion = (): string =>
  execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8', env }).trim();

/**
 * Installs the tarball into a new project and returns its folder. The registry serves only the package's own
 * dependencies (from npm's cache when it has them); `peers: false` installs without peer dependencies.
 */
export function installConsumer(tarball: string, options: { peers?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'doc-convert-consumer-'));
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'consumer', version: '1.0.0', private: true })}\n`,
  );
  const flags = ['--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', '--loglevel=error'];
  if (options.peers === false) flags.push('--legacy-peer-deps');
  execFileSync('npm', ['install', tarball, ...flags], { cwd: dir, stdio: 'pipe', timeout: 300_000 });
  return dir;
}

/** Runs the consumer's Node in its folder and returns what it printed. */
export function runIn(dir: string, args: string[], timeout = 60_000): string {
  return execFileSync('node', args, { cwd: dir, encoding: 'utf8', timeout, env }).trim();
}

/** The files a tarball holds, sorted, without npm's `package/` prefix. */
export function tarballFiles(tarball: string): string[] {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && !path.endsWith('/'))
    .map((path) => path.replace(/^package\//, ''))
    .sort();
}
