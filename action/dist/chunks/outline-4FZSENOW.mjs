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
} from "./chunk-6QCPBDWG.mjs";
import "./chunk-23KDFEKQ.mjs";
import "./chunk-5YE4T77P.mjs";
import "./chunk-SIJIF2TN.mjs";
import "./chunk-P5LA2324.mjs";
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
