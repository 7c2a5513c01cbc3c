import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  require_agent,
  require_env_http_proxy_agent
} from "./chunk-5NHUNUW7.mjs";
import {
  init_esm_shims
} from "./chunk-6ODO5OSX.mjs";

// packages/action/src/undici-lite.ts
init_esm_shims();
function Agent(options) {
  const Dispatcher = require_agent();
  return new Dispatcher(options);
}
function EnvHttpProxyAgent(options) {
  const Dispatcher = require_env_http_proxy_agent();
  return new Dispatcher(options);
}
export {
  Agent,
  EnvHttpProxyAgent
};
