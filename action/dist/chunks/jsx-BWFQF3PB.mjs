import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  jsx_default
} from "./chunk-6N6LIFBP.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  jsx_default as default
};
