import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  lua_default
} from "./chunk-7FZN2AV3.mjs";
import "./chunk-5LBSUSAY.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  lua_default as default
};
