import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-4C6IPQY2.mjs";
import "./chunk-EXMGCEJC.mjs";
import "./chunk-54TLD4CL.mjs";
import "./chunk-ZS3226L5.mjs";
import "./chunk-7BSXQZKJ.mjs";
import "./chunk-2PA6NMCO.mjs";
import "./chunk-QR232BHL.mjs";
import "./chunk-5YE4T77P.mjs";
import "./chunk-3PIMJ2WY.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  inlineHtml,
  parseSrcset
};
