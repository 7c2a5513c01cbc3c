import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunks/chunk-NFZOQUMC.mjs";

// packages/action/src/index.ts
init_esm_shims();
import module from "node:module";
module.enableCompileCache?.();
var { run } = await import("./chunks/main-SXAM2WFM.mjs");
await run();
