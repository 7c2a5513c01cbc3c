import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  require_undici
} from "./chunk-4X7MHFRQ.mjs";
import "./chunk-6ODO5OSX.mjs";
export default require_undici();
