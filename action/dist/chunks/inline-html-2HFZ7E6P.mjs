import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  MAX_TARGETS,
  inlineHtml,
  parseSrcset,
  targetLinks
} from "./chunk-ONIPO6QF.mjs";
import "./chunk-YXB74B55.mjs";
import "./chunk-54TLD4CL.mjs";
import "./chunk-RCVGSD3Q.mjs";
import "./chunk-DZC42FPR.mjs";
import "./chunk-QR232BHL.mjs";
import "./chunk-3PIMJ2WY.mjs";
import "./chunk-SB5ZUED7.mjs";
import "./chunk-QMX5HF64.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  MAX_TARGETS,
  inlineHtml,
  parseSrcset,
  targetLinks
};
