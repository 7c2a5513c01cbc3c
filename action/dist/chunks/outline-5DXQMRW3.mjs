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
} from "./chunk-GDH46S7N.mjs";
import "./chunk-GMVSREA3.mjs";
import "./chunk-W262CXOT.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  conversionOutline,
  countBookmarks,
  countOutlineItems,
  hiddenLinks,
  nameForms,
  outlinedPdf,
  templateOutline
};
