import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-C4L75WCI.mjs";
import "./chunk-3ZBW6J3W.mjs";
import "./chunk-VHZAHUDT.mjs";
import "./chunk-HF6ORPMY.mjs";
import "./chunk-HQO2VLD3.mjs";
export {
  inlineHtml,
  parseSrcset
};
