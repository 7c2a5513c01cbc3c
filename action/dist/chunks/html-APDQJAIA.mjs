import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  html_default
} from "./chunk-BBF2YA34.mjs";
import "./chunk-FA2773UG.mjs";
import "./chunk-O5BPJHOP.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  html_default as default
};
