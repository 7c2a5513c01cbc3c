import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  require_undici
} from "./chunk-6T2TGLJL.mjs";
import "./chunk-NFZOQUMC.mjs";
export default require_undici();
