import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/action/src/types.ts
init_esm_shims();
import path from "node:path";
var InputError = class extends Error {
  name = "InputError";
};
function isWorkspaceRelative(pattern) {
  return !path.isAbsolute(pattern) && !/^[a-zA-Z]:/.test(pattern) && !pattern.split(/[\\/]/).includes("..");
}
function describeError(error, secrets) {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) if (secret) message = message.split(secret).join("***");
  return message;
}

export {
  InputError,
  isWorkspaceRelative,
  describeError
};
