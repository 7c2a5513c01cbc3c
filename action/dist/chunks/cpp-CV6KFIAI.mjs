import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  cpp_default
} from "./chunk-QYXFXX52.mjs";
import "./chunk-5LBSUSAY.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  cpp_default as default
};
