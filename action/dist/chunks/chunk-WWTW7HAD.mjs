import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  escapeAttribute,
  escapeUTF8
} from "./chunk-GIBXU4VN.mjs";
import {
  init_esm_shims
} from "./chunk-NFZOQUMC.mjs";

// packages/core/src/html/escape.ts
init_esm_shims();
var escapeHtml = (text) => escapeUTF8(text);
var escapeAttributeValue = (value) => escapeAttribute(value);

// packages/core/src/pdf/header.ts
init_esm_shims();
var HEADER = [37, 80, 68, 70, 45];
var WINDOW = 1024;
function pdfHeaderOffset(bytes) {
  const last = Math.min(bytes.length, WINDOW) - HEADER.length;
  for (let at = 0; at <= last; at++) if (HEADER.every((byte, i) => bytes[at + i] === byte)) return at;
  return -1;
}
var hasPdfHeader = (bytes) => pdfHeaderOffset(bytes) >= 0;

export {
  pdfHeaderOffset,
  hasPdfHeader,
  escapeHtml,
  escapeAttributeValue
};
