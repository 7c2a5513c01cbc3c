// The Action's connections to the service: one undici pool, made here and handed to the client
// (`pool.dispatcher`). The library's transport would load undici itself with a dynamic import(), but in the
// Action's bundle, split into chunks, esbuild gives a dynamic import() of a CommonJS package its default
// export alone (evanw/esbuild#3245), and the transport would find no Agent in it; a static import has no such
// gap. EnvHttpProxyAgent honours the proxy variables (HTTPS_PROXY, NO_PROXY…), as the library does, and is a
// plain pool without them.
import { EnvHttpProxyAgent, type Dispatcher } from 'undici';

/** A keep-alive pool of at most `connections` per origin, idle connections kept 30 s (the library's default). */
export function connectionPool(connections: number): Dispatcher {
  return new EnvHttpProxyAgent({ connections, keepAliveTimeout: 30_000 });
}
