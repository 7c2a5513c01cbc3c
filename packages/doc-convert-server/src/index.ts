// The local, API-compatible Document Conversion server: start one per test file (or per benchmark, or from
// the CLI) on 127.0.0.1, point a client at `url`, inspect `state`, inject `faults`, and `close()` it.
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { FaultController } from './faults';
import { answerProtocolErrors, SERVER_OPTIONS } from './protocol-errors';
import { createRenderer } from './render/choose';
import type { Renderer } from './render/renderer';
import type { Scenario } from './scenario';
import { handleRequest, type App } from './server';
import { ServerState } from './state';

export interface LocalServer {
  /** Base URL of the API, ending in /v3, e.g. `http://127.0.0.1:54321/v3`. */
  url: string;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  port: number;
  state: ServerState;
  faults: FaultController;
  /** What renders the conversions: `renderer.name`, and `await renderer.ready()` to start it and learn who serves. */
  renderer: Renderer;
  /**
   * Stops listening, destroys every open socket (keep-alive ones included), waits for queued webhooks and
   * closes the renderer (no Chromium process is left).
   */
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startLocalServer(scenario: Scenario = {}): Promise<LocalServer> {
  // Chosen first: a renderer that cannot be had is an error before anything listens.
  const renderer = createRenderer({ renderer: scenario.renderer, concurrency: scenario.renderConcurrency });
  const lifetime = new AbortController();
  const sockets = new Set<Socket>();
  const background = new Set<Promise<void>>();
  const faults = new FaultController();
  const server = createServer({ keepAliveTimeout: 5_000, ...SERVER_OPTIONS });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const port = await listen(server, scenario.port ?? 0);
  const origin = `http://127.0.0.1:${port}`;
  const state = new ServerState(scenario, origin);
  const app: App = {
    state,
    renderer,
    faults,
    origin,
    signal: lifetime.signal,
    track(task) {
      const tracked = task.catch(() => undefined).finally(() => background.delete(tracked));
      background.add(tracked);
    },
  };
  // Attached once the state exists: nothing can arrive between listen() resolving and this line.
  server.on('request', (req, res) => {
    handleRequest(app, req, res).catch(() => res.destroy());
  });
  answerProtocolErrors(server, (status) => state.countAnswer(status));

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      lifetime.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await Promise.allSettled([...background]);
      state.cancelWaiters('the local server closed');
      await renderer.close();
    })());

  return { url: `${origin}/v3`, origin, port, state, faults, renderer, close };
}

export { FaultController, type Fault, type FaultRoute } from './faults';
export {
  ServerState,
  type RecordedRequest,
  type WebhookDelivery,
  type StoredFile,
  type CreditsUsage,
} from './state';
export {
  DISABLED_KEY,
  MASTER_KEY,
  SANDBOX_KEY,
  DEFAULT_CREDITS,
  DEFAULT_HISTORY,
  DEFAULT_MAX_ACTIVE_KEYS,
  DEFAULT_RATE_LIMIT,
  DEFAULT_RECORDED_BODY_BYTES,
  type Scenario,
  type ScenarioKey,
  type ScenarioTemplate,
} from './scenario';
export { BYTES_PER_CREDIT, creditCost } from './routes/convert';
export { RENDERER_ENV } from './render/choose';
export type {
  OutputKind,
  RenderJob,
  Rendered,
  Renderer,
  RendererInfo,
  RendererName,
} from './render/renderer';
export type { Account, Plan, CreditCounts, Invoice, Template, KeyRecord, LogEntry } from './resources';
