import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  javascript_default
} from "./chunk-FA2773UG.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  javascript_default as default
};
