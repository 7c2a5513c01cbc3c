import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-4UG2GZOD.mjs";
import "./chunk-76KL54UF.mjs";
import "./chunk-VHZAHUDT.mjs";
import "./chunk-HF6ORPMY.mjs";
import "./chunk-HQO2VLD3.mjs";
export {
  inlineHtml,
  parseSrcset
};
