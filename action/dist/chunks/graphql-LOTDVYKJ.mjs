import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  graphql_default
} from "./chunk-4MCZSZUI.mjs";
import "./chunk-6N6LIFBP.mjs";
import "./chunk-P4L5WQSS.mjs";
import "./chunk-FA2773UG.mjs";
import "./chunk-4QQGHCVX.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  graphql_default as default
};
