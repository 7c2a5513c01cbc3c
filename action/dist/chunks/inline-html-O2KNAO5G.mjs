import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  MAX_TARGETS,
  inlineHtml,
  parseSrcset,
  targetLinks
} from "./chunk-BHJ7LPZU.mjs";
import "./chunk-YXB74B55.mjs";
import "./chunk-54TLD4CL.mjs";
import "./chunk-RCVGSD3Q.mjs";
import "./chunk-ZSMUJTOP.mjs";
import "./chunk-QR232BHL.mjs";
import "./chunk-3PIMJ2WY.mjs";
import "./chunk-2PA6NMCO.mjs";
import "./chunk-5YE4T77P.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  MAX_TARGETS,
  inlineHtml,
  parseSrcset,
  targetLinks
};
