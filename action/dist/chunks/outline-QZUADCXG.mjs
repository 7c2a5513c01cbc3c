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
} from "./chunk-7BSXQZKJ.mjs";
import "./chunk-2PA6NMCO.mjs";
import "./chunk-QR232BHL.mjs";
import "./chunk-5YE4T77P.mjs";
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
