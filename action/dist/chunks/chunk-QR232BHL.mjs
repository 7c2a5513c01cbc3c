import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  decodeHTML,
  escapeAttribute,
  escapeUTF8
} from "./chunk-3PIMJ2WY.mjs";
import {
  init_esm_shims
} from "./chunk-6ODO5OSX.mjs";

// packages/core/src/html.ts
init_esm_shims();

// node_modules/entities/dist/index.js
init_esm_shims();
var EntityLevel;
(function(EntityLevel2) {
  EntityLevel2[EntityLevel2["XML"] = 0] = "XML";
  EntityLevel2[EntityLevel2["HTML"] = 1] = "HTML";
})(EntityLevel || (EntityLevel = {}));
var EncodingMode;
(function(EncodingMode2) {
  EncodingMode2[EncodingMode2["UTF8"] = 0] = "UTF8";
  EncodingMode2[EncodingMode2["ASCII"] = 1] = "ASCII";
  EncodingMode2[EncodingMode2["Extensive"] = 2] = "Extensive";
  EncodingMode2[EncodingMode2["Attribute"] = 3] = "Attribute";
  EncodingMode2[EncodingMode2["Text"] = 4] = "Text";
})(EncodingMode || (EncodingMode = {}));

// packages/core/src/html.ts
var decodeEntities = (text) => decodeHTML(text);
var escapeHtml = (text) => escapeUTF8(text);
var escapeAttributeValue = (value) => escapeAttribute(value);
var TITLE = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i;
function htmlTitle(html) {
  const match = TITLE.exec(html);
  const title = match ? decodeEntities(match[1]).replace(/\s+/g, " ").trim() : "";
  return title || void 0;
}

export {
  decodeEntities,
  escapeHtml,
  escapeAttributeValue,
  htmlTitle
};
