import { createRequire as __actionCreateRequire } from 'node:module';
const require = __actionCreateRequire(import.meta.url);
import {
  conversionOutline,
  countOutlineItems,
  outlinedPdf,
  templateOutline
} from "./chunk-DSSGHHDM.mjs";
import "./chunk-XT35LYKM.mjs";
import {
  countBookmarks,
  hiddenLinks,
  htmlHeadings,
  nameForms
} from "./chunk-EDIHRLEA.mjs";
import "./chunk-YWVD4SEJ.mjs";
import "./chunk-WWTW7HAD.mjs";
import "./chunk-7UMRIUQS.mjs";
import "./chunk-XBNICBML.mjs";
import "./chunk-GIBXU4VN.mjs";
import "./chunk-NFZOQUMC.mjs";
export {
  conversionOutline,
  countBookmarks,
  countOutlineItems,
  hiddenLinks,
  htmlHeadings,
  nameForms,
  outlinedPdf,
  templateOutline
};
