#!/usr/bin/env node
// `npx doc-convert-server` (the package's bin, built from this file by build/tsup.server.ts), and
// `npm run server` in this repository: starts the local server with the default scenario and keeps it running until SIGINT,
// SIGTERM or SIGHUP, then closes it (the browser too) and exits; a second signal exits at once. The npm script
// execs this file in one node process (`exec node --import tsx`: no shell or tsx wrapper between npm and it),
// so a signal sent to npm, which passes it on to its child, or to this process itself stops the server; and
// if npm is killed outright, the server notices its parent is gone and stops too. Nothing is left running.
// Port from `--port N`, `--port=N` or PORT (default 0: an ephemeral port, printed); renderer from
// `--renderer chromium|text` or DOC_CONVERT_RENDERER (default: Chromium where it runs). `--pdf-pad SIZE` (or
// DOC_CONVERT_PDF_PAD) makes every PDF answer SIZE bigger (80MiB, 600MiB, 300MB, or bytes): the big answers
// an operator needs to try a client's limits (n8n's binary-data modes). The text renderer pads them
// (Scenario.pdfPadBytes), so padding picks it unless a renderer is named, and refuses Chromium. It prints the
// base URL, the port option, the renderer serving, the padding, every API key of the scenario with what it is
// for, the templates and credits the state starts with, and how to stop and reset it.
import { startLocalServer, type LocalServer } from './index';
import { RENDERER_ENV } from './render/choose';
import type { RendererName } from './render/renderer';
import { defaultKeys, SANDBOX_KEY } from './scenario';

/** The environment variable `--pdf-pad` may come from. */
const PDF_PAD_ENV = 'DOC_CONVERT_PDF_PAD';

/** Bytes per unit of a size: decimal (kB, MB, GB) and binary (KiB, MiB, GiB), as `du` and n8n's docs write them. */
const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
};

/** A size such as `80MiB`, `600 MB` or `268435456` (bytes), in bytes; throws naming the flag and the rule. */
function sizeInBytes(raw: string, name: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(raw);
  const suffix = match?.[2]?.toLowerCase() ?? '';
  const unit = match && Object.hasOwn(UNITS, suffix) ? UNITS[suffix] : undefined;
  const bytes = match && unit !== undefined ? Math.round(Number(match[1]) * unit) : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    throw new Error(`${name} must be a size such as 80MiB, 600MB or 268435456 (bytes), got "${raw}"`);
  }
  return bytes;
}

/**
 * The padding of every PDF answer and the renderer that can make it: padding picks the text renderer unless
 * one is named, and refuses Chromium (only the text renderer pads: Scenario.pdfPadBytes).
 */
function padding(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  renderer: string | undefined,
): { pdfPadBytes: number; renderer: RendererName | undefined } {
  const fromFlag = flag(argv, 'pdf-pad');
  const raw = fromFlag ?? (env[PDF_PAD_ENV]?.trim() || undefined);
  const name = fromFlag === undefined ? PDF_PAD_ENV : '--pdf-pad';
  const pdfPadBytes = raw === undefined ? 0 : sizeInBytes(raw, name);
  const chosen = (renderer ?? (env[RENDERER_ENV]?.trim() || undefined)) as RendererName | undefined;
  if (pdfPadBytes === 0) return { pdfPadBytes, renderer: renderer as RendererName | undefined };
  if (chosen === 'chromium') {
    throw new Error(
      `${name} needs the text renderer: Chromium's PDFs are not padded. Leave out --renderer and ${RENDERER_ENV} (padding picks the text renderer), or set --renderer text.`,
    );
  }
  return { pdfPadBytes, renderer: chosen ?? 'text' };
}

const grouped = (bytes: number) => String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The value of `--name N`, `--name=N`, or undefined. */
function flag(argv: readonly string[], name: string): string | undefined {
  const at = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  return argv[at].includes('=') ? argv[at].slice(argv[at].indexOf('=') + 1) : argv[at + 1];
}

function portFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const raw = flag(argv, 'port') ?? env.PORT;
  if (raw === undefined || raw === '') return 0;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${raw}`);
  return port;
}

const say = (text: string) => process.stdout.write(`${text}\n`);

let server: LocalServer | undefined;
let stopping: string | undefined;

/** Closes the server and exits; before the server is up, it is closed as soon as it is. */
function stop(signal: string): void {
  if (stopping) {
    say(`${signal} again: exiting now`);
    process.exit(1);
  }
  stopping = signal;
  say(`\n${signal}: closing`);
  if (server) close(server);
}

function close(running: LocalServer): void {
  running.close().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`closing failed: ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}

function banner(
  running: LocalServer,
  renderer: { name: string; detail: string },
  pdfPadBytes: number,
): string {
  const keys = defaultKeys();
  const width = Math.max(...keys.map((key) => key.token.length));
  const templates = [...running.state.templates.keys()];
  const credits = running.state.creditsUsage();
  return [
    'Doc Convert local server (API v3) listening on 127.0.0.1',
    `  base URL:  ${running.url}`,
    `  port:      ${running.port} (--port N or PORT=N picks it; default: any free port)`,
    `  renderer:  ${renderer.name}: ${renderer.detail}`,
    `             (--renderer chromium|text or ${RENDERER_ENV} chooses)`,
    ...(renderer.name === 'chromium'
      ? ['             Chromium is unpacked once per version: the first start after an install takes ~7 s']
      : []),
    pdfPadBytes > 0
      ? `  PDFs:      every PDF answer ${grouped(pdfPadBytes)} bytes (${(pdfPadBytes / 2 ** 20).toFixed(1)} MiB) bigger, streamed (--pdf-pad or ${PDF_PAD_ENV})`
      : `  PDFs:      as rendered (--pdf-pad SIZE, e.g. 80MiB, makes every PDF answer that much bigger)`,
    '  API keys (send one as X-API-Key):',
    ...keys.map((key) => `    ${key.token.padEnd(width)}  ${key.name}: ${key.purpose}`),
    `  templates: ${templates.length ? templates.join(', ') : 'none'} (stored already: creating one of these slugs is refused; update or delete it)`,
    `  credits:   ${credits.used} of ${credits.total} used, ${credits.remaining} left`,
    `  try:       curl -s -H 'X-API-Key: ${SANDBOX_KEY}' ${running.url}/credits/usage`,
    '  state:     in memory only (credits, keys, logs, stored files, templates); to reset it, stop the',
    '             server and start it again (Ctrl+C, then the same command)',
    `  pid:       ${process.pid}`,
    'Ctrl+C (or SIGTERM) to stop.',
    '',
  ].join('\n');
}

/** Stops the server when the process that started it is gone (npm killed outright): no orphan is left. */
function stopWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) stop('parent process gone');
  }, 1000).unref();
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  stopWithParent();
  const argv = process.argv.slice(2);
  const { pdfPadBytes, renderer: rendererName } = padding(argv, process.env, flag(argv, 'renderer'));
  const running = await startLocalServer({
    port: portFrom(argv, process.env),
    renderer: rendererName,
    pdfPadBytes,
  });
  server = running;
  if (stopping) return close(running);
  if (running.renderer.name === 'chromium') {
    say('Starting Chromium (unpacked on its first start after an install: about 7 s, once per version) …');
  }
  const renderer = await running.renderer.ready();
  if (stopping) return;
  process.stdout.write(banner(running, renderer, pdfPadBytes));
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
