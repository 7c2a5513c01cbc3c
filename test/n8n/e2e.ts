// `npm run test:n8n`: the node in a real n8n, end to end. It packs this package, installs the tarball into a
// fresh n8n user folder's .n8n/nodes the way n8n installs a community package, starts the local API server
// on 127.0.0.1, imports a credential pointing at it and the example workflow (examples/n8n/), executes the
// workflow headless with `n8n execute`, and checks every operation's output against the server's state.
//
// n8n itself (2.41.1, with Node 24 for it) is installed once into a cache (DOC_CONVERT_N8N_HOME, default
// ~/.cache/doc-convert-n8n; about 3 GB and 6 minutes). Only a failure to install n8n (a registry problem) turns
// into a warning and exit code 0; every other failure fails.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { DISABLED_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from '../../server/index';
import { checkRun, type ExpectedState } from './e2e-checks';

const ROOT = resolve(import.meta.dirname, '../..');
const WORKFLOW = join(ROOT, 'examples/n8n/doc-convert-every-operation.json');
const N8N_VERSION = process.env.DOC_CONVERT_N8N_VERSION ?? '2.41.1';
const CACHE = process.env.DOC_CONVERT_N8N_HOME ?? join(homedir(), '.cache/doc-convert-n8n');
const N8N_DIR = join(CACHE, `n8n-${N8N_VERSION}`);
const NODE24_DIR = join(CACHE, 'node24');
/** The registry lacks a package that linkedom 0.18.15 (an n8n dependency) needs. */
const LINKEDOM = '0.18.12';
const CREDENTIAL = { id: 'DocConvertLocal1', name: 'Doc Convert (local server)' };

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function log(message: string): void {
  process.stdout.write(`[test:n8n ${seconds(started)}] ${message}\n`);
}

/** Runs a command without blocking the event loop (the local server answers from this process). */
function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
) {
  return new Promise<Run>((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}

async function mustRun(
  command: string,
  args: string[],
  options: Parameters<typeof run>[2] = {},
): Promise<Run> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`${command} ${args.join(' ')} exited with ${result.code}\n${tail}`);
  }
  return result;
}

const node24Bin = join(NODE24_DIR, 'node_modules/.bin');
const n8nBin = join(N8N_DIR, 'node_modules/.bin/n8n');
const withNode24 = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  PATH: `${node24Bin}:${env.PATH ?? ''}`,
});

/** Node 24's headers, for building sqlite3: beside the real binary, or in the platform package. */
async function node24Headers(): Promise<string> {
  const { stdout } = await mustRun(join(node24Bin, 'node'), ['-p', 'process.execPath']);
  const beside = dirname(dirname(stdout.trim()));
  if (existsSync(join(beside, 'include/node'))) return beside;
  const platform = join(NODE24_DIR, 'node_modules/node/node_modules');
  const candidates = existsSync(platform) ? await readdir(platform) : [];
  const found = candidates.find((name) => existsSync(join(platform, name, 'include/node')));
  if (!found) throw new Error('Node 24 headers not found (include/node)');
  return join(platform, found);
}

/** Installs Node 24 and n8n into the cache, once. Returns false (after a warning) when that fails. */
async function installN8n(): Promise<boolean> {
  const marker = join(N8N_DIR, '.installed');
  if (existsSync(marker)) return true;
  log(`installing n8n ${N8N_VERSION} into ${CACHE} (once; about 6 minutes)`);
  const npmFlags = ['--no-audit', '--no-fund', '--loglevel=error'];
  try {
    if (!existsSync(join(node24Bin, 'node'))) {
      await mkdir(NODE24_DIR, { recursive: true });
      await writeFile(join(NODE24_DIR, 'package.json'), '{"name":"node24","private":true}\n');
      await mustRun('npm', ['install', 'node@24', ...npmFlags], { cwd: NODE24_DIR });
    }
    await mkdir(N8N_DIR, { recursive: true });
    await writeFile(
      join(N8N_DIR, 'package.json'),
      `${JSON.stringify({ name: 'n8n-e2e', private: true, overrides: { linkedom: LINKEDOM } })}\n`,
    );
    await mustRun('npm', ['install', `n8n@${N8N_VERSION}`, '--ignore-scripts', ...npmFlags], {
      cwd: N8N_DIR,
      env: withNode24(),
      timeoutMs: 1_200_000,
    });
    // Install scripts are skipped; n8n's database driver is the one native module it needs.
    await mustRun('npx', ['--yes', 'node-gyp', 'rebuild', `--nodedir=${await node24Headers()}`], {
      cwd: join(N8N_DIR, 'node_modules/sqlite3'),
      env: withNode24(),
      timeoutMs: 900_000,
    });
  } catch (error) {
    process.stdout.write(
      `\nWARNING: n8n ${N8N_VERSION} could not be installed, so the n8n end-to-end test was skipped.\n` +
        `${(error as Error).message.split('\n').slice(0, 12).join('\n')}\n\n`,
    );
    return false;
  }
  await writeFile(marker, `${new Date().toISOString()}\n`);
  log('n8n installed');
  return true;
}

/** Packs the package as npm would publish it (building first when the bundles are missing). */
async function pack(work: string): Promise<{ tarball: string; name: string; version: string }> {
  const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
  const bundles: string[] = [...manifest.n8n.nodes, ...manifest.n8n.credentials];
  if (bundles.some((file) => !existsSync(join(ROOT, file)))) {
    log('bundles missing: npm run build');
    await mustRun('npm', ['run', 'build']);
  }
  const { stdout } = await mustRun('npm', ['pack', '--json', '--pack-destination', work]);
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; name: string; version: string }>;
  return { tarball: join(work, basename(packed!.filename)), name: packed!.name, version: packed!.version };
}

/**
 * What n8n does when a community package is installed (CommunityPackagesService.downloadPackage in n8n 2.x):
 * unpack the tarball into .n8n/nodes/node_modules/<name>, drop its dev/peer/optional dependencies, `npm install`
 * its dependencies there without scripts, and record it in .n8n/nodes/package.json.
 */
async function installPackage(nodesDir: string, packed: { tarball: string; name: string; version: string }) {
  const packageDir = join(nodesDir, 'node_modules', packed.name);
  await mkdir(packageDir, { recursive: true });
  await mustRun('tar', ['-xzf', packed.tarball, '-C', packageDir, '--strip-components=1']);
  const manifestPath = join(packageDir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  for (const field of ['devDependencies', 'peerDependencies', 'optionalDependencies']) delete manifest[field];
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  await mustRun(
    'npm',
    [
      'install',
      '--audit=false',
      '--fund=false',
      '--bin-links=false',
      '--install-strategy=shallow',
      '--ignore-scripts=true',
      '--package-lock=false',
    ],
    { cwd: packageDir, env: withNode24() },
  );
  const nodesManifest = {
    name: 'installed-nodes',
    private: true,
    dependencies: { [packed.name]: packed.version },
  };
  await writeFile(join(nodesDir, 'package.json'), JSON.stringify(nodesManifest, null, 2));
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The execution data n8n prints, pretty-printed, among its log lines: from a line "{" to the next line "}". */
function parseExecution(stdout: string): Record<string, unknown> {
  const match = /^\{$[\s\S]*?^\}$/m.exec(stdout);
  if (!match) throw new Error(`n8n printed no execution data:\n${stdout.slice(-3000)}`);
  return JSON.parse(match[0]);
}

async function main(): Promise<number> {
  if (!(await installN8n())) return 0;
  const work = await mkdtemp(join(tmpdir(), 'doc-convert-n8n-e2e-'));
  let server: LocalServer | undefined;
  try {
    let phase = Date.now();
    const packed = await pack(work);
    const user = join(work, 'user');
    const nodesDir = join(user, '.n8n/nodes');
    await mkdir(nodesDir, { recursive: true });
    await installPackage(nodesDir, packed);
    log(`packed ${basename(packed.tarball)} and installed it into ${nodesDir} (${seconds(phase)})`);

    server = await startLocalServer({ renderer: 'text' });
    const expected: ExpectedState = {
      creditsUsedBefore: server.state.credits.used,
      invoices: server.state.invoices.slice(0, 5).map((invoice) => invoice.reference),
      templates: [...server.state.templates.values()].map((t) => ({ slug: t.slug, html: t.html })),
      disabledKeyTail: DISABLED_KEY.slice(-4),
    };
    log(`local server at ${server.url}`);

    const credentials = join(work, 'credentials.json');
    await writeFile(
      credentials,
      JSON.stringify([
        { ...CREDENTIAL, type: 'docConvertApi', data: { apiKey: SANDBOX_KEY, baseUrl: server.url } },
      ]),
    );
    const binaryDir = join(user, 'binary-data');
    const env = withNode24({
      ...process.env,
      N8N_USER_FOLDER: user,
      N8N_ENCRYPTION_KEY: createHash('sha256').update(work).digest('hex'),
      N8N_DIAGNOSTICS_ENABLED: 'false',
      N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
      // The task runner broker listens even for `execute`: a free port lets runs go side by side.
      N8N_RUNNERS_BROKER_PORT: String(await freePort()),
      N8N_SSRF_PROTECTION_ENABLED: 'false',
      N8N_DEFAULT_BINARY_DATA_MODE: 'filesystem',
      N8N_BINARY_DATA_STORAGE_PATH: binaryDir,
      // `n8n execute` prints the execution data through its logger at level info.
      N8N_LOG_LEVEL: 'info',
      DB_TYPE: 'sqlite',
    });

    phase = Date.now();
    await mustRun(n8nBin, ['import:credentials', `--input=${credentials}`], { env, timeoutMs: 300_000 });
    await mustRun(n8nBin, ['import:workflow', `--input=${WORKFLOW}`], { env, timeoutMs: 300_000 });
    log(`imported the credential and ${basename(WORKFLOW)} (${seconds(phase)})`);

    phase = Date.now();
    const workflow = JSON.parse(await readFile(WORKFLOW, 'utf8')) as {
      id: string;
      nodes: Array<{ name: string }>;
    };
    const execution = await run(n8nBin, ['execute', `--id=${workflow.id}`, '--rawOutput'], {
      env,
      timeoutMs: 300_000,
    });
    log(`n8n execute exited with ${execution.code} (${seconds(phase)})`);
    if (execution.code !== 0 || !/"status": "success"/.test(execution.stdout)) {
      process.stderr.write(`${execution.stdout.slice(-6000)}\n${execution.stderr.slice(-4000)}\n`);
      throw new Error('the workflow did not run successfully');
    }
    const data = parseExecution(execution.stdout);
    const notes = `${execution.stdout.replace(/^\{$[\s\S]*?^\}$/m, '')}\n${execution.stderr}`
      .split('\n')
      .filter((line) => line.trim() !== '');
    for (const line of notes.slice(0, 20)) log(`n8n: ${line}`);
    const failures = await checkRun({
      data,
      stdout: execution.stdout,
      nodeNames: workflow.nodes.map((node) => node.name),
      server,
      expected,
      readBinary: (id) => readFile(join(binaryDir, id.replace(/^filesystem(-v2)?:/, ''))),
      log,
    });
    if (failures > 0) {
      log(`FAILED: ${failures} check(s)`);
      return 1;
    }
    log(`passed: every operation checked in n8n ${N8N_VERSION}`);
    return 0;
  } finally {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`test:n8n failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
