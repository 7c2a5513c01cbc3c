// n8n as the editor's server, for what only the editor asks of a node: the e2e starts `n8n start` on a free
// loopback port with the run's user folder (the package, the credentials and the workflows already imported),
// sets up the owner the way the first visit to the editor does, and calls the editor's REST endpoints with that
// session, e.g. the dynamic-parameters endpoint that fills a resource mapper. Stopped with SIGTERM, then SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface N8nServer {
  url: string;
  /** What the process printed lately (its last 200 000 characters). */
  output: () => string;
  /** POST (or GET without a body) to /rest/<path> as the owner; the answer's `data`. */
  rest: (path: string, body?: unknown) => Promise<unknown>;
  stop: () => Promise<void>;
}

/** A free loopback port, for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`n8n start exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/healthz/readiness`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`n8n did not become ready within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts `n8n start` from the n8n installed in `n8nDir` with `env` (the e2e's, user folder included) and signs
 * in as a new owner.
 */
export async function startN8nServer(n8nDir: string, env: NodeJS.ProcessEnv): Promise<N8nServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(join(n8nDir, 'node_modules/.bin/n8n'), ['start'], {
    env: {
      ...env,
      N8N_PORT: String(port),
      N8N_LISTEN_ADDRESS: '127.0.0.1',
      N8N_RUNNERS_BROKER_PORT: String(await freePort()),
      N8N_SECURE_COOKIE: 'false',
      N8N_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-200_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, child, () => output, 180_000);
    // The editor sends a browser id with every request; a session cookie is bound to it.
    const browserId = randomBytes(8).toString('hex');
    let cookie = '';
    const call = async (path: string, body?: unknown) => {
      const response = await fetch(`${url}/rest/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'browser-id': browserId, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0]!;
      const text = await response.text();
      if (!response.ok)
        throw new Error(`n8n answered ${response.status} to /rest/${path}: ${text.slice(0, 500)}`);
      return (JSON.parse(text) as { data?: unknown }).data;
    };
    await call('owner/setup', {
      email: 'owner@doc-convert.test',
      firstName: 'Test',
      lastName: 'Owner',
      password: `Pw${randomBytes(9).toString('hex')}1`,
    });
    return { url, rest: call, stop, output: () => output };
  } catch (error) {
    await stop();
    throw error;
  }
}
