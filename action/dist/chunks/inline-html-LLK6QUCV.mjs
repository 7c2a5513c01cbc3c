import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-JM2EPR67.mjs";
import "./chunk-GFQGFA4L.mjs";
import "./chunk-HF6ORPMY.mjs";
import "./chunk-HQO2VLD3.mjs";
export {
  inlineHtml,
  parseSrcset
};
