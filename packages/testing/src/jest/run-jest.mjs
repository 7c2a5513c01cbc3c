#!/usr/bin/env node
// `npm test` (the bin doc-convert-jest, from the repository's root or from a package's folder): runs Jest (in ESM
// mode, with the arguments given) and fails the run when Jest does not exit by itself. Run from a package's folder
// (`npm test -w doc-convert`), it runs that package's tests only; from the root, every package's and the root's.
// A server, socket, timer or browser a test leaves open keeps Jest alive after its summary: Jest then prints that
// it did not exit (and waits for ever), or force-exits a worker. Passing tests with a leak are not a pass: any of
// those lines, or Jest still running 10 s after "Ran all test suites", fails the run (Jest is stopped then, rather
// than left hanging). `npm test -- --detectOpenHandles <file>` shows what was left open. A watchdog also stops a
// run that takes longer than JEST_WATCHDOG_MINUTES (default 45) in all.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The repository's root: the nearest folder up from here whose package.json declares the workspaces. */
function repositoryRoot(from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
    if (dirname(dir) === dir) throw new Error(`doc-convert-jest: no workspace root above ${from}`);
  }
}

const root = repositoryRoot(process.cwd());
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const here = relative(root, process.cwd()).split('\\').join('/');
// From a package's folder: its tests only (Jest always runs from the root, where its config is).
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const packageOnly = here.startsWith('packages/')
  ? ['--testPathPatterns', `^${escape(join(root, here))}/`]
  : [];
const args = [...packageOnly, ...process.argv.slice(2)];
const EXIT_GRACE_MS = 10_000;
const WATCHDOG_MS = Number(process.env.JEST_WATCHDOG_MINUTES || 45) * 60_000;
// The packages of the repository resolve to their sources in every process a test starts too (tsx children).
const SOURCE_CONDITION = '--conditions=@doc-convert/source';
const env = {
  ...process.env,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, SOURCE_CONDITION].filter(Boolean).join(' '),
};

/** Lines by which Jest says it had to be forced, or that it did not exit. */
const LEAKS = [
  /Jest did not exit one second after the test run has completed/,
  /Force exiting Jest/,
  /A worker process has failed to exit gracefully and has been force exited/,
  /Jest has detected the following \d+ open handles?/,
];
const FINISHED = /^Ran all test suites/;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

const interactive = args.some((arg) => /^--watch(All)?$/.test(arg));
const colors = process.stdout.isTTY && !args.some((arg) => /^--(no-)?colors?$/.test(arg)) ? ['--colors'] : [];
const child = spawn(
  process.execPath,
  ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', jest, ...colors, ...args],
  // Its own process group, so a stop reaches the workers too; watch mode keeps the terminal.
  { cwd: root, env, stdio: interactive ? 'inherit' : ['inherit', 'pipe', 'pipe'], detached: !interactive },
);

const problems = [];
let stopping;
function stop(reason) {
  problems.push(reason);
  if (stopping || child.exitCode !== null) return;
  const group = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  group('SIGTERM');
  stopping = setTimeout(() => group('SIGKILL'), 5_000);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interactive) return; // the terminal's signal reaches Jest itself
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  });
}

const watchdog = setTimeout(
  () => stop(`the run took longer than ${WATCHDOG_MS / 60_000} minutes (JEST_WATCHDOG_MINUTES)`),
  WATCHDOG_MS,
);
let exitGrace;

/** Passes a stream through, looking at each whole line. */
function watch(from, to) {
  let partial = '';
  from.on('data', (chunk) => {
    to.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop();
    for (const raw of lines) {
      const line = raw.replace(ANSI, '').trim();
      if (LEAKS.some((leak) => leak.test(line))) {
        // Jest goes on waiting after this one: stop it now.
        if (/did not exit/.test(line)) stop(`Jest did not exit by itself ("${line}")`);
        else problems.push(`Jest had to be forced, or found open handles ("${line}")`);
      }
      if (FINISHED.test(line) && !exitGrace) {
        exitGrace = setTimeout(
          () => stop(`Jest was still running ${EXIT_GRACE_MS / 1000} s after the run completed`),
          EXIT_GRACE_MS,
        );
      }
    }
  });
}
if (!interactive) {
  watch(child.stdout, process.stdout);
  watch(child.stderr, process.stderr);
}

child.on('close', (code, signal) => {
  clearTimeout(watchdog);
  clearTimeout(exitGrace);
  clearTimeout(stopping);
  if (problems.length > 0) {
    console.error(`\nnpm test failed: ${problems.join('; ')}.`);
    console.error(
      'Every server, socket, timer and browser a test starts must be closed by it: find the leak with `npm test -- --detectOpenHandles <test file>`.',
    );
    process.exit(1);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
