import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-5MZW44E4.mjs";
import "./chunk-EXMGCEJC.mjs";
import "./chunk-54TLD4CL.mjs";
import "./chunk-ZS3226L5.mjs";
import "./chunk-Z2SQ2FZY.mjs";
import "./chunk-SB5ZUED7.mjs";
import "./chunk-QR232BHL.mjs";
import "./chunk-QMX5HF64.mjs";
import "./chunk-3PIMJ2WY.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  inlineHtml,
  parseSrcset
};
