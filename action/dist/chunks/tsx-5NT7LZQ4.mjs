import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  tsx_default
} from "./chunk-P4L5WQSS.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  tsx_default as default
};
