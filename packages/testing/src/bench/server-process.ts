// The local server in a process of its own, for benchmarks that must not share an event loop (and a core)
// with the client they measure. Prints its base URL on the first line of stdout; stops when stdin closes.
import { startLocalServer, type Scenario } from 'doc-convert-server';

async function main(): Promise<void> {
  const scenario = JSON.parse(process.argv[2] ?? '{}') as Scenario;
  const server = await startLocalServer(scenario);
  process.stdout.write(`${server.url}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void server.close().then(() => process.exit(0)));
}

void main();
