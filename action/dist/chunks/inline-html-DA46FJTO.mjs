import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  MAX_TARGETS,
  inlineHtml,
  parseSrcset,
  targetLinks
} from "./chunk-QH622CPO.mjs";
import "./chunk-LPOLEH6B.mjs";
import "./chunk-RW2EOLGA.mjs";
import "./chunk-RCVGSD3Q.mjs";
import "./chunk-ZEUOIKAX.mjs";
import "./chunk-SB5ZUED7.mjs";
import "./chunk-QMX5HF64.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  MAX_TARGETS,
  inlineHtml,
  parseSrcset,
  targetLinks
};
