import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/pdf/index.ts
init_esm_shims();
