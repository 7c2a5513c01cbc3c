import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  yaml_default
} from "./chunk-C3KE3UTM.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  yaml_default as default
};
