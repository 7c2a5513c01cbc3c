import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  css_default
} from "./chunk-O5BPJHOP.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  css_default as default
};
