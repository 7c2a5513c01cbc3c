// `npm run test:n8n`: the node in a real n8n, end to end. It installs the n8n package's tarball from `npm run pack`
// (packing first when it is missing or older than its sources) into a fresh n8n user folder's .n8n/nodes the
// way n8n installs a community package, starts the local API server and a page behind Basic Auth on 127.0.0.1,
// imports the credentials (the API key, the page's login) and the example workflows (examples/n8n/), executes
// them headless with `n8n execute`, and checks every operation's output against the servers' state, once in
// each binary-data mode n8n offers on one instance (memory and filesystem), each in a fresh user folder against
// a fresh server. In filesystem mode (n8n's default outside queue mode) it then runs n8n as a server for the
// webhooks: the Doc Convert Trigger and Wait for the Document, 20 fast renders at once among them
// (webhooks.ts), and measures what a 256 MB PDF costs n8n, streamed and buffered (memory.ts): it prints
// the 64 MB target as met or MISSED, and fails when streaming stops paying (streamed above half the buffered
// growth, or above 128 MB). Last, n8n in queue mode: Postgres and Redis on loopback, a main, a worker and a
// webhook processor, `database` binary data (queue.ts). The
// workflows hold no secret: they read the key to enable, the key the logs are filtered on and a PDF password
// from the environment given to n8n here, and the page's login from its credential.
//
// n8n itself (2.41.1, with Node 24 for it) is installed once into a cache (DOC_CONVERT_N8N_HOME, default
// ~/.cache/doc-convert-n8n; about 3 GB and 6 minutes). Only a failure to install n8n (a registry problem) turns
// into a warning and exit code 0; every other failure fails. DOC_CONVERT_E2E_MODES=default,filesystem,queue
// (all by default) picks the phases, while working on one.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { DISABLED_KEY, SANDBOX_KEY, startLocalServer, type LocalServer } from 'doc-convert-server';
import { packedTarballs } from '@doc-convert/testing/packages/packed';
import {
  checkRun,
  type ExecutionRun,
  type ExpectedState,
  type MapperAnswers,
  type ProtectedPage,
} from './checks';
import { freePort, startN8nServer } from './n8n-server';
import {
  BIG_FILE_BYTES,
  STREAMED_GROWTH_LIMIT,
  bigFileWorkflow,
  buildBufferedBundle,
  executeMeasured,
  megabytes,
  type StartN8n,
} from './memory';
import { queueSuite } from './queue';
import { checkWebhooksInN8n, startRecorder, webhookWorkflows } from './webhooks';

/** The repository's root (the packed tarball, the example workflows). */
const ROOT = resolve(import.meta.dirname, '../../../..');
const EXAMPLES = join(ROOT, 'examples/n8n');
const WORKFLOW = join(EXAMPLES, 'doc-convert-every-operation.json');
/** The examples to learn from, run up to their last Doc Convert node. */
const LEARNING_EXAMPLES = ['invoice-from-item-data.json', 'website-screenshot-on-schedule.json'];
const N8N_VERSION = process.env.DOC_CONVERT_N8N_VERSION ?? '2.41.1';
const CACHE = process.env.DOC_CONVERT_N8N_HOME ?? join(homedir(), '.cache/doc-convert-n8n');
const N8N_DIR = join(CACHE, `n8n-${N8N_VERSION}`);
const NODE24_DIR = join(CACHE, 'node24');
/** The registry lacks a package that linkedom 0.18.15 (an n8n dependency) needs. */
const LINKEDOM = '0.18.12';
const CREDENTIAL = { id: 'DocConvertLocal1', name: 'Doc Convert (local server)' };
const SOURCE_LOGIN = { id: 'DocConvertLogin1', name: 'Intranet login (local)' };
const NODE_TYPE = 'n8n-nodes-doc-convert.docConvert';
const STICKY_NOTE = 'n8n-nodes-base.stickyNote';
/** n8n's nodes that need an outside account (SMTP): left out of a test run, with their connections. */
const OUTSIDE_ACCOUNTS = new Set(['n8n-nodes-base.emailSend']);

interface WorkflowJson {
  id?: string;
  name: string;
  nodes: Array<{ name: string; type: string; typeVersion: number; parameters: object; credentials?: object }>;
  connections: Record<string, { main: Array<Array<{ node: string }>> }>;
}

interface Run {
  code: number;
  signal?: string;
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
      resolvePromise({ code: code ?? (signal ? 128 : 1), signal: signal ?? undefined, stdout, stderr });
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
/** n8n, watched while it runs: the measured executions and the server (memory.ts, webhooks.ts). */
const startN8n: StartN8n = (args, env) => spawn(n8nBin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** The n8n package's tarball from `npm run pack` (packing first when it is missing or stale). */
async function pack(): Promise<{ tarball: string; name: string; version: string }> {
  const { n8n: tarball } = await packedTarballs(log);
  const { stdout } = await mustRun('tar', ['-xzOf', tarball, 'package/package.json']);
  const manifest = JSON.parse(stdout) as { name: string; version: string };
  return { tarball, name: manifest.name, version: manifest.version };
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

/**
 * An example as `n8n execute` can run it here: a Manual Trigger where it has a Schedule Trigger (the command
 * starts from a manual trigger only), without the nodes that need an outside account, its Doc Convert nodes on
 * the local server's credential.
 */
function runnable(workflow: WorkflowJson, id: string): WorkflowJson {
  const dropped = new Set(workflow.nodes.filter((n) => OUTSIDE_ACCOUNTS.has(n.type)).map((n) => n.name));
  const nodes = workflow.nodes
    .filter((node) => !dropped.has(node.name))
    .map((node) => {
      if (node.type === 'n8n-nodes-base.scheduleTrigger') {
        return { ...node, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, parameters: {} };
      }
      return node.type === NODE_TYPE ? { ...node, credentials: { docConvertApi: CREDENTIAL } } : node;
    });
  const connections: WorkflowJson['connections'] = {};
  for (const [from, { main }] of Object.entries(workflow.connections)) {
    if (dropped.has(from)) continue;
    connections[from] = { main: main.map((targets) => targets.filter((t) => !dropped.has(t.node))) };
  }
  return { ...workflow, id, nodes, connections };
}

/** A page behind Basic Auth on 127.0.0.1, for the conversion that logs in with a Source Login credential. */
async function startProtectedPage(): Promise<ProtectedPage & { server: Server }> {
  const login = { user: 'reports', password: randomBytes(12).toString('hex') };
  const expected = `Basic ${Buffer.from(`${login.user}:${login.password}`).toString('base64')}`;
  const page: ProtectedPage = { url: '', login, authorized: 0, refused: 0 };
  const server = createHttpServer((req, res) => {
    if (req.headers.authorization !== expected) {
      page.refused++;
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="intranet"' }).end('login required');
      return;
    }
    page.authorized++;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><title>Intranet report</title><h1>Intranet report</h1><p>For logged-in readers.</p>',
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  page.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reports/weekly`;
  return Object.assign(page, { server });
}

/**
 * What the editor shows in Generate Document's Variables for a template the every-operation workflow created
 * (and for one that does not exist): n8n started as a server, asked through its dynamic-parameters endpoint as
 * the editor asks it, with the node's version and the run's credential.
 */
async function askTheEditor(env: NodeJS.ProcessEnv, server: LocalServer): Promise<MapperAnswers> {
  const editor = await startN8nServer(N8N_DIR, env);
  try {
    const ask = (slug: string) =>
      editor.rest('dynamic-node-parameters/resource-mapper-fields', {
        nodeTypeAndVersion: { name: NODE_TYPE, version: 1.1 },
        methodName: 'getTemplateVariables',
        path: 'parameters.variables',
        currentNodeParameters: {
          resource: 'template',
          operation: 'generate',
          template: { __rl: true, mode: 'slug', value: slug },
          documentFormat: 'pdf',
          dataSource: 'mapFields',
          variables: { mappingMode: 'defineBelow', value: null },
        },
        credentials: { docConvertApi: CREDENTIAL },
      });
    const requestsBefore = server.state.requests.length;
    const known = await ask('course-certificate');
    const missing = await ask('no-such-template');
    const paths = server.state.requests.slice(requestsBefore).map((r) => `${r.method} ${r.path}`);
    return { known, missing, paths } as MapperAnswers;
  } finally {
    await editor.stop();
  }
}

/** The execution data n8n prints, pretty-printed, among its log lines: from a line "{" to the next line "}". */
function parseExecution(stdout: string): Record<string, unknown> {
  const match = /^\{$[\s\S]*?^\}$/m.exec(stdout);
  if (!match) throw new Error(`n8n printed no execution data:\n${stdout.slice(-3000)}`);
  return JSON.parse(match[0]);
}

/** n8n 2.41's binary-data modes on a single instance: memory ("default") and filesystem (its default). */
const ALL_MODES = ['default', 'filesystem'] as const;
type BinaryMode = (typeof ALL_MODES)[number];
/** DOC_CONVERT_E2E_MODES=filesystem runs one phase only (while working on the e2e); unset, all three. */
const PHASES = (process.env.DOC_CONVERT_E2E_MODES ?? [...ALL_MODES, 'queue'].join(',')).split(',');
const BINARY_MODES = ALL_MODES.filter((mode) => PHASES.includes(mode));
const BIG_FILE_WORKFLOW = 'docConvertBigFile';

/** Every workflow in one binary-data mode, in a fresh n8n user folder against a fresh local server. */
async function suite(
  mode: BinaryMode,
  work: string,
  packed: Awaited<ReturnType<typeof pack>>,
): Promise<number> {
  let server: LocalServer | undefined;
  let page: Awaited<ReturnType<typeof startProtectedPage>> | undefined;
  try {
    let phase = Date.now();
    const user = join(work, mode, 'user');
    const nodesDir = join(user, '.n8n/nodes');
    await mkdir(nodesDir, { recursive: true });
    await installPackage(nodesDir, packed);
    log(`[${mode}] installed ${basename(packed.tarball)} into ${nodesDir} (${seconds(phase)})`);

    server = await startLocalServer({ renderer: 'text' });
    const expected: ExpectedState = {
      creditsUsedBefore: server.state.credits.used,
      invoices: server.state.invoices.slice(0, 5).map((invoice) => invoice.reference),
      templates: [...server.state.templates.values()].map((t) => ({ slug: t.slug, html: t.html })),
      disabledKeyTail: DISABLED_KEY.slice(-4),
    };
    page = await startProtectedPage();
    const pdfPassword = randomBytes(9).toString('hex');
    log(`[${mode}] local server at ${server.url}, protected page at ${page.url}`);

    const credentials = join(work, mode, 'credentials.json');
    await writeFile(
      credentials,
      JSON.stringify([
        { ...CREDENTIAL, type: 'docConvertApi', data: { apiKey: SANDBOX_KEY, baseUrl: server.url } },
        { ...SOURCE_LOGIN, type: 'docConvertSourceLoginApi', data: page.login },
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
      N8N_DEFAULT_BINARY_DATA_MODE: mode,
      N8N_BINARY_DATA_STORAGE_PATH: binaryDir,
      // `n8n execute` prints the execution data through its logger at level info.
      N8N_LOG_LEVEL: 'info',
      DB_TYPE: 'sqlite',
      // What the every-operation workflow reads with $env instead of holding it (blocked by default in n8n 2).
      N8N_BLOCK_ENV_ACCESS_IN_NODE: 'false',
      DOC_CONVERT_KEY_TO_ENABLE: DISABLED_KEY,
      // The key Log → Get Many filters on: the credential's own, a secret all the same.
      DOC_CONVERT_LOG_KEY: SANDBOX_KEY,
      DOC_CONVERT_PDF_PASSWORD: pdfPassword,
      DOC_CONVERT_PROTECTED_PAGE_URL: page.url,
    });

    phase = Date.now();
    const everyOperation = JSON.parse(await readFile(WORKFLOW, 'utf8')) as WorkflowJson;
    const learning = await Promise.all(
      LEARNING_EXAMPLES.map(async (file, index) =>
        runnable(JSON.parse(await readFile(join(EXAMPLES, file), 'utf8')), `docConvertExample${index + 1}`),
      ),
    );
    // Filesystem mode also runs n8n as a server for the webhooks (the trigger and the wait) and measures the
    // 256 MB PDF.
    const recorder = await startRecorder();
    const hooks = webhookWorkflows(CREDENTIAL, recorder.url);
    const measured =
      mode === 'filesystem' ? [bigFileWorkflow(BIG_FILE_WORKFLOW, CREDENTIAL), ...hooks.workflows] : [];
    const workflows = join(work, mode, 'workflows.json');
    await writeFile(workflows, JSON.stringify([everyOperation, ...learning, ...measured]));
    await mustRun(n8nBin, ['import:credentials', `--input=${credentials}`], { env, timeoutMs: 300_000 });
    await mustRun(n8nBin, ['import:workflow', `--input=${workflows}`], { env, timeoutMs: 300_000 });
    log(
      `[${mode}] imported the credentials and ${1 + learning.length + measured.length} workflows (${seconds(phase)})`,
    );

    const runs: Record<string, ExecutionRun> = {};
    for (const workflow of [everyOperation, ...learning]) {
      phase = Date.now();
      const execution = await run(n8nBin, ['execute', `--id=${workflow.id}`, '--rawOutput'], {
        // A port of its own: the previous run's task runner may still hold the last one for a moment.
        env: { ...env, N8N_RUNNERS_BROKER_PORT: String(await freePort()) },
        timeoutMs: 300_000,
      });
      log(
        `[${mode}] ${workflow.name}: n8n execute exited with ${execution.code}${execution.signal ? ` (${execution.signal})` : ''} (${seconds(phase)})`,
      );
      if (execution.code !== 0 || !/"status": "success"/.test(execution.stdout)) {
        process.stderr.write(`${execution.stdout.slice(-6000)}\n${execution.stderr.slice(-4000)}\n`);
        throw new Error(`${workflow.name} did not run successfully`);
      }
      const notes = `${execution.stdout.replace(/^\{$[\s\S]*?^\}$/m, '')}\n${execution.stderr}`
        .split('\n')
        .filter((line) => line.trim() !== '');
      for (const line of notes.slice(0, 10)) log(`n8n: ${line}`);
      runs[workflow.id!] = {
        data: parseExecution(execution.stdout),
        stdout: execution.stdout,
        // Sticky notes are notes, not steps: they never run.
        nodeNames: workflow.nodes.filter((node) => node.type !== STICKY_NOTE).map((node) => node.name),
      };
    }
    phase = Date.now();
    const mapper = await askTheEditor(env, server);
    log(`the editor's Variables fields, from n8n started as a server (${seconds(phase)})`);
    let failures = await checkRun({
      mapper,
      everyOperation: runs[everyOperation.id!]!,
      invoice: runs[learning[0]!.id!]!,
      screenshot: runs[learning[1]!.id!]!,
      server,
      page,
      pdfPassword,
      logKey: SANDBOX_KEY,
      secrets: [SANDBOX_KEY, DISABLED_KEY, page.login.password, pdfPassword],
      expected,
      readBinary: (id) => readFile(join(binaryDir, id.replace(/^filesystem(-v2)?:/, ''))),
      log: (message) => log(`[${mode}] ${message}`),
    });
    if (mode === 'filesystem') {
      phase = Date.now();
      for (const id of hooks.ids) {
        await mustRun(n8nBin, ['publish:workflow', `--id=${id}`], { env, timeoutMs: 300_000 });
      }
      log(`[${mode}] published the trigger and wait workflows (${seconds(phase)})`);
      phase = Date.now();
      failures += await checkWebhooksInN8n({
        startN8n,
        env,
        port: await freePort(),
        server,
        recorder,
        log: (message) => log(`[${mode}] ${message}`),
      });
      log(`[${mode}] the webhooks in n8n start (${seconds(phase)})`);
      const bundle = join(nodesDir, 'node_modules', packed.name, 'dist/nodes/DocConvert/DocConvert.node.js');
      failures += await measureBigFile({ env, server, bundle, binaryDir, work: join(work, mode) });
    }
    await recorder.close();
    return failures;
  } finally {
    await new Promise((done) => (page ? page.server.close(done) : done(undefined)));
    await server?.close();
  }
}

/**
 * The 256 MB PDF, streamed (the node as packed) and buffered (the node as it was before), in one n8n user
 * folder: the buffered bundle replaces the installed one for its run. Prints STREAMED_GROWTH_LIMIT as met or
 * MISSED; fails when streaming stops paying (see below).
 */
async function measureBigFile(options: {
  env: NodeJS.ProcessEnv;
  server: LocalServer;
  bundle: string;
  binaryDir: string;
  work: string;
}): Promise<number> {
  const { env, server, bundle, binaryDir } = options;
  const phase = Date.now();
  const buffered = await buildBufferedBundle(join(options.work, 'buffered'));
  const packedBundle = await readFile(bundle);
  const growth: Record<string, number> = {};
  let failures = 0;
  server.state.pdfPadBytes = BIG_FILE_BYTES;
  try {
    for (const variant of ['streamed', 'buffered'] as const) {
      await writeFile(bundle, variant === 'streamed' ? packedBundle : await readFile(buffered));
      const measured = await executeMeasured(startN8n, BIG_FILE_WORKFLOW, env, server);
      const data = /"status": "success"/.test(measured.stdout) ? parseExecution(measured.stdout) : undefined;
      const item = (
        data?.data as
          | {
              resultData: {
                runData: Record<
                  string,
                  Array<{
                    data: {
                      main: Array<Array<{ binary?: Record<string, { id?: string; bytes?: number }> }>>;
                    };
                  }>
                >;
              };
            }
          | undefined
      )?.resultData.runData['Big PDF']?.[0]?.data.main[0]?.[0];
      const stored = item?.binary?.data;
      const size = stored?.id
        ? (await stat(join(binaryDir, stored.id.replace(/^filesystem(-v2)?:/, '')))).size
        : 0;
      const ok = measured.code === 0 && size > BIG_FILE_BYTES && stored?.bytes === size;
      if (!ok) {
        failures++;
        process.stderr.write(`${measured.stdout.slice(-4000)}\n${measured.stderr.slice(-3000)}\n`);
      }
      log(`${ok ? 'ok  ' : 'FAIL'} a 256 MB PDF, ${variant}: ${megabytes(size)} in the binary field on disk`);
      growth[variant] = measured.growth;
      await rm(binaryDir, { recursive: true, force: true });
    }
  } finally {
    server.state.pdfPadBytes = 0;
    await writeFile(bundle, packedBundle);
  }
  // Two figures. The guard, which fails the run: streaming must keep n8n's growth far below the buffered code's
  // (at most half of it, and at most twice the issue's target), so a return to buffering cannot pass. The
  // issue's target (STREAMED_GROWTH_LIMIT, 64 MB) is printed as met or MISSED beside it, as the benchmarks
  // print theirs: it is not met yet on this machine kind (about 90 MB seen), and the README says so.
  const guarded = growth.streamed! <= Math.min(growth.buffered! / 2, 2 * STREAMED_GROWTH_LIMIT);
  if (!guarded) failures++;
  const target = growth.streamed! <= STREAMED_GROWTH_LIMIT;
  log(
    `${guarded ? 'ok  ' : 'FAIL'} n8n's memory growth converting a 256 MB PDF (filesystem mode): ` +
      `streamed ${megabytes(growth.streamed!)}, buffered ${megabytes(growth.buffered!)}; ` +
      `target for streamed ${megabytes(STREAMED_GROWTH_LIMIT)}: ${target ? 'met' : 'MISSED'} (${seconds(phase)})`,
  );
  return failures;
}

async function main(): Promise<number> {
  if (!(await installN8n())) return 0;
  const work = await mkdtemp(join(tmpdir(), 'doc-convert-n8n-e2e-'));
  try {
    const phase = Date.now();
    const packed = await pack();
    log(`packed ${basename(packed.tarball)} (${seconds(phase)})`);
    let failures = 0;
    for (const mode of BINARY_MODES) {
      const phase = Date.now();
      failures += await suite(mode, work, packed);
      log(`[${mode}] phase done (${seconds(phase)})`);
    }
    if (PHASES.includes('queue')) {
      const phase = Date.now();
      failures += await queueSuite({
        work: join(work, 'queue'),
        install: (nodesDir) => installPackage(nodesDir, packed),
        n8nDir: N8N_DIR,
        n8nBin,
        startN8n,
        withNode24,
        mustRun,
        log,
      });
      log(`[queue] phase done (${seconds(phase)})`);
    }
    if (failures > 0) {
      log(`FAILED: ${failures} check(s)`);
      return 1;
    }
    log(`passed: every phase (${PHASES.join(', ')}) in n8n ${N8N_VERSION}`);
    return 0;
  } finally {
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
