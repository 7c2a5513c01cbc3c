// The two dispatchers of undici that the core's transport uses, each loaded on first use. undici's own entry
// loads all of undici (fetch, WebSocket, caches, mocks: 1.4 MB) before the Action can do anything; the
// bundle (build/tsup.action.ts) resolves the transport's `undici` import to this module instead, which keeps
// the credits check's cold start short. Tests and the library use undici itself.
/* eslint-disable @typescript-eslint/no-require-imports */

type Constructor = new (options?: unknown) => object;
let apiInstalled = false;

/** What undici's entry does besides exporting: the request/stream/... methods on every Dispatcher. */
function withApi(dispatcher: Constructor): Constructor {
  if (!apiInstalled) {
    Object.assign(
      require('undici/lib/dispatcher/dispatcher.js').prototype,
      require('undici/lib/api/index.js'),
    );
    apiInstalled = true;
  }
  return dispatcher;
}

export function Agent(options?: unknown): object {
  return new (withApi(require('undici/lib/dispatcher/agent.js')))(options);
}

export function EnvHttpProxyAgent(options?: unknown): object {
  return new (withApi(require('undici/lib/dispatcher/env-http-proxy-agent.js')))(options);
}
