import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  shellscript_default
} from "./chunk-7MU67Q4H.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  shellscript_default as default
};
