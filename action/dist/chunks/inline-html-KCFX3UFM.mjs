import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  inlineHtml,
  parseSrcset
} from "./chunk-Y4KVC5Z5.mjs";
import "./chunk-Q6YKANJJ.mjs";
import "./chunk-3OBSVUZH.mjs";
import "./chunk-VR35WCNI.mjs";
import "./chunk-KSIBQY4K.mjs";
import "./chunk-IARKGGH3.mjs";
import "./chunk-GDH46S7N.mjs";
import "./chunk-GMVSREA3.mjs";
import "./chunk-W262CXOT.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  inlineHtml,
  parseSrcset
};
