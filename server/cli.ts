// `npm run server`: starts the local server with the default scenario and keeps it running until SIGINT
// or SIGTERM. Port from `--port N`, `--port=N` or PORT (default 0: an ephemeral port, printed); renderer from
// `--renderer chromium|text` or DOC_CONVERT_RENDERER (default: Chromium where it runs). It prints the base
// URL, the renderer serving, every API key of the scenario with what it is for, and how to reset the state.
import { startLocalServer } from './index';
import { RENDERER_ENV } from './render/choose';
import type { RendererName } from './render/renderer';
import { defaultKeys, SANDBOX_KEY } from './scenario';

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

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const server = await startLocalServer({
    port: portFrom(argv, process.env),
    renderer: flag(argv, 'renderer') as RendererName | undefined,
  });
  const renderer = await server.renderer.ready();
  const keys = defaultKeys();
  const width = Math.max(...keys.map((key) => key.token.length));
  process.stdout.write(
    [
      'Doc Convert local server (API v3) listening on 127.0.0.1',
      `  base URL:  ${server.url}`,
      `  renderer:  ${renderer.name}: ${renderer.detail}`,
      `             (--renderer chromium|text or ${RENDERER_ENV} chooses)`,
      '  API keys (send one as X-API-Key):',
      ...keys.map((key) => `    ${key.token.padEnd(width)}  ${key.name}: ${key.purpose}`),
      `  try:       curl -s -H 'X-API-Key: ${SANDBOX_KEY}' ${server.url}/credits/usage`,
      '  state:     in memory only (credits, keys, logs, stored files, templates); to reset it, stop the',
      '             server and start it again (Ctrl+C, then npm run server)',
      'Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  const stop = (signal: string) => {
    process.stdout.write(`\n${signal}: closing\n`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
