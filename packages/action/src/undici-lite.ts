// The two dispatchers of undici that the core's transport uses, each loaded on first use. undici's own entry
// loads all of undici (fetch, WebSocket, caches, mocks: 1.4 MB) before the Action can do anything; the
// bundle (build/tsup.action.ts) resolves the transport's `undici` import to this module instead, which keeps
// the credits check's cold start short. The transport only dispatches (no request(), no stream API), so the
// dispatcher classes are all it needs. Tests and the library use undici itself.
/* eslint-disable @typescript-eslint/no-require-imports */

export function Agent(options?: unknown): object {
  const Dispatcher = require('undici/lib/dispatcher/agent.js') as new (options?: unknown) => object;
  return new Dispatcher(options);
}

export function EnvHttpProxyAgent(options?: unknown): object {
  const Dispatcher = require('undici/lib/dispatcher/env-http-proxy-agent.js') as new (
    options?: unknown,
  ) => object;
  return new Dispatcher(options);
}
