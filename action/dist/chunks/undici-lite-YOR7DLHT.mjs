import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  require_agent,
  require_env_http_proxy_agent
} from "./chunk-Q4LRWCMF.mjs";
import "./chunk-HQO2VLD3.mjs";

// action/src/undici-lite.ts
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
