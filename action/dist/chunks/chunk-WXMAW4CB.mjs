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

export {
  escapeHtml,
  escapeAttributeValue
};
