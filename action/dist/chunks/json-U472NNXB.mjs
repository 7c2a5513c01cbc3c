import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  json_default
} from "./chunk-FSLN32Q5.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  json_default as default
};
