// `npm run server`: starts the local server with the default scenario and keeps it running until SIGINT
// or SIGTERM. Port from `--port N`, `--port=N` or PORT (default 0: an ephemeral port, printed).
import { startLocalServer } from './index';
import { SANDBOX_KEY } from './scenario';

function portFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const at = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const raw = at < 0 ? env.PORT : argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  if (raw === undefined || raw === '') return 0;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${raw}`);
  return port;
}

async function main(): Promise<void> {
  const server = await startLocalServer({ port: portFrom(process.argv.slice(2), process.env) });
  process.stdout.write(
    [
      'Doc Convert local server (API v3) listening on 127.0.0.1',
      `  base URL:    ${server.url}`,
      `  sandbox key: ${SANDBOX_KEY}`,
      `  try:         curl -s -H 'X-API-Key: ${SANDBOX_KEY}' ${server.url}/credits/usage`,
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
