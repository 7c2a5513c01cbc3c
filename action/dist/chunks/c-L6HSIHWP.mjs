import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  c_default
} from "./chunk-5LBSUSAY.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  c_default as default
};
