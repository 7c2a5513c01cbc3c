import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  conversionOutline,
  countBookmarks,
  countOutlineItems,
  hiddenLinks,
  nameForms,
  outlinedPdf,
  templateOutline
} from "./chunk-Z2SQ2FZY.mjs";
import "./chunk-SB5ZUED7.mjs";
import "./chunk-QR232BHL.mjs";
import "./chunk-QMX5HF64.mjs";
import "./chunk-3PIMJ2WY.mjs";
import "./chunk-6ODO5OSX.mjs";
export {
  conversionOutline,
  countBookmarks,
  countOutlineItems,
  hiddenLinks,
  nameForms,
  outlinedPdf,
  templateOutline
};
